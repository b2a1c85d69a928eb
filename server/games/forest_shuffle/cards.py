"""Forest Shuffle's cards, loaded once from cards.json and checked at load.

A species is what one tree card or one card half is: its types, cost, effect, bonus,
ongoing ability and points, held as data (`Action`, `Rule`) that the engine and
`scoring` interpret. A card is a tree card, a split card with two `Half`s (top/bottom or
left/right), or a Winter card; card ids are stable (a card's id is its index).
Everything here is read-only after loading. The file's form is read by pydantic models
(`CardsData`); `load` raises ValueError with a readable reason, naming the bad field of a
file of the wrong form, or the rule of the published box the data breaks.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from server.games.base import parse_data

TREE_CARDS, TOP_BOTTOM_CARDS, LEFT_RIGHT_CARDS, WINTER_CARDS = 66, 48, 44, 3
REMOVED = MappingProxyType({2: 30, 3: 20, 4: 10, 5: 0})
HAND_LIMIT = 10
CLEARING_LIMIT = 10
SAPLING = "Sapling"
SIDES = ("top", "bottom", "left", "right")
POSITION_SIDES = MappingProxyType(
    {"tree": (), "top": ("top",), "bottom": ("bottom",), "side": ("left", "right")}
)
SHARES = ("", "pair", "any")
RESERVED_KEYS = ("cave", "total")
DRAW_WHEN = ("tree", "paw", "top", "bottom")

Schema = Mapping[str, tuple[frozenset[str], frozenset[str]]]
DATA = Path(__file__).with_name("cards.json")


def _schema(spec: dict[str, str]) -> Schema:
    """Each kind's required fields and (marked with ?) optional ones, from "a b ?c"."""
    return MappingProxyType(
        {
            kind: (
                frozenset(f for f in fields.split() if not f.startswith("?")),
                frozenset(f[1:] for f in fields.split() if f.startswith("?")),
            )
            for kind, fields in spec.items()
        }
    )


RULE_FIELDS = _schema(
    {
        "flat": "each",
        "per_type": "type each",
        "per_species": "species each",
        "per_symbol": "each",
        "per_attached": "each",
        "per_full_tree": "each",
        "per_slot": "slot each",
        "if_species": "species each",
        "if_trees": "trees min each",
        "if_tree_species": "min each",
        "if_distinct": "type min each",
        "if_sharing": "each",
        "if_type_on_tree": "type each",
        "on_tree": "tree each",
        "most_trees": "trees each most",
        "set": "table",
        "sets_of_different": "table",
    }
)
GROUP_RULES = frozenset({"sets_of_different"})  # scored once for all species of a group
ACTION_FIELDS = _schema(
    {
        "draw": "n",
        "extra_turn": "",
        "free_play": "type ?any_number",
        "draw_per_species": "species",
        "draw_per_type": "type",
        "draw_on_play": "when n",
        "clearing_to_cave": "",
        "hand_to_cave_draw": "",
        "play_any": "",
    }
)


