"""A turn of Renature: which moves are legal, and what a move does.

Moves (JSON): place, discard, plant, skip_plant, take_clouds, joker, return, extra_turn,
end_turn (see docs/games/renature.md). `apply` works on a copy of the state, so a refused
move leaves the given state as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.base import Event, IllegalMove
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL, SIZE
from server.games.renature.scoring import final_scoring, plant_points, score_area
from server.games.renature.state import NEUTRAL_OWNER, Phase, Player, State, free_token_cell

ALL_ANIMALS = (1 << len(C.animals)) - 1
CLOUD_PHASES = (Phase.DOMINO, Phase.PLANT, Phase.CLOUDS, Phase.END)


def rc(cell: int) -> list[int]:
    return list(divmod(cell, SIZE))


def name(cell: int) -> str:
    r, c = divmod(cell, SIZE)
    return f"({r},{c})"


# ---------------------------------------------------------------- legal moves


def legal_moves(s: State, seat: int) -> list[dict]:
    """Every move `seat` may make now; empty when it is not `seat`'s turn."""
    if seat != s.current:
        return []
    p = s.players[seat]
    moves: list[dict] = []
    if s.phase == Phase.DOMINO:
        moves += _placements(s, p)
        moves += [{"type": "discard", "domino": d} for d in sorted(set(p.hand))]
    elif s.phase == Phase.PLANT:
        moves += _plantings(s, seat)
        moves.append({"type": "skip_plant"})
    elif s.phase == Phase.CLOUDS:
        moves.append({"type": "take_clouds"})
    elif s.phase == Phase.END:
        if p.clouds >= C.extra_turn_cost and p.hand:
            moves.append({"type": "extra_turn"})
        moves.append({"type": "end_turn"})
    moves += _cloud_actions(s, seat)
    return moves


def _accepts(s: State, cell: int) -> int:
    """Bit mask of the animals that may go on the free brook `cell` as its neighbours are."""
    joker = s.joker
    need = -1
    for j in C.brook_neighbours[cell]:
        a = s.animals[j]
        if a < 0 or a in (joker, need):
            continue
        if need >= 0:
            return 1 << joker
        need = a
    return ALL_ANIMALS if need < 0 else (1 << need) | (1 << joker)


def _placements(s: State, p: Player) -> list[dict]:
    animals = s.animals
    frontier = s.frontier
    hand = [(d, *C.dominoes[d]) for d in sorted(set(p.hand))]
    masks: dict[int, int] = {}
    moves = []
    for f in sorted(frontier):
        mf = masks.get(f)
        if mf is None:
            mf = masks[f] = _accepts(s, f)
        for g in C.brook_neighbours[f]:
            if animals[g] >= 0 or (g < f and g in frontier):
                continue
            mg = masks.get(g)
            if mg is None:
                mg = masks[g] = _accepts(s, g)
            for d, a, b in hand:
                if mf >> a & 1 and mg >> b & 1:
                    moves.append({"type": "place", "domino": d, "cells": [rc(f), rc(g)]})
                if mf >> b & 1 and mg >> a & 1:
                    moves.append({"type": "place", "domino": d, "cells": [rc(g), rc(f)]})
    return moves


def _plant_spaces(s: State) -> list[int]:
    """Free area spaces beside the domino placed this turn."""
    assert s.turn_domino is not None
    return sorted({j for i in s.turn_domino for j in C.area_neighbours[i] if j not in s.plants})


def _plantings(s: State, seat: int) -> list[dict]:
    p = s.players[seat]
    choices = [
        (colour, KINDS[k])
        for colour, counts in ((p.colour, p.own), (NEUTRAL, p.neutral))
        for k in range(len(KINDS))
        if counts[k]
    ]
    return [
        {"type": "plant", "cell": rc(cell), "colour": colour, "kind": kind}
        for cell in _plant_spaces(s)
        for colour, kind in choices
    ]


def _cloud_actions(s: State, seat: int) -> list[dict]:
    p = s.players[seat]
    moves: list[dict] = []
    if p.clouds >= C.joker_cost:
        moves += [{"type": "joker", "animal": a} for a in range(len(C.animals)) if a != s.joker]
    moves += [{"type": "return", "cell": rc(cell)} for cell in _returnable(s, seat)]
    return moves


def _returnable(s: State, seat: int) -> list[int]:
    p = s.players[seat]
    board = C.boards[len(s.players)]
    out = []
    for cell, (owner, kind) in s.plants.items():
        if kind + 1 > p.clouds or (s.phase == Phase.CLOUDS and cell == s.planted):
            continue
        if (owner == seat and p.own[kind] < board.own[kind]) or (
            owner == NEUTRAL_OWNER and p.neutral[kind] < board.neutral[kind]
        ):
            out.append(cell)
    return sorted(out)


