"""Rebuilding what a seat cannot see never fails: views of many games at every count."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest

from server.games import playout
from server.games.forest_shuffle.sample import sample
from server.games.forest_shuffle.state import State
from tests.games.forest_shuffle.positions import GAME
from tests.games.forest_shuffle.test_bots import bot_game

# SAMPLE_SWEEP=full: many more games (several minutes)
GAMES = 60 if os.environ.get("SAMPLE_SWEEP") == "full" else 2


def states(players: int, seed: int) -> Iterator[State]:
    """The states of a random game, then of a game of medium bots."""
    for before, _, _, _, _ in playout.random_game(GAME, players, seed):
        yield before
    for before, _, _, _ in bot_game(["medium"] * players, seed):
        yield before


def check_rebuilt(state: State, seat: int, rng: random.Random) -> None:
    view = GAME.view(state, seat)
    assert GAME.view(sample(view, [], rng), seat) == view


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_view_of_every_move_of_seeded_games_is_rebuilt(players: int) -> None:
    rng = random.Random(players)
    for seed in range(GAMES):
        for n, state in enumerate(states(players, 1000 * players + seed)):
            check_rebuilt(state, n % players, rng)


def test_the_views_of_the_medium_bots_game_that_failed_are_rebuilt() -> None:
    """5 medium bots, seed 5103: the hands given back were dealt last and ran out of
    cards without a tree."""
    rng = random.Random(0)
    for n, (state, _, _, _) in enumerate(bot_game(["medium"] * 5, 5103)):
        check_rebuilt(state, n % 5, rng)
