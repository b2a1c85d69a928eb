"""Random games to the end for 1-4 players, with invariants checked after every move."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.games import playout
from server.games.cascadia import points
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.state import TILES, State
from tests.games.cascadia.positions import GAME, tiles_everywhere, tokens_everywhere
from tests.games.conformance import check_turn


def check_invariants(s: State, tiles: list[int]) -> None:
    """Every tile, wildlife token and nature token accounted for; no token on a tile
    that does not show it; the scores the sum of their parts."""
    assert tiles_everywhere(s) == tiles
    assert tokens_everywhere(s) == dict.fromkeys(WILDLIFE, 20)
    assert s.nature + sum(p.nature for p in s.players) == 25
    assert min(s.nature, *(p.nature for p in s.players)) >= 0
    for p in s.players:
        for cell, animal in p.tokens.items():
            assert animal in TILES[p.tiles[cell][0]].wildlife
    view = GAME.view(s, None)
    for b, shown in zip(points.breakdowns(s), view["scores"], strict=True):
        parts = [*b.cards.values(), *b.corridors.values(), *b.majorities.values(), b.nature]
        assert shown["total"] == b.total == sum(parts)


def random_move(rng: random.Random) -> Any:
    cell = f"{rng.randrange(-4, 5)},{rng.randrange(-4, 5)}"
    return rng.choice(
        [
            {"type": "take", "tile": rng.randrange(-1, 5), "token": rng.randrange(-1, 5)},
            {"type": "overpopulation"},
            {"type": "wipe", "slots": rng.sample(range(-1, 5), rng.randrange(0, 4))},
            {"type": "place", "cell": cell, "rotation": rng.randrange(-1, 7)},
            {"type": "token", "cell": cell},
            {"type": "return_token"},
            {"type": rng.choice(["fly", "", None])},
            "take",
        ]
    )


def play_and_check(players: int, seed: int) -> State:
    rng = random.Random(seed * 7 + 1)
    start = GAME.new(players, seed, {})
    tiles = tiles_everywhere(start)
    state = start
    for before, seat, move, after, _ in playout.random_game(GAME, players, seed):
        check_invariants(after, tiles)
        bad = [random_move(rng) for _ in range(3)]
        assert len(check_turn(GAME, players, before, seat, move, bad)) <= 300
        state = after
    assert GAME.current_seat(state) is None
    result = GAME.result(state)
    assert result is not None
    assert [seat["total"] for seat in result["seats"]] == [
        b.total for b in points.breakdowns(state)
    ]
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", range(3))
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    play_and_check(players, seed)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 2**31))
def test_hypothesis_games_keep_every_invariant(players: int, seed: int) -> None:
    play_and_check(players, seed)
