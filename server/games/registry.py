"""Games by short name: `registry.get("renature")`.

The three games of the platform are registered here; a game defined elsewhere (a test's
game) registers itself with `register` and leaves with `unregister`.
"""

from __future__ import annotations

from server.games.base import Game
from server.games.cascadia.game import CASCADIA
from server.games.forest_shuffle.game import FOREST_SHUFFLE
from server.games.renature.game import RENATURE

_GAMES: dict[str, Game] = {game.name: game for game in (CASCADIA, FOREST_SHUFFLE, RENATURE)}


def register(game: Game) -> None:
    """Make `game` known by its name. Raises ValueError when the name is taken."""
    if game.name in _GAMES:
        raise ValueError(f"a game called {game.name!r} is registered already")
    _GAMES[game.name] = game


def unregister(name: str) -> None:
    """Forget the game called `name`. Raises KeyError for an unknown name."""
    get(name)
    del _GAMES[name]


def get(name: str) -> Game:
    """The game called `name`. Raises KeyError for an unknown name."""
    try:
        return _GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}") from None


def names() -> list[str]:
    """The names of every registered game."""
    return sorted(_GAMES)
