"""The Valley's final scoring: every area as it is at the end, for its size; plants then
removed; ties broken by the plant total in the largest area."""

from __future__ import annotations

from server.games.base import JSON
from server.games.renature.state import Phase, State
from tests.games.renature.positions import GAME, apply, events_of, mushroom, new, plant


def finish(s: State) -> tuple[State, list[JSON]]:
    """End the game from `s`: every domino but one of seat 0's goes to the box and every
    cloud token too; seat 0 discards that domino, and the final scoring runs."""
    for p in s.players:
        s.box_dominoes += (*p.reserve, *p.hand)
        s.box_clouds += p.clouds
        p.reserve, p.hand, p.clouds = [], [], 0
    last, s.box_dominoes = s.box_dominoes[-1], s.box_dominoes[:-1]
    s.players[0].hand = [last]
    return apply(s, 0, {"type": "discard", "domino": last})


def awards(events: list[JSON], area: str) -> list[JSON]:
    (scored,) = [e for e in events_of(events, "area") if e["area"] == area]
    assert scored["final"] is True
    return list(scored["awards"])


def four_players() -> State:
    s = new(4, seed=9, board="valley")  # orange, blue, black, white
    for cell, seat, colour, kind in [
        ((5, 5), 0, "orange", "oak"),  # J (10): orange 4, blue 3, neutral 2
        ((5, 6), 1, "blue", "pine"),
        ((6, 5), 0, "neutral", "bush"),
        ((0, 8), 2, "black", "turf"),  # C (6): black alone
        ((5, 11), 0, "orange", "turf"),  # K (7): orange and blue tie at 1, white 2
        ((5, 12), 1, "blue", "turf"),
        ((6, 11), 3, "white", "bush"),
        ((11, 5), 1, "neutral", "oak"),  # Q (8): neutral 4 first, black 3 second
        ((11, 6), 2, "black", "pine"),
        ((5, 0), 3, "white", "turf"),  # I (5): orange 2, white 1
        ((6, 0), 0, "orange", "bush"),
    ]:
        s = plant(s, cell, seat, colour, kind)
    return s


def test_each_area_scores_its_size_and_half_rounded_down_then_loses_its_plants() -> None:
    s, events = finish(four_players())
    assert s.phase == Phase.OVER
    assert awards(events, "J") == [
        {"seat": 0, "for": "main", "points": 10},
        {"seat": 1, "for": "minor", "points": 5},
    ]
    assert awards(events, "I") == [
        {"seat": 0, "for": "main", "points": 5},
        {"seat": 3, "for": "minor", "points": 2},
    ]
    assert [p.points["final_areas"] for p in s.players] == [15, 5, 13, 12]
    assert s.plants == {} and len(s.removed) == 11
    assert len(events_of(events, "area")) == 21  # every area, planted or not
    view = GAME.view(s, None)
    assert view["valley"]["removed_plants"] == 11 and view["areas"]["J"]["totals"] == {}


def test_a_lone_colour_scores_both_tied_colours_are_ignored_neutral_never_scores() -> None:
    _, events = finish(four_players())
    assert awards(events, "C") == [{"seat": 2, "for": "main+minor", "points": 9}]
    assert awards(events, "K") == [{"seat": 3, "for": "main+minor", "points": 10}]
    assert awards(events, "Q") == [{"seat": 2, "for": "minor", "points": 4}]
    (q,) = [e for e in events_of(events, "area") if e["area"] == "Q"]
    assert q["totals"] == {"black": 3, "neutral": 4} and (q["main"], q["minor"]) == (8, 4)


def test_areas_score_as_they_are_at_the_end_mushrooms_included() -> None:
    s = mushroom(new(2, seed=9, board="valley"), (8, 4))  # J and L: 14 spaces
    s = plant(s, (8, 3), 1, "black", "turf")
    s, events = finish(s)
    assert awards(events, "J") == [{"seat": 1, "for": "main+minor", "points": 14 + 7}]
    assert "L" not in {e["area"] for e in events_of(events, "area")}


def the_tie(*extra: tuple[tuple[int, int], int, str, str]) -> State:
    """2 players: white 10 in J (the largest) over black's 5, black 6 in E over white's
    3; the same plants left on both boards, no start points."""
    s = new(2, seed=10, board="valley")
    for cell, seat, colour, kind in [
        ((5, 5), 0, "white", "oak"),
        ((5, 6), 1, "black", "pine"),
        ((1, 11), 1, "black", "oak"),
        ((1, 12), 0, "white", "pine"),
        *extra,
    ]:
        s = plant(s, cell, seat, colour, kind)
    for p in s.players:
        p.points["start"] = 0
    return s


def test_a_tie_goes_to_the_higher_plant_total_in_the_largest_area() -> None:
    s = the_tie()
    s.players[1].points["plants"] = 2  # white scores 13 at the end, black 11
    s, _ = finish(s)
    result = GAME.result(s)
    assert result is not None
    assert [seat["total"] for seat in result["seats"]] == [s.players[0].score] * 2
    assert s.tie == (4, 3)
    assert result["ranking"] == [[0], [1]] and result["winners"] == [0]
    assert result["tie_break"] == "the highest plant total in the largest area"
    assert [part["label"] for part in result["seats"][0]["parts"]] == [
        "Start",
        "Plants",
        "Areas scored at the end",
        "Clouds left",
        "Plants left over",
    ]


def test_several_largest_areas_add_up_and_a_tie_there_too_is_shared() -> None:
    s = the_tie(((12, 5), 0, "white", "turf"), ((12, 6), 1, "black", "bush"))
    s = mushroom(s, (13, 4))
    s = mushroom(s, (13, 7))  # Q: 8 + 2 = 10, as large as J
    s.players[0].points["plants"] = 4  # Q gives black 5 more, and black placed 1 more
    s, _ = finish(s)
    result = GAME.result(s)
    assert result is not None
    assert s.tie == (4 + 1, 3 + 2)
    assert result["seats"][0]["total"] == result["seats"][1]["total"]
    assert result["ranking"] == [[0, 1]] and result["winners"] == [0, 1]
