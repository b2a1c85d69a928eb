"""Renature's state: setup, copying, and its canonical JSON form (dump/load).

A state is never changed after `apply` returns it; `apply` works on a draft of it
(`State.successor`). No container of a state is changed in place (its tuples, frozenset
and read-only mappings; its animals array is copied by the move that changes it): a move
gives the draft a new container for each one it changes, so the draft shares the others
with the state before it. Players are the exception: a draft shares them until `player`
gives it a copy to change.

What is worked out from a finished state is kept with it: its legal moves (`legal`), the
parts of its view every viewer sees alike (`memo`) and what its free domino spaces accept
(`accepts`, which passes to the draft, as far as its move leaves it). A state a move was
applied to is most often looked at no more (the platform keeps it only to take the move
back), so it forgets them: they are worked out again if needed.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, TypeVar

from pydantic import Field

from server.games.base import JSON, Options
from server.games.renature.board import CELLS, Areas, Board, find_areas
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.valley import BOARDS as VALLEY_BOARDS
from server.i18n import N_

R = TypeVar("R")
K = TypeVar("K")
V = TypeVar("V")

BOARDS: dict[str, Board] = {"base": C.board, **VALLEY_BOARDS}

NEUTRAL_OWNER = -1
SCORE_PARTS = ("start", "plants", "areas", "final_areas", "clouds", "unplanted", "backs")


class Phase(StrEnum):
    """Where the current seat is in its turn."""

    DOMINO = "domino"  # A: place or discard a domino
    PLANT = "plant"  # B: place a plant beside the domino, or skip
    CLOUDS = "clouds"  # cloud tokens picked up that do not fit; make room, then take
    MUSHROOM = "mushroom"  # A (Valley): place the mushroom of a covered stump, or not
    END = "end"  # after D: cloud actions, take another turn, or end the turn
    OVER = "over"


@dataclass(slots=True)
class Player:
    colour: str
    hand: list[int]
    reserve: list[int]  # the next domino drawn is the last one
    own: list[int]  # own-colour plants on the player board, per kind
    neutral: list[int]
    clouds: int
    tokens: list[tuple[str, int]] = field(default_factory=list)  # (area, token id)
    points: dict[str, int] = field(default_factory=dict)

    def copy(self) -> Player:
        return Player(
            self.colour,
            self.hand[:],
            self.reserve[:],
            self.own[:],
            self.neutral[:],
            self.clouds,
            self.tokens[:],
            dict(self.points),
        )

    @property
    def score(self) -> int:
        return sum(self.points.values())


@dataclass(slots=True)
class State:
    seed: int
    players: list[Player]
    animals: Sequence[int]  # per cell: the animal on it, -1 if none (an array, a byte each)
    plants: Mapping[int, tuple[int, int]]  # cell -> (owner seat or -1 for neutral, kind)
    placed: tuple[tuple[int, int, int], ...]  # (domino, cell of its first animal, of its second)
    tokens: Mapping[str, int]  # area -> token id still on the board
    token_cells: Mapping[str, int | None]  # area -> where its token lies (None: nowhere free)
    clouds: Mapping[int, int]  # area cell -> cloud tokens on it
    closed: tuple[str, ...]
    joker: int
    box_dominoes: tuple[int, ...]
    box_tokens: tuple[int, ...]
    box_clouds: int
    frontier: frozenset[int]  # free brook cells that are starting spaces or beside an animal
    current: int | None = 0
    phase: Phase = Phase.DOMINO
    turn_domino: tuple[int, int] | None = None  # the cells of the domino placed this turn
    closing: tuple[str, ...] = ()  # areas that domino closed off
    planted: int | None = None  # the cell of the plant placed this turn
    pending_clouds: int = 0
    turns: int = 0
    board: Board = C.board
    areas: Areas = C.board.areas  # the areas as they are now (derived from the mushrooms)
    mushrooms: tuple[int, ...] = ()  # cells, in the order placed
    mushroom_supply: int = 0  # mushroom tokens beside the board
    box_mushrooms: int = 0
    stump: int | None = None  # the stump covered this turn whose mushroom awaits
    removed: tuple[tuple[int, int], ...] = ()  # plants taken off at the end
    tie: tuple[int, ...] = ()  # Valley: plant totals in the largest areas
    legal: list[Any] | None = field(default=None, compare=False, repr=False)  # of `current`
    memo: dict[object, Any] = field(default_factory=dict, compare=False, repr=False)
    mine: set[int] = field(default_factory=set, compare=False, repr=False)  # seats `player` gave
    # the animals each free domino space accepts (a bit mask), as far as worked out: the
    # move a draft is made for drops those it changes
    accepts: dict[int, int] = field(default_factory=dict, compare=False, repr=False)

    def copy(self) -> State:
        """A copy sharing nothing that changes with this state."""
        twin = self._draft()
        twin.players = [p.copy() for p in self.players]
        twin.mine = set(range(len(self.players)))
        twin.accepts = dict(self.accepts)
        return twin

    def successor(self) -> State:
        """A draft for `apply` to change into the next state; this state forgets what was
        worked out from it, but for what its free spaces accept, which the draft takes."""
        draft = self._draft()
        draft.accepts, self.accepts = self.accepts, {}
        self.legal = None
        self.memo = {}
        return draft

    def _draft(self) -> State:
        """A copy sharing this state's containers, and its players until `player` gives
        one to change."""
        return State(
            self.seed,
            self.players[:],
            self.animals,
            self.plants,
            self.placed,
            self.tokens,
            self.token_cells,
            self.clouds,
            self.closed,
            self.joker,
            self.box_dominoes,
            self.box_tokens,
            self.box_clouds,
            self.frontier,
            self.current,
            self.phase,
            self.turn_domino,
            self.closing,
            self.planted,
            self.pending_clouds,
            self.turns,
            self.board,
            self.areas,
            self.mushrooms,
            self.mushroom_supply,
            self.box_mushrooms,
            self.stump,
            self.removed,
            self.tie,
        )

    def player(self, seat: int) -> Player:
        """`seat`'s player, to change: the first time, a copy of its own in a draft."""
        if seat not in self.mine:
            self.players[seat] = self.players[seat].copy()
            self.mine.add(seat)
        return self.players[seat]


