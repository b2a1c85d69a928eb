"""Cascadia's bots: easy, medium and hard.

A bot gets what its seat may know (the seat's view, its legal moves and the events it has
seen) and returns one of the moves; it never gets the game's state. The medium and hard
levels rebuild a state from the view (`world.sample`), dealing what is hidden at random.
"""

from __future__ import annotations

from server.games.base import Bot
from server.games.cascadia.bots.easy import Easy
from server.games.cascadia.bots.hard import BUDGET, Hard
from server.games.cascadia.bots.medium import Medium

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


def make(level: str, budget: float = BUDGET) -> Bot:
    """A bot of `level`; `budget` is the hard level's search time per move, in seconds.
    Raises KeyError for an unknown level."""
    if level == "easy":
        return Easy()
    if level == "medium":
        return Medium()
    if level == "hard":
        return Hard(budget)
    raise KeyError(f"unknown bot level {level!r}; the levels are {', '.join(LEVELS)}")