@dataclass(frozen=True, slots=True)
class Rule:
    """One way a species scores; `kind` says which fields matter (see RULE_FIELDS)."""

    kind: str
    each: int = 0
    most: int = 0
    min: int = 0
    type: str = ""
    species: str = ""
    tree: str = ""
    trees: str = ""  # a tree species, or "all" for every tree (saplings, bees)
    slot: str = ""
    table: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a card does when played (effect, bonus) or while in the forest (ongoing)."""

    kind: str
    n: int = 1
    type: str = ""
    species: str = ""
    when: str = ""
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class Boost:
    """A card that makes its tree count one more of its species, and one more tree."""

    trees: frozenset[str]
    total: bool


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Species:
    """A tree species or the species on a card half, with everything it does."""

    name: str
    position: str  # "tree", "top", "bottom" or "side" (left or right)
    types: frozenset[str]
    cost: int
    copies: int
    effect: tuple[Action, ...]
    bonus: tuple[Action, ...]
    ongoing: tuple[Action, ...]
    points: tuple[Rule, ...]
    share: str  # "" one card per slot, "pair" two of it may share, "any" any number
    boost: Boost | None
    cave: bool  # with this species in the forest, the cave scores
    key: str  # the score key: the species' name, or its group's ("butterflies")
    aliases: tuple[str, ...]
    text: Mapping[str, str]

    def __repr__(self) -> str:
        return f"Species({self.name!r})"

    @property
    def is_tree(self) -> bool:
        """True for the eight tree species."""
        return self.position == "tree"


@dataclass(frozen=True, slots=True)
class Half:
    """One half of a split card: the species shown when that half is played, and its tree."""

    card: int
    side: str
    species: Species
    symbol: str


@dataclass(frozen=True, slots=True)
class Card:
    """A physical card: a tree (`tree` set), a split card (two `halves`) or a Winter card."""

    id: int
    kind: str  # "tree", "top_bottom", "left_right" or "winter"
    tree: Species | None = None
    halves: tuple[Half, ...] = ()

    def half(self, side: str) -> Half:
        """The half of this card shown in a slot on `side`. Raises ValueError if it has none."""
        for half in self.halves:
            if half.side == side:
                return half
        raise ValueError(f"card {self.id} has no {side} half")


@dataclass(frozen=True, slots=True)
class Catalogue:
    """All the checked card data."""

    trees: tuple[str, ...]
    types: frozenset[str]
    species: Mapping[str, Species]  # by canonical name, in file order
    names: Mapping[str, Species]  # by canonical name and by alias
    cards: tuple[Card, ...]
    removed: Mapping[int, int]
    players: tuple[int, int]
    hand_limit: int
    clearing_limit: int
    sapling_cost: int
    cave_each: int
    text: Mapping[str, str]  # "sapling" and "cave"

    def lookup(self, name: str) -> Species:
        """The species called `name` (or an alias). Raises ValueError if there is none."""
        try:
            return self.names[name]
        except (KeyError, TypeError):
            raise ValueError(f"unknown species {name!r}") from None


# -- the file's form ------------------------------------------------------------------------

Count = Annotated[int, Field(ge=0)]
Positive = Annotated[int, Field(ge=1)]


class Data(BaseModel):
    """A part of cards.json: whole numbers are numbers, no field but those named."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Term(Data):
    """A rule or an action as the file gives it: its `kind`, and the fields that kind
    takes (RULE_FIELDS, ACTION_FIELDS); the others keep their defaults."""

    kind: str
    each: Count = 0
    most: Count = 0
    min: Count = 0
    n: Positive = 1
    type: str = ""
    species: str = ""
    tree: str = ""
    trees: str = ""
    slot: str = ""
    when: str = ""
    table: list[Count] = Field(default_factory=list)
    any_number: bool = False

    def check(self, schema: Schema, names: Mapping[str, Collection[str]], where: str) -> None:
        """Raises ValueError unless the kind is known, it has the fields its kind takes
        and each field names one of the `names` it may name."""
        if self.kind not in schema:
            raise ValueError(f"{where}.kind: unexpected value {self.kind!r}")
        required, optional = schema[self.kind]
        given = self.model_fields_set - {"kind"}
        if missing := required - given:
            raise ValueError(f"{where}: missing {', '.join(sorted(missing))}")
        if extra := given - required - optional:
            raise ValueError(f"{where}: unknown field {', '.join(sorted(extra))}")
        for name in sorted(given & names.keys()):
            value = getattr(self, name)
            if value not in names[name]:
                raise ValueError(f"{where}.{name}: unexpected value {value!r}")
        if "table" in given and not self.table:
            raise ValueError(f"{where}.table: empty")

    def rule(self) -> Rule:
        return Rule(
            self.kind,
            self.each,
            self.most,
            self.min,
            self.type,
            self.species,
            self.tree,
            self.trees,
            self.slot,
            tuple(self.table),
        )

    def action(self) -> Action:
        return Action(self.kind, self.n, self.type, self.species, self.when, self.any_number)


