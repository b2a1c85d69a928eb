"""What one seat, or a spectator, may see of a Renature state, and how it changes.

Hidden while the game runs: other seats' hands, every reserve's order and content, the
backs of area tokens (but a seat's own collected ones), the box's contents and the seed.
Once the game is over everything is shown.

Every area entry carries the numbers a screen shows of it (`area_facts`: plant totals by
colour, the colours a tie drops, what each seat would score if it were scored now). On the
Valley boards, `areas` are the areas as they are now (by id, see `board.Areas`) with each
seat's projected end score, and `valley` shows the mushrooms and stumps.

The view is made of named parts (`base.PartedView`); a move's patch renders again only
the parts and entries its events name (`touched`). What every viewer sees alike is worked
out once per state (`State.memo`) and shared by its views: each view has its own dicts of
entries, so that a patch applied to one leaves the others as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from server.games.base import EVERYTHING, JSON, Part, PartedView, Path, Viewer, public
from server.games.renature.board import Board
from server.games.renature.cells import NAMES, name, parse
from server.games.renature.components import COMPONENTS as C
from server.games.renature.scoring import (
    area_awards,
    area_points,
    area_totals,
    projected_awards,
    tied_owners,
)
from server.games.renature.state import (
    BOARDS,
    Phase,
    Player,
    State,
    plant_colour,
    plant_name,
    remembered,
)


def board_static(board: Board) -> JSON:
    """What never changes of a board: its rows (legend in docs/games/renature.md), the
    starting spaces, the areas' sizes at setup, the animals and plant kinds; for a
    Valley board also its name, stumps and mushroom count."""
    out: JSON = {
        "rows": list(board.rows),
        "starts": sorted(name(i) for i in board.starts),
        "area_sizes": board.area_size,
        "animals": list(C.animals),
        "kinds": list(C.kinds),
    }
    if board.mushrooms:
        out |= {
            "name": board.name,
            "stumps": sorted(name(i) for i in board.stumps),
            "mushrooms": board.mushrooms,
        }
    return out


STATIC = {b.name: board_static(b) for b in BOARDS.values()}

PLAYER_BOARDS = {
    n: {"own": list(b.own), "neutral": list(b.neutral), "clouds": b.clouds}
    for n, b in C.boards.items()
}


def _cell(key: Any) -> int:
    cell = parse(key)
    if cell is None:
        raise KeyError(key)
    return cell


def turn_part(s: State) -> JSON:
    return {
        "domino": [name(i) for i in s.turn_domino] if s.turn_domino else None,
        "closing": list(s.closing),
        "planted": name(s.planted) if s.planted is not None else None,
        "pending_clouds": s.pending_clouds,
        "number": s.turns,
    }


def animal_at(s: State, cell: int) -> int:
    animal = s.animals[cell]
    if animal < 0:
        raise KeyError(cell)
    return animal


def _dominoes(s: State) -> list[list[str]]:
    return [domino_entry(s, None, i) for i in range(len(s.placed))]


def domino_entry(s: State, _seat: Viewer, index: Any) -> list[str]:
    _, f, g = s.placed[index]
    return [name(f), name(g)]


def plant_at(s: State, cell: int) -> list[str]:
    return list(plant_name(*s.plants[cell], s))


def clouds_at(s: State, cell: int) -> int:
    return s.clouds[cell]


def area_entry(s: State, _seat: Viewer, area: Any) -> JSON:
    """An area's facts (`area_facts`); on the base board also whether it is scored, its
    token's points and where the token lies."""
    if not s.board.tokens:
        return valley_area_entry(s, area)
    token = s.tokens.get(area)
    cell = s.token_cells[area]
    return {
        "closed": area in s.closed,
        "token": None
        if token is None
        else {"main": C.tokens[token].main, "minor": C.tokens[token].minor},
        "token_cell": None if cell is None else name(cell),
    } | area_facts(s, area)


def valley_area_entry(s: State, area: Any) -> JSON:
    """A Valley area as it is now: its spaces, size, the points each seat would score for
    it if the game ended now, and its facts (`area_facts`)."""
    cells = s.areas.cells[area]
    scores = [0] * len(s.players)
    for seat, _, points in projected_awards(s, area):
        scores[seat] += points
    return (
        {"spaces": [name(i) for i in cells], "size": len(cells)}
        | area_facts(s, area)
        | {"scores": scores}
    )


