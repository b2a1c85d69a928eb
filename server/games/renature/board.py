"""A game board's geometry, and its areas as they are during play.

A `Board` is one side of a board: which spaces take dominoes (brook or meadow), the area
spaces and their letters, the starting spaces, tree stumps, the cloud tokens lying on it
at setup, and the switches its rules differ by. Cells are numbered row * 15 + col.

`Areas` are the areas as they are now: on the Valley boards mushrooms become area
spaces and join the areas they touch. An area is a maximal orthogonally connected group
of area spaces; its id is the first letter (alphabetically) of the board's areas it
contains, so an area keeps its id when others join it, and a joined area's id is that of
its first-lettered part.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

SIZE = 15
CELLS = SIZE * SIZE

Grid = tuple[tuple[int, ...], ...]


def _neighbours(i: int) -> tuple[int, ...]:
    """The cells orthogonally beside cell `i`, in reading order."""
    r, c = divmod(i, SIZE)
    out = []
    if r > 0:
        out.append(i - SIZE)
    if c > 0:
        out.append(i - 1)
    if c < SIZE - 1:
        out.append(i + 1)
    if r < SIZE - 1:
        out.append(i + SIZE)
    return tuple(out)


NEIGHBOURS: Grid = tuple(_neighbours(i) for i in range(CELLS))


def connected(cells: set[int]) -> bool:
    """Whether `cells` form one orthogonally connected group (an empty set does)."""
    return len(groups(cells)) <= 1


def groups(cells: Iterable[int]) -> list[tuple[int, ...]]:
    """The orthogonally connected groups of `cells`, each in reading order, the groups in
    the reading order of their first cells."""
    todo_cells = set(cells)
    out = []
    for start in sorted(todo_cells):
        if start not in todo_cells:
            continue
        todo_cells.discard(start)
        group, todo = [start], [start]
        while todo:
            for j in NEIGHBOURS[todo.pop()]:
                if j in todo_cells:
                    todo_cells.discard(j)
                    group.append(j)
                    todo.append(j)
        out.append(tuple(sorted(group)))
    return out


@dataclass(frozen=True, slots=True)
class Areas:
    """The areas as they are now.

    `of[cell]`: the id of the area the cell belongs to (None: not an area space);
    `cells[id]`: the area's spaces in reading order; `beside[cell]`: the area spaces
    orthogonally beside the cell."""

    of: tuple[str | None, ...]
    cells: dict[str, tuple[int, ...]]
    beside: Grid


def find_areas(letters: Sequence[str | None], mushrooms: Iterable[int] = ()) -> Areas:
    """The areas of a board whose area spaces carry `letters` (None: not an area space),
    with mushrooms (area spaces now) on the cells `mushrooms`. Raises ValueError for a
    group of area spaces that holds none of the board's areas."""
    spaces = {i for i, a in enumerate(letters) if a} | set(mushrooms)
    of: list[str | None] = [None] * CELLS
    cells: dict[str, tuple[int, ...]] = {}
    for group in groups(spaces):
        found = sorted({a for i in group if (a := letters[i])})
        if not found:
            raise ValueError(f"the area spaces at {list(group)} belong to no area of the board")
        cells[found[0]] = group
        for i in group:
            of[i] = found[0]
    beside = tuple(tuple(j for j in NEIGHBOURS[i] if of[j]) for i in range(CELLS))
    return Areas(tuple(of), dict(sorted(cells.items())), beside)


def with_mushroom(areas: Areas, cell: int) -> Areas:
    """`areas` with a mushroom on `cell`, beside an area space: the areas it touches and
    the mushroom become one area, whose id is the first of theirs (as `find_areas` says)."""
    joined = sorted({a for j in areas.beside[cell] if (a := areas.of[j])})
    group = tuple(sorted([cell, *(i for a in joined for i in areas.cells[a])]))
    of = list(areas.of)
    for i in group:
        of[i] = joined[0]
    cells = {a: cs for a, cs in areas.cells.items() if a not in joined} | {joined[0]: group}
    beside = list(areas.beside)
    for j in NEIGHBOURS[cell]:
        beside[j] = tuple(k for k in NEIGHBOURS[j] if of[k])
    return Areas(tuple(of), dict(sorted(cells.items())), tuple(beside))


