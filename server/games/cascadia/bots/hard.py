"""The hard level's part in the search (`server.games.search`): candidates, rollout
policy and evaluation.

The candidates are the few best plans of the greedy level (one per pair in the choose
step, with replacing three identical tokens if it may; one per free cell or token
placement in the later steps). A world deals the hidden draws again (which tiles are in
the stack, the stack's and the bag's order); a rollout plays the plan and then every seat
greedily until the end of the bot's own next turn, and notes its lead over the best other
seat. A plan's value is its mean lead plus its greedy gain (`PRIOR` times): the gain holds
what a look-ahead of one round cannot see, the open patterns the plan leaves for later.
"""

from __future__ import annotations

from server.games.base import JSON
from server.games.cascadia.bots.plan import finish_turn, follow, plans
from server.games.cascadia.points import breakdowns
from server.games.cascadia.state import State
from server.games.search import Plan, leading

BUDGET = 1.0
CANDIDATES = 6
PRIOR = 1.0  # the weight of a plan's greedy gain beside its mean lead
OVERPOPULATION = {"type": "overpopulation"}


def candidates(s: State, seat: int, moves: list[JSON]) -> list[Plan]:
    """The plans worth searching in `s`, best first by their greedy gain (replacing
    three identical tokens second, when `moves` allow it), each with a different first
    move."""
    found = sorted(plans(s, seat, every=True), key=lambda plan: -plan.gain)
    if OVERPOPULATION in moves:
        found.insert(1, Plan(0.0, (OVERPOPULATION,)))
    return leading(found, CANDIDATES, lambda plan: repr(plan.moves[0]))


def play(s: State, seat: int, plan: Plan) -> State:
    """`s` after `seat` plays `plan` and then (greedily) the rest of its turn."""
    return finish_turn(follow(s, seat, plan), seat)


def lead(s: State, seat: int) -> float:
    """`seat`'s lead over the best other seat in `s` (solo: its score)."""
    totals = [b.total for b in breakdowns(s)]
    others = [t for i, t in enumerate(totals) if i != seat]
    return totals[seat] - (max(others) if others else 0)
