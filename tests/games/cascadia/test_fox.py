"""Fox cards A-D on literal environments.

A fox looks at the tokens on its six neighbours: (0, 0) touches (1, 0), (1, -1), (0, -1),
(-1, 0), (-1, 1) and (0, 1). The pair (0,0)-(1,0) has eight neighbours: (1, -1), (0, -1),
(-1, 0), (-1, 1), (0, 1), (2, 0), (2, -1) and (1, 1). Every fox scores, so the expected
points below add up all foxes.
"""

from __future__ import annotations

from server.games.cascadia import scoring
from tests.games.cascadia.positions import Env, Scores, card_tables, with_tokens

AROUND = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def fox_with(*animals: str) -> Env:
    """A fox at (0, 0) and `animals` on its neighbours, in the order of AROUND."""
    tiles = [{"q": 0, "r": 0, "habitats": "W", "token": "fox"}]
    for (q, r), animal in zip(AROUND, animals, strict=False):
        tiles.append({"q": q, "r": r, "habitats": "F", "token": animal})
    return {"tiles": tiles}


LONE_FOX = fox_with()
THREE_KINDS = fox_with("bear", "elk", "hawk")
FIVE_KINDS = fox_with("bear", "elk", "salmon", "hawk", "bear", "salmon")
# (0,0) sees bear, elk, fox: 3. The fox at (0,-1) sees elk (1,-1) and fox (0,0): 2.
WITH_A_FOX = fox_with("bear", "elk", "fox")
# (0,0) sees bear, elk, salmon, hawk, fox: 5. The fox at (-1,1) sees hawk (-1,0), fox (0,0)
# and bear (0,1): 3.
ALL_FIVE = fox_with("bear", "elk", "salmon", "hawk", "fox", "bear")
FOX_PAIR_ALONE = fox_with("fox")  # each sees one fox: 1 + 1
ONE_BEAR_PAIR = fox_with("bear", "bear")
TWO_BEARS_TWO_ELK_HAWK = fox_with("bear", "bear", "elk", "elk", "hawk")
THREE_PAIRS = fox_with("bear", "bear", "elk", "elk", "salmon", "salmon")
ONE_EACH = fox_with("bear", "elk", "salmon", "hawk")
# (0,0) sees foxes (1,0), (1,-1) and a bear; (1,0) sees two foxes; (1,-1) sees two foxes and
# the bear (0,-1): no animal but foxes twice anywhere
TWO_FOXES_A_BEAR = fox_with("fox", "fox", "bear")
THREE_BEARS_TWO_ELK = fox_with("bear", "bear", "bear", "elk", "elk")
# (0,0): three foxes and a bear: 1. (1,0) and (1,-1) see only foxes: 0. (0,-1) sees foxes
# (1,-1), (0,0) and the bear (-1,0): 1. In all 2.
THREE_FOXES_A_BEAR = fox_with("fox", "fox", "fox", "bear")
SIX_BEARS = fox_with(*["bear"] * 6)


# fox-A: unique animals around each fox
FOX_A: Scores = [
    (LONE_FOX, 0),
    (THREE_KINDS, 3),
    (FIVE_KINDS, 4),  # bear, elk, salmon, hawk: duplicates count once
    (WITH_A_FOX, 3 + 2),
    (ALL_FIVE, 5 + 3),
    (FOX_PAIR_ALONE, 2),
]


# fox-B: animals present twice around each fox
FOX_B: Scores = [
    (LONE_FOX, 0),
    (ONE_EACH, 0),
    (ONE_BEAR_PAIR, 3),
    (TWO_BEARS_TWO_ELK_HAWK, 5),
    (THREE_PAIRS, 7),
    (SIX_BEARS, 3),  # one animal present at least twice
    (TWO_FOXES_A_BEAR, 0),  # foxes never make a pair here
]


# fox-C: most common other animal around each fox
FOX_C: Scores = [
    (LONE_FOX, 0),
    (ONE_EACH, 1),
    (THREE_BEARS_TWO_ELK, 3),
    (SIX_BEARS, 6),
    (THREE_FOXES_A_BEAR, 2),  # foxes are not counted
]


PAIR: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "W", "token": "fox"},
        {"q": 1, "r": 0, "habitats": "W", "token": "fox"},
    ]
}
# Foxes a(0,0), b(1,0), c(2,0), d(3,0); bears at (1,-1), (1,1), elk at (2,-1), (2,1).
# a-b sees both bears and the elk (2,-1): bears twice, 5. b-c sees both bears and both elk:
# 7. c-d sees bear (1,1) and both elk: 5. Taking b-c first leaves a and d unpaired: 7. The
# best is a-b and c-d: 5 + 5 = 10.
GREEDY_TRAP = with_tokens(
    {"tiles": [{"q": q, "r": 0, "habitats": "W", "token": "fox"} for q in range(4)]},
    (1, -1, "bear"),
    (1, 1, "bear"),
    (2, -1, "elk"),
    (2, 1, "elk"),
)


# fox-D: pairs of foxes by animals present twice around
FOX_D: Scores = [
    (PAIR, 0),
    (with_tokens(PAIR, (1, -1, "bear"), (-1, 0, "bear")), 5),
    # (1, -1) touches both foxes but is one tile: one bear
    (with_tokens(PAIR, (1, -1, "bear")), 0),
    (with_tokens(PAIR, (1, -1, "bear"), (0, 1, "bear"), (-1, 0, "elk"), (2, 0, "elk")), 7),
    (
        with_tokens(
            PAIR,
            (1, -1, "bear"),
            (0, -1, "bear"),
            (-1, 0, "elk"),
            (-1, 1, "elk"),
            (0, 1, "salmon"),
            (2, 0, "salmon"),
            (2, -1, "hawk"),
            (1, 1, "hawk"),
        ),
        11,
    ),
    (with_tokens(PAIR, (1, -1, "fox"), (-1, 0, "fox")), 0),  # foxes are not counted
    (ONE_BEAR_PAIR, 0),  # a lone fox is no pair
    # foxes (0,0), (1,0), (2,0): one pair only. (0,0)-(1,0) sees bears (-1,0), (0,-1): 5;
    # (1,0)-(2,0) sees no bear: the best leaves (2, 0) alone.
    (
        with_tokens(
            {"tiles": [{"q": q, "r": 0, "habitats": "W", "token": "fox"} for q in range(3)]},
            (-1, 0, "bear"),
            (0, -1, "bear"),
        ),
        5,
    ),
    (GREEDY_TRAP, 10),
]


@card_tables("fox", FOX_A, FOX_B, FOX_C, FOX_D)
def test_fox_cards(card: str, env: Env, points: int) -> None:
    assert scoring.score_card(env, card) == points
