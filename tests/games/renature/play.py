"""Seeded random Renature games for the engine's tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from server.games import playout, registry
from server.games.base import JSON, Event

GAME = registry.get("renature")


def random_game(players: int, seed: int) -> Iterator[tuple[Any, int, JSON, Any, list[Event]]]:
    """Yield (before, seat, move, after, events) for each move of a random game to its end."""
    return playout.random_game(GAME, players, seed)
