"""Bear cards A-D on literal environments.

Axial (q, r): cells on one row r are a straight line; (0, 0) touches (1, 0), (1, -1),
(0, -1), (-1, 0), (-1, 1) and (0, 1). A group is a connected set of bears; a group counts
only if no other bear touches it, so a group of the wrong size scores nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from server.games.cascadia import scoring

Env = dict[str, list[dict[str, Any]]]

SINGLE: Env = {"tiles": [{"q": 0, "r": 0, "habitats": "F", "token": "bear"}]}
PAIR: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 0, "habitats": "F", "token": "bear"},
    ]
}
# a pair touched by a third bear is a group of three, not a pair
PAIR_TOUCHED: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 1, "habitats": "M", "token": "bear"},
    ]
}
# a pair beside other animals is still a pair
PAIR_AMONG_OTHERS: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 2, "r": 0, "habitats": "F", "token": "elk"},
        {"q": 0, "r": 1, "habitats": "F", "token": "fox"},
        {"q": -1, "r": 0, "habitats": "F"},
    ]
}
TRIANGLE: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 0, "r": 1, "habitats": "F", "token": "bear"},
    ]
}
LINE_OF_3: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 2, "r": 0, "habitats": "F", "token": "bear"},
    ]
}
# two pairs that touch are one group of four
TWO_PAIRS_TOUCHING: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 0, "r": 1, "habitats": "F", "token": "bear"},
        {"q": -1, "r": 1, "habitats": "F", "token": "bear"},
    ]
}
LINE_OF_5: Env = {"tiles": [{"q": q, "r": 0, "habitats": "F", "token": "bear"} for q in range(5)]}


def pairs(n: int) -> Env:
    """`n` pairs along row 0, one empty cell between pairs: (0,0)-(1,0), (3,0)-(4,0), ..."""
    return {
        "tiles": [
            {"q": 3 * i + d, "r": 0, "habitats": "F", "token": "bear"}
            for i in range(n)
            for d in (0, 1)
        ]
    }


# groups of 1, 2, 3 and 4 bears on rows 0, 2, 4, 6 (rows two apart never touch)
GROUPS_1_2_3: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "F", "token": "bear"},
        {"q": 0, "r": 2, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 2, "habitats": "F", "token": "bear"},
        {"q": 0, "r": 4, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 4, "habitats": "F", "token": "bear"},
        {"q": 2, "r": 4, "habitats": "F", "token": "bear"},
    ]
}
GROUPS_1_2: Env = {"tiles": GROUPS_1_2_3["tiles"][:3]}
GROUPS_1_2_3_4: Env = {
    "tiles": [
        *GROUPS_1_2_3["tiles"],
        {"q": 0, "r": 6, "habitats": "F", "token": "bear"},
        {"q": 1, "r": 6, "habitats": "F", "token": "bear"},
        {"q": 2, "r": 6, "habitats": "F", "token": "bear"},
        {"q": 3, "r": 6, "habitats": "F", "token": "bear"},
    ]
}
GROUPS_1_1_2_3: Env = {
    "tiles": [*GROUPS_1_2_3["tiles"], {"q": 5, "r": 0, "habitats": "F", "token": "bear"}]
}
GROUP_OF_4_ALONE: Env = {"tiles": GROUPS_1_2_3_4["tiles"][6:]}
GROUPS_2_AND_4: Env = {"tiles": GROUPS_1_2_3["tiles"][1:3] + GROUP_OF_4_ALONE["tiles"]}


@pytest.mark.parametrize(
    ("env", "points"),
    [
        (SINGLE, 0),
        (PAIR, 4),
        (PAIR_AMONG_OTHERS, 4),
        (PAIR_TOUCHED, 0),
        (TWO_PAIRS_TOUCHING, 0),
        (pairs(2), 11),
        (pairs(3), 19),
        (pairs(4), 27),
        (pairs(5), 27),  # capped at the last entry
        (GROUPS_1_2_3, 4),  # only the group of two is a pair
    ],
)
def test_bear_a_counts_pairs(env: Env, points: int) -> None:
    assert scoring.score_card(env, "bear-A") == points


@pytest.mark.parametrize(
    ("env", "points"),
    [
        (TRIANGLE, 10),
        (LINE_OF_3, 10),
        (PAIR, 0),
        (PAIR_TOUCHED, 10),
        (TWO_PAIRS_TOUCHING, 0),  # four is not three
        (GROUPS_1_2_3, 10),
        ({"tiles": LINE_OF_3["tiles"] + GROUPS_1_2_3["tiles"][3:]}, 20),  # rows 0 and 4
    ],
)
def test_bear_b_scores_groups_of_exactly_three(env: Env, points: int) -> None:
    assert scoring.score_card(env, "bear-B") == points


@pytest.mark.parametrize(
    ("env", "points"),
    [
        (GROUPS_1_2_3, 18),  # 2 + 5 + 8, and the bonus 3 for one of each size
        (GROUPS_1_2, 7),  # 2 + 5, no group of three: no bonus
        (GROUPS_1_1_2_3, 20),  # 2 + 2 + 5 + 8 + 3: the bonus once
        (GROUPS_1_2_3_4, 18),  # the four scores nothing, the bonus stands
        (GROUP_OF_4_ALONE, 0),
        (LINE_OF_5, 0),
        (SINGLE, 2),
        (TRIANGLE, 8),
    ],
)
def test_bear_c_scores_groups_of_one_to_three_and_a_bonus(env: Env, points: int) -> None:
    assert scoring.score_card(env, "bear-C") == points


@pytest.mark.parametrize(
    ("env", "points"),
    [
        (SINGLE, 0),
        (PAIR, 5),
        (TRIANGLE, 8),
        (GROUP_OF_4_ALONE, 13),
        (TWO_PAIRS_TOUCHING, 13),
        (LINE_OF_5, 0),  # five is past the table
        (GROUPS_2_AND_4, 18),  # 5 + 13
        (GROUPS_1_2_3_4, 26),  # 0 + 5 + 8 + 13
    ],
)
def test_bear_d_scores_groups_of_two_to_four(env: Env, points: int) -> None:
    assert scoring.score_card(env, "bear-D") == points