class BoostData(Data):
    trees: list[str]
    total: bool


class SpeciesData(Data):
    name: str
    position: Literal["tree", "top", "bottom", "side"]
    types: list[str]
    cost: Count
    copies: Positive
    text: dict[str, str]
    symbols: list[str] | dict[str, list[str]] = Field(default_factory=dict)
    effect: list[Term] = Field(default_factory=list)
    bonus: list[Term] = Field(default_factory=list)
    ongoing: list[Term] = Field(default_factory=list)
    points: list[Term] = Field(default_factory=list)
    share: Literal["", "pair", "any"] = ""
    boost: BoostData | None = None
    cave: bool = False
    group: str | None = None
    aliases: list[str] = Field(default_factory=list)


class HalfData(Data):
    species: str
    symbol: str


class CardData(Data):
    id: Count
    tree: str | None = None
    winter: Literal[True] | None = None
    top: HalfData | None = None
    bottom: HalfData | None = None
    left: HalfData | None = None
    right: HalfData | None = None


class PlayersData(Data):
    min: Positive
    max: Positive


class SaplingData(Data):
    cost: Count
    text: str


class CaveData(Data):
    each: Count
    text: str


class CardsData(Data):
    """cards.json."""

    about: str
    trees: list[str]
    types: list[str]
    players: PlayersData
    removed: dict[str, Count]
    hand_limit: Count
    clearing_limit: Count
    sapling: SaplingData
    cave: CaveData
    species: list[SpeciesData]
    cards: list[CardData]


def _known(value: str, allowed: Collection[str], where: str) -> str:
    """`value`, checked to be one of `allowed`. Raises ValueError."""
    if value not in allowed:
        raise ValueError(f"{where}: unexpected value {value!r}")
    return value


def _named(values: Collection[str], allowed: Collection[str], where: str) -> tuple[str, ...]:
    """`values`, each checked to be one of `allowed`. Raises ValueError."""
    return tuple(_known(value, allowed, f"{where}[{i}]") for i, value in enumerate(values))


# -- species -------------------------------------------------------------------------------


def _species(
    raw: SpeciesData, names: Mapping[str, Collection[str]], trees: tuple[str, ...]
) -> tuple[Species, dict[str, tuple[str, ...]]]:
    """One species and the tree symbols its halves show, per side. Raises ValueError."""
    where = f"species {raw.name!r}"
    terms = {"effect": raw.effect, "bonus": raw.bonus, "ongoing": raw.ongoing}
    for part, items in terms.items():
        for i, term in enumerate(items):
            term.check(ACTION_FIELDS, names, f"{where}.{part}[{i}]")
    for i, term in enumerate(raw.points):
        term.check(RULE_FIELDS, names, f"{where}.points[{i}]")
    boost = None
    if raw.boost is not None:
        boost = Boost(
            frozenset(_named(raw.boost.trees, trees, f"{where}.boost.trees")), raw.boost.total
        )
    species = Species(
        name=raw.name,
        position=raw.position,
        types=frozenset(_named(raw.types, names["type"], f"{where}.types")),
        cost=raw.cost,
        copies=raw.copies,
        effect=tuple(t.action() for t in raw.effect),
        bonus=tuple(t.action() for t in raw.bonus),
        ongoing=tuple(t.action() for t in raw.ongoing),
        points=tuple(t.rule() for t in raw.points),
        share=raw.share,
        boost=boost,
        cave=raw.cave,
        key=raw.name if raw.group is None else raw.group,
        aliases=tuple(raw.aliases),
        text=MappingProxyType(dict(raw.text)),
    )
    return species, _symbols(raw.symbols, where, raw.position, trees)


