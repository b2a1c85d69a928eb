"""The bots every game shares: the greedy player and the budgeted determinised search.

A bot knows only its seat's view, its legal moves and the events it has seen. To think
with a whole state it deals what it cannot see at random (a world, by the game's
sampler). The medium level deals one world and plays the game's greedy move in it. The
hard level searches as OpenSpiel's determinised (ISMCTS-style) bots do: it lists its
candidate plans in a first world, plays each out there (the plan, the rest of its turn,
then every seat plays one round of turns by the game's rollout policy) and evaluates
where each ends; then it deals another world and plays every plan out again, as long as
its budget lasts. The same worlds serve every plan. A plan's value is its mean
evaluation plus `prior` times its greedy gain; the bot plays the first move of the plan
of the highest value. Reviewing a move made (`assess`), the plan that move starts is
played out beside the candidates on the same worlds.

A game declares its part as data and functions (`Searched`); `levels` makes its three
bot levels from it.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from server.games.base import JSON, Assessment, Bot, BotLevels, judge
from server.i18n import LANGUAGES, current, speaking


class World(Protocol):
    """A game state a bot thinks with: all a search needs of it is whose turn it is."""

    @property
    def current(self) -> int | None:
        """The seat to move, or None once the game is over."""
        ...


W = TypeVar("W", bound=World)


@dataclass(frozen=True, slots=True)
class Plan:
    """The rest of a seat's turn (or a part of it): its moves, as listed, and its gain,
    what the greedy player expects it to add to the seat's position."""

    gain: float
    moves: tuple[JSON, ...]


def canonical(move: JSON) -> str:
    """A move as a key: moves with equal keys are the same move."""
    return json.dumps(move, sort_keys=True)


def alone(_world: object, _seat: int, move: JSON) -> Plan:
    """The plan of `move` alone, of gain 0 (its rollout plays the rest of the turn)."""
    return Plan(0.0, (move,))


@dataclass(frozen=True, slots=True)
class Searched(Generic[W]):
    """A game's part in its bots, as functions of a world `W` and a seat.

    `sample(view, seen, rng)`: a world that gives the seat's `view` back, what the seat
    cannot see dealt by `rng` (`seen`: the events the seat has seen). `greedy(world,
    seat)`: the greedy player's move (the medium level). `candidates(world, seat,
    moves)`: the plans worth searching, best first by gain, each with a different first
    move (`moves`: the seat's legal moves). `play(world, seat, plan)`: the world after
    `seat` plays `plan` and the rest of its turn by the rollout policy. `turn(world,
    seat)`: the world after `seat`, to move, plays its turn by the rollout policy.
    `value(world, seat)`: how good the world is for `seat`, in the game's points (the
    evaluation). `words(world, seat, plan)`: the plan in words, naming only what the
    seat knows. `played(world, seat, move)`: the plan a move made starts when it starts
    no candidate. `effect(move)`: a key of what a move does (two moves with equal keys
    are one). `prior`: the weight of a plan's gain beside its mean value.
    """

    sample: Callable[[JSON, list[JSON], random.Random], W]
    greedy: Callable[[W, int], JSON]
    candidates: Callable[[W, int, list[JSON]], list[Plan]]
    play: Callable[[W, int, Plan], W]
    turn: Callable[[W, int], W]
    value: Callable[[W, int], float]
    words: Callable[[W, int, Plan], str]
    played: Callable[[W, int, JSON], Plan] = alone
    effect: Callable[[JSON], Hashable] = canonical
    prior: float = 0.0


def listed(move: JSON, moves: list[JSON]) -> JSON:
    """`move` as it is listed in `moves`. Raises ValueError when it is not listed."""
    for m in moves:
        if m == move:
            return m
    raise ValueError(f"the bot chose {move!r}, which is not a legal move")


def leading(plans: Iterable[Plan], count: int, key: Callable[[Plan], Hashable]) -> list[Plan]:
    """The first `count` of `plans` (in their order) whose keys differ from those of the
    plans before them."""
    found: dict[Hashable, Plan] = {}
    for plan in plans:
        found.setdefault(key(plan), plan)
    return list(found.values())[:count]


