"""The display: overpopulation (four identical tokens replaced, again and again; three
replaced once per turn at the player's choice), the tokens replaced set aside until the
turn's wipes are over, refills after a turn."""

from __future__ import annotations

import pytest

from server.games.base import IllegalMove, Rng
from server.games.cascadia import display
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.state import State, Step
from tests.games.cascadia.positions import (
    FOUR_TILES,
    GAME,
    give_nature,
    kinds,
    new,
    play,
    set_display,
    tokens_everywhere,
)


def test_four_identical_tokens_are_replaced_by_themselves_again_and_again() -> None:
    s = new(2, seed=1)
    s.tokens = ["elk"] * 4
    s.bag = ("elk",) * 40 + ("fox",)
    s.rng = Rng(3)
    display.settle(s)
    assert display.shown(s, 4) is None
    assert s.auto == ["elk"] * len(s.auto) and len(s.auto) > 1
    assert sorted([*map(str, s.tokens), *s.bag, *s.aside]) == sorted(["elk"] * 44 + ["fox"])
    assert s.aside == ["elk"] * 4 * len(s.auto)  # none drawn again


def test_set_aside_tokens_go_back_to_the_bag_once_the_wipes_are_over() -> None:
    s = new(2, seed=1)
    s.tokens = ["elk"] * 4
    s.bag = tuple(["fox", "fox", "hawk", "hawk"])
    display.replace(s, [0, 1, 2, 3])
    assert sorted(map(str, s.tokens)) == ["fox", "fox", "hawk", "hawk"]
    assert (s.bag, s.aside) == ((), ["elk"] * 4)
    display.back_to_bag(s)
    assert (s.bag, s.aside) == (("elk",) * 4, [])


def three_hawks_then_four_elk() -> State:
    """The rulebook's case: three hawks the player replaces, whose redraw brings three elk,
    four identical tokens then replaced automatically (a seed of the generator that draws
    the three elk first)."""
    s = set_display(new(2, seed=4), FOUR_TILES, ["hawk", "elk", "hawk", "hawk"])
    s.bag = ("elk",) * 3 + ("salmon",) * 2 + ("bear",) * 2
    for seed in range(200):
        s.rng = Rng(seed)
        if play(s, {"type": "overpopulation"})[0].auto:
            return s
    raise AssertionError("no seed draws the three elk")


def test_an_automatic_wipe_after_a_chosen_one_cannot_draw_the_tokens_set_aside() -> None:
    s = three_hawks_then_four_elk()
    after, events = play(s, {"type": "overpopulation"})
    assert kinds(events) == ["overpopulation"] and after.auto == ["elk"]
    # the four elk replaced by the four tokens left in the bag, not by the hawks set aside
    assert sorted(map(str, after.tokens)) == ["bear", "bear", "salmon", "salmon"]
    assert after.bag == () and sorted(after.aside) == ["elk"] * 4 + ["hawk"] * 3
    taken, _ = play(after, {"type": "take", "tile": 0, "token": 0})
    assert taken.aside == [] and sorted(taken.bag) == ["elk"] * 4 + ["hawk"] * 3


def test_games_of_the_first_rules_edition_put_replaced_tokens_back_at_once() -> None:
    s = three_hawks_then_four_elk()
    s.edition = 1  # a game stored before the reading changed replays as it was played
    after, _ = play(s, {"type": "overpopulation"})
    assert after.aside == [] and after.auto == ["elk"]
    assert sorted([*after.bag, *map(str, after.tokens)]) == sorted(
        ["elk"] * 4 + ["hawk"] * 3 + ["salmon"] * 2 + ["bear"] * 2
    )


def test_the_bag_must_hold_the_tokens_a_wipe_draws() -> None:
    s = give_nature(set_display(new(2, seed=2), FOUR_TILES, ["hawk", "hawk", "hawk", "fox"]), 0, 1)
    s.bag = ("salmon", "bear")
    wipes = [m["slots"] for m in GAME.legal_moves(s, 0) if m["type"] == "wipe"]
    assert wipes and all(len(slots) <= 2 for slots in wipes)
    assert {"type": "overpopulation"} not in GAME.legal_moves(s, 0)
    with pytest.raises(IllegalMove, match="too few to replace 3"):
        play(s, {"type": "wipe", "slots": [0, 1, 2]})


def test_a_bag_of_one_animal_cannot_help_four_identical_tokens() -> None:
    s = new(2, seed=1)
    s.tokens = ["elk"] * 4
    s.bag = ("elk",) * 10
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
    s.bag = tuple(a for a in s.bag if a != "hawk")  # the redraw brings no hawk
    after, events = play(s, {"type": "overpopulation"})
    assert kinds(events) == ["overpopulation"]
    assert events[0].data == {
        "type": "overpopulation",
        "seat": 0,
        "slots": [0, 2, 3],
        "animal": "hawk",
    }
    assert after.tokens[1] == "bear" and "hawk" not in after.tokens
    assert after.aside == ["hawk"] * 3 and after.culled
    assert s.tokens == ["hawk", "bear", "hawk", "hawk"]  # the state given is unchanged


def test_the_replacement_of_three_is_not_offered_twice_in_a_turn() -> None:
    s = set_display(new(2, seed=4), FOUR_TILES, ["hawk", "bear", "hawk", "hawk"])
    s.bag = ("salmon",) * 3  # three salmon come out: three identical again
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
