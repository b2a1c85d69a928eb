"""Cascadia's bots: easy, medium and hard.

A bot gets what its seat may know (the seat's view, its legal moves and the events it has
seen) and returns one of the moves; it never gets the game's state. The medium and hard
levels rebuild a state from the view (`sample.sample`), dealing what is hidden at random:
the medium level plays the first move of the whole turn with the highest gain (see
`plan`), valued again at each step; the hard level searches (see `hard`).
"""

from __future__ import annotations

from server.games.cascadia.bots.easy import Easy
from server.games.cascadia.bots.hard import BUDGET, PRIOR, candidates, lead, play
from server.games.cascadia.bots.plan import finish_turn, greedy_move
from server.games.cascadia.bots.review import played_plan, words
from server.games.cascadia.sample import sample
from server.games.search import Searched, levels

SEARCHED = Searched(
    sample=sample,
    greedy=greedy_move,
    candidates=candidates,
    play=play,
    turn=finish_turn,
    value=lead,
    words=words,
    played=played_plan,
    prior=PRIOR,
)
BOTS = levels(Easy, SEARCHED, BUDGET)
make = BOTS.make
