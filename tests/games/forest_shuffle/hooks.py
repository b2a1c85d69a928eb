"""Forest Shuffle's hooks for the conformance suite (tests/games/conformance.py)."""

from __future__ import annotations

from server.games.base import JSON


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
