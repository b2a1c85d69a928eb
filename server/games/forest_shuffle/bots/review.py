"""A plan of the hard level in words, for reviewing a seat's moves (`assess` of the search),
naming things as the game log does, in the language being spoken (server.i18n: the
review runner asks once per language).
"""

from __future__ import annotations

from server.games.base import JSON
from server.games.forest_shuffle.state import State
from server.games.forest_shuffle.ways import SAPLING, TREE, name
from server.games.search import Plan
from server.i18n import gettext, listed


def words(s: State, seat: int, plan: Plan) -> str:
    """`seat`'s plan from `s` in words: "play the Red Fox left of tree 2 (Oak),
    paying with Moss/Goshawk", "take the Oak from the clearing"."""
    first, *rest = plan.moves
    text = _play(s, seat, first) if first["type"] == "play" else _other(s, first)
    pays = [m for m in rest if m["type"] == "pay"]
    if pays:
        text = gettext("{move}, paying with {cards}", move=text, cards=_paid(pays[0]))
    return text


def said(card: int, way: str | None = None) -> str:
    """A card's name (ways.name) in the language spoken: each of its faces translated."""
    return "/".join(gettext(part) for part in name(card, way).split("/"))


def _play(s: State, seat: int, move: JSON) -> str:
    card, way = move["card"], move["as"]
    if way == TREE:
        return gettext("plant a new tree: {card}", card=said(card))
    if way == SAPLING:
        return gettext("play the {card} face down as a sapling", card=said(card))
    values = {"card": said(card, way), "tree": _tree(s, seat, move["tree"])}
    if way == "top":
        return gettext("play the {card} on top of {tree}", **values)
    if way == "bottom":
        return gettext("play the {card} below {tree}", **values)
    if way == "left":
        return gettext("play the {card} left of {tree}", **values)
    return gettext("play the {card} right of {tree}", **values)


def _other(s: State, move: JSON) -> str:
    kind = move["type"]
    if kind == "take":
        return gettext("take the {card} from the clearing", card=said(move["card"]))
    if kind == "cave":
        return gettext("put the {card} from the hand in the cave", card=said(move["card"]))
    if kind == "pay":
        return gettext("pay with the {cards}", cards=_paid(move))
    if kind in ("use", "skip"):
        top = s.tasks[-1]
        values = {"card": gettext(top.species)}
        bonus = top.part == "bonus"
        if kind == "use":
            return (
                gettext("use the {card}'s bonus", **values)
                if bonus
                else gettext("use the {card}'s effect", **values)
            )
        return (
            gettext("skip the {card}'s bonus", **values)
            if bonus
            else gettext("skip the {card}'s effect", **values)
        )
    if kind == "draw":
        return gettext("draw a card from the deck")
    if kind == "done":
        return gettext("be done")
    if kind == "keep":
        return gettext("keep the hand dealt")
    return gettext("give back the hand")


def _tree(s: State, seat: int, index: int) -> str:
    tree = s.players[seat].forest[index]
    if tree.sapling:
        return gettext("tree {number} (sapling)", number=index + 1)
    return gettext("tree {number} ({kind})", number=index + 1, kind=said(tree.card))


def _paid(move: JSON) -> str:
    """The cards of a pay move, named: "Oak, Moss/Goshawk and Linden"."""
    return listed(said(c) for c in move["cards"])
