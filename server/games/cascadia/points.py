"""Scores during play and at the end, by category, from the scoring functions.

A seat's breakdown: each animal's card, each habitat's largest corridor, each habitat's
majority bonus (which depends on every seat) and its nature tokens. Card and corridor
scores are kept with each seat's environment and worked out again only for what the tiles
and tokens laid since can change, so views and bots may ask for them often
(`board_scores`). `card_score`, for the bots' boards that no state holds, is memoised on
what a card reads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice

from server.games.base import JSON, make_result
from server.games.cascadia import scoring
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.components import HABITATS, WILDLIFE, Coord
from server.games.cascadia.memo import Memo
from server.games.cascadia.state import EDGES, Kept, Player, State, Step
from server.i18n import N_

# the result's labels, whole (translated where the result is shown)
CORRIDOR_LABELS = {
    "F": N_("Forest corridor"),
    "M": N_("Mountain corridor"),
    "P": N_("Prairie corridor"),
    "R": N_("River corridor"),
    "W": N_("Wetland corridor"),
}
MAJORITY_LABELS = {
    "F": N_("Forest majority"),
    "M": N_("Mountain majority"),
    "P": N_("Prairie majority"),
    "R": N_("River majority"),
    "W": N_("Wetland majority"),
}
CARD_LABELS = {
    "bear-A": N_("Bear (A)"),
    "bear-B": N_("Bear (B)"),
    "bear-C": N_("Bear (C)"),
    "bear-D": N_("Bear (D)"),
    "elk-A": N_("Elk (A)"),
    "elk-B": N_("Elk (B)"),
    "elk-C": N_("Elk (C)"),
    "elk-D": N_("Elk (D)"),
    "salmon-A": N_("Salmon (A)"),
    "salmon-B": N_("Salmon (B)"),
    "salmon-C": N_("Salmon (C)"),
    "salmon-D": N_("Salmon (D)"),
    "hawk-A": N_("Hawk (A)"),
    "hawk-B": N_("Hawk (B)"),
    "hawk-C": N_("Hawk (C)"),
    "hawk-D": N_("Hawk (D)"),
    "fox-A": N_("Fox (A)"),
    "fox-B": N_("Fox (B)"),
    "fox-C": N_("Fox (C)"),
    "fox-D": N_("Fox (D)"),
    "family-bear": N_("Bear (family)"),
    "family-elk": N_("Elk (family)"),
    "family-salmon": N_("Salmon (family)"),
    "family-hawk": N_("Hawk (family)"),
    "family-fox": N_("Fox (family)"),
    "intermediate-bear": N_("Bear (intermediate)"),
    "intermediate-elk": N_("Elk (intermediate)"),
    "intermediate-salmon": N_("Salmon (intermediate)"),
    "intermediate-hawk": N_("Hawk (intermediate)"),
    "intermediate-fox": N_("Fox (intermediate)"),
}
# cards that read the tokens of other animals too (the others read only their own animal)
READS_ALL = frozenset({"fox-A", "fox-B", "fox-C", "fox-D", "salmon-D", "hawk-D"})


def animal_of(card: str) -> str:
    """The animal a card scores ("bear-A" and "family-bear" both score bears)."""
    first, _, last = card.partition("-")
    return first if first in WILDLIFE else last


def card_label(card: str) -> str:
    """A card's label in a result: "Bear (A)", "Elk (family)"."""
    if card in CARD_LABELS:
        return CARD_LABELS[card]
    first, _, last = card.partition("-")
    animal, kind = (first, last) if first in WILDLIFE else (last, first)
    return f"{animal.capitalize()} ({kind})"


def card_score(card: str, tokens: Mapping[Coord, str]) -> int:
    """The points `card` gives the tokens {cell: animal} (memoised on what it reads)."""
    if card in READS_ALL:
        return _all_tokens(card, frozenset(tokens.items()))
    animal = animal_of(card)
    return _own_tokens(card, frozenset(c for c, a in tokens.items() if a == animal))


@lru_cache(maxsize=1 << 14)
def _all_tokens(card: str, tokens: frozenset[tuple[Coord, str]]) -> int:
    return scoring.card_points(dict(tokens), card)


@lru_cache(maxsize=1 << 14)
def _own_tokens(card: str, cells: frozenset[Coord]) -> int:
    return scoring.card_points(dict.fromkeys(cells, animal_of(card)), card)


def corridors(p: Player) -> dict[str, int]:
    """The largest corridor of each habitat in `p`'s environment (kept with `p`)."""
    return dict(zip(HABITATS, _sizes(p), strict=True))


# a seat's card points (in the cards' order) and largest corridors (in HABITATS order)
Board = tuple[tuple[int, ...], tuple[int, ...]]


def board_scores(p: Player, cards: tuple[str, ...]) -> Board:
    """The points of each of `cards` (in their order) and the largest corridor of each
    habitat (in `HABITATS` order) in `p`'s environment, kept with `p` (see `Player`)."""
    return _points(p, cards), _sizes(p)


