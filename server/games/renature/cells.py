"""Renature's one form of a cell outside the engine: its name.

Inside the engine a cell is a number, row * 15 + col. Everywhere else (moves, events,
views, the log, the board's edge labels) it is its name: the column's letter a-o, then
the row's number 1-15 from the top, e.g. "e4" is row 4, column 5.
"""

from __future__ import annotations

from server.games.renature.components import SIZE

COLUMNS = "abcdefghijklmno"
NAMES: tuple[str, ...] = tuple(f"{COLUMNS[i % SIZE]}{i // SIZE + 1}" for i in range(SIZE * SIZE))
_NUMBERS = {name: i for i, name in enumerate(NAMES)}


def name(cell: int) -> str:
    """The name of cell number `cell`."""
    return NAMES[cell]


def parse(text: object) -> int | None:
    """The cell number named `text`, or None when `text` names no cell."""
    return _NUMBERS.get(text) if isinstance(text, str) else None