Colour = Literal["orange", "blue", "black", "white"]


class RenatureOptions(Options):
    """A Renature table's options."""

    colours: list[Colour] | None = Field(
        default=None, title=N_("Colours in seat order (default: the rulebook's)")
    )
    board: Literal["base", "valley", "valley-variant"] = Field(
        default="base",
        title=N_("Board"),
        json_schema_extra={
            "choices": {
                "base": N_("Base game"),
                "valley": N_("Valley (expansion)"),
                "valley-variant": N_("Valley, back side (variant)"),
            }
        },
    )


def new_state(players: int, seed: int, options: JSON) -> State:
    """Set up a game as the rulebook says. Raises ValueError for what it cannot set up
    (pydantic's ValidationError, a ValueError, for options of the wrong form)."""
    if players not in C.colours:
        raise ValueError("Renature is for 2 to 4 players")
    if not isinstance(seed, int):
        raise ValueError("the seed must be a whole number")
    chosen = RenatureOptions.model_validate(options)
    colours = _colours(players, chosen)
    game_board = BOARDS[chosen.board]
    rng = random.Random(seed)
    board = C.boards[players]
    tokens, token_ids = _deal_tokens(game_board, rng)
    dominoes = list(range(len(C.dominoes)))
    rng.shuffle(dominoes)
    each = C.dominoes_each[players]
    seats = []
    for seat in range(players):
        reserve = dominoes[seat * each : (seat + 1) * each]
        hand = [reserve.pop() for _ in range(C.hand_size)]
        seats.append(
            Player(
                colours[seat],
                hand,
                reserve,
                list(board.own),
                list(board.neutral),
                board.clouds,
                points={part: 0 for part in SCORE_PARTS} | {"start": C.start_scores[seat]},
            )
        )
    animals = free_cells()
    return State(
        seed=seed,
        players=seats,
        animals=animals,
        plants={},
        placed=(),
        tokens=tokens,
        token_cells={
            a: _first_free(game_board.area_cells[a], set(game_board.clouds)) for a in tokens
        },
        clouds=dict(game_board.clouds),
        closed=(),
        joker=0,
        box_dominoes=tuple(dominoes[players * each :]),
        box_tokens=tuple(token_ids),
        box_clouds=game_board.cloud_tokens
        - sum(game_board.clouds.values())
        - players * board.clouds,
        frontier=game_board.starts,
        board=game_board,
        areas=game_board.areas,
        mushroom_supply=game_board.mushrooms,
    )


