"""Literal forests in the JSON form of `scoring.score_forest`, written briefly."""

from __future__ import annotations

from collections.abc import Sequence

from server.games.forest_shuffle import scoring

Json = dict[str, object]
Slot = Sequence[Json | str]


def d(species: str, symbol: str = "Birch") -> Json:
    """A dweller: the visible half's species and tree symbol."""
    return {"species": species, "symbol": symbol}


def tree(name: str, top: Slot = (), bottom: Slot = (), left: Slot = (), right: Slot = ()) -> Json:
    """A tree (or "Sapling") with its slots; a bare name is a dweller with a Birch symbol."""
    out: Json = {"tree": name}
    for side, cards in (("top", top), ("bottom", bottom), ("left", left), ("right", right)):
        if cards:
            out[side] = [d(c) if isinstance(c, str) else c for c in cards]
    return out


def trees(name: str, n: int) -> list[Json]:
    """`n` bare trees of `name`."""
    return [tree(name) for _ in range(n)]


def forest(*stands: Json, cave: int = 0) -> Json:
    """A forest of these trees and `cave` cards in its cave."""
    return {"trees": list(stands), "cave": cave}


def points(*stands: Json, cave: int = 0, opponents: Sequence[Json] = ()) -> dict[str, int]:
    """`score_forest` of the forest of these trees."""
    return scoring.score_forest(forest(*stands, cave=cave), opponents)


def of(key: str, *stands: Json, opponents: Sequence[Json] = ()) -> int:
    """The points under `key` of the forest of these trees (0 when the key is absent)."""
    return points(*stands, opponents=opponents).get(key, 0)
