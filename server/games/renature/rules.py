"""A turn of Renature: which moves are legal, and what a move does.

Moves (JSON): place, discard, mushroom, skip_mushroom, plant, skip_plant, take_clouds,
joker, return, extra_turn, end_turn (see docs/games/renature.md). A move is legal exactly
when it is among the moves the listing functions give for the current step; `explain`
only says why another is not.
`apply` works on a copy of the state, so a refused move leaves the given state as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.base import JSON, Event, IllegalMove, require_legal
from server.games.renature.cells import NAMES, name, parse
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.mushrooms import (
    box_mushroom,
    covered_stump,
    is_site,
    put_mushroom,
    sites,
    why_not_site,
)
from server.games.renature.scoring import area_points, final_scoring, plant_points, score_area
from server.games.renature.state import (
    NEUTRAL_OWNER,
    Phase,
    State,
    free_token_cell,
    plant_colour,
)

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

Move = JSON  # a move's JSON form


# ---------------------------------------------------------------- legal moves


def legal_moves(s: State, seat: int) -> list[Move]:
    """Every move `seat` may make now; empty when it is not `seat`'s turn."""
    if seat != s.current:
        return []
    return [m for kind in _kinds(s) for m in _LISTS[kind](s, seat, None)]


def _kinds(s: State) -> tuple[str, ...]:
    """The move types of the current step (cloud actions are possible in every step)."""
    if s.phase == Phase.OVER:
        return ()
    return STEP_MOVES[s.phase] + CLOUD_ACTIONS


def _places(s: State, seat: int, like: Move | None) -> list[Move]:
    """Placements of the dominoes in hand; given `like`, only those of its domino on its
    cells (each placement has a half on the frontier: starting from `like`'s cells on it
    finds every placement on them)."""
    animals = s.animals
    frontier = s.frontier
    area_of = s.areas.of
    neighbours = s.board.domino_neighbours
    hand = sorted(set(s.players[seat].hand))
    starts = sorted(frontier)
    if like is not None:
        hand = [d for d in hand if d == like.get("domino")]
        cells = like.get("cells")
        named = [parse(c) for c in cells] if isinstance(cells, list) else []
        starts = sorted({c for c in named if c in frontier})
    dominoes = [(d, *C.dominoes[d]) for d in hand]
    masks: dict[int, int] = {}
    moves = []
    for f in starts:
        mf = masks.get(f)
        if mf is None:
            mf = masks[f] = _accepts(s, f)
        for g in neighbours[f]:
            if animals[g] >= 0 or area_of[g] is not None or (g < f and g in frontier):
                continue
            mg = masks.get(g)
            if mg is None:
                mg = masks[g] = _accepts(s, g)
            for d, a, b in dominoes:
                if mf >> a & 1 and mg >> b & 1:
                    moves.append({"type": "place", "domino": d, "cells": [NAMES[f], NAMES[g]]})
                if mf >> b & 1 and mg >> a & 1:
                    moves.append({"type": "place", "domino": d, "cells": [NAMES[g], NAMES[f]]})
    return moves


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
    return [{"type": "discard", "domino": d} for d in sorted(set(s.players[seat].hand))]


def _plant_spaces(s: State) -> list[int]:
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
    spaces = _plant_spaces(s)
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


def _single(kind: str) -> Callable[[State, int, Move | None], list[Move]]:
    return lambda _s, _seat, _like: [{"type": kind}]


def _extra_turns(s: State, seat: int, _like: Move | None) -> list[Move]:
    p = s.players[seat]
    return [{"type": "extra_turn"}] if p.clouds >= C.extra_turn_cost and p.hand else []


def _jokers(s: State, seat: int, _like: Move | None) -> list[Move]:
    if s.players[seat].clouds < C.joker_cost:
        return []
    return [{"type": "joker", "animal": a} for a in range(len(C.animals)) if a != s.joker]


def _returns(s: State, seat: int, like: Move | None) -> list[Move]:
    """Plants `seat` may take back now: its colour or neutral, a free space for it on its
    player board, clouds enough for its value, and not the plant still being placed
    (given `like`, only the plant on its cell)."""
    p = s.players[seat]
    board = C.boards[len(s.players)]
    plants = s.plants.items()
    if like is not None:
        cell = parse(like.get("cell"))
        plants = [(cell, s.plants[cell])] if cell in s.plants else []  # type: ignore[assignment]
    out = []
    for cell, (owner, kind) in plants:
        if kind + 1 > p.clouds or (s.phase == Phase.CLOUDS and cell == s.planted):
            continue
        if (owner == seat and p.own[kind] < board.own[kind]) or (
            owner == NEUTRAL_OWNER and p.neutral[kind] < board.neutral[kind]
        ):
            out.append(cell)
    return [{"type": "return", "cell": NAMES[cell]} for cell in sorted(out)]


