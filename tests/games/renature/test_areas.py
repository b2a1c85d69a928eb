"""Step C2: areas closed off, their scoring, and the closer's token; the numbers the view
gives of an area (plant totals, the colours a tie drops, what each seat would score if it
were scored now)."""

from __future__ import annotations

import pytest

from server.games.base import apply_patch
from server.games.renature.components import COMPONENTS as C
from server.games.renature.scoring import area_awards
from server.games.renature.state import State
from tests.games.renature.positions import (
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
    plant_move,
    put,
)

N = -1  # neutral


@pytest.mark.parametrize(
    ("totals", "awards"),
    [
        ({}, []),
        ({0: 5}, [(0, "main+minor", 9)]),
        ({N: 5}, []),
        ({0: 3, 1: 3}, []),
        ({0: 3, 1: 3, N: 3}, []),
        ({0: 2, 1: 3, N: 3}, [(0, "main+minor", 9)]),  # example 1: the ties drop out
        ({0: 4, 1: 2}, [(0, "main", 6), (1, "minor", 3)]),
        ({N: 4, 1: 2, 0: 1}, [(1, "minor", 3)]),  # example 2: neutral ranks, never scores
        ({0: 4, N: 2}, [(0, "main", 6)]),
        ({0: 4, 1: 3, 2: 2}, [(0, "main", 6), (1, "minor", 3)]),  # third scores nothing
        ({0: 4, 1: 4, 2: 2, 3: 1}, [(2, "main", 6), (3, "minor", 3)]),
        ({0: 4, 1: 4, 2: 2, N: 1}, [(2, "main", 6)]),
        ({0: 4, 1: 4, N: 2}, []),  # only neutral remains
        ({N: 5, 0: 2, 1: 2}, []),
    ],
)
def test_area_scoring_table(totals: dict[int, int], awards: list[tuple[int, str, int]]) -> None:
    assert area_awards(totals, 6, 3) == awards


def _b_almost_closed() -> State:
    """Area B, g1 f2 g2, closes when a domino covers e1-e2."""
    s = new(2, seed=41)
    s = put(s, "snail", "turtle", (0, 7), (1, 7))
    s = put(s, "badger", "owl", (2, 5), (2, 6))
    return give(s, 0, domino("frog", "hedgehog"))


CLOSE_B = place(domino("frog", "hedgehog"), (0, 4), (1, 4))


def test_the_plant_placed_scores_first_then_counts_in_the_area_scoring() -> None:
    s = plant(_b_almost_closed(), (1, 6), 1, "black", "pine")
    s, events = apply(s, 0, CLOSE_B, plant_move((1, 5), "white", "oak"))
    types = [e["type"] for e in events]
    assert types.index("plant_points") < types.index("area") < types.index("token")
    (area,) = events_of(events, "area")
    assert area["totals"] == {"white": 4, "black": 3}
    token = C.tokens[s.players[0].tokens[0][1]]
    assert area["awards"] == [
        {"seat": 0, "for": "main", "points": token.main},
        {"seat": 1, "for": "minor", "points": token.minor},
    ]
    assert s.players[0].points["areas"] == 3 and s.players[1].points["areas"] == 1


def test_an_area_without_plants_scores_nothing_but_the_closer_takes_its_token() -> None:
    s = _b_almost_closed()
    token = s.tokens["B"]
    s, events = apply(s, 0, CLOSE_B, SKIP)
    (area,) = events_of(events, "area")
    assert area["awards"] == [] and area["totals"] == {}
    assert s.players[0].tokens == [("B", token)]
    assert "B" not in s.tokens and s.token_cells["B"] is None
    assert s.closed == ("B",)
    assert [p.points["areas"] for p in s.players] == [0, 0]


def test_only_the_closer_sees_the_back_of_the_token() -> None:
    s = _b_almost_closed()
    after, events = GAME.apply(s, 0, CLOSE_B)
    after, events = GAME.apply(after, 0, SKIP)
    (event,) = [e for e in events if e.data["type"] == "token"]
    back = C.tokens[after.players[0].tokens[0][1]].back
    assert event.for_seat(0) == event.data and event.data["back"] == back
    for seat in (1, None):
        seen = event.for_seat(seat)
        assert seen is not None and "back" not in seen
        assert seen["area"] == "B" and seen["seat"] == 0


def test_a_closed_area_is_not_scored_again() -> None:
    s = _b_almost_closed()
    s, _ = apply(s, 0, CLOSE_B, SKIP, {"type": "end_turn"})
    # Black covers e3, diagonal to B, and the free h3: nothing more to score.
    s = put(s, "squirrel", "squirrel", (2, 7), (3, 7))
    d = domino("frog", "butterfly")
    s = give(s, 1, d)
    s, events = apply(s, 1, place(d, (2, 4), (3, 4)))
    assert not events_of(events, "area")
    assert s.closed == ("B",)


