"""The fixed scoring API: card names, the environment form and its errors, the family and
intermediate cards, and the fast path the engine uses."""

from __future__ import annotations

import random
from typing import Any

import pytest

from server.games.cascadia import scoring
from server.games.cascadia.components import CARD_NAMES, HABITATS, LETTERS, WILDLIFE
from tests.games.cascadia.positions import Env, animals, bear_groups, joined

ALL_CARDS = [f"{a}-{x}" for a in WILDLIFE for x in LETTERS] + [
    f"{v}-{a}" for v in ("family", "intermediate") for a in WILDLIFE
]

# groups of 1, 2, 3 and 4 bears on rows 0, 2, 4 and 6, and one elk
GROUPS_1_TO_4 = joined(bear_groups(1, 2, 3, 4), animals("elk", "P", (9, 0)))


@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("family-bear", 2 + 5 + 9 + 11),  # 1, 2, 3, and 4 read as 3 + 1
        ("intermediate-bear", 0 + 5 + 8 + 12),  # singles score nothing
        ("family-elk", 2),
        ("intermediate-elk", 0),
        ("family-fox", 0),
        ("intermediate-hawk", 0),
    ],
)
def test_family_and_intermediate_score_groups_of_their_animal(card: str, points: int) -> None:
    assert scoring.score_card(GROUPS_1_TO_4, card) == points


# A group past the end of the table scores its best reading as smaller groups, worked out
# by hand. Family 1/2/3+ -> 2/5/9: threes are best, then 3 + 1 (11) beats 2 + 2 (10).
# Intermediate 2/3/4+ -> 5/8/12, singles 0: 4 + 2 (17) beats 3 + 3 (16).
@pytest.mark.parametrize(
    ("card", "size", "points"),
    [
        ("family-salmon", 3, 9),
        ("family-salmon", 4, 11),  # 3 + 1 (2 + 2 = 10)
        ("family-salmon", 5, 14),  # 3 + 2 (3 + 1 + 1 = 13)
        ("family-salmon", 6, 18),  # 3 + 3
        ("family-salmon", 7, 20),  # 3 + 3 + 1 (3 + 2 + 2 = 19)
        ("family-salmon", 9, 27),  # 3 + 3 + 3
        ("intermediate-salmon", 4, 12),  # 2 + 2 = 10 is less
        ("intermediate-salmon", 5, 13),  # 3 + 2 (4 + 1 = 12)
        ("intermediate-salmon", 6, 17),  # 4 + 2 (3 + 3 = 16)
        ("intermediate-salmon", 7, 20),  # 4 + 3
        ("intermediate-salmon", 8, 24),  # 4 + 4
        ("intermediate-salmon", 9, 25),  # 4 + 3 + 2 (3 + 3 + 3 = 24, 4 + 4 + 1 = 24)
    ],
)
def test_family_and_intermediate_read_a_long_group_as_smaller_ones(
    card: str, size: int, points: int
) -> None:
    row: Env = {
        "tiles": [{"q": q, "r": 0, "habitats": "R", "token": "salmon"} for q in range(size)]
    }
    assert scoring.score_card(row, card) == points


@pytest.mark.parametrize("card", ALL_CARDS)
def test_every_card_scores_an_empty_environment_zero(card: str) -> None:
    assert scoring.score_card({"tiles": []}, card) == 0
    assert scoring.score_card({"tiles": [{"q": 0, "r": 0, "habitats": "F"}]}, card) == 0


def test_the_card_list_matches_the_components() -> None:
    assert sorted(CARD_NAMES) == sorted([*ALL_CARDS[:20], "family", "intermediate"])


@pytest.mark.parametrize(
    "card", ["bear-E", "Bear-A", "bear-a", "bear", "family", "family-wolf", "wolf-A", "", None, 3]
)
def test_unknown_cards_are_refused(card: Any) -> None:
    with pytest.raises(ValueError, match="unknown card"):
        scoring.score_card({"tiles": []}, card)
    with pytest.raises(ValueError, match="unknown card"):
        scoring.card_points({}, card)


