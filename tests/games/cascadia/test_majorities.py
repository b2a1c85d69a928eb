"""Habitat majority bonuses, exactly as the seed rules say, with every tie case.

Solo: 2 for a corridor of 7+. Two players: 2 to the largest, 1 each if tied, no second
place. Three or four: 3 to the largest and 1 to a lone second; two tied for the largest get
2 each and three or four tied get 1 each, with no second place then; a tie for second gets
nothing. A size of 0 never earns a bonus (our reading).
"""

from __future__ import annotations

import pytest

from server.games.cascadia import scoring


@pytest.mark.parametrize(
    ("sizes", "points"),
    [
        # solo
        ([0], [0]),
        ([6], [0]),
        ([7], [2]),
        ([13], [2]),
        # two players
        ([5, 3], [2, 0]),
        ([3, 5], [0, 2]),
        ([4, 4], [1, 1]),
        ([1, 0], [2, 0]),
        ([0, 0], [0, 0]),
        # three players
        ([5, 3, 1], [3, 1, 0]),
        ([1, 3, 5], [0, 1, 3]),
        ([5, 3, 3], [3, 0, 0]),  # tie for second
        ([5, 5, 3], [2, 2, 0]),  # two tied for the largest: no second
        ([5, 5, 5], [1, 1, 1]),
        ([4, 0, 0], [3, 0, 0]),
        ([0, 0, 0], [0, 0, 0]),
        # four players
        ([6, 5, 4, 3], [3, 1, 0, 0]),
        ([3, 4, 5, 6], [0, 0, 1, 3]),
        ([6, 5, 5, 3], [3, 0, 0, 0]),
        ([6, 4, 4, 4], [3, 0, 0, 0]),
        ([6, 5, 1, 1], [3, 1, 0, 0]),
        ([6, 6, 5, 4], [2, 2, 0, 0]),
        ([6, 6, 5, 5], [2, 2, 0, 0]),
        ([6, 6, 6, 4], [1, 1, 1, 0]),
        ([6, 6, 6, 6], [1, 1, 1, 1]),
        ([2, 0, 0, 0], [3, 0, 0, 0]),
    ],
)
def test_majority_points(sizes: list[int], points: list[int]) -> None:
    assert scoring.majority_points(sizes) == points
    assert scoring.majorities([{"F": s} for s in sizes]) == [
        {"F": p, "M": 0, "P": 0, "R": 0, "W": 0} for p in points
    ]


def test_every_habitat_is_scored_on_its_own() -> None:
    players = [
        {"F": 8, "M": 3, "P": 5, "R": 2, "W": 4},
        {"F": 8, "M": 6, "P": 5, "R": 1, "W": 4},
        {"F": 2, "M": 6, "P": 4, "R": 1, "W": 4},
    ]
    assert scoring.majorities(players) == [
        {"F": 2, "M": 0, "P": 2, "R": 3, "W": 1},
        {"F": 2, "M": 2, "P": 2, "R": 0, "W": 1},
        {"F": 0, "M": 2, "P": 0, "R": 0, "W": 1},
    ]


def test_solo_by_habitat() -> None:
    assert scoring.majorities([{"F": 7, "M": 6, "P": 12, "W": 1}]) == [
        {"F": 2, "M": 0, "P": 2, "R": 0, "W": 0}
    ]


@pytest.mark.parametrize(
    ("players", "message"),
    [
        ([], "1-4 players"),
        ([{}] * 5, "1-4 players"),
        ({"F": 1}, "1-4 players"),
        ("FF", "1-4 players"),
        ([{"F": -1}], "whole numbers"),
        ([{"F": 1.5}], "whole numbers"),
        ([{"F": True}], "whole numbers"),
        ([{"X": 3}], "unknown habitats"),
        ([{"f": 3}], "unknown habitats"),
        ([3], "not an object"),
    ],
)
def test_malformed_players_are_refused(players: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        scoring.majorities(players)


@pytest.mark.parametrize("sizes", [[], [1, 2, 3, 4, 5]])
def test_the_fast_path_wants_1_to_4_players(sizes: list[int]) -> None:
    with pytest.raises(ValueError, match="1-4 players"):
        scoring.majority_points(sizes)
