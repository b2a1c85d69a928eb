"""A Renature state as text a person can read: the board, then each seat."""

from __future__ import annotations

from server.games.renature.cells import COLUMNS
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import SIZE
from server.games.renature.state import State, plant_colour


def text(s: State) -> str:
    """The board (animals by their first two letters, plants as colour letter + value,
    area spaces by their area's id in lower case, clouds as *, mushrooms as @, tree
    stumps as #), then every seat's supplies."""
    lines = ["    " + " ".join(f"{c:>2}" for c in COLUMNS)]
    for r in range(SIZE):
        row = [_cell_text(s, r * SIZE + c) for c in range(SIZE)]
        lines.append(f"{r + 1:>3} " + " ".join(row))
    lines.append(f"joker {C.animals[s.joker]}, phase {s.phase.value}, current {s.current}")
    for i, p in enumerate(s.players):
        hand = " ".join("-".join(C.animals[a][:2] for a in C.dominoes[d]) for d in p.hand)
        lines.append(
            f"seat {i} {p.colour}: score {p.score} clouds {p.clouds} own {p.own} "
            f"neutral {p.neutral} tokens {len(p.tokens)} hand [{hand}] reserve {len(p.reserve)}"
        )
    return "\n".join(lines)


def _cell_text(s: State, cell: int) -> str:
    if s.animals[cell] >= 0:
        return C.animals[s.animals[cell]][:2]
    if cell in s.plants:
        owner, kind = s.plants[cell]
        return f"{plant_colour(s, owner)[0].upper()}{kind + 1}"
    if cell in s.clouds:
        return f"*{s.clouds[cell]}"
    if cell in s.mushrooms:
        return " @"
    area = s.areas.of[cell]
    if area:
        return f" {area.lower()}"
    return " #" if cell in s.board.stumps else " ."
