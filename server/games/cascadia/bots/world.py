"""Determinisation: a full engine state built from what one seat's view shows.

Everything in a Cascadia view is public but what lies ahead in draws: which of the unseen
tiles are in the stack, the stack's and the bag's order, the generator. `sample` deals
those at random; `reshuffle` deals them again in a state already built.
"""

from __future__ import annotations

import random

from server.games.base import JSON, Rng
from server.games.cascadia.cells import parse
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.components import WILDLIFE, Coord
from server.games.cascadia.state import Player, State, Step, frontier


def reshuffle(s: State, rng: random.Random) -> State:
    """A copy of `s` that no seat can tell from it: which unseen tiles are in the stack,
    the stack's and the bag's order, the generator and the seed dealt again by `rng`."""
    t = s.copy()
    hidden = t.stack + t.unused
    rng.shuffle(hidden)
    t.stack, t.unused = hidden[: len(t.stack)], hidden[len(t.stack) :]
    rng.shuffle(t.bag)
    t.rng = Rng(rng.getrandbits(64))
    t.seed = s.seed + 1
    return t


def _cell(text: str) -> Coord:
    cell = parse(text)
    if cell is None:
        raise ValueError(f"{text!r} is not a cell")
    return cell


def _player(seat: JSON) -> Player:
    env = seat["environment"]
    tiles = {_cell(k): (t["id"], t["rotation"]) for k, t in env.items()}
    tokens = {_cell(k): t["token"] for k, t in env.items() if t["token"] is not None}
    return Player(tiles, tokens, seat["nature"], seat["turns"], frontier(tiles))


def sample(view: JSON, rng: random.Random) -> State:
    """A state that gives `view` back, its hidden parts dealt by `rng`.

    Raises ValueError when the view's counts cannot be met (a view that is not Cascadia's).
    """
    players = [_player(seat) for seat in view["seats"]]
    turn = view["turn"]
    pending = turn["pending"]
    shown = [d["tile"]["id"] for d in view["display"] if d["tile"] is not None]
    seen = (
        set(shown)
        | set(view["removed"]["tiles"])
        | {t for p in players for t, _ in p.tiles.values()}
    )
    if pending is not None:
        seen.add(pending["tile"]["id"])
    unseen = [t.id for t in C.tiles if t.id not in seen]
    count = view["stack"]["count"]
    if count > len(unseen):
        raise ValueError(f"the view's stack holds {count} tiles, but {len(unseen)} are unseen")
    taken = turn["taken"]
    s = State(
        seed=0,
        rng=Rng(0),
        cards=tuple(view["cards"]),
        stack=unseen[:count],
        unused=unseen[count:],
        bag=[a for a in WILDLIFE for _ in range(view["bag"][a])],
        tiles=[None if d["tile"] is None else d["tile"]["id"] for d in view["display"]],
        tokens=[d["token"] for d in view["display"]],
        nature=view["nature"],
        players=players,
        removed_tiles=list(view["removed"]["tiles"]),
        removed_tokens=list(view["removed"]["tokens"]),
        current=view["current"],
        step=Step(view["step"]),
        pending=None if pending is None else (pending["tile"]["id"], pending["animal"]),
        taken=None if taken is None else (taken["tile"], taken["token"]),
        placed=None if turn["placed"] is None else _cell(turn["placed"]),
        culled=turn["overpopulation_used"],
        auto=list(turn["auto_replaced"]),
        turn=turn["number"],
    )
    return reshuffle(s, rng)
