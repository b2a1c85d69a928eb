"""Renature's bots: easy, medium and hard.

A bot gets what its seat may know (the seat's view, its legal moves and the events it has
seen) and returns one of the moves; it never gets the game's state. The medium and hard
levels sample a state of their own from the view (`world.sample`) to think with.
"""

from __future__ import annotations

from server.games.base import BotLevels
from server.games.renature.bots.easy import Easy
from server.games.renature.bots.hard import BUDGET, Hard
from server.games.renature.bots.medium import Medium

BOTS = BotLevels(Easy, Medium, Hard, BUDGET)
make = BOTS.make