def _symbols(
    raw: list[str] | dict[str, list[str]], where: str, position: str, trees: tuple[str, ...]
) -> dict[str, tuple[str, ...]]:
    """The declared tree symbols of a species' halves, by side ({} for trees)."""
    sides = POSITION_SIDES[position]
    if position in ("top", "bottom"):
        if not isinstance(raw, list):
            raise ValueError(f"{where}.symbols: expected a list")
        return {position: _named(raw, trees, f"{where}.symbols")}
    if not isinstance(raw, dict) or set(raw) != set(sides):
        raise ValueError(f"{where}.symbols: one list for each of {', '.join(sides) or 'none'}")
    return {side: _named(raw[side], trees, f"{where}.symbols.{side}") for side in sides}


def _check_species(all_species: list[Species], trees: tuple[str, ...]) -> None:
    """Names unique, the eight trees are the tree species, groups score alike."""
    names = Counter(n for s in all_species for n in (s.name, *s.aliases))
    if doubled := sorted(n for n, c in names.items() if c > 1):
        raise ValueError(f"species named twice: {', '.join(doubled)}")
    tree_species = tuple(s.name for s in all_species if s.is_tree)
    if tree_species != trees or len(set(trees)) != 8:
        raise ValueError(f"the tree species must be the 8 trees in order, not {tree_species}")
    for s in all_species:
        if s.is_tree != (s.types == {"tree"}):
            raise ValueError(f"species {s.name!r}: only trees, and trees only, have type tree")
        group_rules = [r for r in s.points if r.kind in GROUP_RULES]
        if group_rules and s.key == s.name:
            raise ValueError(f"species {s.name!r}: a set of different species needs a group")
    for s in all_species:
        if (
            s.name in RESERVED_KEYS
            or s.key in RESERVED_KEYS
            or (s.key != s.name and s.key in names)
        ):
            raise ValueError(f"species {s.name!r}: score key {s.key!r} is taken")
    by_key: dict[str, Species] = {}
    for s in all_species:
        first = by_key.setdefault(s.key, s)
        if first.points != s.points:
            raise ValueError(f"group {s.key!r}: {first.name} and {s.name} score differently")


# -- cards ---------------------------------------------------------------------------------

SPLIT_KINDS = {("top", "bottom"): "top_bottom", ("left", "right"): "left_right"}
KIND_COUNTS = {
    "tree": TREE_CARDS,
    "top_bottom": TOP_BOTTOM_CARDS,
    "left_right": LEFT_RIGHT_CARDS,
    "winter": WINTER_CARDS,
}


def _card(
    raw: CardData, index: int, species: Mapping[str, Species], trees: tuple[str, ...]
) -> Card:
    """The card at `index` in the list; its id must be its index. Raises ValueError."""
    where = f"cards[{index}]"
    if raw.id != index:
        raise ValueError(f"{where}: id {raw.id} is not its place in the list")
    keys = raw.model_fields_set - {"id"}
    if keys == {"tree"} and raw.tree is not None:
        return Card(index, "tree", tree=species.get(_known(raw.tree, trees, f"{where}.tree")))
    if keys == {"winter"}:
        return Card(index, "winter")
    sides = tuple(side for side in SIDES if side in keys)
    if sides not in SPLIT_KINDS or len(sides) != len(keys):
        raise ValueError(f"{where}: a card is a tree, a winter card, top+bottom or left+right")
    halves = tuple(_half(raw, f"{where}.{side}", index, side, species, trees) for side in sides)
    if halves[0].species is halves[1].species or halves[0].symbol == halves[1].symbol:
        raise ValueError(f"{where}: its two halves repeat a species or a tree symbol")
    return Card(index, SPLIT_KINDS[sides], halves=halves)


def _half(
    raw: CardData,
    where: str,
    card: int,
    side: str,
    species: Mapping[str, Species],
    trees: tuple[str, ...],
) -> Half:
    half: HalfData | None = getattr(raw, side)
    assert half is not None
    found = species[_known(half.species, species, f"{where}.species")]
    if side not in POSITION_SIDES[found.position]:
        raise ValueError(f"{where}: {found.name} ({found.position}) cannot be a {side} half")
    return Half(card, side, found, _known(half.symbol, trees, f"{where}.symbol"))


