"""Step B and C1: a plant beside the placed domino, its points, tokens and clouds."""

from __future__ import annotations

import pytest

from server.games.renature.state import State
from tests.games.renature.positions import (
    END,
    GAME,
    SKIP,
    TAKE,
    apply,
    at,
    domino,
    events_of,
    give,
    lay,
    new,
    place,
    plant,
    plant_move,
    put,
    refused,
    settled,
)

OWL_FROG = domino("owl", "frog")


def _placed(s: State | None = None) -> State:
    """White (seat 0) has placed owl-frog on b1-b2: beside c1, c2 in area A
    and a2 in area F."""
    s = give(s or new(2, seed=31), 0, OWL_FROG)
    s, _ = apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)))
    assert s.phase == "plant"
    return s


def test_plant_on_a_free_area_space_beside_the_domino() -> None:
    s = _placed()
    s, events = apply(s, 0, plant_move((1, 0), "white", "turf"))
    assert s.plants[at(1, 0)] == (0, 0)
    assert s.players[0].own == [8, 4, 2, 2]
    assert events_of(events, "plant_points") == [{"type": "plant_points", "seat": 0, "points": 1}]
    assert s.players[0].points["plants"] == 1
    assert s.phase == "end"


def test_plants_offered_are_each_free_space_beside_the_domino_times_each_plant() -> None:
    moves = GAME.legal_moves(_placed(), 0)
    plants = {(m["cell"], m["colour"], m["kind"]) for m in moves if m["type"] == "plant"}
    kinds = ("turf", "bush", "pine", "oak")
    assert plants == {
        (cell, colour, kind)
        for cell in ("c1", "a2", "c2")
        for colour in ("white", "neutral")
        for kind in kinds
    }
    assert {"type": "skip_plant"} in moves


@pytest.mark.parametrize("cell", [(2, 2), (0, 3), (2, 1), (0, 0)])
def test_plant_only_beside_the_domino_on_an_area_space(cell: tuple[int, int]) -> None:
    refused(_placed(), 0, plant_move(cell, "white", "turf"), "not a free area space beside")


def test_plant_not_on_a_space_with_a_plant() -> None:
    s = plant(new(2, seed=31), (0, 2), 1, "black", "turf")
    refused(_placed(s), 0, plant_move((0, 2), "white", "turf"), "c1 is not a free area space")


def test_plant_own_colour_or_neutral_only() -> None:
    s = _placed()
    refused(s, 0, plant_move((1, 0), "black", "turf"), "only your colour (white) or neutral")
    refused(s, 0, plant_move((1, 0), "white", "tree"), "'kind' must be one of turf, bush")
    after, _ = apply(s, 0, plant_move((1, 0), "neutral", "oak"))
    assert after.plants[at(1, 0)] == (-1, 3)
    assert after.players[0].neutral == [3, 2, 2, 1]


def test_plant_only_what_is_left_on_the_player_board() -> None:
    s = _placed()
    s.players[0].own[3] = 0
    refused(settled(s), 0, plant_move((1, 0), "white", "oak"), "You have no white oak")


def test_skip_plant() -> None:
    s = _placed()
    after, events = apply(s, 0, SKIP)
    assert after.plants == {}
    assert not events_of(events, "plant_points")
    assert after.phase == "end"
    assert len(after.players[0].hand) == 1  # the one domino held was placed, one drawn


def test_no_plant_space_beside_the_domino_skips_the_plant_step() -> None:
    s = new(2, seed=33)
    s = put(s, "snail", "turtle", (14, 2), (14, 3))
    move = lay("snail", "owl", (14, 1), (14, 0))
    s = give(s, 0, move["domino"])
    after, events = apply(s, 0, move)
    assert after.phase == "end"
    assert not any(m["type"] in ("plant", "skip_plant") for m in GAME.legal_moves(after, 0))
    assert [e["type"] for e in events] == ["place", "draw"]  # no plant, straight to D


@pytest.mark.parametrize(
    ("others", "kind", "points"),
    [
        ([], "bush", 1),
        (["bush"], "turf", 1),
        (["bush", "turf"], "bush", 3),
        (["bush", "turf", "bush"], "pine", 4),
        (["turf", "bush", "pine", "oak"], "oak", 5),
        (["oak", "oak"], "turf", 1),
    ],
)
def test_plant_points_count_plants_of_equal_or_lower_value(
    others: list[str], kind: str, points: int
) -> None:
    s = new(2, seed=31)
    for cell, other in zip(((0, 3), (2, 2), (2, 3), (3, 2)), others, strict=False):
        s = plant(s, cell, 1, "neutral" if other == "oak" else "black", other)
    s, events = apply(_placed(s), 0, plant_move((1, 2), "white", kind))
    assert events_of(events, "plant_points")[0]["points"] == points


def test_an_area_token_in_the_way_moves_to_a_free_space_of_its_area() -> None:
    s = _placed()
    assert s.token_cells["A"] == at(0, 2)
    s, _ = apply(s, 0, plant_move((0, 2), "white", "bush"))
    assert s.token_cells["A"] == at(0, 3)
    assert s.tokens["A"] is not None


