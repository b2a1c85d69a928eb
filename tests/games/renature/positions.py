"""Literal Renature positions for the rule tests.

A position starts from `GAME.new(...)`; these helpers then set the state's fields as a
game could have left them: a domino or plant is taken from where it was (a hand, a
reserve, a player board, the box) so that every component stays accounted for, and the
frontier is rebuilt by the engine's own `load` (see `settled`).
"""

from __future__ import annotations

from array import array
from typing import Any

import pytest

from server.games import registry
from server.games.base import JSON, Event, IllegalMove
from server.games.renature.cells import name
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import SIZE
from server.games.renature.mushrooms import is_site, put_mushroom
from server.games.renature.rules import put_plant
from server.games.renature.state import State

GAME = registry.get("renature")


def new(players: int = 2, seed: int = 1, **options: Any) -> State:
    """A fresh game."""
    state = GAME.new(players, seed, options)
    assert isinstance(state, State)
    return state


def at(row: int, col: int) -> int:
    """The cell number of (row, col)."""
    return row * SIZE + col


def nm(rc: tuple[int, int] | list[int]) -> str:
    """The name of the cell at (row, col): its form in moves, events and views."""
    return name(at(*rc))


def animal(a: int | str) -> int:
    """An animal's number, from its number or its name."""
    return a if isinstance(a, int) else C.animals.index(a)


def domino(a: int | str, b: int | str) -> int:
    """The id of the domino showing animals `a` and `b`."""
    pair = tuple(sorted((animal(a), animal(b))))
    return C.dominoes.index(pair)


def settled(s: State) -> State:
    """`s` with its derived fields (the frontier) rebuilt by the engine, and without what
    was worked out from it as it was (its legal moves)."""
    state = GAME.load(GAME.dump(s))
    assert isinstance(state, State)
    return state


def _take_domino(s: State, d: int) -> None:
    """Take domino `d` out of every hand, reserve and the box."""
    for p in s.players:
        for pile in (p.hand, p.reserve):
            if d in pile:
                pile.remove(d)
    s.box_dominoes = tuple(x for x in s.box_dominoes if x != d)
    if any(placed[0] == d for placed in s.placed):
        raise ValueError(f"domino {C.dominoes[d]} is already on the board")


def put(
    s: State, a: int | str, b: int | str, first: tuple[int, int], second: tuple[int, int]
) -> State:
    """Lay the domino of animals `a`, `b` with `a` on `first` and `b` on `second`, as an
    earlier turn could have (no rule checked). Returns the settled state."""
    d = domino(a, b)
    _take_domino(s, d)
    f, g = at(*first), at(*second)
    if any(not s.board.domino[i] or s.animals[i] >= 0 or s.areas.of[i] for i in (f, g)):
        raise ValueError("a domino goes on two free brook (or meadow) spaces")
    if g not in s.board.domino_neighbours[f]:
        raise ValueError("the halves of a domino are beside each other")
    animals = array("b", s.animals)
    animals[f], animals[g] = animal(a), animal(b)
    s.animals = animals
    s.placed += ((d, f, g),)
    return settled(s)


def plant(s: State, cell: tuple[int, int], seat: int, colour: str, kind: str) -> State:
    """Put a plant of `colour` (the seat's colour or neutral) from `seat`'s player board on
    the area space `cell`, as an earlier turn could have. Clouds there go to the box; the
    area token moves as the rules say. Returns the settled state."""
    i = at(*cell)
    area = s.areas.of[i]
    if area is None or i in s.plants:
        raise ValueError("a plant goes on a free area space")
    s.box_clouds += put_plant(s, seat, i, colour, kind)
    return settled(s)


def mushroom(s: State, cell: tuple[int, int]) -> State:
    """Put a mushroom from beside the board on the site `cell` (Valley), as an earlier
    turn could have. Returns the settled state."""
    if not s.mushroom_supply or not is_site(s, at(*cell)):
        raise ValueError("a mushroom goes on a site, from beside the board")
    put_mushroom(s, at(*cell))
    return settled(s)


def give(s: State, seat: int, *dominoes: int) -> State:
    """Make `seat`'s hand exactly `dominoes` (taken from wherever they are); the dominoes
    it held before go to the box. Returns the settled state."""
    p = s.players[seat]
    old = [d for d in p.hand if d not in dominoes]
    for d in dominoes:
        _take_domino(s, d)
    p.hand = list(dominoes)
    s.box_dominoes += tuple(old)
    return settled(s)


def apply(s: State, seat: int, *moves: JSON) -> tuple[State, list[JSON]]:
    """Apply `moves` in turn; the final state and the data of every event."""
    events: list[Event] = []
    for move in moves:
        s, more = GAME.apply(s, seat, move)
        events += more
    return s, [e.data for e in events]


def events_of(events: list[JSON], kind: str) -> list[JSON]:
    """The events of one type."""
    return [e for e in events if e["type"] == kind]


def refused(s: State, seat: int, move: JSON, *words: str) -> str:
    """Assert that `move` is refused with a reason containing `words`, and that the state
    is exactly as before. Returns the reason."""
    before = GAME.dump(s)
    with pytest.raises(IllegalMove) as error:
        GAME.apply(s, seat, move)
    assert GAME.dump(s) == before
    reason = str(error.value)
    assert len(reason) > 10 and reason.endswith(".") and "Error" not in reason, reason
    for word in words:
        assert word in reason, reason
    return reason


def place(d: int, first: tuple[int, int], second: tuple[int, int]) -> JSON:
    """A place move."""
    return {"type": "place", "domino": d, "cells": [nm(first), nm(second)]}


def lay(a: int | str, b: int | str, first: tuple[int, int], second: tuple[int, int]) -> JSON:
    """A place move putting animal `a` on `first` and `b` on `second`."""
    d = domino(a, b)
    if C.dominoes[d][0] == animal(a):
        return place(d, first, second)
    return place(d, second, first)


def plant_move(cell: tuple[int, int], colour: str, kind: str) -> JSON:
    """A plant move."""
    return {"type": "plant", "cell": nm(cell), "colour": colour, "kind": kind}


END = {"type": "end_turn"}
SKIP = {"type": "skip_plant"}
TAKE = {"type": "take_clouds"}
EXTRA = {"type": "extra_turn"}


def by_stump_j(board: str = "valley", players: int = 2) -> State:
    """A Valley game with seat 0 to move, holding the frog double, which fits on the tree
    stump at (6, 4), beside area J, next to the frog on (5, 4) (see COVER_STUMP_J)."""
    s = new(players, seed=3, board=board)
    s = put(s, "owl", "frog", (4, 4), (5, 4))
    return give(s, 0, domino("frog", "frog"), domino("snail", "snail"))


COVER_STUMP_J = place(domino("frog", "frog"), (6, 4), (7, 4))
