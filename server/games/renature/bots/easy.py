"""The easy level: a random legal move, but a plant whenever one can be placed.

Every plant placed scores at least a point and saves its value at the end, so the easy bot
always plants when it can; it never spends clouds (a random joker change or extra turn
would only throw points away).
"""

from __future__ import annotations

import random

from server.games.base import JSON

CLOUD_SPENDING = {"joker", "return", "extra_turn"}


class Easy:
    """A random player that plants whenever it can."""

    level = "easy"

    def choose(self, _view: JSON, moves: list[JSON], _history: list[JSON], seed: int) -> JSON:
        """A random plant if there is one, else a random move that spends no clouds."""
        rng = random.Random(seed)
        plants = [m for m in moves if m["type"] == "plant"]
        return rng.choice(plants or [m for m in moves if m["type"] not in CLOUD_SPENDING])
