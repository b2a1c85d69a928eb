"""The canonical JSON form round-trips, and replaying a game reproduces it exactly."""

import json

import pytest

from server.games.base import JSON
from tests.games.renature.play import GAME, random_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dump_and_load_round_trip_at_every_move(players: int) -> None:
    for _, seat, _, after, _ in random_game(players, 30 + players):
        data = json.loads(json.dumps(GAME.dump(after)))
        loaded = GAME.load(data)
        assert GAME.dump(loaded) == data
        assert GAME.view(loaded, seat) == GAME.view(after, seat)
        current = GAME.current_seat(after)
        if current is not None:
            assert GAME.legal_moves(loaded, current) == GAME.legal_moves(after, current)


def test_replaying_the_moves_gives_the_same_states_and_events() -> None:
    played = list(random_game(4, 77))
    state = GAME.new(4, 77, {})
    for _, seat, move, after, events in played:
        state, replayed = GAME.apply(state, seat, move)
        assert GAME.dump(state) == GAME.dump(after)
        assert replayed == events


def test_the_same_seed_sets_up_the_same_game_and_another_seed_does_not() -> None:
    assert GAME.dump(GAME.new(3, 5, {})) == GAME.dump(GAME.new(3, 5, {}))
    assert GAME.dump(GAME.new(3, 5, {})) != GAME.dump(GAME.new(3, 6, {}))


@pytest.mark.parametrize(
    "data",
    [{}, {"game": "chess"}, {"game": "renature", "seed": 1}, {"game": "renature", "players": 3}],
)
def test_load_refuses_malformed_data(data: JSON) -> None:
    with pytest.raises(ValueError):
        GAME.load(data)


def test_a_dump_shares_nothing_with_its_state() -> None:
    *_, (_, _, _, final, _) = random_game(2, 5)
    for state in (GAME.new(4, 3, {}), final):
        frozen = json.dumps(GAME.dump(state))
        data = GAME.dump(state)
        for part in [*data["players"], data]:
            for value in part.values():
                if isinstance(value, list):
                    value.append("changed")
                elif isinstance(value, dict):
                    value["changed"] = True
        assert json.dumps(GAME.dump(state)) == frozen
