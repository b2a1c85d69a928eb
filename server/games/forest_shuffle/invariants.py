"""What every Forest Shuffle state keeps: each card is in one place."""

from __future__ import annotations

from server.games.base import conserved
from server.games.forest_shuffle.state import State
from server.games.forest_shuffle.ways import PLAYABLE_IDS, WINTER_IDS


def invariants(s: State) -> None:
    """Check that every card but the Winter cards is once in a hand, a cave, a hand given
    back, in play, a forest (a tree or one of its slots), the clearing, the box or the deck, and
    that the Winter cards are revealed in order or still in the deck. Raises
    AssertionError."""
    cards = [*s.clearing, *s.discarded, *s.upper, *s.lower, *s.removed]
    for p in s.players:
        cards += [*p.hand, *p.cave, *p.returned]
        cards += [
            c for tree in p.forest for c in (tree.card, *(c for slot in tree.slots for c in slot))
        ]
    if s.playing is not None:  # in play until paid for and placed
        cards.append(s.playing.card)
    conserved(cards, PLAYABLE_IDS, "card")
    conserved([*s.winter, *WINTER_IDS[len(s.winter) :]], WINTER_IDS, "Winter card")
    if len(s.winter) + len(s.winter_at) != len(WINTER_IDS) or s.winter != list(
        WINTER_IDS[: len(s.winter)]
    ):
        raise AssertionError(
            f"Winter cards revealed {s.winter}, still in the deck {len(s.winter_at)}"
        )
