"""Renature's hooks for the conformance suite (tests/games/conformance.py): a view in one line."""

from __future__ import annotations

from server.games.base import JSON
from server.games.renature.components import COMPONENTS as C


def summary(view: JSON) -> str:
    """A seat's view in one line: its hand, clouds and score, and every seat's counts."""
    seats = view["seats"]
    mine = seats[view["seat"]] if view["seat"] is not None else None
    hand = (
        "-"
        if mine is None
        else " ".join("/".join(C.animals[a][:2] for a in d["animals"]) for d in mine["hand"] or [])
    )
    counts = "; ".join(
        f"{s['colour']} {s['score']} pts {s['clouds']} clouds {s['hand_count']} in hand"
        for s in seats
    )
    return f"hand [{hand}] | {counts}"
