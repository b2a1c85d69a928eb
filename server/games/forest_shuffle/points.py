"""Scores from a state: every seat's forest scored by `scoring.score`, live and final.

Only public cards count: a sapling scores as a tree of no kind whatever its face, and a
cave by its number of cards, so every seat sees the same scores.
"""

from __future__ import annotations

from functools import lru_cache

from server.games.base import JSON, make_result
from server.games.forest_shuffle import scoring
from server.games.forest_shuffle.cards import SIDES
from server.games.forest_shuffle.state import Phase, State, Tree
from server.games.forest_shuffle.ways import CARDS

LABELS = {"butterflies": "Butterflies", "cave": "Cave"}


@lru_cache(maxsize=1 << 14)
def stand(tree: Tree) -> scoring.Stand:
    """The scoring form of one tree and the halves its slots show."""
    kind = None if tree.sapling else CARDS[tree.card].tree
    slots = {side: tuple(CARDS[c].half(side) for c in tree.slot(side)) for side in SIDES}
    return scoring.Stand(kind, **slots)


def forest(s: State, seat: int) -> scoring.Forest:
    """The scoring form of `seat`'s forest and cave."""
    p = s.players[seat]
    return scoring.Forest(tuple(stand(t) for t in p.forest), len(p.cave))


def scores(s: State) -> list[dict[str, int]]:
    """Each seat's points by score key (see `scoring.score`), against the other seats."""
    forests = [forest(s, i) for i in range(len(s.players))]
    return [
        scoring.score(f, [o for j, o in enumerate(forests) if j != i])
        for i, f in enumerate(forests)
    ]


def result(s: State) -> JSON | None:
    """The result once the game is over (ties are shared), else None."""
    if s.phase != Phase.OVER:
        return None
    return make_result(
        [
            [(LABELS.get(key, key), points) for key, points in seat.items() if key != "total"]
            for seat in scores(s)
        ]
    )
