"""Cells in the one wire form used everywhere (moves, events, view keys): "q,r".

Axial coordinates (components.py gives the directions): "0,0" is the starter keystone,
"-1,1" the tile below it to the left. Internally a cell is the tuple (q, r).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from server.games.cascadia.components import Coord, neighbours
from server.games.cascadia.memo import Memo

_FORM = re.compile(r"(0|-?[1-9][0-9]{0,3}),(0|-?[1-9][0-9]{0,3})")
_NAMES: dict[Coord, str] = {}
_CELLS: dict[str, Coord] = {}  # the cells named so far, by their canonical names


def name(cell: Coord) -> str:
    """The wire form of `cell`: "q,r"."""
    text = _NAMES.get(cell)
    if text is None:
        text = _NAMES[cell] = f"{cell[0]},{cell[1]}"
        if _FORM.fullmatch(text):
            _CELLS[text] = cell
    return text


def parse(text: object) -> Coord | None:
    """The cell that `text` names in its canonical form ("q,r", no spaces or leading
    zeros), or None when it names none."""
    if not isinstance(text, str):
        return None
    if (cell := _CELLS.get(text)) is not None:
        return cell
    found = _FORM.fullmatch(text)
    if found is None:
        return None
    return (int(found[1]), int(found[2]))


def cell_of(text: object) -> Coord:
    """The cell that `text` names (see `parse`). Raises ValueError when it names none."""
    cell = parse(text)
    if cell is None:
        raise ValueError(f"{text!r} is not a cell")
    return cell


def reading_order(cells: Iterable[Coord]) -> list[Coord]:
    """`cells` row by row (r), each row from west to east (q)."""
    return sorted(cells, key=_RANKS.__getitem__)


# each cell's rank in reading order (whole numbers sort faster than cells); a cell's q and r
# have at most 4 digits (`_FORM`)
_RANKS: Memo[Coord, int] = Memo(lambda cell: (cell[1] << 16) + cell[0])


def around(cell: Coord) -> tuple[Coord, ...]:
    """The six cells around `cell`, in direction order (`components.neighbours`): each cell
    one tuple made once, so that the environments that hold it share it."""
    return _AROUND[cell]


_ONE: Memo[Coord, Coord] = Memo(lambda cell: cell)  # each cell met, the tuple kept for it
_AROUND: Memo[Coord, tuple[Coord, ...]] = Memo(
    lambda cell: tuple(_ONE[n] for n in neighbours(cell))
)