class Board:
    """One side of a board, checked (see `check`).

    `domino[cell]`: a space dominoes go on (`space` names it: "brook" or "meadow");
    `area_of[cell]`: the letter of the area the cell is part of at setup; `clouds`: cloud
    tokens on cells at setup; `stumps`: tree stumps (covering one gives a mushroom, of
    which `mushrooms` lie beside the board); `tokens`: whether areas have area tokens and
    are scored when closed off (the base game) or scored by size at the end (Valley);
    `cloud_tokens`: cloud tokens in the game."""

    def __init__(
        self,
        name: str,
        rows: Sequence[str],
        area_of: Sequence[str | None],
        *,
        starts: Iterable[int],
        clouds: dict[int, int],
        cloud_tokens: int,
        stumps: Iterable[int] = (),
        mushrooms: int = 0,
        tokens: bool = True,
        space: str = "brook",
    ) -> None:
        self.name = name
        self.rows = tuple(rows)
        self.area_of = tuple(area_of)
        self.domino = tuple(a is None for a in self.area_of)
        self.starts = frozenset(starts)
        self.clouds = dict(sorted(clouds.items()))
        self.cloud_tokens = cloud_tokens
        self.stumps = frozenset(stumps)
        self.mushrooms = mushrooms
        self.tokens = tokens
        self.space = space
        self._check_areas()
        self.areas = find_areas(self.area_of)
        self.area_names = tuple(self.areas.cells)
        self.area_cells = self.areas.cells
        self.area_size = {a: len(cs) for a, cs in self.area_cells.items()}
        self.domino_neighbours: Grid = tuple(
            tuple(j for j in NEIGHBOURS[i] if self.domino[j]) for i in range(CELLS)
        )
        # an area of the setup is open while a domino can still cover a space beside it:
        # while both spaces of one of its `area_pairs` (a domino space beside it and a
        # domino space beside that) are free; a domino on a cell can close only the areas
        # `areas_near` it (beside it or beside a domino space beside it)
        beside_area = {
            a: sorted({j for i in cs for j in self.domino_neighbours[i]})
            for a, cs in self.area_cells.items()
        }
        self.area_pairs = {
            a: tuple(
                sorted({(min(i, j), max(i, j)) for i in spaces for j in self.domino_neighbours[i]})
            )
            for a, spaces in beside_area.items()
        }
        areas_beside = [{a for j in NEIGHBOURS[i] if (a := self.area_of[j])} for i in range(CELLS)]
        self.areas_near = tuple(
            tuple(sorted(areas_beside[i].union(*(areas_beside[j] for j in near))))
            for i, near in enumerate(self.domino_neighbours)
        )
        # where a mushroom may ever go: a domino space, not a start, stump or cloud space
        self.site_spaces = tuple(
            i
            for i in range(CELLS)
            if self.domino[i] and i not in self.starts | self.stumps and i not in self.clouds
        )
        self.check()

    def _check_areas(self) -> None:
        """Raise ValueError unless each area is one connected group touching no other."""
        for i, a in enumerate(self.area_of):
            for j in NEIGHBOURS[i]:
                b = self.area_of[j]
                if a and b and a < b:
                    raise ValueError(f"areas {a}, {b} touch at {divmod(i, SIZE)}")
        for a in sorted({x for x in self.area_of if x}):
            if not connected({i for i, x in enumerate(self.area_of) if x == a}):
                raise ValueError(f"area {a} is not connected")

    def check(self) -> None:
        """Raise ValueError for a board that breaks a rule every board keeps (besides
        its areas: see `_check_areas`): 4 starting spaces and the stumps lie on domino
        spaces that form one network with none isolated, cloud counts are positive."""
        what = self.space
        if len(self.starts) != 4:
            raise ValueError(f"the board must have 4 starting spaces, not {len(self.starts)}")
        for label, cells in (("starting space", self.starts), ("stump", self.stumps)):
            for i in sorted(cells):
                if not self.domino[i]:
                    raise ValueError(f"the {label} at {divmod(i, SIZE)} is not a {what} space")
        spaces = {i for i in range(CELLS) if self.domino[i]}
        if not connected(spaces):
            raise ValueError(f"the {what} must be one network")
        if any(not self.domino_neighbours[i] for i in spaces):
            raise ValueError(f"no {what} space may start isolated")
        if any(n < 1 for n in self.clouds.values()):
            raise ValueError("a cloud space holds at least 1 cloud token")


def parse_rows(rows: object, legend: str) -> list[str]:
    """`rows` checked to be 15 strings of 15 characters of `legend`. Raises ValueError."""
    if not isinstance(rows, list) or len(rows) != SIZE:
        raise ValueError(f"the board must be {SIZE} rows")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != SIZE:
            raise ValueError(f"row {r} must be a string of {SIZE} spaces")
        for c, ch in enumerate(row):
            if not (ch in legend or ch.isalpha()):
                raise ValueError(f"unknown space {ch!r} at ({r}, {c})")
    return rows
