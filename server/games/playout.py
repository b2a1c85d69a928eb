"""Seeded random play of any registered game, for tests, benchmarks and tournaments."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from server.games.base import JSON, Event, Game


def random_game(
    game: Game, players: int, seed: int, options: JSON | None = None
) -> Iterator[tuple[Any, int, JSON, Any, list[Event]]]:
    """Yield (before, seat, move, after, events) for each move of a random game to its end."""
    rng = random.Random(seed)
    state = game.new(players, seed, options or {})
    while (seat := game.current_seat(state)) is not None:
        move = rng.choice(game.legal_moves(state, seat))
        after, events = game.apply(state, seat, move)
        yield state, seat, move, after, events
        state = after
