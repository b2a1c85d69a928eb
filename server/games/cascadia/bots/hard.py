"""The hard level: determinised look-ahead over the best plans, under a time budget.

The bot keeps the few best plans of the greedy level (one per pair in the choose step,
with replacing three identical tokens if it may; one per free cell or token placement in
the later steps). Then, as long as its budget lasts, it deals the hidden draws again
(`world.reshuffle`: which tiles are in the stack, the stack's and the bag's order), plays
each plan in that world, lets every seat play on greedily until the end of its own next
turn, and notes its lead over the best other seat. The same worlds serve every plan. A
plan's value is its mean lead plus its greedy gain (`PRIOR` times): the gain holds what a
look-ahead of one round cannot see, the open patterns the plan leaves for later.
Reviewing a move made (`assess`), it values the plan that move starts beside its own in the
same worlds.
"""

from __future__ import annotations

import random
import time

from server.games.base import JSON, Assessment, judge
from server.games.cascadia.bots.medium import listed
from server.games.cascadia.bots.plan import Plan, finish_turn, follow, plans
from server.games.cascadia.bots.review import played_plan, words
from server.games.cascadia.bots.world import reshuffle, sample
from server.games.cascadia.points import breakdowns
from server.games.cascadia.state import State

BUDGET = 1.0
CANDIDATES = 6
PRIOR = 1.0  # the weight of a plan's greedy gain beside its mean lead


class Hard:
    """A searching player. `budget`: seconds per move (it starts no round of rollouts it
    expects to overrun the budget, and stops a round at the budget's end: a move takes
    the budget and one rollout at most); `horizon`: turns played on after its own
    (None: up to the end of its own next turn)."""

    level = "hard"

    def __init__(
        self, budget: float = BUDGET, candidates: int = CANDIDATES, horizon: int | None = None
    ) -> None:
        self.budget = budget
        self.candidates = candidates
        self.horizon = horizon

    def choose(self, view: JSON, moves: list[JSON], _history: list[JSON], seed: int) -> JSON:
        """The first move of the plan of the highest value over the dealt worlds (the
        greedy best when the budget ends before every plan has been played out once)."""
        options, _, values, _ = self.weigh(view, moves, seed)
        chosen = max(range(len(options)), key=values.__getitem__)
        return listed(options[chosen].moves[0], moves)

    def assess(
        self, view: JSON, moves: list[JSON], _history: list[JSON], seed: int, played: JSON
    ) -> Assessment:
        """`played` (one of `moves`) against the plan this bot would choose, both valued
        over the same dealt worlds: the plan's first move, the plan in words, and how much
        lower `played`'s value is (0: it starts that plan or is valued as high). A move
        that starts no candidate is valued with the plan it starts (`played_plan`)."""
        options, candidates, values, _ = self.weigh(view, moves, seed, played)
        mine = next(i for i, o in enumerate(options) if o.moves[0] == played)
        pick, loss = judge(values, candidates, mine)
        world = sample(view, random.Random(seed))
        return Assessment(options[pick].moves[0], words(world, options[pick]), loss)

    def weigh(
        self, view: JSON, moves: list[JSON], seed: int, played: JSON | None = None
    ) -> tuple[list[Plan], int, list[float], int]:
        """(plans, candidates, values, worlds): the candidates, then the plan `played`
        starts if it starts none of them; how many candidates; each plan's value (its
        mean lead over the dealt worlds plus `PRIOR` times its gain); the number of worlds
        every plan was played out in."""
        deadline = time.perf_counter() + self.budget
        rng = random.Random(seed)
        seat = view["seat"]
        world = sample(view, rng)
        options = self.options(world, seat, moves)
        candidates = len(options)
        if played is not None and all(o.moves[0] != played for o in options):
            options.append(played_plan(world, seat, played))
        horizon = len(view["seats"]) if self.horizon is None else self.horizon
        totals = [0.0] * len(options)
        worlds = 0
        while len(options) > 1:
            started = time.perf_counter()
            leads: list[float] = []
            for option in options:
                if leads and time.perf_counter() > deadline:
                    break
                leads.append(rollout(world, seat, option, horizon))
            if len(leads) < len(options):
                break
            totals = [t + lead for t, lead in zip(totals, leads, strict=True)]
            worlds += 1
            now = time.perf_counter()
            if now + (now - started) > deadline:
                break
            world = reshuffle(world, rng)
        values = [
            total / max(worlds, 1) + PRIOR * option.gain
            for total, option in zip(totals, options, strict=True)
        ]
        return options, candidates, values, worlds

    def options(self, s: State, seat: int, moves: list[JSON]) -> list[Plan]:
        """The plans worth searching in `s`, best first by their greedy gain, each with
        a different first move."""
        found = sorted(plans(s, seat, every=True), key=lambda plan: -plan.gain)
        if {"type": "overpopulation"} in moves:
            found.insert(1, Plan(0.0, ({"type": "overpopulation"},)))
        unique: dict[str, Plan] = {}
        for plan in found:
            unique.setdefault(repr(plan.moves[0]), plan)
        return list(unique.values())[: self.candidates]


def play(s: State, seat: int, plan: Plan) -> State:
    """`s` after `seat` plays `plan` and then (greedily) the rest of its turn."""
    return finish_turn(follow(s, seat, plan), seat)


def rollout(s: State, seat: int, option: Plan, horizon: int) -> float:
    """`seat`'s lead over the best other seat (solo: its score) after it plays `option`
    in `s` and every seat then plays `horizon` greedy turns (fewer if the game ends)."""
    s = play(s, seat, option)
    for _ in range(horizon):
        if s.current is None:
            break
        s = finish_turn(s, s.current)
    totals = [b.total for b in breakdowns(s)]
    others = [t for i, t in enumerate(totals) if i != seat]
    return totals[seat] - (max(others) if others else 0)
