"""The legal moves of each step: the one definition of what is legal.

Each listing function gives the moves of one type for `seat` in `s`; given `like` (a
move), only those that could equal it (the same cell or slots), so that `apply` checks a
move against a short list. Moves are JSON dicts; cells are "q,r" (cells.py). Each move is
made once and the same dict is listed again wherever it is legal: callers must not change
the moves they are given (a new list is returned each time, the dicts are shared).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from itertools import combinations
from typing import Any

from server.games.base import JSON
from server.games.cascadia.cells import name, parse, reading_order
from server.games.cascadia.components import WILDLIFE, Coord
from server.games.cascadia.display import OPTIONAL, shown
from server.games.cascadia.memo import Memo
from server.games.cascadia.state import SLOTS, TILES, State, Step

Lister = Callable[[State, int, JSON | None], list[JSON]]

STEP_MOVES: dict[Step, tuple[str, ...]] = {
    Step.CHOOSE: ("take", "overpopulation", "wipe"),
    Step.PLACE: ("place",),
    Step.TOKEN: ("token", "return_token"),
    Step.OVER: (),
}
# the tiles that show each animal
SHOWING = {a: frozenset(t.id for t in TILES if a in t.wildlife) for a in WILDLIFE}
PAIRS = tuple((i, i) for i in range(SLOTS))  # the display's pairs, slot by slot
ANY_PAIRS = PAIRS + tuple((i, j) for i in range(SLOTS) for j in range(SLOTS) if i != j)
WIPES = tuple(list(c) for n in range(1, SLOTS + 1) for c in combinations(range(SLOTS), n))
TAKES = tuple({"type": "take", "tile": i, "token": j} for i, j in ANY_PAIRS)
OVERPOPULATION: JSON = {"type": "overpopulation"}
WIPE_MOVES = tuple({"type": "wipe", "slots": list(w)} for w in WIPES)
RETURN_TOKEN: JSON = {"type": "return_token"}


def legal_moves(s: State, seat: int) -> list[JSON]:
    """Every move `seat`, the seat to move, may make now (the platform answers for
    other seats and after the end)."""
    found: list[JSON] = []
    for kind in STEP_MOVES[s.step]:
        found += LISTS[kind](s, seat, None)
    return found


def _cells(like: JSON | None, cells: Collection[Coord]) -> Collection[Coord]:
    """`cells`; given `like`, only the one its "cell" names."""
    if like is None:
        return cells
    cell = parse(like.get("cell"))
    return [cell] if cell is not None and cell in cells else []


def _takes(s: State, seat: int, like: JSON | None) -> list[JSON]:
    """A display pair (free), or with a nature token any tile with another slot's token."""
    count = len(ANY_PAIRS) if s.players[seat].nature > 0 else len(PAIRS)
    if like is None:
        return list(TAKES[:count])
    wanted = (like.get("tile"), like.get("token"))
    return [TAKES[k] for k in range(count) if ANY_PAIRS[k] == wanted]


def _overpopulations(s: State, _seat: int, _like: JSON | None) -> list[JSON]:
    """Replacing three identical tokens, once per turn (the bag holding three to draw)."""
    if s.culled or shown(s, OPTIONAL) is None or len(s.bag) < OPTIONAL:
        return []
    return [OVERPOPULATION]


def _wipes(s: State, seat: int, _like: JSON | None) -> list[JSON]:
    """With a nature token: replacing the tokens on any slots (listed in increasing order),
    as many as the bag holds tokens to draw."""
    if s.players[seat].nature < 1:
        return []
    return list(WIPE_MOVES[: _WIPES_OF[min(len(s.bag), SLOTS)]])


# how many of WIPE_MOVES (smallest first) replace at most n tokens, for n = 0 to SLOTS
_WIPES_OF = tuple(sum(len(w) <= n for w in WIPES) for n in range(SLOTS + 1))


def rotations(tile: int) -> tuple[int, ...]:
    """The rotations that place `tile` differently: only 0 for a keystone."""
    return _ROTATIONS[tile]


_ROTATIONS = tuple((0,) if t.keystone else (0, 1, 2, 3, 4, 5) for t in TILES)


def _places(s: State, seat: int, like: JSON | None) -> list[JSON]:
    """The taken tile on any free cell beside the environment, in each rotation."""
    assert s.pending is not None
    turns = len(_ROTATIONS[s.pending[0]])
    found: list[JSON] = []
    for cell in _cells(like, s.players[seat].frontier):
        found += _PLACES[cell][:turns]
    return found


# the place moves on each cell, rotation 0 to 5
_PLACES: Memo[Coord, tuple[JSON, ...]] = Memo(
    lambda cell: tuple({"type": "place", "cell": name(cell), "rotation": r} for r in range(6))
)


def token_cells(s: State, seat: int) -> list[Coord]:
    """The cells of `seat`'s tiles without a token that show the taken animal."""
    assert s.pending is not None
    showing = SHOWING[s.pending[1]]
    p = s.players[seat]
    return [cell for cell, (tile, _) in p.tiles.items() if tile in showing and cell not in p.tokens]


def _tokens(s: State, seat: int, like: JSON | None) -> list[JSON]:
    """The taken token on any empty tile of the environment that shows its animal."""
    return [_TOKENS[c] for c in reading_order(_cells(like, token_cells(s, seat)))]


_TOKENS: Memo[Coord, JSON] = Memo(lambda cell: {"type": "token", "cell": name(cell)})


def _returns(_s: State, _seat: int, _like: JSON | None) -> list[JSON]:
    """The taken token back to the bag."""
    return [RETURN_TOKEN]


LISTS: dict[str, Lister] = {
    "take": _takes,
    "overpopulation": _overpopulations,
    "wipe": _wipes,
    "place": _places,
    "token": _tokens,
    "return_token": _returns,
}


def listed(s: State, seat: int, move: Any) -> list[JSON]:
    """The legal moves of `move`'s type that could equal it (empty when its type is not
    one of the current step's)."""
    kind = move.get("type") if isinstance(move, dict) else None
    if not isinstance(kind, str) or kind not in STEP_MOVES[s.step]:
        return []
    return LISTS[kind](s, seat, move)
