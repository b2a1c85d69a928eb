"""What one seat can do with its turn in one state, valued: the parts of a turn plan.

A plan's gain is the points it adds to the seat's score as the game stands (cards,
corridors, majority bonuses, a nature token), plus a simple value of open patterns
(`Weights`): tile edges meeting a neighbour's edge of the same habitat, a share of what a
second token beside the new one would add, a share of what a token on the new tile would
add later. The tile's part and the token's part are independent but for a token on the
new tile, so each tile's placements and each animal's token places are valued once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from server.games.cascadia.bots.corridors import Corridors, Facing, corridors
from server.games.cascadia.cells import reading_order
from server.games.cascadia.components import HABITATS, Coord, neighbours
from server.games.cascadia.moves import rotations
from server.games.cascadia.points import READS_ALL, animal_of, card_score, majority_bonuses
from server.games.cascadia.points import corridors as largest_corridors
from server.games.cascadia.state import EDGES, TILES, State


@dataclass(frozen=True, slots=True)
class Weights:
    """What a plan's gain counts besides points."""

    nature: float = 1.5  # a nature token: a point at the end, and a choice before that
    match: float = 0.15  # per tile edge meeting a neighbour's edge of the same habitat
    setup: float = 0.5  # share of the best gain a next token beside this one would add
    opening: float = 0.3  # share of the best gain a token on the new tile would add


WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class Choice:
    """Where a tile and its token go: the gain, the tile's cell and rotation, the token's
    cell (None: back to the bag)."""

    gain: float
    cell: Coord
    rotation: int
    token: Coord | None


@dataclass(frozen=True, slots=True)
class Spot:
    """A tile's best rotation on one free cell: what the tile adds there, and what a
    token on it would add later if it stays empty (`opening`)."""

    cell: Coord
    rotation: int
    gain: float
    opening: float


