"""Literal Cascadia positions for the rule tests.

A position starts from `new(...)`; the helpers then set the display, lay tiles and
tokens in an environment and hand out nature tokens as earlier turns could have, each
component taken from where it was (the stack, the tiles left out, the bag, the supply)
so that everything stays accounted for. `settled` rebuilds what the engine derives.
"""

from __future__ import annotations

from typing import Any, TypeVar

import pytest

from server.games.base import JSON, Event
from server.games.cascadia import codec
from server.games.cascadia.cells import name
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.game import CASCADIA
from server.games.cascadia.state import State, Step

T = TypeVar("T")

GAME = CASCADIA


def new(players: int = 2, seed: int = 1, **options: Any) -> State:
    """A fresh game."""
    return GAME.new(players, seed, options)


def tile_with(habitats: str, wildlife: str, skip: int = 0) -> int:
    """The id of a habitat tile showing exactly `habitats` ("F" or "FM", in that order) and
    `wildlife` ("bear" or "bear/elk"); `skip` such tiles are passed over first."""
    found = [
        t.id
        for t in C.tiles
        if "".join(t.habitats) == habitats and "/".join(t.wildlife) == wildlife
    ]
    return found[skip]


def _take_tile(s: State, tile: int) -> None:
    """Take `tile` out of the stack or the tiles left out; a tile from the tiles left out
    swaps with a stack tile so that the stack keeps its size."""
    if tile in s.stack:
        s.stack = _without(s.stack, tile)
        return
    s.unused = (*_without(s.unused, tile), s.stack[-1])
    s.stack = s.stack[:-1]


def _take_token(s: State, animal: str) -> None:
    s.bag = _without(s.bag, animal)


def _without(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """`items` less the first `item`."""
    i = items.index(item)
    return items[:i] + items[i + 1 :]


FOUR_TILES = [0, 30, 50, 70]  # four tiles to show with `set_display`


def set_display(s: State, tiles: list[int], tokens: list[str]) -> State:
    """`s` with the display showing `tiles` paired with `tokens` (the pairs shown before
    go back to the stack and the bag)."""
    s.stack += tuple(t for t in s.tiles if t is not None)
    s.bag += tuple(a for a in s.tokens if a is not None)
    for t in tiles:
        _take_tile(s, t)
    for a in tokens:
        _take_token(s, a)
    s.tiles, s.tokens = [*tiles], [*tokens]
    return settled(s)


def lay(
    s: State, seat: int, q: int, r: int, tile: int, rotation: int = 0, token: str | None = None
) -> State:
    """`s` with `tile` laid on (q, r) of `seat`'s environment, as an earlier turn could have
    (no rule checked), and `token` on it if given."""
    _take_tile(s, tile)
    s.players[seat].tiles[(q, r)] = (tile, rotation)
    if token is not None:
        _take_token(s, token)
        s.players[seat].tokens[(q, r)] = token
    return settled(s)


def put_token(s: State, seat: int, q: int, r: int, animal: str) -> State:
    """`s` with a token of `animal` from the bag on the tile at (q, r) of `seat`."""
    _take_token(s, animal)
    s.players[seat].tokens[(q, r)] = animal
    return s


def give_nature(s: State, seat: int, count: int) -> State:
    """`s` with `count` nature tokens moved from the supply to `seat`."""
    s.nature -= count
    s.players[seat].nature += count
    return s


def settled(s: State) -> State:
    """`s` with what the engine derives (each environment's free cells) rebuilt."""
    return codec.load(codec.dump(s))


def play(s: State, *moves: JSON) -> tuple[State, list[Event]]:
    """`s` after the current seat makes `moves` one after the other, and all events."""
    events: list[Event] = []
    for move in moves:
        seat = s.current
        assert seat is not None
        s, more = GAME.apply(s, seat, move)
        events += more
    return s, events


def kinds(events: list[Event]) -> list[str]:
    """The types of `events`, in order."""
    return [e.data["type"] for e in events]


def cell(q: int, r: int) -> str:
    """The wire form of (q, r)."""
    return name((q, r))


def tokens_everywhere(s: State) -> dict[str, int]:
    """Wildlife tokens by animal: in the bag, set aside, the display, the pending pair,
    environments and (solo) out of the game."""
    found = dict.fromkeys(WILDLIFE, 0)
    pending = [s.pending[1]] if s.pending else []
    placed = [a for p in s.players for a in p.tokens.values()]
    for a in [*s.bag, *s.aside, *s.tokens, *pending, *placed, *s.removed_tokens]:
        if a is not None:
            found[a] += 1
    return found


def tiles_everywhere(s: State) -> list[int]:
    """Every tile id in the stack, left out, the display, taken and not yet placed,
    environments and (solo) out of the game, sorted."""
    pending = [s.pending[0]] if s.pending and s.step == Step.PLACE else []
    placed = [t for p in s.players for t, _ in p.tiles.values()]
    shown = [t for t in s.tiles if t is not None]
    return sorted([*s.stack, *s.unused, *shown, *pending, *placed, *s.removed_tiles])


# ---------------------------------------------------------------- environments for scoring

Env = dict[str, list[dict[str, Any]]]
"""An environment in the scoring API's form: {"tiles": [{"q", "r", "habitats", "token"}]}."""

Scores = list[tuple[Env, int]]
"""A scoring card's table: environments and the points the card gives each."""


def card_tables(animal: str, *tables: Scores) -> pytest.MarkDecorator:
    """Parametrizes a test of (card, env, points) by the tables of `animal`'s cards A, B, ...
    in order, each row named by its card and its place in the card's table."""
    rows = [
        pytest.param(f"{animal}-{letter}", env, points, id=f"{animal}-{letter}-{i}")
        for letter, table in zip("ABCD", tables, strict=True)
        for i, (env, points) in enumerate(table)
    ]
    return pytest.mark.parametrize(("card", "env", "points"), rows)


def animals(token: str, habitats: str, *cells: tuple[int, int]) -> Env:
    """Tiles of `habitats` at `cells`, each holding a `token`, nothing else."""
    return {"tiles": [{"q": q, "r": r, "habitats": habitats, "token": token} for q, r in cells]}


def joined(*envs: Env) -> Env:
    """One environment of the tiles of all `envs`, in order."""
    return {"tiles": [tile for env in envs for tile in env["tiles"]]}


def with_tokens(env: Env, *tokens: tuple[int, int, str]) -> Env:
    """`env` plus prairie tiles at (q, r) holding the given tokens."""
    return joined(env, *(animals(t, "P", (q, r)) for q, r, t in tokens))


def bear_groups(*sizes: int) -> Env:
    """Groups of bears on forest tiles, a group of each of `sizes` in a line from q = 0 on
    rows 0, 2, 4, ... (rows two apart never touch)."""
    return joined(
        *(animals("bear", "F", *((q, 2 * i) for q in range(n))) for i, n in enumerate(sizes))
    )
