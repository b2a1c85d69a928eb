"""The hard level: determinised look-ahead over the best plans, under a time budget.

When it chooses its action (or the Mole's next play), the bot keeps the few best plans
of the greedy player. Then, as long as its budget lasts, it rebuilds a state from its
view (other hands, the deck, sapling faces, caves dealt at random), plays each plan in
it, finishes its turn greedily, lets every seat play on greedily for `horizon` turns (by
default until the end of its own next turn), and measures its lead. The same rebuilt
states serve every plan; the plan with the best total wins. Every other step is the
greedy player's choice, which is what the plans assumed.
"""

from __future__ import annotations

import random
import time

from server.games.base import JSON
from server.games.forest_shuffle import rules
from server.games.forest_shuffle.bots.medium import listed
from server.games.forest_shuffle.bots.plan import PLANNED, Plan, Turn, greedy_move, play_turn
from server.games.forest_shuffle.bots.value import lead
from server.games.forest_shuffle.bots.world import sample
from server.games.forest_shuffle.state import State, step

BUDGET = 1.0
CANDIDATES = 5
DRAWS = ("draw", "take")


class Hard:
    """A searching player. `budget`: seconds per move (it starts no round of samples it
    expects to overrun the budget, but always plays one); `horizon`: turns played on
    after its own (None: one round)."""

    level = "hard"

    def __init__(
        self, budget: float = BUDGET, candidates: int = CANDIDATES, horizon: int | None = None
    ) -> None:
        self.budget = budget
        self.candidates = candidates
        self.horizon = horizon

    def choose(self, view: JSON, moves: list[JSON], _history: list[JSON], seed: int) -> JSON:
        """The first move of the plan that does best over the rebuilt states."""
        deadline = time.perf_counter() + self.budget
        rng = random.Random(seed)
        seat = view["seat"]
        world = sample(view, rng)
        if step(world) not in PLANNED:
            return listed(greedy_move(world, seat), moves)
        options = self.options(world, seat)
        if len(options) > 1:
            horizon = len(view["seats"]) if self.horizon is None else self.horizon
            totals = [0.0] * len(options)
            while True:
                started = time.perf_counter()
                for i, option in enumerate(options):
                    totals[i] += rollout(world, seat, option, horizon)
                now = time.perf_counter()
                if now + (now - started) > deadline:
                    break
                world = sample(view, rng)
            options = [options[max(range(len(options)), key=totals.__getitem__)]]
        return listed(options[0].moves[0], moves)

    def options(self, s: State, seat: int) -> list[Plan]:
        """The plans worth searching in `s`: the best by their greedy gain, and drawing
        (the one plan whose worth the greedy value guesses most)."""
        found = sorted(Turn(s, seat).plans(), key=lambda plan: -plan.gain)
        kept = found[: self.candidates]
        draws = [p for p in found if p.moves[0]["type"] in DRAWS]
        if draws and draws[0] not in kept:
            kept[-1] = draws[0]
        return kept


def rollout(s: State, seat: int, option: Plan, horizon: int) -> float:
    """`seat`'s lead after it plays `option` in `s`, ends its turn greedily, and the
    seats then play `horizon` greedy turns (fewer if the game ends)."""
    for move in option.moves:
        if s.current != seat:
            break
        s, _ = rules.apply(s, seat, move)
    s = play_turn(s, seat)
    for _ in range(horizon):
        if s.current is None:
            break
        s = play_turn(s, s.current)
    return lead(s, seat)