def _can_plant(s: State, seat: int) -> bool:
    p = s.players[seat]
    return (any(p.own) or any(p.neutral)) and bool(_plant_spaces(s))


def _can_act(s: State, seat: int) -> bool:
    """Whether a cloud action is possible for `seat` now."""
    return s.players[seat].clouds >= C.joker_cost or bool(_returnable(s, seat))


# ---------------------------------------------------------------- apply


def apply(s: State, seat: int, move: dict) -> tuple[State, list[Event]]:
    """The state after `seat` makes `move`, and its events. Raises IllegalMove."""
    if s.current is None:
        raise IllegalMove("The game is over.")
    if seat != s.current:
        raise IllegalMove(f"It is seat {s.current}'s turn, not seat {seat}'s.")
    if not isinstance(move, dict):
        raise IllegalMove("A move must be an object with a 'type'.")
    handler = _HANDLERS.get(move.get("type"))  # type: ignore[arg-type]
    if handler is None:
        raise IllegalMove(f"Unknown move type {move.get('type')!r}.")
    phases, do = handler
    if s.phase not in phases:
        raise IllegalMove(f"A {move['type']} move is not possible now ({_PHASE_TEXT[s.phase]}).")
    after = s.copy()
    events: list[Event] = []
    do(after, seat, move, events)
    _settle(after, events)
    return after, events


_PHASE_TEXT = {
    Phase.DOMINO: "you must place or discard a domino first",
    Phase.PLANT: "you may place a plant beside your domino or skip it",
    Phase.CLOUDS: "take the cloud tokens you picked up, after making room if you wish",
    Phase.END: "your domino is played; end your turn or take another",
}


def _cell(move: dict, key: str = "cell") -> int:
    value = move.get(key)
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in value)
        or not all(0 <= x < SIZE for x in value)
    ):
        raise IllegalMove(f"'{key}' must be [row, col] on the 15 x 15 board.")
    return value[0] * SIZE + value[1]


def _domino(p: Player, move: dict) -> int:
    d = move.get("domino")
    if not isinstance(d, int) or isinstance(d, bool) or d not in p.hand:
        raise IllegalMove(f"Domino {d!r} is not in your hand.")
    return d


def _place(s: State, seat: int, move: dict, events: list[Event]) -> None:
    p = s.players[seat]
    d = _domino(p, move)
    cells = move.get("cells")
    if not isinstance(cells, list) or len(cells) != 2:
        raise IllegalMove("'cells' must be two [row, col] spaces.")
    f, g = (_cell({"cell": c}) for c in cells)
    a, b = C.dominoes[d]
    _check_placement(s, f, a, g, b)
    p.hand.remove(d)
    s.animals[f], s.animals[g] = a, b
    s.placed.append((d, f, g))
    s.turn_domino = (f, g)
    s.frontier -= {f, g}
    s.frontier |= {j for i in (f, g) for j in C.brook_neighbours[i] if s.animals[j] < 0}
    s.closing = _closed_by(s, f, g)
    events.append(
        Event(
            {"type": "place", "seat": seat, "domino": d, "animals": [a, b], "cells": [rc(f), rc(g)]}
        )
    )
    if _plant_spaces(s):
        s.phase = Phase.PLANT
    else:
        _score_and_refill(s, seat, events)


def _check_placement(s: State, f: int, a: int, g: int, b: int) -> None:
    for cell in (f, g):
        if not C.brook[cell]:
            raise IllegalMove(f"{name(cell)} is an area space, not a brook space.")
        if s.animals[cell] >= 0:
            raise IllegalMove(f"{name(cell)} is already covered.")
    if g not in C.brook_neighbours[f]:
        raise IllegalMove(f"{name(f)} and {name(g)} are not beside each other.")
    if f not in s.frontier and g not in s.frontier:
        raise IllegalMove("Neither half is on a starting space or beside an animal.")
    for cell, animal in ((f, a), (g, b)):
        for j in C.brook_neighbours[cell]:
            other = s.animals[j]
            if other >= 0 and not (other == animal or s.joker in (other, animal)):
                raise IllegalMove(
                    f"The {C.animals[animal]} on {name(cell)} would be beside the "
                    f"{C.animals[other]} on {name(j)}, and neither is the joker "
                    f"({C.animals[s.joker]})."
                )


