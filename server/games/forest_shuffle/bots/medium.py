"""The medium level: the greedy player (see `plan`) on a state rebuilt from the view.

Only the seat's own hand and the public forests count for its choices, so the cards the
rebuilt state deals at random to the hidden places never change them.
"""

from __future__ import annotations

import random

from server.games.base import JSON
from server.games.forest_shuffle.bots.plan import greedy_move
from server.games.forest_shuffle.bots.world import sample


def listed(move: JSON, moves: list[JSON]) -> JSON:
    """`move` as it is listed in `moves`. Raises ValueError when it is not listed."""
    for m in moves:
        if m == move:
            return m
    raise ValueError(f"the bot chose {move!r}, which is not a legal move")


class Medium:
    """A greedy player over whole plays."""

    level = "medium"

    def choose(self, view: JSON, moves: list[JSON], _history: list[JSON], seed: int) -> JSON:
        """The move that starts (or continues) the best plan."""
        world = sample(view, random.Random(seed))
        return listed(greedy_move(world, view["seat"]), moves)
