"""Cascadia's state and its setup. A state is never changed after `apply` returns it;
`apply` works on a `copy()`.

The tile stack and the bag are tuples whose order is secret; draws during play pick from
them with the state's `base.Rng` (see display.py). Setup uses the seed directly. They, the
tiles left out and an environment's tiles, tokens and free cells are replaced when they
change, never changed, so that a copy shares them. The tuples that states hold many of are
made once and shared: each (tile, rotation) pair (`PLACED`) and each cell around a tile
(cells.around).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

from pydantic import Field

from server.games.base import JSON, Options, Rng, edition_field
from server.games.cascadia.cells import around, reading_order
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.components import LETTERS, WILDLIFE, Coord, Placed, Tile
from server.i18n import N_

TILES: tuple[Tile, ...] = C.tiles + tuple(p.tile for s in C.starters for p in s)
# each tile's six edges in each rotation as a string of habitat letters ("FFFMMM")
EDGES = tuple(tuple("".join(t.edges(r)) for r in range(6)) for t in TILES)
SLOTS = C.display  # the display's tile-token pairs
PLAYER_COUNTS = (1, 2, 3, 4)
# the rules edition of new games: 2 sets the tokens a turn replaces aside until its wipes
# are over (docs/rules/cascadia.md, "Rules editions")
EDITION = 2


class Step(StrEnum):
    """Where the current seat is in its turn."""

    CHOOSE = "choose"  # replace tokens (overpopulation, nature tokens), then take a pair
    PLACE = "place"  # place the taken tile
    TOKEN = "token"  # place the taken wildlife token, or return it to the bag
    OVER = "over"


# each tile's (tile id, rotation) pairs, made once: environments share them
PLACED = tuple(tuple((tile, r) for r in range(6)) for tile in range(len(TILES)))


@dataclass(frozen=True, slots=True)
class Kept:
    """Numbers points.py worked out from an environment when it held `count` tiles (the
    largest corridors, by habitat) or tokens (the points of `cards`, in their order)."""

    count: int
    numbers: tuple[int, ...]
    cards: tuple[str, ...] = ()


@dataclass(slots=True)
class Player:
    """One seat's environment, nature tokens and turns.

    An environment only grows: a tile or a token once laid stays where it is. Its dicts are
    replaced when a tile or a token is laid, never changed, so that copies share them, and
    each new entry comes last: the first `count` entries are those an earlier state of the
    environment held. So the numbers kept by points.py (`sizes`, `points`) hold while the
    counts are the same, a copy takes them along, and points.py works out again only what
    the entries added since can change."""

    tiles: dict[Coord, tuple[int, int]]  # cell -> (tile id, rotation), shared (`PLACED`)
    tokens: dict[Coord, str]  # cell -> animal
    nature: int = 0
    turns: int = 0  # turns finished
    # the free cells beside a tile, in reading order (derived; replaced, never changed)
    frontier: tuple[Coord, ...] = ()
    sizes: Kept | None = field(default=None, compare=False, repr=False)  # derived
    points: Kept | None = field(default=None, compare=False, repr=False)  # derived

    def copy(self) -> Player:
        """A copy to change (it shares the dicts, which are replaced, never changed)."""
        return Player(
            self.tiles,
            self.tokens,
            self.nature,
            self.turns,
            self.frontier,
            self.sizes,
            self.points,
        )

    def put_tile(self, cell: Coord, tile: int, rotation: int) -> None:
        """Lay `tile` on the free `cell` and keep the frontier."""
        self.tiles = {**self.tiles, cell: PLACED[tile][rotation]}
        self.frontier = tuple(reading_order({*self.frontier, *around(cell)} - self.tiles.keys()))

    def put_token(self, cell: Coord, animal: str) -> None:
        """Lay a token of `animal` on the tile on `cell`."""
        self.tokens = {**self.tokens, cell: animal}


def frontier(tiles: dict[Coord, tuple[int, int]]) -> tuple[Coord, ...]:
    """The free cells beside `tiles`, in reading order."""
    return tuple(reading_order({n for cell in tiles for n in around(cell) if n not in tiles}))


@dataclass(slots=True)
class State:
    """A whole game: the table, the secrets (stack, tiles left out, bag, generator, seed)
    and where the current turn stands."""

    seed: int
    rng: Rng
    cards: tuple[str, ...]  # the scoring card of each animal, in WILDLIFE order
    stack: tuple[int, ...]  # tile ids; secret order
    unused: tuple[int, ...]  # tiles left out of the game at setup; secret
    bag: tuple[str, ...]  # wildlife tokens; secret order
    tiles: list[int | None]  # the display's tiles by slot (None: taken this turn)
    tokens: list[str | None]  # the display's tokens by slot
    nature: int  # nature tokens in the supply
    players: list[Player]
    removed_tiles: list[int] = field(default_factory=list)  # solo: out of the game
    removed_tokens: list[str] = field(default_factory=list)
    current: int | None = 0
    step: Step = Step.CHOOSE
    pending: tuple[int, str] | None = None  # the tile and token taken this turn
    taken: tuple[int, int] | None = None  # the slots they came from (tile, token)
    placed: Coord | None = None  # where this turn's tile went
    culled: bool = False  # the free replacement of three tokens was used this turn
    auto: list[str] = field(default_factory=list)  # automatic replacements this turn
    turn: int = 1  # the number of the turn being played, from 1
    majorities: bool = True  # the habitat majority bonuses are scored (a table option)
    aside: list[str] = field(default_factory=list)  # tokens replaced, not yet back in the bag
    edition: int = EDITION  # the rules edition the game is played under (see display.py)

    def copy(self, seat: int | None = None) -> State:
        """A copy to change. Given `seat`, only that seat's player is copied and the
        others are shared: the copy may then change no other seat's player."""
        if seat is None:
            players = [p.copy() for p in self.players]
        else:
            players = self.players[:]
            players[seat] = players[seat].copy()
        return State(
            self.seed,
            self.rng.copy(),
            self.cards,
            self.stack,
            self.unused,
            self.bag,
            self.tiles[:],
            self.tokens[:],
            self.nature,
            players,
            self.removed_tiles[:],
            self.removed_tokens[:],
            self.current,
            self.step,
            self.pending,
            self.taken,
            self.placed,
            self.culled,
            self.auto[:],
            self.turn,
            self.majorities,
            self.aside[:],
            self.edition,
        )


