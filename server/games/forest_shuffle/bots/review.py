"""A plan of the hard level in words, for reviewing a seat's moves (`assess` of the search),
naming things as the game log does.
"""

from __future__ import annotations

from server.games.base import JSON
from server.games.forest_shuffle.state import State
from server.games.forest_shuffle.ways import SAPLING, TREE, name
from server.games.search import Plan

WHERE = {"top": "on top of", "bottom": "below", "left": "left of", "right": "right of"}


def words(s: State, seat: int, plan: Plan) -> str:
    """`seat`'s plan from `s` in words: "play the Red Fox left of tree 2 (Oak),
    paying with Moss/Goshawk", "take the Oak from the clearing"."""
    first, *rest = plan.moves
    text = _play(s, seat, first) if first["type"] == "play" else _other(s, first)
    pays = [m for m in rest if m["type"] == "pay"]
    if pays:
        text += f", paying with {_paid(pays[0])}"
    return text


def _play(s: State, seat: int, move: JSON) -> str:
    card, way = move["card"], move["as"]
    if way == TREE:
        return f"plant a new tree: {name(card)}"
    if way == SAPLING:
        return f"play the {name(card)} face down as a sapling"
    return f"play the {name(card, way)} {WHERE[way]} {_tree(s, seat, move['tree'])}"


def _other(s: State, move: JSON) -> str:
    kind = move["type"]
    if kind in ("take", "cave"):
        where = "from the clearing" if kind == "take" else "from the hand in the cave"
        verb = "take" if kind == "take" else "put"
        return f"{verb} the {name(move['card'])} {where}"
    if kind == "pay":
        return f"pay with the {_paid(move)}"
    if kind in ("use", "skip"):
        top = s.tasks[-1]
        return f"{kind} the {top.species}'s {top.part}"
    return {
        "draw": "draw a card from the deck",
        "done": "be done",
        "keep": "keep the hand dealt",
        "mulligan": "give back the hand",
    }[kind]


def _tree(s: State, seat: int, index: int) -> str:
    tree = s.players[seat].forest[index]
    kind = "sapling" if tree.sapling else name(tree.card)
    return f"tree {index + 1} ({kind})"


def _paid(move: JSON) -> str:
    """The cards of a pay move, named: "Oak, Moss/Goshawk and Linden"."""
    items = [name(c) for c in move["cards"]]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"