@dataclass
class Turn:
    """The valued parts of `seat`'s turn in `s`, each worked out once when first asked."""

    s: State
    seat: int
    weights: Weights = WEIGHTS
    cor: Corridors = field(init=False)
    base: dict[str, int] = field(init=False)  # card -> its points now
    others: dict[str, list[int]] = field(init=False)  # habitat -> other seats' largest
    affected: dict[str, list[str]] = field(init=False)  # animal -> cards its token changes
    _bonus: dict[tuple[str, int], int] = field(default_factory=dict)
    _facing: dict[Coord, Facing] = field(default_factory=dict)
    _edges: dict[tuple[Coord, str], float] = field(default_factory=dict)
    _spots: dict[int, list[Spot]] = field(default_factory=dict)
    _gains: dict[tuple[str, Coord, bool], float] = field(default_factory=dict)
    _setups: dict[tuple[str, Coord], float] = field(default_factory=dict)
    _places: dict[str, list[tuple[float, Coord | None]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        p = self.s.players[self.seat]
        self.cor = corridors(p)
        self.base = {c: card_score(c, p.tokens) for c in self.s.cards}
        largest = [largest_corridors(q) for i, q in enumerate(self.s.players) if i != self.seat]
        self.others = {h: [o[h] for o in largest] for h in HABITATS}
        animals = [animal_of(c) for c in self.s.cards]
        self.affected = {
            a: [c for c in self.s.cards if c in READS_ALL or animal_of(c) == a] for a in animals
        }

    # ---------------------------------------------------------------- the tile

    def bonus(self, h: str, size: int) -> int:
        """The majority bonus of habitat `h` for a largest corridor of `size`."""
        found = self._bonus.get((h, size))
        if found is None:
            found = self._bonus[h, size] = majority_bonuses(self.s, [size, *self.others[h]])[0]
        return found

    def habitat_gain(self, h: str, size: int) -> float:
        """What a corridor of `size` in habitat `h` adds: a larger largest, its bonus."""
        old = self.cor.largest[h]
        if size <= old:
            return 0.0
        return size - old + self.bonus(h, size) - self.bonus(h, old)

    def edges_gain(self, cell: Coord, six: str) -> float:
        """What a tile with edges `six` on the free `cell` adds to corridors and bonuses,
        and for its edges that meet a neighbour's edge of the same habitat."""
        gain = self._edges.get((cell, six))
        if gain is None:
            facing = self._facing.get(cell)
            if facing is None:
                facing = self._facing[cell] = self.cor.facing(cell)
            merged, matches = self.cor.through(facing, six)
            gain = self.weights.match * matches
            gain += sum(self.habitat_gain(h, n) for h, n in merged.items())
            self._edges[cell, six] = gain
        return gain

    def spots(self, tile: int) -> list[Spot]:
        """`tile`'s best rotation on each free cell, in reading order."""
        found = self._spots.get(tile)
        if found is None:
            t = TILES[tile]
            found = self._spots[tile] = []
            for cell in self.s.players[self.seat].frontier:
                gain, rotation = max(
                    (self.edges_gain(cell, EDGES[tile][r]), -r) for r in rotations(tile)
                )
                most = max(self.token_gain(w, cell, t.keystone) for w in t.wildlife)
                opening = self.weights.opening * max(0.0, most)
                found.append(Spot(cell, -rotation, gain, opening))
        return found

    # ---------------------------------------------------------------- the token

    def cards(self, animal: str, tokens: dict[Coord, str]) -> int:
        """The points of the cards a token of `animal` can change, for `tokens`."""
        return sum(card_score(c, tokens) for c in self.affected[animal])

    def token_gain(self, animal: str, cell: Coord, keystone: bool) -> float:
        """What a token of `animal` on `cell` adds now: card points, a nature token."""
        key = (animal, cell, keystone)
        gain = self._gains.get(key)
        if gain is None:
            tokens = self.s.players[self.seat].tokens | {cell: animal}
            gain = self.cards(animal, tokens) - sum(self.base[c] for c in self.affected[animal])
            if keystone and self.s.nature > 0:
                gain += self.weights.nature
            self._gains[key] = gain
        return gain

    def setup(self, animal: str, cell: Coord) -> float:
        """A share of the most a second token of `animal`, on an empty tile beside `cell`
        that shows it, would add once a token of `animal` lies on `cell`."""
        found = self._setups.get((animal, cell))
        if found is None:
            p = self.s.players[self.seat]
            tokens = p.tokens | {cell: animal}
            now = self.cards(animal, tokens)
            most = 0
            for near in neighbours(cell):
                tile = p.tiles.get(near)
                if tile and near not in tokens and animal in TILES[tile[0]].wildlife:
                    most = max(most, self.cards(animal, tokens | {near: animal}) - now)
            found = self._setups[animal, cell] = self.weights.setup * most
        return found

    def token_value(self, animal: str, cell: Coord, keystone: bool) -> float:
        """A token of `animal` on `cell`: what it adds now and what it sets up."""
        return self.token_gain(animal, cell, keystone) + self.setup(animal, cell)

    def places(self, animal: str) -> list[tuple[float, Coord | None]]:
        """(value, cell) for a token of `animal` on each of the environment's empty tiles
        that show it, and (0, None): back to the bag."""
        found = self._places.get(animal)
        if found is None:
            p = self.s.players[self.seat]
            found = self._places[animal] = [(0.0, None)]
            for cell in reading_order(p.tiles):
                t = TILES[p.tiles[cell][0]]
                if cell not in p.tokens and animal in t.wildlife:
                    found.append((self.token_value(animal, cell, t.keystone), cell))
        return found

    def kept(self, animal: str) -> tuple[float, Coord | None]:
        """The best of `places(animal)` (the first of equals)."""
        return max(self.places(animal), key=lambda place: place[0])

    # ---------------------------------------------------------------- both

    def choices(self, tile: int, animal: str) -> list[Choice]:
        """The best placement of `tile` and a token of `animal` on each free cell."""
        kept, kept_cell = self.kept(animal)
        t = TILES[tile]
        shows = animal in t.wildlife
        out = []
        for spot in self.spots(tile):
            value, token = kept + spot.opening, kept_cell
            if shows and (here := self.token_value(animal, spot.cell, t.keystone)) > value:
                value, token = here, spot.cell
            out.append(Choice(spot.gain + value, spot.cell, spot.rotation, token))
        return out

    def choice(self, tile: int, animal: str) -> Choice:
        """The best of `choices` (the first of equals)."""
        return max(self.choices(tile, animal), key=lambda c: c.gain)

    def turned(self, c: Choice, tile: int, rotation: int) -> Choice:
        """Choice `c` of `tile` with the tile at `rotation` instead: only what its edges
        add changes (a token's places and values do not depend on the rotation)."""
        edges = EDGES[tile]
        gain = c.gain - self.edges_gain(c.cell, edges[c.rotation])
        return Choice(gain + self.edges_gain(c.cell, edges[rotation]), c.cell, rotation, c.token)
