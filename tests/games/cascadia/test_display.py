"""The display: overpopulation (four identical tokens replaced by themselves, again and
again; three replaced once per turn at the player's choice), refills after a turn."""

from __future__ import annotations

import pytest

from server.games.base import IllegalMove, Rng
from server.games.cascadia import display
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.state import State, Step
from tests.games.cascadia.positions import (
    FOUR_TILES,
    GAME,
    kinds,
    new,
    play,
    set_display,
    tokens_everywhere,
)


def test_four_identical_tokens_are_replaced_by_themselves_again_and_again() -> None:
    s = new(2, seed=1)
    s.tokens = ["elk"] * 4
    s.bag = ["elk"] * 40 + ["fox"]
    s.rng = Rng(3)
    display.settle(s)
    assert display.shown(s, 4) is None
    assert s.auto == ["elk"] * len(s.auto) and len(s.auto) > 1
    assert sorted([*map(str, s.tokens), *s.bag]) == sorted(["elk"] * 44 + ["fox"])


def test_set_aside_tokens_go_back_to_the_bag_after_the_redraw() -> None:
    s = new(2, seed=1)
    s.tokens = ["elk"] * 4
    s.bag = ["fox", "fox", "hawk", "hawk"]
    display.replace(s, [0, 1, 2, 3])
    # none of the elk is drawn back
    assert sorted(map(str, s.tokens)) == ["fox", "fox", "hawk", "hawk"]
    assert s.bag == ["elk"] * 4


def test_a_bag_of_one_animal_cannot_help_four_identical_tokens() -> None:
    s = new(2, seed=1)
    s.tokens = ["elk"] * 4
    s.bag = ["elk"] * 10
    display.settle(s)
    assert s.tokens == ["elk"] * 4 and s.auto == []


def test_four_identical_after_a_refill_are_replaced_before_the_next_turn() -> None:
    s = set_display(new(2, seed=3), FOUR_TILES, ["elk", "elk", "elk", "fox"])
    s, _ = play(
        s, {"type": "take", "tile": 3, "token": 3}, {"type": "place", "cell": "1,0", "rotation": 0}
    )
    assert s.step == Step.TOKEN
    for seed in range(100):  # a generator whose refill brings an elk
        s.rng = Rng(seed)
        after, events = play(s, {"type": "return_token"})
        if after.auto:
            break
    assert kinds(events) == ["return_token", "refill", "turn"]
    assert after.auto[0] == "elk" and display.shown(after, 4) is None
    assert (after.current, after.step) == (1, Step.CHOOSE)
    assert tokens_everywhere(after) == dict.fromkeys(WILDLIFE, 20)


def _first_place(s: State) -> dict[str, object]:
    seat = GAME.current_seat(s)
    assert seat is not None
    return GAME.legal_moves(s, seat)[0]


def test_three_identical_may_be_replaced_once_per_turn() -> None:
    s = set_display(new(2, seed=4), FOUR_TILES, ["hawk", "bear", "hawk", "hawk"])
    assert {"type": "overpopulation"} in GAME.legal_moves(s, 0)
    s.bag = [a for a in s.bag if a != "hawk"]  # the redraw brings no hawk
    after, events = play(s, {"type": "overpopulation"})
    assert kinds(events) == ["overpopulation"]
    assert events[0].data == {
        "type": "overpopulation",
        "seat": 0,
        "slots": [0, 2, 3],
        "animal": "hawk",
    }
    assert after.tokens[1] == "bear" and "hawk" not in after.tokens
    assert after.bag.count("hawk") == 3 and after.culled
    assert s.tokens == ["hawk", "bear", "hawk", "hawk"]  # the state given is unchanged


def test_the_replacement_of_three_is_not_offered_twice_in_a_turn() -> None:
    s = set_display(new(2, seed=4), FOUR_TILES, ["hawk", "bear", "hawk", "hawk"])
    s.bag = ["salmon"] * 3  # three salmon come out: three identical again
    after, _ = play(s, {"type": "overpopulation"})
    assert sorted(map(str, after.tokens)) == sorted(["bear", "salmon", "salmon", "salmon"])
    assert {"type": "overpopulation"} not in GAME.legal_moves(after, 0)
    with pytest.raises(IllegalMove, match="only once per turn"):
        GAME.apply(after, 0, {"type": "overpopulation"})


def test_two_identical_are_no_overpopulation() -> None:
    s = set_display(new(2, seed=4), FOUR_TILES, ["hawk", "bear", "hawk", "fox"])
    assert {"type": "overpopulation"} not in GAME.legal_moves(s, 0)
    with pytest.raises(IllegalMove, match="does not show three identical"):
        GAME.apply(s, 0, {"type": "overpopulation"})


def test_the_display_is_refilled_in_the_slots_taken_after_the_turn() -> None:
    s = set_display(new(2, seed=6), FOUR_TILES, ["hawk", "bear", "elk", "fox"])
    stack = len(s.stack)
    s, _ = play(s, {"type": "take", "tile": 1, "token": 1})
    assert s.tiles[1] is None and s.tokens[1] is None and s.pending == (30, "bear")
    s, events = play(s, _first_place(s))
    if s.step == Step.TOKEN:
        s, more = play(s, {"type": "return_token"})
        events += more
    refill = next(e.data for e in events if e.data["type"] == "refill")
    assert refill == {"type": "refill", "tiles": [1], "tokens": [1]}
    assert [s.tiles[i] for i in (0, 2, 3)] == [0, 50, 70]
    assert s.tiles[1] is not None and s.tokens[1] is not None and len(s.stack) == stack - 1
