"""Elk cards A-D on literal environments.

Axial (q, r); (0, 0) touches (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1) and (0, 1).
Straight lines run along (1, 0), (1, -1) or (0, 1). For A, B and D every elk is in exactly
one formation and the best split counts; C scores each group by its best reading as
groups of any sizes adding up to it.
"""

from __future__ import annotations

import pytest

from server.games.cascadia import scoring
from tests.games.cascadia.positions import Env, Scores, animals, card_tables


def elk(*cells: tuple[int, int]) -> Env:
    """Elk on forest tiles at `cells`, nothing else."""
    return animals("elk", "F", *cells)


SINGLE = elk((0, 0))
PAIR = elk((0, 0), (1, 0))
APART = elk((0, 0), (2, 0))  # one empty cell between: not touching
FAR_APART = elk((0, 0), (3, 0))
ROW_OF_3 = elk((0, 0), (1, 0), (2, 0))
ROW_OF_4 = elk((0, 0), (1, 0), (2, 0), (3, 0))
RISING_4 = elk((0, 0), (1, -1), (2, -2), (3, -3))  # along (1, -1)
FALLING_4 = elk((0, 0), (0, 1), (0, 2), (0, 3))  # along (0, 1)
ROW_OF_5 = elk((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
BENT_3 = elk((0, 0), (1, 0), (1, 1))  # (0, 0) and (1, 1) do not touch
TRIANGLE = elk((0, 0), (1, 0), (0, 1))  # three mutually touching
RHOMBUS = elk((0, 0), (1, 0), (1, -1), (0, 1))  # triangles (0,0),(1,0),(1,-1) and (0,0),(1,0),(0,1)
RHOMBUS_AND_ONE = elk((0, 0), (1, 0), (1, -1), (0, 1), (2, 0))
ARC_OF_3 = elk((1, 0), (1, -1), (0, -1))  # three of the cells around (0, 0), in a row
ARC_OF_4 = elk((1, 0), (1, -1), (0, -1), (-1, 0))
RING = elk((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # around (0, 0), no tile there
RING_AND_CENTRE = elk((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
OPPOSITE = elk((1, 0), (-1, 0))  # both touch (0, 0), they do not touch each other
RING_AROUND_BEAR: Env = {
    "tiles": [
        *RING["tiles"],
        {"q": 0, "r": 0, "habitats": "M", "token": "bear"},
    ]
}


# elk-A: straight lines
ELK_A: Scores = [
    (SINGLE, 2),
    (PAIR, 5),
    (APART, 4),  # two lines of one
    (ROW_OF_3, 9),
    (ROW_OF_4, 13),
    (RISING_4, 13),
    (FALLING_4, 13),
    (ROW_OF_5, 15),  # 4 + 1 = 13 + 2 beats 3 + 2 = 9 + 5
    (BENT_3, 7),  # not straight: a pair and a single
    (TRIANGLE, 7),
    (RHOMBUS, 10),  # two pairs: (0,0)-(0,1) along (0, 1) and (1,0)-(1,-1) along (0, -1)
]


# elk-B: shapes
ELK_B: Scores = [
    (SINGLE, 2),
    (PAIR, 5),
    (TRIANGLE, 9),
    (ROW_OF_3, 7),  # a line of three is no triangle: pair + single
    (RHOMBUS, 13),
    (ROW_OF_4, 10),  # a line of four is no rhombus: two pairs
    (ARC_OF_4, 10),  # nor is an arc of four (no three mutually touching): two pairs
    (RHOMBUS_AND_ONE, 15),  # rhombus 13 + single 2 beats triangle 9 + pair 5
    (APART, 4),
]


# elk-C: groups by size, each read as the sizes that score most
ELK_C: Scores = [
    (SINGLE, 2),
    (APART, 4),  # two groups of one
    (ROW_OF_3, 7),
    (BENT_3, 7),  # any shape
    (ROW_OF_4, 10),
    (ROW_OF_5, 14),
    (RING, 18),  # six in a ring are one group
    (RING_AND_CENTRE, 23),
    (elk(*[(q, 0) for q in range(8)]), 28),
    (elk(*[(q, 0) for q in range(9)]), 30),  # read as 8 + 1: 28 + 2, not 28
    (elk(*[(q, 0) for q in range(11)]), 35),  # 8 + 3: 28 + 7
]


# The best reading of a group of 1 to 12 elk, worked out by hand: up to 8 the table's
# points grow by 2, 2, 3, 3, 4, 4, 5, 5, so no split of 8 or fewer beats the whole group
# (1 + 1 ties: 2 + 2 = 4); past 8 a group scores nothing more, so 8 and the rest is best.
ELK_C_BY_SIZE = [
    (1, 2),
    (2, 4),
    (3, 7),
    (4, 10),
    (5, 14),
    (6, 18),
    (7, 23),
    (8, 28),
    (9, 30),  # 8 + 1 = 28 + 2 (7 + 2 = 27, 5 + 4 = 24)
    (10, 32),  # 8 + 2 = 28 + 4 (7 + 3 = 30, 5 + 5 = 28)
    (11, 35),  # 8 + 3 = 28 + 7 (7 + 4 = 33, 6 + 5 = 32)
    (12, 38),  # 8 + 4 = 28 + 10 (7 + 5 = 37, 6 + 6 = 36)
]


@pytest.mark.parametrize(("size", "points"), ELK_C_BY_SIZE)
def test_elk_c_scores_a_group_by_its_best_reading(size: int, points: int) -> None:
    two_rows = elk(*[(q, r) for r in (0, 1) for q in range(6)][:size])  # one group
    assert scoring.score_card(two_rows, "elk-C") == points


# Taking a largest formation first can lose. No cell touches three of these elk, so the
# formations are pairs: (0,0)+(2,0) around (1,0), (0,0)+(0,2) around (0,1), (2,0)+(0,2)
# around (1,1) and (0,2)+(0,3). Picking (2,0)+(0,2) strands (0,0) and (0,3): 5 + 2 + 2 = 9.
# The best is (0,0)+(2,0) and (0,2)+(0,3): 5 + 5 = 10.
GREEDY_TRAP = elk((0, 0), (2, 0), (0, 2), (0, 3))


# elk-D: formations around a centre
ELK_D: Scores = [
    (SINGLE, 2),
    (RING, 21),  # six around a cell with no tile
    (RING_AROUND_BEAR, 21),  # the centre may hold any token
    (RING_AND_CENTRE, 23),  # or an elk, which then scores on its own: 21 + 2
    (ARC_OF_3, 8),
    (ARC_OF_4, 12),
    (TRIANGLE, 7),  # no cell touches all three: a pair and a single
    (ROW_OF_3, 7),  # (0,0) and (2,0) only share (1,0), itself an elk of the row
    (APART, 5),  # both touch (1, 0)
    (OPPOSITE, 5),  # both touch (0, 0): the formation need not be connected
    (FAR_APART, 4),  # no common cell
    (GREEDY_TRAP, 10),
]


@card_tables("elk", ELK_A, ELK_B, ELK_C, ELK_D)
def test_elk_cards(card: str, env: Env, points: int) -> None:
    assert scoring.score_card(env, card) == points


def test_other_tokens_do_not_break_elk_lines() -> None:
    # a bear next to the line changes nothing; a bear inside it splits it
    beside: Env = {
        "tiles": [*ROW_OF_4["tiles"], {"q": 1, "r": 1, "habitats": "F", "token": "bear"}]
    }
    inside = elk((0, 0), (1, 0), (3, 0), (4, 0))
    inside["tiles"].append({"q": 2, "r": 0, "habitats": "F", "token": "bear"})
    assert scoring.score_card(beside, "elk-A") == 13
    assert scoring.score_card(inside, "elk-A") == 10
