"""Points: for a plant, for an area scoring, and the final scoring."""

from __future__ import annotations

from server.games.base import JSON, Event, make_result
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import NEUTRAL_OWNER, SCORE_PARTS, Phase, State, plant_colour

PART_LABELS = {
    "start": "Start",
    "plants": "Plants",
    "areas": "Areas scored in play",
    "final_areas": "Areas scored at the end",
    "clouds": "Clouds left",
    "unplanted": "Plants left over",
    "backs": "Area token backs",
}


def plant_points(s: State, cell: int) -> int:
    """1 for the plant on `cell`, +1 per other plant in its area of equal or lower value."""
    _, kind = s.plants[cell]
    area = C.area_of[cell]
    assert area is not None
    return 1 + sum(
        1 for i in C.area_cells[area] if i != cell and i in s.plants and s.plants[i][1] <= kind
    )


def area_totals(s: State, area: str) -> dict[int, int]:
    """Each owner's (seat, or -1 for neutral) total plant value in `area`."""
    totals: dict[int, int] = {}
    for i in C.area_cells[area]:
        plant = s.plants.get(i)
        if plant:
            owner, kind = plant
            totals[owner] = totals.get(owner, 0) + kind + 1
    return totals


def area_awards(totals: dict[int, int], main: int, minor: int) -> list[tuple[int, str, int]]:
    """(seat, what for, points) for an area scoring with these totals.

    Tied totals count as absent; a lone player colour takes main and minor; otherwise the
    highest player colour takes main and the second-highest minor. Neutral never scores
    but keeps its rank.
    """
    values = list(totals.values())
    present = sorted(
        (o for o, t in totals.items() if t > 0 and values.count(t) == 1),
        key=lambda o: -totals[o],
    )
    if len(present) == 1:
        owner = present[0]
        return [] if owner == NEUTRAL_OWNER else [(owner, "main+minor", main + minor)]
    awards = []
    for owner, what, points in zip(present, ("main", "minor"), (main, minor), strict=False):
        if owner != NEUTRAL_OWNER:
            awards.append((owner, what, points))
    return awards


def score_area(s: State, area: str, part: str, events: list[Event]) -> None:
    """Score `area` with its token's points into each winner's `part`; tells `events`."""
    token = C.tokens[s.tokens[area]]
    totals = area_totals(s, area)
    awards = area_awards(totals, token.main, token.minor)
    for seat, _, points in awards:
        s.players[seat].points[part] += points
    events.append(
        Event(
            {
                "type": "area",
                "area": area,
                "final": part == "final_areas",
                "main": token.main,
                "minor": token.minor,
                "totals": {plant_colour(s, o): t for o, t in sorted(totals.items())},
                "awards": [{"seat": seat, "for": what, "points": p} for seat, what, p in awards],
            }
        )
    )


def final_scoring(s: State, events: list[Event]) -> None:
    """The end of the game: open areas, clouds, plants left, token backs. Ends the game."""
    for area in sorted(s.tokens):
        score_area(s, area, "final_areas", events)
        s.box_tokens.append(s.tokens.pop(area))
        s.token_cells[area] = None
    for seat, p in enumerate(s.players):
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


def result(s: State) -> JSON | None:
    """The result once the game is over (ties broken by most area tokens); else None."""
    if s.phase != Phase.OVER:
        return None
    return make_result(
        [[(PART_LABELS[k], p.points[k]) for k in SCORE_PARTS] for p in s.players],
        [len(p.tokens) for p in s.players],
        "most area tokens",
    )
