"""Forest Shuffle's state as JSON and back: the whole state, secrets included (server only)."""

from __future__ import annotations

from typing import Any

from server.games.base import JSON, Rng
from server.games.forest_shuffle.state import Doing, Phase, Player, Playing, State, Task, Tree


def dump(s: State) -> JSON:
    """The whole state as JSON-ready data, secrets included."""
    return {
        "game": "forest-shuffle",
        "seed": s.seed,
        "rng": s.rng.state,
        "players": [
            {
                "hand": list(p.hand),
                "forest": [_tree(t) for t in p.forest],
                "cave": list(p.cave),
                "returned": list(p.returned),
            }
            for p in s.players
        ],
        "upper": list(s.upper),
        "lower": list(s.lower),
        "winter_at": list(s.winter_at),
        "drawn": s.drawn,
        "removed": list(s.removed),
        "first": s.first,
        "current": s.current,
        "phase": s.phase.value,
        "clearing": list(s.clearing),
        "discarded": list(s.discarded),
        "winter": list(s.winter),
        "doing": s.doing.value,
        "playing": None if s.playing is None else _playing(s.playing),
        "tasks": [[t.species, t.part, t.index, t.count] for t in s.tasks],
        "extra_turns": s.extra_turns,
        "turn": s.turn,
        "waiting": list(s.waiting),
        "edition": s.edition,
    }


def _tree(t: Tree) -> JSON:
    return {"card": t.card, "sapling": t.sapling, "slots": [list(slot) for slot in t.slots]}


def _playing(p: Playing) -> JSON:
    return {"card": p.card, "way": p.way, "free": p.free, "tree": p.tree, "paid": list(p.paid)}


def load(d: JSON) -> State:
    """The state `dump` gave `d` for. Raises ValueError when `d` is not such data."""
    try:
        if d["game"] != "forest-shuffle":
            raise ValueError("not a Forest Shuffle state")
        playing = d["playing"]
        return State(
            seed=int(d["seed"]),
            rng=Rng(int(d["rng"])),
            players=[_player(p) for p in d["players"]],
            upper=_ints(d["upper"]),
            lower=_ints(d["lower"]),
            winter_at=_ints(d["winter_at"]),
            drawn=int(d["drawn"]),
            removed=_ints(d["removed"]),
            first=int(d["first"]),
            current=None if d["current"] is None else int(d["current"]),
            phase=Phase(d["phase"]),
            clearing=_ints(d["clearing"]),
            discarded=_ints(d["discarded"]),
            winter=_ints(d["winter"]),
            doing=Doing(d["doing"]),
            playing=None
            if playing is None
            else Playing(
                int(playing["card"]),
                str(playing["way"]),
                bool(playing["free"]),
                None if playing["tree"] is None else int(playing["tree"]),
                tuple(_ints(playing["paid"])),
            ),
            tasks=[Task(str(a), str(b), int(c), int(n)) for a, b, c, n in d["tasks"]],
            extra_turns=int(d["extra_turns"]),
            turn=int(d["turn"]),
            waiting=_ints(d["waiting"]),
            edition=int(d["edition"]),
        )
    except (KeyError, TypeError, IndexError, AttributeError, ValueError) as error:
        raise ValueError(f"malformed Forest Shuffle state: {error!r}") from None


def _ints(raw: Any) -> list[int]:
    return [int(x) for x in raw]


def _player(p: JSON) -> Player:
    return Player(
        _ints(p["hand"]),
        [
            Tree(int(t["card"]), bool(t["sapling"]), tuple(tuple(_ints(x)) for x in t["slots"]))
            for t in p["forest"]
        ],
        _ints(p["cave"]),
        _ints(p["returned"]),
    )
