"""Random games for 2-5 players to the end, with invariants checked after every move."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.games import playout
from server.games.forest_shuffle.cards import CATALOGUE
from server.games.forest_shuffle.state import State
from tests.games.forest_shuffle.positions import GAME, check_accounted

# the longest listing of any step stays short: a play of a half is listed once per tree it
# may go on; a payment once per set of hand cards (9 cards choose 3: 84 at most)
MOST_LISTED = 250


def check(before: State, seat: int, after: State) -> None:
    """Cards accounted for, hands within the limit, listings short, scores adding up."""
    check_accounted(after)
    assert all(len(p.hand) <= CATALOGUE.hand_limit for p in after.players)
    legal = GAME.legal_moves(before, seat)
    assert 0 < len(legal) <= MOST_LISTED
    assert len({json.dumps(m, sort_keys=True) for m in legal}) == len(legal)
    for other in range(len(before.players)):
        if other != seat:
            assert GAME.legal_moves(before, other) == []
    for score in GAME.view(after, seat)["scores"]:
        assert score["total"] == sum(v for k, v in score.items() if k != "total")


def play_and_check(players: int, seed: int) -> State:
    state: State | None = None
    for before, seat, _, after, _ in playout.random_game(GAME, players, seed):
        check(before, seat, after)
        state = after
    assert state is not None and GAME.current_seat(state) is None
    result = GAME.result(state)
    assert result is not None and len(state.winter) == 3
    view = GAME.view(state, None)
    for seat, score in zip(result["seats"], view["scores"], strict=True):
        assert seat["total"] == sum(p["points"] for p in seat["parts"]) == score["total"]
        assert [p["label"].lower() for p in seat["parts"]] == [
            k.lower() for k in score if k != "total"
        ]
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(3))
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    play_and_check(players, seed)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**31))
def test_hypothesis_games_keep_every_invariant(players: int, seed: int) -> None:
    play_and_check(players, seed)


def test_replaying_the_moves_gives_the_same_states_and_events() -> None:
    played = list(playout.random_game(GAME, 4, 77))
    state = GAME.new(4, 77, {})
    for _, seat, move, after, events in played:
        state, replayed = GAME.apply(state, seat, move)
        assert GAME.dump(state) == GAME.dump(after)
        assert replayed == events


@pytest.mark.parametrize("players", [2, 3])
def test_dump_and_load_round_trip_at_every_move(players: int) -> None:
    for _, seat, _, after, _ in playout.random_game(GAME, players, 30 + players):
        data = json.loads(json.dumps(GAME.dump(after)))
        loaded = GAME.load(data)
        assert GAME.dump(loaded) == data
        assert GAME.view(loaded, seat) == GAME.view(after, seat)


@pytest.mark.parametrize(
    "data",
    [{}, {"game": "chess"}, {"game": "forest-shuffle", "seed": 1}, {"game": "forest-shuffle"}],
)
def test_load_refuses_malformed_data(data: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="Forest Shuffle"):
        GAME.load(data)
