"""Whole turns: the plans for the rest of a seat's turn, valued (`turn.Turn`), and playing
them out.

A turn plan is a take (a display pair, or with a nature token any tile and any token;
less a nature token's worth), a placement of the tile and a placement of the token (or
its return to the bag).
"""

from __future__ import annotations

from server.games.base import JSON
from server.games.cascadia import rules
from server.games.cascadia.bots.turn import WEIGHTS, Choice, Turn, Weights
from server.games.cascadia.cells import name
from server.games.cascadia.components import Coord
from server.games.cascadia.moves import STEP_MOVES
from server.games.cascadia.state import SLOTS, State, Step
from server.games.search import Plan


def token_move(token: Coord | None) -> JSON:
    """The move that puts the token on `token`, or returns it to the bag (None)."""
    return {"type": "return_token"} if token is None else {"type": "token", "cell": name(token)}


def pairs(s: State, seat: int) -> list[tuple[int, int]]:
    """The (tile slot, token slot) pairs `seat` may take: the display's pairs, and with a
    nature token every other combination."""
    free = [(i, i) for i in range(SLOTS)]
    if s.players[seat].nature < 1:
        return free
    return free + [(i, j) for i in range(SLOTS) for j in range(SLOTS) if i != j]


def plans(s: State, seat: int, every: bool = False, weights: Weights = WEIGHTS) -> list[Plan]:
    """The plans for the rest of `seat`'s turn in `s`: in the choose step the best one per
    pair taken; in the later steps the best one, or with `every` one per free cell (place
    step) or per place for the token (token step)."""
    turn = Turn(s, seat, weights)
    if s.step == Step.TOKEN:
        assert s.pending is not None
        places = turn.places(s.pending[1]) if every else [turn.kept(s.pending[1])]
        return [Plan(gain, (token_move(token),)) for gain, token in places]
    if s.step == Step.PLACE:
        assert s.pending is not None
        choices = turn.choices(*s.pending) if every else [turn.choice(*s.pending)]
        return [choice_plan(c) for c in choices]
    found: list[Plan] = []
    for i, j in pairs(s, seat):
        tile, animal = s.tiles[i], s.tokens[j]
        assert tile is not None and animal is not None
        take = {"type": "take", "tile": i, "token": j}
        cost = 0.0 if i == j else weights.nature
        found.append(choice_plan(turn.choice(tile, animal), (take,), cost))
    return found


def choice_plan(c: Choice, before: tuple[JSON, ...] = (), cost: float = 0.0) -> Plan:
    """The plan of moves `before`, then placing the tile and token as `c` says; its gain is
    `c`'s less `cost`."""
    place = {"type": "place", "cell": name(c.cell), "rotation": c.rotation}
    return Plan(c.gain - cost, (*before, place, token_move(c.token)))


def best(s: State, seat: int, weights: Weights = WEIGHTS) -> Plan:
    """The plan with the highest gain (the first of equals)."""
    return max(plans(s, seat, weights=weights), key=lambda plan: plan.gain)


def greedy_move(s: State, seat: int) -> JSON:
    """The medium level's move: the first move of the best plan for the rest of the turn."""
    return best(s, seat).moves[0]


def follow(s: State, seat: int, plan: Plan) -> State:
    """`s` after `seat` plays the moves of `plan` that its turn still has room for (a
    token goes back to the bag by itself when no tile shows its animal)."""
    number = s.turn
    for move in plan.moves:
        if s.current != seat or s.turn != number or move["type"] not in STEP_MOVES[s.step]:
            break
        s, _ = rules.apply(s, seat, move)
    return s


def finish_turn(s: State, seat: int) -> State:
    """`s` after `seat`, to move in `s`, plays the rest of its turn greedily."""
    number = s.turn
    while s.current == seat and s.turn == number:
        s = follow(s, seat, best(s, seat))
    return s
