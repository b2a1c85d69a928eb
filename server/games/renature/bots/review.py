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
from server.games.search import Plan

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
    """`seat`'s `plan` from `s` in words, naming things as the game log does: "place
    owl-frog on e4-e5, then plant a white bush on e6" (with en dashes; taking the clouds
    found, and ending the turn after other moves, go without saying)."""
    parts = []
    for move in plan.moves:
        told = _SAY.get(move["type"])
        if told is not None:
            parts.append(told(s, move))
        s, _ = rules.apply(s, seat, move)
    if not parts:
        return "end the turn"
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])}, then {parts[-1]}"


def _pair(domino: int) -> str:
    return DASH.join(C.animals[a] for a in C.dominoes[domino])


def _plant(s: State, at: str) -> str:
    owner, kind = s.plants[cell(at)]
    return f"{plant_colour(s, owner)} {KINDS[kind]}"


_SAY: dict[str, Callable[[State, JSON], str]] = {
    "place": lambda _, m: f"place {_pair(m['domino'])} on {DASH.join(m['cells'])}",
    "discard": lambda _, m: f"return {_pair(m['domino'])} to the box",
    "plant": lambda _, m: f"plant a {m['colour']} {m['kind']} on {m['cell']}",
    "skip_plant": lambda _, __: "plant nothing",
    "mushroom": lambda _, m: f"place a mushroom on {m['cell']}",
    "skip_mushroom": lambda _, __: "leave the mushroom",
    "joker": lambda _, m: f"make the {C.animals[m['animal']]} the joker",
    "return": lambda s, m: f"take the {_plant(s, m['cell'])} on {m['cell']} back",
    "extra_turn": lambda _, __: "take another turn",
}