def area_facts(s: State, area: str) -> JSON:
    """`totals`: each colour's plant value in `area` ({colour: value}); `tied`: the colours
    tied with another, which a scoring ignores (sorted); for an area with its scoring token
    still on the board, `if_closed`: [{"seat", "points"}] for each seat that would score
    if it were scored now (main first)."""
    totals = area_totals(s, area)
    out: JSON = {
        "totals": {plant_colour(s, o): t for o, t in sorted(totals.items())},
        "tied": sorted(plant_colour(s, o) for o in tied_owners(totals)),
    }
    if area in s.tokens:
        awards = area_awards(totals, *area_points(s, area))
        out["if_closed"] = [{"seat": seat, "points": points} for seat, _, points in awards]
    return out


def valley_part(s: State) -> JSON | None:
    """The Valley's mushrooms and stumps (None on the base board)."""
    if not s.board.mushrooms:
        return None
    return {
        "mushrooms": [name(i) for i in s.mushrooms],
        "supply": s.mushroom_supply,
        "box": s.box_mushrooms,
        "stumps": {name(i): s.animals[i] >= 0 for i in sorted(s.board.stumps)},
        "pending": None if s.stump is None else name(s.stump),
        "removed_plants": len(s.removed),
        "tie": list(s.tie),
    }


def seat_entry(s: State, seat: Viewer, i: Any) -> JSON:
    """Seat `i` as `seat` sees it: its hand and token backs shown to itself (to everyone
    once the game is over), the rest as every viewer sees it (`_seat_shown`)."""
    shown = remembered(s, ("seats", i), lambda: _seat_shown(s, i))
    if seat != i and s.phase != Phase.OVER:
        return dict(shown)
    p: Player = s.players[i]
    return shown | {
        "hand": [{"id": d, "animals": list(C.dominoes[d])} for d in p.hand],
        "tokens": [_token(area, t, back=True) for area, t in p.tokens],
    }


def _seat_shown(s: State, i: int) -> JSON:
    """Seat `i` as every viewer sees it: no hand, no token backs."""
    p: Player = s.players[i]
    return {
        "colour": p.colour,
        "score": p.score,
        "points": dict(p.points) if s.phase == Phase.OVER else _public_points(p),
        "hand": None,
        "hand_count": len(p.hand),
        "reserve_count": len(p.reserve),
        "own": list(p.own),
        "neutral": list(p.neutral),
        "clouds": p.clouds,
        "tokens": [_token(area, t, back=False) for area, t in p.tokens],
    }


def _token(area: str, t: int, back: bool) -> JSON:
    """A collected area token: its area and points, and its back if `back`."""
    token = C.tokens[t]
    out: JSON = {"area": area, "main": token.main, "minor": token.minor}
    return out | {"back": token.back} if back else out


def _public_points(p: Player) -> JSON:
    return {k: v for k, v in p.points.items() if k != "backs"}


def box_part(s: State) -> JSON:
    out: JSON = {
        "dominoes": len(s.box_dominoes),
        "tokens": len(s.box_tokens),
        "clouds": s.box_clouds,
    }
    if s.phase == Phase.OVER:
        out["domino_list"] = [list(C.dominoes[d]) for d in s.box_dominoes]
        out["token_list"] = [
            {"main": C.tokens[t].main, "minor": C.tokens[t].minor, "back": C.tokens[t].back}
            for t in s.box_tokens
        ]
    return out


def _keyed(name: str, entry: Any, keys: Any) -> Part[State]:
    """A public part that is a dict of entries by key: `keys(s)` lists its keys."""
    return _entries(name, entry, lambda s: {k: entry(s, None, k) for k in keys(s)})


def _by_cell(
    name: str, cells: Callable[[State], Iterable[int]], at: Callable[[State, int], Any]
) -> Part[State]:
    """A public part that is a dict of entries by cell name: `cells(s)` lists its cells,
    `at(s, cell)` gives a cell's entry (KeyError: none there)."""
    return _entries(
        name,
        lambda s, _seat, key: at(s, _cell(key)),
        lambda s: {NAMES[cell]: at(s, cell) for cell in cells(s)},
    )


def _entries(name: str, entry: Any, build: Callable[[State], JSON]) -> Part[State]:
    """A public part that is a dict of entries, `build(s)` whole (once per state, each view
    given its own copy of the dict) and `entry(s, seat, key)` one by one."""
    return Part(lambda s, _seat: dict(remembered(s, name, lambda: build(s))), entry, public=True)


def _once(name: str, build: Callable[[State], Any]) -> Part[State]:
    """A public part built once per state: a patch sets it whole, so views may share it."""
    return public(lambda s: remembered(s, name, lambda: build(s)))


