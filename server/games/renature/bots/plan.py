"""Whole turns: every way a seat can play its turn from the domino phase, with its gain.

A turn plan is an optional joker change, a domino placed (or discarded), the clouds it
found, the best place for a mushroom if it covered a stump (Valley), and the best plant
beside it (or none). Its gain is how much the seat's value (see `value`) grows by it.
Other cloud actions and extra turns are left out: they cost points that a turn seldom
wins back.
"""

from __future__ import annotations

from typing import Any

from server.games.base import JSON
from server.games.renature import rules
from server.games.renature.bots.value import mushroom_steps, plant_steps, value
from server.games.renature.components import COMPONENTS as C
from server.games.renature.moves import legal_moves
from server.games.renature.state import Phase, State
from server.games.search import Plan


def plans(s: State, seat: int, moves: list[JSON], jokers: bool = True) -> list[Plan]:
    """Every turn plan from the domino phase of `s`, `moves` being `seat`'s legal moves.

    With `jokers`, plans that change the joker first (to place a domino that could not be
    placed otherwise) are included.
    """
    start = value(s, seat)
    memo: dict[Any, Any] = {}
    places = [m for m in moves if m["type"] == "place"]
    out = [_after_place(s, seat, m, (), 0.0, start, memo) for m in places]
    for m in moves:
        if m["type"] == "discard":
            fits = sum(p["domino"] == m["domino"] for p in places)
            out.append(Plan(-0.1 * fits, (m,)))
    if jokers and s.players[seat].clouds >= C.joker_cost:
        known = {_key(m) for m in places}
        for animal in range(len(C.animals)):
            if animal == s.joker:
                continue
            change = {"type": "joker", "animal": animal}
            after, _ = rules.apply(s, seat, change)
            cost = value(after, seat) - start
            for m in legal_moves(after, seat):
                if m["type"] == "place" and _key(m) not in known:
                    out.append(_after_place(after, seat, m, (change,), cost, start, memo))
    return out


def _key(move: JSON) -> tuple[int, str, str]:
    first, second = move["cells"]
    return move["domino"], first, second


def _after_place(
    s: State,
    seat: int,
    move: JSON,
    before: tuple[JSON, ...],
    cost: float,
    start: float,
    memo: dict[Any, Any],
) -> Plan:
    """The plan `before` + placing `move` + the best plant step; `cost` is what `before`
    took off `start`, the seat's value at the start of the turn; `memo` is shared by the
    plans of one turn (see `plant_steps`)."""
    after, _ = rules.apply(s, seat, move)
    moves = (*before, move)
    if after.current == seat and after.phase in (Phase.CLOUDS, Phase.MUSHROOM):
        after, moves = _settle_domino(after, seat, moves)
        cost = value(after, seat) - start
    if after.current == seat and after.phase == Phase.PLANT:
        gain, plant = max(plant_steps(after, seat, memo), key=lambda step: step[0])
        return Plan(cost + gain, (*moves, plant))
    return Plan(value(after, seat) - start, moves)


def _settle_domino(s: State, seat: int, moves: tuple[JSON, ...]) -> tuple[State, tuple[JSON, ...]]:
    """`s` and `moves` after taking the clouds the domino found and placing the mushroom
    of a stump it covered at the best site (or leaving it)."""
    while s.current == seat and s.phase in (Phase.CLOUDS, Phase.MUSHROOM):
        move = greedy_move(s, seat)
        s, _ = rules.apply(s, seat, move)
        moves = (*moves, move)
    return s, moves


def best(s: State, seat: int, moves: list[JSON], jokers: bool = True) -> Plan:
    """The plan with the highest gain (the first of equals)."""
    return max(plans(s, seat, moves, jokers), key=lambda plan: plan.gain)


def finish_turn(s: State, seat: int) -> State:
    """`s` after `seat` plays the rest of its turn as the medium level would: a mushroom
    and a plant still to place (after a mushroom step), the clouds it found, the end."""
    while s.current == seat and s.phase not in (Phase.DOMINO, Phase.OVER):
        s, _ = rules.apply(s, seat, greedy_move(s, seat))
    return s


def play_turn(s: State, seat: int) -> State:
    """`s` after `seat`, to move, plays the turn of the best plan that changes no joker
    to its end."""
    for move in best(s, seat, legal_moves(s, seat), jokers=False).moves:
        s, _ = rules.apply(s, seat, move)
    return finish_turn(s, seat)


def greedy_move(s: State, seat: int) -> JSON:
    """The medium level's move in `s`: the first move of the best turn plan, the best plant
    step, the best mushroom site, or taking the clouds found and ending the turn."""
    if s.phase == Phase.DOMINO:
        return best(s, seat, legal_moves(s, seat)).moves[0]
    if s.phase == Phase.PLANT:
        return max(plant_steps(s, seat), key=lambda step: step[0])[1]
    if s.phase == Phase.MUSHROOM:
        return max(mushroom_steps(s, seat), key=lambda step: step[0])[1]
    return {"type": "take_clouds" if s.phase == Phase.CLOUDS else "end_turn"}
