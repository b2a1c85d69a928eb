"""A turn of Renature: what each legal move does, and the steps that need no choice.

Moves (JSON): place, discard, mushroom, skip_mushroom, plant, skip_plant, take_clouds,
joker, return, extra_turn, end_turn (see docs/games/renature.md). A move is legal exactly
when moves.py lists it for the current step; explain.py says why another is not.
`apply` works on a copy of the state, so a refused move leaves the given state as it was.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from typing import NoReturn

from server.games.base import JSON, Event, IllegalMove, require_legal
from server.games.renature.cells import name, parse
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS
from server.games.renature.explain import explain
from server.games.renature.moves import Move, listed, only_move, plant_spaces
from server.games.renature.mushrooms import box_mushroom, covered_stump, put_mushroom, sites
from server.games.renature.scoring import area_points, final_scoring, plant_points, score_area
from server.games.renature.state import (
    NEUTRAL_OWNER,
    Phase,
    State,
    free_token_cell,
    plant_colour,
    with_item,
    without,
)


def apply(s: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """The state after `seat`, the seat to move, makes `move`, and its events (the platform
    refuses other seats and moves after the end). Raises IllegalMove. `s` then forgets
    what was worked out from it (`State.successor`)."""
    move = require_legal(listed(s, seat, move), move, lambda: _refuse(explain(s, seat, move)))
    after = s.successor()
    events: list[Event] = []
    _DO[move["type"]](after, seat, move, events)
    _settle(after, events)
    return after, events


def _refuse(error: IllegalMove) -> NoReturn:
    """Raise `error`: why a move is refused (explain.py)."""
    raise error


# the events of a step that cannot be taken back: a domino drawn, a token's back seen, a
# new turn begun (docs/rules/renature.md, "Taking back")
CHECKPOINTS = frozenset({"draw", "token", "extra_turn", "turn", "game_over"})


def checkpoint(_s: State, _seat: int, _move: JSON, events: list[Event]) -> bool:
    """Whether a step with `events` cannot be taken back (see `CHECKPOINTS`)."""
    return any(e.data["type"] in CHECKPOINTS for e in events)


def _place(s: State, seat: int, move: Move, events: list[Event]) -> None:
    d = move["domino"]
    f, g = map(_cell, move["cells"])
    a, b = C.dominoes[d]
    s.player(seat).hand.remove(d)
    s.animals = animals = array("b", s.animals)
    animals[f], animals[g] = a, b
    s.placed += ((d, f, g),)
    s.turn_domino = (f, g)
    accepts, area_of, joining = s.accepts, s.areas.of, []  # joining: the frontier
    for i in (f, g):  # what the spaces beside the domino accept has changed
        accepts.pop(i, None)
        for j in s.board.domino_neighbours[i]:
            accepts.pop(j, None)
            if animals[j] < 0 and area_of[j] is None:
                joining.append(j)
    s.frontier = s.frontier.difference((f, g)).union(joining)
    s.closing = _closed_by(s, f, g) if s.board.tokens else ()
    s.stump = covered_stump(s, (f, g))
    events.append(
        Event(
            {"type": "place", "seat": seat, "domino": d, "animals": [a, b], "cells": move["cells"]}
        )
    )
    cloudy = [c for c in (f, g) if c in s.clouds]  # Valley front: meadow cloud spaces
    count = sum(s.clouds[c] for c in cloudy)
    s.clouds = without(s.clouds, *cloudy)
    if not _found_clouds(s, seat, cloudy[0] if cloudy else f, count, events):
        _after_domino(s, seat, events)


def _after_domino(s: State, seat: int, events: list[Event]) -> None:
    """The rest of step A once the domino (and any clouds it found) is placed: the
    mushroom of a covered stump, then step B (a plant beside the domino) if possible."""
    if s.stump is not None and not sites(s):
        box_mushroom(s)
        events.append(Event({"type": "mushroom_boxed", "seat": seat, "why": "no site"}))
    if s.stump is not None:
        s.phase = Phase.MUSHROOM
    elif plant_spaces(s):
        s.phase = Phase.PLANT
    else:
        _score_and_refill(s, seat, events)


def _mushroom(s: State, seat: int, move: Move, events: list[Event]) -> None:
    cell = _cell(move["cell"])
    joined = put_mushroom(s, cell)
    area = s.areas.of[cell]
    events.append(
        Event(
            {"type": "mushroom", "seat": seat, "cell": move["cell"], "area": area, "joined": joined}
        )
    )
    _after_domino(s, seat, events)


def _skip_mushroom(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    box_mushroom(s)
    events.append(Event({"type": "mushroom_boxed", "seat": seat, "why": "declined"}))
    _after_domino(s, seat, events)


def _cell(text: str) -> int:
    cell = parse(text)
    assert cell is not None
    return cell


def _closed_by(s: State, f: int, g: int) -> tuple[str, ...]:
    """Areas that the domino on f and g closes off: no domino can cover a space beside
    them any more, no pair of their `Board.area_pairs` being free (boards with area tokens
    only: their areas never change)."""
    b, animals = s.board, s.animals
    closed = []
    for a in sorted(set(b.areas_near[f]).union(b.areas_near[g]).difference(s.closed)):
        for i, j in b.area_pairs[a]:
            if animals[i] < 0 and animals[j] < 0:
                break
        else:
            closed.append(a)
    return tuple(closed)


def _own_domino(kind: str, seat: int, d: int) -> Event:
    """A `kind` event of `seat`'s domino `d`: the seat sees the domino, the others only that
    it happened."""
    return Event(
        {"type": kind, "seat": seat, "domino": d, "animals": list(C.dominoes[d])},
        audience=seat,
        public={"type": kind, "seat": seat},
    )


def _discard(s: State, seat: int, move: Move, events: list[Event]) -> None:
    d = move["domino"]
    s.player(seat).hand.remove(d)
    s.box_dominoes += (d,)
    events.append(_own_domino("discard", seat, d))
    _score_and_refill(s, seat, events)


def _plant(s: State, seat: int, move: Move, events: list[Event]) -> None:
    cell = _cell(move["cell"])
    clouds = put_plant(s, seat, cell, move["colour"], move["kind"])
    s.planted = cell
    events.append(
        Event(
            {
                "type": "plant",
                "seat": seat,
                "cell": move["cell"],
                "colour": move["colour"],
                "kind": move["kind"],
                "clouds": clouds,
            }
        )
    )
    if not _found_clouds(s, seat, cell, clouds, events):
        _score_and_refill(s, seat, events)


def _found_clouds(s: State, seat: int, cell: int, count: int, events: list[Event]) -> bool:
    """`seat` picked up `count` cloud tokens from `cell`: those that fit go on its player
    board; if they do not all fit, they wait (phase clouds) and this returns True."""
    if not count:
        return False
    if count > C.boards[len(s.players)].clouds - s.players[seat].clouds:
        s.pending_clouds = count
        s.phase = Phase.CLOUDS
        events.append(
            Event({"type": "clouds_found", "seat": seat, "cell": name(cell), "count": count})
        )
        return True
    _take_clouds(s, seat, count, events)
    return False


def put_plant(s: State, seat: int, cell: int, colour: str, kind_name: str) -> int:
    """Move a plant of `colour` (the seat's or neutral) and `kind_name` from `seat`'s player
    board to the free area space `cell`, the area token moving aside; returns the cloud
    tokens taken off `cell`."""
    p = s.player(seat)
    kind = KINDS.index(kind_name)
    counts, owner = (p.own, seat) if colour == p.colour else (p.neutral, NEUTRAL_OWNER)
    counts[kind] -= 1
    s.plants = with_item(s.plants, cell, (owner, kind))
    area = s.areas.of[cell]
    assert area is not None
    if s.token_cells.get(area) == cell:
        s.token_cells = with_item(s.token_cells, area, free_token_cell(s, area))
    count = s.clouds.get(cell, 0)
    s.clouds = without(s.clouds, cell)
    return count


def _take_clouds(s: State, seat: int, count: int, events: list[Event]) -> None:
    p = s.player(seat)
    kept = min(count, C.boards[len(s.players)].clouds - p.clouds)
    p.clouds += kept
    s.box_clouds += count - kept
    events.append(
        Event({"type": "clouds_taken", "seat": seat, "kept": kept, "to_box": count - kept})
    )


def _take(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    count, s.pending_clouds = s.pending_clouds, 0
    _take_clouds(s, seat, count, events)
    if s.planted is None:  # found under the domino
        _after_domino(s, seat, events)
    else:
        _score_and_refill(s, seat, events)


def _skip_plant(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    _score_and_refill(s, seat, events)


def _score_and_refill(s: State, seat: int, events: list[Event]) -> None:
    """Steps C and D: plant points, area scorings, refill the hand."""
    p = s.player(seat)
    if s.planted is not None:
        points = plant_points(s, s.planted)
        p.points["plants"] += points
        events.append(Event({"type": "plant_points", "seat": seat, "points": points}))
    for area in s.closing:
        score_area(s, area, *area_points(s, area), "areas", events)
        token = s.tokens[area]
        s.tokens = without(s.tokens, area)
        s.token_cells = with_item(s.token_cells, area, None)
        s.closed += (area,)
        p.tokens.append((area, token))
        t = C.tokens[token]
        public = {"type": "token", "seat": seat, "area": area, "main": t.main, "minor": t.minor}
        events.append(Event(public | {"back": t.back}, audience=seat, public=public))
    s.closing = ()
    if p.reserve and len(p.hand) < C.hand_size:
        d = p.reserve.pop()
        p.hand.append(d)
        events.append(_own_domino("draw", seat, d))
    s.phase = Phase.END


def _joker(s: State, seat: int, move: Move, events: list[Event]) -> None:
    _spend(s, seat, C.joker_cost)
    s.joker = move["animal"]
    s.accepts.clear()
    events.append(Event({"type": "joker", "seat": seat, "animal": s.joker, "cost": C.joker_cost}))


def _return(s: State, seat: int, move: Move, events: list[Event]) -> None:
    cell = _cell(move["cell"])
    owner, kind = s.plants[cell]
    s.plants = without(s.plants, cell)
    p = s.player(seat)
    _spend(s, seat, kind + 1)
    (p.own if owner == seat else p.neutral)[kind] += 1
    events.append(
        Event(
            {
                "type": "return",
                "seat": seat,
                "cell": move["cell"],
                "colour": plant_colour(s, owner),
                "kind": KINDS[kind],
                "cost": kind + 1,
            }
        )
    )


def _spend(s: State, seat: int, cost: int) -> None:
    s.player(seat).clouds -= cost
    s.box_clouds += cost


def _extra_turn(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    _spend(s, seat, C.extra_turn_cost)
    events.append(Event({"type": "extra_turn", "seat": seat, "cost": C.extra_turn_cost}))
    _start_turn(s, seat)


def _end_turn(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    n = len(s.players)
    for step in range(1, n + 1):
        nxt = (seat + step) % n
        if s.players[nxt].hand:
            events.append(Event({"type": "turn", "seat": nxt}))
            _start_turn(s, nxt)
            return
    final_scoring(s, events)


def _start_turn(s: State, seat: int) -> None:
    s.current = seat
    s.phase = Phase.DOMINO
    s.turn_domino = None
    s.planted = None
    s.turns += 1


def _settle(s: State, events: list[Event]) -> None:
    """Take the steps that need no choice: a plant step whose one legal move is to skip
    it, a clouds step whose one legal move is to take them (the clouds spent on making
    room leave too few for another cloud action), a turn's end whose one legal move is to
    end it."""
    while s.current is not None and s.phase in _SETTLED:
        only = only_move(s, s.current)
        if only is None:
            return
        _DO[only["type"]](s, s.current, only, events)


_SETTLED = frozenset((Phase.PLANT, Phase.CLOUDS, Phase.END))  # the steps `_settle` may take

_DO: dict[str, Callable[[State, int, Move, list[Event]], None]] = {
    "place": _place,
    "discard": _discard,
    "mushroom": _mushroom,
    "skip_mushroom": _skip_mushroom,
    "plant": _plant,
    "skip_plant": _skip_plant,
    "take_clouds": _take,
    "joker": _joker,
    "return": _return,
    "extra_turn": _extra_turn,
    "end_turn": _end_turn,
}
