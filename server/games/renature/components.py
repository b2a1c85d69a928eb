"""Renature's components, loaded once from components.json and checked (the Valley
boards are in valley.py).

Cells are numbered row * 15 + col. Everything here is read-only after loading.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

from server.games.renature.board import NEIGHBOURS, SIZE, Board, parse_rows

__all__ = ["COMPONENTS", "KINDS", "NEUTRAL", "SIZE", "Components", "PlayerBoard", "Token"]

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
    """The checked component data; `board` is the base game's board (its geometry is
    also kept under the names below, as the base game's rules and tests know them)."""

    def __init__(self, raw: dict[str, Any]) -> None:
        self.cloud_tokens: int = raw["cloud_tokens"]
        self.board = base_board(raw["board"], self.cloud_tokens)
        board = self.board
        self.rows = board.rows
        self.brook = board.domino
        self.starts = board.starts
        self.area_of = board.area_of
        self.area_names = board.area_names
        self.area_cells = board.area_cells
        self.neighbours = NEIGHBOURS
        self.brook_neighbours = board.domino_neighbours
        self.area_neighbours = board.areas.beside
        self.area_brook = board.area_domino
        self.areas_beside = board.areas_beside
        self.board_clouds = board.clouds
        self.area_size = dict(raw["board"]["area_sizes"])
        self.animals: tuple[str, ...] = tuple(raw["animals"])
        self.kinds = KINDS
        self.value = {k: raw["plant_kinds"][k] for k in KINDS}
        self.supply = {
            colour: tuple(counts[k] for k in KINDS)
            for colour, counts in raw["plant_supply"].items()
        }
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
        self._check_clouds()
        self._check_pieces()
        for n in self.colours:
            self._check_supply_for(n)
            check_clouds_for(self.board, self.boards[n], n)

    def _check_areas(self) -> None:
        if len(self.area_names) != 18:
            raise ValueError(f"the board must have 18 areas, not {len(self.area_names)}")
        for a, cs in self.area_cells.items():
            if len(cs) != self.area_size[a]:
                raise ValueError(
                    f"area {a} has {len(cs)} spaces, its size says {self.area_size[a]}"
                )

    def _check_clouds(self) -> None:
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
        for kind in range(len(KINDS)):
            if n * board.neutral[kind] > self.supply[NEUTRAL][kind]:
                raise ValueError(f"too few neutral plants for {n} players")
            if any(board.own[kind] > self.supply[c][kind] for c in self.colours[n]):
                raise ValueError(f"too few plants for {n} players")
        if n * self.dominoes_each[n] > len(self.dominoes):
            raise ValueError(f"too few dominoes for {n} players")


def base_board(raw: dict[str, Any], cloud_tokens: int) -> Board:
    """The base game's board from its data: rows of `.` brook space, `S` starting space
    (brook), `A`-`R` area spaces (lower case: holding cloud tokens, counted in `clouds`).
    Raises ValueError for data that breaks a rule."""
    cells = "".join(parse_rows(raw["rows"], ".S"))
    clouds: dict[int, int] = {}
    for r, c, n in raw["clouds"]:
        clouds[r * SIZE + c] = clouds.get(r * SIZE + c, 0) + n
    return Board(
        "base",
        raw["rows"],
        [ch.upper() if ch not in ".S" else None for ch in cells],
        starts=(i for i, ch in enumerate(cells) if ch == "S"),
        clouds=clouds,
        cloud_tokens=cloud_tokens,
    )


def check_clouds_for(board: Board, player_board: PlayerBoard, n: int) -> None:
    """Raise ValueError when `board` has too few cloud tokens for `n` player boards."""
    if n * player_board.clouds + sum(board.clouds.values()) > board.cloud_tokens:
        raise ValueError(f"too few cloud tokens for {n} players on the {board.name} board")


DATA = Path(__file__).with_name("components.json")


def load(path: Path = DATA) -> Components:
    """The components in `path`, checked. Raises ValueError when they break a rule."""
    return Components(json.loads(path.read_text()))


COMPONENTS = load()
