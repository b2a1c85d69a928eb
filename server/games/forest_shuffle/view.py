"""What one seat, or a spectator, may see of a Forest Shuffle state, and how it changes.

Hidden while the game runs: other seats' hands, caves and given-back hands (counts are
shown), the faces of other seats' saplings, the deck's content and order, where its
Winter cards lie, the cards returned to the box at setup, the generator and the seed.
Once the game is over everything is shown.

The view is made of named parts (`base.PartedView`); a move's patch renders again only
the parts and entries its events name (`touched`).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from server.games.base import EVERYTHING, JSON, Part, PartedView, Path, Viewer, public
from server.games.forest_shuffle.cards import SIDES
from server.games.forest_shuffle.points import scores
from server.games.forest_shuffle.state import Phase, State, Tree, step
from server.games.forest_shuffle.ways import cost, symbol


def _sees(s: State, seat: Viewer, owner: int) -> bool:
    return seat == owner or s.phase == _OVER


_OVER = Phase.OVER  # looked up once: looking up an enum's member is slow


def seat_entry(s: State, seat: Viewer, i: Any) -> JSON:
    """What `seat` sees of seat `i`'s hand, cave and given-back hand."""
    p = s.players[i]
    sees = _sees(s, seat, i)
    return {
        "hand_count": len(p.hand),
        "hand": list(p.hand) if sees else None,
        "cave_count": len(p.cave),
        "cave": list(p.cave) if sees else None,
        "returned_count": len(p.returned),
        "returned": list(p.returned) if sees else None,
    }


@lru_cache(maxsize=1 << 10)
def tree_entry(tree: Tree, card_shown: bool) -> JSON:
    """A tree and its slots, its card None unless `card_shown`; made once for every view
    that shows the tree so (do not change it: views share it). The cache holds the trees
    of a few dozen games' forests (about 50 entries a game), so that the next state of a
    game finds again the trees its move did not change; the views of many games in turn
    would evict each other's at any size, and an entry costs about 1 KiB (with its tree)."""
    out: JSON = {"card": tree.card if card_shown else None}
    out["sapling"] = tree.sapling
    out |= {side: list(cards) for side, cards in zip(SIDES, tree.slots, strict=True)}
    return out


def forest_entry(s: State, seat: Viewer, i: Any) -> list[JSON]:
    """Seat `i`'s forest as `seat` sees it: the faces of its saplings only its own. Built
    once for the owner and once for the other viewers of a state (do not change it: views
    share it)."""
    forest = s.players[i].forest
    shown = s.forests_shown
    if shown is None:
        shown = s.forests_shown = {}
    key = (i, _sees(s, seat, i))
    found = shown.get(key)
    if found is None:
        found = shown[key] = [tree_entry(t, key[1] or not t.sapling) for t in forest]
    return found


def pending_part(s: State) -> JSON | None:
    """The card being played: how, where, its cost and its tree symbol."""
    p = s.playing
    if p is None:
        return None
    return {
        "card": p.card,
        "as": p.way,
        "free": p.free,
        "tree": p.tree,
        "cost": 0 if p.free else cost(p.card, p.way),
        "symbol": symbol(p.card, p.way),
    }


def tasks_part(s: State) -> list[JSON]:
    """The effects and bonuses still to be done, the next one last."""
    return [
        {
            "for": t.species,
            "part": t.part,
            "index": t.index,
            "action": t.action.kind,
            "type": t.action.type,
            "count": t.count,
        }
        for t in s.tasks
    ]


def box_part(s: State) -> JSON:
    """The box: cards returned unseen at setup (a count while playing), and the cards of
    every clearing emptied into it (seen by all when they were in the clearing)."""
    over = s.phase == _OVER
    return {
        "removed_count": len(s.removed),
        "removed": list(s.removed) if over else None,
        "discarded": list(s.discarded),
    }


def deck_part(s: State) -> JSON:
    """The deck's size; once the game is over, what was left in it."""
    over = s.phase == _OVER
    return {"count": s.deck_count(), "cards": sorted(s.upper + s.lower) if over else None}


def turn_part(s: State) -> JSON:
    """The turn's number, the action it took, the extra turns still due."""
    return {
        "number": s.turn,
        "doing": s.doing.value,
        "extra_turns": s.extra_turns,
        "waiting": list(s.waiting),
    }


# what each event changes, beside the parts every move may change (`ALWAYS`)
ALWAYS: tuple[Path, ...] = (("current",), ("step",), ("turn",), ("pending",), ("tasks",))
_SEAT_EVENTS = {"keep", "mulligan", "draw", "take", "play", "pay", "to_cave", "done"}
_PARTS: dict[str, tuple[str, ...]] = {
    "mulligan": ("deck", "box"),
    "draw": ("deck",),
    "winter": ("deck", "winter"),
    "take": ("clearing",),
    "pay": ("clearing",),
    "reveal": ("clearing", "deck"),
    "clear": ("clearing", "box"),
    "played": ("scores",),
    "to_cave": ("clearing", "scores"),
}


def touched(_s: State, events: list[JSON]) -> Iterator[Path]:
    """The parts of a view that a move with `events` changed."""
    yield from ALWAYS
    for e in events:
        kind = e["type"]
        if kind == "game_over":
            yield EVERYTHING
            return
        if kind in _SEAT_EVENTS:
            yield ("seats", e["seat"])
        if kind == "played":
            yield ("forests", e["seat"])
        yield from ((part,) for part in _PARTS.get(kind, ()))


VIEW: PartedView[State] = PartedView(
    {
        "first": public(lambda s: s.first),
        "step": public(lambda s: step(s).value),
        "turn": public(turn_part),
        "edition": public(lambda s: s.edition),
        "pending": public(pending_part),
        "tasks": public(tasks_part),
        "seats": Part(
            lambda s, seat: [seat_entry(s, seat, i) for i in range(len(s.players))], seat_entry
        ),
        "forests": Part(
            lambda s, seat: [forest_entry(s, seat, i) for i in range(len(s.players))],
            forest_entry,
        ),
        "clearing": public(lambda s: list(s.clearing)),
        "deck": public(deck_part),
        "winter": public(lambda s: list(s.winter)),
        "box": public(box_part),
        "scores": public(scores),
        "seed": public(lambda s: s.seed if s.phase == _OVER else None),
    },
    touched,
)