def _deal_tokens(board: Board, rng: random.Random) -> tuple[dict[str, int], list[int]]:
    """(area -> its token, the tokens left in the box): each area of a board with area
    tokens gets a random one of its size; a board without them (Valley) uses none."""
    if not board.tokens:
        return {}, []
    token_ids = list(range(len(C.tokens)))
    rng.shuffle(token_ids)
    tokens: dict[str, int] = {}
    for area in board.area_names:
        tid = next(t for t in token_ids if C.tokens[t].main == board.area_size[area])
        token_ids.remove(tid)
        tokens[area] = tid
    return tokens, token_ids


def _colours(players: int, options: RenatureOptions) -> tuple[str, ...]:
    colours = options.colours or C.colours[players]
    allowed = set(C.colours[2] if players == 2 else C.colours[4])
    if len(colours) != players or len(set(colours)) != players or not set(colours) <= allowed:
        raise ValueError(f"colours must be {players} different colours of {sorted(allowed)}")
    return tuple(colours)


def _first_free(cells: tuple[int, ...], taken: set[int]) -> int | None:
    """The first of `cells` (an area's, in reading order) that is not in `taken`."""
    return next((i for i in cells if i not in taken), None)


def free_token_cell(state: State, area: str) -> int | None:
    """Where an area token moves when a plant takes its space: the first free space."""
    taken = set(state.plants) | {state.token_cells[area] or -1}
    return _first_free(state.areas.cells[area], taken)


def dump(s: State) -> JSON:
    """The whole state as JSON-ready data, secrets included."""
    return {
        "game": "renature",
        "seed": s.seed,
        "players": [
            {
                "colour": p.colour,
                "hand": list(p.hand),
                "reserve": list(p.reserve),
                "own": list(p.own),
                "neutral": list(p.neutral),
                "clouds": p.clouds,
                "tokens": [list(t) for t in p.tokens],
                "points": dict(p.points),
            }
            for p in s.players
        ],
        "animals": {str(i): a for i, a in enumerate(s.animals) if a >= 0},
        "plants": {str(i): list(p) for i, p in s.plants.items()},
        "placed": [list(p) for p in s.placed],
        "tokens": dict(s.tokens),
        "token_cells": dict(s.token_cells),
        "clouds": {str(i): n for i, n in s.clouds.items()},
        "closed": list(s.closed),
        "joker": s.joker,
        "box_dominoes": list(s.box_dominoes),
        "box_tokens": list(s.box_tokens),
        "box_clouds": s.box_clouds,
        "current": s.current,
        "phase": s.phase,
        "turn_domino": list(s.turn_domino) if s.turn_domino else None,
        "closing": list(s.closing),
        "planted": s.planted,
        "pending_clouds": s.pending_clouds,
        "turns": s.turns,
        "board": s.board.name,
        "mushrooms": list(s.mushrooms),
        "mushroom_supply": s.mushroom_supply,
        "box_mushrooms": s.box_mushrooms,
        "stump": s.stump,
        "removed": [list(p) for p in s.removed],
        "tie": list(s.tie),
    }


