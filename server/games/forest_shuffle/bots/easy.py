"""The easy level: a random legal move, but a card played whenever one can be.

When it chooses its action, the easy bot plays a card face up if it can (a sapling
only when nothing else can be played, and drawing only when nothing at all can). Each
card and way is as likely as another, however many trees a half may go on.
"""

from __future__ import annotations

import random

from server.games.base import JSON


class Easy:
    """A random player that plays cards whenever it can."""

    level = "easy"

    def choose(self, _view: JSON, moves: list[JSON], _history: list[JSON], seed: int) -> JSON:
        """A random face-up play if there is one, else a random sapling, else any move."""
        rng = random.Random(seed)
        plays = [m for m in moves if m["type"] == "play"]
        face_up = [m for m in plays if m["as"] != "sapling"]
        return _pick(rng, face_up or plays or moves)


def _pick(rng: random.Random, moves: list[JSON]) -> JSON:
    """A random one of `moves`: a card and a way at random, then a tree for it."""
    ways: dict[tuple[object, ...], list[JSON]] = {}
    for m in moves:
        ways.setdefault((m["type"], m.get("card"), m.get("as")), []).append(m)
    return rng.choice(rng.choice(list(ways.values())))
