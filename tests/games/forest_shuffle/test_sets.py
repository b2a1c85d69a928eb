"""Sets of different cards: the search for the best split against brute force."""

from __future__ import annotations

from functools import cache
from itertools import combinations, product

import pytest

from server.games.forest_shuffle.scoring import best_sets, table_points

BUTTERFLIES = (0, 3, 6, 12, 20)


@cache
def brute_force(counts: tuple[int, ...], table: tuple[int, ...]) -> int:
    """Try every set holding a card of the first kind left, then split the rest."""
    if not any(counts):
        return 0
    first = next(i for i, c in enumerate(counts) if c)
    others = [i for i, c in enumerate(counts) if c and i != first]
    best = 0
    for size in range(len(others) + 1):
        for chosen in combinations(others, size):
            rest = list(counts)
            for i in (first, *chosen):
                rest[i] -= 1
            best = max(best, table_points(table, size + 1) + brute_force(tuple(rest), table))
    return best


@pytest.mark.parametrize("table", [BUTTERFLIES, (0, 5, 6, 7, 8), (1, 2, 30), (0, 10, 15, 20)])
def test_the_search_finds_the_best_split_for_every_small_forest(table: tuple[int, ...]) -> None:
    for counts in product(range(4), repeat=4):
        assert best_sets(counts, table) == brute_force(counts, table), counts


def test_five_kinds_of_butterfly_up_to_four_each() -> None:
    for counts in product(range(5), repeat=5):
        assert best_sets(counts, BUTTERFLIES) == brute_force(counts, BUTTERFLIES), counts


def test_it_is_a_search_not_taking_every_kind_each_time() -> None:
    # with these values two pairs (5 + 5) beat one set of four (7)
    assert best_sets((1, 1, 1, 1), (0, 5, 6, 7, 8)) == 10


def test_sets_of_points_tables() -> None:
    assert [table_points((1, 4, 9), n) for n in range(5)] == [0, 1, 4, 9, 9]
    assert best_sets((), BUTTERFLIES) == 0 and best_sets((0, 0), BUTTERFLIES) == 0
    assert best_sets((30, 30, 30, 30, 30), BUTTERFLIES) == 30 * 20