class Greedy(Generic[W]):
    """The medium level: the game's greedy move in one world dealt from the view."""

    level = "medium"

    def __init__(self, game: Searched[W]) -> None:
        self.game = game

    def choose(self, view: JSON, moves: list[JSON], history: list[JSON], seed: int) -> JSON:
        """The greedy move, as listed in `moves`."""
        world = self.game.sample(view, history, random.Random(seed))
        return listed(self.game.greedy(world, view["seat"]), moves)


@dataclass(frozen=True, slots=True)
class Weighing(Generic[W]):
    """A search's findings: the first world dealt, the plans (the candidates, then the
    plan of a move reviewed if it starts none of them), how many are candidates, each
    plan's value, and the number of worlds every plan was played out in (0 when there
    was one plan alone, nothing to compare)."""

    world: W
    plans: list[Plan]
    candidates: int
    values: list[float]
    worlds: int


class Searcher(Generic[W]):
    """The hard level: the determinised search of `game`'s plans, `budget` seconds a move.

    It always plays every plan out in one world; it deals another only when a round of
    rollouts as long as the last one still fits in the budget. With the same `seed` and
    as many worlds (a budget of 0: one), it makes the same choice."""

    level = "hard"

    def __init__(self, game: Searched[W], budget: float) -> None:
        self.game = game
        self.budget = budget

    def choose(self, view: JSON, moves: list[JSON], history: list[JSON], seed: int) -> JSON:
        """The first move of the plan of the highest value (the first of equals)."""
        found = self.weigh(view, moves, history, seed)
        best = max(range(len(found.plans)), key=found.values.__getitem__)
        return listed(found.plans[best].moves[0], moves)

    def assess(
        self, view: JSON, moves: list[JSON], history: list[JSON], seed: int, played: JSON
    ) -> Assessment:
        """`played` (one of `moves`) against the plan this bot would choose, both played
        out on the same worlds: that plan's first move, the plan in words, and how much
        lower `played`'s value is (0: it starts that plan or is valued as high)."""
        found = self.weigh(view, moves, history, seed, played)
        key = self.game.effect(played)
        mine = next(i for i, p in enumerate(found.plans) if self.game.effect(p.moves[0]) == key)
        pick, loss = judge(found.values, found.candidates, mine)
        plan = found.plans[pick]
        said = {}
        for language in LANGUAGES:  # the words are kept in each, for a review read in any
            with speaking(language):
                said[language] = self.game.words(found.world, view["seat"], plan)
        return Assessment(plan.moves[0], said[current()], loss, said)

    def weigh(
        self,
        view: JSON,
        moves: list[JSON],
        history: list[JSON],
        seed: int,
        played: JSON | None = None,
    ) -> Weighing[W]:
        """The candidates (and the plan `played` starts, when it starts none of them)
        valued over the worlds dealt within the budget from `seed`."""
        deadline = time.perf_counter() + self.budget
        game, seat, rng = self.game, view["seat"], random.Random(seed)
        first = world = game.sample(view, history, rng)
        plans = game.candidates(world, seat, moves)
        candidates = len(plans)
        if played is not None:
            key = game.effect(played)
            if all(game.effect(p.moves[0]) != key for p in plans):
                plans.append(game.played(world, seat, played))
        totals = [0.0] * len(plans)
        worlds = 0
        while len(plans) > 1:
            started = time.perf_counter()
            for i, plan in enumerate(plans):
                totals[i] += self.rollout(world, seat, plan, len(view["seats"]))
            worlds += 1
            now = time.perf_counter()
            if now + (now - started) > deadline:
                break
            world = game.sample(view, history, rng)
        values = [
            total / max(worlds, 1) + game.prior * plan.gain
            for total, plan in zip(totals, plans, strict=True)
        ]
        return Weighing(first, plans, candidates, values, worlds)

    def rollout(self, world: W, seat: int, plan: Plan, horizon: int) -> float:
        """The value for `seat` of `world` after it plays `plan` and the rest of its
        turn, and the seats then play `horizon` turns (fewer if the game ends)."""
        world = self.game.play(world, seat, plan)
        for _ in range(horizon):
            mover = world.current
            if mover is None:
                break
            world = self.game.turn(world, mover)
        return self.game.value(world, seat)


def levels(easy: Callable[[], Bot], game: Searched[W], budget: float) -> BotLevels:
    """A game's three bot levels: `easy`, the greedy player, and the search searching
    `budget` seconds a move unless told otherwise."""
    return BotLevels(easy, lambda: Greedy(game), lambda seconds: Searcher(game, seconds), budget)
