"""What the hard level needs to review a seat's moves: the plan a move made starts, valued
as the hard level values its own plans, and a plan in words.
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.base import JSON
from server.games.cascadia import rules
from server.games.cascadia.bots.plan import best, choice_plan, follow, plans
from server.games.cascadia.bots.turn import WEIGHTS, Turn
from server.games.cascadia.cells import around, cell_of, name
from server.games.cascadia.state import TILES, State
from server.games.search import Plan

HABITATS = {"F": "forest", "M": "mountain", "P": "prairie", "R": "river", "W": "wetland"}
PLURALS = {"bear": "bears", "elk": "elk", "salmon": "salmon", "hawk": "hawks", "fox": "foxes"}
DASH = "\u2013"  # between a tile's habitats, as in the game log


def played_plan(s: State, seat: int, move: JSON) -> Plan:
    """The plan `move` (one of `seat`'s legal moves in `s`) starts, with its gain: the
    best of `plans` that starts with it; for a tile placed at another rotation than the
    plans', that plan turned; for replacing tokens, the best plan after it less the
    nature tokens spent."""
    found = [p for p in plans(s, seat, every=True) if p.moves[0] == move]
    if found:
        return max(found, key=lambda p: p.gain)
    if move["type"] == "place":
        assert s.pending is not None
        turn = Turn(s, seat)
        on = next(c for c in turn.choices(*s.pending) if name(c.cell) == move["cell"])
        return choice_plan(turn.turned(on, s.pending[0], move["rotation"]))
    after, _ = rules.apply(s, seat, move)
    spent = s.players[seat].nature - after.players[seat].nature
    return Plan(best(after, seat).gain - WEIGHTS.nature * spent, (move,))


def words(s: State, seat: int, plan: Plan) -> str:
    """`seat`'s `plan` from `s` (its turn) in words, naming things as the game log does and
    places by the tiles beside them (the board shows no coordinates): "take the forest-river
    tile with the bear, place it beside your prairie tile turned 120 degrees, then put the
    bear on it" (with an en dash and a degree sign)."""
    parts = []
    for move in plan.moves:
        after = follow(s, seat, Plan(plan.gain, (move,)))
        if after is s:
            break  # the turn has no room left for it (a token went back by itself)
        parts.append(_SAY[move["type"]](s, move))
        s = after
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])}, then {parts[-1]}"


def tile_words(tile: int) -> str:
    """A tile in words: "forest-river tile" (en dash), "wetland keystone tile"."""
    t = TILES[tile]
    habitats = DASH.join(HABITATS[h] for h in t.habitats)
    return f"{habitats} keystone tile" if t.keystone else f"{habitats} tile"


def _take(s: State, move: JSON) -> str:
    tile, token = s.tiles[move["tile"]], s.tokens[move["token"]]
    assert tile is not None
    if move["tile"] == move["token"]:
        return f"take the {tile_words(tile)} with the {token}"
    return (
        f"spend a nature token to take the {tile_words(tile)} of slot {move['tile'] + 1} "
        f"with the {token} of slot {move['token'] + 1}"
    )


def _place(s: State, move: JSON) -> str:
    assert s.current is not None
    tiles = s.players[s.current].tiles
    beside = next(c for c in around(cell_of(move["cell"])) if c in tiles)
    return f"place it beside your {tile_words(tiles[beside][0])}" + _turned(move["rotation"])


def _token(s: State, move: JSON) -> str:
    assert s.pending is not None and s.current is not None
    cell = cell_of(move["cell"])
    if cell == s.placed:
        return f"put the {s.pending[1]} on it"
    tile = s.players[s.current].tiles[cell][0]
    return f"put the {s.pending[1]} on your {tile_words(tile)}"


def _turned(rotation: int) -> str:
    return f" turned {60 * rotation}\u00b0" if rotation else ""  # 60 degrees a step


def _wipe(s: State, move: JSON) -> str:
    animals = [f"the {s.tokens[i]}" for i in move["slots"]]
    listed = animals[0] if len(animals) == 1 else f"{', '.join(animals[:-1])} and {animals[-1]}"
    return f"spend a nature token to replace {listed}"


def _overpopulation(s: State, _move: JSON) -> str:
    animal = next(t for t in s.tokens if t is not None and s.tokens.count(t) == 3)
    return f"replace the three {PLURALS[animal]} (overpopulation)"


_SAY: dict[str, Callable[[State, JSON], str]] = {
    "take": _take,
    "place": _place,
    "token": _token,
    "return_token": lambda s, _: f"return the {s.pending[1] if s.pending else 'token'} to the bag",
    "wipe": _wipe,
    "overpopulation": _overpopulation,
}
