"""Hawk cards A-D on literal environments.

A line of sight joins two hawks on one straight hex line with at least one cell between
them and no hawk between them; missing tiles and other tokens do not block it. Axial
(q, r): a row r is a straight line; so are (0,0), (1,-1), (2,-2)... and (0,0), (0,1),
(0,2)...
"""

from __future__ import annotations

from server.games.cascadia import scoring
from tests.games.cascadia.positions import Env, Scores, animals, card_tables, with_tokens


def hawks(*cells: tuple[int, int]) -> Env:
    """Hawks on mountain tiles at `cells`, nothing else (no tiles between them)."""
    return animals("hawk", "M", *cells)


SINGLE = hawks((0, 0))
ADJACENT = hawks((0, 0), (1, 0))
GAP_1 = hawks((0, 0), (2, 0))  # (1, 0) has no tile: still a line of sight
OFF_LINE = hawks((0, 0), (2, 1))  # not touching, not on one line
ROW_0_2_4 = hawks((0, 0), (2, 0), (4, 0))  # (0,0)-(4,0) is blocked by (2,0)
BIG_TRIANGLE = hawks((0, 0), (2, 0), (0, 2))  # three lines: along r, along q, along (1,-1)
# (0, 0) alone sees (3, 0), which touches (4, 0): only one lone hawk with a line of sight
ONE_LONE_SEEING = hawks((0, 0), (3, 0), (4, 0))
# (1,0)-(3,0) see each other; (0,0) touches (1,0); (0,0)-(3,0) is blocked by (1,0)
ADJACENT_AND_ONE = hawks((0, 0), (1, 0), (3, 0))


def lone_row(n: int) -> Env:
    return hawks(*[(2 * i, 0) for i in range(n)])


# hawk-A: counts hawks with no hawk beside
HAWK_A: Scores = [
    (SINGLE, 2),
    (ADJACENT, 0),
    (GAP_1, 5),
    (OFF_LINE, 5),
    (ADJACENT_AND_ONE, 2),  # only (3, 0) is alone
    (lone_row(7), 22),
    (lone_row(8), 26),
    (lone_row(9), 26),  # capped at the last entry
    (with_tokens(ADJACENT, (2, 0, "bear")), 0),
]


# hawk-B: counts lone hawks that see another
HAWK_B: Scores = [
    (SINGLE, 0),
    (GAP_1, 5),
    (hawks((0, 0), (5, 0)), 5),  # four empty cells between, no tiles there
    (with_tokens(hawks((0, 0), (3, 0)), (1, 0, "bear"), (2, 0, "elk")), 5),  # not blocked
    (OFF_LINE, 0),  # alone but seeing nobody
    (ADJACENT, 0),  # touching is no line of sight
    (ONE_LONE_SEEING, 0),  # a count of one scores nothing on this card
    (ROW_0_2_4, 9),
    (BIG_TRIANGLE, 9),
    (lone_row(8), 28),
    (lone_row(10), 28),
]


# hawk-C: scores every line of sight
HAWK_C: Scores = [
    (SINGLE, 0),
    (ADJACENT, 0),
    (GAP_1, 3),
    (OFF_LINE, 0),
    (ROW_0_2_4, 6),  # two lines: the outer two are blocked by the middle one
    (BIG_TRIANGLE, 9),
    (ADJACENT_AND_ONE, 3),  # hawks next to hawks still see along lines
    (with_tokens(hawks((0, 0), (4, 0)), (2, 0, "bear")), 3),  # a bear does not block
    (hawks((0, 0), (0, 3), (3, -3)), 6),  # along (0, 1) and along (1, -1)
]


# Three sight lines on row 0: a(0,0)-b(3,0) over a bear and an elk (7), b-c(7,0) over a bear,
# an elk and a fox (9), c-d(10,0) over a salmon and a bear (7). Taking the best line first
# (b-c, 9) leaves a and d unpaired; the best pairing is a-b and c-d: 7 + 7 = 14.
GREEDY_TRAP = with_tokens(
    hawks((0, 0), (3, 0), (7, 0), (10, 0)),
    (1, 0, "bear"),
    (2, 0, "elk"),
    (4, 0, "bear"),
    (5, 0, "elk"),
    (6, 0, "fox"),
    (8, 0, "salmon"),
    (9, 0, "bear"),
)


# hawk-D: pairs hawks in sight by animals between
HAWK_D: Scores = [
    (GAP_1, 0),  # nothing between: no animal type
    (with_tokens(GAP_1, (1, 0, "bear")), 4),
    (with_tokens(hawks((0, 0), (3, 0)), (1, 0, "bear"), (2, 0, "bear")), 4),  # one type
    (with_tokens(hawks((0, 0), (3, 0)), (1, 0, "bear"), (2, 0, "elk")), 7),
    (with_tokens(hawks((0, 0), (0, 4)), (0, 1, "bear"), (0, 2, "elk"), (0, 3, "fox")), 9),
    (
        with_tokens(
            hawks((0, 0), (5, -5)),
            (1, -1, "bear"),
            (2, -2, "elk"),
            (3, -3, "fox"),
            (4, -4, "salmon"),
        ),
        9,  # 3+ types: capped
    ),
    # (0,0)-(2,0) over a bear and (2,0)-(4,0) over an elk share (2,0): one pair only
    (with_tokens(ROW_0_2_4, (1, 0, "bear"), (3, 0, "elk")), 4),
    (with_tokens(OFF_LINE, (1, 0, "bear")), 0),  # no line of sight, no pair
    (GREEDY_TRAP, 14),
]


@card_tables("hawk", HAWK_A, HAWK_B, HAWK_C, HAWK_D)
def test_hawk_cards(card: str, env: Env, points: int) -> None:
    assert scoring.score_card(env, card) == points
