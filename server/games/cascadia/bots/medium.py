"""The medium level: the whole turn with the highest gain (see `plan`), step by step.

At each step it values the rest of its turn again from its view (a state rebuilt by
`world.sample`; only public parts count for its choice) and plays the first move of the
best plan.
"""

from __future__ import annotations

import random

from server.games.base import JSON
from server.games.cascadia.bots.plan import best
from server.games.cascadia.bots.turn import WEIGHTS, Weights
from server.games.cascadia.bots.world import sample


def listed(move: JSON, moves: list[JSON]) -> JSON:
    """`move` as it is listed in `moves`. Raises ValueError when it is not listed."""
    for m in moves:
        if m == move:
            return m
    raise ValueError(f"the bot chose {move!r}, which is not a legal move")


class Medium:
    """A greedy player over whole turns; `weights`: what its plans count besides points."""

    level = "medium"

    def __init__(self, weights: Weights = WEIGHTS) -> None:
        self.weights = weights

    def choose(self, view: JSON, moves: list[JSON], _history: list[JSON], seed: int) -> JSON:
        """The first move of the best plan for the rest of the turn."""
        world = sample(view, random.Random(seed))
        return listed(best(world, view["seat"], self.weights).moves[0], moves)
