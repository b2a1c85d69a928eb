"""Renature's state: setup, copying, and its canonical JSON form (dump/load).

A state is never changed after `apply` returns it; `apply` works on a `copy()`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from pydantic import Field

from server.games.base import JSON, Options
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL

NEUTRAL_OWNER = -1
SCORE_PARTS = ("start", "plants", "areas", "final_areas", "clouds", "unplanted", "backs")


class Phase(StrEnum):
    """Where the current seat is in its turn."""

    DOMINO = "domino"  # A: place or discard a domino
    PLANT = "plant"  # B: place a plant beside the domino, or skip
    CLOUDS = "clouds"  # B: cloud tokens picked up that do not fit; make room, then take
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
    animals: list[int]  # per cell: the animal on it, -1 if none
    plants: dict[int, tuple[int, int]]  # cell -> (owner seat or -1 for neutral, kind)
    placed: list[tuple[int, int, int]]  # (domino, cell of its first animal, cell of its second)
    tokens: dict[str, int]  # area -> token id still on the board
    token_cells: dict[str, int | None]  # area -> where its token lies (None: nowhere free)
    clouds: dict[int, int]  # area cell -> cloud tokens on it
    closed: list[str]
    joker: int
    box_dominoes: list[int]
    box_tokens: list[int]
    box_clouds: int
    frontier: set[int]  # free brook cells that are starting spaces or beside an animal
    current: int | None = 0
    phase: Phase = Phase.DOMINO
    turn_domino: tuple[int, int] | None = None  # the cells of the domino placed this turn
    closing: list[str] = field(default_factory=list)  # areas that domino closed off
    planted: int | None = None  # the cell of the plant placed this turn
    pending_clouds: int = 0
    turns: int = 0

    def copy(self) -> State:
        return State(
            self.seed,
            [p.copy() for p in self.players],
            self.animals[:],
            dict(self.plants),
            self.placed[:],
            dict(self.tokens),
            dict(self.token_cells),
            dict(self.clouds),
            self.closed[:],
            self.joker,
            self.box_dominoes[:],
            self.box_tokens[:],
            self.box_clouds,
            set(self.frontier),
            self.current,
            self.phase,
            self.turn_domino,
            self.closing[:],
            self.planted,
            self.pending_clouds,
            self.turns,
        )


Colour = Literal["orange", "blue", "black", "white"]


class RenatureOptions(Options):
    """A Renature table's options."""

    colours: list[Colour] | None = Field(
        default=None, title="Colours in seat order (default: the rulebook's)"
    )


def new_state(players: int, seed: int, options: JSON) -> State:
    """Set up a game as the rulebook says. Raises ValueError for what it cannot set up
    (pydantic's ValidationError, a ValueError, for options of the wrong form)."""
    if players not in C.colours:
        raise ValueError("Renature is for 2 to 4 players")
    if not isinstance(seed, int):
        raise ValueError("the seed must be a whole number")
    colours = _colours(players, RenatureOptions.model_validate(options))
    rng = random.Random(seed)
    board = C.boards[players]
    token_ids = list(range(len(C.tokens)))
    rng.shuffle(token_ids)
    tokens: dict[str, int] = {}
    for area in C.area_names:
        tid = next(t for t in token_ids if C.tokens[t].main == C.area_size[area])
        token_ids.remove(tid)
        tokens[area] = tid
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
    animals = [-1] * len(C.brook)
    return State(
        seed=seed,
        players=seats,
        animals=animals,
        plants={},
        placed=[],
        tokens=tokens,
        token_cells={a: _first_free(a, set(C.board_clouds)) for a in C.area_names},
        clouds=dict(C.board_clouds),
        closed=[],
        joker=0,
        box_dominoes=dominoes[players * each :],
        box_tokens=token_ids,
        box_clouds=C.cloud_tokens - sum(C.board_clouds.values()) - players * board.clouds,
        frontier=set(C.starts),
    )


def _colours(players: int, options: RenatureOptions) -> tuple[str, ...]:
    colours = options.colours or C.colours[players]
    allowed = set(C.colours[2] if players == 2 else C.colours[4])
    if len(colours) != players or len(set(colours)) != players or not set(colours) <= allowed:
        raise ValueError(f"colours must be {players} different colours of {sorted(allowed)}")
    return tuple(colours)


def _first_free(area: str, taken: set[int]) -> int | None:
    """The first space of `area` in reading order that is not in `taken`."""
    return next((i for i in C.area_cells[area] if i not in taken), None)


def free_token_cell(state: State, area: str) -> int | None:
    """Where an area token moves when a plant takes its space: the first free space."""
    return _first_free(area, set(state.plants) | {state.token_cells[area] or -1})


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
    }


def load(d: JSON) -> State:
    """The state `dump` gave `d` for. Raises ValueError when `d` is not such data."""
    try:
        if d["game"] != "renature":
            raise ValueError("not a Renature state")
        animals = [-1] * len(C.brook)
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
            placed=[(int(a), int(b), int(c)) for a, b, c in d["placed"]],
            tokens={str(a): int(t) for a, t in d["tokens"].items()},
            token_cells={
                str(a): None if c is None else int(c) for a, c in d["token_cells"].items()
            },
            clouds={int(i): int(n) for i, n in d["clouds"].items()},
            closed=[str(a) for a in d["closed"]],
            joker=int(d["joker"]),
            box_dominoes=list(d["box_dominoes"]),
            box_tokens=list(d["box_tokens"]),
            box_clouds=int(d["box_clouds"]),
            frontier=_frontier(animals),
            current=d["current"],
            phase=Phase(d["phase"]),
            turn_domino=(d["turn_domino"][0], d["turn_domino"][1]) if d["turn_domino"] else None,
            closing=[str(a) for a in d["closing"]],
            planted=d["planted"],
            pending_clouds=int(d["pending_clouds"]),
            turns=int(d["turns"]),
        )
    except (KeyError, TypeError, IndexError, AttributeError, ValueError) as error:
        raise ValueError(f"malformed Renature state: {error!r}") from None


def _frontier(animals: list[int]) -> set[int]:
    return {
        i
        for i, brook in enumerate(C.brook)
        if brook
        and animals[i] < 0
        and (i in C.starts or any(animals[j] >= 0 for j in C.brook_neighbours[i]))
    }


def plant_colour(s: State, owner: int) -> str:
    """The colour of the plants of `owner` (a seat, or NEUTRAL_OWNER)."""
    return NEUTRAL if owner == NEUTRAL_OWNER else s.players[owner].colour


def plant_name(owner: int, kind: int, s: State) -> tuple[str, str]:
    """(colour, kind) of a plant, by name."""
    return (plant_colour(s, owner), KINDS[kind])
