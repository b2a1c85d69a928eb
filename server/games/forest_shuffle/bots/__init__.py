"""Forest Shuffle's bots: easy, medium and hard.

A bot gets what its seat may know (the seat's view, its legal moves and the events it has
seen) and returns one of the moves; it never gets the game's state. The medium and hard
levels rebuild a state of their own from the view (`sample.sample`) to think with: the
medium level is the greedy player (see `plan`; only the seat's own hand and the public
forests count for its choices); the hard level searches (see `hard`).
"""

from __future__ import annotations

from server.games.forest_shuffle.bots.easy import Easy
from server.games.forest_shuffle.bots.hard import BUDGET, candidates, play
from server.games.forest_shuffle.bots.plan import greedy_move, play_turn
from server.games.forest_shuffle.bots.review import words
from server.games.forest_shuffle.bots.value import lead
from server.games.forest_shuffle.sample import sample
from server.games.search import Searched, levels

SEARCHED = Searched(
    sample=sample,
    greedy=greedy_move,
    candidates=candidates,
    play=play,
    turn=play_turn,
    value=lead,
    words=words,
)
BOTS = levels(Easy, SEARCHED, BUDGET)
make = BOTS.make
