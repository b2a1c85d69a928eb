"""Random games to the end, with invariants checked after every move."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.games.base import JSON, Event
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS
from server.games.renature.state import State
from tests.games.conformance import check_turn
from tests.games.renature.play import GAME, check_dominoes_and_plants, random_game, scored_by_events


def check_conserved(s: State, start: State) -> None:
    check_dominoes_and_plants(s, start)
    tokens = (
        list(s.tokens.values()) + [t for p in s.players for _, t in p.tokens] + list(s.box_tokens)
    )
    assert sorted(tokens) == list(range(21))
    clouds = sum(s.clouds.values()) + sum(p.clouds for p in s.players) + s.box_clouds
    clouds += s.pending_clouds  # picked up, not yet placed
    assert clouds == C.cloud_tokens


def cell_at(r: int, c: int) -> str:
    """A cell's name, also for rows and columns just outside the board (names of nothing)."""
    return f"{'@abcdefghijklmnopq'[c + 1]}{r + 1}"


def random_move(rng: random.Random) -> JSON:
    r, c = rng.randrange(-1, 16), rng.randrange(-1, 16)
    cell = cell_at(r, c)
    return rng.choice(
        [
            {
                "type": "place",
                "domino": rng.randrange(-1, 56),
                "cells": [cell, cell_at(r, c + 1)],
            },
            {"type": "place", "domino": rng.randrange(55), "cells": [cell, cell_at(r + 1, c)]},
            {"type": "discard", "domino": rng.randrange(56)},
            {
                "type": "plant",
                "cell": cell,
                "colour": rng.choice(["neutral", "orange", "white", "x"]),
                "kind": rng.choice([*KINDS, "rose"]),
            },
            {"type": "skip_plant"},
            {"type": "take_clouds"},
            {"type": "joker", "animal": rng.randrange(-1, 11)},
            {"type": "return", "cell": cell},
            {"type": "extra_turn"},
            {"type": "end_turn"},
            {"type": rng.choice(["fly", "", None])},
        ]
    )


def play_and_check(players: int, seed: int) -> State:
    rng = random.Random(seed * 7 + 1)
    all_events: list[Event] = []
    start: State | None = None
    state: State | None = None
    for before, seat, move, after, events in random_game(players, seed):
        start = start or before
        all_events += events
        check_conserved(after, start)
        assert [p.score for p in after.players] == scored_by_events(all_events, after)
        check_turn(GAME, players, before, seat, move, [random_move(rng) for _ in range(3)])
        state = after
    assert state is not None
    assert GAME.current_seat(state) is None
    result = GAME.result(state)
    assert result is not None
    assert [seat["total"] for seat in result["seats"]] == [p.score for p in state.players]
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    play_and_check(players, seed)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31))
def test_hypothesis_games_keep_every_invariant(players: int, seed: int) -> None:
    play_and_check(players, seed)
