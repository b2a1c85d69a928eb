"""The hard level: determinised look-ahead over the best plans, under a time budget.

When it chooses its action (or the Mole's next play), the bot keeps the few best plans
of the greedy player. Then, as long as its budget lasts, it rebuilds a state from its
view (other hands, the deck, sapling faces, caves dealt at random), plays each plan in
it, finishes its turn greedily, lets every seat play on greedily for `horizon` turns (by
default until the end of its own next turn), and measures its lead. The same rebuilt
states serve every plan; the plan with the best total wins. Every other step is the
greedy player's choice, which is what the plans assumed. Reviewing a move made
(`assess`), it plays that move beside its candidates on the same states (in every step).
"""

from __future__ import annotations

import random
import time

from server.games.base import JSON, Assessment, judge
from server.games.forest_shuffle import rules
from server.games.forest_shuffle.bots.medium import listed
from server.games.forest_shuffle.bots.plan import PLANNED, Plan, Turn, greedy_move, play_turn
from server.games.forest_shuffle.bots.review import words
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
        options, _, totals, _ = self.weigh(view, seed)
        chosen = options[max(range(len(options)), key=totals.__getitem__)]
        return listed(chosen.moves[0], moves)

    def assess(
        self, view: JSON, _moves: list[JSON], _history: list[JSON], seed: int, played: JSON
    ) -> Assessment:
        """`played` (one of the seat's legal moves) against the plan this bot would
        choose, both played on over the same rebuilt states: the plan's first move, the
        plan in words, and how much lower `played`'s mean lead is (0: it starts that plan
        or does as well). A move that starts no candidate is played with the rest of its
        turn greedy, as the candidates' turns are."""
        options, candidates, totals, worlds = self.weigh(view, seed, played)
        mine = next(i for i, o in enumerate(options) if o.moves[0] == played)
        pick, loss = judge([t / max(worlds, 1) for t in totals], candidates, mine)
        return Assessment(options[pick].moves[0], words(view, options[pick]), loss)

    def weigh(
        self, view: JSON, seed: int, played: JSON | None = None
    ) -> tuple[list[Plan], int, list[float], int]:
        """(plans, candidates, totals, worlds): the candidates (in a step no plan starts
        from, the greedy move alone), then `played` if it starts none of them; how many
        candidates; each plan's total lead over the rebuilt states; their number (0 when
        there was a single plan, nothing to compare). It starts no round of samples it
        expects to overrun the budget, but always plays one."""
        deadline = time.perf_counter() + self.budget
        rng = random.Random(seed)
        seat = view["seat"]
        world = sample(view, rng)
        if step(world) in PLANNED:
            options = self.options(world, seat)
        else:
            options = [Plan(0.0, (greedy_move(world, seat),))]
        candidates = len(options)
        if played is not None and all(o.moves[0] != played for o in options):
            options.append(Plan(0.0, (played,)))
        totals = [0.0] * len(options)
        worlds = 0
        if len(options) > 1:
            horizon = len(view["seats"]) if self.horizon is None else self.horizon
            while True:
                started = time.perf_counter()
                for i, option in enumerate(options):
                    totals[i] += rollout(world, seat, option, horizon)
                worlds += 1
                now = time.perf_counter()
                if now + (now - started) > deadline:
                    break
                world = sample(view, rng)
        return options, candidates, totals, worlds

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
