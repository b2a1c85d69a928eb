"""Cascadia's hard bot reviewing a move: nothing lost by its own choice, points lost by an
obviously bad move (a token that scores sent back to the bag), a tile turned valued as
the bot values its plans, and plans in the game log's words."""

from __future__ import annotations

import re
from collections.abc import Iterator

from server.games.base import JSON
from server.games.cascadia.bots import SEARCHED
from server.games.cascadia.bots.plan import plans
from server.games.cascadia.bots.review import played_plan, tile_words, words
from server.games.cascadia.bots.turn import Turn
from server.games.cascadia.moves import rotations
from server.games.cascadia.state import State, Step
from server.games.search import Searcher
from tests.games.cascadia.positions import GAME
from tests.games.cascadia.test_bots import bot_game


def decisions(seed: int) -> Iterator[tuple[int, State, JSON, list[JSON]]]:
    """(number, state, view, moves) of every decision with more than one legal move in a
    game between medium bots."""
    medium = GAME.bot("medium")
    for n, (state, _, moves) in enumerate(bot_game([medium, medium], seed)):
        if len(moves) > 1:
            assert state.current is not None
            yield n, state, GAME.view(state, state.current), moves


def test_the_bots_own_choice_loses_nothing() -> None:
    hard = Searcher(SEARCHED, budget=0.0)  # one world: the same search every time
    for n, _, view, moves in decisions(2):
        if n > 90:
            break
        if n % 4:  # every fourth decision, over the whole game
            continue
        chosen = hard.choose(view, moves, [], n)
        judged = hard.assess(view, moves, [], n, chosen)
        assert (judged.loss, judged.best) == (0.0, chosen), n


def test_a_scoring_token_sent_back_to_the_bag_loses_points() -> None:
    hard = Searcher(SEARCHED, budget=0.3)
    checked = 0
    for n, state, view, moves in decisions(4):
        if state.step != Step.TOKEN or n < 20:
            continue
        assert state.pending is not None and state.current is not None
        animal = state.pending[1]
        gain, cell = Turn(state, state.current).kept(animal)
        if cell is None or gain < 3:
            continue
        judged = hard.assess(view, moves, [], n, {"type": "return_token"})
        assert judged.loss >= 2, (n, judged)
        assert judged.best["type"] == "token"
        assert judged.plan.startswith(f"put the {animal} on ")
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_a_tile_turned_is_valued_as_the_bots_plan_for_its_cell_turned() -> None:
    _, state, _, _ = next(d for d in decisions(5) if d[1].step == Step.PLACE and d[0] > 10)
    seat = state.current
    assert seat is not None and state.pending is not None
    tile = state.pending[0]
    for plan in plans(state, seat, every=True):
        place = plan.moves[0]
        assert played_plan(state, seat, place) == plan
        for rotation in rotations(tile):
            turned = played_plan(state, seat, place | {"rotation": rotation})
            assert turned.moves == (place | {"rotation": rotation}, plan.moves[1])
            assert turned.gain <= plan.gain  # the plan's rotation is the best on its cell


def test_plans_in_words() -> None:
    _, state, view, moves = next(d for d in decisions(6) if d[1].step == Step.CHOOSE)
    take = next(m for m in moves if m["type"] == "take" and m["tile"] == m["token"])
    plan = played_plan(state, view["seat"], take)
    tile, animal = state.tiles[take["tile"]], state.tokens[take["token"]]
    assert tile is not None and animal is not None
    text = words(state, view["seat"], plan)
    assert text.startswith(f"take the {tile_words(tile)} with the {animal}, place it beside your ")
    assert not re.search(r"\d,-?\d", text), "no coordinates: the board shows none"
    token = plan.moves[2]
    ending = "to the bag" if token["type"] == "return_token" else f"put the {animal} on"
    assert ending in text
