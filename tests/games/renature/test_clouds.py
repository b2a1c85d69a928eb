"""Cloud actions: change the joker, return a plant, take another turn."""

from __future__ import annotations

import pytest

from server.games.base import JSON
from server.games.renature.state import State
from tests.games.renature.positions import (
    END,
    EXTRA,
    GAME,
    SKIP,
    apply,
    at,
    domino,
    events_of,
    give,
    new,
    nm,
    place,
    plant,
    put,
    refused,
)

OWL_FROG = domino("owl", "frog")


def _with_clouds(clouds: int, players: int = 2) -> State:
    s = new(players, seed=51)
    s.box_clouds += s.players[0].clouds - clouds
    s.players[0].clouds = clouds
    return give(s, 0, OWL_FROG, domino("snail", "snail"))


def joker(a: int) -> JSON:
    return {"type": "joker", "animal": a}


def back(cell: tuple[int, int]) -> JSON:
    return {"type": "return", "cell": nm(cell)}


def test_change_the_joker_for_two_clouds_at_any_step_any_number_of_times() -> None:
    s = _with_clouds(6)
    box = s.box_clouds
    s, events = apply(s, 0, joker(4))
    assert s.joker == 4 and s.players[0].clouds == 4 and s.box_clouds == box + 2
    assert events == [{"type": "joker", "seat": 0, "animal": 4, "cost": 2}]
    s, _ = apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)))
    assert s.phase == "plant"
    s, _ = apply(s, 0, joker(7), SKIP)
    assert s.phase == "end"
    s, _ = apply(s, 0, joker(0))
    assert s.joker == 0 and s.players[0].clouds == 0


def test_the_joker_must_move_to_another_animal() -> None:
    s = _with_clouds(6)
    refused(s, 0, joker(0), "The butterfly is the joker already")
    assert {"type": "joker", "animal": 0} not in GAME.legal_moves(s, 0)
    assert len([m for m in GAME.legal_moves(s, 0) if m["type"] == "joker"]) == 9


@pytest.mark.parametrize("animal", [-1, 10, True, "owl", None])
def test_the_joker_must_be_one_of_the_ten_animals(animal: object) -> None:
    refused(_with_clouds(6), 0, {"type": "joker", "animal": animal}, "'animal' must be 0 to 9")


def test_changing_the_joker_needs_two_clouds() -> None:
    s = _with_clouds(1)
    refused(s, 0, joker(3), "costs 2 cloud tokens; you have 1")
    assert not any(m["type"] == "joker" for m in GAME.legal_moves(s, 0))


def test_cloud_actions_only_in_your_own_turn() -> None:
    s = _with_clouds(6)
    refused(s, 1, joker(3), "seat 0's turn")


def test_return_your_own_plant_for_its_value() -> None:
    s = plant(_with_clouds(6), (5, 5), 0, "white", "bush")
    s, events = apply(s, 0, back((5, 5)))
    assert at(5, 5) not in s.plants
    assert s.players[0].own == [9, 4, 2, 2] and s.players[0].clouds == 4
    assert events == [
        {
            "type": "return",
            "seat": 0,
            "cell": "f6",
            "colour": "white",
            "kind": "bush",
            "cost": 2,
        }
    ]


@pytest.mark.parametrize(("kind", "cost"), [("turf", 1), ("bush", 2), ("pine", 3), ("oak", 4)])
def test_returning_costs_the_plants_value(kind: str, cost: int) -> None:
    s = plant(_with_clouds(cost), (5, 5), 0, "white", kind)
    after, _ = apply(s, 0, back((5, 5)))
    assert after.players[0].clouds == 0
    s = plant(_with_clouds(cost - 1), (5, 5), 0, "white", kind)
    refused(s, 0, back((5, 5)), f"costs {cost} cloud tokens; you have {cost - 1}")
    assert back((5, 5)) not in GAME.legal_moves(s, 0)


def test_return_any_neutral_plant_whoever_placed_it() -> None:
    s = _with_clouds(6)
    s = plant(s, (5, 5), 0, "neutral", "turf")  # white's board has a free neutral turf space
    s = plant(s, (5, 6), 1, "neutral", "turf")
    s, _ = apply(s, 0, back((5, 6)))
    assert s.players[0].neutral == [3, 2, 2, 2]
    assert s.players[1].neutral == [2, 2, 2, 2]
    # Now white's neutral turf spaces are full: the other neutral turf cannot come back.
    refused(s, 0, back((5, 5)), "no free space for a neutral turf")


