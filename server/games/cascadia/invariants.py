"""What every Cascadia state keeps: each habitat tile and wildlife token is in one place."""

from __future__ import annotations

from server.games.base import conserved
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.state import State, Step


def invariants(s: State) -> None:
    """Check that every tile is once in the stack, the tiles left out, the display, the
    tile taken and not yet placed, an environment or out of the game (starting tiles only in
    environments), and every wildlife token once in the bag, the display, taken, an
    environment, set aside this turn or out of the game. Raises AssertionError."""
    held = [s.pending[0] if s.pending is not None and s.step == Step.PLACE else None, *s.tiles]
    tiles = [*s.stack, *s.unused, *s.removed_tiles, *(t for t in held if t is not None)]
    placed = [tile for p in s.players for tile, _ in p.tiles.values()]
    regular = {t.id for t in C.tiles}
    conserved(tiles + [t for t in placed if t in regular], regular, "tile")
    starters = [t for t in placed if t not in regular]
    conserved(starters, set(starters), "starting tile")
    tokens = [None if s.pending is None else s.pending[1], *s.tokens, *s.bag, *s.aside]
    tokens += s.removed_tokens
    tokens += [a for p in s.players for a in p.tokens.values()]
    expected = [a for a, n in C.wildlife_tokens.items() for _ in range(n)]
    conserved([a for a in tokens if a is not None], expected, "token")
