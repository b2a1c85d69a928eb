"""How a seat's view changes in one move, from what the move's events name.

Cheap by design: only the fields of the view that a move's events touched are rendered
again, never the whole view.
"""

from __future__ import annotations

from server.games.base import Event
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

# the fields of a seat's part (and of the box, and the turn) that each event changes
_SEAT_FIELDS: dict[str, tuple[tuple[str, ...], ...]] = {
    "place": (("hand",), ("hand_count",)),
    "discard": (("hand",), ("hand_count",)),
    "draw": (("hand",), ("hand_count",), ("reserve_count",)),
    "plant": (("own",), ("neutral",)),
    "return": (("own",), ("neutral",), ("clouds",)),
    "plant_points": (("score",), ("points", "plants")),
    "token": (("tokens",),),
    "joker": (("clouds",),),
    "clouds_taken": (("clouds",),),
    "extra_turn": (("clouds",),),
}
_AWARD_FIELDS = (("score",), ("points", "areas"))
_BOX_FIELDS = {
    "discard": "dominoes",
    "joker": "clouds",
    "return": "clouds",
    "clouds_taken": "clouds",
    "extra_turn": "clouds",
}
_NEW_TURN = ("turn", "extra_turn")


def _set(*path: str | int, value: object) -> list:
    return [list(path), value]


def _key(rc: list[int]) -> str:
    return f"{rc[0]},{rc[1]}"


def _cell(rc: list[int]) -> int:
    return rc[0] * SIZE + rc[1]


def view_patch(s: State, seat: int | None, events: list[Event]) -> list[list]:
    """The ops that turn `seat`'s view before the move into its view of `s`."""
    if s.phase == Phase.OVER:
        return [_set(k, value=v) for k, v in view(s, seat).items()]
    ops = [_set("phase", value=s.phase)]
    seat_fields: dict[int, set[tuple[str, ...]]] = {}
    box_fields: set[str] = set()
    turn_fields: set[str] = set()
    areas: set[str] = set()
    for event in events:
        d = event.data
        kind = d["type"]
        if kind in _SEAT_FIELDS:
            seat_fields.setdefault(d["seat"], set()).update(_SEAT_FIELDS[kind])
        if kind in _BOX_FIELDS:
            box_fields.add(_BOX_FIELDS[kind])
        if kind == "place":
            for rc in d["cells"]:
                ops.append(_set("animals", _key(rc), value=s.animals[_cell(rc)]))
            ops.append(_set("dominoes", len(s.placed) - 1, value=domino_part(s.placed[-1])))
            turn_fields.update(("domino", "closing") if s.closing else ("domino",))
        elif kind == "plant":
            ops.append(_set("plants", _key(d["cell"]), value=plant_part(s, _cell(d["cell"]))))
            if d["clouds"]:
                ops.append([["clouds", _key(d["cell"])]])
            areas.add(C.area_of[_cell(d["cell"])] or "")
            turn_fields.add("planted")
        elif kind == "return":
            ops.append([["plants", _key(d["cell"])]])
        elif kind == "joker":
            ops.append(_set("joker", value=s.joker))
        elif kind == "area":
            areas.add(d["area"])
            for award in d["awards"]:
                seat_fields.setdefault(award["seat"], set()).update(_AWARD_FIELDS)
        elif kind == "token":
            areas.add(d["area"])
            turn_fields.add("closing")
        elif kind in ("clouds_found", "clouds_taken"):
            turn_fields.add("pending_clouds")
        elif kind in _NEW_TURN:
            ops.append(_set("current", value=s.current))
            turn_fields.update(("domino", "planted", "number"))
    ops += [_set("areas", a, value=area_part(s, a)) for a in sorted(areas)]
    for i in sorted(seat_fields):
        part = seat_part(s, i, seat)
        for path in sorted(seat_fields[i]):
            if path == ("hand",) and i != seat:
                continue
            value = part
            for step in path:
                value = value[step]
            ops.append(_set("seats", i, *path, value=value))
    if box_fields:
        box = box_part(s)
        ops += [_set("box", f, value=box[f]) for f in sorted(box_fields)]
    turn = turn_part(s)
    ops += [_set("turn", f, value=turn[f]) for f in sorted(turn_fields)]
    return ops