def test_never_return_another_players_colour() -> None:
    s = plant(_with_clouds(6), (5, 5), 1, "black", "turf")
    refused(s, 0, back((5, 5)), "only plants of your colour or neutral")
    refused(s, 0, back((5, 6)), "There is no plant on g6")
    refused(s, 0, back((0, 1)), "There is no plant on b1")


def test_returned_plants_need_a_free_space_on_the_player_board() -> None:
    s = plant(_with_clouds(6), (5, 5), 1, "neutral", "oak")
    refused(s, 0, back((5, 5)), "no free space for a neutral oak")


def test_four_player_boards_have_fewer_free_spaces() -> None:
    # 4 players: the neutral turf space with the 3-player icon is empty but not free.
    s = _with_clouds(6, players=4)
    assert s.players[0].neutral == [1, 1, 1, 1]
    s = plant(s, (5, 6), 1, "neutral", "turf")
    refused(s, 0, back((5, 6)), "no free space for a neutral turf")
    # Once white has placed its own neutral turf, one space is free.
    s = plant(s, (5, 5), 0, "neutral", "turf")
    s, _ = apply(s, 0, back((5, 6)))
    assert s.players[0].neutral == [1, 1, 1, 1]
    refused(s, 0, back((5, 5)), "no free space for a neutral turf")
    # 3 players: two neutral turf spaces, both free once both turfs are placed.
    s = _with_clouds(6, players=3)
    s = plant(s, (5, 5), 0, "neutral", "turf")
    s = plant(s, (4, 5), 0, "neutral", "turf")
    s = plant(s, (5, 6), 1, "neutral", "turf")
    s, _ = apply(s, 0, back((5, 6)), back((5, 5)))
    assert s.players[0].neutral == [2, 1, 1, 1]
    refused(s, 0, back((4, 5)), "no free space for a neutral turf")


def test_return_a_plant_from_a_closed_area() -> None:
    s = _with_clouds(6)
    s = put(s, "snail", "turtle", (0, 7), (1, 7))
    s = put(s, "badger", "owl", (2, 5), (2, 6))
    s = plant(s, (1, 6), 0, "white", "pine")
    s, _ = apply(s, 0, place(OWL_FROG, (0, 4), (1, 4)), SKIP)
    assert s.closed == ("B",)
    s, _ = apply(s, 0, back((1, 6)))
    assert at(1, 6) not in s.plants and s.players[0].own[2] == 2


def test_returning_before_placing_frees_a_plant_to_place() -> None:
    s = _with_clouds(6)
    s.players[0].own = [0, 0, 0, 0]
    s.players[0].neutral = [0, 0, 0, 0]
    s = plant(s, (5, 5), 1, "neutral", "turf")
    s, _ = apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)))
    moves = GAME.legal_moves(s, 0)
    assert not any(m["type"] == "plant" for m in moves)
    s, _ = apply(s, 0, back((5, 5)))
    assert any(m["type"] == "plant" for m in GAME.legal_moves(s, 0))


def test_another_turn_for_three_clouds_at_the_end_of_the_turn_chainable() -> None:
    s = _with_clouds(6)
    refused(s, 0, EXTRA, "not possible now", "place or discard")
    s, _ = apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)), SKIP)
    turns = s.turns
    s, events = apply(s, 0, EXTRA)
    assert events == [{"type": "extra_turn", "seat": 0, "cost": 3}]
    assert s.current == 0 and s.phase == "domino" and s.turns == turns + 1
    assert s.players[0].clouds == 3
    s, _ = apply(s, 0, place(domino("snail", "snail"), (0, 4), (1, 4)), SKIP, EXTRA)
    assert s.current == 0 and s.players[0].clouds == 0


def test_another_turn_needs_three_clouds() -> None:
    s = _with_clouds(2)
    s, _ = apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)), SKIP)
    assert EXTRA not in GAME.legal_moves(s, 0)
    refused(s, 0, EXTRA, "costs 3 cloud tokens; you have 2")
    s, events = apply(s, 0, END)
    assert s.current == 1
    assert events_of(events, "turn") == [{"type": "turn", "seat": 1}]


def test_another_turn_needs_a_domino_in_hand() -> None:
    s = _with_clouds(6)
    s = give(s, 0, OWL_FROG)
    s.box_dominoes += tuple(s.players[0].reserve)
    s.players[0].reserve = []
    s, _ = apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)), SKIP)
    assert s.players[0].hand == []
    assert EXTRA not in GAME.legal_moves(s, 0)
    refused(s, 0, EXTRA, "no dominoes left")