def test_the_domino_that_closes_the_area_is_the_one_scored_this_turn() -> None:
    s = _b_almost_closed()
    s, _ = apply(s, 0, CLOSE_B)
    assert s.closing == ("B",)
    assert s.phase == "plant"
    assert "B" in s.tokens  # scored only at step C, after the plant
    s, _ = apply(s, 0, SKIP)
    assert s.closing == () and "B" not in s.tokens


def test_isolating_the_last_free_brook_space_closes_the_area() -> None:
    s = _b_almost_closed()
    d = domino("frog", "hedgehog")
    s, events = apply(s, 0, place(d, (0, 4), (0, 5)))
    # e2 is free and so is e3 beside it: B stays open.
    assert s.closing == ()
    s, _ = apply(s, 0, SKIP, {"type": "end_turn"})
    # Black covers e3-e4: e2 has no free brook space beside it any more.
    e = domino("badger", "woodpecker")
    s = give(s, 1, e)
    s, events = apply(s, 1, place(e, (2, 4), (3, 4)))
    assert s.animals[at(1, 4)] < 0
    assert s.closing == ("B",)
    s, events = apply(s, 1, SKIP)
    assert [a for a, _ in s.players[1].tokens] == ["B"]
    assert events_of(events, "area")[0]["area"] == "B"


# ---------------------------------------------------------------- the area facts in the view


def _area(s: State, area: str, seat: int | None = 0) -> dict[str, object]:
    entry = GAME.view(s, seat)["areas"][area]
    assert isinstance(entry, dict)
    return entry


def test_an_empty_area_has_no_totals_and_nobody_would_score() -> None:
    entry = _area(_b_almost_closed(), "B")
    assert entry["totals"] == {} and entry["tied"] == [] and entry["if_closed"] == []


def test_the_first_colour_would_score_main_and_the_second_minor() -> None:
    s = plant(_b_almost_closed(), (1, 5), 0, "white", "oak")
    s = plant(s, (1, 6), 1, "black", "pine")
    token = C.tokens[s.tokens["B"]]
    entry = _area(s, "B")
    assert entry["totals"] == {"white": 4, "black": 3}
    assert entry["tied"] == []
    assert entry["if_closed"] == [
        {"seat": 0, "points": token.main},
        {"seat": 1, "points": token.minor},
    ]


def test_tied_colours_are_named_and_a_lone_colour_would_score_main_and_minor() -> None:
    s = plant(_b_almost_closed(), (1, 5), 0, "white", "oak")
    s = plant(s, (1, 6), 1, "black", "turf")
    s = plant(s, (0, 6), 0, "neutral", "turf")
    token = C.tokens[s.tokens["B"]]
    entry = _area(s, "B", seat=None)
    assert entry["totals"] == {"neutral": 1, "white": 4, "black": 1}
    assert entry["tied"] == ["black", "neutral"]
    assert entry["if_closed"] == [{"seat": 0, "points": token.main + token.minor}]


def test_neutral_ranks_but_never_scores() -> None:
    s = plant(_b_almost_closed(), (1, 5), 0, "neutral", "oak")
    s = plant(s, (1, 6), 1, "black", "pine")
    token = C.tokens[s.tokens["B"]]
    assert _area(s, "B")["if_closed"] == [{"seat": 1, "points": token.minor}]


def test_a_scored_area_keeps_its_totals_but_no_longer_says_what_it_would_score() -> None:
    s = plant(_b_almost_closed(), (1, 6), 1, "black", "pine")
    before = GAME.view(s, 1)
    s, events = GAME.apply(s, 0, CLOSE_B)
    s, more = GAME.apply(s, 0, SKIP)
    entry = _area(s, "B", seat=1)
    assert entry["closed"] is True
    assert entry["totals"] == {"black": 3} and entry["tied"] == []
    assert "if_closed" not in entry
    patched = apply_patch(before, GAME.view_patch(s, 1, events + more))
    assert patched == GAME.view(s, 1)


def test_taking_a_plant_back_patches_its_area_on_the_base_board() -> None:
    s = plant(_b_almost_closed(), (1, 5), 0, "white", "pine")
    s = plant(s, (1, 6), 1, "black", "pine")
    assert _area(s, "B")["tied"] == ["black", "white"]
    before = GAME.view(s, None)
    s, events = GAME.apply(s, 0, {"type": "return", "cell": nm((1, 5))})
    patched = apply_patch(before, GAME.view_patch(s, None, events))
    assert patched["areas"]["B"]["totals"] == {"black": 3}
    assert patched["areas"]["B"]["tied"] == []
    assert patched == GAME.view(s, None)


def test_a_valley_area_names_its_ties_and_has_no_token_to_score() -> None:
    s = new(2, seed=3, board="valley")
    first, second = (p.colour for p in s.players)
    s = plant(s, (5, 5), 0, first, "bush")  # area J
    s = plant(s, (5, 6), 1, second, "bush")
    s = plant(s, (6, 5), 0, "neutral", "turf")
    entry = _area(s, "J")
    assert entry["totals"] == {"neutral": 1, first: 2, second: 2}
    assert entry["tied"] == sorted([first, second])
    assert entry["scores"] == [0, 0] and "if_closed" not in entry
