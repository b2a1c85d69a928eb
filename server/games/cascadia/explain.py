"""Why a move is not legal, in words a person can read.

`explain` never decides legality (moves.py does); it is asked only about a move that is
not listed, and says what is wrong with it: an `IllegalMove` with its message (English with
{names}) and values, translated where it is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn

from server.games.base import JSON, IllegalMove
from server.games.cascadia.cells import parse
from server.games.cascadia.components import Coord
from server.games.cascadia.display import OPTIONAL, shown
from server.games.cascadia.moves import LISTS, STEP_MOVES, WIPES, rotations
from server.games.cascadia.state import SLOTS, State, Step
from server.i18n import N_

FIELDS: dict[str, tuple[str, ...]] = {
    "take": ("tile", "token"),
    "overpopulation": (),
    "wipe": ("slots",),
    "place": ("cell", "rotation"),
    "token": ("cell",),
    "return_token": (),
}


def _not_now(step: Step, kind: str) -> IllegalMove:
    """A move of `kind` in the wrong step, saying what the step asks for."""
    if step == Step.CHOOSE:
        return IllegalMove(
            "A {kind} move is not possible now: replace tokens or take a tile and a token from"
            " the display.",
            kind=kind,
        )
    if step == Step.PLACE:
        return IllegalMove("A {kind} move is not possible now: place the tile you took.", kind=kind)
    if step == Step.TOKEN:
        return IllegalMove(
            "A {kind} move is not possible now: place the wildlife token you took, or return it"
            " to the bag.",
            kind=kind,
        )
    return IllegalMove("A {kind} move is not possible now: the game is over.", kind=kind)


# a token's animal that a tile does not show, whole for each animal
_NOT_SHOWN = {
    "bear": N_("The tile on {cell} does not show a bear."),
    "elk": N_("The tile on {cell} does not show an elk."),
    "salmon": N_("The tile on {cell} does not show a salmon."),
    "hawk": N_("The tile on {cell} does not show a hawk."),
    "fox": N_("The tile on {cell} does not show a fox."),
}


def explain(s: State, seat: int, move: Any) -> IllegalMove:
    """Why `move` is not among `seat`'s legal moves (to raise)."""
    if not isinstance(move, dict):
        return IllegalMove("A move must be an object with a 'type'.")
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in LISTS:
        return IllegalMove(
            "Unknown move type {kind}; the types are {types}.",
            kind=repr(kind),
            types=", ".join(LISTS),
        )
    if kind not in STEP_MOVES[s.step]:
        return _not_now(s.step, kind)
    wanted = {"type", *FIELDS[kind]}
    if set(move) != wanted:
        return IllegalMove(
            "A {kind} move has exactly the fields {fields}.",
            kind=kind,
            fields=", ".join(sorted(wanted)),
        )
    why = _WHY.get(kind)
    return (why(s, seat, move) if why else None) or IllegalMove("That move is not possible now.")


def refuse(s: State, seat: int, move: Any) -> NoReturn:
    """Raises the IllegalMove that says why `move` is not legal (for `require_legal`)."""
    raise explain(s, seat, move)


def _slot(value: object, what: str) -> IllegalMove | None:
    if type(value) is not int or not 0 <= value < SLOTS:
        return IllegalMove(
            "'{what}' must be a display slot, 0 to {last}.", what=what, last=SLOTS - 1
        )
    return None


def _why_take(s: State, seat: int, move: JSON) -> IllegalMove | None:
    tile, token = move["tile"], move["token"]
    if error := _slot(tile, "tile") or _slot(token, "token"):
        return error
    if tile != token and s.players[seat].nature < 1:
        return IllegalMove(
            "Taking a tile with another slot's token costs a nature token; you have none."
        )
    return None


def _why_overpopulation(s: State, _seat: int, _move: JSON) -> IllegalMove | None:
    if s.culled:
        return IllegalMove("Three identical tokens may be replaced only once per turn.")
    if shown(s, OPTIONAL) is None:
        return IllegalMove("The display does not show three identical wildlife tokens.")
    return _why_short_bag(s, OPTIONAL)


def _why_short_bag(s: State, count: int) -> IllegalMove | None:
    if len(s.bag) < count:
        return IllegalMove(
            "The bag holds {held} tokens, too few to replace {count}.",
            held=len(s.bag),
            count=count,
        )
    return None


def _why_wipe(s: State, seat: int, move: JSON) -> IllegalMove | None:
    slots = move["slots"]
    if not isinstance(slots, list) or any(type(x) is not int for x in slots) or slots not in WIPES:
        return IllegalMove(
            "'slots' must list 1 to 4 different display slots (0-3) in increasing order."
        )
    if s.players[seat].nature < 1:
        return IllegalMove("Replacing tokens of your choice costs a nature token; you have none.")
    return _why_short_bag(s, len(slots))


def _cell(move: JSON) -> Coord | IllegalMove:
    """The cell `move["cell"]` names, or the reason it names none."""
    cell = parse(move["cell"])
    return IllegalMove('\'cell\' must name a cell as "q,r", e.g. "1,-2".') if cell is None else cell


def _why_place(s: State, seat: int, move: JSON) -> IllegalMove | None:
    cell = _cell(move)
    if isinstance(cell, IllegalMove):
        return cell
    p = s.players[seat]
    if cell in p.tiles:
        return IllegalMove("There is a tile on {cell} already.", cell=move["cell"])
    if cell not in p.frontier:
        return IllegalMove("{cell} is not beside a tile of your environment.", cell=move["cell"])
    assert s.pending is not None
    turns = rotations(s.pending[0])
    if type(move["rotation"]) is not int or move["rotation"] not in turns:
        if turns == (0,):
            return IllegalMove("A keystone tile looks the same every way round: its rotation is 0.")
        return IllegalMove("'rotation' must be 0 to 5.")
    return None


def _why_token(s: State, seat: int, move: JSON) -> IllegalMove | None:
    cell = _cell(move)
    if isinstance(cell, IllegalMove):
        return cell
    p = s.players[seat]
    if cell not in p.tiles:
        return IllegalMove("You have no tile on {cell}.", cell=move["cell"])
    if cell in p.tokens:
        return IllegalMove("The tile on {cell} already holds a token.", cell=move["cell"])
    assert s.pending is not None
    return IllegalMove(_NOT_SHOWN[s.pending[1]], cell=move["cell"])


_WHY: dict[str, Callable[[State, int, JSON], IllegalMove | None]] = {
    "take": _why_take,
    "overpopulation": _why_overpopulation,
    "wipe": _why_wipe,
    "place": _why_place,
    "token": _why_token,
}
