"""Salmon cards A-D on literal environments.

A run is a connected group of salmon in which no salmon touches more than two others; a
group with a salmon touching three or more scores nothing. Axial (q, r); (0, 0) touches
(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1) and (0, 1).
"""

from __future__ import annotations

import pytest

from server.games.cascadia import scoring
from tests.games.cascadia.positions import Env, animals


def salmon(*cells: tuple[int, int]) -> Env:
    """Salmon on river tiles at `cells`, nothing else."""
    return animals("salmon", "R", *cells)


def row(n: int) -> Env:
    return salmon(*[(q, 0) for q in range(n)])


SINGLE = row(1)
TRIANGLE = salmon((0, 0), (1, 0), (0, 1))  # each touches two: a run
BENT_4 = salmon((0, 0), (1, 0), (1, 1), (1, 2))
T_SHAPE = salmon((0, 0), (1, 0), (-1, 0), (0, 1))  # (0, 0) touches three
RING = salmon((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # a closed run of six
RING_AND_CENTRE = salmon((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
# a run of two on row 0 and a run of three on row 2: rows two apart never touch
TWO_RUNS = salmon((0, 0), (1, 0), (0, 2), (1, 2), (2, 2))
# a good run of three on row 0 and a spoiled group (T shape) on rows 3-4
RUN_AND_SPOILED = salmon((0, 0), (1, 0), (2, 0), (5, 3), (6, 3), (4, 3), (5, 4))


@pytest.mark.parametrize(
    ("env", "a", "b", "c"),
    [
        (SINGLE, 2, 2, 0),
        (row(2), 5, 4, 0),
        (row(3), 8, 9, 10),
        (TRIANGLE, 8, 9, 10),
        (row(4), 12, 11, 12),
        (BENT_4, 12, 11, 12),
        (row(5), 16, 17, 15),
        (RING, 20, 17, 15),
        (row(7), 25, 17, 15),
        (row(9), 25, 17, 15),  # capped at the last entry
        (T_SHAPE, 0, 0, 0),
        (RING_AND_CENTRE, 0, 0, 0),  # the centre touches six
        (TWO_RUNS, 5 + 8, 4 + 9, 0 + 10),
        (RUN_AND_SPOILED, 8, 9, 10),
    ],
)
def test_salmon_a_b_c_score_runs_by_size(env: Env, a: int, b: int, c: int) -> None:
    assert scoring.score_card(env, "salmon-A") == a
    assert scoring.score_card(env, "salmon-B") == b
    assert scoring.score_card(env, "salmon-C") == c


# A run of three on row 0 and its neighbours: a bear at (1, -1) touches (0, 0) and (1, 0) and
# counts once; an elk at (0, 1) touches (0, 0) and (1, 0), once; a fox at (3, 0) touches
# (2, 0); a hawk at (5, 5) is far away; an empty tile at (-1, 0) adds nothing.
# 3 salmon + 3 neighbours = 6.
RUN_WITH_NEIGHBOURS: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "R", "token": "salmon"},
        {"q": 1, "r": 0, "habitats": "R", "token": "salmon"},
        {"q": 2, "r": 0, "habitats": "R", "token": "salmon"},
        {"q": 1, "r": -1, "habitats": "F", "token": "bear"},
        {"q": 0, "r": 1, "habitats": "P", "token": "elk"},
        {"q": 3, "r": 0, "habitats": "W", "token": "fox"},
        {"q": 5, "r": 5, "habitats": "M", "token": "hawk"},
        {"q": -1, "r": 0, "habitats": "R"},
    ]
}
# two bears beside a run are two neighbours: 3 + 2 = 5
RUN_WITH_TWO_BEARS: Env = {
    "tiles": [
        *salmon((0, 0), (1, 0), (2, 0))["tiles"],
        {"q": 1, "r": -1, "habitats": "F", "token": "bear"},
        {"q": 2, "r": -1, "habitats": "F", "token": "bear"},
    ]
}
# a run of two with a bear beside it scores nothing on D
SHORT_RUN_WITH_BEAR: Env = {
    "tiles": [
        *salmon((0, 0), (1, 0))["tiles"],
        {"q": 1, "r": -1, "habitats": "F", "token": "bear"},
    ]
}
# a spoiled group with neighbours scores nothing
SPOILED_WITH_BEAR: Env = {
    "tiles": [*T_SHAPE["tiles"], {"q": 2, "r": 0, "habitats": "F", "token": "bear"}]
}
# a bear between two runs of three counts for each run: (1, 1) touches (1, 0), (2, 0) of the
# run on row 0 and (0, 2), (1, 2) of the run on row 2. (3 + 1) + (3 + 1) = 8
BEAR_BETWEEN_RUNS: Env = {
    "tiles": [
        *salmon((0, 0), (1, 0), (2, 0), (-1, 2), (0, 2), (1, 2))["tiles"],
        {"q": 1, "r": 1, "habitats": "F", "token": "bear"},
    ]
}


@pytest.mark.parametrize(
    ("env", "points"),
    [
        (row(3), 3),
        (RUN_WITH_NEIGHBOURS, 6),
        (RUN_WITH_TWO_BEARS, 5),
        (SHORT_RUN_WITH_BEAR, 0),
        (SPOILED_WITH_BEAR, 0),
        (BEAR_BETWEEN_RUNS, 8),
        (row(9), 9),  # no cap on D
        (TWO_RUNS, 3),  # the run of two scores nothing
    ],
)
def test_salmon_d_runs_of_three_and_their_neighbours(env: Env, points: int) -> None:
    assert scoring.score_card(env, "salmon-D") == points
