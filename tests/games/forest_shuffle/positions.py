"""Literal Forest Shuffle positions for the rule tests, written briefly.

A position starts from a new game past the mulligans; `position` then puts the cards it
names where it says, taking each from wherever it was (a hand, the deck, the box), so
that every card stays accounted for. Hands it names replace the seat's hand (the old
cards go to the box); piles it names replace the deck's piles (the same).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import pytest

from server.games.base import JSON, Event, IllegalMove
from server.games.forest_shuffle.game import FOREST_SHUFFLE
from server.games.forest_shuffle.state import Phase, State, Step, Tree, step
from server.games.forest_shuffle.ways import CARDS, WINTER_IDS

GAME = FOREST_SHUFFLE
Cards = Sequence[int]


def card(species: str, *, other: str | None = None, symbol: str | None = None, nth: int = 0) -> int:
    """The id of the `nth` card showing `species` (a tree, or a half), optionally whose
    other half is `other` or whose half of `species` shows the tree `symbol`."""
    found = []
    for c in CARDS:
        if c.tree is not None and c.tree.name == species and other is None and symbol is None:
            found.append(c.id)
        for half in c.halves:
            rest = [h.species.name for h in c.halves if h is not half]
            if half.species.name != species or (other is not None and rest != [other]):
                continue
            if symbol is None or half.symbol == symbol:
                found.append(c.id)
    return found[nth]


def cards(species: str, n: int) -> list[int]:
    """`n` different cards showing `species`."""
    return [card(species, nth=i) for i in range(n)]


def halves(species: str, side: str, n: int) -> list[int]:
    """`n` different cards whose half on `side` is `species`."""
    return [
        c.id for c in CARDS if any(h.species.name == species and h.side == side for h in c.halves)
    ][:n]


def tree(
    kind: str | int,
    top: Cards = (),
    bottom: Cards = (),
    left: Cards = (),
    right: Cards = (),
    sapling: bool = False,
    nth: int = -1,
) -> Tree:
    """A tree (a tree's name, then by default its last copy; or a card id) with the cards
    in its slots."""
    c = card(kind, nth=nth) if isinstance(kind, str) else kind
    return Tree(c, sapling, (tuple(top), tuple(bottom), tuple(left), tuple(right)))


def _placed(t: Tree) -> list[int]:
    return [t.card, *(c for slot in t.slots for c in slot)]


def position(
    players: int = 2,
    *,
    seat: int = 0,
    hands: Mapping[int, Cards] | None = None,
    forests: Mapping[int, Sequence[Tree]] | None = None,
    caves: Mapping[int, Cards] | None = None,
    clearing: Cards = (),
    upper: Cards | None = None,
    lower: Cards | None = None,
    winter_in: Sequence[int] | None = None,
    winter_out: int = 0,
) -> State:
    """A position at the start of `seat`'s turn with these cards where they are named.

    `winter_in` puts the Winter cards still in the deck that many draws from now (0: the
    next card drawn); `winter_out` Winter cards are already revealed.
    """
    s = GAME.new(players, 1, {})
    s.phase, s.current, s.first = Phase.PLAY, seat, seat
    named = [*(c for h in (hands or {}).values() for c in h), *clearing]
    named += [c for f in (forests or {}).values() for t in f for c in _placed(t)]
    named += [c for cave in (caves or {}).values() for c in cave]
    named += [*(upper or ()), *(lower or ())]
    assert len(named) == len(set(named)), "a card is named twice"
    for where in [s.upper, s.lower, s.removed, *(p.hand for p in s.players)]:
        where[:] = [c for c in where if c not in named]
    for i, hand in (hands or {}).items():
        s.removed += s.players[i].hand
        s.players[i].hand = list(hand)
    for i, forest in (forests or {}).items():
        s.players[i].forest = list(forest)
    for i, cave in (caves or {}).items():
        s.players[i].cave = list(cave)
    s.clearing = list(clearing)
    if upper is not None:
        s.removed += s.upper
        s.upper = sorted(upper)
    if lower is not None:
        s.removed += s.lower
        s.lower = sorted(lower)
    s.removed.sort()
    s.winter = list(WINTER_IDS[:winter_out])
    if winter_in is not None:
        assert winter_out + len(winter_in) == len(WINTER_IDS)
        s.winter_at = [s.drawn + k for k in winter_in]
    check_accounted(s)
    return s


def every_card(s: State) -> list[int]:
    """Every card id where the state keeps it (a Winter card still in the deck by the id
    it will have when revealed)."""
    out = [*s.upper, *s.lower, *s.removed, *s.clearing, *s.discarded, *s.winter]
    out += WINTER_IDS[len(s.winter) : len(s.winter) + len(s.winter_at)]
    for p in s.players:
        out += [*p.hand, *p.cave, *p.returned, *(c for t in p.forest for c in _placed(t))]
    if s.playing is not None:
        out.append(s.playing.card)
    return out


def check_accounted(s: State) -> None:
    """Every card of the box is in exactly one place."""
    assert sorted(every_card(s)) == list(range(len(CARDS)))


def play(s: State, seat: int, *moves: JSON, use: bool = True) -> tuple[State, list[JSON]]:
    """Apply `moves` in turn, each effect and bonus offered after one used (`use`, as the
    client proposes), or left to be chosen; the final state and the data of every event."""
    events: list[Event] = []
    for move in moves:
        s, more = GAME.apply(s, seat, move)
        events += more
        while use and s.current == seat and step(s) == Step.USE:
            s, more = GAME.apply(s, seat, {"type": "use"})
            events += more
    check_accounted(s)
    return s, [e.data for e in events]


def of(events: Iterable[JSON], kind: str) -> list[JSON]:
    """The events of one type."""
    return [e for e in events if e["type"] == kind]


def refused(s: State, seat: int, move: object, *words: str) -> str:
    """Assert that `move` is refused with a reason holding `words`, the state as before.
    Returns the reason."""
    before = GAME.dump(s)
    with pytest.raises(IllegalMove) as error:
        GAME.apply(s, seat, move)  # type: ignore[arg-type]
    assert GAME.dump(s) == before
    reason = str(error.value)
    assert len(reason) > 10 and reason.endswith("."), reason
    for word in words:
        assert word in reason, reason
    return reason


def legal(s: State, seat: int, kind: str) -> list[JSON]:
    """`seat`'s legal moves of one type."""
    return [m for m in GAME.legal_moves(s, seat) if m["type"] == kind]


def put(c: int, way: str, tree: int | None = None, *paid: int) -> list[JSON]:
    """The moves that play card `c` `way`, on `tree` (for a half), paying `paid`."""
    play: JSON = {"type": "play", "card": c, "as": way}
    if tree is not None:
        play["tree"] = tree
    return [play, {"type": "pay", "cards": sorted(paid)}] if paid else [play]