Letter = Literal["random", "A", "B", "C", "D"]
_CARD: dict[str, Any] = {
    "random": N_("Random"),
    "A": N_("Card A"),
    "B": N_("Card B"),
    "C": N_("Card C"),
    "D": N_("Card D"),
}
# each animal's option title, whole (translated where the options are shown)
_CARD_TITLES = {
    "bear": N_("Bear scoring card"),
    "elk": N_("Elk scoring card"),
    "salmon": N_("Salmon scoring card"),
    "hawk": N_("Hawk scoring card"),
    "fox": N_("Fox scoring card"),
}


def _card_field(animal: str) -> Any:
    """The option field of `animal`'s scoring card (pydantic's `Field` is untyped)."""
    return Field(default="random", title=_CARD_TITLES[animal], json_schema_extra={"choices": _CARD})


class CascadiaOptions(Options):
    """A Cascadia table's options: each animal's scoring card, or a variant's cards, and
    whether the habitat majority bonuses are scored."""

    bear: Letter = _card_field("bear")
    elk: Letter = _card_field("elk")
    salmon: Letter = _card_field("salmon")
    hawk: Letter = _card_field("hawk")
    fox: Letter = _card_field("fox")
    variant: Literal["standard", "family", "intermediate"] = Field(
        default="standard",
        title=N_("Scoring cards"),
        json_schema_extra={
            "choices": {
                "standard": N_("Standard (A-D)"),
                "family": N_("Family variant"),
                "intermediate": N_("Intermediate variant"),
            }
        },
    )
    edition: int = edition_field(EDITION)
    majorities: Literal["counted", "left-out"] = Field(
        default="counted",
        title=N_("Habitat majority bonuses"),
        json_schema_extra={
            "choices": {
                "counted": N_("Counted"),
                "left-out": N_("Left out (a family variant rule)"),
            }
        },
    )


def choose_cards(options: CascadiaOptions, rng: random.Random) -> tuple[str, ...]:
    """Each animal's card: the variant's, the chosen letter's, or a random letter's."""
    if options.variant != "standard":
        return tuple(f"{options.variant}-{a}" for a in WILDLIFE)
    letters = [getattr(options, a) for a in WILDLIFE]
    return tuple(
        f"{a}-{rng.choice(LETTERS) if x == 'random' else x}"
        for a, x in zip(WILDLIFE, letters, strict=True)
    )


def starting_player(starter: tuple[Placed, ...]) -> Player:
    """A player whose environment is `starter`, the three tiles as printed."""
    tiles = {p.cell: PLACED[p.tile.id][p.rotation] for p in starter}
    return Player(tiles, {}, frontier=frontier(tiles))


def new_state(players: int, seed: int, options: JSON) -> State:
    """A game set up as the rules say, its display not yet filled (see rules.new_game).

    Raises ValueError for a player count other than 1-4, a seed that is not a whole
    number, or options of the wrong form (pydantic's ValidationError is a ValueError).
    """
    if type(players) is not int or players not in PLAYER_COUNTS:
        raise ValueError("Cascadia is for 1 to 4 players")
    if type(seed) is not int:
        raise ValueError("the seed must be a whole number")
    chosen = CascadiaOptions.model_validate(options)
    rng = random.Random(seed)
    cards = choose_cards(chosen, rng)
    tiles = [t.id for t in C.tiles]
    rng.shuffle(tiles)
    count = C.tiles_by_players[players]
    starters = list(C.starters)
    rng.shuffle(starters)
    return State(
        seed=seed,
        rng=Rng(rng.getrandbits(64)),
        cards=cards,
        stack=tuple(sorted(tiles[:count])),
        unused=tuple(sorted(tiles[count:])),
        bag=tuple(a for a in WILDLIFE for _ in range(C.wildlife_tokens[a])),
        tiles=[None] * SLOTS,
        tokens=[None] * SLOTS,
        nature=C.nature_tokens,
        players=[starting_player(starters[i]) for i in range(players)],
        majorities=chosen.majorities == "counted",
        edition=chosen.edition,
    )
