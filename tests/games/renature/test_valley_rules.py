"""The Valley's rules in play: meadow, ponds, stumps and mushrooms, meadow clouds, no area
scoring during play, and the back side (variant). Literal positions on valley.json."""

from __future__ import annotations

from array import array

import pytest

from server.games.base import JSON, apply_patch
from server.games.renature.mushrooms import sites
from server.games.renature.state import Phase, State
from tests.games.renature.positions import (
    COVER_STUMP_J,
    GAME,
    SKIP,
    TAKE,
    apply,
    at,
    by_stump_j,
    domino,
    events_of,
    give,
    lay,
    mushroom,
    new,
    nm,
    place,
    plant,
    plant_move,
    put,
    refused,
)

FROGS = domino("frog", "frog")
WOODPECKERS = domino("woodpecker", "woodpecker")
COVER = COVER_STUMP_J  # the frog double on the stump at (6, 4), beside area J
DECLINE = {"type": "skip_mushroom"}


def grow(cell: tuple[int, int]) -> JSON:
    """A mushroom move."""
    return {"type": "mushroom", "cell": nm(cell)}


def size(s: State, area: str) -> int:
    return len(s.areas.cells[area])


# ---------------------------------------------------------------- meadow and ponds


def test_dominoes_go_on_meadow_starting_from_a_pond_never_on_area_spaces() -> None:
    s = give(new(2, seed=1, board="valley"), 0, domino("owl", "frog"))
    ponds = {nm(p) for p in ((4, 4), (4, 10), (10, 4), (10, 10))}
    places = [m for m in GAME.legal_moves(s, 0) if m["type"] == "place"]
    assert places and all(ponds & set(m["cells"]) for m in places)
    refused(s, 0, place(domino("owl", "frog"), (4, 5), (5, 5)), "area space, not a meadow")


# ---------------------------------------------------------------- stumps and mushrooms


@pytest.mark.parametrize("cells", [((6, 4), (7, 4)), ((7, 4), (6, 4))])
def test_covering_a_stump_with_either_half_offers_the_mushroom(
    cells: tuple[tuple[int, int], tuple[int, int]],
) -> None:
    s, events = apply(by_stump_j(), 0, place(FROGS, *cells))
    assert events_of(events, "place")[0]["cells"] == [nm(c) for c in cells]
    assert s.phase == Phase.MUSHROOM and s.stump == at(6, 4)
    moves = GAME.legal_moves(s, 0)
    assert DECLINE in moves and grow((8, 4)) in moves
    kinds = {m["type"] for m in moves}
    assert kinds == {"mushroom", "skip_mushroom", "joker"}
    assert GAME.view(s, 1)["valley"]["pending"] == nm((6, 4))
    assert GAME.view(s, 1)["valley"]["stumps"][nm((6, 4))] is True


def test_mushroom_sites_free_meadow_beside_an_area_not_pond_stump_or_cloud_space() -> None:
    s, _ = apply(by_stump_j(), 0, COVER)
    found = sites(s)
    assert len(found) == 95 - 2  # (5, 4) and (7, 4) are covered now
    assert at(8, 4) in found and at(6, 13) in found
    refused(s, 0, grow((10, 10)), "k11 is a pond")
    refused(s, 0, grow((9, 2)), "c10 is a tree stump")
    refused(s, 0, grow((3, 6)), "g4 is a cloud space")
    refused(s, 0, grow((5, 4)), "e6 is covered by a domino")
    refused(s, 0, grow((6, 2)), "c7 is not beside an area space")
    refused(s, 0, grow((5, 5)), "f6 is an area space already")
    refused(s, 0, {"type": "mushroom", "cell": "z99"}, "'cell' must name a space")
    refused(s, 0, {"type": "plant", "cell": "e9", "colour": "white", "kind": "oak"}, "mushroom")


def test_a_mushroom_joins_two_areas_keeps_the_first_letter_and_can_be_planted_at_once() -> None:
    s, _ = apply(by_stump_j(), 0, COVER)
    s, events = apply(s, 0, grow((8, 4)))
    assert events_of(events, "mushroom") == [
        {"type": "mushroom", "seat": 0, "cell": "e9", "area": "J", "joined": ["J", "L"]}
    ]
    assert "L" not in s.areas.cells and size(s, "J") == 10 + 3 + 1
    assert s.mushrooms == (at(8, 4),) and s.mushroom_supply == 7 and at(8, 4) not in s.frontier
    assert s.phase == Phase.PLANT  # the mushroom lies beside the domino
    view = GAME.view(s, 1)
    assert "L" not in view["areas"] and view["areas"]["J"]["size"] == 14
    assert view["valley"]["mushrooms"] == ["e9"] and view["valley"]["pending"] is None
    s = plant(s, (8, 3), 1, "black", "pine")  # on the L part, earlier
    s, events = apply(s, 0, plant_move((8, 4), "white", "oak"))
    assert events_of(events, "plant_points") == [{"type": "plant_points", "seat": 0, "points": 2}]


