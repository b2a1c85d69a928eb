"""Habitat corridors: the largest group per habitat, joined only where both facing edges
show the habitat. Edges are listed in direction order: 0 east (1, 0), 1 north-east (1, -1),
2 north-west (0, -1), 3 west (-1, 0), 4 south-west (-1, 1), 5 south-east (0, 1). A two-habitat
tile at rotation 0 shows A on edges 0-2 and B on 3-5; rotation k moves them k edges on.
"""

from __future__ import annotations

import pytest

from server.games.cascadia import scoring
from server.games.cascadia.components import COMPONENTS, tile_edges
from tests.games.cascadia.positions import Env

NONE = {"F": 0, "M": 0, "P": 0, "R": 0, "W": 0}

# F/M at rotation 0 at (0,0) shows F east; at (1,0) an F/M tile at rotation 3 shows F west
FACING: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": ["F", "F", "F", "M", "M", "M"]},
        {"q": 1, "r": 0, "habitats": ["M", "M", "M", "F", "F", "F"]},
    ]
}
# the same tiles, the second at rotation 0: its west edge is M, facing F: no join
NOT_FACING: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": ["F", "F", "F", "M", "M", "M"]},
        {"q": 1, "r": 0, "habitats": ["F", "F", "F", "M", "M", "M"]},
    ]
}
# F/M at rotation 1 (M F F F M M) at (0,0): east is M; a mountain keystone east of it joins
# for M, a forest keystone north-west of it joins for F (edge 2 is F)
ROTATED_ONE: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": ["M", "F", "F", "F", "M", "M"]},
        {"q": 1, "r": 0, "habitats": "M"},
        {"q": 0, "r": -1, "habitats": "F"},
    ]
}
# forest keystone, F/W tile, forest keystone in a row: F runs through the middle tile only
# where its edges 0 and 3 are both F (rotation 5: F on 5, 0, 1; W on 2, 3, 4 -> west is W)
CHAIN_BROKEN: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "F"},
        {"q": 1, "r": 0, "habitats": ["F", "F", "W", "W", "W", "F"]},
        {"q": 2, "r": 0, "habitats": "F"},
    ]
}
# a keystone's six edges join everything of its habitat around it
STAR: Env = {
    "tiles": [
        {"q": 0, "r": 0, "habitats": "P"},
        {"q": 1, "r": 0, "habitats": "P"},
        {"q": 1, "r": -1, "habitats": "P"},
        {"q": 0, "r": -1, "habitats": "P"},
        {"q": -1, "r": 0, "habitats": "P"},
        {"q": -1, "r": 1, "habitats": "P"},
        {"q": 0, "r": 1, "habitats": "R"},
        {"q": 5, "r": 5, "habitats": "P"},
    ]
}


@pytest.mark.parametrize(
    ("env", "sizes"),
    [
        ({"tiles": []}, {}),
        ({"tiles": [{"q": 0, "r": 0, "habitats": "W"}]}, {"W": 1}),
        (FACING, {"F": 2, "M": 1}),
        (NOT_FACING, {"F": 1, "M": 1}),
        (ROTATED_ONE, {"F": 2, "M": 2}),
        (CHAIN_BROKEN, {"F": 2, "W": 1}),
        (STAR, {"P": 6, "R": 1}),
    ],
)
def test_corridors(env: Env, sizes: dict[str, int]) -> None:
    assert scoring.corridors(env) == NONE | sizes


def test_the_json_edges_are_the_rotated_tiles() -> None:
    assert list(tile_edges(("F", "M"), 3)) == FACING["tiles"][1]["habitats"]
    assert list(tile_edges(("F", "M"), 1)) == ROTATED_ONE["tiles"][0]["habitats"]
    assert list(tile_edges(("F", "W"), 5)) == CHAIN_BROKEN["tiles"][1]["habitats"]


def test_one_letter_means_six_edges() -> None:
    six: Env = {
        "tiles": [{"q": 0, "r": 0, "habitats": ["R"] * 6}, {"q": 0, "r": 1, "habitats": "R"}]
    }
    assert scoring.corridors(six) == NONE | {"R": 2}


@pytest.mark.parametrize("n", range(5))
def test_starter_sets_as_placed(n: int) -> None:
    keystone, left, right = COMPONENTS.starters[n]
    env: Env = {
        "tiles": [
            {"q": p.cell[0], "r": p.cell[1], "habitats": list(p.tile.edges(p.rotation))}
            for p in COMPONENTS.starters[n]
        ]
    }
    # the lower tiles face the keystone with their first habitat and each other with their
    # second; no starter set repeats a habitat, so every corridor is one tile
    sizes = scoring.corridors(env)
    shown = {keystone.tile.habitats[0], *left.tile.habitats, *right.tile.habitats}
    assert sizes == NONE | dict.fromkeys(shown, 1)
    assert len(shown) == 5
