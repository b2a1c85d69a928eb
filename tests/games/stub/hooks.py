"""High Card's hooks for the conformance suite (tests/games/conformance.py)."""

from __future__ import annotations

from server.games.base import JSON


def summary(view: JSON) -> str:
    """A view in one line: the deck, then each seat's hand (the cards when shown) and pile."""
    seats = "; ".join(
        f"{h['cards'] if h['cards'] is not None else h['count']} / {pile}"
        for h, pile in zip(view["hands"], view["piles"], strict=True)
    )
    return f"deck {view['deck']} | {seats}"
