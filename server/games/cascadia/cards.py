"""The wildlife scoring cards, one rule per card: points from the tokens {(q, r): animal}.

Wildlife scoring reads only the tokens and where they are, so any layout scores. Where a
card leaves a choice the score is that of the best choice: elk A, B and D, hawk D and fox D
by `search.best_partition`; elk C and the family and intermediate cards by reading each
group as the sizes that score most (`best_reading`). The readings are in
docs/rules/cascadia.md.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import lru_cache
from itertools import combinations, pairwise

from server.games.cascadia.components import (
    COMPONENTS,
    VARIANTS,
    WILDLIFE,
    Card,
    Coord,
    D,
    Table,
    neighbours,
    step,
)
from server.games.cascadia.search import Block, best_partition

Tokens = Mapping[Coord, str]
Rule = Callable[[Tokens, Card], int]


# --- shared pieces -----------------------------------------------------------------------


def _cells(tokens: Tokens, animal: str) -> set[Coord]:
    return {cell for cell, a in tokens.items() if a == animal}


def _groups(cells: set[Coord]) -> list[list[Coord]]:
    """The connected groups of `cells`."""
    left, out = set(cells), []
    while left:
        todo, group = [left.pop()], []
        while todo:
            cell = todo.pop()
            group.append(cell)
            for other in neighbours(cell):
                if other in left:
                    left.remove(other)
                    todo.append(other)
        out.append(group)
    return out


def _table(card: Card) -> Table:
    if card.table is None:  # components.py checks that every card that needs one has one
        raise ValueError(f"card {card.name} has no points table")
    return card.table


def _around(tokens: Tokens, cells: Iterable[Coord]) -> Counter[str]:
    """How many tokens of each animal lie on `cells`."""
    return Counter(tokens[c] for c in cells if c in tokens)


def _twice(counts: Counter[str], but: str) -> int:
    """How many animals other than `but` are counted at least twice."""
    return sum(1 for animal, n in counts.items() if animal != but and n >= 2)


# --- the cards ---------------------------------------------------------------------------


@lru_cache(maxsize=256)
def best_reading(table: Table, size: int) -> int:
    """The most a group of `size` tokens scores by `table`, read as one group or as
    several smaller groups whose sizes add up to `size`."""
    best = [0] * (size + 1)  # best[n]: the most n tokens score
    for n in range(1, size + 1):
        best[n] = max(table(k) + best[n - k] for k in range(1, n + 1))
    return best[size]


def _per_group(animal: str, split: bool) -> Rule:
    """A rule: points for each connected group of `animal` by its size: the table's
    points for the whole group, or with `split` those of its best reading."""

    def rule(tokens: Tokens, card: Card) -> int:
        table = _table(card)
        sizes = [len(g) for g in _groups(_cells(tokens, animal))]
        return sum(best_reading(table, n) if split else table(n) for n in sizes)

    return rule


def _bear_pairs(tokens: Tokens, card: Card) -> int:
    return _table(card)(sum(len(g) == 2 for g in _groups(_cells(tokens, "bear"))))


def _bear_sizes(tokens: Tokens, card: Card) -> int:
    sizes = {len(g) for g in _groups(_cells(tokens, "bear"))}
    bonus = card.numbers["bonus"] if {1, 2, 3} <= sizes else 0
    return _per_group("bear", split=False)(tokens, card) + bonus


def _elk_lines(elk: set[Coord]) -> Iterator[tuple[Coord, ...]]:
    """Every straight line of one to four elk along a hex axis."""
    for cell in elk:
        for i in range(3):
            line = [cell]
            while len(line) < 4 and (nxt := step(line[-1], i)) in elk:
                line.append(nxt)
            for n in range(1, len(line) + 1):
                yield tuple(line[:n])


# single, pair, triangle, rhombus (two triangles on a shared edge) with one cell at the
# elk: the directions (D) of its other cells
_SHAPES: tuple[tuple[int, ...], ...] = (
    (),
    *((i,) for i in range(3)),
    *((i, (i + 1) % 6) for i in range(6)),
    *((i, (i - 1) % 6, (i + 1) % 6) for i in range(6)),
)
_SHAPE_MASKS = tuple((sum(1 << i for i in shape), shape) for shape in _SHAPES)


def _elk_shapes(elk: set[Coord]) -> Iterator[tuple[Coord, ...]]:
    """Every single, pair, triangle and rhombus of elk."""
    for cell in elk:
        around = neighbours(cell)
        near = sum(1 << i for i, c in enumerate(around) if c in elk)
        for mask, shape in _SHAPE_MASKS:
            if near & mask == mask:
                yield (cell, *(around[i] for i in shape))


def _elk_rings(elk: set[Coord]) -> Iterator[tuple[Coord, ...]]:
    """Every set of one to six elk that all touch one common cell (of any content): each
    elk alone once, then the larger sets around each cell."""
    yield from ((cell,) for cell in elk)
    centres = {c for cell in elk for c in neighbours(cell)}
    for centre in centres:
        ring = [c for c in neighbours(centre) if c in elk]
        for n in range(2, len(ring) + 1):
            yield from combinations(ring, n)


def _elk_best(formations: Callable[[set[Coord]], Iterable[tuple[Coord, ...]]]) -> Rule:
    """A rule: the best split of all elk into `formations`, each scored by its size."""

    def rule(tokens: Tokens, card: Card) -> int:
        table = _table(card)
        return best_partition((f, table(len(f))) for f in formations(_cells(tokens, "elk")))

    return rule


def _runs(tokens: Tokens) -> list[list[Coord]]:
    """The salmon runs: groups in which no salmon touches more than two others."""
    salmon = _cells(tokens, "salmon")
    return [
        g for g in _groups(salmon) if all(sum(n in salmon for n in neighbours(c)) <= 2 for c in g)
    ]


def _salmon_runs(tokens: Tokens, card: Card) -> int:
    table = _table(card)
    return sum(table(len(run)) for run in _runs(tokens))


def _salmon_neighbours(tokens: Tokens, card: Card) -> int:
    n = card.numbers
    total = 0
    for run in _runs(tokens):
        if len(run) >= n["min_run"]:
            near = {c for s in run for c in neighbours(s) if tokens.get(c, "salmon") != "salmon"}
            total += n["per_salmon"] * len(run) + n["per_neighbour"] * len(near)
    return total


def _lone(cells: set[Coord]) -> set[Coord]:
    """The cells of `cells` with no neighbour in `cells`."""
    return {c for c in cells if not any(n in cells for n in neighbours(c))}


def _sight_lines(hawks: set[Coord]) -> list[tuple[Coord, Coord, tuple[Coord, ...]]]:
    """Each line of sight once: two hawks on one hex line with at least one cell and no hawk
    between them (anything else between is no obstacle), with the cells between."""
    lines = []
    for i in range(3):
        dq, dr = D[i]
        rows: dict[int, list[tuple[int, Coord]]] = defaultdict(list)
        for q, r in hawks:
            rows[q * dr - r * dq].append((q if dq else -r, (q, r)))
        for row in rows.values():
            row.sort()
            for (at, a), (to, b) in pairwise(row):
                if to - at >= 2:
                    lines.append((a, b, tuple(step(a, i, k) for k in range(1, to - at))))
    return lines


def _hawks_alone(tokens: Tokens, card: Card) -> int:
    return _table(card)(len(_lone(_cells(tokens, "hawk"))))


def _hawks_alone_seeing(tokens: Tokens, card: Card) -> int:
    hawks = _cells(tokens, "hawk")
    seeing = {h for a, b, _ in _sight_lines(hawks) for h in (a, b)}
    return _table(card)(len(_lone(hawks) & seeing))


def _hawk_lines(tokens: Tokens, card: Card) -> int:
    return card.numbers["per_line"] * len(_sight_lines(_cells(tokens, "hawk")))


def _hawk_pairs(tokens: Tokens, card: Card) -> int:
    table = _table(card)
    hawks = _cells(tokens, "hawk")
    blocks: list[Block] = [((h,), 0) for h in hawks]
    for a, b, between in _sight_lines(hawks):
        blocks.append(((a, b), table(len(_around(tokens, between)))))
    return best_partition(blocks)


def _fox_each(measure: Callable[[Counter[str]], int]) -> Rule:
    """A rule: per fox, the table's points for `measure` of the tokens around it."""

    def rule(tokens: Tokens, card: Card) -> int:
        table = _table(card)
        return sum(table(measure(_around(tokens, neighbours(f)))) for f in _cells(tokens, "fox"))

    return rule


