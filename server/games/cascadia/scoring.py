"""Cascadia end-of-game scoring: wildlife scoring cards, habitat corridors, majorities.

The public API is fixed (tests and bug reports use it):

    from server.games.cascadia import scoring
    scoring.score_card(environment, "elk-D") -> int
    scoring.corridors(environment) -> {"F": n, "M": n, "P": n, "R": n, "W": n}
    scoring.majorities([{"F": 5, ...}, ...]) -> [{"F": points, ...}, ...]

An environment is {"tiles": [{"q": 0, "r": 0, "habitats": "F" or six letters, "token":
"bear"}, ...]} in axial coordinates; a one-letter habitat means all six edges, "token" may
be left out (components.py gives the directions and the edge order). The engine's fast path
skips that form: `card_points(tokens, card)` with tokens {(q, r): animal} and
`corridor_sizes(edges)` with edges {(q, r): six letters}; the JSON functions wrap them.

Wildlife scoring reads only the tokens and where they are, so any layout scores. Where a card
leaves a choice (elk A, B and D, hawk D, fox D) the score is that of the best choice, found
by an exact search (`_best_partition`). The readings are in docs/rules/cascadia.md.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import combinations, pairwise

from server.games.cascadia.components import (
    COMPONENTS,
    HABITATS,
    VARIANTS,
    WILDLIFE,
    Card,
    Coord,
    D,
    Table,
    neighbours,
    opposite,
    step,
)

Tokens = Mapping[Coord, str]
Edges = Mapping[Coord, Sequence[str]]
Rule = Callable[[Tokens, Card], int]
Block = tuple[tuple[Coord, ...], int]  # cells that may score together, and their points


# --- the JSON form ---------------------------------------------------------------------


def score_card(environment: object, card: str) -> int:
    """The points `card` ("bear-A" ... "fox-D", "family-elk", ...) gives `environment`.

    Raises ValueError for an unknown card or a malformed environment.
    """
    rule, data = _rule(card)
    tokens, _ = read_environment(environment)
    return rule(tokens, data)


def corridors(environment: object) -> dict[str, int]:
    """The size of the largest corridor of each habitat in `environment`: {"F": n, ...}.

    Raises ValueError for a malformed environment.
    """
    _, edges = read_environment(environment)
    return corridor_sizes(edges)


def majorities(players: object) -> list[dict[str, int]]:
    """Each player's majority bonus per habitat, from each one's largest corridors.

    `players` is one {habitat: size} per player (1-4 players; a habitat left out is 0).
    Raises ValueError for anything else.
    """
    if not isinstance(players, list | tuple) or not 1 <= len(players) <= 4:
        raise ValueError("majorities are for a list of 1-4 players")
    sizes = [_read_sizes(i, p) for i, p in enumerate(players)]
    out: list[dict[str, int]] = [{} for _ in sizes]
    for h in HABITATS:
        for row, points in zip(out, majority_points([s[h] for s in sizes]), strict=True):
            row[h] = points
    return out


def read_environment(environment: object) -> tuple[dict[Coord, str], dict[Coord, tuple[str, ...]]]:
    """The tokens {(q, r): animal} and edges {(q, r): six habitats} of `environment`.

    Raises ValueError when it is not of the documented form or two tiles share a cell.
    """
    tiles = environment.get("tiles") if isinstance(environment, Mapping) else None
    if not isinstance(tiles, list):
        raise ValueError('an environment is {"tiles": [...]}')
    tokens: dict[Coord, str] = {}
    edges: dict[Coord, tuple[str, ...]] = {}
    for i, tile in enumerate(tiles):
        cell, six, token = _read_tile(i, tile)
        if cell in edges:
            raise ValueError(f"tile {i}: a second tile at {cell}")
        edges[cell] = six
        if token is not None:
            tokens[cell] = token
    return tokens, edges


_TILE_KEYS = frozenset({"q", "r", "habitats", "token"})


def _read_tile(i: int, tile: object) -> tuple[Coord, tuple[str, ...], str | None]:
    if not isinstance(tile, Mapping):
        raise ValueError(f"tile {i}: not an object")
    if unknown := set(tile) - _TILE_KEYS:
        raise ValueError(f"tile {i}: unknown keys {sorted(map(str, unknown))}")
    q, r = tile.get("q"), tile.get("r")
    if type(q) is not int or type(r) is not int:
        raise ValueError(f"tile {i}: q and r must be integers")
    return (q, r), _read_habitats(i, tile.get("habitats")), _read_token(i, tile.get("token"))


def _read_habitats(i: int, habitats: object) -> tuple[str, ...]:
    if isinstance(habitats, str) and habitats in HABITATS:
        return (habitats,) * 6
    if (
        isinstance(habitats, list | tuple)
        and len(habitats) == 6
        and all(isinstance(h, str) and h in HABITATS for h in habitats)
    ):
        return tuple(habitats)
    raise ValueError(f"tile {i}: habitats are one of {HABITATS} or six of them, not {habitats!r}")


def _read_token(i: int, token: object) -> str | None:
    if token is None or (isinstance(token, str) and token in WILDLIFE):
        return token
    raise ValueError(f"tile {i}: a token is one of {WILDLIFE}, not {token!r}")


def _read_sizes(i: int, player: object) -> dict[str, int]:
    if not isinstance(player, Mapping):
        raise ValueError(f"player {i}: not an object")
    if unknown := set(player) - set(HABITATS):
        raise ValueError(f"player {i}: unknown habitats {sorted(map(str, unknown))}")
    sizes = {h: player.get(h, 0) for h in HABITATS}
    if any(type(n) is not int or n < 0 for n in sizes.values()):
        raise ValueError(f"player {i}: corridor sizes are whole numbers >= 0")
    return sizes


# --- the fast path -----------------------------------------------------------------------


def card_points(tokens: Tokens, card: str) -> int:
    """The points `card` gives the tokens {(q, r): animal}. Raises ValueError for a bad card."""
    rule, data = _rule(card)
    return rule(tokens, data)


def corridor_sizes(edges: Edges) -> dict[str, int]:
    """The largest corridor per habitat of the tiles {(q, r): six edge habitats}.

    A corridor is a connected group of tiles showing the habitat; two neighbouring tiles
    are joined for habitat X only where both facing edges show X.
    """
    return {h: _largest_corridor(edges, h) for h in HABITATS}


def _largest_corridor(edges: Edges, habitat: str) -> int:
    left = {cell for cell, six in edges.items() if habitat in six}
    best = 0
    while left:
        todo, size = [left.pop()], 0
        while todo:
            cell = todo.pop()
            size += 1
            for i, h in enumerate(edges[cell]):
                other = step(cell, i)
                if h == habitat and other in left and edges[other][opposite(i)] == habitat:
                    left.remove(other)
                    todo.append(other)
        best = max(best, size)
    return best


def majority_points(sizes: Sequence[int]) -> list[int]:
    """One habitat's majority bonus for each player, from each one's largest corridor.

    Solo: a bonus for a corridor of at least the minimum size. Two players: the largest
    wins, a tie gives both the smaller bonus. Three or four: the largest wins and a lone
    second is paid; two or more tied for the largest share a smaller bonus and no second
    is paid; a tie for second pays nothing. A size of 0 never earns a bonus. Raises
    ValueError unless there are 1-4 sizes.
    """
    if not 1 <= len(sizes) <= 4:
        raise ValueError(f"majorities are for 1-4 players, not {len(sizes)}")
    m = COMPONENTS.majority
    if len(sizes) == 1:
        return [m.solo_points if sizes[0] >= m.solo_min_size else 0]
    top = max(sizes)
    if top == 0:
        return [0] * len(sizes)
    tied = sizes.count(top)
    if len(sizes) == 2:
        won = m.two_largest if tied == 1 else m.two_tied
    elif tied > 1:
        won = m.two_tied_largest if tied == 2 else m.more_tied_largest
    else:
        second = max(s for s in sizes if s < top)
        paid = m.second if second > 0 and sizes.count(second) == 1 else 0
        return [m.largest if s == top else paid if s == second else 0 for s in sizes]
    return [won if s == top else 0 for s in sizes]


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


def _best_partition(blocks: Iterable[Block]) -> int:
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
    cells = sorted({c for block, _ in blocks for c in block}, key=lambda c: (c[1], c[0]))
    bit = {cell: 1 << i for i, cell in enumerate(cells)}
    found: dict[int, dict[int, int]] = defaultdict(dict)  # lowest bit -> {mask: points}
    for block, points in blocks:
        mask = sum(bit[c] for c in set(block))
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


# --- the cards ---------------------------------------------------------------------------


def _per_group(animal: str) -> Rule:
    """A rule: the table's points for each connected group of `animal`, by its size."""

    def rule(tokens: Tokens, card: Card) -> int:
        table = _table(card)
        return sum(table(len(g)) for g in _groups(_cells(tokens, animal)))

    return rule