@pytest.mark.parametrize(
    ("environment", "message"),
    [
        (None, "an environment is"),
        ([], "an environment is"),
        ({}, "an environment is"),
        ({"tiles": {}}, "an environment is"),
        ({"tiles": [3]}, "tile 0: not an object"),
        ({"tiles": [{"q": 0, "habitats": "F"}]}, "q and r must be integers"),
        ({"tiles": [{"q": 0, "r": 1.0, "habitats": "F"}]}, "q and r must be integers"),
        ({"tiles": [{"q": True, "r": 0, "habitats": "F"}]}, "q and r must be integers"),
        ({"tiles": [{"q": "0", "r": 0, "habitats": "F"}]}, "q and r must be integers"),
        ({"tiles": [{"q": 0, "r": 0}]}, "habitats are one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": "X"}]}, "habitats are one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": "f"}]}, "habitats are one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": "FM"}]}, "habitats are one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": ["F"] * 5}]}, "habitats are one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": ["F"] * 7}]}, "habitats are one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": ["F"] * 5 + ["Q"]}]}, "habitats are one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": "F", "token": "wolf"}]}, "a token is one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": "F", "token": "Bear"}]}, "a token is one of"),
        ({"tiles": [{"q": 0, "r": 0, "habitats": "F", "tokens": "bear"}]}, "unknown keys"),
        (
            {"tiles": [{"q": 0, "r": 0, "habitats": "F"}, {"q": 0, "r": 0, "habitats": "M"}]},
            "tile 1: a second tile at",
        ),
    ],
)
def test_malformed_environments_are_refused(environment: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        scoring.score_card(environment, "bear-A")
    with pytest.raises(ValueError, match=message):
        scoring.corridors(environment)


def test_a_null_token_is_no_token() -> None:
    env: Env = {
        "tiles": [
            {"q": 0, "r": 0, "habitats": "F", "token": "bear"},
            {"q": 1, "r": 0, "habitats": "F", "token": None},
        ]
    }
    assert scoring.score_card(env, "bear-D") == 0  # a lone bear
    assert scoring.read_environment(env)[0] == {(0, 0): "bear"}


def test_tokens_score_on_any_tile_and_far_apart() -> None:
    # a salmon on a mountain, a bear pair 1000 cells away: scoring only reads tokens
    env: Env = {
        "tiles": [
            {"q": 0, "r": 0, "habitats": "M", "token": "salmon"},
            {"q": 1000, "r": -1000, "habitats": "W", "token": "bear"},
            {"q": 1001, "r": -1000, "habitats": "W", "token": "bear"},
        ]
    }
    assert scoring.score_card(env, "salmon-A") == 2
    assert scoring.score_card(env, "bear-A") == 4


def random_environment(rng: random.Random, n: int) -> Env:
    cells = {(0, 0)}
    while len(cells) < n:
        q, r = rng.choice(sorted(cells))
        dq, dr = rng.choice([(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)])
        cells.add((q + dq, r + dr))
    tiles: list[dict[str, Any]] = []
    for q, r in sorted(cells):
        tile: dict[str, Any] = {
            "q": q,
            "r": r,
            "habitats": [rng.choice(HABITATS) for _ in range(6)],
        }
        if rng.random() < 0.85:
            tile["token"] = rng.choice(WILDLIFE)
        tiles.append(tile)
    return {"tiles": tiles}


@pytest.mark.parametrize("seed", range(20))
def test_the_fast_path_gives_the_same_points(seed: int) -> None:
    env = random_environment(random.Random(seed), 23)
    tokens, edges = scoring.read_environment(env)
    for card in ALL_CARDS:
        assert scoring.card_points(tokens, card) == scoring.score_card(env, card)
    assert scoring.corridor_sizes(edges) == scoring.corridors(env)


# The seed's examples of the A cards in one environment; rows 0, 2 and 4 never touch.
SEED_A_EXAMPLES: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "M", "token": "bear"},
        {"q": 1, "r": 0, "habitats": "M", "token": "bear"},
        {"q": 3, "r": 0, "habitats": "R", "token": "salmon"},
        {"q": 4, "r": 0, "habitats": "R", "token": "salmon"},
        {"q": 5, "r": 0, "habitats": "R", "token": "salmon"},
        {"q": 7, "r": 0, "habitats": "M", "token": "hawk"},
        {"q": 0, "r": 2, "habitats": "P", "token": "elk"},
        {"q": 1, "r": 2, "habitats": "P", "token": "elk"},
        {"q": 2, "r": 2, "habitats": "P", "token": "elk"},
        {"q": 4, "r": 2, "habitats": "W", "token": "hawk"},
        {"q": 5, "r": 2, "habitats": "W", "token": "hawk"},
        {"q": 0, "r": 4, "habitats": "F", "token": "fox"},
        {"q": 1, "r": 4, "habitats": "F", "token": "fox"},
        {"q": 2, "r": 4, "habitats": "F", "token": "elk"},
    ]
}


@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("bear-A", 4),  # one pair of bears touching no other bear
        ("elk-A", 9 + 2),  # a straight line of three, and the elk at (2, 4) alone
        ("salmon-A", 8),  # one run of three
        ("hawk-A", 2),  # (7, 0) alone; the two on row 2 touch each other
        ("fox-A", 1 + 2),  # (0,4) sees a fox; (1,4) sees a fox and an elk
    ],
)
def test_seed_examples_of_the_a_cards(card: str, points: int) -> None:
    assert scoring.score_card(SEED_A_EXAMPLES, card) == points
