"""Drawing from the deck: Winter cards, the hand limit, cards revealed into the clearing.

The deck's order does not exist until a card is drawn: each draw takes a card at random
(the state's `Rng`) from the upper pile, then from the first pile once the upper one is
gone, except where a Winter card lies (`State.winter_at`). Events never name a card
drawn face up, so what another seat sees of a move never depends on the deck (the view
shows the clearing).
"""

from __future__ import annotations

from server.games.base import Event, Rng
from server.games.forest_shuffle.cards import CATALOGUE
from server.games.forest_shuffle.state import State
from server.games.forest_shuffle.ways import WINTER_IDS


class GameEnds(Exception):
    """The third Winter card is revealed: the game ends at once."""


def draw(s: State, events: list[Event]) -> int:
    """The top card of the deck; Winter cards found on the way are set aside (told in
    `events`) and replaced. Raises GameEnds when the third Winter card is revealed."""
    while s.winter_at and s.winter_at[0] == s.drawn:
        s.winter_at = s.winter_at[1:]
        s.drawn += 1
        card = WINTER_IDS[len(s.winter)]
        s.winter = [*s.winter, card]
        events.append(Event({"type": "winter", "card": card, "count": len(s.winter)}))
        if len(s.winter) == len(WINTER_IDS):
            raise GameEnds
    s.drawn += 1
    s.rng = s.rng.copy()  # states share their generator until one of them draws
    if s.upper:
        card, s.upper = _take(s.upper, s.rng)
    else:
        card, s.lower = _take(s.lower, s.rng)
    return card


def _take(pile: list[int], rng: Rng) -> tuple[int, list[int]]:
    """A card of `pile` at random, and the pile without it (a new list: states share piles)."""
    i = rng.below(len(pile))
    return pile[i], pile[:i] + pile[i + 1 :]


def draw_to_hand(s: State, seat: int, n: int, events: list[Event], why: str) -> None:
    """`seat` draws `n` cards from the deck, `why` being what for (a species, "turn",
    "deal"); draws beyond the hand limit are not taken. Raises GameEnds (see `draw`)."""
    hand = s.players[seat].hand
    for i in range(n):
        if len(hand) >= CATALOGUE.hand_limit:
            events.append(Event({"type": "hand_full", "seat": seat, "missed": n - i}))
            return
        card = draw(s, events)
        hand.append(card)
        public = {"type": "draw", "seat": seat, "for": why}
        events.append(Event(public | {"card": card}, seat, public))


def reveal(s: State, seat: int, events: list[Event]) -> None:
    """The top card of the deck goes face up into the clearing (`seat` played a tree).
    Raises GameEnds (see `draw`)."""
    s.clearing.append(draw(s, events))
    events.append(Event({"type": "reveal", "seat": seat}))
