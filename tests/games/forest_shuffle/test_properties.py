"""Properties of scoring over any forest, reachable or not (Hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from server.games.forest_shuffle import scoring
from server.games.forest_shuffle.cards import CATALOGUE as C
from server.games.forest_shuffle.cards import SAPLING, SIDES
from tests.games.forest_shuffle.forests import Json

DWELLERS = sorted(s.name for s in C.species.values() if not s.is_tree)
dweller = st.fixed_dictionaries(
    {"species": st.sampled_from(DWELLERS), "symbol": st.sampled_from(C.trees)}
)
stand = st.fixed_dictionaries(
    {"tree": st.sampled_from((*C.trees, SAPLING))},
    optional={side: st.lists(dweller, max_size=3) for side in SIDES},
)
forest = st.fixed_dictionaries(
    {"trees": st.lists(stand, max_size=12)}, optional={"cave": st.integers(0, 20)}
)


@settings(max_examples=150, deadline=None)
@given(forest, st.lists(forest, max_size=3))
def test_any_forest_scores_non_negative_parts_that_add_up(f: Json, rivals: list[Json]) -> None:
    result = scoring.score_forest(f, rivals)
    assert all(v >= 0 for v in result.values())
    assert result["total"] == sum(v for k, v in result.items() if k != "total")
    assert list(result)[-3:] == ["butterflies", "cave", "total"]


@settings(max_examples=100, deadline=None)
@given(forest, st.lists(forest, max_size=3), st.randoms(use_true_random=False))
def test_order_of_trees_does_not_matter_and_rivals_only_take_away(
    f: Json, rivals: list[Json], rng: random.Random
) -> None:
    alone = scoring.score_forest(f)
    against = scoring.score_forest(f, rivals)
    assert isinstance(f["trees"], list)
    stands = list(f["trees"])
    rng.shuffle(stands)
    assert scoring.score_forest({**f, "trees": stands}, rivals) == against
    assert against["total"] <= alone["total"]
    assert set(against) == set(alone)
