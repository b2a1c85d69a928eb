"""Games by short name: `registry.get("renature")`."""

from __future__ import annotations

from server.games.base import Game
from server.games.cascadia.game import CASCADIA
from server.games.forest_shuffle.game import FOREST_SHUFFLE
from server.games.renature.game import RENATURE

_GAMES: dict[str, Game] = {game.name: game for game in (CASCADIA, FOREST_SHUFFLE, RENATURE)}


def get(name: str) -> Game:
    """The game called `name`. Raises KeyError for an unknown name."""
    try:
        return _GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}") from None


def names() -> list[str]:
    """The names of every registered game."""
    return sorted(_GAMES)
