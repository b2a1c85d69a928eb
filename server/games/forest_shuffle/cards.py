"""Forest Shuffle's cards, loaded once from cards.json and checked at load.

A species is what one tree card or one card half is: its types, cost, effect, bonus,
ongoing ability and points, held as data (`Action`, `Rule`) that the engine and
`scoring` interpret. A card is a tree card, a split card with two `Half`s (top/bottom or
left/right), or a Winter card; card ids are stable (a card's id is its index).
Everything here is read-only after loading; `load` raises ValueError with a readable
reason when the data breaks a rule of the published box.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection, Mapping, Set
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TypeVar

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


# -- reading JSON values -----------------------------------------------------------------


def _obj(raw: object, where: str) -> dict[str, object]:
    if not isinstance(raw, dict) or not all(isinstance(k, str) for k in raw):
        raise ValueError(f"{where}: expected an object")
    return raw


def _fields(raw: Mapping[str, object], where: str, required: Set[str], optional: Set[str]) -> None:
    missing, extra = required - raw.keys(), raw.keys() - required - optional
    if missing:
        raise ValueError(f"{where}: missing {', '.join(sorted(missing))}")
    if extra:
        raise ValueError(f"{where}: unknown field {', '.join(sorted(extra))}")


def _int(raw: object, where: str, low: int = 0) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool) or raw < low:
        raise ValueError(f"{where}: expected a whole number of at least {low}, not {raw!r}")
    return raw


def _str(raw: object, where: str, allowed: Collection[str] | None = None) -> str:
    if not isinstance(raw, str) or (allowed is not None and raw not in allowed):
        raise ValueError(f"{where}: unexpected value {raw!r}")
    return raw


def _bool(raw: object, where: str) -> bool:
    if not isinstance(raw, bool):
        raise ValueError(f"{where}: expected true or false, not {raw!r}")
    return raw


def _list(raw: object, where: str) -> list[object]:
    if not isinstance(raw, list):
        raise ValueError(f"{where}: expected a list")
    return raw


def _strs(raw: object, where: str, allowed: Collection[str] | None = None) -> tuple[str, ...]:
    return tuple(_str(x, f"{where}[{i}]", allowed) for i, x in enumerate(_list(raw, where)))


class _Terms:
    """Reads rules and actions, checking each field against what it may name."""

    def __init__(self, trees: tuple[str, ...], types: frozenset[str], species: set[str]):
        self.names: dict[str, Collection[str]] = {
            "type": types,
            "species": species,
            "tree": trees,
            "trees": (*trees, "all"),
            "slot": SIDES,
            "when": DRAW_WHEN,
        }

    def read(self, raw: object, where: str, schema: Schema) -> list[tuple[str, dict[str, object]]]:
        """(kind, checked fields) for each item of the list `raw`."""
        out = []
        for i, item in enumerate(_list(raw, where)):
            at = f"{where}[{i}]"
            obj = _obj(item, at)
            kind = _str(obj.get("kind"), f"{at}.kind", schema)
            required, optional = schema[kind]
            _fields(obj, at, required | {"kind"}, optional)
            out.append((kind, {k: self._field(k, v, at) for k, v in obj.items() if k != "kind"}))
        return out

    def _field(self, name: str, raw: object, where: str) -> object:
        at = f"{where}.{name}"
        if name in self.names:
            return _str(raw, at, self.names[name])
        if name == "table":
            table = tuple(_int(x, at) for x in _list(raw, at))
            if not table:
                raise ValueError(f"{at}: empty")
            return table
        if name == "any_number":
            return _bool(raw, at)
        return _int(raw, at, 1 if name == "n" else 0)

    def rules(self, raw: object, where: str) -> tuple[Rule, ...]:
        """The checked list of points rules `raw`."""
        return tuple(
            Rule(
                kind,
                each=_got(f, "each", 0),
                most=_got(f, "most", 0),
                min=_got(f, "min", 0),
                type=_got(f, "type", ""),
                species=_got(f, "species", ""),
                tree=_got(f, "tree", ""),
                trees=_got(f, "trees", ""),
                slot=_got(f, "slot", ""),
                table=_got(f, "table", ()),
            )
            for kind, f in self.read(raw, where, RULE_FIELDS)
        )

    def actions(self, raw: object, where: str) -> tuple[Action, ...]:
        """The checked list of actions `raw`."""
        return tuple(
            Action(
                kind,
                n=_got(f, "n", 1),
                type=_got(f, "type", ""),
                species=_got(f, "species", ""),
                when=_got(f, "when", ""),
                any_number=_got(f, "any_number", False),
            )
            for kind, f in self.read(raw, where, ACTION_FIELDS)
        )


T = TypeVar("T")


def _got(fields: Mapping[str, object], name: str, default: T) -> T:
    value = fields.get(name, default)
    assert isinstance(value, type(default)), name  # checked by _Terms._field
    return value


# -- species -------------------------------------------------------------------------------

SPECIES_REQUIRED = {"name", "position", "types", "cost", "copies", "text"}
SPECIES_OPTIONAL = {"symbols", "effect", "bonus", "ongoing", "points", "share", "boost"}
SPECIES_OPTIONAL |= {"cave", "group", "aliases"}


def _species(
    raw: object, where: str, terms: _Terms, trees: tuple[str, ...], types: frozenset[str]
) -> tuple[Species, dict[str, tuple[str, ...]]]:
    """One species and the tree symbols its halves show, per side."""
    obj = _obj(raw, where)
    _fields(obj, where, SPECIES_REQUIRED, SPECIES_OPTIONAL)
    name = _str(obj["name"], f"{where}.name")
    where = f"species {name!r}"
    position = _str(obj["position"], f"{where}.position", POSITION_SIDES)
    text = _obj(obj["text"], f"{where}.text")
    boost = None
    if "boost" in obj:
        raw_boost = _obj(obj["boost"], f"{where}.boost")
        _fields(raw_boost, f"{where}.boost", {"trees", "total"}, set())
        boost = Boost(
            frozenset(_strs(raw_boost["trees"], f"{where}.boost.trees", trees)),
            _bool(raw_boost["total"], f"{where}.boost.total"),
        )
    species = Species(
        name=name,
        position=position,
        types=frozenset(_strs(obj["types"], f"{where}.types", types)),
        cost=_int(obj["cost"], f"{where}.cost"),
        copies=_int(obj["copies"], f"{where}.copies", 1),
        effect=terms.actions(obj.get("effect", []), f"{where}.effect"),
        bonus=terms.actions(obj.get("bonus", []), f"{where}.bonus"),
        ongoing=terms.actions(obj.get("ongoing", []), f"{where}.ongoing"),
        points=terms.rules(obj.get("points", []), f"{where}.points"),
        share=_str(obj.get("share", ""), f"{where}.share", SHARES),
        boost=boost,
        cave=_bool(obj.get("cave", False), f"{where}.cave"),
        key=_str(obj.get("group", name), f"{where}.group"),
        aliases=_strs(obj.get("aliases", []), f"{where}.aliases"),
        text=MappingProxyType({k: _str(v, f"{where}.text.{k}") for k, v in text.items()}),
    )
    return species, _symbols(obj.get("symbols", {}), where, position, trees)


def _symbols(
    raw: object, where: str, position: str, trees: tuple[str, ...]
) -> dict[str, tuple[str, ...]]:
    """The declared tree symbols of a species' halves, by side ({} for trees)."""
    sides = POSITION_SIDES[position]
    if position in ("top", "bottom"):
        return {position: _strs(raw, f"{where}.symbols", trees)}
    obj = _obj(raw, f"{where}.symbols")
    _fields(obj, f"{where}.symbols", set(sides), set())
    return {side: _strs(obj[side], f"{where}.symbols.{side}", trees) for side in sides}


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


