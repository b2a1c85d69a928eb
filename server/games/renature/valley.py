"""The Valley expansion's double-sided board, loaded once from valley.json and checked.

The file holds one grid per side (legend in the file): `.` meadow, `~` pond (a starting
space), `#` tree stump, `*` meadow space holding a cloud token, letters the area spaces
(lower case: an area space holding a cloud token). The layout is a reconstruction; the
published one can replace the file without code changes, as long as it keeps the rules
the text states (checked here: a bad file raises ValueError naming the file and what is
wrong: the field, for a file of the wrong form).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from server.games.base import read_data
from server.games.renature.board import SIZE, Board, parse_rows
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import Data, check_clouds_for

DATA = Path(__file__).with_name("valley.json")
SIDES = ("valley", "valley-variant")  # the front, and the back (the variant)
LEGEND = ".~#*"
MUSHROOMS = 8  # mushroom tokens, one per tree stump


class SideData(Data):
    title: str
    rows: list[str]


class SidesData(Data):
    valley: SideData
    variant: SideData = Field(alias="valley-variant")


class ValleyData(Data):
    """valley.json."""

    about: str
    legend: str
    mushrooms: int
    cloud_tokens: int
    sides: SidesData


def side(name: str, raw: SideData, mushrooms: int, cloud_tokens: int) -> Board:
    """One side of the Valley board from its grid, checked. Raises ValueError."""
    cells = "".join(parse_rows(raw.rows, LEGEND))
    board = Board(
        name,
        raw.rows,
        [ch.upper() if ch.isalpha() else None for ch in cells],
        starts=(i for i, ch in enumerate(cells) if ch == "~"),
        clouds={i: 1 for i, ch in enumerate(cells) if ch == "*" or ch.islower()},
        cloud_tokens=cloud_tokens,
        stumps=(i for i, ch in enumerate(cells) if ch == "#"),
        mushrooms=mushrooms,
        tokens=False,
        space="meadow",
    )
    _check_stumps(board)
    for n, player_board in C.boards.items():
        check_clouds_for(board, player_board, n)
    return board


def _check_stumps(board: Board) -> None:
    """8 tree stumps, one mushroom token each; no two beside each other, so that one
    domino covers at most one."""
    if len(board.stumps) != MUSHROOMS or board.mushrooms != MUSHROOMS:
        raise ValueError(
            f"the board has {len(board.stumps)} tree stumps and {board.mushrooms} mushroom "
            f"tokens; the Valley has {MUSHROOMS} of each"
        )
    for i in sorted(board.stumps):
        if any(j in board.stumps for j in board.domino_neighbours[i]):
            raise ValueError(f"the tree stumps at {divmod(i, SIZE)} and beside it touch")


def _check_clouds(front: Board, back: Board) -> None:
    """Front: cloud tokens lie on meadow spaces; back: on area spaces."""
    for board, on_meadow in ((front, True), (back, False)):
        for i in board.clouds:
            if board.domino[i] != on_meadow:
                where = "a meadow" if on_meadow else "an area"
                raise ValueError(
                    f"{board.name}: the cloud token at {divmod(i, SIZE)} must lie on {where} space"
                )


def load(path: Path = DATA) -> dict[str, Board]:
    """The two sides of the board in `path` by option name, checked. Raises ValueError
    naming the file, and the field or the side and what is wrong."""
    raw = read_data(ValleyData, path)
    boards = {}
    for name, data in zip(SIDES, (raw.sides.valley, raw.sides.variant), strict=True):
        try:
            boards[name] = side(name, data, raw.mushrooms, raw.cloud_tokens)
        except ValueError as error:
            raise ValueError(f"{path.name}: side {name!r}: {error}") from None
    try:
        _check_clouds(boards["valley"], boards["valley-variant"])
    except ValueError as error:
        raise ValueError(f"{path.name}: {error}") from None
    return boards


BOARDS = load()
