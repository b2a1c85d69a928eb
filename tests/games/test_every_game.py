"""What every registered game does alike, beyond the conformance suite: it hands out a bot
of each of its levels (and refuses a level it has not); every move it lists along a
random game applies, with the fewest and with the most players; a move out of turn, or
after the end, is refused."""

from __future__ import annotations

import pytest

from server.games import playout, registry
from server.games.base import IllegalMove


@pytest.mark.parametrize("name", registry.names())
def test_the_game_hands_out_each_level(name: str) -> None:
    game = registry.get(name)
    for level in game.bot_levels:
        assert game.bot(level).level == level
    with pytest.raises(KeyError, match="unknown bot level"):
        game.bot("grandmaster")


def fewest_and_most(name: str) -> list[int]:
    """The fewest and the most players game `name` seats."""
    counts = registry.get(name).player_counts
    return [counts[0], counts[-1]]


@pytest.mark.parametrize(
    ("name", "players"), [(name, n) for name in registry.names() for n in fewest_and_most(name)]
)
def test_every_listed_move_applies(name: str, players: int) -> None:
    game = registry.get(name)
    for before, seat, _, _, _ in playout.random_game(game, players, 11):
        for move in game.legal_moves(before, seat):
            game.apply(before, seat, move)


@pytest.mark.parametrize("name", registry.names())
def test_moves_out_of_turn_and_after_the_end_are_refused(name: str) -> None:
    game = registry.get(name)
    players = fewest_and_most(name)[1]
    state = game.new(players, 5, {})
    seat = game.current_seat(state)
    assert seat is not None
    other = (seat + 1) % players
    move = game.legal_moves(state, seat)[0]
    with pytest.raises(IllegalMove, match=f"seat {seat}'s turn, not seat {other}'s"):
        game.apply(state, other, move)
    *_, (_, last, move, final, _) = playout.random_game(game, players, 3)
    with pytest.raises(IllegalMove, match="over"):
        game.apply(final, last, move)
    assert all(game.legal_moves(final, s) == [] for s in range(players))