def _card(raw: object, index: int, species: Mapping[str, Species], trees: tuple[str, ...]) -> Card:
    """The card at `index` in the list; its id must be its index."""
    where = f"cards[{index}]"
    obj = _obj(raw, where)
    if _int(obj.get("id"), f"{where}.id") != index:
        raise ValueError(f"{where}: id {obj.get('id')} is not its place in the list")
    keys = set(obj) - {"id"}
    if keys == {"tree"}:
        tree = species.get(_str(obj["tree"], f"{where}.tree", trees))
        return Card(index, "tree", tree=tree)
    if keys == {"winter"} and obj["winter"] is True:
        return Card(index, "winter")
    sides = tuple(side for side in SIDES if side in keys)
    if sides not in SPLIT_KINDS or len(sides) != len(keys):
        raise ValueError(f"{where}: a card is a tree, a winter card, top+bottom or left+right")
    halves = tuple(
        _half(obj[side], f"{where}.{side}", index, side, species, trees) for side in sides
    )
    if halves[0].species is halves[1].species or halves[0].symbol == halves[1].symbol:
        raise ValueError(f"{where}: its two halves repeat a species or a tree symbol")
    return Card(index, SPLIT_KINDS[sides], halves=halves)


def _half(
    raw: object,
    where: str,
    card: int,
    side: str,
    species: Mapping[str, Species],
    trees: tuple[str, ...],
) -> Half:
    obj = _obj(raw, where)
    _fields(obj, where, {"species", "symbol"}, set())
    found = species.get(_str(obj["species"], f"{where}.species", species))
    assert found is not None
    if side not in POSITION_SIDES[found.position]:
        raise ValueError(f"{where}: {found.name} ({found.position}) cannot be a {side} half")
    return Half(card, side, found, _str(obj["symbol"], f"{where}.symbol", trees))


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