def _bear_pairs(tokens: Tokens, card: Card) -> int:
    return _table(card)(sum(len(g) == 2 for g in _groups(_cells(tokens, "bear"))))


def _bear_sizes(tokens: Tokens, card: Card) -> int:
    sizes = {len(g) for g in _groups(_cells(tokens, "bear"))}
    bonus = card.numbers["bonus"] if {1, 2, 3} <= sizes else 0
    return _per_group("bear")(tokens, card) + bonus


def _elk_lines(elk: set[Coord]) -> Iterator[tuple[Coord, ...]]:
    """Every straight line of one to four elk along a hex axis."""
    for cell in elk:
        for i in range(3):
            line = [cell]
            while len(line) < 4 and (nxt := step(line[-1], i)) in elk:
                line.append(nxt)
            for n in range(1, len(line) + 1):
                yield tuple(line[:n])


_O = (0, 0)
_SHAPES: tuple[tuple[Coord, ...], ...] = (
    (_O,),
    *((_O, D[i]) for i in range(3)),
    *((_O, D[i], D[(i + 1) % 6]) for i in range(6)),
    *((_O, D[i], D[(i - 1) % 6], D[(i + 1) % 6]) for i in range(6)),
)  # single, pair, triangle, rhombus (two triangles on a shared edge), with one cell at 0


