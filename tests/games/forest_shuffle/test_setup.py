"""Setup as the rules say: the box by player count, the piles and Winter cards, the deal,
the first seat, and the one mulligan of a hand without a tree."""

from __future__ import annotations

import pytest

from server.games.base import Event
from server.games.forest_shuffle.deck import GameEnds, draw
from server.games.forest_shuffle.setup import holds_tree, piles
from server.games.forest_shuffle.state import Phase, State, Step, step
from server.games.forest_shuffle.ways import PLAYABLE_IDS, is_tree_card
from tests.games.forest_shuffle.positions import GAME, check_accounted, legal, of, play, refused

REMOVED = {2: 30, 3: 20, 4: 10, 5: 0}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_cards_go_back_to_the_box_unseen_by_player_count(players: int) -> None:
    s = GAME.new(players, 3, {})
    assert len(s.removed) == REMOVED[players]
    kept = len(PLAYABLE_IDS) - REMOVED[players]
    assert piles(players) == (kept // 3, kept - kept // 3)
    assert s.deck_count() + 6 * players == kept + 3
    assert [len(p.hand) for p in s.players] == [6] * players
    check_accounted(s)


@pytest.mark.parametrize("players", [2, 5])
def test_the_third_winter_card_lies_on_the_first_pile_and_two_are_shuffled_into_it(
    players: int,
) -> None:
    first, upper = piles(players)
    for seed in range(30):
        s = GAME.new(players, seed, {})
        top, *inside = s.winter_at
        assert top == upper  # right under the two upper piles
        assert all(upper < x <= upper + first + 2 for x in inside)
        assert len(s.lower) == first and len(s.upper) + s.drawn == upper


def test_winter_cards_come_out_where_they_lie_and_the_third_ends_the_game() -> None:
    s = GAME.new(2, 4, {})
    places, found = list(s.winter_at), []
    with pytest.raises(GameEnds):
        while True:
            before, events = s.drawn, list[Event]()
            try:
                draw(s, events)
            finally:
                found += [before + i for i, _ in enumerate(of([e.data for e in events], "winter"))]
    assert found == places
    assert s.winter == [158, 159, 160]


def test_the_first_seat_is_drawn_at_random_and_decides_first() -> None:
    firsts = {GAME.new(4, seed, {}).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    s = GAME.new(4, 9, {})
    assert s.current == s.first and step(s) == Step.MULLIGAN


def test_the_same_seed_sets_up_the_same_game() -> None:
    assert GAME.dump(GAME.new(3, 5, {})) == GAME.dump(GAME.new(3, 5, {}))
    assert GAME.dump(GAME.new(3, 5, {})) != GAME.dump(GAME.new(3, 6, {}))


@pytest.mark.parametrize(
    ("players", "seed", "options"), [(1, 1, {}), (6, 1, {}), (2, "x", {}), (2, 1, {"a": 1})]
)
def test_what_setup_refuses(players: int, seed: object, options: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        GAME.new(players, seed, options)  # type: ignore[arg-type]


def treeless_first(players: int = 3) -> State:
    """A new game whose first seat holds no tree."""
    for seed in range(500):
        s = GAME.new(players, seed, {})
        if not holds_tree(s.players[s.first].hand):
            return s
    raise AssertionError("no such seed")


def test_each_seat_in_turn_keeps_or_may_give_back_a_hand_without_a_tree() -> None:
    s = treeless_first()
    first = s.first
    assert legal(s, first, "mulligan") == [{"type": "mulligan"}]
    old = list(s.players[first].hand)
    s, events = play(s, first, {"type": "mulligan"})
    p = s.players[first]
    assert p.returned == old and len(p.hand) == 6 and not set(p.hand) & set(old)
    assert of(events, "mulligan")[0]["cards"] == old
    assert len(of(events, "draw")) == 6
    assert s.current == (first + 1) % 3  # once only: the next seat decides
    for _ in range(2):
        seat = s.current
        assert seat is not None
        if holds_tree(s.players[seat].hand):
            refused(s, seat, {"type": "mulligan"}, "holds a tree")
        s, _ = play(s, seat, {"type": "keep"})
    assert s.phase == Phase.PLAY and s.current == first and step(s) == Step.ACTION


def test_a_mulligan_is_seen_by_others_as_a_count() -> None:
    s = treeless_first()
    after, events = GAME.apply(s, s.first, {"type": "mulligan"})
    other = (s.first + 1) % 3
    seen = [e.for_seat(other) for e in events]
    assert seen[0] == {"type": "mulligan", "seat": s.first, "count": 6}
    assert all("card" not in e for e in seen if e)
    view = GAME.view(after, other)["seats"][s.first]
    assert view["returned"] is None and view["returned_count"] == 6


def test_tree_cards_are_the_tree_species() -> None:
    assert sum(is_tree_card(c) for c in PLAYABLE_IDS) == 66
