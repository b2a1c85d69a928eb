"""Renature's bots: easy, medium and hard.

A bot gets what its seat may know (the seat's view, its legal moves and the events it has
seen) and returns one of the moves; it never gets the game's state. The medium and hard
levels sample a state of their own from the view (`sample.sample`) to think with: the
medium level plays the turn plan with the highest gain (see `plan`; only its own hand and
the public board count for its choice); the hard level searches (see `hard`).
"""

from __future__ import annotations

from server.games.renature.bots.easy import Easy
from server.games.renature.bots.hard import BUDGET, candidates, effect, play
from server.games.renature.bots.plan import greedy_move, play_turn
from server.games.renature.bots.review import played_turn, words
from server.games.renature.bots.value import lead
from server.games.renature.sample import sample
from server.games.search import Searched, levels

SEARCHED = Searched(
    sample=sample,
    greedy=greedy_move,
    candidates=candidates,
    play=play,
    turn=play_turn,
    value=lead,
    words=words,
    played=played_turn,
    effect=effect,
)
BOTS = levels(Easy, SEARCHED, BUDGET)
make = BOTS.make