def _elk_shapes(elk: set[Coord]) -> Iterator[tuple[Coord, ...]]:
    """Every single, pair, triangle and rhombus of elk."""
    for q, r in elk:
        for shape in _SHAPES:
            cells = tuple((q + dq, r + dr) for dq, dr in shape)
            if all(c in elk for c in cells):
                yield cells


def _elk_rings(elk: set[Coord]) -> Iterator[tuple[Coord, ...]]:
    """Every set of one to six elk that all touch one common cell (of any content)."""
    centres = {c for cell in elk for c in neighbours(cell)}
    for centre in centres:
        ring = [c for c in neighbours(centre) if c in elk]
        for n in range(1, len(ring) + 1):
            yield from combinations(ring, n)


def _elk_best(formations: Callable[[set[Coord]], Iterable[tuple[Coord, ...]]]) -> Rule:
    """A rule: the best split of all elk into `formations`, each scored by its size."""

    def rule(tokens: Tokens, card: Card) -> int:
        table = _table(card)
        return _best_partition((f, table(len(f))) for f in formations(_cells(tokens, "elk")))

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
    return _best_partition(blocks)


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
    return _best_partition(blocks)


_RULES: Mapping[str, Rule] = {
    "bear-A": _bear_pairs,
    "bear-B": _per_group("bear"),
    "bear-C": _bear_sizes,
    "bear-D": _per_group("bear"),
    "elk-A": _elk_best(_elk_lines),
    "elk-B": _elk_best(_elk_shapes),
    "elk-C": _per_group("elk"),
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


def _rule(card: object) -> tuple[Rule, Card]:
    """The rule and the data of the card named `card`. Raises ValueError if there is none."""
    if isinstance(card, str):
        if card in _RULES:
            return _RULES[card], COMPONENTS.cards[card]
        kind, _, animal = card.partition("-")
        if kind in VARIANTS and animal in WILDLIFE:
            return _per_group(animal), COMPONENTS.cards[kind]
    raise ValueError(
        f"unknown card {card!r}: 'bear-A' ... 'fox-D', 'family-<animal>', "
        f"'intermediate-<animal>' with an animal of {WILDLIFE}"
    )