_LISTS: dict[str, Callable[[State, int, Move | None], list[Move]]] = {
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


# ---------------------------------------------------------------- why a move is not legal


def explain(s: State, seat: int, move: Move) -> str:
    """Why `move` is not among `seat`'s legal moves, in words a person can read."""
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in _LISTS:
        return f"Unknown move type {kind!r}."
    if kind not in _kinds(s):
        return f"A {kind} move is not possible now ({_STEP_TEXT[s.phase]})."
    why = _WHY.get(kind)
    return (
        why(s, seat, move) if why else None
    ) or "That move is not possible now: check its fields."


_STEP_TEXT = {
    Phase.DOMINO: "you must place or discard a domino first",
    Phase.MUSHROOM: "place the mushroom you took beside an area space, or leave it",
    Phase.PLANT: "you may place a plant beside your domino or skip it",
    Phase.CLOUDS: "take the cloud tokens you picked up, after making room if you wish",
    Phase.END: "your domino is played; end your turn or take another",
}


def _named(move: Move, key: str = "cell") -> int | str:
    """The cell `move[key]` names, or the reason it names none."""
    cell = parse(move.get(key))
    return f"'{key}' must name a space, a1 to o15." if cell is None else cell


def _why_domino(s: State, seat: int, move: Move) -> str | None:
    d = move.get("domino")
    return None if d in s.players[seat].hand else f"Domino {d!r} is not in your hand."


def _why_place(s: State, seat: int, move: Move) -> str | None:
    cells = move.get("cells")
    if not isinstance(cells, list) or len(cells) != 2:
        return "'cells' must be two spaces."
    found = [_named({"cell": c}) for c in cells]
    if error := _why_domino(s, seat, move) or next((f for f in found if isinstance(f, str)), None):
        return error
    f, g = (int(x) for x in found)
    for cell in (f, g):
        if not s.board.domino[cell] or s.areas.of[cell] is not None:
            return f"{name(cell)} is an area space, not a {s.board.space} space."
        if s.animals[cell] >= 0:
            return f"{name(cell)} is already covered."
    if g not in s.board.domino_neighbours[f]:
        return f"{name(f)} and {name(g)} are not beside each other."
    if f not in s.frontier and g not in s.frontier:
        return "Neither half is on a starting space or beside an animal."
    a, b = C.dominoes[move["domino"]]
    for cell, animal in ((f, a), (g, b)):
        for j in s.board.domino_neighbours[cell]:
            other = s.animals[j]
            if other >= 0 and not (other == animal or s.joker in (other, animal)):
                return (
                    f"The {C.animals[animal]} on {name(cell)} would be beside the "
                    f"{C.animals[other]} on {name(j)}, and neither is the joker "
                    f"({C.animals[s.joker]})."
                )
    return None


def _why_plant(s: State, seat: int, move: Move) -> str | None:
    cell = _named(move)
    if isinstance(cell, str):
        return cell
    if cell not in _plant_spaces(s):
        return f"{name(cell)} is not a free area space beside your domino."
    p = s.players[seat]
    colour, kind = move.get("colour"), move.get("kind")
    if kind not in KINDS:
        return f"'kind' must be one of {', '.join(KINDS)}."
    if colour not in (p.colour, NEUTRAL):
        return f"You may plant only your colour ({p.colour}) or neutral."
    return f"You have no {colour} {kind} on your player board."


def _why_mushroom(s: State, _seat: int, move: Move) -> str | None:
    cell = _named(move)
    return cell if isinstance(cell, str) else why_not_site(s, cell)


def _why_joker(s: State, seat: int, move: Move) -> str | None:
    animal = move.get("animal")
    if not isinstance(animal, int) or isinstance(animal, bool) or not 0 <= animal < len(C.animals):
        return f"'animal' must be 0 to {len(C.animals) - 1}."
    if animal == s.joker:
        return f"The {C.animals[animal]} is the joker already."
    return _why_cost(s, seat, C.joker_cost, "change the joker")


def _why_return(s: State, seat: int, move: Move) -> str | None:
    cell = _named(move)
    if isinstance(cell, str):
        return cell
    plant = s.plants.get(cell)
    if plant is None:
        return f"There is no plant on {name(cell)}."
    owner, kind = plant
    if owner not in (seat, NEUTRAL_OWNER):
        return "You may return only plants of your colour or neutral ones."
    if s.phase == Phase.CLOUDS and cell == s.planted:
        return "The plant you are placing scores first; it cannot go back yet."
    return _why_cost(s, seat, kind + 1, f"return this {KINDS[kind]}") or (
        f"Your player board has no free space for a {plant_colour(s, owner)} {KINDS[kind]}."
    )


def _why_extra_turn(s: State, seat: int, _move: Move) -> str | None:
    if not s.players[seat].hand:
        return "You have no dominoes left for another turn."
    return _why_cost(s, seat, C.extra_turn_cost, "take another turn")


def _why_cost(s: State, seat: int, cost: int, what: str) -> str | None:
    clouds = s.players[seat].clouds
    return f"To {what} costs {cost} cloud tokens; you have {clouds}." if clouds < cost else None


_WHY: dict[str, Callable[[State, int, Move], str | None]] = {
    "place": _why_place,
    "discard": _why_domino,
    "mushroom": _why_mushroom,
    "plant": _why_plant,
    "joker": _why_joker,
    "return": _why_return,
    "extra_turn": _why_extra_turn,
}


# ---------------------------------------------------------------- apply


def apply(s: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """The state after `seat` makes `move`, and its events. Raises IllegalMove."""
    if s.current is None:
        raise IllegalMove("The game is over.")
    if seat != s.current:
        raise IllegalMove(f"It is seat {s.current}'s turn, not seat {seat}'s.")
    kind = move.get("type") if isinstance(move, dict) else None
    legal = _LISTS[kind](s, seat, move) if kind in _kinds(s) else []
    move = require_legal(legal, move, lambda: explain(s, seat, move))
    after = s.copy()
    events: list[Event] = []
    _DO[move["type"]](after, seat, move, events)
    _settle(after, events)
    return after, events


def _place(s: State, seat: int, move: Move, events: list[Event]) -> None:
    d = move["domino"]
    f, g = (_cell(c) for c in move["cells"])
    a, b = C.dominoes[d]
    s.players[seat].hand.remove(d)
    s.animals[f], s.animals[g] = a, b
    s.placed.append((d, f, g))
    s.turn_domino = (f, g)
    s.frontier -= {f, g}
    s.frontier |= {
        j
        for i in (f, g)
        for j in s.board.domino_neighbours[i]
        if s.animals[j] < 0 and s.areas.of[j] is None
    }
    s.closing = _closed_by(s, f, g) if s.board.tokens else []
    s.stump = covered_stump(s, (f, g))
    events.append(
        Event(
            {"type": "place", "seat": seat, "domino": d, "animals": [a, b], "cells": move["cells"]}
        )
    )
    cloudy = [c for c in (f, g) if c in s.clouds]  # Valley front: meadow cloud spaces
    count = sum(s.clouds.pop(c) for c in cloudy)
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
    elif _plant_spaces(s):
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


def _isolated(s: State, cell: int) -> bool:
    return s.animals[cell] < 0 and all(s.animals[j] >= 0 for j in s.board.domino_neighbours[cell])


def _closed_by(s: State, f: int, g: int) -> list[str]:
    """Areas that the domino on f and g closes off: every brook space beside them covered
    or isolated (boards with area tokens only: their areas never change)."""
    b = s.board
    near = {f, g} | {j for i in (f, g) for j in b.domino_neighbours[i]}
    areas = {a for i in near for a in b.areas_beside[i]} - set(s.closed)
    return sorted(
        a for a in areas if all(s.animals[i] >= 0 or _isolated(s, i) for i in b.area_domino[a])
    )


def _discard(s: State, seat: int, move: Move, events: list[Event]) -> None:
    d = move["domino"]
    s.players[seat].hand.remove(d)
    s.box_dominoes.append(d)
    events.append(
        Event(
            {"type": "discard", "seat": seat, "domino": d, "animals": list(C.dominoes[d])},
            audience=seat,
            public={"type": "discard", "seat": seat},
        )
    )
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
    p = s.players[seat]
    kind = KINDS.index(kind_name)
    counts, owner = (p.own, seat) if colour == p.colour else (p.neutral, NEUTRAL_OWNER)
    counts[kind] -= 1
    s.plants[cell] = (owner, kind)
    area = s.areas.of[cell]
    assert area is not None
    if s.token_cells.get(area) == cell:
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
    p = s.players[seat]
    if s.planted is not None:
        points = plant_points(s, s.planted)
        p.points["plants"] += points
        events.append(Event({"type": "plant_points", "seat": seat, "points": points}))
    for area in s.closing:
        score_area(s, area, *area_points(s, area), "areas", events)
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


def _joker(s: State, seat: int, move: Move, events: list[Event]) -> None:
    _spend(s, seat, C.joker_cost)
    s.joker = move["animal"]
    events.append(Event({"type": "joker", "seat": seat, "animal": s.joker, "cost": C.joker_cost}))


def _return(s: State, seat: int, move: Move, events: list[Event]) -> None:
    cell = _cell(move["cell"])
    owner, kind = s.plants.pop(cell)
    p = s.players[seat]
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
    s.players[seat].clouds -= cost
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
    while s.current is not None and s.phase in (Phase.PLANT, Phase.CLOUDS, Phase.END):
        only = _only_move(s, s.current)
        if only is None:
            return
        _DO[only["type"]](s, s.current, only, events)


def _only_move(s: State, seat: int) -> Move | None:
    """The one legal move of `seat`, or None when it has a choice (listing no further
    than a second move)."""
    found: list[Move] = []
    for kind in sorted(_kinds(s), key=_LISTING_COST.index):
        found += _LISTS[kind](s, seat, None)
        if len(found) > 1:
            return None
    return found[0] if found else None


# move types from the cheapest to list to the dearest
_LISTING_COST = (
    "skip_plant",
    "skip_mushroom",
    "take_clouds",
    "end_turn",
    "extra_turn",
    "joker",
    "discard",
    "return",
    "plant",
    "mushroom",
    "place",
)

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
