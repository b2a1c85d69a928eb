"""Cascadia end-of-game scoring: wildlife scoring cards, habitat corridors, majorities.

The public API is fixed (tests and bug reports use it):

    from server.games.cascadia import scoring
    scoring.score_card(environment, "elk-D") -> int
    scoring.corridors(environment) -> {"F": n, "M": n, "P": n, "R": n, "W": n}
    scoring.majorities([{"F": 5, ...}, ...]) -> [{"F": points, ...}, ...]

An environment is {"tiles": [{"q": 0, "r": 0, "habitats": "F" or six letters, "token":
"bear"}, ...]} in axial coordinates; a one-letter habitat means all six edges, "token" may
be left out (components.py gives the directions and the edge order). The engine's fast path
skips that form: `card_points(tokens, card)` with tokens {(q, r): animal},
`corridor_sizes(edges)` with edges {(q, r): six letters} and `corridor_size(edges, habitat,
cell)` for the corridor through one tile; the JSON functions wrap them.

The cards' rules are in cards.py (where a card leaves a choice, the best one counts, found
by the exact search in search.py); the readings are in docs/rules/cascadia.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from server.games.cascadia.cards import Tokens, rule
from server.games.cascadia.components import COMPONENTS, HABITATS, WILDLIFE, Coord, D, opposite
from server.games.cascadia.memo import Memo

Edges = Mapping[Coord, Sequence[str]]


# --- the JSON form ---------------------------------------------------------------------


def score_card(environment: object, card: str) -> int:
    """The points `card` ("bear-A" ... "fox-D", "family-elk", ...) gives `environment`.

    Raises ValueError for an unknown card or a malformed environment.
    """
    scorer, data = rule(card)
    tokens, _ = read_environment(environment)
    return scorer(tokens, data)


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
    scorer, data = rule(card)
    return scorer(tokens, data)


def corridor_sizes(edges: Edges) -> dict[str, int]:
    """The largest corridor per habitat of the tiles {(q, r): six edge habitats}.

    A corridor is a connected group of tiles showing the habitat; two neighbouring tiles
    are joined for habitat X only where both facing edges show X.
    """
    return {h: _largest_corridor(edges, h) for h in HABITATS}


def corridor_size(edges: Edges, habitat: str, start: Coord) -> int:
    """The size of the corridor of `habitat` through `start`, a tile that shows it."""
    left = {cell for cell, six in edges.items() if habitat in six}
    left.remove(start)
    return _corridor(edges, habitat, start, left)


def _largest_corridor(edges: Edges, habitat: str) -> int:
    left = {cell for cell, six in edges.items() if habitat in six}
    best = 0
    while left:
        best = max(best, _corridor(edges, habitat, left.pop(), left))
    return best


def _corridor(edges: Edges, habitat: str, start: Coord, left: set[Coord]) -> int:
    """The size of the corridor of `habitat` through `start`, found among the cells `left`
    (tiles that show the habitat), from which its cells are removed."""
    todo, size = [start], 0
    while todo:
        cell = todo.pop()
        q, r = cell
        size += 1
        for dq, dr, back in _SIDES[edges[cell]][habitat]:
            other = (q + dq, r + dr)
            if other in left and edges[other][back] == habitat:
                left.remove(other)
                todo.append(other)
    return size


def _sides(six: Sequence[str]) -> dict[str, tuple[tuple[int, int, int], ...]]:
    """For six edge habitats, each habitat's edges: (dq, dr) of the cell beyond the edge and
    the edge facing back."""
    return {
        h: tuple((dq, dr, opposite(i)) for i, (dq, dr) in enumerate(D) if six[i] == h)
        for h in HABITATS
    }


_SIDES = Memo(_sides)  # by six edge habitats (a string or a tuple of six letters)


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
