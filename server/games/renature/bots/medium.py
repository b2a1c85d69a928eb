"""The medium level: the best whole turn by the value of the position it leads to.

The bot samples a full state from its view (only its own hand and the public board count
for its choice), then plays the turn plan with the highest gain (see `plan`).
"""

from __future__ import annotations

import random

from server.games.base import JSON
from server.games.renature.bots.plan import greedy_move
from server.games.renature.bots.world import sample


def listed(move: JSON, moves: list[JSON]) -> JSON:
    """`move` as it is listed in `moves`. Raises ValueError when it is not listed."""
    for m in moves:
        if m == move:
            return m
    raise ValueError(f"the bot chose {move!r}, which is not a legal move")


class Medium:
    """A greedy player over whole turns."""

    level = "medium"

    def choose(self, view: JSON, moves: list[JSON], history: list[JSON], seed: int) -> JSON:
        """The move that starts (or continues) the best turn plan."""
        world = sample(view, history, random.Random(seed))
        return listed(greedy_move(world, view["seat"], moves), moves)
