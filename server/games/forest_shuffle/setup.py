"""Setting up a game of Forest Shuffle as the rules say.

Cards go back to the box unseen by player count; the rest are split into three piles;
two Winter cards are shuffled into the first pile and the third goes on top of it; the
other two piles go on top; every seat is dealt six cards; the first seat is drawn at
random. Then, from the first seat round the table, each seat keeps its hand or, if it
holds no tree, may give it back to the box once and take six new cards.
"""

from __future__ import annotations

import random

from server.games.base import JSON, Event, Rng
from server.games.forest_shuffle.cards import CATALOGUE
from server.games.forest_shuffle.deck import draw_to_hand
from server.games.forest_shuffle.state import ForestShuffleOptions, Player, State
from server.games.forest_shuffle.ways import PLAYABLE_IDS, WINTER_IDS

HAND_START = 6
PILES = 3


def new_state(players: int, seed: int, options: JSON) -> State:
    """A new game's state, hands dealt, the first seat to keep or change its hand.

    Raises ValueError for a player count other than 2-5, a seed that is not a whole
    number, or options (there are none; pydantic's ValidationError is a ValueError).
    """
    if players not in CATALOGUE.removed:
        raise ValueError("Forest Shuffle is for 2 to 5 players")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the seed must be a whole number")
    chosen = ForestShuffleOptions.model_validate(options)
    rng = random.Random(seed)
    cards = list(PLAYABLE_IDS)
    rng.shuffle(cards)
    out = CATALOGUE.removed[players]
    first_pile, _ = piles(players)
    lower, upper = sorted(cards[out : out + first_pile]), sorted(cards[out + first_pile :])
    shuffled_in = sorted(rng.sample(range(first_pile + len(WINTER_IDS) - 1), len(WINTER_IDS) - 1))
    s = State(
        seed=seed,
        rng=Rng(rng.getrandbits(64)),
        players=[Player([]) for _ in range(players)],
        upper=upper,
        lower=lower,
        winter_at=[len(upper)] + [len(upper) + 1 + x for x in shuffled_in],
        drawn=0,
        removed=sorted(cards[:out]),
        first=rng.randrange(players),
        current=None,
        edition=chosen.edition,
    )
    s.current = s.first
    events: list[Event] = []
    for seat in range(players):
        draw_to_hand(s, seat, HAND_START, events, "deal")
    return s


def piles(players: int) -> tuple[int, int]:
    """The sizes of the first pile (under the third Winter card, its two Winter cards
    aside) and of the two piles above it together, at setup for `players`."""
    kept = len(PLAYABLE_IDS) - CATALOGUE.removed[players]
    return kept // PILES, kept - kept // PILES


def holds_tree(hand: list[int]) -> bool:
    """Whether a hand holds a tree card."""
    return any(CATALOGUE.cards[c].tree is not None for c in hand)
