"""Resigned seats: a person who resigns hands their seat to a bot, and is ranked last.

The one definition of the final ranking with resignations: every seat that did not resign
keeps its place, then the resigned seats follow, each alone, the last to resign first (the
first to resign is last of all); the winners are the first group of that ranking, and each
resigned seat of the result is marked `"resigned": true`.
"""

from __future__ import annotations

from collections.abc import Sequence

from server.games.base import JSON
from server.persistence.games import Holder


def adjusted(result: JSON, holders: Sequence[Holder]) -> JSON:
    """`result` with its ranking, winners and seats adjusted for the resigned `holders`
    (the same result when nobody resigned)."""
    times = ((at, i) for i, h in enumerate(holders) if (at := h.resigned_at) is not None)
    resigned = [i for _, i in sorted(times, reverse=True)]
    if not resigned:
        return result
    kept = [[s for s in group if s not in resigned] for group in result["ranking"]]
    ranking = [group for group in kept if group] + [[seat] for seat in resigned]
    seats = [
        seat | {"resigned": True} if i in resigned else seat
        for i, seat in enumerate(result["seats"])
    ]
    return result | {"ranking": ranking, "winners": ranking[0], "seats": seats}
