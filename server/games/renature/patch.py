"""How a seat's view changes in one move, from what the move's events name.

Cheap by design: only the parts of the view a move touched are rendered again.
"""

from __future__ import annotations

from server.games.base import JSON, Event
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import SIZE
from server.games.renature.state import Phase, State
from server.games.renature.view import (
    area_part,
    box_part,
    domino_part,
    plant_part,
    seat_part,
    turn_part,
    view,
)


def _set(*path: str | int, value: object) -> JSON:
    return {"op": "set", "path": list(path), "value": value}


def _key(rc: list[int]) -> str:
    return f"{rc[0]},{rc[1]}"


def view_patch(s: State, seat: int | None, events: list[Event]) -> list[JSON]:
    """The ops that turn `seat`'s view before the move into its view of `s`."""
    if s.phase == Phase.OVER:
        return [_set(k, value=v) for k, v in view(s, seat).items()]
    ops = [
        _set("current", value=s.current),
        _set("phase", value=s.phase),
        _set("joker", value=s.joker),
        _set("turn", value=turn_part(s)),
        _set("box", value=box_part(s)),
    ]
    seats: set[int] = set()
    areas: set[str] = set()
    for event in events:
        d = event.data
        kind = d["type"]
        if "seat" in d:
            seats.add(d["seat"])
        if kind == "place":
            for rc in d["cells"]:
                cell = rc[0] * SIZE + rc[1]
                ops.append(_set("animals", _key(rc), value=s.animals[cell]))
            ops.append(_set("dominoes", len(s.placed) - 1, value=domino_part(s.placed[-1])))
        elif kind == "plant":
            cell = d["cell"][0] * SIZE + d["cell"][1]
            ops.append(_set("plants", _key(d["cell"]), value=plant_part(s, cell)))
            if d["clouds"]:
                ops.append({"op": "del", "path": ["clouds", _key(d["cell"])]})
            areas.add(C.area_of[cell] or "")
        elif kind == "return":
            ops.append({"op": "del", "path": ["plants", _key(d["cell"])]})
        elif kind in ("area", "token"):
            areas.add(d["area"])
            seats.update(a["seat"] for a in d.get("awards", ()))
    ops += [_set("areas", a, value=area_part(s, a)) for a in sorted(areas)]
    ops += [_set("seats", i, value=seat_part(s, i, seat)) for i in sorted(seats)]
    return ops
