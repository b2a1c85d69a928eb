"""What every Renature state keeps: each domino and area token is in one place."""

from __future__ import annotations

from server.games.base import conserved
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import State


def invariants(s: State) -> None:
    """Check that every domino is once in a hand, a reserve, the box or on the board, and
    (on a board with area tokens) every area token once on the board, with a seat or in
    the box. Raises AssertionError."""
    dominoes = [d for p in s.players for d in (*p.hand, *p.reserve)]
    dominoes += [*s.box_dominoes, *(d for d, _, _ in s.placed)]
    conserved(dominoes, range(len(C.dominoes)), "domino")
    tokens = [*s.tokens.values(), *s.box_tokens, *(t for p in s.players for _, t in p.tokens)]
    conserved(tokens, (t.id for t in C.tokens) if s.board.tokens else (), "area token")