def _isolated(s: State, cell: int) -> bool:
    return s.animals[cell] < 0 and all(s.animals[j] >= 0 for j in C.brook_neighbours[cell])


def _closed_by(s: State, f: int, g: int) -> list[str]:
    """Areas that the domino on f and g closes off: every brook space beside them covered
    or isolated."""
    near = {f, g} | {j for i in (f, g) for j in C.brook_neighbours[i]}
    areas = {a for i in near for a in C.areas_beside[i]} - set(s.closed)
    return sorted(
        a for a in areas if all(s.animals[i] >= 0 or _isolated(s, i) for i in C.area_brook[a])
    )


def _discard(s: State, seat: int, move: dict, events: list[Event]) -> None:
    p = s.players[seat]
    d = _domino(p, move)
    p.hand.remove(d)
    s.box_dominoes.append(d)
    events.append(
        Event(
            {"type": "discard", "seat": seat, "domino": d, "animals": list(C.dominoes[d])},
            audience=seat,
            public={"type": "discard", "seat": seat},
        )
    )
    _score_and_refill(s, seat, events)


def _plant(s: State, seat: int, move: dict, events: list[Event]) -> None:
    p = s.players[seat]
    cell = _cell(move)
    if cell not in _plant_spaces(s):
        raise IllegalMove(f"{name(cell)} is not a free area space beside your domino.")
    colour, kind_name = move.get("colour"), move.get("kind")
    clouds = put_plant(s, seat, cell, colour, kind_name)
    s.planted = cell
    events.append(
        Event(
            {
                "type": "plant",
                "seat": seat,
                "cell": rc(cell),
                "colour": colour,
                "kind": kind_name,
                "clouds": clouds,
            }
        )
    )
    room = C.boards[len(s.players)].clouds - p.clouds
    if clouds > room:
        s.pending_clouds = clouds
        s.phase = Phase.CLOUDS
        events.append(
            Event({"type": "clouds_found", "seat": seat, "cell": rc(cell), "count": clouds})
        )
        return
    if clouds:
        _take_clouds(s, seat, clouds, events)
    _score_and_refill(s, seat, events)


def put_plant(s: State, seat: int, cell: int, colour: object, kind_name: object) -> int:
    """Move a plant of `colour` and `kind_name` from `seat`'s player board to the free area
    space `cell`, the area token moving aside; returns the cloud tokens taken off `cell`.
    Raises IllegalMove for a plant the seat does not have."""
    p = s.players[seat]
    if kind_name not in KINDS:
        raise IllegalMove(f"'kind' must be one of {', '.join(KINDS)}.")
    kind = KINDS.index(kind_name)
    if colour == p.colour:
        counts, owner = p.own, seat
    elif colour == NEUTRAL:
        counts, owner = p.neutral, NEUTRAL_OWNER
    else:
        raise IllegalMove(f"You may plant only your colour ({p.colour}) or neutral.")
    if not counts[kind]:
        raise IllegalMove(f"You have no {colour} {kind_name} on your player board.")
    counts[kind] -= 1
    s.plants[cell] = (owner, kind)
    area = C.area_of[cell]
    assert area is not None
    if s.token_cells[area] == cell:
        s.token_cells[area] = free_token_cell(s, area)
    return s.clouds.pop(cell, 0)


def _take_clouds(s: State, seat: int, count: int, events: list[Event]) -> None:
    p = s.players[seat]
    kept = min(count, C.boards[len(s.players)].clouds - p.clouds)
    p.clouds += kept
    s.box_clouds += count - kept
    events.append(
        Event({"type": "clouds_taken", "seat": seat, "kept": kept, "to_box": count - kept})
    )


def _take(s: State, seat: int, move: dict, events: list[Event]) -> None:
    count, s.pending_clouds = s.pending_clouds, 0
    _take_clouds(s, seat, count, events)
    _score_and_refill(s, seat, events)


def _skip_plant(s: State, seat: int, move: dict, events: list[Event]) -> None:
    _score_and_refill(s, seat, events)


def _score_and_refill(s: State, seat: int, events: list[Event]) -> None:
    """Steps C and D: plant points, area scorings, refill the hand."""
    p = s.players[seat]
    if s.planted is not None:
        points = plant_points(s, s.planted)
        p.points["plants"] += points
        events.append(Event({"type": "plant_points", "seat": seat, "points": points}))
    for area in s.closing:
        score_area(s, area, "areas", events)
        token = s.tokens.pop(area)
        s.token_cells[area] = None
        s.closed.append(area)
        p.tokens.append((area, token))
        t = C.tokens[token]
        public = {"type": "token", "seat": seat, "area": area, "main": t.main, "minor": t.minor}
        events.append(Event(public | {"back": t.back}, audience=seat, public=public))
    s.closing = []
    if p.reserve and len(p.hand) < C.hand_size:
        d = p.reserve.pop()
        p.hand.append(d)
        events.append(
            Event(
                {"type": "draw", "seat": seat, "domino": d, "animals": list(C.dominoes[d])},
                audience=seat,
                public={"type": "draw", "seat": seat},
            )
        )
    s.phase = Phase.END


