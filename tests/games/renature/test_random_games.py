"""Random games to the end, with invariants checked after every move."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.games.base import JSON, Event, IllegalMove
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.state import NEUTRAL_OWNER, State
from tests.games.renature.play import GAME, random_game


def plants_everywhere(s: State) -> Counter[tuple[str, str]]:
    """Plants on player boards, on the game board and removed at the end (Valley), by
    (colour, kind)."""
    count: Counter[tuple[str, str]] = Counter()
    for p in s.players:
        for k, kind in enumerate(KINDS):
            count[p.colour, kind] += p.own[k]
            count[NEUTRAL, kind] += p.neutral[k]
    for owner, k in [*s.plants.values(), *s.removed]:
        colour = NEUTRAL if owner == NEUTRAL_OWNER else s.players[owner].colour
        count[colour, KINDS[k]] += 1
    return count


def check_conserved(s: State, start: State) -> None:
    dominoes = (
        [d for p in s.players for d in p.hand + p.reserve]
        + [d for d, _, _ in s.placed]
        + s.box_dominoes
    )
    assert sorted(dominoes) == list(range(55))
    tokens = list(s.tokens.values()) + [t for p in s.players for _, t in p.tokens] + s.box_tokens
    assert sorted(tokens) == list(range(21))
    clouds = sum(s.clouds.values()) + sum(p.clouds for p in s.players) + s.box_clouds
    clouds += s.pending_clouds  # picked up, not yet placed
    assert clouds == C.cloud_tokens
    assert plants_everywhere(s) == plants_everywhere(start)
    for colour, counts in C.supply.items():
        for k, kind in enumerate(KINDS):
            assert plants_everywhere(s)[colour, kind] <= counts[k]


def scored_by_events(events: list[Event], s: State) -> list[int]:
    """Each seat's score in `s` as the events up to it tell."""
    scores = [p.points["start"] for p in s.players]
    for e in events:
        d = e.data
        if d["type"] == "plant_points":
            scores[d["seat"]] += d["points"]
        elif d["type"] == "area":
            for award in d["awards"]:
                scores[award["seat"]] += award["points"]
        elif d["type"] == "final":
            scores[d["seat"]] += d["clouds"] + d["unplanted"] + d["backs"]
    return scores


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
        legal = GAME.legal_moves(before, seat)
        assert move in legal
        for other in range(players):
            if other != seat:
                assert GAME.legal_moves(before, other) == []
        for _ in range(3):
            bad = random_move(rng)
            if bad in legal:
                continue
            frozen = GAME.dump(before)
            with pytest.raises(IllegalMove) as refused:
                GAME.apply(before, seat, bad)
            assert str(refused.value)
            assert GAME.dump(before) == frozen
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


@pytest.mark.parametrize("players", [2, 4])
def test_every_listed_move_applies(players: int) -> None:
    for before, seat, _, _, _ in random_game(players, 11):
        for move in GAME.legal_moves(before, seat):
            GAME.apply(before, seat, move)


def test_moves_of_other_seats_and_after_the_end_are_refused() -> None:
    state = GAME.new(3, 5, {})
    move = GAME.legal_moves(state, 0)[0]
    with pytest.raises(IllegalMove, match="seat 0's turn, not seat 1's"):
        GAME.apply(state, 1, move)
    *_, (_, _, _, final, _) = random_game(2, 3)
    with pytest.raises(IllegalMove, match="over"):
        GAME.apply(final, 0, {"type": "end_turn"})
    assert GAME.legal_moves(final, 0) == []
