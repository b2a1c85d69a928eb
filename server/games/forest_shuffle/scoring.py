"""Final scoring of a Forest Shuffle forest.

The public entry point is a fixed, documented API, used by tests and bug reports::

    from server.games.forest_shuffle import scoring
    scoring.score_forest(forest, opponents=()) -> dict[str, int]

    forest = {"trees": [{"tree": "Oak",            # a tree species, or "Sapling"
                         "top": [{"species": "Red Squirrel", "symbol": "Oak"}],
                         "bottom": [], "left": [], "right": []}],   # absent slots: empty
              "cave": 0}                             # cards in the cave; absent: 0

A dweller is the visible half: its species and that half's tree symbol. `opponents` are
forests in the same form (Linden and Great Spotted Woodpecker compare with them). The
result has one key per species present with the points of all its cards, "butterflies"
(all butterfly sets together), "cave" and "total"; see docs/rules/forest-shuffle.md.

The engine scores its own state without JSON through `score(Forest, opponents)`: a
`Forest` is `Stand`s whose slots hold anything with `species` and `symbol`, such as the
catalogue's `Half`s. Each species' points are data (its `Rule`s in cards.json) and
`RULES` / `GROUP_RULES` are their one interpreter.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import accumulate
from typing import NamedTuple, Protocol

from server.games.forest_shuffle.cards import CATALOGUE, SAPLING, SIDES, Boost, Rule, Species

GROUP_KEYS = tuple(dict.fromkeys(s.key for s in CATALOGUE.species.values() if s.key != s.name))
ORDER = {name: i for i, name in enumerate(CATALOGUE.species)}


class Shown(Protocol):
    """A card half as it lies in a slot: its species and its tree symbol."""

    @property
    def species(self) -> Species: ...

    @property
    def symbol(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Dweller:
    """A visible card half given by name (the JSON form's dweller)."""

    species: Species
    symbol: str


@dataclass(frozen=True, slots=True)
class Stand:
    """One tree of a forest (`tree` None: a sapling) and the cards in its four slots."""

    tree: Species | None
    top: tuple[Shown, ...] = ()
    bottom: tuple[Shown, ...] = ()
    left: tuple[Shown, ...] = ()
    right: tuple[Shown, ...] = ()

    def slots(self) -> tuple[tuple[Shown, ...], ...]:
        """The four slots in SIDES order."""
        return (self.top, self.bottom, self.left, self.right)

    def slot(self, side: str) -> tuple[Shown, ...]:
        """The cards in the slot on `side` ("" names no slot: the tree card itself)."""
        return self.slots()[SIDES.index(side)] if side else ()


@dataclass(frozen=True, slots=True)
class Forest:
    """A player's forest: its trees in play order and the number of cards in the cave."""

    stands: tuple[Stand, ...] = ()
    cave: int = 0


class Place(NamedTuple):
    """Where one card of a species lies: its tree, its slot ("" for a tree card), its symbol."""

    stand: Stand
    slot: str
    symbol: str


Counts = defaultdict[str, int]  # a count per name, 0 for a name not counted


def _counts() -> Counts:
    return defaultdict(int)


@dataclass(slots=True)
class Tally:
    """What the rules count in one forest, gathered in one pass by `tally`. Where the cards
    lie (`places`) is kept only for the species whose rules read it (`PLACED`); the cards
    of every species are counted (`cards`)."""

    cards: Counts = field(default_factory=_counts)  # by species name
    places: dict[str, list[Place]] = field(default_factory=dict)  # by name, species PLACED
    kinds: dict[str, Species] = field(default_factory=dict)  # the species present
    types: Counts = field(default_factory=_counts)  # cards per type; "tree": trees
    symbols: Counts = field(default_factory=_counts)  # cards showing each tree symbol
    slot_cards: Counts = field(default_factory=_counts)  # cards per slot side
    extra: Counts = field(default_factory=_counts)  # bees adding to a tree species
    trees: int = 0  # trees and saplings, plus the bees that count as a tree
    full_trees: int = 0  # trees with a card on each of the four sides

    def n(self, name: str) -> int:
        """The number of cards of the species `name`."""
        return self.cards.get(name, 0)

    def count(self, name: str) -> int:
        """Cards of the species `name`, plus the bees that count as one more of it."""
        return self.n(name) + self.extra.get(name, 0)

    def trees_of(self, which: str) -> int:
        """Trees of the species `which` ("all": every tree) as rules count them."""
        return self.trees if which == "all" else self.count(which)


def tally(forest: Forest, dwellers: bool = True) -> Tally:
    """Everything the points rules count in `forest`.

    With `dwellers` False, only what comparing trees needs: the tree cards, the bees and
    the number of trees (the cheap tally of an opponent).
    """
    t = Tally(trees=len(forest.stands))
    for stand in forest.stands:
        if stand.tree is not None:
            _add(t, stand.tree, stand, "", stand.tree.name)
        slots = stand.slots()
        if all(slots):
            t.full_trees += 1
        for side, cards in zip(SIDES, slots, strict=True):
            if not cards:
                continue
            t.slot_cards[side] += len(cards)
            for card in cards:
                if dwellers:
                    _add(t, card.species, stand, side, card.symbol)
                if card.species.boost is not None:
                    _boost(t, stand, card.species.boost)
    for name, n in t.cards.items():
        kind = t.kinds[name]
        if not kind.is_tree:
            for type_ in kind.types:
                t.types[type_] += n
    t.types["tree"] = len(forest.stands)
    return t


def _add(t: Tally, species: Species, stand: Stand, slot: str, symbol: str) -> None:
    """Count a card of `species` lying in `slot` of `stand` and showing `symbol`."""
    name = species.name
    if name not in t.kinds:
        t.kinds[name] = species
    t.cards[name] += 1
    t.symbols[symbol] += 1
    if name in PLACED:
        places = t.places.get(name)
        if places is None:
            places = t.places[name] = []
        places.append(Place(stand, slot, symbol))


def _boost(t: Tally, stand: Stand, boost: Boost) -> None:
    t.trees += boost.total
    if stand.tree is not None and stand.tree.name in boost.trees:
        t.extra[stand.tree.name] += 1


COMPARED = tuple(
    sorted(
        {r.trees for s in CATALOGUE.species.values() for r in s.points if r.kind == "most_trees"}
    )
)
"""The trees whose numbers species compare between forests ("all": every tree)."""


@dataclass(frozen=True, slots=True)
class Trees:
    """What comparing needs of a forest: its number of each of the `COMPARED` trees."""

    counts: Mapping[str, int]

    def trees_of(self, which: str) -> int:
        """Trees of the species `which` ("all": every tree) as rules count them."""
        return self.counts[which]


def compared_trees(t: Tally) -> Trees:
    """The `Trees` of the forest tallied in `t`."""
    return Trees({which: t.trees_of(which) for which in COMPARED})


class Context:
    """One forest's tally and, tallied on first use unless given, its opponents' trees."""

    def __init__(
        self,
        forest: Forest,
        opponents: Sequence[Forest],
        rivals: Sequence[Trees] | None = None,
        tallied: Tally | None = None,
    ) -> None:
        self.tally = tally(forest) if tallied is None else tallied
        self._opponents = opponents
        self._rivals = rivals

    def rivals(self) -> Sequence[Trees]:
        """The opponents' `Trees`."""
        if self._rivals is None:
            self._rivals = rival_tallies(self._opponents)
        return self._rivals


def rival_tallies(opponents: Sequence[Forest]) -> list[Trees]:
    """What comparing trees needs of each of `opponents` (see `score`)."""
    return [compared_trees(tally(o, dwellers=False)) for o in opponents]


# -- the interpreter: each rule kind, for all cards of one species -----------------------

RuleFn = Callable[[Rule, str, Context], int]


def _flat(r: Rule, name: str, c: Context) -> int:
    return r.each * c.tally.n(name)


def _per_type(r: Rule, name: str, c: Context) -> int:
    return r.each * c.tally.n(name) * c.tally.types[r.type]


def _per_species(r: Rule, name: str, c: Context) -> int:
    return r.each * c.tally.n(name) * c.tally.count(r.species)


def _per_symbol(r: Rule, name: str, c: Context) -> int:
    return r.each * sum(c.tally.symbols[p.symbol] for p in c.tally.places[name])


def _per_attached(r: Rule, name: str, c: Context) -> int:
    on_trees = (len(cards) for p in c.tally.places[name] for cards in p.stand.slots())
    return r.each * sum(on_trees)


def _per_full_tree(r: Rule, name: str, c: Context) -> int:
    return r.each * c.tally.n(name) * c.tally.full_trees


def _per_slot(r: Rule, name: str, c: Context) -> int:
    return r.each * c.tally.n(name) * c.tally.slot_cards[r.slot]


def _if(condition: bool, r: Rule, name: str, c: Context) -> int:
    return r.each * c.tally.n(name) if condition else 0


def _if_species(r: Rule, name: str, c: Context) -> int:
    return _if(c.tally.count(r.species) > 0, r, name, c)


def _if_trees(r: Rule, name: str, c: Context) -> int:
    return _if(c.tally.trees_of(r.trees) >= r.min, r, name, c)


def _if_tree_species(r: Rule, name: str, c: Context) -> int:
    kinds = sum(1 for s in c.tally.kinds.values() if s.is_tree)
    return _if(kinds >= r.min, r, name, c)


def _if_distinct(r: Rule, name: str, c: Context) -> int:
    kinds = sum(1 for s in c.tally.kinds.values() if r.type in s.types)
    return _if(kinds >= r.min, r, name, c)


def _if_sharing(r: Rule, name: str, c: Context) -> int:
    def shared(p: Place) -> bool:
        return sum(x.species.name == name for x in p.stand.slot(p.slot)) >= 2

    return r.each * sum(shared(p) for p in c.tally.places[name])


def _if_type_on_tree(r: Rule, name: str, c: Context) -> int:
    itself = r.type in c.tally.kinds[name].types  # a card is not its own neighbour

    def found(p: Place) -> bool:
        on_tree = sum(r.type in x.species.types for cards in p.stand.slots() for x in cards)
        return on_tree > itself

    return r.each * sum(found(p) for p in c.tally.places[name])


def _on_tree(r: Rule, name: str, c: Context) -> int:
    on = (p.stand.tree is not None and p.stand.tree.name == r.tree for p in c.tally.places[name])
    return r.each * sum(on)


def _most_trees(r: Rule, name: str, c: Context) -> int:
    mine = c.tally.trees_of(r.trees)
    most = all(mine >= rival.trees_of(r.trees) for rival in c.rivals())
    return (r.most if most else r.each) * c.tally.n(name)


def _set(r: Rule, name: str, c: Context) -> int:
    return table_points(r.table, c.tally.count(name))


RULES: Mapping[str, RuleFn] = {
    "flat": _flat,
    "per_type": _per_type,
    "per_species": _per_species,
    "per_symbol": _per_symbol,
    "per_attached": _per_attached,
    "per_full_tree": _per_full_tree,
    "per_slot": _per_slot,
    "if_species": _if_species,
    "if_trees": _if_trees,
    "if_tree_species": _if_tree_species,
    "if_distinct": _if_distinct,
    "if_sharing": _if_sharing,
    "if_type_on_tree": _if_type_on_tree,
    "on_tree": _on_tree,
    "most_trees": _most_trees,
    "set": _set,
}


def _sets_of_different(r: Rule, names: Sequence[str], c: Context) -> int:
    return best_sets(tuple(sorted((c.tally.count(n) for n in names), reverse=True)), r.table)


PLACE_RULES = frozenset({"per_symbol", "per_attached", "if_sharing", "if_type_on_tree", "on_tree"})
"""The rules that read where each card of their species lies (`Tally.places`)."""

PLACED = frozenset(
    s.name for s in CATALOGUE.species.values() if any(r.kind in PLACE_RULES for r in s.points)
)
"""The species scored by a rule of `PLACE_RULES`."""


GROUP_RULES: Mapping[str, Callable[[Rule, Sequence[str], Context], int]] = {
    "sets_of_different": _sets_of_different,
}


def table_points(table: Sequence[int], size: int) -> int:
    """Points of a set of `size` cards: table[size - 1], its last entry when larger, 0 if empty."""
    return table[min(size, len(table)) - 1] if size > 0 else 0


@lru_cache(maxsize=4096)
def best_sets(counts: tuple[int, ...], table: tuple[int, ...]) -> int:
    """The most points from splitting cards into sets with no kind twice in a set.

    `counts` holds the number of cards of each kind; a set of s cards scores
    `table_points(table, s)`; every card is in exactly one set. Every split is searched,
    each described by y[r], the number of sets holding at least r cards: a y that never
    grows describes a split of these cards exactly when y[1] + ... + y[r] is at least the
    sum of the r largest counts for each r, and equals the number of cards for the last
    (Gale-Ryser). The split scores the sum of y[r] * (points of r cards - of r - 1).
    """
    need = list(accumulate(sorted((x for x in counts if x > 0), reverse=True)))
    if not need:
        return 0
    total = need[-1]
    gain = [table_points(table, r + 1) - table_points(table, r) for r in range(len(need))]

    @cache
    def best(r: int, cap: int, used: int) -> int | None:
        if r == len(need):
            return 0 if used == total else None
        found = None
        for y in range(max(0, need[r] - used), min(cap, total - used) + 1):
            rest = best(r + 1, y, used + y)
            if rest is not None and (found is None or y * gain[r] + rest > found):
                found = y * gain[r] + rest
        return found

    result = best(0, total, 0)
    assert result is not None  # one set per card always fits
    return result


# -- scoring a forest ----------------------------------------------------------------------


def score(
    forest: Forest,
    opponents: Sequence[Forest] = (),
    rivals: Sequence[Trees] | None = None,
    tallied: Tally | None = None,
) -> dict[str, int]:
    """Points of `forest` against `opponents`: per score key, "cave" and "total".

    The keys are each species present (in the catalogue's order) with the points of all
    its cards, each group ("butterflies") whether present or not, "cave" and "total".
    `rivals`, when given, are the opponents' trees (`rival_tallies(opponents)`), for a
    caller that scores many forests against the same opponents; `tallied`, when given, is
    `tally(forest)`, for a caller that has it.
    """
    c = Context(forest, opponents, rivals, tallied)
    by_key: dict[str, list[Species]] = {}
    for species in sorted(c.tally.kinds.values(), key=lambda s: ORDER.get(s.name, len(ORDER))):
        by_key.setdefault(species.key, []).append(species)
    result = {key: _key_points(m, c) for key, m in by_key.items() if key not in GROUP_KEYS}
    for key in GROUP_KEYS:
        result[key] = _key_points(by_key[key], c) if key in by_key else 0
    cave = any(s.cave for s in c.tally.kinds.values())
    result["cave"] = forest.cave * CATALOGUE.cave_each if cave else 0
    result["total"] = sum(result.values())
    return result


def _key_points(members: Sequence[Species], c: Context) -> int:
    """The points of all cards of `members`, species scored under one key."""
    points = 0
    for rule in members[0].points:  # cards.py checks that a group's members score alike
        group = GROUP_RULES.get(rule.kind)
        if group is not None:
            points += group(rule, [s.name for s in members], c)
            continue
        scored = RULES[rule.kind]
        for species in members:
            points += scored(rule, species.name, c)
    return points


def score_forest(
    forest: Mapping[str, object], opponents: Sequence[Mapping[str, object]] = ()
) -> dict[str, int]:
    """Points of the JSON-form `forest` against `opponents` (see the module docstring).

    Raises ValueError when a forest is malformed: unknown species or tree names, a tree
    in a slot, a missing or unknown field, a negative cave.
    """
    return score(
        parse_forest(forest), [parse_forest(o, f"opponents[{i}]") for i, o in enumerate(opponents)]
    )


# -- the JSON form -------------------------------------------------------------------------


def parse_forest(raw: object, where: str = "forest") -> Forest:
    """The internal form of the JSON-form forest `raw`. Raises ValueError when malformed."""
    obj = _mapping(raw, where, required={"trees"}, optional={"cave"})
    cave = obj.get("cave", 0)
    if not isinstance(cave, int) or isinstance(cave, bool) or cave < 0:
        raise ValueError(f"{where}.cave: expected a whole number of cards, not {cave!r}")
    trees = _sequence(obj["trees"], f"{where}.trees")
    stands = tuple(_stand(t, f"{where}.trees[{i}]") for i, t in enumerate(trees))
    return Forest(stands, cave)


def _stand(raw: object, where: str) -> Stand:
    obj = _mapping(raw, where, required={"tree"}, optional=set(SIDES))
    name = obj["tree"]
    if name == SAPLING:
        tree = None
    elif isinstance(name, str) and name in CATALOGUE.trees:
        tree = CATALOGUE.species[name]
    else:
        raise ValueError(f"{where}.tree: unknown tree {name!r}")
    slots = {side: _slot(obj.get(side, ()), f"{where}.{side}") for side in SIDES}
    return Stand(tree, **slots)


DWELLERS: dict[tuple[object, object], Dweller] = {
    (name, symbol): Dweller(species, symbol)
    for name, species in CATALOGUE.names.items()
    if not species.is_tree
    for symbol in CATALOGUE.trees
}


def _slot(raw: object, where: str) -> tuple[Dweller, ...]:
    """The dwellers of one slot, checked."""
    out: list[Dweller] = []
    for item in _sequence(raw, where):
        out.append(_known(item) or _dweller(item, f"{where}[{len(out)}]"))
    return tuple(out)


def _known(item: object) -> Dweller | None:
    """The dweller a well-formed JSON object names, found at once; None otherwise."""
    if type(item) is not dict or len(item) != 2:
        return None
    try:
        return DWELLERS.get((item.get("species"), item.get("symbol")))
    except TypeError:  # an unhashable value: _dweller says what is wrong
        return None


def _dweller(raw: object, where: str) -> Dweller:
    """The dweller `raw`, checked. Raises ValueError saying what is wrong with it."""
    obj = _mapping(raw, where, required={"species", "symbol"}, optional=set())
    name = obj["species"]
    if not isinstance(name, str) or name not in CATALOGUE.names:
        raise ValueError(f"{where}.species: unknown species {name!r}")
    species = CATALOGUE.names[name]
    if species.is_tree:
        raise ValueError(f"{where}.species: {species.name} is a tree, not a card half")
    symbol = obj["symbol"]
    if not isinstance(symbol, str) or symbol not in CATALOGUE.trees:
        raise ValueError(f"{where}.symbol: unknown tree symbol {symbol!r}")
    return Dweller(species, symbol)


def _mapping(
    raw: object, where: str, required: set[str], optional: set[str]
) -> Mapping[str, object]:
    if not isinstance(raw, dict | Mapping):
        raise ValueError(f"{where}: expected an object")
    if missing := required - raw.keys():
        raise ValueError(f"{where}: missing {', '.join(sorted(missing))}")
    if extra := raw.keys() - required - optional:
        raise ValueError(f"{where}: unknown field {', '.join(sorted(map(str, extra)))}")
    return raw


def _sequence(raw: object, where: str) -> Sequence[object]:
    if not isinstance(raw, (list, tuple)):
        raise ValueError(f"{where}: expected a list")
    return raw
