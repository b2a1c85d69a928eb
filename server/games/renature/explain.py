"""Why a move is not legal, in words a person can read.

`explain` never decides legality (moves.py does); it is asked only about a move that is
not listed, and says what is wrong with it: the `IllegalMove` to raise (a message with
{names} and their values, said in the reader's language where it is shown).
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.base import IllegalMove
from server.games.renature.cells import name, parse
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.moves import LISTS, Move, plant_spaces, step_kinds
from server.games.renature.mushrooms import why_not_site
from server.games.renature.state import NEUTRAL_OWNER, Phase, State, plant_colour
from server.games.renature.words import a_plant, plant
from server.i18n import N_, Said

# what a move of each type does, as the subject of a sentence
MOVE_NAMES = {
    "place": N_("Placing a domino"),
    "discard": N_("Returning a domino to the box"),
    "mushroom": N_("Placing a mushroom"),
    "skip_mushroom": N_("Leaving the mushroom"),
    "plant": N_("Placing a plant"),
    "skip_plant": N_("Skipping the plant"),
    "take_clouds": N_("Taking the clouds"),
    "joker": N_("Changing the joker"),
    "return": N_("Taking back a plant"),
    "extra_turn": N_("Taking another turn"),
    "end_turn": N_("Ending the turn"),
}

# why no move of another type is possible at each step, as a whole sentence
STEP_TEXT = {
    Phase.DOMINO: N_("{move} is not possible now: you must place or discard a domino first."),
    Phase.MUSHROOM: N_(
        "{move} is not possible now: place the mushroom you took beside an area space, or leave it."
    ),
    Phase.PLANT: N_(
        "{move} is not possible now: you may place a plant beside your domino or skip it."
    ),
    Phase.CLOUDS: N_(
        "{move} is not possible now: take the cloud tokens you picked up, after making room"
        " if you wish."
    ),
    Phase.END: N_(
        "{move} is not possible now: your domino is played; end your turn or take another."
    ),
}


def explain(s: State, seat: int, move: Move) -> IllegalMove:
    """Why `move` is not among `seat`'s legal moves."""
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in LISTS:
        return IllegalMove("Unknown move type {kind}.", kind=repr(kind))
    if kind not in step_kinds(s):
        return IllegalMove(STEP_TEXT[s.phase], move=Said(MOVE_NAMES[kind]))
    why = _WHY.get(kind)
    return (why(s, seat, move) if why else None) or IllegalMove(
        "That move is not possible now: check its fields."
    )


def _named(move: Move, key: str = "cell") -> int | IllegalMove:
    """The cell `move[key]` names, or the reason it names none."""
    cell = parse(move.get(key))
    if cell is None:
        return IllegalMove("'{key}' must name a space, a1 to o15.", key=key)
    return cell


def _why_domino(s: State, seat: int, move: Move) -> IllegalMove | None:
    d = move.get("domino")
    if d in s.players[seat].hand:
        return None
    return IllegalMove("Domino {domino} is not in your hand.", domino=repr(d))


def _why_place(s: State, seat: int, move: Move) -> IllegalMove | None:
    cells = move.get("cells")
    if not isinstance(cells, list) or len(cells) != 2:
        return IllegalMove("'cells' must be two spaces.")
    found = [_named({"cell": c}) for c in cells]
    error = _why_domino(s, seat, move) or next(
        (f for f in found if isinstance(f, IllegalMove)), None
    )
    if error:
        return error
    f, g = (int(x) for x in found if not isinstance(x, IllegalMove))
    for cell in (f, g):
        if not s.board.domino[cell] or s.areas.of[cell] is not None:
            if s.board.space == "meadow":
                return IllegalMove("{cell} is an area space, not a meadow space.", cell=name(cell))
            return IllegalMove("{cell} is an area space, not a brook space.", cell=name(cell))
        if s.animals[cell] >= 0:
            return IllegalMove("{cell} is already covered.", cell=name(cell))
    if g not in s.board.domino_neighbours[f]:
        return IllegalMove(
            "{first} and {second} are not beside each other.", first=name(f), second=name(g)
        )
    if f not in s.frontier and g not in s.frontier:
        return IllegalMove("Neither half is on a starting space or beside an animal.")
    a, b = C.dominoes[move["domino"]]
    for cell, animal in ((f, a), (g, b)):
        for j in s.board.domino_neighbours[cell]:
            other = s.animals[j]
            if other >= 0 and not (other == animal or s.joker in (other, animal)):
                return IllegalMove(
                    "The {animal} on {cell} would be beside the {other} on {other_cell}, and"
                    " neither is the joker ({joker}).",
                    animal=Said(C.animals[animal]),
                    cell=name(cell),
                    other=Said(C.animals[other]),
                    other_cell=name(j),
                    joker=Said(C.animals[s.joker]),
                )
    return None