def _most_common_other(counts: Counter[str]) -> int:
    return max((n for animal, n in counts.items() if animal != "fox"), default=0)


def _fox_pairs(tokens: Tokens, card: Card) -> int:
    table = _table(card)
    foxes = _cells(tokens, "fox")
    blocks: list[Block] = [((f,), 0) for f in foxes]
    for a in foxes:
        for b in neighbours(a)[:3]:  # each adjacent pair once
            if b in foxes:
                around = (set(neighbours(a)) | set(neighbours(b))) - {a, b}
                blocks.append(((a, b), table(_twice(_around(tokens, around), "fox"))))
    return best_partition(blocks)


_RULES: Mapping[str, Rule] = {
    "bear-A": _bear_pairs,
    "bear-B": _per_group("bear", split=False),
    "bear-C": _bear_sizes,
    "bear-D": _per_group("bear", split=False),
    "elk-A": _elk_best(_elk_lines),
    "elk-B": _elk_best(_elk_shapes),
    "elk-C": _per_group("elk", split=True),
    "elk-D": _elk_best(_elk_rings),
    "salmon-A": _salmon_runs,
    "salmon-B": _salmon_runs,
    "salmon-C": _salmon_runs,
    "salmon-D": _salmon_neighbours,
    "hawk-A": _hawks_alone,
    "hawk-B": _hawks_alone_seeing,
    "hawk-C": _hawk_lines,
    "hawk-D": _hawk_pairs,
    "fox-A": _fox_each(len),
    "fox-B": _fox_each(lambda counts: _twice(counts, "fox")),
    "fox-C": _fox_each(_most_common_other),
    "fox-D": _fox_pairs,
}


def rule(card: object) -> tuple[Rule, Card]:
    """The rule and the data of the card named `card`. Raises ValueError if there is none."""
    if isinstance(card, str):
        if card in _RULES:
            return _RULES[card], COMPONENTS.cards[card]
        kind, _, animal = card.partition("-")
        if kind in VARIANTS and animal in WILDLIFE:
            return _per_group(animal, split=True), COMPONENTS.cards[kind]
    raise ValueError(
        f"unknown card {card!r}: 'bear-A' ... 'fox-D', 'family-<animal>', "
        f"'intermediate-<animal>' with an animal of {WILDLIFE}"
    )
