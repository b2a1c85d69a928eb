"""The exact search behind the cards that leave a choice (elk A, B and D, hawk D, fox D):
the best split of tokens into scoring blocks. Readings: docs/rules/cascadia.md.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from operator import itemgetter

from server.games.cascadia.components import Coord

Block = tuple[tuple[Coord, ...], int]  # cells that may score together, and their points
_ROW_THEN_COLUMN = itemgetter(1, 0)


def best_partition(blocks: Iterable[Block]) -> int:
    """The most points a split of the blocks' cells into some of the blocks scores.

    Every cell must also be a block on its own. Exact: for each set of cells that blocks
    link, a memoised search over the cells still uncovered that always covers the first of
    them (cells in row order, so the search keeps a narrow front).
    """
    return sum(_solve(part) for part in _linked(list(blocks)))


def _linked(blocks: list[Block]) -> Iterator[list[Block]]:
    root: dict[Coord, Coord] = {}

    def find(cell: Coord) -> Coord:
        while root.setdefault(cell, cell) != cell:
            root[cell] = root[root[cell]]
            cell = root[cell]
        return cell

    for cells, _ in blocks:
        for cell in cells[1:]:
            root[find(cell)] = find(cells[0])
    parts: dict[Coord, list[Block]] = defaultdict(list)
    for block in blocks:
        parts[find(block[0][0])].append(block)
    return iter(parts.values())


def _solve(blocks: list[Block]) -> int:
    cells = sorted({c for block, _ in blocks for c in block}, key=_ROW_THEN_COLUMN)
    bit = {cell: 1 << i for i, cell in enumerate(cells)}
    found: dict[int, dict[int, int]] = defaultdict(dict)  # lowest bit -> {mask: points}
    for block, points in blocks:
        mask = 0
        for c in block:
            mask |= bit[c]
        first = found[mask & -mask]
        first[mask] = max(points, first.get(mask, points))
    options = {low: tuple(masks.items()) for low, masks in found.items()}
    memo = {0: 0}

    def best(rest: int) -> int:
        result = memo.get(rest)
        if result is None:
            result = 0
            for mask, points in options[rest & -rest]:
                if mask & rest == mask and (value := points + best(rest ^ mask)) > result:
                    result = value
            memo[rest] = result
        return result

    return best((1 << len(cells)) - 1)
