"""Forest Shuffle's hard bot reviewing a move: nothing lost by its own choice, points lost
by an obviously bad play (one the greedy player values far below its best), plans in the
game log's words."""

from __future__ import annotations

import random
from collections.abc import Iterator

from server.games.base import JSON
from server.games.forest_shuffle.bots import SEARCHED
from server.games.forest_shuffle.bots.plan import Turn
from server.games.forest_shuffle.bots.review import words
from server.games.forest_shuffle.sample import sample
from server.games.forest_shuffle.state import State, Step, step
from server.games.forest_shuffle.ways import name
from server.games.search import Plan, Searcher
from tests.games.forest_shuffle.positions import GAME
from tests.games.forest_shuffle.test_bots import bot_game


def decisions(seed: int) -> Iterator[tuple[int, State, JSON, list[JSON], list[JSON]]]:
    """(number, state, view, moves, history) of every decision with more than one legal
    move in a game between medium bots."""
    for n, (state, _, moves, history) in enumerate(bot_game(["medium", "medium"], seed)):
        if len(moves) > 1:
            assert state.current is not None
            yield n, state, GAME.view(state, state.current), moves, history


def test_the_bots_own_choice_loses_nothing() -> None:
    hard = Searcher(SEARCHED, budget=0.0)  # one rebuilt state: the same search every time
    planned = 0
    for count, (n, state, view, moves, history) in enumerate(decisions(5)):
        if count == 50:
            break
        chosen = hard.choose(view, moves, history, n)
        judged = hard.assess(view, moves, history, n, chosen)
        assert (judged.loss, judged.best) == (0.0, chosen), n
        planned += step(state) == Step.ACTION
    assert planned > 10


def test_a_play_far_below_the_best_loses_points() -> None:
    hard = Searcher(SEARCHED, budget=0.0)
    checked = 0
    for n, state, view, moves, history in decisions(7):
        if step(state) != Step.ACTION:
            continue
        found = sorted(Turn(state, view["seat"]).plans(), key=lambda plan: plan.gain)
        worst, best = found[0], found[-1]
        if worst.gain > best.gain - 5 or worst.moves[0]["type"] != "play":
            continue
        judged = hard.assess(view, moves, history, n, worst.moves[0])
        assert judged.loss >= 2, (n, worst, judged)
        assert judged.best != worst.moves[0]
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_plans_in_words() -> None:
    n, _, view, _, _ = next(d for d in decisions(3) if step(d[1]) == Step.ACTION)
    world = sample(view, [], random.Random(n))
    plays = [p for p in Turn(world, view["seat"]).plans() if p.moves[0]["type"] == "play"]
    for plan in plays:
        card, way = plan.moves[0]["card"], plan.moves[0]["as"]
        text = words(world, view["seat"], plan)
        other = sample(view, [], random.Random(n + 1))
        assert words(other, view["seat"], plan) == text  # only what the seat knows is named
        if way == "tree":
            assert text.startswith(f"plant a new tree: {name(card)}")
        elif way == "sapling":
            assert text.startswith(f"play the {name(card)} face down as a sapling")
        else:
            assert text.startswith(f"play the {name(card, way)} ")
            assert f" tree {plan.moves[0]['tree'] + 1} (" in text
        paid = [name(c) for m in plan.moves if m["type"] == "pay" for c in m["cards"]]
        assert ("paying with" in text) == bool(paid) and all(p in text for p in paid)
    assert words(world, view["seat"], Plan(0.0, ({"type": "draw"},))) == "draw a card from the deck"
    assert plays
