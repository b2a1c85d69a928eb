"""Step C2: areas closed off, their scoring, and the closer's token."""

from __future__ import annotations

import pytest

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
    assert s.closed == ["B"]
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
    assert s.closed == ["B"]


def test_the_domino_that_closes_the_area_is_the_one_scored_this_turn() -> None:
    s = _b_almost_closed()
    s, _ = apply(s, 0, CLOSE_B)
    assert s.closing == ["B"]
    assert s.phase == "plant"
    assert "B" in s.tokens  # scored only at step C, after the plant
    s, _ = apply(s, 0, SKIP)
    assert s.closing == [] and "B" not in s.tokens


def test_isolating_the_last_free_brook_space_closes_the_area() -> None:
    s = _b_almost_closed()
    d = domino("frog", "hedgehog")
    s, events = apply(s, 0, place(d, (0, 4), (0, 5)))
    # e2 is free and so is e3 beside it: B stays open.
    assert s.closing == []
    s, _ = apply(s, 0, SKIP, {"type": "end_turn"})
    # Black covers e3-e4: e2 has no free brook space beside it any more.
    e = domino("badger", "woodpecker")
    s = give(s, 1, e)
    s, events = apply(s, 1, place(e, (2, 4), (3, 4)))
    assert s.animals[at(1, 4)] < 0
    assert s.closing == ["B"]
    s, events = apply(s, 1, SKIP)
    assert [a for a, _ in s.players[1].tokens] == ["B"]
    assert events_of(events, "area")[0]["area"] == "B"
