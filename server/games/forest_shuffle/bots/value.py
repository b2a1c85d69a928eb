"""What the bots maximise: points now, plus a simple value of cards in hand and of tempo.

A seat's worth is its score now plus `hand_value` per card in hand (a card is a future
play; near the end of the game it is worth less, and nothing once the game is over).
`Scorer` gives, fast, how many points a card would add to a forest where it could go;
trees of a forest that look alike to the scoring rules are scored once.
"""

from __future__ import annotations

from dataclasses import dataclass

from server.games.forest_shuffle import scoring
from server.games.forest_shuffle.cards import SIDES, Species
from server.games.forest_shuffle.places import fits, shown
from server.games.forest_shuffle.points import forest, stand
from server.games.forest_shuffle.state import Phase, State, Tree
from server.games.forest_shuffle.ways import CARDS, SAPLING, TREE, WAYS

HAND = 1.5  # a card in hand, most of the game
HAND_LATE = 0.6  # a card in hand once two Winter cards are out
EXTRA_TURN = 3.0
TASK_VALUES = {"free_play": 2.0, "play_any": 2.0, "hand_to_cave_draw": 2.0}
ONGOING = 2.0  # a mushroom's draws to come
SLOTS_NEEDED = 2.0  # a tree when the forest has few empty slots
SLOTS_SPARE = 0.5  # a tree otherwise


def hand_value(s: State) -> float:
    """What a card in hand is worth now."""
    return HAND if len(s.winter) < 2 else HAND_LATE


def score(s: State, seat: int) -> int:
    """`seat`'s points now, against the other seats."""
    others = [forest(s, j) for j in range(len(s.players)) if j != seat]
    return scoring.score(forest(s, seat), others)["total"]


def worth(s: State, seat: int) -> float:
    """`seat`'s score plus the value of its hand (its final score once the game is over)."""
    points = score(s, seat)
    if s.phase == Phase.OVER:
        return float(points)
    return points + hand_value(s) * len(s.players[seat].hand)


def lead(s: State, seat: int) -> float:
    """`seat`'s worth minus the best worth of the others: only first place wins."""
    w = [worth(s, i) for i in range(len(s.players))]
    return w[seat] - max(x for i, x in enumerate(w) if i != seat)


def signature(tree: Tree) -> tuple[object, ...]:
    """What the scoring rules see of one tree: its kind and its slots' species."""
    kind = None if tree.sapling else CARDS[tree.card].tree
    slots = tuple(tuple(shown(c, side).name for c in tree.slot(side)) for side in SIDES)
    return (kind, *slots)


@dataclass(frozen=True, slots=True)
class Gain:
    """A way to play a card: its points gained and where it goes (None: a new tree)."""

    points: int
    card: int
    way: str
    tree: int | None


class Scorer:
    """Points a card would add to one seat's forest, the other forests as they are."""

    def __init__(self, s: State, seat: int) -> None:
        p = s.players[seat]
        self.forest = p.forest
        self.stands = [stand(t) for t in p.forest]
        self.cave = len(p.cave)
        self.others = [forest(s, j) for j in range(len(s.players)) if j != seat]
        self.rivals = scoring.rival_tallies(self.others)
        self.base = self._total(self.stands)
        self.groups: dict[tuple[str, str], list[int]] = {}
        self.found: dict[tuple[int, str], Gain | None] = {}

    def _total(self, stands: list[scoring.Stand], cave: int = 0) -> int:
        found = scoring.Forest(tuple(stands), self.cave + cave)
        return scoring.score(found, self.others, self.rivals)["total"]

    def tree(self, card: int, way: str) -> int:
        """Points gained by playing `card` as a tree or a sapling."""
        new = Tree(card, sapling=way == SAPLING)
        return self._total([*self.stands, stand(new)]) - self.base

    def places(self, side: str, kind: Species) -> list[int]:
        """One tree per look-alike group where a half of `kind` may go on `side`."""
        key = (side, kind.name)
        if key not in self.groups:
            found: dict[tuple[object, ...], int] = {}
            for i, t in enumerate(self.forest):
                if fits(t, side, kind):
                    found.setdefault(signature(t), i)
            self.groups[key] = list(found.values())
        return self.groups[key]

    def dweller(self, card: int, side: str, i: int) -> int:
        """Points gained by putting `card` in the slot on `side` of tree `i`."""
        stands = self.stands[:]
        stands[i] = stand(self.forest[i].adding(side, card))
        return self._total(stands) - self.base

    def best(self, card: int, way: str) -> Gain | None:
        """The best place for `card` played `way` (None: nowhere to put it)."""
        key = (card, way)
        if key not in self.found:
            self.found[key] = self._best(card, way)
        return self.found[key]

    def _best(self, card: int, way: str) -> Gain | None:
        if way in (TREE, SAPLING):
            return Gain(self.tree(card, way), card, way, None)
        kind = next(k for w, k in WAYS[card] if w == way)
        found = [Gain(self.dweller(card, way, i), card, way, i) for i in self.places(way, kind)]
        return max(found, key=lambda g: g.points, default=None)

    def card(self, card: int) -> float:
        """The most points `card` could add now, face up (0 when it adds none)."""
        gains = (self.best(card, way) for way, _ in WAYS[card])
        return max((g.points for g in gains if g is not None), default=0)
