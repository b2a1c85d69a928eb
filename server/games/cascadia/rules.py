"""A turn of Cascadia: what each legal move does, and the steps that need no choice.

Moves (JSON): take, overpopulation, wipe, place, token, return_token (see
docs/games/cascadia.md). A move is legal exactly when moves.py lists it for the current
step; explain.py says why another is not. `apply` works on a copy of the state, so a
refused move leaves the given state as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.base import JSON, Event, require_legal
from server.games.cascadia.cells import parse
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.components import Coord
from server.games.cascadia.display import (
    OPTIONAL,
    back_to_bag,
    refill,
    replace,
    settle,
    shown,
    slots_of,
    solo_discard,
)
from server.games.cascadia.explain import refuse
from server.games.cascadia.moves import listed, token_cells
from server.games.cascadia.points import result
from server.games.cascadia.state import TILES, State, Step, new_state


def new_game(players: int, seed: int, options: JSON) -> State:
    """A game ready for seat 0's first turn: set up, the display filled and settled.
    Raises ValueError as `state.new_state` does."""
    s = new_state(players, seed, options)
    refill(s)
    settle(s)
    back_to_bag(s)
    return s


def apply(s: State, seat: int, move: JSON) -> tuple[State, list[Event]]:
    """The state after `seat`, the seat to move, makes `move`, and its events. Raises
    IllegalMove for a move the rules refuse."""
    move = require_legal(listed(s, seat, move), move, lambda: refuse(s, seat, move))
    after = s.copy(seat)  # a move changes no other seat's player
    events: list[Event] = []
    _DO[move["type"]](after, seat, move, events)
    return after, events


# the events of a step that cannot be taken back: tokens drawn from the bag, the display
# refilled, a new turn begun (docs/rules/cascadia.md, "Taking back")
CHECKPOINTS = frozenset({"wipe", "overpopulation", "refill", "solo_discard", "turn", "game_over"})


def checkpoint(_s: State, _seat: int, _move: JSON, events: list[Event]) -> bool:
    """Whether a step with `events` cannot be taken back (see `CHECKPOINTS`)."""
    return any(e.data["type"] in CHECKPOINTS for e in events)


def _cell(text: str) -> Coord:
    cell = parse(text)
    assert cell is not None
    return cell


def _spend_nature(s: State, seat: int, count: int) -> None:
    s.players[seat].nature -= count
    s.nature += count


def _take(s: State, seat: int, move: JSON, events: list[Event]) -> None:
    i, j = move["tile"], move["token"]
    tile, animal = s.tiles[i], s.tokens[j]
    assert tile is not None and animal is not None
    s.tiles[i] = s.tokens[j] = None
    cost = 0 if i == j else 1
    _spend_nature(s, seat, cost)
    back_to_bag(s)
    s.pending, s.taken, s.step = (tile, animal), (i, j), Step.PLACE
    events.append(
        Event(
            {
                "type": "take",
                "seat": seat,
                "tile": i,
                "token": j,
                "tile_id": tile,
                "animal": animal,
                "cost": cost,
            }
        )
    )


def _overpopulation(s: State, seat: int, _move: JSON, events: list[Event]) -> None:
    animal = shown(s, OPTIONAL)
    assert animal is not None
    slots = slots_of(s, animal)
    replace(s, slots)
    s.culled = True
    events.append(Event({"type": "overpopulation", "seat": seat, "slots": slots, "animal": animal}))
    settle(s)


def _wipe(s: State, seat: int, move: JSON, events: list[Event]) -> None:
    _spend_nature(s, seat, 1)
    slots = list(move["slots"])
    aside = replace(s, slots)
    events.append(
        Event({"type": "wipe", "seat": seat, "slots": slots, "animals": aside, "cost": 1})
    )
    settle(s)


def _place(s: State, seat: int, move: JSON, events: list[Event]) -> None:
    assert s.pending is not None
    tile = s.pending[0]
    cell = _cell(move["cell"])
    s.players[seat].put_tile(cell, tile, move["rotation"])
    s.placed, s.step = cell, Step.TOKEN
    events.append(
        Event(
            {
                "type": "place",
                "seat": seat,
                "cell": move["cell"],
                "rotation": move["rotation"],
                "tile_id": tile,
            }
        )
    )
    if not token_cells(s, seat):  # the one move left is to return the token
        _return_token(s, seat, {"type": "return_token"}, events)


def _token(s: State, seat: int, move: JSON, events: list[Event]) -> None:
    assert s.pending is not None
    p = s.players[seat]
    cell = _cell(move["cell"])
    animal = s.pending[1]
    p.put_token(cell, animal)
    gained = 1 if TILES[p.tiles[cell][0]].keystone and s.nature > 0 else 0
    _spend_nature(s, seat, -gained)
    events.append(
        Event(
            {
                "type": "token",
                "seat": seat,
                "cell": move["cell"],
                "animal": animal,
                "nature": gained,
            }
        )
    )
    _end_turn(s, seat, events)


def _return_token(s: State, seat: int, _move: JSON, events: list[Event]) -> None:
    assert s.pending is not None
    animal = s.pending[1]
    s.bag += (animal,)
    events.append(Event({"type": "return_token", "seat": seat, "animal": animal}))
    _end_turn(s, seat, events)


def _end_turn(s: State, seat: int, events: list[Event]) -> None:
    """The turn's end: the game's end after the last turn; else (solo: the far pair out)
    the display refilled and settled, and the next seat's turn."""
    s.players[seat].turns += 1
    s.pending = s.taken = s.placed = None
    if all(p.turns >= C.turns for p in s.players):
        s.current, s.step = None, Step.OVER
        events.append(Event({"type": "game_over", "result": result(s)}))
        return
    if len(s.players) == 1:
        tile, animal = solo_discard(s)
        events.append(Event({"type": "solo_discard", "tile_id": tile, "animal": animal}))
    tiles, tokens = refill(s)
    events.append(Event({"type": "refill", "tiles": tiles, "tokens": tokens}))
    s.auto = []
    settle(s)
    back_to_bag(s)
    s.current = (seat + 1) % len(s.players)
    s.step, s.culled = Step.CHOOSE, False
    s.turn += 1
    events.append(Event({"type": "turn", "seat": s.current, "number": s.turn}))


_DO: dict[str, Callable[[State, int, JSON, list[Event]], None]] = {
    "take": _take,
    "overpopulation": _overpopulation,
    "wipe": _wipe,
    "place": _place,
    "token": _token,
    "return_token": _return_token,
}
