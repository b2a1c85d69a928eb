"""The legal moves of each step: the one definition of what is legal.

Moves (JSON): place, discard, mushroom, skip_mushroom, plant, skip_plant, take_clouds,
joker, return, extra_turn, end_turn (see docs/games/renature.md). Each listing function
gives the moves of one type for `seat` in `s`; given `like` (a move), only those that
could equal it (its domino, its cells), so that `apply` checks a move against a short
list. explain.py says why a move that is not listed is not legal.

The moves that are always the same (discards, jokers, an extra turn, the moves without
fields) are made once and shared by every list: whoever gets listed moves reads them and
never changes them (docs/engine.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import reduce
from operator import or_
from typing import Any

from server.games.base import JSON
from server.games.renature.cells import NAMES, parse
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.mushrooms import is_site, sites
from server.games.renature.state import NEUTRAL_OWNER, Phase, State

Move = JSON  # a move's JSON form
Lister = Callable[[State, int, Move | None], list[Move]]

ALL_ANIMALS = (1 << len(C.animals)) - 1
CLOUD_ACTIONS = ("joker", "return")
STEP_MOVES: dict[Phase, tuple[str, ...]] = {
    Phase.DOMINO: ("place", "discard"),
    Phase.MUSHROOM: ("mushroom", "skip_mushroom"),
    Phase.PLANT: ("plant", "skip_plant"),
    Phase.CLOUDS: ("take_clouds",),
    Phase.END: ("extra_turn", "end_turn"),
    Phase.OVER: (),
}


def legal_moves(s: State, seat: int) -> list[Move]:
    """Every move `seat`, the seat to move, may make now (the platform answers for
    other seats and after the end): listed once per state (`State.legal`), each call
    given its own list."""
    if seat != s.current:
        return _every_move(s, seat)
    if s.legal is None:
        s.legal = _every_move(s, seat)
    return list(s.legal)


def _every_move(s: State, seat: int) -> list[Move]:
    found: list[Move] = []
    for kind in _STEP_KINDS[s.phase]:
        found += LISTS[kind](s, seat, None)
    return found


def step_kinds(s: State) -> tuple[str, ...]:
    """The move types of the current step (cloud actions are possible in every step)."""
    return _STEP_KINDS[s.phase]


_STEP_KINDS = {phase: kinds + CLOUD_ACTIONS if kinds else () for phase, kinds in STEP_MOVES.items()}


def listed(s: State, seat: int, move: Any) -> list[Move]:
    """Legal moves among which `move` is if it is legal: those already listed for the
    state, else those of its type that could equal it (empty when its type is not one of
    the current step's)."""
    kind = move.get("type") if isinstance(move, dict) else None
    if kind not in _STEP_KINDS[s.phase]:
        return []
    known = s.legal if seat == s.current else None
    return known if known is not None else LISTS[kind](s, seat, move)


def only_move(s: State, seat: int) -> Move | None:
    """The one legal move of `seat`, the seat to move, or None when it has a choice (or no
    move). A state in which the seat has a choice is finished (`apply` returns it), so
    the moves listed are kept as its legal moves."""
    found = _every_move(s, seat)
    if len(found) == 1:
        return found[0]
    s.legal = found
    return None


def _places(s: State, seat: int, like: Move | None) -> list[Move]:
    """Placements of the dominoes in hand; given `like`, only those of its domino on its
    cells (each placement has a half on the frontier: starting from `like`'s cells on it
    finds every placement on them)."""
    animals = s.animals
    frontier = s.frontier
    area_of = s.areas.of
    neighbours = s.board.domino_neighbours
    hand, starts = sorted(set(s.players[seat].hand)), sorted(frontier)
    if like is not None:
        hand, starts = _like(like, hand, frontier)
    dominoes = [_HALVES[d] for d in hand]
    in_hand = reduce(or_, (a | b for _, a, b in dominoes), 0)  # their animals, as a bit mask
    masks = s.accepts
    moves = []
    for f in starts:
        mf = masks.get(f)
        if mf is None:
            mf = masks[f] = _accepts(s, f)
        if not mf & in_hand:
            continue
        for g in neighbours[f]:
            if animals[g] >= 0 or area_of[g] is not None or (g < f and g in frontier):
                continue
            mg = masks.get(g)
            if mg is None:
                mg = masks[g] = _accepts(s, g)
            if not mg & in_hand:
                continue
            for d, a, b in dominoes:
                if mf & a and mg & b:
                    moves.append({"type": "place", "domino": d, "cells": [NAMES[f], NAMES[g]]})
                if mf & b and mg & a:
                    moves.append({"type": "place", "domino": d, "cells": [NAMES[g], NAMES[f]]})
    return moves


# each domino as (its id, its first animal's bit, its second's), for masks of animals
_HALVES = tuple((d, 1 << a, 1 << b) for d, (a, b) in enumerate(C.dominoes))


def _like(like: Move, hand: list[int], frontier: frozenset[int]) -> tuple[list[int], list[int]]:
    """The dominoes of `hand` and the cells of the frontier that placement `like` names."""
    cells = like.get("cells")
    named = [parse(c) for c in cells] if isinstance(cells, list) else []
    return [d for d in hand if d == like.get("domino")], sorted({c for c in named if c in frontier})


def _accepts(s: State, cell: int) -> int:
    """Bit mask of the animals that may go on the free domino space `cell` as its
    neighbours are."""
    joker = s.joker
    need = -1
    for j in s.board.domino_neighbours[cell]:
        a = s.animals[j]
        if a < 0 or a in (joker, need):
            continue
        if need >= 0:
            return 1 << joker
        need = a
    return ALL_ANIMALS if need < 0 else (1 << need) | (1 << joker)


def _discards(s: State, seat: int, _like: Move | None) -> list[Move]:
    return [DISCARDS[d] for d in sorted(set(s.players[seat].hand))]


def plant_spaces(s: State) -> list[int]:
    """Free area spaces beside the domino placed this turn."""
    assert s.turn_domino is not None
    beside = s.areas.beside
    return sorted({j for i in s.turn_domino for j in beside[i] if j not in s.plants})


def _mushrooms(s: State, _seat: int, like: Move | None) -> list[Move]:
    """The sites for the mushroom taken this turn (given `like`, only its cell)."""
    if like is not None:
        cell = parse(like.get("cell"))
        found = [cell] if cell is not None and is_site(s, cell) else []
    else:
        found = sites(s)
    return [{"type": "mushroom", "cell": NAMES[cell]} for cell in found]


def _plants(s: State, seat: int, like: Move | None) -> list[Move]:
    """Plants `seat` may place beside its domino (given `like`, only on its cell)."""
    p = s.players[seat]
    spaces = plant_spaces(s)
    if like is not None:
        spaces = [c for c in spaces if c == parse(like.get("cell"))]
    choices = [
        (colour, KINDS[k])
        for colour, counts in ((p.colour, p.own), (NEUTRAL, p.neutral))
        for k in range(len(KINDS))
        if counts[k]
    ]
    return [
        {"type": "plant", "cell": NAMES[cell], "colour": colour, "kind": kind}
        for cell in spaces
        for colour, kind in choices
    ]


def _single(kind: str) -> Lister:
    """The lister of a move that has no fields: one move, made once and shared."""
    move = {"type": kind}
    return lambda _s, _seat, _like: [move]


def _extra_turns(s: State, seat: int, _like: Move | None) -> list[Move]:
    p = s.players[seat]
    return [EXTRA_TURN] if p.clouds >= C.extra_turn_cost and p.hand else []


def _jokers(s: State, seat: int, _like: Move | None) -> list[Move]:
    if s.players[seat].clouds < C.joker_cost:
        return []
    return [*JOKERS[: s.joker], *JOKERS[s.joker + 1 :]]


# the moves that are always the same, made once (see the module's docstring)
DISCARDS = tuple({"type": "discard", "domino": d} for d in range(len(C.dominoes)))
JOKERS = tuple({"type": "joker", "animal": a} for a in range(len(C.animals)))
EXTRA_TURN = {"type": "extra_turn"}


def _returns(s: State, seat: int, like: Move | None) -> list[Move]:
    """Plants `seat` may take back now: its colour or neutral, a free space for it on its
    player board, clouds enough for its value, and not the plant still being placed
    (given `like`, only the plant on its cell)."""
    p = s.players[seat]
    if not p.clouds or not s.plants:
        return []
    board = C.boards[len(s.players)]
    affordable = range(min(p.clouds, len(KINDS)))  # a plant of kind k costs k + 1
    room = {(seat, k) for k in affordable if p.own[k] < board.own[k]}
    room |= {(NEUTRAL_OWNER, k) for k in affordable if p.neutral[k] < board.neutral[k]}
    if not room:
        return []
    plants: Iterable[tuple[int, tuple[int, int]]] = s.plants.items()
    if like is not None:
        cell = parse(like.get("cell"))
        plants = [(cell, s.plants[cell])] if cell is not None and cell in s.plants else []
    growing = s.planted if s.phase == Phase.CLOUDS else None
    out = sorted(cell for cell, plant in plants if plant in room and cell != growing)
    return [{"type": "return", "cell": NAMES[cell]} for cell in out]


LISTS: dict[str, Lister] = {
    "place": _places,
    "discard": _discards,
    "mushroom": _mushrooms,
    "skip_mushroom": _single("skip_mushroom"),
    "plant": _plants,
    "skip_plant": _single("skip_plant"),
    "take_clouds": _single("take_clouds"),
    "extra_turn": _extra_turns,
    "end_turn": _single("end_turn"),
    "joker": _jokers,
    "return": _returns,
}
