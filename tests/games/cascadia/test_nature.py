"""Nature tokens: spent to replace any tokens chosen, or to take any tile with any token;
gained by placing a token on a keystone tile."""

from __future__ import annotations

import pytest

from server.games.base import IllegalMove
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.state import Step
from tests.games.cascadia.positions import (
    FOUR_TILES,
    GAME,
    give_nature,
    kinds,
    lay,
    new,
    play,
    set_display,
    tile_with,
    tokens_everywhere,
)


def test_without_a_nature_token_only_the_four_pairs_are_offered() -> None:
    s = set_display(new(2, seed=2), FOUR_TILES, ["hawk", "bear", "elk", "fox"])
    assert GAME.legal_moves(s, 0) == [{"type": "take", "tile": i, "token": i} for i in range(4)]
    with pytest.raises(IllegalMove, match="costs a nature token; you have none"):
        GAME.apply(s, 0, {"type": "take", "tile": 0, "token": 1})
    with pytest.raises(IllegalMove, match="costs a nature token; you have none"):
        GAME.apply(s, 0, {"type": "wipe", "slots": [0]})


def test_a_nature_token_offers_every_tile_with_every_token_and_every_wipe() -> None:
    s = give_nature(set_display(new(2, seed=2), FOUR_TILES, ["hawk", "bear", "elk", "fox"]), 0, 1)
    moves = GAME.legal_moves(s, 0)
    takes = [(m["tile"], m["token"]) for m in moves if m["type"] == "take"]
    assert sorted(takes) == [(i, j) for i in range(4) for j in range(4)]
    wipes = [m["slots"] for m in moves if m["type"] == "wipe"]
    assert len(wipes) == 15 and [0, 1, 2, 3] in wipes and [1, 3] in wipes
    assert len(moves) == 16 + 15


def test_any_tile_with_any_token_costs_one_nature_token() -> None:
    s = give_nature(set_display(new(2, seed=2), FOUR_TILES, ["hawk", "bear", "elk", "fox"]), 0, 2)
    after, events = play(s, {"type": "take", "tile": 0, "token": 3})
    assert after.pending == (0, "fox") and after.step == Step.PLACE
    assert after.players[0].nature == 1 and after.nature == 24
    assert events[0].data == {
        "type": "take",
        "seat": 0,
        "tile": 0,
        "token": 3,
        "tile_id": 0,
        "animal": "fox",
        "cost": 1,
    }
    assert after.tiles == [None, 30, 50, 70] and after.tokens == ["hawk", "bear", "elk", None]


def test_a_pair_as_shown_costs_nothing_even_with_nature_tokens() -> None:
    s = give_nature(set_display(new(2, seed=2), FOUR_TILES, ["hawk", "bear", "elk", "fox"]), 0, 1)
    after, events = play(s, {"type": "take", "tile": 2, "token": 2})
    assert after.players[0].nature == 1 and events[0].data["cost"] == 0


def test_a_wipe_replaces_exactly_the_tokens_chosen() -> None:
    s = give_nature(set_display(new(2, seed=2), FOUR_TILES, ["hawk", "bear", "elk", "fox"]), 0, 2)
    s.bag = ("salmon",) * 10 + ("bear",) * 10
    after, events = play(s, {"type": "wipe", "slots": [0, 3]})
    assert after.tokens[1:3] == ["bear", "elk"]
    assert after.tokens[0] in ("salmon", "bear") and after.tokens[3] in ("salmon", "bear")
    assert sorted([*after.bag, str(after.tokens[0]), str(after.tokens[3])]) == sorted(s.bag)
    assert after.aside == ["hawk", "fox"]  # until the turn's wipes are over
    assert events[0].data == {
        "type": "wipe",
        "seat": 0,
        "slots": [0, 3],
        "animals": ["hawk", "fox"],
        "cost": 1,
    }
    assert after.players[0].nature == 1 and after.nature == 24 and after.step == Step.CHOOSE


def test_several_wipes_in_one_turn_then_a_take() -> None:
    s = give_nature(set_display(new(2, seed=2), FOUR_TILES, ["hawk", "bear", "elk", "fox"]), 0, 2)
    s, events = play(
        s,
        {"type": "wipe", "slots": [0, 1, 2, 3]},
        {"type": "wipe", "slots": [2]},
        {"type": "take", "tile": 1, "token": 1},
    )
    assert kinds(events)[:3] == ["wipe", "wipe", "take"]
    assert s.players[0].nature == 0 and s.step == Step.PLACE
    assert tokens_everywhere(s) == dict.fromkeys(WILDLIFE, 20)


@pytest.mark.parametrize(
    ("slots", "why"),
    [([], "1 to 4 different"), ([2, 1], "increasing order"), ([0, 0], "different"), ([4], "0-3")],
)
def test_wipes_name_slots_in_increasing_order(slots: list[int], why: str) -> None:
    s = give_nature(set_display(new(2, seed=2), FOUR_TILES, ["hawk", "bear", "elk", "fox"]), 0, 1)
    with pytest.raises(IllegalMove, match=why):
        GAME.apply(s, 0, {"type": "wipe", "slots": slots})


def test_a_token_on_a_keystone_gains_a_nature_token() -> None:
    keystone = tile_with("F", "bear")
    s = set_display(new(2, seed=2), [keystone, 30, 50, 70], ["bear", "bear", "elk", "fox"])
    s, events = play(
        s,
        {"type": "take", "tile": 0, "token": 0},
        {"type": "place", "cell": "1,0", "rotation": 0},
        {"type": "token", "cell": "1,0"},
    )
    token = next(e.data for e in events if e.data["type"] == "token")
    assert token == {"type": "token", "seat": 0, "cell": "1,0", "animal": "bear", "nature": 1}
    assert s.players[0].nature == 1 and s.nature == 24


def test_a_token_on_an_older_keystone_gains_one_too_but_not_when_the_supply_is_empty() -> None:
    keystone = tile_with("M", "elk")
    s = lay(new(2, seed=2), 0, 1, 0, keystone)
    s = set_display(s, FOUR_TILES, ["hawk", "bear", "elk", "fox"])
    moves = (
        {"type": "take", "tile": 2, "token": 2},
        {"type": "place", "cell": "2,0", "rotation": 0},
    )
    gained, _ = play(s, *moves, {"type": "token", "cell": "1,0"})
    assert gained.players[0].nature == 1
    s.nature, s.players[1].nature = 0, 25
    empty, events = play(s, *moves, {"type": "token", "cell": "1,0"})
    assert empty.players[0].nature == 0 and events[-3].data["nature"] == 0