def _beside_one_cloud(clouds: int) -> State:
    """White has placed a domino on e1-e2, beside d2 holding 1 cloud; white has
    `clouds` clouds."""
    s = new(2, seed=35)
    s.box_clouds += s.players[0].clouds - clouds
    s.players[0].clouds = clouds
    s = give(s, 0, OWL_FROG)
    s, _ = apply(s, 0, place(OWL_FROG, (0, 4), (1, 4)))
    return s


def test_clouds_under_the_plant_go_to_free_cloud_spaces() -> None:
    s, events = apply(_beside_one_cloud(4), 0, plant_move((1, 3), "white", "turf"))
    assert s.players[0].clouds == 5
    assert at(1, 3) not in s.clouds
    assert events_of(events, "clouds_taken") == [
        {"type": "clouds_taken", "seat": 0, "kept": 1, "to_box": 0}
    ]
    assert s.phase == "end"


def test_clouds_that_do_not_fit_wait_for_room_then_the_rest_go_to_the_box() -> None:
    s = _beside_one_cloud(6)
    box = s.box_clouds
    s, events = apply(s, 0, plant_move((1, 3), "white", "turf"))
    assert s.phase == "clouds"
    assert s.pending_clouds == 1
    assert not events_of(events, "plant_points")  # scored once the clouds are settled
    moves = GAME.legal_moves(s, 0)
    assert TAKE in moves
    assert {m["type"] for m in moves} == {"take_clouds", "joker"}
    refused(s, 0, SKIP, "not possible now", "take the cloud tokens")
    after, events = apply(s, 0, TAKE)
    assert after.players[0].clouds == 6
    assert after.box_clouds == box + 1
    assert events_of(events, "clouds_taken")[0] == {
        "type": "clouds_taken",
        "seat": 0,
        "kept": 0,
        "to_box": 1,
    }
    assert events_of(events, "plant_points")[0]["points"] == 1
    assert after.phase == "end"


def test_a_cloud_action_makes_room_before_taking_the_clouds() -> None:
    s = _beside_one_cloud(6)
    s, _ = apply(s, 0, plant_move((1, 3), "white", "turf"))
    s, events = apply(s, 0, {"type": "joker", "animal": 5}, TAKE)
    assert s.players[0].clouds == 6 - 2 + 1
    assert events_of(events, "clouds_taken")[0]["kept"] == 1


def test_the_plant_being_placed_cannot_be_returned_while_its_clouds_wait() -> None:
    s = _beside_one_cloud(6)
    s, _ = apply(s, 0, plant_move((1, 3), "white", "turf"))
    refused(s, 0, {"type": "return", "cell": "d2"}, "scores first")


def test_two_clouds_with_room_for_one_keep_one() -> None:
    s = new(2, seed=37)
    s.players[0].clouds = 5
    s.box_clouds += 1
    s = put(s, "owl", "frog", (9, 7), (10, 7))
    move = lay("owl", "hedgehog", (8, 7), (7, 7))
    s = give(s, 0, move["domino"])
    s, _ = apply(s, 0, move, plant_move((7, 6), "white", "turf"))
    assert s.phase == "clouds" and s.pending_clouds == 2
    s, events = apply(s, 0, TAKE)
    assert events_of(events, "clouds_taken")[0] | {"type": ""} == {
        "type": "",
        "seat": 0,
        "kept": 1,
        "to_box": 1,
    }
    assert s.players[0].clouds == 6


def test_without_plants_or_clouds_the_plant_step_and_turn_end_by_themselves() -> None:
    s = new(2, seed=39)
    p = s.players[0]
    s.box_clouds += p.clouds
    p.clouds, p.own, p.neutral = 0, [0, 0, 0, 0], [0, 0, 0, 0]
    s = give(s, 0, OWL_FROG)
    after, events = apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)))
    assert after.current == 1 and after.phase == "domino"
    assert [e["type"] for e in events] == ["place", "draw", "turn"]


def test_without_plants_but_with_clouds_the_plant_step_waits() -> None:
    s = new(2, seed=39)
    s.players[0].own, s.players[0].neutral = [0, 0, 0, 0], [0, 0, 0, 0]
    s = give(s, 0, OWL_FROG)
    s, _ = apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)))
    assert s.phase == "plant"
    moves = GAME.legal_moves(s, 0)
    assert {m["type"] for m in moves} == {"skip_plant", "joker"}
    s, _ = apply(s, 0, SKIP, END)
    assert s.current == 1


def test_the_clouds_are_taken_by_themselves_once_no_cloud_action_is_affordable() -> None:
    s = _beside_one_cloud(6)
    s, _ = apply(s, 0, plant_move((1, 3), "white", "turf"))
    s, _ = apply(s, 0, {"type": "joker", "animal": 5}, {"type": "joker", "animal": 6})
    assert s.phase == "clouds" and s.players[0].clouds == 2  # one more joker is affordable
    s, events = apply(s, 0, {"type": "joker", "animal": 5})
    assert s.phase != "clouds"  # no choice was left: not waiting for take_clouds
    assert events_of(events, "clouds_taken") == [
        {"type": "clouds_taken", "seat": 0, "kept": 1, "to_box": 0}
    ]
    assert s.players[0].clouds == 1
