"""Forest Shuffle's hooks for the conformance suite (tests/games/test_conformance.py)."""

from __future__ import annotations

import random
from dataclasses import replace

from server.games.base import JSON, Rng, Viewer
from server.games.forest_shuffle.setup import holds_tree
from server.games.forest_shuffle.state import State


def resample(s: State, seat: Viewer, rng: random.Random) -> State:
    """A state that `seat` cannot tell from `s`: every card it cannot see dealt again
    among the places it cannot see into (other seats' hands, caves, given-back hands and
    sapling faces, both piles of the deck, the box's unseen cards), each keeping its
    size; a hand given back keeps holding no tree (that is public). The generator and the
    seed change too; where the Winter cards lie in the deck stays."""
    t = s.copy()
    others = [p for i, p in enumerate(t.players) if i != seat]
    saplings = [(p, j) for p in others for j, tree in enumerate(p.forest) if tree.sapling]
    pool = [c for p in others for c in p.hand + p.cave + p.returned]
    pool += [p.forest[j].card for p, j in saplings] + t.upper + t.lower + t.removed
    rng.shuffle(pool)
    for p in others:
        given = [c for c in pool if not holds_tree([c])][: len(p.returned)]
        pool = [c for c in pool if c not in given]
        p.returned = given
    for p in others:
        p.hand, pool = pool[: len(p.hand)], pool[len(p.hand) :]
        p.cave, pool = pool[: len(p.cave)], pool[len(p.cave) :]
    for p, j in saplings:
        p.forest[j] = replace(p.forest[j], card=pool.pop())
    t.upper, pool = sorted(pool[: len(t.upper)]), pool[len(t.upper) :]
    t.lower, pool = sorted(pool[: len(t.lower)]), pool[len(t.lower) :]
    t.removed = sorted(pool)
    t.rng = Rng(rng.getrandbits(64))
    t.seed = s.seed + 1
    return t


def summary(view: JSON) -> str:
    """A view in one line: the step, deck, Winter cards and clearing, then each seat's
    hand (the viewer's by card id), trees, cards in its forest, cave and score."""
    seats = []
    for i, (seat, forest, score) in enumerate(
        zip(view["seats"], view["forests"], view["scores"], strict=True)
    ):
        hand = seat["hand"] if seat["hand"] is not None else f"{seat['hand_count']} cards"
        dwellers = sum(len(tree[side]) for tree in forest for side in ("top", "bottom"))
        dwellers += sum(len(tree[side]) for tree in forest for side in ("left", "right"))
        seats.append(
            f"{i}: hand {hand}, {len(forest)} trees {dwellers} dwellers, "
            f"cave {seat['cave_count']}, {score['total']} pts"
        )
    return (
        f"{view['step']} | deck {view['deck']['count']} winter {len(view['winter'])} "
        f"clearing {view['clearing']} | " + "; ".join(seats)
    )
