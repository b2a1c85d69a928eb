"""Why a move is not legal, in words a person can read.

`explain` never decides legality (moves.py does); it is asked only about a move that is
not listed, and says what is wrong with it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.games.base import JSON
from server.games.cascadia.cells import parse
from server.games.cascadia.components import Coord
from server.games.cascadia.display import OPTIONAL, shown
from server.games.cascadia.moves import LISTS, STEP_MOVES, WIPES, rotations
from server.games.cascadia.state import SLOTS, TILES, State, Step

FIELDS: dict[str, tuple[str, ...]] = {
    "take": ("tile", "token"),
    "overpopulation": (),
    "wipe": ("slots",),
    "place": ("cell", "rotation"),
    "token": ("cell",),
    "return_token": (),
}
STEP_TEXT = {
    Step.CHOOSE: "replace tokens or take a tile and a token from the display",
    Step.PLACE: "place the tile you took",
    Step.TOKEN: "place the wildlife token you took, or return it to the bag",
    Step.OVER: "the game is over",
}


def explain(s: State, seat: int, move: Any) -> str:
    """Why `move` is not among `seat`'s legal moves."""
    if not isinstance(move, dict):
        return "A move must be an object with a 'type'."
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in LISTS:
        return f"Unknown move type {kind!r}; the types are {', '.join(LISTS)}."
    if kind not in STEP_MOVES[s.step]:
        return f"A {kind} move is not possible now: {STEP_TEXT[s.step]}."
    wanted = {"type", *FIELDS[kind]}
    if set(move) != wanted:
        return f"A {kind} move has exactly the fields {', '.join(sorted(wanted))}."
    why = _WHY.get(kind)
    return (why(s, seat, move) if why else None) or "That move is not possible now."


def _slot(value: object, what: str) -> str | None:
    if type(value) is not int or not 0 <= value < SLOTS:
        return f"'{what}' must be a display slot, 0 to {SLOTS - 1}."
    return None


def _why_take(s: State, seat: int, move: JSON) -> str | None:
    tile, token = move["tile"], move["token"]
    if error := _slot(tile, "tile") or _slot(token, "token"):
        return error
    if tile != token and s.players[seat].nature < 1:
        return "Taking a tile with another slot's token costs a nature token; you have none."
    return None


def _why_overpopulation(s: State, _seat: int, _move: JSON) -> str | None:
    if s.culled:
        return "Three identical tokens may be replaced only once per turn."
    if shown(s, OPTIONAL) is None:
        return "The display does not show three identical wildlife tokens."
    return _why_short_bag(s, OPTIONAL)


def _why_short_bag(s: State, count: int) -> str | None:
    if len(s.bag) < count:
        return f"The bag holds {len(s.bag)} tokens, too few to replace {count}."
    return None


def _why_wipe(s: State, seat: int, move: JSON) -> str | None:
    slots = move["slots"]
    if not isinstance(slots, list) or any(type(x) is not int for x in slots) or slots not in WIPES:
        return "'slots' must list 1 to 4 different display slots (0-3) in increasing order."
    if s.players[seat].nature < 1:
        return "Replacing tokens of your choice costs a nature token; you have none."
    return _why_short_bag(s, len(slots))


def _cell(move: JSON) -> Coord | str:
    """The cell `move["cell"]` names, or the reason it names none."""
    cell = parse(move["cell"])
    return '\'cell\' must name a cell as "q,r", e.g. "1,-2".' if cell is None else cell


def _why_place(s: State, seat: int, move: JSON) -> str | None:
    cell = _cell(move)
    if isinstance(cell, str):
        return cell
    p = s.players[seat]
    if cell in p.tiles:
        return f"There is a tile on {move['cell']} already."
    if cell not in p.frontier:
        return f"{move['cell']} is not beside a tile of your environment."
    assert s.pending is not None
    turns = rotations(s.pending[0])
    if type(move["rotation"]) is not int or move["rotation"] not in turns:
        if turns == (0,):
            return "A keystone tile looks the same every way round: its rotation is 0."
        return "'rotation' must be 0 to 5."
    return None


def _why_token(s: State, seat: int, move: JSON) -> str | None:
    cell = _cell(move)
    if isinstance(cell, str):
        return cell
    p = s.players[seat]
    if cell not in p.tiles:
        return f"You have no tile on {move['cell']}."
    if cell in p.tokens:
        return f"The tile on {move['cell']} already holds a token ({p.tokens[cell]})."
    assert s.pending is not None
    shows = TILES[p.tiles[cell][0]].wildlife
    return f"The tile on {move['cell']} shows {', '.join(shows)}, not {s.pending[1]}."


_WHY: dict[str, Callable[[State, int, JSON], str | None]] = {
    "take": _why_take,
    "overpopulation": _why_overpopulation,
    "wipe": _why_wipe,
    "place": _why_place,
    "token": _why_token,
}
