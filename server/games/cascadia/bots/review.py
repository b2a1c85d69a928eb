"""What the hard level needs to review a seat's moves: the plan a move made starts, valued
as the hard level values its own plans, and a plan in words.
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.base import JSON
from server.games.cascadia import rules
from server.games.cascadia.bots.plan import best, choice_plan, follow, plans
from server.games.cascadia.bots.turn import WEIGHTS, Turn
from server.games.cascadia.cells import around, cell_of, name
from server.games.cascadia.state import TILES, State
from server.games.search import Plan
from server.i18n import N_, gettext, listed

# the game's things as the sentences take them, each a whole message: a habitat's name,
# "the bear" (the object of a verb: German writes it in the accusative), "the three bears"
HABITATS = {
    "F": N_("forest"),
    "M": N_("mountain"),
    "P": N_("prairie"),
    "R": N_("river"),
    "W": N_("wetland"),
}
THE = {
    "bear": N_("the bear"),
    "elk": N_("the elk"),
    "salmon": N_("the salmon"),
    "hawk": N_("the hawk"),
    "fox": N_("the fox"),
}
THREE = {
    "bear": N_("three bears"),
    "elk": N_("three elk"),
    "salmon": N_("three salmon"),
    "hawk": N_("three hawks"),
    "fox": N_("three foxes"),
}
DASH = "\u2013"  # between a tile's habitats, as in the game log


def played_plan(s: State, seat: int, move: JSON) -> Plan:
    """The plan `move` (one of `seat`'s legal moves in `s`) starts, with its gain: the
    best of `plans` that starts with it; for a tile placed at another rotation than the
    plans', that plan turned; for replacing tokens, the best plan after it less the
    nature tokens spent."""
    found = [p for p in plans(s, seat, every=True) if p.moves[0] == move]
    if found:
        return max(found, key=lambda p: p.gain)
    if move["type"] == "place":
        assert s.pending is not None
        turn = Turn(s, seat)
        on = next(c for c in turn.choices(*s.pending) if name(c.cell) == move["cell"])
        return choice_plan(turn.turned(on, s.pending[0], move["rotation"]))
    after, _ = rules.apply(s, seat, move)
    spent = s.players[seat].nature - after.players[seat].nature
    return Plan(best(after, seat).gain - WEIGHTS.nature * spent, (move,))


def words(s: State, seat: int, plan: Plan) -> str:
    """`seat`'s `plan` from `s` (its turn) in words in the current language
    (`server.i18n.speaking`), naming things as the game log does and places by the tiles
    beside them (the board shows no coordinates): "take the forest-river tile with the
    bear, place it beside your prairie tile turned 120 degrees, then put the bear on it" (with
    an en dash and a degree sign)."""
    parts = []
    for move in plan.moves:
        after = follow(s, seat, Plan(plan.gain, (move,)))
        if after is s:
            break  # the turn has no room left for it (a token went back by itself)
        parts.append(_SAY[move["type"]](s, move))
        s = after
    if len(parts) == 1:
        return parts[0]
    return gettext("{steps}, then {last}", steps=", ".join(parts[:-1]), last=parts[-1])


def tile_words(tile: int) -> str:
    """A tile in words: "forest-river tile" (with an en dash), "wetland keystone tile"."""
    t = TILES[tile]
    habitats = DASH.join(gettext(HABITATS[h]) for h in t.habitats)
    if t.keystone:
        return gettext("{habitats} keystone tile", habitats=habitats)
    return gettext("{habitats} tile", habitats=habitats)


def _the(animal: str | None) -> str:
    return gettext(THE[animal]) if animal in THE else gettext("the token")


def _take(s: State, move: JSON) -> str:
    tile, token = s.tiles[move["tile"]], s.tokens[move["token"]]
    assert tile is not None
    if move["tile"] == move["token"]:
        return gettext("take the {tile} with {animal}", tile=tile_words(tile), animal=_the(token))
    return gettext(
        "spend a nature token to take the {tile} of slot {tile_slot} with {animal} of slot"
        " {token_slot}",
        tile=tile_words(tile),
        tile_slot=move["tile"] + 1,
        animal=_the(token),
        token_slot=move["token"] + 1,
    )


def _place(s: State, move: JSON) -> str:
    assert s.current is not None
    tiles = s.players[s.current].tiles
    beside = next(c for c in around(cell_of(move["cell"])) if c in tiles)
    tile = tile_words(tiles[beside][0])
    if not move["rotation"]:
        return gettext("place it beside your {tile}", tile=tile)
    # 60 degrees a step
    return gettext(
        "place it beside your {tile} turned {degrees}°", tile=tile, degrees=60 * move["rotation"]
    )


def _token(s: State, move: JSON) -> str:
    assert s.pending is not None and s.current is not None
    cell = cell_of(move["cell"])
    animal = _the(s.pending[1])
    if cell == s.placed:
        return gettext("put {animal} on it", animal=animal)
    tile = s.players[s.current].tiles[cell][0]
    return gettext("put {animal} on your {tile}", animal=animal, tile=tile_words(tile))


def _wipe(s: State, move: JSON) -> str:
    animals = [_the(s.tokens[i]) for i in move["slots"]]
    return gettext("spend a nature token to replace {animals}", animals=listed(animals))


def _overpopulation(s: State, _move: JSON) -> str:
    animal = next(t for t in s.tokens if t is not None and s.tokens.count(t) == 3)
    return gettext("replace the {three} (overpopulation)", three=gettext(THREE[animal]))


def _return_token(s: State, _move: JSON) -> str:
    return gettext("return {animal} to the bag", animal=_the(s.pending[1] if s.pending else None))


_SAY: dict[str, Callable[[State, JSON], str]] = {
    "take": _take,
    "place": _place,
    "token": _token,
    "return_token": _return_token,
    "wipe": _wipe,
    "overpopulation": _overpopulation,
}
