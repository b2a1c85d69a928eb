"""Points: for a plant, for an area scoring, and the final scoring.

On the base board an area is scored when it is closed off (and at the end if it never
was) for its token's main and minor points. On the Valley boards there are no area
tokens: every area is scored once, at the end, as it is then, for its size (main) and
half of it rounded down (minor); its plants are then removed.
"""

from __future__ import annotations

from server.games.base import JSON, Event, make_result
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import (
    NEUTRAL_OWNER,
    SCORE_PARTS,
    Phase,
    State,
    plant_colour,
    without,
)
from server.i18n import N_

PART_LABELS = {
    "start": N_("Start"),
    "plants": N_("Plants"),
    "areas": N_("Areas scored in play"),
    "final_areas": N_("Areas scored at the end"),
    "clouds": N_("Clouds left"),
    "unplanted": N_("Plants left over"),
    "backs": N_("Area token backs"),
}


def plant_points(s: State, cell: int) -> int:
    """1 for the plant on `cell`, +1 per other plant in its area of equal or lower value."""
    _, kind = s.plants[cell]
    area = s.areas.of[cell]
    assert area is not None
    return 1 + sum(
        1 for i in s.areas.cells[area] if i != cell and i in s.plants and s.plants[i][1] <= kind
    )


def area_totals(s: State, area: str) -> dict[int, int]:
    """Each owner's (seat, or -1 for neutral) total plant value in `area`."""
    totals: dict[int, int] = {}
    for i in s.areas.cells[area]:
        plant = s.plants.get(i)
        if plant:
            owner, kind = plant
            totals[owner] = totals.get(owner, 0) + kind + 1
    return totals


def tied_owners(totals: dict[int, int]) -> set[int]:
    """The owners in `totals` whose total another owner has too: a scoring ignores them."""
    if len(totals) < 2:
        return set()
    values = list(totals.values())
    return {o for o, t in totals.items() if values.count(t) > 1}


def area_awards(totals: dict[int, int], main: int, minor: int) -> list[tuple[int, str, int]]:
    """(seat, what for, points) for an area scoring with these totals.

    Tied totals count as absent; a lone player colour takes main and minor; otherwise the
    highest player colour takes main and the second-highest minor. Neutral never scores
    but keeps its rank.
    """
    tied = tied_owners(totals)
    ranked = sorted((-t, o) for o, t in totals.items() if t > 0 and o not in tied)
    present = [o for _, o in ranked]  # highest first (no two of them have the same total)
    if len(present) == 1:
        owner = present[0]
        return [] if owner == NEUTRAL_OWNER else [(owner, "main+minor", main + minor)]
    awards = []
    for owner, what, points in zip(present, ("main", "minor"), (main, minor), strict=False):
        if owner != NEUTRAL_OWNER:
            awards.append((owner, what, points))
    return awards


def area_points(s: State, area: str) -> tuple[int, int]:
    """(main, minor) points of `area` when it is scored: its token's on a board with area
    tokens, else its size now and half of that rounded down."""
    if s.board.tokens:
        token = C.tokens[s.tokens[area]]
        return token.main, token.minor
    return size_points(len(s.areas.cells[area]))


def size_points(size: int) -> tuple[int, int]:
    """(main, minor) of a Valley area of `size` spaces: 1 per space, and half rounded down."""
    return size, size // 2


def unscored_areas(s: State) -> list[str]:
    """The areas still to be scored, by id: those with their token on the board, or
    (Valley) every area as it is now."""
    return sorted(s.tokens) if s.board.tokens else list(s.areas.cells)


def is_unscored(s: State, area: str) -> bool:
    """Whether `area` is still to be scored (see `unscored_areas`)."""
    return area in (s.tokens if s.board.tokens else s.areas.cells)


def projected_awards(s: State, area: str) -> list[tuple[int, str, int]]:
    """(seat, what for, points) if `area` (one still to be scored) were scored now."""
    return area_awards(area_totals(s, area), *area_points(s, area))


def score_area(s: State, area: str, main: int, minor: int, part: str, events: list[Event]) -> None:
    """Score `area` for `main` and `minor` points into each winner's `part`; tells
    `events`."""
    totals = area_totals(s, area)
    awards = area_awards(totals, main, minor)
    for seat, _, points in awards:
        s.player(seat).points[part] += points
    events.append(
        Event(
            {
                "type": "area",
                "area": area,
                "final": part == "final_areas",
                "main": main,
                "minor": minor,
                "totals": {plant_colour(s, o): t for o, t in sorted(totals.items())},
                "awards": [{"seat": seat, "for": what, "points": p} for seat, what, p in awards],
            }
        )
    )


def final_scoring(s: State, events: list[Event]) -> None:
    """The end of the game: areas not scored yet, clouds, plants left, token backs. Ends
    the game."""
    if not s.board.tokens:
        s.tie = largest_area_totals(s)
    areas = unscored_areas(s)
    for area in areas:
        score_area(s, area, *area_points(s, area), "final_areas", events)
    if s.board.tokens:  # the tokens left on the board go to the box, none lies anywhere
        s.box_tokens += tuple(s.tokens[a] for a in areas)
        s.tokens = {}
        s.token_cells = dict.fromkeys(s.token_cells)
    else:
        _remove_plants(s, areas)
    for seat in range(len(s.players)):
        p = s.player(seat)
        p.points["clouds"] = p.clouds
        p.points["unplanted"] = -sum(
            (own + neutral) * (k + 1)
            for k, (own, neutral) in enumerate(zip(p.own, p.neutral, strict=False))
        )
        p.points["backs"] = sum(C.tokens[t].back for _, t in p.tokens)
        events.append(
            Event(
                {
                    "type": "final",
                    "seat": seat,
                    "clouds": p.points["clouds"],
                    "unplanted": p.points["unplanted"],
                    "backs": p.points["backs"],
                }
            )
        )
    s.current = None
    s.phase = Phase.OVER
    events.append(Event({"type": "game_over", "result": result(s)}))


def _remove_plants(s: State, areas: list[str]) -> None:
    """Take the plants off `areas` once they are scored (Valley)."""
    cells = [i for area in areas for i in s.areas.cells[area]]
    s.removed += tuple(s.plants[i] for i in cells if i in s.plants)
    s.plants = without(s.plants, *cells)


def largest_area_totals(s: State) -> tuple[int, ...]:
    """Each seat's plant total in the largest area (several: summed over them)."""
    largest = max(len(cs) for cs in s.areas.cells.values())
    totals = [0] * len(s.players)
    for area, cells in s.areas.cells.items():
        if len(cells) == largest:
            for owner, total in area_totals(s, area).items():
                if owner != NEUTRAL_OWNER:
                    totals[owner] += total
    return tuple(totals)


VALLEY_PARTS = tuple(k for k in SCORE_PARTS if k not in ("areas", "backs"))


def result(s: State) -> JSON | None:
    """The result once the game is over, else None. Ties are broken by most area tokens
    (base board), or by the plant total in the largest area (Valley)."""
    if s.phase != Phase.OVER:
        return None
    parts: tuple[str, ...] = SCORE_PARTS
    if s.board.tokens:
        ties, words = tuple(len(p.tokens) for p in s.players), N_("most area tokens")
    else:
        parts, ties, words = VALLEY_PARTS, s.tie, N_("the highest plant total in the largest area")
    return make_result(
        [[(PART_LABELS[k], p.points[k]) for k in parts] for p in s.players], ties, words
    )
