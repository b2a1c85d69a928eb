"""The hard level's part in the search (`server.games.search`): candidates, rollout
policy and evaluation.

The candidates are the few best of the greedy level (whole turn plans in the domino
phase, plants in the plant phase). A world deals what the seat cannot see again (other
hands, reserves, token backs, the box); a rollout plays the candidate, ends the turn, and
lets every seat play greedily until the end of the bot's own next turn; the evaluation is
the bot's lead over the best other seat (`value.lead`). A move reviewed that starts no
candidate is played with the rest of its turn greedy (`review.played_turn`), as the
candidates' turns are.
"""

from __future__ import annotations

import json
from typing import Any

from server.games.base import JSON
from server.games.renature import rules
from server.games.renature.bots.plan import finish_turn, greedy_move, plans
from server.games.renature.bots.value import plant_steps
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import Phase, State
from server.games.search import Plan, leading

BUDGET = 1.0
CANDIDATES = 6


def candidates(s: State, seat: int, moves: list[JSON]) -> list[Plan]:
    """The candidates worth searching in `s`, best first by their greedy gain (a
    double domino's two ways round count once)."""
    if s.phase == Phase.DOMINO:
        found = plans(s, seat, moves)
    elif s.phase == Phase.PLANT:
        found = [Plan(gain, (move,)) for gain, move in plant_steps(s, seat)]
    else:
        found = [Plan(0.0, (greedy_move(s, seat),))]
    found.sort(key=lambda plan: -plan.gain)
    return leading(found, CANDIDATES, lambda plan: tuple(effect(m) for m in plan.moves))


def effect(move: JSON) -> tuple[Any, ...]:
    """What a move does: a placement by where each animal goes, any other move as is."""
    if move["type"] != "place":
        return (json.dumps(move, sort_keys=True),)
    animals = C.dominoes[move["domino"]]
    return ("place", *sorted(zip(move["cells"], animals, strict=True)))


def play(s: State, seat: int, plan: Plan) -> State:
    """`s` after `seat` plays `plan`, takes any clouds it found and ends its turn."""
    for move in plan.moves:
        s, _ = rules.apply(s, seat, move)
    return finish_turn(s, seat)
