"""Scores during play and at the end, by category, from the scoring functions.

A seat's breakdown: each animal's card, each habitat's largest corridor, each habitat's
majority bonus (which depends on every seat) and its nature tokens. Card and corridor
scores are memoised on what they read, and kept with each seat's environment while it is
unchanged, so views and bots may ask for them often.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from server.games.base import JSON, make_result
from server.games.cascadia import scoring
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.components import HABITATS, WILDLIFE, Coord
from server.games.cascadia.state import EDGES, TILES, Player, State, Step

HABITAT_NAMES = {"F": "Forest", "M": "Mountain", "P": "Prairie", "R": "River", "W": "Wetland"}
# cards that read the tokens of other animals too (the others read only their own animal)
READS_ALL = frozenset({"fox-A", "fox-B", "fox-C", "fox-D", "salmon-D", "hawk-D"})


def animal_of(card: str) -> str:
    """The animal a card scores ("bear-A" and "family-bear" both score bears)."""
    first, _, last = card.partition("-")
    return first if first in WILDLIFE else last


def card_label(card: str) -> str:
    """A card's label in a result: "Bear (A)", "Elk (family)"."""
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


def edges(p: Player) -> dict[Coord, tuple[str, ...]]:
    """The six edge habitats of every tile of `p`'s environment."""
    return {cell: TILES[t].edges(rotation) for cell, (t, rotation) in p.tiles.items()}


def corridors(p: Player) -> dict[str, int]:
    """The largest corridor of each habitat in `p`'s environment."""
    return dict(_corridors(frozenset(p.tiles.items())))


@lru_cache(maxsize=1 << 12)
def _corridors(tiles: frozenset[tuple[Coord, tuple[int, int]]]) -> tuple[tuple[str, int], ...]:
    six = {cell: EDGES[t][rotation] for cell, (t, rotation) in tiles}
    return tuple(scoring.corridor_sizes(six).items())


def board_scores(p: Player, cards: tuple[str, ...]) -> tuple[dict[str, int], dict[str, int]]:
    """The points of each of `cards` (by animal) and the largest corridor of each habitat
    in `p`'s environment, kept with `p`: the points are worked out again only when a token
    was added, the corridors when a tile was (see `Player`)."""
    kept = p.scores
    if kept is None:
        points, sizes = _card_points(p, cards), corridors(p)
    else:
        same_points = kept[0] == cards and kept[1] == len(p.tokens)
        same_sizes = kept[3] == len(p.tiles)
        if same_points and same_sizes:
            return kept[2], kept[4]
        points = kept[2] if same_points else _card_points(p, cards)
        sizes = kept[4] if same_sizes else corridors(p)
    p.scores = (cards, len(p.tokens), points, len(p.tiles), sizes)
    return points, sizes


def _card_points(p: Player, cards: tuple[str, ...]) -> dict[str, int]:
    return {animal_of(c): card_score(c, p.tokens) for c in cards}


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
    return [_breakdown(s, boards, i) for i in range(len(boards))]


def breakdown(s: State, seat: int) -> Breakdown:
    """Seat `seat`'s points by category, as in `breakdowns`."""
    return _breakdown(s, [board_scores(p, s.cards) for p in s.players], seat)


def _breakdown(s: State, boards: list[tuple[dict[str, int], dict[str, int]]], i: int) -> Breakdown:
    cards, sizes = boards[i]
    majorities = {}
    if s.majorities:
        majorities = {h: majority_bonuses(s, [z[h] for _, z in boards])[i] for h in HABITATS}
    return Breakdown(
        dict(cards), dict(sizes), majorities, s.players[i].nature * C.nature_token_points
    )


def parts(s: State, b: Breakdown) -> list[tuple[str, int]]:
    """A breakdown as the result's ordered (label, points) parts (no majority parts at a
    table that leaves the bonuses out)."""
    return (
        [(card_label(c), b.cards[animal_of(c)]) for c in s.cards]
        + [(f"{HABITAT_NAMES[h]} corridor", b.corridors[h]) for h in HABITATS]
        + [(f"{HABITAT_NAMES[h]} majority", b.majorities[h]) for h in b.majorities]
        + [("Nature tokens", b.nature)]
    )


def result(s: State) -> JSON | None:
    """The result once the game is over (ties broken by most nature tokens); else None."""
    if s.step != Step.OVER:
        return None
    return make_result(
        [parts(s, b) for b in breakdowns(s)],
        [p.nature for p in s.players],
        "most nature tokens",
    )