def test_a_mushroom_beside_a_mushroom_and_one_joining_three_areas() -> None:
    s = mushroom(by_stump_j(), (4, 1))  # beside F only
    assert size(s, "F") == 7 and s.areas.of[at(4, 1)] == "F"
    assert at(5, 1) in sites(s)  # beside the mushroom: beside an area space
    s, events = apply(s, 0, COVER, grow((4, 0)))
    (joined,) = events_of(events, "mushroom")
    assert joined["area"] == "A" and joined["joined"] == ["A", "F", "I"]
    assert size(s, "A") == 4 + 7 + 5 + 1 and not {"F", "I"} & set(s.areas.cells)
    assert list(GAME.view(s, None)["areas"]) == sorted(s.areas.cells)


def test_the_mushroom_may_be_left_it_goes_to_the_box() -> None:
    s, _ = apply(by_stump_j(), 0, COVER)
    s, events = apply(s, 0, DECLINE)
    assert events_of(events, "mushroom_boxed") == [
        {"type": "mushroom_boxed", "seat": 0, "why": "declined"}
    ]
    assert s.mushroom_supply == 7 and s.box_mushrooms == 1 and s.mushrooms == ()
    assert s.phase == Phase.PLANT and s.stump is None


def test_with_no_site_the_mushroom_goes_to_the_box_at_once() -> None:
    s = by_stump_j()
    animals = array("b", s.animals)
    for cell in s.board.site_spaces:  # every site covered, as a long game could leave it
        if cell not in (at(7, 4), at(5, 4)):
            animals[cell] = 0
    s.animals = animals
    s, events = apply(s, 0, COVER)
    assert events_of(events, "mushroom_boxed") == [
        {"type": "mushroom_boxed", "seat": 0, "why": "no site"}
    ]
    assert s.box_mushrooms == 1 and s.phase == Phase.PLANT


def test_no_mushroom_is_offered_once_none_is_left_beside_the_board() -> None:
    s = by_stump_j()
    s.box_mushrooms, s.mushroom_supply = 8, 0
    s, events = apply(s, 0, COVER)
    assert s.phase == Phase.PLANT and not events_of(events, "mushroom_boxed")


def test_the_rulebook_example_a_16_space_area_on_the_right_edge_and_an_oak_for_11() -> None:
    s = new(4, seed=5, board="valley")  # orange is seat 0
    s = mushroom(s, (3, 14))  # D and H joined
    s = mushroom(s, (12, 14))  # N and S joined
    assert (size(s, "D"), size(s, "N")) == (3 + 4 + 1, 4 + 2 + 1)
    s = put(s, "woodpecker", "owl", (13, 13), (12, 13))
    right_edge = [(r, 14) for r in (0, 1, 2, 3, 4, 5, 6, 7, 9, 10)]
    for i, cell in enumerate(right_edge):  # 10 plants of blue and black, none above an oak
        seat, kind = (1, ("turf", "bush")[i % 2]) if i < 6 else (2, "turf")
        s = plant(s, cell, seat, s.players[seat].colour, kind)
    s = give(s, 0, WOODPECKERS)
    s, events = apply(s, 0, lay("woodpecker", "woodpecker", (14, 13), (14, 12)))
    assert s.phase == Phase.MUSHROOM
    s, events = apply(s, 0, grow((8, 14)))
    assert events_of(events, "mushroom")[0]["joined"] == ["D", "N"]
    assert size(s, "D") == 16 and all(c % 15 >= 13 for c in s.areas.cells["D"])
    s, events = apply(s, 0, plant_move((14, 14), "orange", "oak"))
    assert events_of(events, "plant_points") == [{"type": "plant_points", "seat": 0, "points": 11}]


# ---------------------------------------------------------------- clouds and area scoring


def by_cloud(clouds: int, board: str = "valley") -> State:
    """Seat 0 to move with `clouds` cloud tokens and the owl-frog domino, which fits with
    the frog on (3, 6) (the front's cloud space) beside the frog on (4, 5)."""
    s = new(2, seed=4, board=board)
    s.box_clouds += s.players[0].clouds - clouds
    s.players[0].clouds = clouds
    s = put(s, "snail", "frog", (4, 4), (4, 5))
    return give(s, 0, domino("owl", "frog"))


