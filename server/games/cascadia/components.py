"""Cascadia's components, loaded once from components.json and checked; the hex grid.

Coordinates are axial (q, r). The six directions are `D`; direction i's opposite is
(i + 3) % 6. Drawn with pointed tops, x = q + r / 2 and y = r (y grows downwards), they are
east, north-east, north-west, west, south-west and south-east.

Tile edges: a placed tile's habitats are six letters, `edges[i]` being the edge that faces
`D[i]`. A keystone tile shows its habitat on all six. A two-habitat tile (habitat A, then
habitat B) at rotation 0 shows A on edges 0, 1, 2 and B on edges 3, 4, 5; rotation k turns
it by k edges, so edge i shows what edge (i - k) % 6 showed at rotation 0.

Everything here is read-only after loading.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, pairwise
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from server.games.base import parse_data

Coord = tuple[int, int]

D: tuple[Coord, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
HABITATS = ("F", "M", "P", "R", "W")
WILDLIFE = ("bear", "elk", "salmon", "hawk", "fox")
LETTERS = ("A", "B", "C", "D")
VARIANTS = ("family", "intermediate")
CARD_NAMES = tuple(f"{a}-{x}" for a in WILDLIFE for x in LETTERS) + VARIANTS
# the numbers that scoring.py reads from a card besides its points table; two cards have none
CARD_NUMBERS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "bear-C": ("bonus",),
        "salmon-D": ("min_run", "per_salmon", "per_neighbour"),
        "hawk-C": ("per_line",),
    }
)
TABLELESS = ("salmon-D", "hawk-C")
DATA = Path(__file__).with_name("components.json")


def opposite(i: int) -> int:
    """The direction opposite direction `i`."""
    return (i + 3) % 6


def step(cell: Coord, i: int, n: int = 1) -> Coord:
    """The cell `n` steps from `cell` in direction `i`."""
    dq, dr = D[i]
    return (cell[0] + n * dq, cell[1] + n * dr)


def neighbours(cell: Coord) -> tuple[Coord, ...]:
    """The six cells around `cell`, in direction order (`D`)."""
    q, r = cell
    return ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1))


def tile_edges(habitats: Sequence[str], rotation: int = 0) -> tuple[str, ...]:
    """The six edge habitats of a tile showing `habitats` (one or two) at `rotation`.

    Raises ValueError for anything but one or two habitats.
    """
    if len(habitats) == 1:
        return (habitats[0],) * 6
    if len(habitats) != 2:
        raise ValueError(f"a tile has one or two habitats, not {list(habitats)}")
    base = (habitats[0],) * 3 + (habitats[1],) * 3
    return tuple(base[(i - rotation) % 6] for i in range(6))


@dataclass(frozen=True, slots=True)
class Table:
    """Points by a count: `points[0]` for `first`, `points[1]` for `first + 1`, ..."""

    first: int
    points: tuple[int, ...]
    capped: bool  # a count past the last entry scores the last entry (else 0)

    def __call__(self, count: int) -> int:
        """The points for `count`; 0 below `first`."""
        i = count - self.first
        if i < 0:
            return 0
        if i < len(self.points):
            return self.points[i]
        return self.points[-1] if self.capped else 0


@dataclass(frozen=True, slots=True)
class Card:
    name: str
    table: Table | None
    numbers: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class Tile:
    id: int
    habitats: tuple[str, ...]
    wildlife: tuple[str, ...]

    @property
    def keystone(self) -> bool:
        return len(self.habitats) == 1

    def edges(self, rotation: int = 0) -> tuple[str, ...]:
        """This tile's six edge habitats at `rotation`."""
        return tile_edges(self.habitats, rotation)


@dataclass(frozen=True, slots=True)
class Placed:
    tile: Tile
    cell: Coord
    rotation: int


@dataclass(frozen=True, slots=True)
class Majority:
    solo_min_size: int
    solo_points: int
    two_largest: int
    two_tied: int
    largest: int
    second: int
    two_tied_largest: int
    more_tied_largest: int


@dataclass(frozen=True, slots=True)
class Components:
    tiles: tuple[Tile, ...]
    starters: tuple[tuple[Placed, ...], ...]
    wildlife_tokens: Mapping[str, int]
    nature_tokens: int
    tiles_by_players: Mapping[int, int]
    turns: int
    display: int
    cards: Mapping[str, Card]
    majority: Majority
    nature_token_points: int


