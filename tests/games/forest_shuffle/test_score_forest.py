"""The score_forest API: its result, malformed input, the internal form, a whole forest."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.games.forest_shuffle import scoring
from server.games.forest_shuffle.cards import CATALOGUE as C
from server.games.forest_shuffle.scoring import Forest, Stand
from tests.games.forest_shuffle.forests import Json, d, forest, points, tree, trees


def test_an_empty_forest_scores_nothing_and_keeps_the_fixed_keys() -> None:
    assert points() == {"butterflies": 0, "cave": 0, "total": 0}
    assert points(cave=3) == {"butterflies": 0, "cave": 0, "total": 0}


def test_keys_are_species_present_in_card_order_then_the_fixed_keys() -> None:
    result = points(tree("Birch", left=["Lynx"], top=["Peacock Butterfly"]), tree("Linden"))
    assert list(result) == ["Linden", "Birch", "Lynx", "butterflies", "cave", "total"]
    assert result["total"] == sum(v for k, v in result.items() if k != "total")


def test_a_sapling_is_no_species_and_scores_nothing() -> None:
    assert points(tree("Sapling")) == {"butterflies": 0, "cave": 0, "total": 0}


def test_published_bat_names_are_read_as_their_species() -> None:
    stand = tree("Oak", left=["Barbastelle Bat", "Bechstein's Bat"], right=["Brown Long-eared"])
    result = points(stand)
    assert (result["Barbastelle"], result["Bechstein's"], result["Brown Long-eared"]) == (5, 5, 5)


def test_any_forest_is_scored_not_only_reachable_ones() -> None:
    odd = tree("Oak", top=["Lynx", "Wild Boar", "Squeaker"], bottom=["Red Squirrel"] * 2)
    result = points(odd, tree("Sapling", right=["Common Toad"] * 2))
    assert result["Red Squirrel"] == 10 and result["Wild Boar"] == 10
    assert result["Common Toad"] == 10 and result["Lynx"] == 0


MALFORMED: dict[str, tuple[Any, str]] = {
    "unknown species": (forest(tree("Oak", top=["Unicorn"])), r"top\[0\].species: unknown"),
    "unknown tree": (forest(tree("Palm")), r"trees\[0\].tree: unknown tree 'Palm'"),
    "a tree in a slot": (forest(tree("Oak", left=["Birch"])), "Birch is a tree, not a card"),
    "unknown symbol": (forest(tree("Oak", top=[d("Goshawk", "Palm")])), "unknown tree symbol"),
    "no symbol": (forest(tree("Oak", top=[{"species": "Goshawk"}])), "missing symbol"),
    "unknown slot": (forest({"tree": "Oak", "middle": []}), "unknown field middle"),
    "no trees": ({"cave": 0}, "forest: missing trees"),
    "not an object": ([], "forest: expected an object"),
    "trees not a list": ({"trees": "Oak"}, r"forest.trees: expected a list"),
    "slot not a list": (forest({"tree": "Oak", "top": d("Goshawk")}), "top: expected a list"),
    "negative cave": (forest(cave=-1), "forest.cave: expected a whole number"),
    "cave not a number": ({"trees": [], "cave": True}, "forest.cave"),
    "species a list": (
        forest(tree("Oak", top=[{"species": ["Wolf"], "symbol": "Oak"}])),
        r"top\[0\].species: unknown species \['Wolf'\]",
    ),
    "a dweller with more": (
        forest(tree("Oak", right=[d("Wolf"), {"species": "Wolf", "symbol": "Oak", "x": 1}])),
        r"right\[1\]: unknown field x",
    ),
    "species not a name": (
        forest(tree("Oak", top=[{"species": 3, "symbol": "Oak"}])),
        "unknown species 3",
    ),
}


@pytest.mark.parametrize("case", MALFORMED)
def test_malformed_forests_are_refused_with_a_reason(case: str) -> None:
    raw, message = MALFORMED[case]
    with pytest.raises(ValueError, match=message):
        scoring.score_forest(raw, ())


def test_malformed_opponents_are_refused_too() -> None:
    with pytest.raises(ValueError, match=r"opponents\[1\].trees\[0\].tree"):
        points(tree("Oak"), opponents=[forest(), forest(tree("Palm"))])


def test_the_engine_scores_its_own_halves_as_the_json_form_does() -> None:
    hare_card = next(c for c in C.cards if any(h.species.name == "European Hare" for h in c.halves))
    hare = next(h for h in hare_card.halves if h.species.name == "European Hare")
    goshawk = C.cards[66].half("top")
    oak = C.species["Oak"]
    internal = Forest((Stand(oak, top=(goshawk,), **{hare.side: (hare, hare)}),), cave=2)
    as_json = tree("Oak", top=[d("Goshawk", goshawk.symbol)])
    as_json[hare.side] = [d("European Hare", hare.symbol)] * 2
    assert scoring.score(internal) == points(as_json, cave=2)
    assert scoring.score(internal)["European Hare"] == 4


# -- a whole forest, worked out by hand ---------------------------------------------------


def worked_forest() -> list[Json]:
    """Twelve trees; every line of `WORKED` below is counted from these."""
    return [
        tree("Oak", top=[d("Red Squirrel", "Oak")],
             bottom=[d("Common Toad", "Oak"), d("Common Toad", "Beech")],
             left=[d("European Hare", "Birch")], right=[d("Lynx", "Beech")]),
        tree("Linden", top=[d("Great Spotted Woodpecker", "Linden")],
             bottom=[d("Fireflies", "Linden")], left=[d("Violet Carpenter Bee", "Douglas Fir")],
             right=[d("Roe Deer", "Birch")]),
        tree("Beech", top=[d("Chaffinch", "Beech")], bottom=[d("Wood Ant", "Beech")],
             left=[d("European Fat Dormouse", "Beech")], right=[d("Bechstein's", "Birch")]),
        tree("Beech", top=[d("Peacock Butterfly", "Linden")],
             left=[d("European Hare", "Linden")]),
        tree("Beech", top=[d("Purple Emperor", "Birch")]),
        tree("Beech", left=[d("Raccoon", "Douglas Fir")]),
        tree("Silver Fir", top=[d("Bullfinch", "Silver Fir")], bottom=[d("Moss", "Linden")],
             left=[d("Barbastelle", "Horse Chestnut")], right=[d("Greater Horseshoe", "Linden")]),
        tree("Birch", bottom=[d("Tree Ferns", "Horse Chestnut")]),
        tree("Sycamore", top=[d("Goshawk", "Silver Fir")]),
        tree("Douglas Fir", left=[d("Red Fox", "Linden")]),
        tree("Horse Chestnut", left=[d("Violet Carpenter Bee", "Silver Fir")]),
        tree("Sapling", bottom=[d("Blackberries", "Beech")], right=[d("Squeaker", "Oak")],
             left=[d("Wild Boar", "Sycamore")]),
    ]  # fmt: skip


WORKED = {
    "Linden": 3,  # 1 Linden + a bee = 2, ties the opponent's 2: 3 each
    "Oak": 10,  # all 8 tree species
    "Silver Fir": 8,  # 4 cards on it
    "Birch": 1,
    "Beech": 20,  # 4 Beeches
    "Sycamore": 12,  # 11 trees and a sapling; the bees do not count
    "Douglas Fir": 5,
    "Horse Chestnut": 4,  # 1 + a bee: a set of 2
    "Chaffinch": 5,  # on a Beech
    "Goshawk": 12,  # 4 birds
    "Great Spotted Woodpecker": 10,  # 12 trees + 2 bees = 14 against 11
    "Bullfinch": 12,  # 6 insects: fireflies, wood ant, 2 butterflies, 2 bees
    "Red Squirrel": 5,  # on the Oak
    "Blackberries": 6,  # 3 plants
    "Common Toad": 10,  # two share a slot
    "Fireflies": 0,  # one alone
    "Wood Ant": 14,  # 7 cards below trees
    "Moss": 10,  # 14 trees
    "Tree Ferns": 12,  # 2 amphibians
    "Barbastelle": 5,  # 3 kinds of bat
    "Bechstein's": 5,
    "Greater Horseshoe": 5,
    "European Fat Dormouse": 15,  # Bechstein's on its tree
    "European Hare": 4,  # 2 hares
    "Lynx": 10,  # a Roe Deer
    "Raccoon": 0,
    "Red Fox": 4,  # 2 hares
    "Roe Deer": 15,  # Birch symbols: the Birch, a hare, a bat, a butterfly, itself
    "Squeaker": 1,
    "Wild Boar": 10,  # a Squeaker
    "Violet Carpenter Bee": 0,
    "butterflies": 3,  # one set of 2
    "cave": 4,  # the Raccoon makes the cave's 4 cards score
    "total": 240,
}


def test_a_whole_forest_worked_out_by_hand() -> None:
    opponent = forest(*trees("Linden", 2), *trees("Birch", 9))
    assert points(*worked_forest(), cave=4, opponents=[opponent]) == WORKED


def test_scores_do_not_depend_on_the_order_of_trees_or_opponents() -> None:
    opponents = [forest(*trees("Linden", 2)), forest(*trees("Oak", 13))]
    expected = points(*worked_forest(), cave=4, opponents=opponents)
    assert points(*reversed(worked_forest()), cave=4, opponents=opponents[::-1]) == expected


@pytest.mark.parametrize(
    ("change", "key", "before", "after"),
    [
        (lambda f: f[1].pop("left"), "Linden", 3, 1),  # without its bee the Linden is behind
        (lambda f: f[1].pop("right"), "Lynx", 10, 0),  # no more Roe Deer
        (lambda f: f.pop(3), "Beech", 20, 0),  # 3 Beeches left
        (lambda f: f[11].pop("right"), "Wild Boar", 10, 0),  # no Squeaker
    ],
)
def test_the_worked_forest_on_the_other_side_of_a_condition(
    change: Callable[[list[Json]], object], key: str, before: int, after: int
) -> None:
    opponent = forest(*trees("Linden", 2), *trees("Birch", 9))
    stands = worked_forest()
    assert points(*stands, cave=4, opponents=[opponent])[key] == before
    change(stands)
    assert points(*stands, cave=4, opponents=[opponent])[key] == after