CLOUDY = lay("frog", "owl", (4, 6), (3, 6))


def test_a_domino_on_a_meadow_cloud_gives_its_token_when_there_is_room() -> None:
    s, events = apply(by_cloud(5), 0, CLOUDY)
    assert s.players[0].clouds == 6 and at(3, 6) not in s.clouds
    assert events_of(events, "clouds_taken") == [
        {"type": "clouds_taken", "seat": 0, "kept": 1, "to_box": 0}
    ]
    assert s.phase == Phase.PLANT and nm((3, 6)) not in GAME.view(s, 1)["clouds"]


def test_without_room_the_meadow_cloud_waits_room_can_be_made_or_it_goes_to_the_box() -> None:
    s, events = apply(by_cloud(6), 0, CLOUDY)
    assert s.phase == Phase.CLOUDS and s.pending_clouds == 1
    assert events_of(events, "clouds_found") == [
        {"type": "clouds_found", "seat": 0, "cell": "g4", "count": 1}
    ]
    boxed, events = apply(s, 0, TAKE)
    assert events_of(events, "clouds_taken")[0] == {
        "type": "clouds_taken",
        "seat": 0,
        "kept": 0,
        "to_box": 1,
    }
    assert boxed.phase == Phase.PLANT and boxed.players[0].clouds == 6
    kept, _ = apply(s, 0, {"type": "joker", "animal": 3}, TAKE)
    assert kept.players[0].clouds == 5 and kept.phase == Phase.PLANT


def test_areas_are_not_scored_when_closed_off() -> None:
    s = new(2, seed=6, board="valley")
    s = put(s, "owl", "frog", (12, 14), (12, 13))
    s = put(s, "frog", "snail", (13, 13), (13, 12))  # the cloud space's token, earlier
    s = plant(s, (13, 14), 1, "black", "oak")
    s = give(s, 0, domino("butterfly", "butterfly"))  # the joker fits anywhere
    s, events = apply(s, 0, place(domino("butterfly", "butterfly"), (14, 13), (14, 12)), DECLINE)
    assert s.closing == () and not events_of(events, "area")
    s, events = apply(s, 0, plant_move((14, 14), "white", "turf"))
    assert not events_of(events, "area") and s.players[0].points["areas"] == 0


# ---------------------------------------------------------------- the back side


def test_back_side_cloud_tokens_lie_on_area_spaces_and_are_taken_by_planting() -> None:
    s = new(2, seed=8, board="valley-variant")
    s.box_clouds += 1
    s.players[0].clouds = 5
    s = put(s, "snail", "frog", (10, 4), (11, 4))
    s = give(s, 0, domino("frog", "owl"))
    s, events = apply(s, 0, lay("frog", "owl", (12, 4), (13, 4)))
    assert not events_of(events, "clouds_taken") and s.phase == Phase.PLANT  # plain meadow
    s, events = apply(s, 0, plant_move((12, 5), "white", "bush"))
    assert events_of(events, "plant")[0]["clouds"] == 1 and s.players[0].clouds == 6
    assert at(12, 5) not in s.clouds


def test_back_side_star_spaces_are_plain_meadow_and_mushroom_sites() -> None:
    front, back = new(2, board="valley"), new(2, board="valley-variant")
    assert at(12, 4) not in sites(front) and at(12, 4) in sites(back)
    assert at(12, 4) in front.clouds and at(12, 4) not in back.clouds


def test_skip_plant_after_a_mushroom_phase_and_the_turn_ends() -> None:
    s, _ = apply(by_stump_j(), 0, COVER, DECLINE, SKIP)
    assert s.phase == Phase.END and s.current == 0


def test_views_show_the_areas_as_they_are_with_projected_scores_and_patches_follow() -> None:
    s = plant(by_stump_j(), (8, 3), 1, "black", "pine")  # black alone in L: 3 + 1
    assert GAME.view(s, 0)["areas"]["L"] == {
        "spaces": ["c9", "d9", "d10"],
        "size": 3,
        "totals": {"black": 3},
        "tied": [],
        "scores": [0, 4],
    }
    s, _ = apply(s, 0, COVER)
    views = {v: GAME.view(s, v) for v in (0, 1, None)}
    s, events = GAME.apply(s, 0, grow((8, 4)))
    for viewer, view in views.items():
        assert apply_patch(view, GAME.view_patch(s, viewer, events)) == GAME.view(s, viewer)
        assert "L" not in view["areas"]
        assert view["areas"]["J"]["size"] == 14 and view["areas"]["J"]["scores"] == [0, 21]
        assert view["valley"]["supply"] == 7 and view["board"]["name"] == "valley"
