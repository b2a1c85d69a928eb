"""Cascadia's state as JSON-ready data and back: `dump` and `load` round-trip exactly.

The dump holds every secret (the stack, the bag, the generator's state, the seed): it is
for the server's storage only, never for a seat.
"""

from __future__ import annotations

from typing import Any

from server.games.base import JSON, Rng
from server.games.cascadia.cells import cell_of, name
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.state import PLACED, TILES, Player, State, Step, frontier


def dump(s: State) -> JSON:
    """The whole state as JSON-ready data, secrets included."""
    return {
        "game": "cascadia",
        "seed": s.seed,
        "rng": s.rng.state,
        "cards": list(s.cards),
        "stack": list(s.stack),
        "unused": list(s.unused),
        "bag": list(s.bag),
        "tiles": list(s.tiles),
        "tokens": list(s.tokens),
        "nature": s.nature,
        "players": [
            {
                "tiles": {name(c): [t, r] for c, (t, r) in p.tiles.items()},
                "tokens": {name(c): a for c, a in p.tokens.items()},
                "nature": p.nature,
                "turns": p.turns,
            }
            for p in s.players
        ],
        "removed_tiles": list(s.removed_tiles),
        "removed_tokens": list(s.removed_tokens),
        "current": s.current,
        "step": s.step.value,
        "pending": list(s.pending) if s.pending else None,
        "taken": list(s.taken) if s.taken else None,
        "placed": name(s.placed) if s.placed else None,
        "culled": s.culled,
        "auto": list(s.auto),
        "turn": s.turn,
        "majorities": s.majorities,
        "aside": list(s.aside),
        "edition": s.edition,
    }


def load(d: JSON) -> State:
    """The state `dump` gave `d` for. Raises ValueError when `d` is not such data."""
    try:
        if d["game"] != "cascadia":
            raise ValueError("not a Cascadia state")
        return State(
            seed=int(d["seed"]),
            rng=Rng(int(d["rng"])),
            cards=tuple(str(c) for c in d["cards"]),
            stack=tuple(_tile(t) for t in d["stack"]),
            unused=tuple(_tile(t) for t in d["unused"]),
            bag=tuple(_animal(a) for a in d["bag"]),
            tiles=[None if t is None else _tile(t) for t in d["tiles"]],
            tokens=[None if a is None else _animal(a) for a in d["tokens"]],
            nature=int(d["nature"]),
            players=[_player(p) for p in d["players"]],
            removed_tiles=[_tile(t) for t in d["removed_tiles"]],
            removed_tokens=[_animal(a) for a in d["removed_tokens"]],
            current=None if d["current"] is None else int(d["current"]),
            step=Step(d["step"]),
            pending=None
            if d["pending"] is None
            else (_tile(d["pending"][0]), _animal(d["pending"][1])),
            taken=None if d["taken"] is None else (int(d["taken"][0]), int(d["taken"][1])),
            placed=None if d["placed"] is None else cell_of(d["placed"]),
            culled=bool(d["culled"]),
            auto=[_animal(a) for a in d["auto"]],
            turn=int(d["turn"]),
            majorities=_flag(d["majorities"]),
            aside=[_animal(a) for a in d["aside"]],
            edition=int(d["edition"]),
        )
    except (KeyError, TypeError, IndexError, AttributeError, ValueError) as error:
        raise ValueError(f"malformed Cascadia state: {error!r}") from None


def _flag(b: Any) -> bool:
    if type(b) is not bool:
        raise ValueError(f"not true or false: {b!r}")
    return b


def _tile(t: Any) -> int:
    if type(t) is not int or not 0 <= t < len(TILES):
        raise ValueError(f"no tile {t!r}")
    return t


def _animal(a: Any) -> str:
    if a not in WILDLIFE:
        raise ValueError(f"no animal {a!r}")
    return str(a)


def _placed(t: Any, r: Any) -> tuple[int, int]:
    if type(r) is not int or not 0 <= r < 6:
        raise ValueError(f"no rotation {r!r}")
    return PLACED[_tile(t)][r]


def _player(p: Any) -> Player:
    tiles = {cell_of(c): _placed(t, r) for c, (t, r) in p["tiles"].items()}
    tokens = {cell_of(c): _animal(a) for c, a in p["tokens"].items()}
    return Player(tiles, tokens, int(p["nature"]), int(p["turns"]), frontier(tiles))
