"""What the hard level needs to review a seat's moves: the turn a move made starts, and a
turn plan in words.

A move is judged the way the hard level judges its own candidates: with the rest of its
turn played greedily (the best plant after a domino placed, the clouds taken), and on
from there by every seat alike (see `server.games.search`).
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.base import JSON
from server.games.renature import rules
from server.games.renature.bots.plan import greedy_move
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS
from server.games.renature.sample import cell
from server.games.renature.state import Phase, State, plant_colour
from server.games.renature.words import a_plant, plant
from server.games.search import Plan
from server.i18n import gettext

DASH = "\u2013"  # between a domino's animals or spaces, as in the game log


def played_turn(s: State, seat: int, move: JSON) -> Plan:
    """`move` (one of `seat`'s legal moves in `s`) and the rest of the turn it starts,
    played greedily up to the turn's end step (where a rollout ends the turn), as a plan
    of gain 0."""
    number = s.turns
    moves = [move]
    s, _ = rules.apply(s, seat, move)
    while s.current == seat and s.turns == number and s.phase not in (Phase.END, Phase.OVER):
        moves.append(greedy_move(s, seat))
        s, _ = rules.apply(s, seat, moves[-1])
    return Plan(0.0, tuple(moves))


def words(s: State, seat: int, plan: Plan) -> str:
    """`seat`'s `plan` from `s` in words, in the current language, naming things as the
    game log does: "place owl-frog on e4-e5, then plant a white bush on e6" (with en
    dashes; taking the clouds found, and ending the turn after other moves, go without
    saying)."""
    parts = []
    for move in plan.moves:
        told = _SAY.get(move["type"])
        if told is not None:
            parts.append(told(s, move))
        s, _ = rules.apply(s, seat, move)
    if not parts:
        return gettext("end the turn")
    if len(parts) == 1:
        return parts[0]
    said = gettext("{first}, then {last}", first=parts[-2], last=parts[-1])
    for part in reversed(parts[:-2]):
        said = gettext("{first}, {rest}", first=part, rest=said)
    return said


def _pair(domino: int) -> str:
    return DASH.join(gettext(C.animals[a]) for a in C.dominoes[domino])


def _plant(s: State, at: str) -> str:
    owner, kind = s.plants[cell(at)]
    return format(plant(plant_colour(s, owner), KINDS[kind]))


def _a_plant(colour: str, kind: str) -> str:
    return format(a_plant(colour, kind))


_SAY: dict[str, Callable[[State, JSON], str]] = {
    "place": lambda _, m: gettext(
        "place {pair} on {cells}", pair=_pair(m["domino"]), cells=DASH.join(m["cells"])
    ),
    "discard": lambda _, m: gettext("return {pair} to the box", pair=_pair(m["domino"])),
    "plant": lambda _, m: gettext(
        "plant {plant} on {cell}", plant=_a_plant(m["colour"], m["kind"]), cell=m["cell"]
    ),
    "skip_plant": lambda _, __: gettext("plant nothing"),
    "mushroom": lambda _, m: gettext("place a mushroom on {cell}", cell=m["cell"]),
    "skip_mushroom": lambda _, __: gettext("leave the mushroom"),
    "joker": lambda _, m: gettext(
        "make the {animal} the joker", animal=gettext(C.animals[m["animal"]])
    ),
    "return": lambda s, m: gettext(
        "take the {plant} on {cell} back", plant=_plant(s, m["cell"]), cell=m["cell"]
    ),
    "extra_turn": lambda _, __: gettext("take another turn"),
}
