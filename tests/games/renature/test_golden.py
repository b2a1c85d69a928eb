"""A golden playthrough: a seeded 3-player game, every seat's and a spectator's view.

The file holds each seat's full view at the start, then for every move the move, and for
each seat the events it saw and the patch to its view, and at the end the full views.
Regenerate it after an intended change with:
    REGEN_GOLDEN=1 python -m pytest tests/games/renature/test_golden.py
"""

import json
import os
from pathlib import Path

from tests.games.renature.play import GAME, random_game

GOLDEN = Path(__file__).with_name("golden") / "renature-3p-seed2026.jsonl"
SEATS = [0, 1, 2, None]


def playthrough() -> list[str]:
    lines = []
    state = None
    for before, seat, move, after, events in random_game(3, 2026):
        if state is None:
            lines += [json.dumps({"seat": s, "view": GAME.view(before, s)}) for s in SEATS]
        for s in SEATS:
            seen = [e.for_seat(s) for e in events if e.for_seat(s) is not None]
            line = {"by": seat, "move": move, "seat": s, "events": seen}
            lines.append(json.dumps(line | {"patch": GAME.view_patch(after, s, events)}))
        state = after
    lines += [json.dumps({"seat": s, "final_view": GAME.view(state, s)}) for s in SEATS]
    return lines


def test_golden_playthrough():
    lines = playthrough()
    if os.environ.get("REGEN_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text("\n".join(lines) + "\n")
    assert GOLDEN.read_text().splitlines() == lines