class Data(BaseModel):
    """A part of components.json: no field but those named allowed."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class TileData(Data):
    id: int
    habitats: list[str]
    wildlife: list[str]

    def tile(self) -> Tile:
        return Tile(self.id, tuple(self.habitats), tuple(self.wildlife))


class PlacedData(TileData):
    q: int
    r: int
    rotation: int


class StarterData(Data):
    id: int
    tiles: list[PlacedData]


class TableData(Data):
    first: int = Field(alias="from")
    points: list[int]
    above: Literal["last", "nothing"]


class CardData(Data):
    about: str
    table: TableData | None = None
    numbers: dict[str, int] = {}


class SoloData(Data):
    min_size: int
    points: int


class TwoData(Data):
    largest: int
    tied_largest: int


class MoreData(Data):
    largest: int
    second: int
    two_tied_largest: int
    more_tied_largest: int


class MajorityData(Data):
    solo: SoloData
    two: TwoData
    three_four: MoreData


class ComponentsData(Data):
    """components.json; the `..._about` fields and `about` are words for people."""

    about: str
    habitats: list[str]
    wildlife: list[str]
    tiles: list[TileData]
    starters_about: str
    starters: list[StarterData]
    wildlife_tokens: dict[str, int]
    nature_tokens: int
    tiles_by_players_about: str
    tiles_by_players: dict[int, int]
    turns: int
    display: int
    tables_about: str
    cards: dict[str, CardData]
    majority_about: str
    majority: MajorityData
    nature_token_points: int


def _card(name: str, raw: CardData) -> Card:
    t = raw.table
    table = None if t is None else Table(t.first, tuple(t.points), t.above == "last")
    return Card(name, table, MappingProxyType(dict(raw.numbers)))


def _majority(raw: MajorityData) -> Majority:
    solo, two, more = raw.solo, raw.two, raw.three_four
    return Majority(
        solo.min_size,
        solo.points,
        two.largest,
        two.tied_largest,
        more.largest,
        more.second,
        more.two_tied_largest,
        more.more_tied_largest,
    )


def parse(raw: object) -> Components:
    """The components in `raw` (components.json's data), checked.

    Raises ValueError naming the bad field of data of the wrong form, or the component
    rule the data breaks.
    """
    data = parse_data(ComponentsData, raw, DATA.name)
    c = Components(
        tiles=tuple(t.tile() for t in data.tiles),
        starters=tuple(
            tuple(Placed(t.tile(), (t.q, t.r), t.rotation) for t in s.tiles) for s in data.starters
        ),
        wildlife_tokens=MappingProxyType(dict(data.wildlife_tokens)),
        nature_tokens=data.nature_tokens,
        tiles_by_players=MappingProxyType(dict(data.tiles_by_players)),
        turns=data.turns,
        display=data.display,
        cards=MappingProxyType({n: _card(n, c) for n, c in data.cards.items()}),
        majority=_majority(data.majority),
        nature_token_points=data.nature_token_points,
    )
    check(c)
    return c


def check(c: Components) -> None:
    """Raises ValueError, saying why, when `c` breaks a rule of the published components."""
    _check_tiles(c.tiles)
    _check_starters(c.starters, first_id=len(c.tiles))
    _check_counts(c)
    _check_cards(c.cards)
    _check_majority(c.majority)


def _check_tile(t: Tile) -> None:
    if len(set(t.habitats)) != len(t.habitats) or not 1 <= len(t.habitats) <= 2:
        raise ValueError(f"tile {t.id}: one or two different habitats, not {t.habitats}")
    if any(h not in HABITATS for h in t.habitats):
        raise ValueError(f"tile {t.id}: unknown habitat in {t.habitats}")
    if any(w not in WILDLIFE for w in t.wildlife) or len(set(t.wildlife)) != len(t.wildlife):
        raise ValueError(f"tile {t.id}: wildlife must be different known animals: {t.wildlife}")
    wanted = (1,) if t.keystone else (2, 3)
    if len(t.wildlife) not in wanted:
        kind = "a keystone" if t.keystone else "a two-habitat tile"
        raise ValueError(f"tile {t.id}: {kind} shows {wanted} wildlife, not {len(t.wildlife)}")


def _check_tiles(tiles: Sequence[Tile]) -> None:
    if [t.id for t in tiles] != list(range(85)):
        raise ValueError("85 habitat tiles with ids 0-84 in order")
    for t in tiles:
        _check_tile(t)
    keystones = [t for t in tiles if t.keystone]
    if len(keystones) != 25:
        raise ValueError(f"25 keystone tiles, not {len(keystones)}")
    three = sum(len(t.wildlife) == 3 for t in tiles)
    if three != 15:
        raise ValueError(f"15 tiles show three wildlife, not {three}")
    _expect(Counter(t.habitats[0] for t in keystones), HABITATS, 5, "keystones per habitat")
    _expect(Counter(h for t in tiles for h in t.habitats), HABITATS, 29, "tiles per habitat")
    _expect(Counter(w for t in tiles for w in t.wildlife), WILDLIFE, 32, "tiles per wildlife")
    pairs = Counter(frozenset(t.habitats) for t in tiles if not t.keystone)
    all_pairs = [frozenset(p) for p in combinations(HABITATS, 2)]
    _expect(pairs, all_pairs, 6, "tiles per habitat pair")


def _expect(counts: Mapping[Any, int], keys: Sequence[Any], each: int, what: str) -> None:
    wrong = {_name(k): counts.get(k, 0) for k in keys if counts.get(k, 0) != each}
    if wrong:
        raise ValueError(f"{what}: {each} each, got {wrong}")


def _name(key: str | frozenset[str]) -> str:
    return key if isinstance(key, str) else "".join(sorted(key))


def _check_starters(starters: Sequence[Sequence[Placed]], first_id: int) -> None:
    if len(starters) != 5:
        raise ValueError(f"5 starter sets, not {len(starters)}")
    ids = [p.tile.id for s in starters for p in s]
    if ids != list(range(first_id, first_id + 15)):
        raise ValueError(f"starter tiles have ids {first_id}-{first_id + 14} in order")
    for n, s in enumerate(starters):
        _check_starter(n, s)
    keystones = [s[0].tile for s in starters]
    if len({t.habitats for t in keystones}) != 5 or len({t.wildlife for t in keystones}) != 5:
        raise ValueError("the 5 starter keystones show 5 different habitats and wildlife")


def _check_starter(n: int, s: Sequence[Placed]) -> None:
    if len(s) != 3:
        raise ValueError(f"starter set {n}: 3 tiles, not {len(s)}")
    for p in s:
        _check_tile(p.tile)
        if not 0 <= p.rotation < 6:
            raise ValueError(f"starter set {n}: rotation {p.rotation} is not 0-5")
    kinds = [(p.tile.keystone, len(p.tile.wildlife)) for p in s]
    if kinds != [(True, 1), (False, 3), (False, 2)]:
        raise ValueError(f"starter set {n}: a keystone, a three- and a two-wildlife tile")
    cells = [p.cell for p in s]
    if any(b not in neighbours(a) for a, b in combinations(cells, 2)):
        raise ValueError(f"starter set {n}: its three tiles must touch each other")


def _check_counts(c: Components) -> None:
    if dict(c.wildlife_tokens) != dict.fromkeys(WILDLIFE, 20):
        raise ValueError("20 wildlife tokens of each of the 5 animals")
    if c.nature_tokens != 25:
        raise ValueError(f"25 nature tokens, not {c.nature_tokens}")
    wanted = {n: c.turns * max(n, 2) + 3 for n in (1, 2, 3, 4)}
    if dict(c.tiles_by_players) != wanted:
        raise ValueError(f"tiles by players: 20 per player + 3, solo as two: {wanted}")
    if c.turns != 20 or c.display != 4 or c.nature_token_points != 1:
        raise ValueError("20 turns, a display of 4, 1 point per nature token")


def _check_table(name: str, t: Table) -> None:
    if t.first < 0 or not t.points or t.points[0] <= 0:
        raise ValueError(f"card {name}: a table starts at a count >= 0 with positive points")
    if any(b <= a for a, b in pairwise(t.points)):
        raise ValueError(f"card {name}: points must grow with the count: {t.points}")


def _check_cards(cards: Mapping[str, Card]) -> None:
    if sorted(cards) != sorted(CARD_NAMES):
        raise ValueError(f"cards: exactly {', '.join(CARD_NAMES)}")
    for name, card in cards.items():
        needs = CARD_NUMBERS.get(name, ())
        if sorted(card.numbers) != sorted(needs) or any(v <= 0 for v in card.numbers.values()):
            raise ValueError(f"card {name}: positive numbers {needs or 'none'}")
        if (card.table is None) != (name in TABLELESS):
            raise ValueError(f"card {name}: {'no' if name in TABLELESS else 'a'} points table")
        if card.table is not None:
            _check_table(name, card.table)


def _check_majority(m: Majority) -> None:
    if not m.two_largest > m.two_tied > 0:
        raise ValueError("2 players: the largest scores more than a tie, both positive")
    if not m.largest > m.two_tied_largest > m.more_tied_largest > 0 < m.second < m.largest:
        raise ValueError("3-4 players: largest > two tied > more tied > 0, second in between")
    if m.solo_min_size <= 0 or m.solo_points <= 0:
        raise ValueError("solo: a positive size and bonus")


def load(path: Path = DATA) -> Components:
    """The components in `path`, checked. Raises ValueError as `parse` does."""
    return parse(json.loads(path.read_text()))


COMPONENTS = load()
