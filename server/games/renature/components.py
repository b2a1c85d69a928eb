"""Renature's components, loaded once from components.json and checked (the Valley
boards are in valley.py): the file's form by pydantic models (a bad file raises a
ValidationError, a ValueError, naming the bad field), the rules by `Components`.

Cells are numbered row * 15 + col. Everything here is read-only after loading.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from server.games.base import read_data
from server.games.renature.board import NEIGHBOURS, SIZE, Board, parse_rows

__all__ = ["COMPONENTS", "KINDS", "NEUTRAL", "SIZE", "Components", "PlayerBoard", "Token"]

KINDS = ("turf", "bush", "pine", "oak")
NEUTRAL = "neutral"


class Data(BaseModel):
    """A part of a data file: every field required, no other field allowed."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Counts(Data):
    """Plants by kind."""

    turf: int
    bush: int
    pine: int
    oak: int

    def by_kind(self) -> tuple[int, ...]:
        """The counts in KINDS order."""
        return (self.turf, self.bush, self.pine, self.oak)


class BoardData(Data):
    legend: str
    rows: list[str]
    clouds: list[tuple[int, int, int]]  # (row, column, cloud tokens)
    area_sizes: dict[str, int]


class AreaTokenData(Data):
    main: int
    minor: int
    back: int
    count: int


class PlayerBoardData(Data):
    own: Counts
    neutral: Counts
    clouds: int


class Costs(Data):
    joker: int
    extra_turn: int


class ComponentsData(Data):
    """components.json."""

    about: str
    board: BoardData
    area_tokens: list[AreaTokenData]
    animals: list[str]
    plant_kinds: Counts
    plant_supply: dict[str, Counts]
    cloud_tokens: int
    player_boards: dict[int, PlayerBoardData]
    colours: dict[int, list[str]]
    dominoes_each: dict[int, int]
    hand_size: int
    start_scores: list[int]
    costs: Costs


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

    def __init__(self, raw: ComponentsData) -> None:
        self.cloud_tokens = raw.cloud_tokens
        self.board = base_board(raw.board, self.cloud_tokens)
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
        self.board_clouds = board.clouds
        self.area_size = dict(raw.board.area_sizes)
        self.animals = tuple(raw.animals)
        self.kinds = KINDS
        self.value = dict(zip(KINDS, raw.plant_kinds.by_kind(), strict=True))
        self.supply = {colour: counts.by_kind() for colour, counts in raw.plant_supply.items()}
        self.boards = {
            n: PlayerBoard(b.own.by_kind(), b.neutral.by_kind(), b.clouds)
            for n, b in raw.player_boards.items()
        }
        self.colours = {n: tuple(c) for n, c in raw.colours.items()}
        self.dominoes_each = dict(raw.dominoes_each)
        self.hand_size = raw.hand_size
        self.start_scores = tuple(raw.start_scores)
        self.joker_cost = raw.costs.joker
        self.extra_turn_cost = raw.costs.extra_turn
        self.dominoes = tuple(combinations_with_replacement(range(len(self.animals)), 2))
        tokens: list[Token] = []
        for t in raw.area_tokens:
            for _ in range(t.count):
                tokens.append(Token(len(tokens), t.main, t.minor, t.back))
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


def base_board(raw: BoardData, cloud_tokens: int) -> Board:
    """The base game's board from its data: rows of `.` brook space, `S` starting space
    (brook), `A`-`R` area spaces (lower case: holding cloud tokens, counted in `clouds`).
    Raises ValueError for data that breaks a rule."""
    cells = "".join(parse_rows(raw.rows, ".S"))
    clouds: dict[int, int] = {}
    for r, c, n in raw.clouds:
        clouds[r * SIZE + c] = clouds.get(r * SIZE + c, 0) + n
    return Board(
        "base",
        raw.rows,
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
    """The components in `path`, checked. Raises ValueError naming the bad field of a
    file of the wrong form, or the rule the components break."""
    raw = read_data(ComponentsData, path)
    try:
        return Components(raw)
    except ValueError as error:
        raise ValueError(f"{path.name}: {error}") from None


COMPONENTS = load()
