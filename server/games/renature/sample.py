"""What a seat cannot know, dealt at random: a full state sampled from what it knows.

A seat's view shows the board, every seat's public counts and its own hand and token
backs. What it cannot see (other hands, every reserve and its order, the backs of area
tokens it did not collect, the box) is dealt at random among the components that are
still unaccounted for, so that the sampled state gives exactly the seat's view back.
"""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

from server.games.base import JSON
from server.games.renature import state
from server.games.renature.cells import parse
from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import KINDS, NEUTRAL
from server.games.renature.state import BOARDS, NEUTRAL_OWNER, State

DOMINO_ID = {pair: d for d, pair in enumerate(C.dominoes)}


def cell(text: str) -> int:
    """The cell number of a cell's name."""
    found = parse(text)
    if found is None:
        raise ValueError(f"{text!r} is not a cell of the board")
    return found


def own_discards(history: list[JSON], seat: int) -> list[int]:
    """The dominoes `seat` discarded to the box, as far as `history` tells."""
    return [
        e["domino"]
        for e in history
        if e.get("type") == "discard" and e.get("seat") == seat and "domino" in e
    ]


def sample(view: JSON, seen: list[JSON], rng: random.Random) -> State:
    """A state that gives `view` back for its seat, with the unseen parts dealt by `rng`;
    the events `seen` by the seat tell which dominoes it discarded.

    Raises ValueError when the view's counts cannot be met (a view that is not Renature's).
    """
    seat = view["seat"]
    seats = view["seats"]
    discarded = own_discards(seen, seat)
    hands, reserves, box_dominoes = _deal_dominoes(view, discarded, rng)
    board = BOARDS[view["board"].get("name", "base")]
    if board.tokens:
        tokens, seat_tokens, box_tokens = _deal_tokens(view, rng)
    else:  # the Valley has no area tokens
        tokens, seat_tokens, box_tokens = {}, [[] for _ in seats], []
    owner = {s["colour"]: i for i, s in enumerate(seats)} | {NEUTRAL: NEUTRAL_OWNER}
    turn = view["turn"]
    valley = view["valley"] or {}
    data = {
        "game": "renature",
        "seed": rng.randrange(2**31),
        "players": [
            {
                "colour": s["colour"],
                "hand": hands[i],
                "reserve": reserves[i],
                "own": s["own"],
                "neutral": s["neutral"],
                "clouds": s["clouds"],
                "tokens": seat_tokens[i],
                "points": {"backs": 0} | s["points"],
            }
            for i, s in enumerate(seats)
        ],
        "animals": {str(cell(k)): a for k, a in view["animals"].items()},
        "plants": {
            str(cell(k)): [owner[colour], KINDS.index(kind)]
            for k, (colour, kind) in view["plants"].items()
        },
        "placed": [_placed(view, halves) for halves in view["dominoes"]],
        "tokens": tokens,
        "token_cells": {
            a: None if area["token_cell"] is None else cell(area["token_cell"])
            for a, area in view["areas"].items()
            if "token_cell" in area
        },
        "clouds": {str(cell(k)): n for k, n in view["clouds"].items()},
        "closed": [a for a, area in view["areas"].items() if area.get("closed")],
        "joker": view["joker"],
        "box_dominoes": discarded + box_dominoes,
        "box_tokens": box_tokens,
        "box_clouds": view["box"]["clouds"],
        "current": view["current"],
        "phase": view["phase"],
        "turn_domino": [cell(x) for x in turn["domino"]] if turn["domino"] else None,
        "closing": turn["closing"],
        "planted": None if turn["planted"] is None else cell(turn["planted"]),
        "pending_clouds": turn["pending_clouds"],
        "turns": turn["number"],
        "board": board.name,
        "mushrooms": [cell(x) for x in valley.get("mushrooms", [])],
        "mushroom_supply": valley.get("supply", 0),
        "box_mushrooms": valley.get("box", 0),
        "stump": None if valley.get("pending") is None else cell(valley["pending"]),
    }
    return state.load(data)


def _placed(view: JSON, halves: list[str]) -> list[int]:
    f, g = (cell(x) for x in halves)
    a, b = (view["animals"][x] for x in halves)
    return [DOMINO_ID[min(a, b), max(a, b)], f, g]


def _deal_dominoes(
    view: JSON, discarded: list[int], rng: random.Random
) -> tuple[list[list[int]], list[list[int]], list[int]]:
    """(hands, reserves, unseen box dominoes): the seat's hand as shown, the rest dealt."""
    seat = view["seat"]
    seats = view["seats"]
    mine = [d["id"] for d in seats[seat]["hand"]]
    seen = set(mine) | set(discarded) | {_placed(view, h)[0] for h in view["dominoes"]}
    unseen = [d for d in range(len(C.dominoes)) if d not in seen]
    rng.shuffle(unseen)
    box_count = view["box"]["dominoes"] - len(discarded)
    wanted = box_count + sum(
        s["reserve_count"] + (0 if i == seat else s["hand_count"]) for i, s in enumerate(seats)
    )
    if wanted != len(unseen):
        raise ValueError(f"the view hides {wanted} dominoes, but {len(unseen)} are unseen")
    hands, reserves = [], []
    for i, s in enumerate(seats):
        hands.append(mine if i == seat else [unseen.pop() for _ in range(s["hand_count"])])
        reserves.append([unseen.pop() for _ in range(s["reserve_count"])])
    return hands, reserves, unseen


def _deal_tokens(
    view: JSON, rng: random.Random
) -> tuple[dict[str, int], list[list[list[Any]]], list[int]]:
    """(area -> token id on the board, each seat's collected tokens, the box's tokens).

    The seat's own tokens get ids with their known backs; every other token gets a random
    id among those left with its front (main and minor points).
    """
    seat = view["seat"]
    pool: dict[tuple[int, int], list[int]] = defaultdict(list)
    for t in C.tokens:
        pool[t.main, t.minor].append(t.id)
    for ids in pool.values():
        rng.shuffle(ids)
    seat_tokens: list[list[list[Any]]] = [[] for _ in view["seats"]]
    for known in view["seats"][seat]["tokens"]:
        ids = pool[known["main"], known["minor"]]
        tid = next(t for t in ids if C.tokens[t].back == known["back"])
        ids.remove(tid)
        seat_tokens[seat].append([known["area"], tid])
    for i, s in enumerate(view["seats"]):
        if i != seat:
            seat_tokens[i] = [[t["area"], pool[t["main"], t["minor"]].pop()] for t in s["tokens"]]
    tokens = {
        a: pool[area["token"]["main"], area["token"]["minor"]].pop()
        for a, area in view["areas"].items()
        if area.get("token") is not None
    }
    box = sorted(t for ids in pool.values() for t in ids)
    if len(box) != view["box"]["tokens"]:
        raise ValueError(f"the view's box holds {view['box']['tokens']} tokens, not {len(box)}")
    return tokens, seat_tokens, box