# what each event changes in a seat's part
_SEAT_FIELDS: dict[str, tuple[str, ...]] = {
    "place": ("hand", "hand_count"),
    "discard": ("hand", "hand_count"),
    "draw": ("hand", "hand_count", "reserve_count"),
    "plant": ("own", "neutral"),
    "return": ("own", "neutral", "clouds"),
    "plant_points": ("score", "points"),
    "token": ("tokens",),
    "joker": ("clouds",),
    "clouds_taken": ("clouds",),
    "extra_turn": ("clouds",),
}
_BOX_EVENTS = {"discard", "joker", "return", "clouds_taken", "extra_turn"}
_TURN_EVENTS = {"place", "plant", "token", "clouds_found", "clouds_taken", "extra_turn", "turn"}


def touched(s: State, events: list[JSON]) -> Iterator[Path]:
    """The parts of a view that a move with `events` changed."""
    yield ("phase",)
    for e in events:
        kind = e["type"]
        if kind == "game_over":
            yield EVERYTHING
            return
        for field in _SEAT_FIELDS.get(kind, ()):
            yield ("seats", e["seat"], field)
        if kind in _BOX_EVENTS:
            yield ("box",)
        if kind in _TURN_EVENTS:
            yield ("turn",)
        if kind in _BOARD_PATHS:
            yield from _BOARD_PATHS[kind](s, e)


def _placed_paths(s: State, e: JSON) -> Iterator[Path]:
    """A domino placed: its cells, the clouds on them, the stumps if it covered one."""
    yield from (("animals", c) for c in e["cells"])
    yield ("dominoes", len(s.placed) - 1)
    cells = [_cell(c) for c in e["cells"]]
    if not s.board.stumps.isdisjoint(cells):
        yield ("valley",)
    yield from (("clouds", name(c)) for c in cells if c in s.board.clouds)


def _planted_paths(s: State, e: JSON) -> Iterator[Path]:
    """A plant put on or taken back from its cell: the cell, the clouds it took, its area."""
    yield ("plants", e["cell"])
    if e.get("clouds"):
        yield ("clouds", e["cell"])
    yield ("areas", s.areas.of[_cell(e["cell"])] or "")


def _mushroom_paths(_s: State, e: JSON) -> Iterator[Path]:
    yield ("valley",)
    yield from (("areas", a) for a in e["joined"])
    yield ("areas", e["area"])


def _scored_paths(_s: State, e: JSON) -> Iterator[Path]:
    yield ("areas", e["area"])
    for award in e["awards"]:
        yield from (("seats", award["seat"], f) for f in ("score", "points"))


# the board's parts (and other seats' scores) that each event changes
_BOARD_PATHS: dict[str, Callable[[State, JSON], Iterator[Path]]] = {
    "place": _placed_paths,
    "plant": _planted_paths,
    "return": _planted_paths,
    "mushroom": _mushroom_paths,
    "mushroom_boxed": lambda _s, _e: iter([("valley",)]),
    "joker": lambda _s, _e: iter([("joker",)]),
    "area": _scored_paths,
    "token": lambda _s, e: iter([("areas", e["area"])]),
    "turn": lambda _s, _e: iter([("current",)]),
    "extra_turn": lambda _s, _e: iter([("current",)]),
}


def _area_ids(s: State) -> Iterable[str]:
    """The areas' ids: every area of the board (base), or the areas as they are now."""
    return s.board.area_names if s.board.tokens else s.areas.cells


VIEW: PartedView[State] = PartedView(
    {
        "board": public(lambda s: STATIC[s.board.name]),
        "player_board": public(lambda s: PLAYER_BOARDS[len(s.players)]),
        "phase": public(lambda s: s.phase.value),
        "joker": public(lambda s: s.joker),
        "turn": _once("turn", turn_part),
        "animals": _by_cell(
            "animals", lambda s: (i for i, a in enumerate(s.animals) if a >= 0), animal_at
        ),
        "dominoes": Part(
            lambda s, _seat: list(remembered(s, "dominoes", lambda: _dominoes(s))),
            domino_entry,
            public=True,
        ),
        "plants": _by_cell("plants", lambda s: s.plants, plant_at),
        "clouds": _by_cell("clouds", lambda s: s.clouds, clouds_at),
        "areas": _keyed("areas", area_entry, _area_ids),
        "seats": Part(
            lambda s, seat: [seat_entry(s, seat, i) for i in range(len(s.players))], seat_entry
        ),
        "box": _once("box", box_part),
        "valley": _once("valley", valley_part),
        "seed": public(lambda s: s.seed if s.phase == Phase.OVER else None),
    },
    touched,
)
