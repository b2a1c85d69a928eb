"""The hard level: determinised look-ahead over the best turn plans, under a time budget.

The bot keeps the few best candidates of the greedy level (whole turn plans in the domino
phase, plants in the plant phase). Then, as long as its budget lasts, it samples a state
consistent with its view (other hands, reserves, token backs, the box), plays each
candidate in it, lets every seat play on greedily for `horizon` turns (by default until
the end of its own next turn), and scores the position it reaches. The same sampled
states serve every candidate; the candidate with the best total wins. Reviewing a move
made (`assess`), it weighs that move's turn beside its candidates on the same states.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from server.games.base import JSON, Assessment, judge
from server.games.renature import rules
from server.games.renature.bots.medium import listed
from server.games.renature.bots.plan import Plan, finish_turn, greedy_move, plans, play_turn
from server.games.renature.bots.review import played_turn, words
from server.games.renature.bots.value import lead, plant_steps
from server.games.renature.bots.world import sample
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import Phase, State

BUDGET = 1.0
CANDIDATES = 6


class Hard:
    """A searching player. `budget`: seconds per move (it starts no sample it expects to
    overrun the budget, but always searches one); `horizon`: turns played on after its
    own (None: one round)."""

    level = "hard"

    def __init__(
        self, budget: float = BUDGET, candidates: int = CANDIDATES, horizon: int | None = None
    ) -> None:
        self.budget = budget
        self.candidates = candidates
        self.horizon = horizon

    def choose(self, view: JSON, moves: list[JSON], history: list[JSON], seed: int) -> JSON:
        """The first move of the candidate that does best over the sampled states."""
        options, _, totals, _ = self.weigh(view, moves, history, seed)
        chosen = options[max(range(len(options)), key=totals.__getitem__)]
        return listed(chosen.moves[0], moves)

    def assess(
        self, view: JSON, moves: list[JSON], history: list[JSON], seed: int, played: JSON
    ) -> Assessment:
        """`played` (one of `moves`) against the candidate this bot would choose, both
        played on over the same sampled states: the candidate's first move, its turn in
        words, and how much lower `played`'s mean lead is (0: it starts that candidate or
        does as well). A move that starts no candidate is played with the rest of its
        turn greedy, as the candidates' turns are."""
        options, candidates, totals, worlds = self.weigh(view, moves, history, seed, played)
        mine = next(i for i, o in enumerate(options) if effect(o.moves[0]) == effect(played))
        pick, loss = judge([t / max(worlds, 1) for t in totals], candidates, mine)
        world = sample(view, history, random.Random(seed))
        return Assessment(options[pick].moves[0], words(world, view["seat"], options[pick]), loss)

    def weigh(
        self,
        view: JSON,
        moves: list[JSON],
        history: list[JSON],
        seed: int,
        played: JSON | None = None,
    ) -> tuple[list[Plan], int, list[float], int]:
        """(plans, candidates, totals, worlds): the candidates, then `played`'s turn if it
        starts none of them; how many candidates; each plan's total lead over the sampled
        states; their number (0 when there was a single plan, nothing to compare). The
        first state serves for the plans; it starts no sample it expects to overrun the
        budget, but always searches one."""
        deadline = time.perf_counter() + self.budget
        rng = random.Random(seed)
        seat = view["seat"]
        world = sample(view, history, rng)
        options = self.options(world, seat, moves)
        candidates = len(options)
        if played is not None and all(effect(o.moves[0]) != effect(played) for o in options):
            options.append(played_turn(world, seat, played))
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
                world = sample(view, history, rng)
        return options, candidates, totals, worlds

    def options(self, s: State, seat: int, moves: list[JSON]) -> list[Plan]:
        """The candidates worth searching in `s`, best first by their greedy gain (a
        double domino's two ways round count once)."""
        if s.phase == Phase.DOMINO:
            found = plans(s, seat, moves)
        elif s.phase == Phase.PLANT:
            found = [Plan(gain, (move,)) for gain, move in plant_steps(s, seat)]
        else:
            found = [Plan(0.0, (greedy_move(s, seat, moves),))]
        found.sort(key=lambda plan: -plan.gain)
        unique: dict[tuple[Any, ...], Plan] = {}
        for plan in found:
            unique.setdefault(tuple(effect(m) for m in plan.moves), plan)
        return list(unique.values())[: self.candidates]


def effect(move: JSON) -> tuple[Any, ...]:
    """What a move does: a placement by where each animal goes, any other move as is."""
    if move["type"] != "place":
        return (json.dumps(move, sort_keys=True),)
    animals = C.dominoes[move["domino"]]
    return ("place", *sorted(zip(move["cells"], animals, strict=True)))


def rollout(s: State, seat: int, option: Plan, horizon: int) -> float:
    """`seat`'s lead over the best other seat after it plays `option` in `s`, ends its
    turn, and every seat then plays `horizon` greedy turns (fewer if the game ends)."""
    for move in option.moves:
        s, _ = rules.apply(s, seat, move)
    s = finish_turn(s, seat)
    for _ in range(horizon):
        if s.current is None:
            break
        s = play_turn(s, jokers=False)
    return lead(s, seat)