def _sizes(p: Player) -> tuple[int, ...]:
    """The largest corridors, worked out again only from the tiles laid since they were
    kept: a corridor that changed holds one of them, the others are as they were."""
    kept, count = p.sizes, len(p.tiles)
    if kept is not None and kept.count == count:
        return kept.numbers
    six = {cell: EDGES[t][rotation] for cell, (t, rotation) in p.tiles.items()}
    if kept is None:
        sizes = tuple(scoring.corridor_sizes(six).values())
    else:
        laid = list(islice(reversed(p.tiles), count - kept.count))
        sizes = tuple(
            max([largest, *(scoring.corridor_size(six, h, c) for c in laid if h in six[c])])
            for h, largest in zip(HABITATS, kept.numbers, strict=True)
        )
    p.sizes = Kept(count, sizes)
    return sizes


def _points(p: Player, cards: tuple[str, ...]) -> tuple[int, ...]:
    """The cards' points, worked out again only for the cards that read a token laid since
    they were kept."""
    kept, count = p.points, len(p.tokens)
    if kept is not None and kept.cards == cards and kept.count == count:
        return kept.numbers
    if kept is None or kept.cards != cards:
        points = tuple(scoring.card_points(p.tokens, c) for c in cards)
    else:
        laid = {p.tokens[c] for c in islice(reversed(p.tokens), count - kept.count)}
        points = tuple(
            scoring.card_points(p.tokens, c) if c in READS_ALL or animal_of(c) in laid else n
            for c, n in zip(cards, kept.numbers, strict=True)
        )
    p.points = Kept(count, points, cards)
    return points


@dataclass(frozen=True, slots=True)
class Breakdown:
    """One seat's points by category."""

    cards: dict[str, int]  # animal -> points of its card
    corridors: dict[str, int]  # habitat -> size of its largest corridor
    majorities: dict[str, int]  # habitat -> majority bonus
    nature: int  # points for nature tokens

    @property
    def total(self) -> int:
        return (
            sum(self.cards.values())
            + sum(self.corridors.values())
            + sum(self.majorities.values())
            + self.nature
        )

    def json(self) -> JSON:
        """{"cards", "corridors", "majorities", "nature", "total"}, JSON-ready."""
        return {
            "cards": dict(self.cards),
            "corridors": dict(self.corridors),
            "majorities": dict(self.majorities),
            "nature": self.nature,
            "total": self.total,
        }


def majority_bonuses(s: State, sizes: Sequence[int]) -> Sequence[int]:
    """One habitat's majority bonus for each seat, from each one's largest corridor: 0 for
    every seat at a table that leaves the bonuses out (memoised on the sizes)."""
    return _majority_points(tuple(sizes)) if s.majorities else (0,) * len(sizes)


@lru_cache(maxsize=1 << 12)
def _majority_points(sizes: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(scoring.majority_points(sizes))


def breakdowns(s: State) -> list[Breakdown]:
    """Each seat's points by category as the game stands (final once it is over); without
    majorities at a table that leaves the bonuses out."""
    boards = [board_scores(p, s.cards) for p in s.players]
    bonuses = _bonuses(s, boards)
    return [_breakdown(s, boards, bonuses, i) for i in range(len(boards))]


def breakdown(s: State, seat: int) -> Breakdown:
    """Seat `seat`'s points by category, as in `breakdowns`."""
    boards = [board_scores(p, s.cards) for p in s.players]
    return _breakdown(s, boards, _bonuses(s, boards), seat)


def _bonuses(s: State, boards: list[Board]) -> list[Sequence[int]]:
    """Each habitat's majority bonus for each seat (none at a table that leaves them out)."""
    if not s.majorities:
        return []
    return [majority_bonuses(s, [z[k] for _, z in boards]) for k in range(len(HABITATS))]


def _breakdown(s: State, boards: list[Board], bonuses: list[Sequence[int]], i: int) -> Breakdown:
    points, sizes = boards[i]
    return Breakdown(
        {_ANIMAL[c]: n for c, n in zip(s.cards, points, strict=True)},
        dict(zip(HABITATS, sizes, strict=True)),
        {HABITATS[k]: b[i] for k, b in enumerate(bonuses)},
        s.players[i].nature * C.nature_token_points,
    )


_ANIMAL: Memo[str, str] = Memo(animal_of)  # the animal each card scores


def parts(s: State, b: Breakdown) -> list[tuple[str, int]]:
    """A breakdown as the result's ordered (label, points) parts (no majority parts at a
    table that leaves the bonuses out)."""
    return (
        [(card_label(c), b.cards[animal_of(c)]) for c in s.cards]
        + [(CORRIDOR_LABELS[h], b.corridors[h]) for h in HABITATS]
        + [(MAJORITY_LABELS[h], b.majorities[h]) for h in b.majorities]
        + [(N_("Nature tokens"), b.nature)]
    )


def result(s: State) -> JSON | None:
    """The result once the game is over (ties broken by most nature tokens); else None."""
    if s.step != Step.OVER:
        return None
    return make_result(
        [parts(s, b) for b in breakdowns(s)],
        [p.nature for p in s.players],
        N_("most nature tokens"),
    )
