"""Why a move is not legal, in words a person can read.

Only called for a move that is not in the listing of the current step (moves.py), so
each reason is looked for, never decided here: a move is refused because it is not
listed, and this says what is wrong with it.
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.forest_shuffle.cards import CATALOGUE
from server.games.forest_shuffle.moves import LISTS, STEP_MOVES, Move, free_type
from server.games.forest_shuffle.places import open_trees
from server.games.forest_shuffle.setup import holds_tree
from server.games.forest_shuffle.state import State, Step, step
from server.games.forest_shuffle.ways import CARDS, SAPLING, TREE, WAYS_NAMES, cost, name, species

STEP_TEXT = {
    Step.MULLIGAN: "keep your hand, or give back a hand without a tree",
    Step.ACTION: "draw a card, or choose a card to play",
    Step.DRAW: "draw your second card",
    Step.PAY: "choose the cards that pay for the card you are playing",
    Step.FREE: "play a card for free, or be done",
    Step.MOLE: "play another card, paying for it, or be done",
    Step.CAVE: "put a hand card in your cave, or be done",
    Step.USE: "use the effect or bonus, or skip it",
    Step.OVER: "the game is over",
}


def explain(s: State, seat: int, move: Move) -> str:
    """Why `move` is not among `seat`'s legal moves now."""
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in LISTS:
        return f"Unknown move type {kind!r}."
    now = step(s)
    if kind not in STEP_MOVES[now]:
        return f"A {kind} move is not possible now ({STEP_TEXT[now]})."
    why = _WHY.get(kind)
    found = why(s, seat, move) if why else None
    return found or "That move is not possible now: check its fields."


def _card(move: Move) -> int | str:
    """The card id `move["card"]` names, or the reason it names none."""
    card = move.get("card")
    if type(card) is not int or not 0 <= card < len(CARDS):
        return f"'card' must be a card id, 0 to {len(CARDS) - 1}."
    return card


def _in_hand(s: State, seat: int, move: Move) -> str | None:
    card = _card(move)
    if isinstance(card, str):
        return card
    return None if card in s.players[seat].hand else f"Card {card} is not in your hand."


def _why_mulligan(s: State, seat: int, _move: Move) -> str | None:
    if holds_tree(s.players[seat].hand):
        return "Your hand holds a tree: only a hand without one may be given back."
    return None


def _why_draw(s: State, seat: int, _move: Move) -> str | None:
    if len(s.players[seat].hand) >= CATALOGUE.hand_limit:
        return f"Your hand holds {CATALOGUE.hand_limit} cards: you may not draw."
    return None


def _why_take(s: State, seat: int, move: Move) -> str | None:
    card = _card(move)
    if isinstance(card, str):
        return card
    if card not in s.clearing:
        return f"Card {card} ({name(card)}) is not in the clearing."
    return _why_draw(s, seat, move)


def _why_play(s: State, seat: int, move: Move) -> str | None:
    if error := _in_hand(s, seat, move):
        return error
    card, way = move["card"], move.get("as")
    if way not in WAYS_NAMES:
        return f"'as' must be one of {', '.join(WAYS_NAMES)}."
    wanted = free_type(s)
    if way == SAPLING:
        return f"Only a {wanted} card may be played now, at no cost." if wanted else _no_tree(move)
    try:
        kind = species(card, way)
    except ValueError:
        return f"Card {card} ({name(card)}) cannot be played as {way}."
    assert kind is not None
    if wanted is not None and wanted not in kind.types:
        return f"Only a {wanted} card may be played now, at no cost; a {kind.name} is not."
    others = len(s.players[seat].hand) - 1
    if wanted is None and kind.cost > others:
        return f"A {kind.name} costs {kind.cost} cards; you hold {others} other cards."
    if way == TREE:
        return _no_tree(move)
    forest = s.players[seat].forest
    trees = open_trees(forest, way, kind)
    if not trees:
        return f"No tree of your forest has a free {way} slot for a {kind.name}."
    tree = move.get("tree")
    if type(tree) is not int or not 0 <= tree < len(forest):
        return f"'tree' must be the index of a tree of your forest, 0 to {len(forest) - 1}."
    if tree not in trees:
        return f"The {way} slot of tree {tree} is not free for a {kind.name}."
    return None


def _no_tree(move: Move) -> str | None:
    """A card played as a tree or a sapling goes on no tree."""
    return "A tree or a sapling is played without 'tree'." if "tree" in move else None


def _why_pay(s: State, seat: int, move: Move) -> str | None:
    p = s.playing
    assert p is not None
    need = cost(p.card, p.way)
    cards = move.get("cards")
    if not isinstance(cards, list) or len(cards) != need:
        return f"The {name(p.card, p.way)} costs {need}: 'cards' must list that many hand cards."
    hand = s.players[seat].hand
    for card in cards:
        if type(card) is not int or card not in hand:
            return f"Card {card!r} is not in your hand."
    if cards != sorted(set(cards)):
        return "'cards' must list different cards, in increasing order."
    return None


_WHY: dict[str, Callable[[State, int, Move], str | None]] = {
    "mulligan": _why_mulligan,
    "draw": _why_draw,
    "take": _why_take,
    "play": _why_play,
    "pay": _why_pay,
    "cave": _in_hand,
}
