"""What one seat, or a spectator, may see of a Cascadia state, and how it changes.

Everything in Cascadia is public except what lies ahead in draws: the order of the tile
stack and of the bag, which tiles are in the stack (only its size is shown), the
generator's state and the seed. The bag's make-up is public (counts per animal), as are
the tokens set aside by this turn's wipes and the rules edition. Once the
game is over the stack, the tiles left out and the seed are shown too.

The view is made of named parts (`base.PartedView`); a move's patch renders again only
the parts and entries its events name (`touched`). What a draw brought is in the view
(the display, the bag), not in the events (see docs/games/cascadia.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from server.games.base import EVERYTHING, JSON, Part, PartedView, Path, Viewer, public
from server.games.cascadia.cells import name
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.points import breakdown, breakdowns
from server.games.cascadia.state import EDGES, TILES, State, Step


def _tile_json(tile: int) -> JSON:
    t = TILES[tile]
    return {
        "id": tile,
        "habitats": "".join(t.habitats),
        "wildlife": list(t.wildlife),
        "keystone": t.keystone,
    }


# each tile as views show it, made once: views share these dicts (do not change them)
TILE_JSON = tuple(_tile_json(tile) for tile in range(len(TILES)))


def tile_json(tile: int) -> JSON:
    """A tile as views show it: {id, habitats ("FM"), wildlife, keystone}, shared by every
    view that shows it (do not change it)."""
    return TILE_JSON[tile]


def turn_part(s: State) -> JSON:
    """Where the current turn stands: its number, the tile and token taken (and their
    slots), where the tile went, and the replacements of tokens so far."""
    taken = s.taken
    return {
        "number": s.turn,
        "pending": None
        if s.pending is None
        else {"tile": tile_json(s.pending[0]), "animal": s.pending[1]},
        "taken": None if taken is None else {"tile": taken[0], "token": taken[1]},
        "placed": None if s.placed is None else name(s.placed),
        "overpopulation_used": s.culled,
        "auto_replaced": list(s.auto),
    }


def display_entry(s: State, _seat: Viewer, slot: Any) -> JSON:
    """The display's pair in `slot`: {tile, token}, each None once taken."""
    tile = s.tiles[slot]
    return {"tile": None if tile is None else tile_json(tile), "token": s.tokens[slot]}


@cache
def placed_json(tile: int, rotation: int, token: str | None) -> JSON:
    """A tile laid in an environment: `tile_json` with its rotation, its six edges
    ("FFMMMF", edge 0 facing east) and its token (None: none), shared by every view that
    shows it so (do not change it)."""
    return {**TILE_JSON[tile], "rotation": rotation, "edges": EDGES[tile][rotation], "token": token}


def seat_entry(s: State, _seat: Viewer, i: Any) -> JSON:
    """Seat `i`'s nature tokens, turns played and environment by cell."""
    p = s.players[i]
    tokens = p.tokens
    return {
        "nature": p.nature,
        "turns": p.turns,
        "environment": {name(c): placed_json(t, r, tokens.get(c)) for c, (t, r) in p.tiles.items()},
    }


def stack_part(s: State) -> JSON:
    """The stack's size; once the game is over its tiles and the tiles left out too."""
    out: JSON = {"count": len(s.stack)}
    if s.step == Step.OVER:
        out |= {"tiles": sorted(s.stack), "unused": sorted(s.unused)}
    return out


def bag_part(s: State) -> JSON:
    """The bag's tokens per animal (never their order)."""
    return {a: s.bag.count(a) for a in WILDLIFE}


def _seat_paths(*fields: str) -> Callable[[JSON], Iterator[Path]]:
    """The paths of `fields` in the entry of the event's seat."""
    return lambda e: iter([("seats", e["seat"], f) for f in fields])


def _cell_paths(e: JSON) -> Iterator[Path]:
    yield ("seats", e["seat"], "environment", e["cell"])


def _nature_paths(e: JSON) -> Iterator[Path]:
    """A seat's nature tokens changed: theirs, the supply's and the seat's score."""
    yield ("seats", e["seat"], "nature")
    yield ("nature",)
    yield ("scores", e["seat"])


_DRAWN: tuple[Path, ...] = (("display",), ("bag",), ("aside",))

# the paths each event changes
_PATHS: dict[str, Callable[[JSON], Iterator[Path]]] = {
    "take": lambda e: iter(
        [
            ("display", e["tile"]),
            ("display", e["token"]),
            *_nature_paths(e),
            ("bag",),  # the tokens set aside this turn go back
            ("aside",),
        ]
    ),
    "overpopulation": lambda _e: iter(_DRAWN),
    "wipe": lambda e: iter([*_DRAWN, *_nature_paths(e)]),
    # a tile changes its seat's corridors, so every seat's majority bonuses may change
    "place": lambda e: iter([*_cell_paths(e), ("scores",)]),
    # a token changes its seat's cards' points alone
    "token": lambda e: iter([*_cell_paths(e), *_seat_paths("turns")(e), *_nature_paths(e)]),
    "return_token": lambda e: iter([("bag",), *_seat_paths("turns")(e)]),
    "solo_discard": lambda _e: iter([("removed",)]),
    "refill": lambda _e: iter([*_DRAWN, ("stack",)]),
    "turn": lambda _e: iter([("current",)]),
}


def touched(_s: State, events: list[JSON]) -> Iterator[Path]:
    """The parts of a view that a move with `events` changed."""
    yield ("step",)
    yield ("turn",)
    for e in events:
        if e["type"] == "game_over":
            yield EVERYTHING
            return
        yield from _PATHS[e["type"]](e)


VIEW: PartedView[State] = PartedView(
    {
        "cards": public(lambda s: list(s.cards)),
        "majorities": public(lambda s: s.majorities),
        "step": public(lambda s: s.step.value),
        "turn": public(turn_part),
        "display": Part(
            lambda s, seat: [display_entry(s, seat, i) for i in range(len(s.tiles))],
            display_entry,
            public=True,
        ),
        "bag": public(bag_part),
        "aside": public(lambda s: sorted(s.aside)),
        "edition": public(lambda s: s.edition),
        "stack": public(stack_part),
        "nature": public(lambda s: s.nature),
        "removed": public(
            lambda s: {"tiles": list(s.removed_tiles), "tokens": list(s.removed_tokens)}
        ),
        "seats": Part(
            lambda s, seat: [seat_entry(s, seat, i) for i in range(len(s.players))],
            seat_entry,
            public=True,
        ),
        "scores": Part(
            lambda s, _seat: [b.json() for b in breakdowns(s)],
            lambda s, _seat, i: breakdown(s, i).json(),
            public=True,
        ),
        "seed": public(lambda s: s.seed if s.step == Step.OVER else None),
    },
    touched,
)
