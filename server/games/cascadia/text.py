"""A Cascadia state as text a person can read: the table, then each environment.

A tile is written as its six edge habitats (F forest, M mountain, P prairie, R river,
W wetland; edge 0 faces east, then counter-clockwise), the wildlife it shows, and the
token on it after "=".
"""

from __future__ import annotations

from collections import Counter

from server.games.cascadia.cells import name, reading_order
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.state import TILES, Player, State


def text(s: State) -> str:
    """The table (cards, display, bag, tokens set aside, stack, supply, the turn), then
    every seat."""
    bag = Counter(s.bag)
    lines = [
        f"cards {' '.join(s.cards)}" + ("" if s.majorities else "; no majority bonuses"),
        "display " + " | ".join(_slot(s, i) for i in range(len(s.tiles))),
        f"bag {' '.join(f'{a} {bag[a]}' for a in WILDLIFE)}; "
        + (f"set aside {' '.join(sorted(s.aside))}; " if s.aside else "")
        + f"stack {len(s.stack)}; "
        f"nature supply {s.nature}",
        f"turn {s.turn}, current {s.current}, step {s.step.value}"
        + (f", pending {_tile(s.pending[0])} + {s.pending[1]}" if s.pending else "")
        + (", overpopulation used" if s.culled else "")
        + (f", replaced automatically: {' '.join(s.auto)}" if s.auto else ""),
    ]
    for i, p in enumerate(s.players):
        lines.append(f"seat {i}: {p.nature} nature, {p.turns} turns, {len(p.tiles)} tiles")
        lines += [f"  {name(c):>6} {_placed(p, c)}" for c in reading_order(p.tiles)]
    return "\n".join(lines)


def _tile(tile: int) -> str:
    t = TILES[tile]
    return f"#{tile} {''.join(t.habitats)} {'/'.join(t.wildlife)}"


def _slot(s: State, i: int) -> str:
    tile, token = s.tiles[i], s.tokens[i]
    return f"{'-' if tile is None else _tile(tile)} + {token or '-'}"


def _placed(p: Player, cell: tuple[int, int]) -> str:
    tile, rotation = p.tiles[cell]
    t = TILES[tile]
    token = p.tokens.get(cell)
    return f"{''.join(t.edges(rotation))} {'/'.join(t.wildlife)}" + (f" = {token}" if token else "")