def _why_plant(s: State, seat: int, move: Move) -> IllegalMove | None:
    cell = _named(move)
    if isinstance(cell, IllegalMove):
        return cell
    if cell not in plant_spaces(s):
        return IllegalMove("{cell} is not a free area space beside your domino.", cell=name(cell))
    p = s.players[seat]
    colour, kind = move.get("colour"), move.get("kind")
    if kind not in KINDS:
        return IllegalMove("'kind' must be one of {kinds}.", kinds=", ".join(KINDS))
    if colour not in (p.colour, NEUTRAL):
        return IllegalMove(
            "You may plant only your colour ({colour}) or neutral.", colour=Said(p.colour)
        )
    return IllegalMove(
        "You have no {plant} on your player board.", plant=plant(str(colour), str(kind))
    )


def _why_mushroom(s: State, _seat: int, move: Move) -> IllegalMove | None:
    cell = _named(move)
    if isinstance(cell, IllegalMove):
        return cell
    return why_not_site(s, cell)


def _why_joker(s: State, seat: int, move: Move) -> IllegalMove | None:
    animal = move.get("animal")
    if not isinstance(animal, int) or isinstance(animal, bool) or not 0 <= animal < len(C.animals):
        return IllegalMove("'animal' must be 0 to {last}.", last=len(C.animals) - 1)
    if animal == s.joker:
        return IllegalMove("The {animal} is the joker already.", animal=Said(C.animals[animal]))
    return _why_cost(
        s,
        seat,
        C.joker_cost,
        N_("To change the joker costs {cost} cloud tokens; you have {clouds}."),
    )


def _why_return(s: State, seat: int, move: Move) -> IllegalMove | None:
    cell = _named(move)
    if isinstance(cell, IllegalMove):
        return cell
    found = s.plants.get(cell)
    if found is None:
        return IllegalMove("There is no plant on {cell}.", cell=name(cell))
    owner, kind = found
    if owner not in (seat, NEUTRAL_OWNER):
        return IllegalMove("You may return only plants of your colour or neutral ones.")
    if s.phase == Phase.CLOUDS and cell == s.planted:
        return IllegalMove("The plant you are placing scores first; it cannot go back yet.")
    return _why_cost(
        s, seat, kind + 1, N_("To return this plant costs {cost} cloud tokens; you have {clouds}.")
    ) or IllegalMove(
        "Your player board has no free space for {plant}.",
        plant=a_plant(plant_colour(s, owner), KINDS[kind]),
    )


def _why_extra_turn(s: State, seat: int, _move: Move) -> IllegalMove | None:
    if not s.players[seat].hand:
        return IllegalMove("You have no dominoes left for another turn.")
    return _why_cost(
        s,
        seat,
        C.extra_turn_cost,
        N_("To take another turn costs {cost} cloud tokens; you have {clouds}."),
    )


def _why_cost(s: State, seat: int, cost: int, message: str) -> IllegalMove | None:
    """`message` (with {cost} and {clouds}) when `seat` has fewer than `cost` clouds."""
    clouds = s.players[seat].clouds
    return IllegalMove(message, cost=cost, clouds=clouds) if clouds < cost else None


_WHY: dict[str, Callable[[State, int, Move], IllegalMove | None]] = {
    "place": _why_place,
    "discard": _why_domino,
    "mushroom": _why_mushroom,
    "plant": _why_plant,
    "joker": _why_joker,
    "return": _why_return,
    "extra_turn": _why_extra_turn,
}
