"""The legal moves of each step: the one definition of what may be done.

Moves (JSON; see docs/games/forest-shuffle.md): keep, mulligan, draw, take, play, pay,
cave, done. A move is legal exactly when it is in the listing of the current step;
`explain` (explain.py) only says why another is not.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from server.games.base import JSON
from server.games.forest_shuffle.cards import CATALOGUE, Species
from server.games.forest_shuffle.places import open_trees
from server.games.forest_shuffle.setup import holds_tree
from server.games.forest_shuffle.state import State, Step, step
from server.games.forest_shuffle.ways import CARDS, SAPLING, TREE, WAYS, cost

Move = JSON  # a move's JSON form

STEP_MOVES: dict[Step, tuple[str, ...]] = {
    Step.MULLIGAN: ("keep", "mulligan"),
    Step.ACTION: ("draw", "take", "play"),
    Step.DRAW: ("draw", "take"),
    Step.PAY: ("pay",),
    Step.FREE: ("play", "done"),
    Step.MOLE: ("play", "done"),
    Step.CAVE: ("cave", "done"),
    Step.USE: ("use", "skip"),
    Step.OVER: (),
}


def legal_moves(s: State, seat: int) -> list[Move]:
    """Every move `seat`, the seat to move, may make now (the platform answers for
    other seats and after the end)."""
    out: list[Move] = []
    for kind in STEP_MOVES[step(s)]:
        out += _listing(s, seat, kind)
    return out


def listed(s: State, seat: int, kind: object) -> list[Move]:
    """The legal moves of type `kind` (none for a type the step does not have)."""
    if seat != s.current or not isinstance(kind, str) or kind not in STEP_MOVES[step(s)]:
        return []
    return _listing(s, seat, kind)


def _listing(s: State, seat: int, kind: str) -> list[Move]:
    """The moves of type `kind` of the step, listed once per state (do not change them)."""
    found = s.listings.get(kind)
    if found is None:
        found = s.listings[kind] = LISTS[kind](s, seat)
    return found


def free_type(s: State) -> str | None:
    """The type of card the current free play allows (None: not a free play step)."""
    return s.tasks[-1].action.type if s.tasks and step(s) == Step.FREE else None


def _plays(s: State, seat: int) -> list[Move]:
    """Each way to play each hand card: as a tree, as a half on each tree with a free slot
    for it, as a sapling; paying needs as many other hand cards as the cost. In a free
    play, only the halves of the allowed type, at no cost."""
    p = s.players[seat]
    hand, forest = p.hand, p.forest
    wanted = free_type(s)
    others = len(hand) - 1
    empty: dict[str, tuple[int, ...]] = {}  # by side, the open trees of halves sharing no slot
    out: list[Move] = []
    for card in hand:
        for way, kind, made in PLAYS[card]:
            if (kind.cost > others) if wanted is None else (wanted not in kind.types):
                continue
            if made is None:
                out.append(AS_TREE[card])
                continue
            if kind.share:
                trees = open_trees(forest, way, kind)
            elif way in empty:
                trees = empty[way]
            else:
                trees = empty[way] = open_trees(forest, way, kind)
            if trees:
                if len(made) <= trees[-1]:
                    _make_plays(made, card, way, trees[-1])
                out += map(made.__getitem__, trees)
        if wanted is None:
            out.append(AS_SAPLING[card])
    return out


AS_TREE = tuple({"type": "play", "card": card, "as": TREE} for card in range(len(CARDS)))
AS_SAPLING = tuple({"type": "play", "card": card, "as": SAPLING} for card in range(len(CARDS)))
ON_TREES: dict[tuple[int, str], list[Move]] = {
    (card, way): [] for card, ways in enumerate(WAYS) for way, _ in ways if way != TREE
}
"""The moves that play a card, by card id (as a tree or a sapling), or by card and half
on trees 0, 1, ... (as many as made so far): one dict for every listing that holds it
(do not change them)."""

PLAYS: tuple[tuple[tuple[str, Species, list[Move] | None], ...], ...] = tuple(
    tuple((way, kind, ON_TREES.get((card, way))) for way, kind in ways)
    for card, ways in enumerate(WAYS)
)
"""Per card id: (way, species, the moves playing it that way on trees: None for a tree)
for each face-up way to play it."""


def _make_plays(made: list[Move], card: int, way: str, last: int) -> None:
    """Add to `made`, the moves playing the half `way` of `card`, those up to tree `last`."""
    made += [
        {"type": "play", "card": card, "as": way, "tree": i} for i in range(len(made), last + 1)
    ]


def _draws(s: State, seat: int) -> list[Move]:
    return [DRAW] if len(s.players[seat].hand) < CATALOGUE.hand_limit else []


def _takes(s: State, seat: int) -> list[Move]:
    if len(s.players[seat].hand) >= CATALOGUE.hand_limit:
        return []
    return [TAKES[c] for c in s.clearing]


def _pays(s: State, seat: int) -> list[Move]:
    """Every set of as many other hand cards as the card being played costs, sorted."""
    p = s.playing
    assert p is not None
    hand = sorted(s.players[seat].hand)
    return [{"type": "pay", "cards": list(c)} for c in combinations(hand, cost(p.card, p.way))]


def _card_moves(kind: str) -> tuple[Move, ...]:
    """The moves of type `kind` naming a card, by card id (one dict for every listing)."""
    return tuple({"type": kind, "card": card} for card in range(len(CARDS)))


TAKES, CAVES = _card_moves("take"), _card_moves("cave")


def _caves(s: State, seat: int) -> list[Move]:
    return [CAVES[c] for c in s.players[seat].hand]


def _mulligans(s: State, seat: int) -> list[Move]:
    return [] if holds_tree(s.players[seat].hand) else [MULLIGAN]


def _single(kind: str) -> Callable[[State, int], list[Move]]:
    move = {"type": kind}
    return lambda _s, _seat: [move]


DRAW, MULLIGAN = {"type": "draw"}, {"type": "mulligan"}


LISTS: dict[str, Callable[[State, int], list[Move]]] = {
    "keep": _single("keep"),
    "mulligan": _mulligans,
    "draw": _draws,
    "take": _takes,
    "play": _plays,
    "pay": _pays,
    "cave": _caves,
    "done": _single("done"),
    "use": _single("use"),
    "skip": _single("skip"),
}
