"""The bots' shared search on a constructed two-seat game: it keeps to its budget, it is
deterministic under a seed, it picks the plan that plays out better over the one the
greedy gain prefers, and a review finds no loss in its own pick."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace

import pytest

from server.games.base import JSON
from server.games.search import Greedy, Plan, Searched, Searcher, levels
from server.i18n import LANGUAGES, current, speaking

SURE, FLASHY, POOR = {"type": "sure"}, {"type": "flashy"}, {"type": "poor"}
MOVES = [SURE, FLASHY, POOR]
SCORES = {"sure": 3.0, "flashy": 0.0, "poor": -2.0}  # what each move adds, luck aside
VIEW: JSON = {"seat": 0, "seats": [{}, {}]}


@dataclass(frozen=True, slots=True)
class Toy:
    """A world of the constructed game: the points, the luck of this deal (what the seat
    cannot see), and how long a rollout step takes."""

    current: int | None
    points: tuple[float, float]
    luck: float
    pause: float = 0.0


def sample(view: JSON, _seen: list[JSON], rng: random.Random) -> Toy:
    return Toy(view["seat"], (0.0, 0.0), rng.random(), view.get("pause", 0.0))


def candidates(_world: Toy, _seat: int, _moves: list[JSON]) -> list[Plan]:
    return [Plan(5.0, (FLASHY,)), Plan(1.0, (SURE,))]  # the greedy gain prefers FLASHY


def play(world: Toy, seat: int, plan: Plan) -> Toy:
    time.sleep(world.pause)  # the time a real game's rollout takes
    move = plan.moves[0]["type"]
    added = SCORES[move] + (world.luck if move == "sure" else 0.0)
    points = tuple(p + added * (i == seat) for i, p in enumerate(world.points))
    return replace(world, points=(points[0], points[1]), current=1 - seat)


def turn(world: Toy, seat: int) -> Toy:
    return replace(world, current=None if seat == 0 else 0)


def value(world: Toy, seat: int) -> float:
    return world.points[seat] - world.points[1 - seat]


def words(_world: Toy, seat: int, plan: Plan) -> str:
    return f"seat {seat}: {plan.moves[0]['type']}"


GAME = Searched(
    sample=sample,
    greedy=lambda _world, _seat: FLASHY,
    candidates=candidates,
    play=play,
    turn=turn,
    value=value,
    words=words,
)


def test_it_picks_the_plan_that_plays_out_better_than_the_greedy_gain_says() -> None:
    found = Searcher(GAME, 0.0).weigh(VIEW, MOVES, [], 1)
    assert [p.moves[0] for p in found.plans] == [FLASHY, SURE]
    assert found.worlds == 1 and found.values[1] == pytest.approx(3 + found.world.luck)
    assert Searcher(GAME, 0.0).choose(VIEW, MOVES, [], 1) == SURE
    assert Greedy(GAME).choose(VIEW, MOVES, [], 1) == FLASHY  # the medium level


def test_the_prior_weighs_the_greedy_gain_beside_the_rollouts() -> None:
    trusting = replace(GAME, prior=1.0)  # FLASHY: 0 + 5, SURE: 3 + luck + 1 < 5
    assert Searcher(trusting, 0.0).choose(VIEW, MOVES, [], 1) == FLASHY


def test_the_same_seed_makes_the_same_search() -> None:
    first, again = (Searcher(GAME, 0.0).weigh(VIEW, MOVES, [], 7) for _ in range(2))
    assert (first.values, first.world) == (again.values, again.world)
    other = Searcher(GAME, 0.0).weigh(VIEW, MOVES, [], 8)
    assert other.values != first.values  # the seed deals the worlds


def test_it_keeps_to_its_budget() -> None:
    view = VIEW | {"pause": 0.002}
    hard = Searcher(GAME, 0.1)
    started = time.perf_counter()
    found = hard.weigh(view, MOVES, [], 3)
    elapsed = time.perf_counter() - started
    assert found.worlds > 1
    # it starts no round that would end past the budget (a round here is a few ms); the
    # margin is for a machine busy with other work, which may pause the process
    assert elapsed < 0.1 + 0.3


def test_it_plays_every_plan_out_in_one_world_at_least() -> None:
    found = Searcher(GAME, 0.0).weigh(VIEW | {"pause": 0.01}, MOVES, [], 3)
    assert found.worlds == 1


def test_a_lone_plan_is_not_played_out() -> None:
    alone = replace(GAME, candidates=lambda _w, _s, _m: [Plan(0.0, (SURE,))])
    found = Searcher(alone, 1.0).weigh(VIEW, MOVES, [], 3)
    assert (found.worlds, found.values) == (0, [0.0])
    assert Searcher(alone, 1.0).choose(VIEW, MOVES, [], 3) == SURE


def test_the_pick_loses_nothing_and_other_moves_lose_what_they_play_out_worse() -> None:
    hard = Searcher(GAME, 0.0)
    chosen = hard.choose(VIEW, MOVES, [], 5)
    mine = hard.assess(VIEW, MOVES, [], 5, chosen)
    assert (mine.best, mine.loss, mine.plan) == (SURE, 0.0, "seat 0: sure")
    luck = hard.weigh(VIEW, MOVES, [], 5).world.luck
    flashy = hard.assess(VIEW, MOVES, [], 5, FLASHY)
    assert flashy.best == SURE and flashy.loss == pytest.approx(3 + luck)
    poor = hard.assess(VIEW, MOVES, [], 5, POOR)  # it starts no candidate: played beside them
    assert poor.best == SURE and poor.loss == pytest.approx(5 + luck)


def test_an_assessment_says_its_plan_in_every_language() -> None:
    said = replace(GAME, words=lambda _world, _seat, _plan: f"said in {current()}")
    with speaking("fr"):
        judged = Searcher(said, 0.0).assess(VIEW, MOVES, [], 5, FLASHY)
    assert judged.said == {language: f"said in {language}" for language in LANGUAGES}
    assert judged.plan == "said in fr"  # in the language spoken


def test_a_bot_only_plays_a_listed_move() -> None:
    with pytest.raises(ValueError, match="not a legal move"):
        Greedy(GAME).choose(VIEW, [SURE], [], 1)


def test_the_levels_made_from_a_game() -> None:
    made = levels(lambda: Greedy(GAME), GAME, 0.5)
    hard = made.make("hard")
    assert isinstance(hard, Searcher) and hard.budget == 0.5
    assert made.make("medium").level == "medium"
    told = made.make("hard", 0.1)
    assert isinstance(told, Searcher) and told.budget == 0.1
