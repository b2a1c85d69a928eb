"""Scores from a state: every seat's forest scored by `scoring.score`, live and final.

Only public cards count: a sapling scores as a tree of no kind whatever its face, and a
cave by its number of cards, so every seat sees the same scores.
"""

from __future__ import annotations

from functools import lru_cache

from server.games.base import JSON, make_result
from server.games.forest_shuffle import scoring
from server.games.forest_shuffle.cards import CATALOGUE, SIDES
from server.games.forest_shuffle.state import Phase, Scored, State, Tree
from server.games.forest_shuffle.ways import CARDS
from server.i18n import N_

LABELS = {"butterflies": N_("Butterflies"), "cave": N_("Cave")}


TOP, BOTTOM, LEFT, RIGHT = (
    {c.id: h for c in CARDS for h in c.halves if h.side == side} for side in SIDES
)
"""Per slot: the half each card shows there, by card id."""


def tree_stand(tree: Tree) -> scoring.Stand:
    """The scoring form of one tree and the halves its slots show."""
    kind = None if tree.sapling else CARDS[tree.card].tree
    top, bottom, left, right = tree.slots
    return scoring.Stand(
        kind,
        tuple([TOP[c] for c in top]),
        tuple([BOTTOM[c] for c in bottom]),
        tuple([LEFT[c] for c in left]),
        tuple([RIGHT[c] for c in right]),
    )


stand = lru_cache(maxsize=1 << 14)(tree_stand)
"""`tree_stand`, kept for the trees asked for most recently (the bots ask again and again)."""


def forest(s: State, seat: int) -> scoring.Forest:
    """The scoring form of `seat`'s forest and cave."""
    p = s.players[seat]
    return scoring.Forest(tuple(stand(t) for t in p.forest), len(p.cave))


COMPARES = {
    s.name: found
    for s in CATALOGUE.species.values()
    if (found := tuple(r.trees for r in s.points if r.kind == "most_trees"))
}
"""The species that score by comparing forests, and the trees each compares ("all":
every tree)."""


def scores(s: State) -> list[dict[str, int]]:
    """Each seat's points by score key (see `scoring.score`), against the other seats.

    They are worked out once for a state, and then for a seat only when its trees, its
    cave or what the other forests show of the trees its species compare changed since the
    scores of the state it was copied from (`State.scored`)."""
    if not s.scored_here:
        s.scored = _scored(s)
        s.scored_here = True
    return [dict(seat.points) for seat in s.scored]


def _scored(s: State) -> tuple[Scored, ...]:
    """Each seat's `Scored`, those of `s.scored` kept where nothing they came from changed."""
    seats = range(len(s.players))
    trees = [tuple(p.forest) for p in s.players]
    caves = [len(p.cave) for p in s.players]
    before = s.scored if len(s.scored) == len(s.players) else (None,) * len(s.players)
    kept = [b if b is not None and b.trees == trees[i] else None for i, b in enumerate(before)]
    if all(k is not None and k.cave == caves[i] for i, k in enumerate(kept)):
        return tuple(k for k in kept if k is not None)
    stands = {i: _stands(trees[i], before[i]) for i, k in enumerate(kept) if k is None}
    tallies = {i: scoring.tally(scoring.Forest(found)) for i, found in stands.items()}
    counted = [
        k.counted if k is not None else scoring.compared_trees(tallies[i])
        for i, k in enumerate(kept)
    ]
    out = []
    for i, k in enumerate(kept):
        compares = k.compares if k is not None else _compares(tallies[i])
        others = [counted[j] for j in seats if j != i]
        rivals = tuple([tuple([o.trees_of(which) for which in compares]) for o in others])
        if k is not None and (k.cave, k.rivals) == (caves[i], rivals):
            out.append(k)
            continue
        if k is not None:  # kept trees, but the cave or the trees compared changed
            stands[i] = k.stands
            tallies[i] = scoring.tally(scoring.Forest(k.stands))
        found = scoring.Forest(stands[i], caves[i])
        points = scoring.score(found, rivals=others, tallied=tallies[i])
        out.append(Scored(trees[i], stands[i], caves[i], counted[i], compares, rivals, points))
    return tuple(out)


def _stands(trees: tuple[Tree, ...], before: Scored | None) -> tuple[scoring.Stand, ...]:
    """The scoring forms of `trees`: `before`'s where its tree at the same place is the same
    object (trees never change, and a state's copy shares those a move did not replace)."""
    if before is None:
        return tuple([tree_stand(tree) for tree in trees])
    old, made = before.trees, before.stands
    return tuple(
        [
            made[i] if i < len(old) and old[i] is tree else tree_stand(tree)
            for i, tree in enumerate(trees)
        ]
    )


def _compares(t: scoring.Tally) -> tuple[str, ...]:
    """The trees whose numbers the species of the forest tallied in `t` compare with other
    forests."""
    return tuple(sorted({which for name in t.kinds for which in COMPARES.get(name, ())}))


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
