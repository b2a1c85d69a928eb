"""Why a move is not legal, in words a person can read.

Only called for a move that is not in the listing of the current step (moves.py), so
each reason is looked for, never decided here: a move is refused because it is not
listed, and this says what is wrong with it. A reason is a message (English, with
{names}) and its values, translated where it is answered (server.i18n); the names of
cards, card types and steps among the values are words of the catalogue, said in the
language spoken when the message is filled in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from server.games.base import IllegalMove
from server.games.forest_shuffle.cards import CATALOGUE
from server.games.forest_shuffle.moves import LISTS, STEP_MOVES, Move, free_type
from server.games.forest_shuffle.places import open_trees
from server.games.forest_shuffle.setup import holds_tree
from server.games.forest_shuffle.state import State, Step, step
from server.games.forest_shuffle.ways import CARDS, SAPLING, TREE, WAYS_NAMES, cost, species
from server.i18n import N_, Said


def named(card: int, way: str | None = None) -> Said:
    """A card's name (ways.name) as words of the catalogue."""
    c = CARDS[card]
    if c.kind == "winter":
        return Said(N_("Winter"))
    if way == SAPLING:
        return Said(N_("Sapling"))
    if way is not None:
        found = species(card, way)
        assert found is not None
        return Said(found.name)
    return Said(c.tree.name) if c.tree else Said(*(h.species.name for h in c.halves))


WORDS = {
    "tree": N_("tree"),
    "sapling": N_("sapling"),
    "top": N_("top"),
    "bottom": N_("bottom"),
    "left": N_("left"),
    "right": N_("right"),
    "bird": N_("bird"),
    "paw": N_("paw"),
    "insect": N_("insect"),
    "butterfly": N_("butterfly"),
    "plant": N_("plant"),
    "mushroom": N_("mushroom"),
    "amphibian": N_("amphibian"),
    "deer": N_("deer"),
    "cloven-hoofed": N_("cloven-hoofed"),
    "bat": N_("bat"),
}
"""The ways a card is played and the card types, as words of the catalogue."""


def word(key: str) -> Said:
    return Said(WORDS.get(key, key))


Reason = tuple[str, dict[str, object]]
"""Why a move is refused: a message and its values."""


def refuse(reason: Reason) -> NoReturn:
    """Refuse a move for `reason`."""
    message, values = reason
    raise IllegalMove(message, **values)


STEP_TEXT = {
    Step.MULLIGAN: N_("keep your hand, or give back a hand without a tree"),
    Step.ACTION: N_("draw a card, or choose a card to play"),
    Step.DRAW: N_("draw your second card"),
    Step.PAY: N_("choose the cards that pay for the card you are playing"),
    Step.FREE: N_("play a card for free, or be done"),
    Step.MOLE: N_("play another card, paying for it, or be done"),
    Step.CAVE: N_("put a hand card in your cave, or be done"),
    Step.USE: N_("use the effect or bonus, or skip it"),
    Step.OVER: N_("the game is over"),
}


def explain(s: State, seat: int, move: Move) -> Reason:
    """Why `move` is not among `seat`'s legal moves now."""
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in LISTS:
        return N_("Unknown move type {kind}."), {"kind": repr(kind)}
    now = step(s)
    if kind not in STEP_MOVES[now]:
        return N_("A {kind} move is not possible now ({step})."), {
            "kind": kind,
            "step": Said(STEP_TEXT[now]),
        }
    why = _WHY.get(kind)
    found = why(s, seat, move) if why else None
    return found or (N_("That move is not possible now: check its fields."), {})


def _card(move: Move) -> int | Reason:
    """The card id `move["card"]` names, or the reason it names none."""
    card = move.get("card")
    if type(card) is not int or not 0 <= card < len(CARDS):
        return N_("'card' must be a card id, 0 to {last}."), {"last": len(CARDS) - 1}
    return card


