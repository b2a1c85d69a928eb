"""Bear cards A-D on literal environments.

Axial (q, r): cells on one row r are a straight line; (0, 0) touches (1, 0), (1, -1),
(0, -1), (-1, 0), (-1, 1) and (0, 1). A group is a connected set of bears; a group counts
only if no other bear touches it, so a group of the wrong size scores nothing.
"""

from __future__ import annotations

from server.games.cascadia import scoring
from tests.games.cascadia.positions import Env, Scores, animals, bear_groups, card_tables, joined


def bears(*cells: tuple[int, int]) -> Env:
    """Bears on forest tiles at `cells`, nothing else."""
    return animals("bear", "F", *cells)


SINGLE = bears((0, 0))
PAIR = bears((0, 0), (1, 0))
# a pair touched by a third bear is a group of three, not a pair
PAIR_TOUCHED = joined(PAIR, animals("bear", "M", (1, 1)))
# a pair beside other animals is still a pair
PAIR_AMONG_OTHERS = joined(
    PAIR,
    animals("elk", "F", (2, 0)),
    animals("fox", "F", (0, 1)),
    {"tiles": [{"q": -1, "r": 0, "habitats": "F"}]},
)
TRIANGLE = bears((0, 0), (1, 0), (0, 1))
LINE_OF_3 = bears((0, 0), (1, 0), (2, 0))
# two pairs that touch are one group of four
TWO_PAIRS_TOUCHING = bears((0, 0), (1, 0), (0, 1), (-1, 1))
LINE_OF_5 = bears(*((q, 0) for q in range(5)))


def pairs(n: int) -> Env:
    """`n` pairs along row 0, one empty cell between pairs: (0,0)-(1,0), (3,0)-(4,0), ..."""
    return bears(*((3 * i + d, 0) for i in range(n) for d in (0, 1)))


# groups of 1, 2, 3 and 4 bears on rows 0, 2, 4, 6
GROUPS_1_2_3 = bear_groups(1, 2, 3)
GROUPS_1_2 = bear_groups(1, 2)
GROUPS_1_2_3_4 = bear_groups(1, 2, 3, 4)
GROUPS_1_1_2_3 = joined(GROUPS_1_2_3, bears((5, 0)))
GROUP_OF_4_ALONE: Env = {"tiles": GROUPS_1_2_3_4["tiles"][6:]}
GROUPS_2_AND_4: Env = {"tiles": GROUPS_1_2_3["tiles"][1:3] + GROUP_OF_4_ALONE["tiles"]}


# bear-A: counts pairs
BEAR_A: Scores = [
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
]


# bear-B: scores groups of exactly three
BEAR_B: Scores = [
    (TRIANGLE, 10),
    (LINE_OF_3, 10),
    (PAIR, 0),
    (PAIR_TOUCHED, 10),
    (TWO_PAIRS_TOUCHING, 0),  # four is not three
    (GROUPS_1_2_3, 10),
    ({"tiles": LINE_OF_3["tiles"] + GROUPS_1_2_3["tiles"][3:]}, 20),  # rows 0 and 4
]


# bear-C: scores groups of one to three and a bonus
BEAR_C: Scores = [
    (GROUPS_1_2_3, 18),  # 2 + 5 + 8, and the bonus 3 for one of each size
    (GROUPS_1_2, 7),  # 2 + 5, no group of three: no bonus
    (GROUPS_1_1_2_3, 20),  # 2 + 2 + 5 + 8 + 3: the bonus once
    (GROUPS_1_2_3_4, 18),  # the four scores nothing, the bonus stands
    (GROUP_OF_4_ALONE, 0),
    (LINE_OF_5, 0),
    (SINGLE, 2),
    (TRIANGLE, 8),
]


# bear-D: scores groups of two to four
BEAR_D: Scores = [
    (SINGLE, 0),
    (PAIR, 5),
    (TRIANGLE, 8),
    (GROUP_OF_4_ALONE, 13),
    (TWO_PAIRS_TOUCHING, 13),
    (LINE_OF_5, 0),  # five is past the table
    (GROUPS_2_AND_4, 18),  # 5 + 13
    (GROUPS_1_2_3_4, 26),  # 0 + 5 + 8 + 13
]


@card_tables("bear", BEAR_A, BEAR_B, BEAR_C, BEAR_D)
def test_bear_cards(card: str, env: Env, points: int) -> None:
    assert scoring.score_card(env, card) == points