def _joker(s: State, seat: int, move: dict, events: list[Event]) -> None:
    animal = move.get("animal")
    if not isinstance(animal, int) or isinstance(animal, bool) or not 0 <= animal < len(C.animals):
        raise IllegalMove(f"'animal' must be 0 to {len(C.animals) - 1}.")
    if animal == s.joker:
        raise IllegalMove(f"The {C.animals[animal]} is the joker already.")
    _spend(s, seat, C.joker_cost, "change the joker")
    s.joker = animal
    events.append(Event({"type": "joker", "seat": seat, "animal": animal, "cost": C.joker_cost}))


def _return(s: State, seat: int, move: dict, events: list[Event]) -> None:
    cell = _cell(move)
    plant = s.plants.get(cell)
    if plant is None:
        raise IllegalMove(f"There is no plant on {name(cell)}.")
    owner, kind = plant
    p = s.players[seat]
    if owner not in (seat, NEUTRAL_OWNER):
        raise IllegalMove("You may return only plants of your colour or neutral ones.")
    if s.phase == Phase.CLOUDS and cell == s.planted:
        raise IllegalMove("The plant you are placing scores first; it cannot go back yet.")
    board = C.boards[len(s.players)]
    counts, spaces = (p.own, board.own) if owner == seat else (p.neutral, board.neutral)
    colour = NEUTRAL if owner == NEUTRAL_OWNER else p.colour
    if counts[kind] >= spaces[kind]:
        raise IllegalMove(f"Your player board has no free space for a {colour} {KINDS[kind]}.")
    _spend(s, seat, kind + 1, f"return this {KINDS[kind]}")
    counts[kind] += 1
    del s.plants[cell]
    events.append(
        Event(
            {
                "type": "return",
                "seat": seat,
                "cell": rc(cell),
                "colour": colour,
                "kind": KINDS[kind],
                "cost": kind + 1,
            }
        )
    )


def _spend(s: State, seat: int, cost: int, what: str) -> None:
    p = s.players[seat]
    if p.clouds < cost:
        raise IllegalMove(f"To {what} costs {cost} cloud tokens; you have {p.clouds}.")
    p.clouds -= cost
    s.box_clouds += cost


def _extra_turn(s: State, seat: int, move: dict, events: list[Event]) -> None:
    if not s.players[seat].hand:
        raise IllegalMove("You have no dominoes left for another turn.")
    _spend(s, seat, C.extra_turn_cost, "take another turn")
    events.append(Event({"type": "extra_turn", "seat": seat, "cost": C.extra_turn_cost}))
    _start_turn(s, seat)


def _end_turn(s: State, seat: int, move: dict, events: list[Event]) -> None:
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
    """Take the steps that need no choice: a plant step with nothing to do, a turn's end
    with no action left. (Clouds overflow only onto a board holding 5 or more, so a cloud
    action to make room is always possible then.)"""
    while s.current is not None:
        seat = s.current
        if s.phase == Phase.PLANT and not _can_plant(s, seat) and not _can_act(s, seat):
            _score_and_refill(s, seat, events)
        elif (
            s.phase == Phase.END
            and not _can_act(s, seat)
            and not (s.players[seat].clouds >= C.extra_turn_cost and s.players[seat].hand)
        ):
            _end_turn(s, seat, {}, events)
        else:
            return


Handler = Callable[[State, int, dict, list[Event]], None]

_HANDLERS: dict[str, tuple[tuple[str, ...], Handler]] = {
    "place": ((Phase.DOMINO,), _place),
    "discard": ((Phase.DOMINO,), _discard),
    "plant": ((Phase.PLANT,), _plant),
    "skip_plant": ((Phase.PLANT,), _skip_plant),
    "take_clouds": ((Phase.CLOUDS,), _take),
    "joker": (CLOUD_PHASES, _joker),
    "return": (CLOUD_PHASES, _return),
    "extra_turn": ((Phase.END,), _extra_turn),
    "end_turn": ((Phase.END,), _end_turn),
}