TOP_REQUIRED = {"about", "trees", "types", "players", "removed", "hand_limit", "clearing_limit"}
TOP_REQUIRED |= {"sapling", "cave", "species", "cards"}


def parse(raw: object) -> Catalogue:
    """The checked catalogue of the card data `raw` (cards.json's content).

    Raises ValueError, naming the place and the rule, when the data is malformed or breaks
    the published box: card counts, copies, costs, tree symbols, halves, limits.
    """
    top = _obj(raw, "cards.json")
    _fields(top, "cards.json", TOP_REQUIRED, set())
    trees = _strs(top["trees"], "trees")
    types = frozenset(_strs(top["types"], "types"))
    raw_species = _list(top["species"], "species")
    names = {_str(_obj(s, "species").get("name"), "species.name") for s in raw_species}
    terms = _Terms(trees, types, names)
    read = [_species(s, f"species[{i}]", terms, trees, types) for i, s in enumerate(raw_species)]
    _check_species([s for s, _ in read], trees)
    species = {s.name: s for s, _ in read}
    cards = tuple(_card(c, i, species, trees) for i, c in enumerate(_list(top["cards"], "cards")))
    _check_deck(cards, species, {s.name: sym for s, sym in read})
    catalogue = Catalogue(
        trees=trees,
        types=types,
        species=MappingProxyType(species),
        names=MappingProxyType({n: s for s in species.values() for n in (s.name, *s.aliases)}),
        cards=cards,
        removed=_removed(top["removed"]),
        players=_players(top["players"]),
        hand_limit=_int(top["hand_limit"], "hand_limit"),
        clearing_limit=_int(top["clearing_limit"], "clearing_limit"),
        sapling_cost=_int(_obj(top["sapling"], "sapling").get("cost"), "sapling.cost"),
        cave_each=_int(_obj(top["cave"], "cave").get("each"), "cave.each"),
        text=MappingProxyType(
            {k: _str(_obj(top[k], k).get("text"), f"{k}.text") for k in ("sapling", "cave")}
        ),
    )
    _check_limits(catalogue)
    return catalogue


def _removed(raw: object) -> Mapping[int, int]:
    obj = _obj(raw, "removed")
    if not all(k.isdigit() for k in obj):
        raise ValueError("removed: keys are player counts")
    return MappingProxyType({int(k): _int(v, f"removed.{k}") for k, v in obj.items()})


def _players(raw: object) -> tuple[int, int]:
    obj = _obj(raw, "players")
    _fields(obj, "players", {"min", "max"}, set())
    return _int(obj["min"], "players.min", 1), _int(obj["max"], "players.max", 1)


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


DATA = Path(__file__).with_name("cards.json")


def load(path: Path = DATA) -> Catalogue:
    """The checked catalogue in `path`. Raises ValueError when the data breaks a rule."""
    return parse(json.loads(path.read_text(encoding="utf-8")))


CATALOGUE = load()
