"""A plan of the hard level in words, for reviewing a seat's moves (`Hard.assess`),
naming things as the game log does.
"""

from __future__ import annotations

from server.games.base import JSON
from server.games.forest_shuffle.bots.plan import Plan
from server.games.forest_shuffle.ways import SAPLING, TREE, name

WHERE = {"top": "on top of", "bottom": "below", "left": "left of", "right": "right of"}


def words(view: JSON, plan: Plan) -> str:
    """The plan of the view's seat in words: "play the Red Fox left of tree 2 (Oak),
    paying with Moss/Goshawk", "take the Oak from the clearing"."""
    first, *rest = plan.moves
    text = _play(first) if first["type"] == "play" else _other(view, first)
    paid = [name(m["card"]) for m in rest if m["type"] == "pay"]
    for move in rest:
        if move["type"] == "place":
            text += f" {WHERE[move['slot']]} {_tree(view, move['tree'])}"
    if paid:
        text += f", paying with {_listed(paid)}"
    return text


def _play(move: JSON) -> str:
    card, way = move["card"], move["as"]
    if way == TREE:
        return f"plant a new tree: {name(card)}"
    if way == SAPLING:
        return f"play the {name(card)} face down as a sapling"
    return f"play the {name(card, way)}"


def _other(view: JSON, move: JSON) -> str:
    kind = move["type"]
    if kind in ("take", "cave"):
        where = "from the clearing" if kind == "take" else "from the hand in the cave"
        verb = "take" if kind == "take" else "put"
        return f"{verb} the {name(move['card'])} {where}"
    if kind == "pay":
        return f"pay with the {name(move['card'])}"
    if kind == "place":
        return f"put it {WHERE[move['slot']]} {_tree(view, move['tree'])}"
    return {
        "draw": "draw a card from the deck",
        "done": "be done",
        "keep": "keep the hand dealt",
        "mulligan": "give back the hand",
    }[kind]


def _tree(view: JSON, index: int) -> str:
    tree = view["forests"][view["seat"]][index]
    kind = "sapling" if tree["sapling"] else name(tree["card"])
    return f"tree {index + 1} ({kind})"


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"
