"""Cascadia's bots: easy, medium and hard.

A bot gets what its seat may know (the seat's view, its legal moves and the events it has
seen) and returns one of the moves; it never gets the game's state. The medium and hard
levels rebuild a state from the view (`world.sample`), dealing what is hidden at random.
"""

from __future__ import annotations

from server.games.base import BotLevels
from server.games.cascadia.bots.easy import Easy
from server.games.cascadia.bots.hard import BUDGET, Hard
from server.games.cascadia.bots.medium import Medium

BOTS = BotLevels(Easy, Medium, Hard, BUDGET)
make = BOTS.make
