"""What a seat cannot know, dealt at random: a full state built from the seat's view.

Everything in a Cascadia view is public but what lies ahead in draws: which of the unseen
tiles are in the stack, the stack's and the bag's order, the generator. `sample` deals
those at random; `reshuffle` deals them again in a state already built.
"""

from __future__ import annotations

import random

from server.games.base import JSON, Rng
from server.games.cascadia.cells import cell_of
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.state import PLACED, Player, State, Step, frontier


def reshuffle(s: State, rng: random.Random) -> State:
    """A copy of `s` that no seat can tell from it: which unseen tiles are in the stack,
    the stack's and the bag's order, the generator and the seed dealt again by `rng`."""
    t = s.copy()
    hidden, bag = [*t.stack, *t.unused], list(t.bag)
    rng.shuffle(hidden)
    t.stack, t.unused = tuple(hidden[: len(t.stack)]), tuple(hidden[len(t.stack) :])
    rng.shuffle(bag)
    t.bag = tuple(bag)
    t.rng = Rng(rng.getrandbits(64))
    t.seed = s.seed + 1
    return t


def _player(seat: JSON) -> Player:
    env = seat["environment"]
    tiles = {cell_of(k): PLACED[t["id"]][t["rotation"]] for k, t in env.items()}
    tokens = {cell_of(k): t["token"] for k, t in env.items() if t["token"] is not None}
    return Player(tiles, tokens, seat["nature"], seat["turns"], frontier(tiles))


def sample(view: JSON, _seen: list[JSON], rng: random.Random) -> State:
    """A state that gives `view` back, its hidden parts dealt by `rng` (the events seen
    tell nothing more than the view).

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
        stack=tuple(unseen[:count]),
        unused=tuple(unseen[count:]),
        bag=tuple(a for a in WILDLIFE for _ in range(view["bag"][a])),
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
        placed=None if turn["placed"] is None else cell_of(turn["placed"]),
        culled=turn["overpopulation_used"],
        auto=list(turn["auto_replaced"]),
        turn=turn["number"],
        majorities=view["majorities"],
        aside=list(view["aside"]),
        edition=view["edition"],
    )
    return reshuffle(s, rng)
