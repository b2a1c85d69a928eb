"""Cascadia's bots: legal moves only, from the seat's view alone; the easy level places
its tokens, the medium level plays the best whole turn, the hard level keeps to its
budget."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest

from server.games.base import JSON, Bot, events_for
from server.games.cascadia import bots
from server.games.cascadia.bots.hard import CANDIDATES, candidates
from server.games.cascadia.bots.plan import best, plans
from server.games.cascadia.bots.turn import Turn
from server.games.cascadia.sample import sample
from server.games.cascadia.state import State, Step
from server.games.search import Searcher
from tests.games.cascadia.positions import FOUR_TILES, GAME, new, set_display


def bot_game(levels: list[Bot], seed: int) -> Iterator[tuple[State, JSON, list[JSON]]]:
    """Play a game between `levels`; yield (state, move, moves) per move, after checking
    that the move is one of the legal ones."""
    state = new(len(levels), seed)
    history: list[list[JSON]] = [[] for _ in levels]
    number = 0
    while (seat := state.current) is not None:
        moves = GAME.legal_moves(state, seat)
        move = levels[seat].choose(GAME.view(state, seat), moves, history[seat], number)
        assert move in moves
        yield state, move, moves
        state, events = GAME.apply(state, seat, move)
        for i in range(len(levels)):
            history[i] += events_for(events, i)
        number += 1


def test_levels_and_unknown_levels() -> None:
    assert bots.BOTS.names == ("easy", "medium", "hard")
    assert [GAME.bot(level).level for level in bots.BOTS.names] == list(bots.BOTS.names)
    with pytest.raises(KeyError, match="unknown bot level"):
        GAME.bot("expert")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_easy_and_medium_play_whole_games_legally(players: int) -> None:
    levels = [GAME.bot("medium" if i % 2 else "easy") for i in range(players)]
    assert sum(1 for _ in bot_game(levels, players)) >= 2 * 20 * players  # take, place, ...


def test_easy_places_its_token_whenever_it_can() -> None:
    easy = GAME.bot("easy")
    for state, move, moves in bot_game([easy, easy], 3):
        if any(m["type"] == "token" for m in moves):
            assert move["type"] == "token"
        assert move["type"] != "wipe"
        assert state.step != Step.OVER


def test_the_world_a_bot_rebuilds_gives_its_view_back() -> None:
    for state, _, _ in bot_game([GAME.bot("medium")] * 3, 5):
        seat = state.current
        assert seat is not None
        view = GAME.view(state, seat)
        world = sample(view, [], random.Random(1))
        assert GAME.view(world, seat) == view
        assert sorted(world.stack + world.unused) == sorted(state.stack + state.unused)
        assert sorted(world.bag) == sorted(state.bag)


def test_medium_takes_the_pair_that_scores_most() -> None:
    s = new(2, seed=1, variant="family")  # a family card: each bear group scores
    s = set_display(s, FOUR_TILES, ["hawk", "bear", "elk", "fox"])
    plan = best(s, 0)
    assert plan.moves[0]["type"] == "take" and len(plan.moves) == 3
    assert plan.gain == max(p.gain for p in plans(s, 0))
    for move in plan.moves:
        s, _ = GAME.apply(s, 0, move)
    assert s.players[0].tokens  # it placed the token it took


def test_medium_beats_easy() -> None:
    medium, easy = GAME.bot("medium"), GAME.bot("easy")
    wins = 0
    for seed in range(6):
        levels = [medium, easy] if seed % 2 else [easy, medium]
        *_, (last, move, _) = bot_game(levels, seed)
        final, _ = GAME.apply(last, last.current or 0, move)
        result = GAME.result(final)
        assert result is not None
        wins += result["winners"] == [levels.index(medium)]
    assert wins >= 5


def test_hard_keeps_to_its_budget_and_moves_legally_in_every_step() -> None:
    hard = Searcher(bots.SEARCHED, budget=0.05)
    steps = set()
    for n, (state, _, moves) in enumerate(bot_game([GAME.bot("medium")] * 2, 4)):
        if n > 60:
            break
        if n % 5:
            continue
        seat = state.current
        assert seat is not None
        started = time.process_time()  # the search's own work, whatever else the machine runs
        move = hard.choose(GAME.view(state, seat), moves, [], n)
        assert time.process_time() - started < 1.0
        assert move in moves
        steps.add(state.step)
    assert steps == {Step.CHOOSE, Step.PLACE, Step.TOKEN}


def test_hard_searches_distinct_first_moves() -> None:
    for state, _, moves in bot_game([GAME.bot("medium")] * 2, 6):
        seat = state.current
        assert seat is not None
        world = sample(GAME.view(state, seat), [], random.Random(0))
        options = candidates(world, seat, moves)
        firsts = [repr(o.moves[0]) for o in options]
        assert 1 <= len(options) <= CANDIDATES and len(set(firsts)) == len(firsts)
        assert all(o.moves[0] in moves for o in options)


# every corridor of both seats is 1 tile; a forest corridor of 3 adds 2 tiles, and where
# the bonuses count it wins the 2 points of the larger instead of the 1 of a tie
@pytest.mark.parametrize(("majorities", "gain"), [("counted", 2 + 2 - 1), ("left-out", 2)])
def test_the_bots_value_a_corridor_with_the_bonus_only_where_it_is_scored(
    majorities: str, gain: int
) -> None:
    s = new(2, seed=1, variant="family", majorities=majorities)
    assert Turn(s, 0).habitat_gain("F", 3) == gain
    world = sample(GAME.view(s, 0), [], random.Random(1))
    assert world.majorities == (majorities == "counted")
