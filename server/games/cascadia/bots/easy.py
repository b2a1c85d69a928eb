"""The easy level: a random legal move, but a token always placed when it can be.

It never spends nature tokens on replacing tokens (a random wipe only throws a point
away), but may take any tile with any token when it has one.
"""

from __future__ import annotations

import random

from server.games.base import JSON


class Easy:
    """A random player that places its token whenever it can."""

    level = "easy"

    def choose(self, _view: JSON, moves: list[JSON], _history: list[JSON], seed: int) -> JSON:
        """A random token placement if there is one, else a random move that is not a
        wipe."""
        rng = random.Random(seed)
        tokens = [m for m in moves if m["type"] == "token"]
        return rng.choice(tokens or [m for m in moves if m["type"] != "wipe"])