def _check_deck(
    cards: tuple[Card, ...],
    species: Mapping[str, Species],
    symbols: Mapping[str, dict[str, tuple[str, ...]]],
) -> None:
    """Card counts by kind, each species' copies and the tree symbols of its halves."""
    kinds = Counter(card.kind for card in cards)
    for kind, expected in KIND_COUNTS.items():
        if kinds[kind] != expected:
            raise ValueError(f"{expected} {kind} cards expected, found {kinds[kind]}")
    copies = Counter(card.tree.name for card in cards if card.tree)
    shown: dict[tuple[str, str], list[str]] = {}
    for card in cards:
        for half in card.halves:
            copies[half.species.name] += 1
            shown.setdefault((half.species.name, half.side), []).append(half.symbol)
    for s in species.values():
        if copies[s.name] != s.copies:
            raise ValueError(f"{s.name}: {s.copies} copies declared, {copies[s.name]} in cards")
        for side, declared in symbols[s.name].items():
            found = sorted(shown.get((s.name, side), []))
            if found != sorted(declared):
                raise ValueError(f"{s.name}: {side} tree symbols {found}, declared {declared}")


# -- the whole file ------------------------------------------------------------------------


def parse(raw: object) -> Catalogue:
    """The checked catalogue of the card data `raw` (cards.json's content).

    Raises ValueError, naming the place and the rule, when the data is of the wrong form
    (the bad field, by pydantic) or breaks the published box: card counts, copies, costs,
    tree symbols, halves, limits.
    """
    data = parse_data(CardsData, raw, DATA.name)
    trees, types = tuple(data.trees), frozenset(data.types)
    names: dict[str, Collection[str]] = {
        "type": types,
        "species": {s.name for s in data.species},
        "tree": trees,
        "trees": (*trees, "all"),
        "slot": SIDES,
        "when": DRAW_WHEN,
    }
    read = [_species(s, names, trees) for s in data.species]
    _check_species([s for s, _ in read], trees)
    species = {s.name: s for s, _ in read}
    cards = tuple(_card(c, i, species, trees) for i, c in enumerate(data.cards))
    _check_deck(cards, species, {s.name: sym for s, sym in read})
    if not all(k.isdigit() for k in data.removed):
        raise ValueError("removed: keys are player counts")
    catalogue = Catalogue(
        trees=trees,
        types=types,
        species=MappingProxyType(species),
        names=MappingProxyType({n: s for s in species.values() for n in (s.name, *s.aliases)}),
        cards=cards,
        removed=MappingProxyType({int(k): v for k, v in data.removed.items()}),
        players=(data.players.min, data.players.max),
        hand_limit=data.hand_limit,
        clearing_limit=data.clearing_limit,
        sapling_cost=data.sapling.cost,
        cave_each=data.cave.each,
        text=MappingProxyType({"sapling": data.sapling.text, "cave": data.cave.text}),
    )
    _check_limits(catalogue)
    return catalogue


def _check_limits(c: Catalogue) -> None:
    """Players, cards removed per player count, hand and clearing limits, free saplings."""
    if c.players != (min(REMOVED), max(REMOVED)):
        raise ValueError(f"players must be {min(REMOVED)}-{max(REMOVED)}, not {c.players}")
    if dict(c.removed) != dict(REMOVED):
        raise ValueError(f"cards removed per player count must be {dict(REMOVED)}")
    if (c.hand_limit, c.clearing_limit) != (HAND_LIMIT, CLEARING_LIMIT):
        raise ValueError(f"hand and clearing limits must be {HAND_LIMIT} and {CLEARING_LIMIT}")
    if c.sapling_cost != 0:
        raise ValueError("a sapling costs nothing")


def load(path: Path = DATA) -> Catalogue:
    """The checked catalogue in `path`. Raises ValueError when the data breaks a rule."""
    return parse(json.loads(path.read_text(encoding="utf-8")))


CATALOGUE = load()
