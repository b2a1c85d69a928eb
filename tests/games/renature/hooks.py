"""Renature's hooks for the conformance suite (tests/games/test_conformance.py)."""

from __future__ import annotations

import random

from server.games.base import JSON, Viewer
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import State

# Where an area token lies: ("board", area), ("box", index) or ("seat", (seat, index)).
Place = tuple[str, str | int | tuple[int, int]]


def resample(s: State, seat: Viewer, rng: random.Random) -> State:
    """A state that `seat` cannot tell from `s`: every secret of others shuffled."""
    t = s.copy()
    t.seed = s.seed + 1
    _deal_dominoes(t, seat, rng)
    _shuffle_token_backs(t, seat, rng)
    return t


def _deal_dominoes(t: State, seat: Viewer, rng: random.Random) -> None:
    """Others' hands, every reserve and the box dealt again from what they hold together."""
    others = [p for i, p in enumerate(t.players) if i != seat]
    pool = [d for p in others for d in p.hand] + [d for p in t.players for d in p.reserve]
    pool += t.box_dominoes
    rng.shuffle(pool)
    for p in others:
        p.hand = [pool.pop() for _ in p.hand]
    for p in t.players:
        p.reserve = [pool.pop() for _ in p.reserve]
    t.box_dominoes = [pool.pop() for _ in t.box_dominoes]


def _shuffle_token_backs(t: State, seat: Viewer, rng: random.Random) -> None:
    """Area tokens whose backs `seat` cannot see, shuffled among those of the same front."""
    hidden: list[Place] = [("board", a) for a in t.tokens]
    hidden += [("box", i) for i in range(len(t.box_tokens))]
    hidden += [
        ("seat", (i, j)) for i, p in enumerate(t.players) if i != seat for j in range(len(p.tokens))
    ]
    by_main: dict[int, list[Place]] = {}
    for where, at in hidden:
        by_main.setdefault(C.tokens[_token(t, where, at)].main, []).append((where, at))
    for places in by_main.values():
        tokens = [_token(t, w, a) for w, a in places]
        rng.shuffle(tokens)
        for (w, a), token in zip(places, tokens, strict=True):
            _put_token(t, w, a, token)


def _token(t: State, where: str, at: str | int | tuple[int, int]) -> int:
    if where == "board":
        assert isinstance(at, str)
        return t.tokens[at]
    if where == "box":
        assert isinstance(at, int)
        return t.box_tokens[at]
    assert isinstance(at, tuple)
    return t.players[at[0]].tokens[at[1]][1]


def _put_token(t: State, where: str, at: str | int | tuple[int, int], token: int) -> None:
    if where == "board":
        assert isinstance(at, str)
        t.tokens[at] = token
    elif where == "box":
        assert isinstance(at, int)
        t.box_tokens[at] = token
    else:
        assert isinstance(at, tuple)
        area = t.players[at[0]].tokens[at[1]][0]
        t.players[at[0]].tokens[at[1]] = (area, token)


def summary(view: JSON) -> str:
    """A seat's view in one line: its hand, clouds and score, and every seat's counts."""
    seats = view["seats"]
    mine = seats[view["seat"]] if view["seat"] is not None else None
    hand = (
        "-"
        if mine is None
        else " ".join("/".join(C.animals[a][:2] for a in d["animals"]) for d in mine["hand"] or [])
    )
    counts = "; ".join(
        f"{s['colour']} {s['score']} pts {s['clouds']} clouds {s['hand_count']} in hand"
        for s in seats
    )
    return f"hand [{hand}] | {counts}"
