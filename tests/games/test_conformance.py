"""The conformance suite over every registered game (the checks: tests/games/conformance.py).

Every game is played at every player count with its default options, and with each other
option value at the fewest players that seat two (bot games: every option at its last value
in one game, the strongest level and the next); with CONFORMANCE=full, each option value at
every player count, bot games too: a longer run.
Regenerate a golden playthrough after an intended change with
    REGEN_GOLDEN=1 python -m pytest tests/games/test_conformance.py -k golden
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from server.games import registry
from server.games.base import JSON, Game
from tests.games import conformance


def cases(every_value: bool = True) -> Iterator[Any]:
    for name in registry.names():
        game = registry.get(name)
        for players, options in conformance.cases(game, every_value):
            label = "-".join([name, f"{players}p", *(f"{k}={v}" for k, v in options.items())])
            yield pytest.param(game, players, options, id=label)


@pytest.mark.parametrize(("game", "players", "options"), list(cases()))
def test_random_games_keep_every_promise(game: Game, players: int, options: JSON) -> None:
    conformance.check_random_game(game, players, options)


@pytest.mark.parametrize(("game", "players", "options"), list(cases(every_value=False)))
def test_bots_of_every_level_move_legally(game: Game, players: int, options: JSON) -> None:
    conformance.check_bots(game, players, options)


@pytest.mark.parametrize(
    ("game", "players"),
    [
        pytest.param(game, n, id=f"{game.name}-{n}p")
        for game in map(registry.get, registry.names())
        for n in sorted({game.player_counts[0], game.player_counts[-1]})
    ],
)
def test_steps_taken_back_give_the_game_back(game: Game, players: int) -> None:
    conformance.check_undo(game, players, {})


@pytest.mark.parametrize("name", registry.names())
def test_golden_playthrough(name: str) -> None:
    conformance.check_golden(registry.get(name))
