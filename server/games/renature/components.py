"""Renature's components, loaded once from components.json and checked.

Cells are numbered row * 15 + col. Everything here is read-only after loading.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

SIZE = 15
KINDS = ("turf", "bush", "pine", "oak")
NEUTRAL = "neutral"


@dataclass(frozen=True, slots=True)
class Token:
    id: int
    main: int
    minor: int
    back: int


@dataclass(frozen=True, slots=True)
class PlayerBoard:
    own: tuple[int, ...]  # plants per kind (KINDS order)
    neutral: tuple[int, ...]
    clouds: int


class Components:
    """The checked component data, with the board's neighbourhoods worked out."""

    def __init__(self, raw: dict[str, Any]) -> None:
        rows = raw["board"]["rows"]
        if len(rows) != SIZE or any(len(row) != SIZE for row in rows):
            raise ValueError("the board must be 15 x 15")
        self.rows: tuple[str, ...] = tuple(rows)
        cells = "".join(rows)
        self.brook = tuple(ch in ".S" for ch in cells)
        self.starts = frozenset(i for i, ch in enumerate(cells) if ch == "S")
        self.area_of: tuple[str | None, ...] = tuple(
            ch.upper() if ch not in ".S" else None for ch in cells
        )
        self.area_names = tuple(sorted({a for a in self.area_of if a}))
        self.area_cells = {
            a: tuple(i for i, x in enumerate(self.area_of) if x == a) for a in self.area_names
        }
        self.neighbours = tuple(tuple(_neighbours(i)) for i in range(SIZE * SIZE))
        self.brook_neighbours = tuple(
            tuple(j for j in self.neighbours[i] if self.brook[j]) for i in range(SIZE * SIZE)
        )
        self.area_neighbours = tuple(
            tuple(j for j in self.neighbours[i] if not self.brook[j]) for i in range(SIZE * SIZE)
        )
        self.area_brook = {
            a: tuple(sorted({j for i in cs for j in self.brook_neighbours[i]}))
            for a, cs in self.area_cells.items()
        }
        # areas that lie beside a brook cell
        self.areas_beside: tuple[tuple[str, ...], ...] = tuple(
            tuple(sorted({a for j in self.area_neighbours[i] if (a := self.area_of[j])}))
            for i in range(SIZE * SIZE)
        )
        self.board_clouds = {r * SIZE + c: n for r, c, n in raw["board"]["clouds"]}
        self.area_size = dict(raw["board"]["area_sizes"])
        self.animals: tuple[str, ...] = tuple(raw["animals"])
        self.kinds = KINDS
        self.value = {k: raw["plant_kinds"][k] for k in KINDS}
        self.supply = {
            colour: tuple(counts[k] for k in KINDS)
            for colour, counts in raw["plant_supply"].items()
        }
        self.cloud_tokens: int = raw["cloud_tokens"]
        self.boards = {
            int(n): PlayerBoard(
                tuple(b["own"][k] for k in KINDS),
                tuple(b["neutral"][k] for k in KINDS),
                b["clouds"],
            )
            for n, b in raw["player_boards"].items()
        }
        self.colours = {int(n): tuple(c) for n, c in raw["colours"].items()}
        self.dominoes_each = {int(n): d for n, d in raw["dominoes_each"].items()}
        self.hand_size: int = raw["hand_size"]
        self.start_scores = tuple(raw["start_scores"])
        self.joker_cost: int = raw["costs"]["joker"]
        self.extra_turn_cost: int = raw["costs"]["extra_turn"]
        self.dominoes = tuple(combinations_with_replacement(range(len(self.animals)), 2))
        tokens: list[Token] = []
        for t in raw["area_tokens"]:
            for _ in range(t["count"]):
                tokens.append(Token(len(tokens), t["main"], t["minor"], t["back"]))
        self.tokens = tuple(tokens)
        self._check()

    def _check(self) -> None:
        """Raise ValueError for data that breaks a rule of the rule texts."""
        self._check_areas()
        self._check_brook()
        self._check_pieces()
        for n in self.colours:
            self._check_supply_for(n)

    def _check_areas(self) -> None:
        if len(self.area_names) != 18:
            raise ValueError(f"the board must have 18 areas, not {len(self.area_names)}")
        for a, cs in self.area_cells.items():
            if len(cs) != self.area_size[a]:
                raise ValueError(
                    f"area {a} has {len(cs)} spaces, its size says {self.area_size[a]}"
                )
            if not _connected(set(cs), self.neighbours):
                raise ValueError(f"area {a} is not connected")
            if any(self.area_of[j] not in (None, a) for i in cs for j in self.neighbours[i]):
                raise ValueError(f"area {a} touches another area")

    def _check_brook(self) -> None:
        if len(self.starts) != 4:
            raise ValueError("the board must have 4 starting spaces")
        brook = {i for i in range(SIZE * SIZE) if self.brook[i]}
        if not _connected(brook, self.neighbours):
            raise ValueError("the brook must be one network")
        if any(not self.brook_neighbours[i] for i in brook):
            raise ValueError("no brook space may start isolated")
        if len(self.board_clouds) != 4 or sum(self.board_clouds.values()) != 5:
            raise ValueError("4 area spaces hold 5 cloud tokens at setup")
        if any(self.area_of[i] is None for i in self.board_clouds):
            raise ValueError("cloud tokens start on area spaces")

    def _check_pieces(self) -> None:
        if [self.value[k] for k in KINDS] != [1, 2, 3, 4]:
            raise ValueError("turf, bush, pine and oak are worth 1, 2, 3 and 4")
        if len(self.dominoes) != 55 or len(self.animals) != 10:
            raise ValueError("55 dominoes of 10 animals")
        if len(self.tokens) != 21:
            raise ValueError("21 area tokens")
        sizes = sorted(self.area_size.values())
        for size in set(sizes):
            if sum(t.main == size for t in self.tokens) < sizes.count(size):
                raise ValueError(f"too few area tokens of size {size}")
        if sum(sum(s) for s in self.supply.values()) != 74:
            raise ValueError("74 plants")

    def _check_supply_for(self, n: int) -> None:
        board = self.boards[n]
        if n * board.clouds + sum(self.board_clouds.values()) > self.cloud_tokens:
            raise ValueError(f"too few cloud tokens for {n} players")
        for kind in range(len(KINDS)):
            if n * board.neutral[kind] > self.supply[NEUTRAL][kind]:
                raise ValueError(f"too few neutral plants for {n} players")
            if any(board.own[kind] > self.supply[c][kind] for c in self.colours[n]):
                raise ValueError(f"too few plants for {n} players")
        if n * self.dominoes_each[n] > len(self.dominoes):
            raise ValueError(f"too few dominoes for {n} players")


def _neighbours(i: int) -> list[int]:
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
    return out


def _connected(cells: set[int], neighbours: tuple[tuple[int, ...], ...]) -> bool:
    if not cells:
        return True
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for j in neighbours[todo.pop()]:
            if j in cells and j not in seen:
                seen.add(j)
                todo.append(j)
    return seen == cells


DATA = Path(__file__).with_name("components.json")


def load(path: Path = DATA) -> Components:
    """The components in `path`, checked. Raises ValueError when they break a rule."""
    return Components(json.loads(path.read_text()))


COMPONENTS = load()
