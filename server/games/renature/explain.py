"""Why a move is not legal, in words a person can read.

`explain` never decides legality (moves.py does); it is asked only about a move that is
not listed, and says what is wrong with it.
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.renature.cells import name, parse
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.moves import LISTS, Move, plant_spaces, step_kinds
from server.games.renature.mushrooms import why_not_site
from server.games.renature.state import NEUTRAL_OWNER, Phase, State, plant_colour

STEP_TEXT = {
    Phase.DOMINO: "you must place or discard a domino first",
    Phase.MUSHROOM: "place the mushroom you took beside an area space, or leave it",
    Phase.PLANT: "you may place a plant beside your domino or skip it",
    Phase.CLOUDS: "take the cloud tokens you picked up, after making room if you wish",
    Phase.END: "your domino is played; end your turn or take another",
}


def explain(s: State, seat: int, move: Move) -> str:
    """Why `move` is not among `seat`'s legal moves."""
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in LISTS:
        return f"Unknown move type {kind!r}."
    if kind not in step_kinds(s):
        return f"A {kind} move is not possible now ({STEP_TEXT[s.phase]})."
    why = _WHY.get(kind)
    return (
        why(s, seat, move) if why else None
    ) or "That move is not possible now: check its fields."


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
    if cell not in plant_spaces(s):
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