def _in_hand(s: State, seat: int, move: Move) -> Reason | None:
    card = _card(move)
    if isinstance(card, tuple):
        return card
    if card in s.players[seat].hand:
        return None
    return N_("Card {card} is not in your hand."), {"card": card}


def _why_mulligan(s: State, seat: int, _move: Move) -> Reason | None:
    if holds_tree(s.players[seat].hand):
        return N_("Your hand holds a tree: only a hand without one may be given back."), {}
    return None


def _why_draw(s: State, seat: int, _move: Move) -> Reason | None:
    if len(s.players[seat].hand) >= CATALOGUE.hand_limit:
        return N_("Your hand holds {limit} cards: you may not draw."), {
            "limit": CATALOGUE.hand_limit
        }
    return None


def _why_take(s: State, seat: int, move: Move) -> Reason | None:
    card = _card(move)
    if isinstance(card, tuple):
        return card
    if card not in s.clearing:
        return N_("Card {card} ({name}) is not in the clearing."), {
            "card": card,
            "name": named(card),
        }
    return _why_draw(s, seat, move)


def _why_play(s: State, seat: int, move: Move) -> Reason | None:
    if error := _in_hand(s, seat, move):
        return error
    card, way = move["card"], move.get("as")
    if way not in WAYS_NAMES:
        return N_("'as' must be one of {ways}."), {"ways": ", ".join(WAYS_NAMES)}
    wanted = free_type(s)
    if way == SAPLING:
        if wanted:
            return N_("Only a {type} card may be played now, at no cost."), {"type": word(wanted)}
        return _no_tree(move)
    try:
        kind = species(card, way)
    except ValueError:
        return N_("Card {card} ({name}) cannot be played as {way}."), {
            "card": card,
            "name": named(card),
            "way": word(way),
        }
    assert kind is not None
    values: dict[str, object] = {"name": Said(kind.name)}
    if wanted is not None and wanted not in kind.types:
        return N_("Only a {type} card may be played now, at no cost; a {name} is not."), {
            **values,
            "type": word(wanted),
        }
    others = len(s.players[seat].hand) - 1
    if wanted is None and kind.cost > others:
        return N_("A {name} costs {cost} cards; you hold {others} other cards."), {
            **values,
            "cost": kind.cost,
            "others": others,
        }
    if way == TREE:
        return _no_tree(move)
    forest = s.players[seat].forest
    trees = open_trees(forest, way, kind)
    if not trees:
        return N_("No tree of your forest has a free {way} slot for a {name}."), {
            **values,
            "way": word(way),
        }
    tree = move.get("tree")
    if type(tree) is not int or not 0 <= tree < len(forest):
        return N_("'tree' must be the index of a tree of your forest, 0 to {last}."), {
            "last": len(forest) - 1
        }
    if tree not in trees:
        return N_("The {way} slot of tree {tree} is not free for a {name}."), {
            **values,
            "way": word(way),
            "tree": tree,
        }
    return None


def _no_tree(move: Move) -> Reason | None:
    """A card played as a tree or a sapling goes on no tree."""
    return (N_("A tree or a sapling is played without 'tree'."), {}) if "tree" in move else None


def _why_pay(s: State, seat: int, move: Move) -> Reason | None:
    p = s.playing
    assert p is not None
    need = cost(p.card, p.way)
    cards = move.get("cards")
    if not isinstance(cards, list) or len(cards) != need:
        return N_("The {name} costs {cost}: 'cards' must list that many hand cards."), {
            "name": named(p.card, p.way),
            "cost": need,
        }
    hand = s.players[seat].hand
    for card in cards:
        if type(card) is not int or card not in hand:
            return N_("Card {card} is not in your hand."), {"card": repr(card)}
    if cards != sorted(set(cards)):
        return N_("'cards' must list different cards, in increasing order."), {}
    return None


_WHY: dict[str, Callable[[State, int, Move], Reason | None]] = {
    "mulligan": _why_mulligan,
    "draw": _why_draw,
    "take": _why_take,
    "play": _why_play,
    "pay": _why_pay,
    "cave": _in_hand,
}
