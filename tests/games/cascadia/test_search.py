"""The best-split cards (elk A, B, D; hawk D; fox D) against a brute force.

The brute force tries every partition of the animal's tokens into groups, keeps those whose
every group is a formation by a definition written here independently of scoring.py, and
takes the best total. Small random environments, seeded.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from server.games.cascadia import scoring
from server.games.cascadia.components import COMPONENTS, WILDLIFE

Cell = tuple[int, int]
Tokens = dict[Cell, str]


def distance(a: Cell, b: Cell) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


SIX = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def around(cell: Cell) -> list[Cell]:
    return [(cell[0] + dq, cell[1] + dr) for dq, dr in SIX]


def on_one_axis(cells: list[Cell]) -> bool:
    """All on one row (same r), one column (same q) or one diagonal (same q + r)."""
    return any(len(set(keys)) == 1 for keys in zip(*[(q, r, q + r) for q, r in cells], strict=True))


def between(a: Cell, b: Cell) -> list[Cell]:
    n = distance(a, b)
    step = ((b[0] - a[0]) // n, (b[1] - a[1]) // n)
    return [(a[0] + k * step[0], a[1] + k * step[1]) for k in range(1, n)]


def partitions(items: list[Cell]) -> Iterator[list[list[Cell]]]:
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in partitions(rest):
        yield [[first], *part]
        for i in range(len(part)):
            yield [*part[:i], [first, *part[i]], *part[i + 1 :]]


def table(card: str) -> Callable[[int], int]:
    t = COMPONENTS.cards[card].table
    assert t is not None
    return t


def elk_line(_tokens: Tokens, g: list[Cell]) -> int | None:
    ends = max(distance(a, b) for a in g for b in g)
    ok = len(g) <= 4 and on_one_axis(g) and ends == len(g) - 1
    return table("elk-A")(len(g)) if ok else None


def elk_shape(_tokens: Tokens, g: list[Cell]) -> int | None:
    touching = sum(distance(a, b) == 1 for i, a in enumerate(g) for b in g[i + 1 :])
    ok = (len(g), touching) in {(1, 0), (2, 1), (3, 3), (4, 5)}
    return table("elk-B")(len(g)) if ok else None


def elk_ring(_tokens: Tokens, g: list[Cell]) -> int | None:
    ok = any(all(distance(c, x) == 1 for x in g) for c in around(g[0]))
    return table("elk-D")(len(g)) if ok else None


def hawk_pair(tokens: Tokens, g: list[Cell]) -> int | None:
    if len(g) == 1:
        return 0
    if len(g) != 2 or not on_one_axis(g) or distance(*g) < 2:
        return None
    cells = between(*g)
    if any(tokens.get(c) == "hawk" for c in cells):
        return None
    return table("hawk-D")(len({tokens[c] for c in cells if c in tokens}))


def fox_pair(tokens: Tokens, g: list[Cell]) -> int | None:
    if len(g) == 1:
        return 0
    if len(g) != 2 or distance(*g) != 1:
        return None
    cells = {c for f in g for c in around(f)} - set(g)
    counts = Counter(tokens[c] for c in cells if c in tokens and tokens[c] != "fox")
    return table("fox-D")(sum(n >= 2 for n in counts.values()))


CASES: dict[str, tuple[str, Callable[[Tokens, list[Cell]], int | None]]] = {
    "elk-A": ("elk", elk_line),
    "elk-B": ("elk", elk_shape),
    "elk-D": ("elk", elk_ring),
    "hawk-D": ("hawk", hawk_pair),
    "fox-D": ("fox", fox_pair),
}


def brute_force(tokens: Tokens, card: str) -> int:
    animal, value = CASES[card]
    items = sorted(c for c, a in tokens.items() if a == animal)
    best = 0
    for part in partitions(items):
        values = [value(tokens, g) for g in part]
        if all(v is not None for v in values):
            best = max(best, sum(v for v in values if v is not None))
    return best


def random_tokens(seed: int, card: str) -> Tokens:
    """Up to 8 of the card's animal among other tokens in a small area (dense for elk, mixed
    for hawks and foxes so that pairs have animals to score)."""
    rng = random.Random(f"{card}-{seed}")
    animal = CASES[card][0]
    size, share = (3, 0.6) if animal == "elk" else (4, 0.35)
    tokens: Tokens = {}
    while sum(a == animal for a in tokens.values()) < 8 and len(tokens) < size * size:
        cell = (rng.randrange(size), rng.randrange(size))
        tokens[cell] = animal if rng.random() < share else rng.choice(WILDLIFE)
    return tokens


@pytest.mark.parametrize("card", sorted(CASES))
@pytest.mark.parametrize("seed", range(12))
def test_best_split_equals_brute_force(card: str, seed: int) -> None:
    tokens = random_tokens(seed, card)
    assert scoring.card_points(tokens, card) == brute_force(tokens, card)
