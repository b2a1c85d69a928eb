"""Seeded random Renature games for the engine's tests, and what is checked after each move."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from server.games import playout, registry
from server.games.base import JSON, Event
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.state import NEUTRAL_OWNER, State

GAME = registry.get("renature")


def random_game(players: int, seed: int) -> Iterator[tuple[Any, int, JSON, Any, list[Event]]]:
    """Yield (before, seat, move, after, events) for each move of a random game to its end."""
    return playout.random_game(GAME, players, seed)


def plants_everywhere(s: State) -> Counter[tuple[str, str]]:
    """Plants on player boards, on the game board and removed at the end (Valley), by
    (colour, kind)."""
    count: Counter[tuple[str, str]] = Counter()
    for p in s.players:
        for k, kind in enumerate(KINDS):
            count[p.colour, kind] += p.own[k]
            count[NEUTRAL, kind] += p.neutral[k]
    for owner, k in [*s.plants.values(), *s.removed]:
        colour = NEUTRAL if owner == NEUTRAL_OWNER else s.players[owner].colour
        count[colour, KINDS[k]] += 1
    return count


def scored_by_events(events: list[Event], s: State) -> list[int]:
    """Each seat's score in `s` as the events up to it tell."""
    scores = [p.points["start"] for p in s.players]
    for e in events:
        d = e.data
        if d["type"] == "plant_points":
            scores[d["seat"]] += d["points"]
        elif d["type"] == "area":
            for award in d["awards"]:
                scores[award["seat"]] += award["points"]
        elif d["type"] == "final":
            scores[d["seat"]] += d["clouds"] + d["unplanted"] + d["backs"]
    return scores


def check_dominoes_and_plants(s: State, start: State) -> None:
    """Check that every domino is in one place, and that the plants are those of `start`,
    none beyond the supply of its colour and kind."""
    dominoes = (
        [d for p in s.players for d in p.hand + p.reserve]
        + [d for d, _, _ in s.placed]
        + list(s.box_dominoes)
    )
    assert sorted(dominoes) == list(range(55))
    plants = plants_everywhere(s)
    assert plants == plants_everywhere(start)
    for (colour, kind), n in plants.items():
        assert n <= C.supply[colour][KINDS.index(kind)]
