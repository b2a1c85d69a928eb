"""Renature's hard bot reviewing a move: nothing lost by its own choice, points lost by an
obviously bad move (skipping a plant that scores), its turn in the game log's words."""

from __future__ import annotations

import random
from collections.abc import Iterator

from server.games.base import JSON
from server.games.renature.bots import SEARCHED
from server.games.renature.bots.hard import effect
from server.games.renature.bots.review import DASH, played_turn, words
from server.games.renature.bots.value import plant_steps
from server.games.renature.components import COMPONENTS as C
from server.games.renature.sample import sample
from server.games.renature.state import Phase, State
from server.games.search import Searcher
from tests.games.renature.test_bots import GAME, bot_game


def decisions(seed: int) -> Iterator[tuple[int, State, JSON, list[JSON], list[JSON]]]:
    """(number, state, view, moves, history) of every decision with more than one legal
    move in a game between medium bots."""
    for n, (state, _, moves, history) in enumerate(bot_game(["medium", "medium"], seed)):
        seat = state.current
        assert seat is not None
        if len(moves) > 1:
            yield n, state, GAME.view(state, seat), moves, history


def test_the_bots_own_choice_loses_nothing() -> None:
    hard = Searcher(SEARCHED, budget=0.0)  # one sampled state: the same search every time
    searched = 0
    for n, state, view, moves, history in decisions(5):
        if n > 80:
            break
        chosen = hard.choose(view, moves, history, n)
        judged = hard.assess(view, moves, history, n, chosen)
        assert judged.loss == 0.0 and effect(judged.best) == effect(chosen), n
        searched += state.phase in (Phase.DOMINO, Phase.PLANT)
    assert searched > 20


def test_skipping_a_plant_that_scores_loses_points() -> None:
    hard = Searcher(SEARCHED, budget=0.0)
    checked = 0
    for n, state, view, moves, history in decisions(8):
        if state.phase != Phase.PLANT:
            continue
        seat = view["seat"]
        steps = plant_steps(state, seat)
        gain = max(g for g, _ in steps)
        skip = next(g for g, m in steps if m["type"] == "skip_plant")
        if gain < skip + 4:
            continue
        judged = hard.assess(view, moves, history, n, {"type": "skip_plant"})
        assert judged.loss >= 2, (n, judged)
        assert judged.best["type"] == "plant" and judged.plan.startswith("plant a ")
        assert judged.best["cell"] in judged.plan
        checked += 1
        if checked == 5:
            break
    assert checked == 5


def test_a_placement_is_judged_with_the_rest_of_its_turn_in_the_logs_words() -> None:
    n, state, view, moves, history = next(d for d in decisions(3) if d[1].phase == Phase.DOMINO)
    seat = view["seat"]
    place = next(m for m in moves if m["type"] == "place")
    turn = played_turn(state, seat, place)
    assert turn.moves[0] == place
    assert [m["type"] for m in turn.moves[1:]] in (["plant"], ["skip_plant"])
    text = words(state, seat, turn)
    first, second = (C.animals[a] for a in C.dominoes[place["domino"]])
    assert text.startswith(f"place {first}{DASH}{second} on {DASH.join(place['cells'])}, then ")
    assert text.endswith(turn.moves[1].get("cell", "plant nothing"))
    world = sample(view, history, random.Random(n))
    assert words(world, seat, turn) == text  # only what the seat knows is named
