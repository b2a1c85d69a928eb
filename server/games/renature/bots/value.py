"""How good a position is for a seat: what the bots maximise.

A seat's worth is the score it would end with if the game stopped now: its points, +1 per
cloud on its board, minus the value of each plant still on its board, the expected backs
of its area tokens (the average back of tokens with that front, whoever holds them), and
a share `OPEN_WEIGHT` of what each area not scored yet would give it if it were scored now
(on the Valley boards: every area, for its size). The value of a position for a seat is
its worth minus the average worth of the others.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from server.games.base import JSON
from server.games.renature.cells import name
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.mushrooms import sites
from server.games.renature.scoring import (
    area_awards,
    area_points,
    area_totals,
    is_unscored,
    projected_awards,
    size_points,
    unscored_areas,
)
from server.games.renature.state import NEUTRAL_OWNER, Phase, Player, State

OPEN_WEIGHT = 0.5

MEAN_BACK = {
    main: sum(t.back for t in C.tokens if t.main == main)
    / sum(1 for t in C.tokens if t.main == main)
    for main in {t.main for t in C.tokens}
}


def weights(players: int, seat: int) -> list[float]:
    """How much each seat's worth counts in `seat`'s value: 1 for itself, -1/(n-1) else."""
    return [1.0 if i == seat else -1.0 / (players - 1) for i in range(players)]


def unplanted(p: Player) -> int:
    """The value of the plants still on a player board."""
    return sum((k + 1) * (p.own[k] + p.neutral[k]) for k in range(len(KINDS)))


def worth(s: State) -> list[float]:
    """Each seat's worth in `s` (its final score once the game is over)."""
    if s.phase == Phase.OVER:
        return [float(p.score) for p in s.players]
    out = [
        p.score + p.clouds - unplanted(p) + sum(MEAN_BACK[C.tokens[t].main] for _, t in p.tokens)
        for p in s.players
    ]
    for area in unscored_areas(s):
        for seat, _, points in projected_awards(s, area):
            out[seat] += OPEN_WEIGHT * points
    return out


def value(s: State, seat: int) -> float:
    """The value of `s` for `seat`."""
    return sum(w * x for w, x in zip(weights(len(s.players), seat), worth(s), strict=True))


def lead(s: State, seat: int) -> float:
    """`seat`'s worth minus the best worth among the others: what the hard level's
    search maximises, as only first place wins."""
    w = worth(s)
    return w[seat] - max(x for i, x in enumerate(w) if i != seat)


def awards_gain(
    totals: dict[int, int], points: tuple[int, int], weight: float, players: int, seat: int
) -> float:
    """What an area with these plant totals and (main, minor) `points` adds to `seat`'s
    value if it is scored now, times `weight`."""
    return weight * _area_value(tuple(sorted(totals.items())), points, players, seat)


@lru_cache(maxsize=1 << 16)
def _area_value(
    totals: tuple[tuple[int, int], ...], points: tuple[int, int], players: int, seat: int
) -> float:
    w = weights(players, seat)
    return sum(w[i] * got for i, _, got in area_awards(dict(totals), *points))


def plant_steps(
    s: State, seat: int, memo: dict[tuple[Any, ...], list[tuple[float, str, str]]] | None = None
) -> list[tuple[float, JSON]]:
    """(gain in `seat`'s value, move) for every plant `seat` may place now, and for
    skipping the plant; `s` is in the plant phase. The gain counts the plant's points,
    the plant leaving the player board, clouds picked up, and the scoring of the areas
    the domino closed off (for their full points and token) with the plant in them.

    `memo` keeps the gains per area (by its id and spaces) between calls on states that
    differ only in where this turn's domino lies and the areas (the plants, tokens and
    player boards being the same)."""
    p = s.players[seat]
    n = len(s.players)
    w = weights(n, seat)
    room = C.boards[len(s.players)].clouds - p.clouds
    assert s.turn_domino is not None
    skip = 0.0
    for area in s.closing:
        points, totals = area_points(s, area), area_totals(s, area)
        skip += (1.0 - OPEN_WEIGHT) * awards_gain(totals, points, 1.0, n, seat)
        skip += w[seat] * MEAN_BACK[points[0]]
    out: list[tuple[float, JSON]] = [(skip, {"type": "skip_plant"})]
    by_area: dict[str, set[int]] = {}
    for i in s.turn_domino:
        for j in s.areas.beside[i]:
            beside = s.areas.of[j]
            if j not in s.plants and beside is not None:
                by_area.setdefault(beside, set()).add(j)
    for area, cells in sorted(by_area.items()):
        key = (area, area in s.closing, s.areas.cells[area])
        gains = memo.get(key) if memo is not None else None
        if gains is None:
            gains = _plant_gains(s, seat, area, w)
            if memo is not None:
                memo[key] = gains
        for c in sorted(cells):
            clouds = w[seat] * min(s.clouds.get(c, 0), room)
            cell = name(c)
            out += [
                (
                    skip + gain + clouds,
                    {"type": "plant", "cell": cell, "colour": colour, "kind": kind},
                )
                for gain, colour, kind in gains
            ]
    return out


def _plant_gains(s: State, seat: int, area: str, w: list[float]) -> list[tuple[float, str, str]]:
    """(gain, colour, kind) for each plant `seat` may place in `area`, clouds aside: its
    points, its value off the board, and its share in the area's scoring (in full if the
    area is being closed off, by `OPEN_WEIGHT` if it stays open)."""
    p = s.players[seat]
    below = [0] * len(KINDS)
    for i in s.areas.cells[area]:
        plant = s.plants.get(i)
        if plant:
            below[plant[1]] += 1
    weight = 1.0 if area in s.closing else OPEN_WEIGHT if is_unscored(s, area) else 0.0
    totals = area_totals(s, area)
    points = area_points(s, area) if weight else (0, 0)
    before = awards_gain(totals, points, weight, len(w), seat) if weight else 0.0
    gains = []
    for owner, colour, counts in ((seat, p.colour, p.own), (NEUTRAL_OWNER, NEUTRAL, p.neutral)):
        for k, kind in enumerate(KINDS):
            if not counts[k]:
                continue
            gain = w[seat] * (1 + sum(below[: k + 1]) + k + 1)
            if weight:
                after = totals | {owner: totals.get(owner, 0) + k + 1}
                gain += awards_gain(after, points, weight, len(w), seat) - before
            gains.append((gain, colour, kind))
    return gains


def mushroom_steps(s: State, seat: int) -> list[tuple[float, JSON]]:
    """(gain in `seat`'s value, move) for leaving the mushroom (0) and for each site, `s`
    being in the mushroom phase: the change in what the areas it touches would give the
    seats if scored now (they join, one space larger), by `OPEN_WEIGHT`."""
    w = weights(len(s.players), seat)
    out: list[tuple[float, JSON]] = [(0.0, {"type": "skip_mushroom"})]
    for cell in sites(s):
        touched = sorted({a for j in s.areas.beside[cell] if (a := s.areas.of[j])})
        joined: dict[int, int] = {}
        size, before = 1, 0.0
        for area in touched:
            totals = area_totals(s, area)
            before += _area_value(tuple(sorted(totals.items())), area_points(s, area), len(w), seat)
            size += len(s.areas.cells[area])
            for owner, total in totals.items():
                joined[owner] = joined.get(owner, 0) + total
        after = awards_gain(joined, size_points(size), 1.0, len(w), seat)
        out.append((OPEN_WEIGHT * (after - before), {"type": "mushroom", "cell": name(cell)}))
    return out