def load(d: JSON) -> State:
    """The state `dump` gave `d` for. Raises ValueError when `d` is not such data."""
    try:
        if d["game"] != "renature":
            raise ValueError("not a Renature state")
        board = BOARDS[d.get("board", "base")]
        mushrooms = [int(i) for i in d.get("mushrooms", [])]
        areas = find_areas(board.area_of, mushrooms) if mushrooms else board.areas
        animals = free_cells()
        for i, a in d["animals"].items():
            animals[int(i)] = int(a)
        players = [
            Player(
                p["colour"],
                list(p["hand"]),
                list(p["reserve"]),
                list(p["own"]),
                list(p["neutral"]),
                int(p["clouds"]),
                [(str(a), int(t)) for a, t in p["tokens"]],
                {k: int(v) for k, v in p["points"].items()},
            )
            for p in d["players"]
        ]
        return State(
            seed=int(d["seed"]),
            players=players,
            animals=animals,
            plants={int(i): (int(o), int(k)) for i, (o, k) in d["plants"].items()},
            placed=tuple((int(a), int(b), int(c)) for a, b, c in d["placed"]),
            tokens={str(a): int(t) for a, t in d["tokens"].items()},
            token_cells={
                str(a): None if c is None else int(c) for a, c in d["token_cells"].items()
            },
            clouds={int(i): int(n) for i, n in d["clouds"].items()},
            closed=tuple(str(a) for a in d["closed"]),
            joker=int(d["joker"]),
            box_dominoes=tuple(d["box_dominoes"]),
            box_tokens=tuple(d["box_tokens"]),
            box_clouds=int(d["box_clouds"]),
            frontier=frontier(board, areas, animals),
            current=d["current"],
            phase=Phase(d["phase"]),
            turn_domino=(d["turn_domino"][0], d["turn_domino"][1]) if d["turn_domino"] else None,
            closing=tuple(str(a) for a in d["closing"]),
            planted=d["planted"],
            pending_clouds=int(d["pending_clouds"]),
            turns=int(d["turns"]),
            board=board,
            areas=areas,
            mushrooms=tuple(mushrooms),
            mushroom_supply=int(d.get("mushroom_supply", 0)),
            box_mushrooms=int(d.get("box_mushrooms", 0)),
            stump=None if d.get("stump") is None else int(d["stump"]),
            removed=tuple((int(o), int(k)) for o, k in d.get("removed", [])),
            tie=tuple(int(t) for t in d.get("tie", [])),
        )
    except (KeyError, TypeError, IndexError, AttributeError, ValueError) as error:
        raise ValueError(f"malformed Renature state: {error!r}") from None


def remembered(s: State, key: object, build: Callable[[], R]) -> R:
    """What `build()` gives for the finished state `s`, worked out once (`State.memo`)."""
    found: Any = s.memo.get(key, _UNKNOWN)
    if found is _UNKNOWN:
        found = s.memo[key] = build()
    return found  # type: ignore[no-any-return]


_UNKNOWN = object()  # not in a memo yet


def free_cells() -> array[int]:
    """The animals of an empty board: none on any cell."""
    return array("b", [-1]) * CELLS


def frontier(board: Board, areas: Areas, animals: Sequence[int]) -> frozenset[int]:
    """The free domino spaces (not covered, not a mushroom) that are starting spaces or
    lie beside an animal: every placement has a half on one of them."""
    return frozenset(
        i
        for i, free in enumerate(board.domino)
        if free
        and animals[i] < 0
        and areas.of[i] is None
        and (i in board.starts or any(animals[j] >= 0 for j in board.domino_neighbours[i]))
    )


def with_item(mapping: Mapping[K, V], key: K, value: V) -> dict[K, V]:
    """`mapping` with `key` set to `value`, as a new dict (a state's are never changed)."""
    out = dict(mapping)
    out[key] = value
    return out


def without(mapping: Mapping[K, V], *keys: K) -> Mapping[K, V]:
    """`mapping` without `keys`: a new dict in the same order if it holds any of them (a
    state's are never changed), else `mapping` itself."""
    if not any(key in mapping for key in keys):
        return mapping
    out = dict(mapping)
    for key in keys:
        out.pop(key, None)
    return out


def plant_colour(s: State, owner: int) -> str:
    """The colour of the plants of `owner` (a seat, or NEUTRAL_OWNER)."""
    return NEUTRAL if owner == NEUTRAL_OWNER else s.players[owner].colour


def plant_name(owner: int, kind: int, s: State) -> tuple[str, str]:
    """(colour, kind) of a plant, by name."""
    return (plant_colour(s, owner), KINDS[kind])
