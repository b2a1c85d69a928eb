"""Every species' points on literal forests, on both sides of every condition.

Each test names the reading it checks (docs/rules/forest-shuffle.md) where there is one.
"""

from __future__ import annotations

import pytest

from tests.games.forest_shuffle.forests import d, forest, of, points, tree, trees

ALL_EIGHT = [
    tree(t)
    for t in (
        "Linden",
        "Oak",
        "Silver Fir",
        "Birch",
        "Beech",
        "Sycamore",
        "Douglas Fir",
        "Horse Chestnut",
    )
]
BEE = "Violet Carpenter Bee"

# -- trees ---------------------------------------------------------------------------------


def test_linden_scores_3_each_with_the_most_lindens_and_ties_count() -> None:
    mine = trees("Linden", 2)
    assert of("Linden", *mine, opponents=[forest(*trees("Linden", 1))]) == 6
    assert of("Linden", *mine, opponents=[forest(*trees("Linden", 2))]) == 6
    assert of("Linden", *mine, opponents=[forest(*trees("Linden", 3))]) == 2
    assert of("Linden", *mine) == 6  # nobody to compare with: you have the most


def test_linden_majority_against_every_opponent() -> None:
    few, many = forest(*trees("Linden", 1)), forest(*trees("Linden", 4))
    assert of("Linden", *trees("Linden", 3), opponents=[few, many]) == 3
    assert of("Linden", *trees("Linden", 4), opponents=[few, many]) == 12


def test_a_bee_on_a_linden_counts_for_the_majority_not_for_points() -> None:
    with_bee = [tree("Linden", left=[BEE]), tree("Linden")]
    three = forest(*trees("Linden", 3))
    assert of("Linden", *with_bee, opponents=[three]) == 6  # 2 + 1 bee ties 3
    assert of("Linden", *trees("Linden", 2), opponents=[three]) == 2
    theirs = forest(tree("Linden", right=[BEE]), tree("Linden"))
    assert of("Linden", *trees("Linden", 2), opponents=[theirs]) == 2  # their bee counts too


def test_oak_scores_10_each_with_all_8_tree_species() -> None:
    assert of("Oak", *ALL_EIGHT, tree("Oak")) == 20
    seven = [t for t in ALL_EIGHT if t["tree"] != "Beech"]
    assert of("Oak", *seven, tree("Sapling")) == 0  # a sapling is no species
    assert of("Oak", *seven, tree("Oak", left=[BEE])) == 0  # nor does a bee add one


def test_silver_fir_scores_2_per_card_attached_to_it() -> None:
    fir = tree("Silver Fir", top=["Bullfinch"], left=["European Hare", "European Hare"])
    assert of("Silver Fir", fir, tree("Oak", top=["Goshawk"])) == 6
    assert of("Silver Fir", tree("Silver Fir"), tree("Oak", top=["Goshawk"])) == 0
    full = tree("Silver Fir", ["Bullfinch"], ["Moss"], ["Lynx"], ["Wolf"])
    assert of("Silver Fir", full, tree("Silver Fir", bottom=["Moss"])) == 8 + 2


@pytest.mark.parametrize(("name", "each"), [("Birch", 1), ("Douglas Fir", 5)])
def test_trees_with_flat_points(name: str, each: int) -> None:
    assert of(name, *trees(name, 3)) == 3 * each


@pytest.mark.parametrize(
    ("beeches", "bees", "expected"),
    # the appendix's table of Beech points: 5 each with 4 or more, bees raising the count
    [
        (1, 0, 0),
        (2, 0, 0),
        (3, 0, 0),
        (4, 0, 20),
        (5, 0, 25),
        (10, 0, 50),
        (3, 1, 15),
        (2, 2, 10),
        (1, 2, 0),
    ],
)
def test_beech_scores_5_each_with_4_or_more(beeches: int, bees: int, expected: int) -> None:
    stands = [tree("Beech", left=[BEE] if i < bees else ()) for i in range(beeches)]
    assert of("Beech", *stands) == expected


def test_a_bee_elsewhere_does_not_raise_the_beech_count() -> None:
    assert of("Beech", *trees("Beech", 3), tree("Oak", left=[BEE])) == 0


def test_sycamore_counts_trees_and_saplings_not_bees() -> None:
    stands = [tree("Sycamore"), tree("Oak", left=[BEE]), tree("Sapling")]
    assert of("Sycamore", *stands) == 3
    assert of("Sycamore", *stands, tree("Sycamore")) == 2 * 4


@pytest.mark.parametrize(
    ("n", "expected"), [(1, 1), (2, 4), (3, 9), (4, 16), (5, 25), (6, 36), (7, 49), (8, 49)]
)
def test_horse_chestnuts_score_as_one_set(n: int, expected: int) -> None:
    assert of("Horse Chestnut", *trees("Horse Chestnut", n)) == expected


def test_a_bee_on_a_horse_chestnut_grows_the_set() -> None:
    assert of("Horse Chestnut", tree("Horse Chestnut", right=[BEE])) == 4
    assert of("Horse Chestnut", tree("Horse Chestnut"), tree("Birch", right=[BEE])) == 1
    assert of("Horse Chestnut", tree("Horse Chestnut", left=[BEE], right=[BEE])) == 9


# -- birds and the squirrel (top) ----------------------------------------------------------


def test_bullfinch_scores_2_per_insect() -> None:
    insects = tree("Oak", top=["Peacock Butterfly"], bottom=["Wood Ant"], left=[BEE])
    assert of("Bullfinch", tree("Birch", top=["Bullfinch"]), insects) == 6
    assert of("Bullfinch", tree("Birch", top=["Bullfinch"]), tree("Oak", left=["Lynx"])) == 0


@pytest.mark.parametrize(("name", "tree_name"), [("Chaffinch", "Beech"), ("Red Squirrel", "Oak")])
def test_birds_and_squirrels_score_on_their_tree(name: str, tree_name: str) -> None:
    assert of(name, tree(tree_name, top=[name])) == 5
    assert of(name, tree("Birch", top=[name]), tree(tree_name)) == 0
    assert of(name, tree(tree_name, bottom=[name])) == 5  # any slot of that tree


def test_goshawk_scores_3_per_bird_itself_included() -> None:
    assert of("Goshawk", tree("Oak", top=["Goshawk"])) == 3
    assert of("Goshawk", tree("Oak", top=["Goshawk"]), tree("Birch", top=["Tawny Owl"])) == 6
    two = [tree("Oak", top=["Goshawk"]), tree("Beech", top=["Goshawk"])]
    assert of("Goshawk", *two, tree("Birch", top=["Tawny Owl"])) == 2 * 3 * 3


def test_woodpecker_scores_10_with_the_most_trees_and_ties_count() -> None:
    mine = [tree("Oak", top=["Great Spotted Woodpecker"]), tree("Birch")]
    assert of("Great Spotted Woodpecker", *mine, opponents=[forest(*trees("Oak", 2))]) == 10
    assert of("Great Spotted Woodpecker", *mine, opponents=[forest(*trees("Oak", 3))]) == 0
    assert of("Great Spotted Woodpecker", *mine) == 10


def test_bees_count_as_trees_for_the_woodpecker_wherever_they_sit() -> None:
    mine = [tree("Sapling", top=["Great Spotted Woodpecker"], left=[BEE]), tree("Birch")]
    three = forest(*trees("Oak", 3))
    assert of("Great Spotted Woodpecker", *mine, opponents=[three]) == 10
    theirs = forest(tree("Oak", right=[BEE]), tree("Oak"))
    two = [tree("Oak", top=["Great Spotted Woodpecker"]), tree("Birch")]
    assert of("Great Spotted Woodpecker", *two, opponents=[theirs]) == 0


@pytest.mark.parametrize(("name", "each"), [("Eurasian Jay", 3), ("Tawny Owl", 5)])
def test_birds_with_flat_points(name: str, each: int) -> None:
    assert of(name, tree("Oak", top=[name]), tree("Birch", top=[name])) == 2 * each


# -- bottom halves -------------------------------------------------------------------------


def test_blackberries_score_2_per_plant_themselves_included() -> None:
    assert of("Blackberries", tree("Oak", bottom=["Blackberries"])) == 2
    plants = tree("Birch", bottom=["Moss"])
    assert of("Blackberries", tree("Oak", bottom=["Blackberries"]), plants) == 4


@pytest.mark.parametrize(
    "name",
    [
        "Chanterelle",
        "Fly Agaric",
        "Parasol Mushroom",
        "Penny Bun",
        "Mole",
        "Brown Bear",
        "Raccoon",
        BEE,
    ],
)
def test_cards_without_points_score_0_under_their_name(name: str) -> None:
    result = points(tree("Oak", bottom=[name]))
    assert result[name] == 0 and result["total"] == 0


def test_toads_score_5_each_when_sharing_a_slot() -> None:
    assert of("Common Toad", tree("Oak", bottom=["Common Toad", "Common Toad"])) == 10
    apart = [tree("Oak", bottom=["Common Toad"]), tree("Birch", bottom=["Common Toad"])]
    assert of("Common Toad", *apart) == 0
    assert of("Common Toad", tree("Oak", bottom=["Common Toad", "Moss"])) == 0
    assert of("Common Toad", tree("Oak", bottom=["Common Toad"] * 3)) == 15
    assert of("Common Toad", tree("Oak", left=["Common Toad", "Common Toad"])) == 10


@pytest.mark.parametrize(("n", "expected"), [(1, 5), (2, 15), (3, 25), (4, 25)])
def test_fire_salamanders_score_as_one_set(n: int, expected: int) -> None:
    stands = [tree("Oak", bottom=["Fire Salamander"]) for _ in range(n)]
    assert of("Fire Salamander", *stands) == expected


@pytest.mark.parametrize(("n", "expected"), [(1, 0), (2, 10), (3, 15), (4, 20), (5, 20)])
def test_fireflies_score_as_one_set(n: int, expected: int) -> None:
    stands = [tree("Oak", bottom=["Fireflies"]) for _ in range(n)]
    assert of("Fireflies", *stands) == expected


def test_pond_turtle_scores_5() -> None:
    assert of("Pond Turtle", tree("Oak", bottom=["Pond Turtle"])) == 5


def test_tree_frog_scores_5_per_gnat() -> None:
    frog = tree("Oak", bottom=["Tree Frog"])
    assert of("Tree Frog", frog) == 0
    assert of("Tree Frog", frog, tree("Birch", left=["Gnat"], right=["Gnat"])) == 10


def test_stag_beetle_scores_1_per_paw_card() -> None:
    beetle = tree("Oak", bottom=["Stag Beetle"])
    assert of("Stag Beetle", beetle, tree("Birch", left=["Lynx"], top=["Red Squirrel"])) == 2
    assert of("Stag Beetle", beetle, tree("Birch", left=["Fallow Deer"])) == 0


def test_wood_ant_scores_2_per_card_below_trees_itself_included() -> None:
    assert of("Wood Ant", tree("Oak", bottom=["Wood Ant"], top=["Goshawk"])) == 2
    below = tree("Birch", bottom=["Common Toad", "Common Toad"])
    assert of("Wood Ant", tree("Oak", bottom=["Wood Ant"]), below) == 6


def test_hedgehog_scores_2_per_butterfly() -> None:
    hog = tree("Oak", bottom=["Hedgehog"], top=["Purple Emperor"])
    assert of("Hedgehog", hog, tree("Birch", top=["Purple Emperor"])) == 4
    assert of("Hedgehog", tree("Oak", bottom=["Hedgehog"], top=["Goshawk"])) == 0


def test_moss_scores_10_with_10_trees_bees_counting_wherever_they_sit() -> None:
    moss = tree("Oak", bottom=["Moss"])
    assert of("Moss", moss, *trees("Birch", 9)) == 10
    assert of("Moss", moss, *trees("Birch", 8)) == 0
    assert of("Moss", moss, tree("Sapling", left=[BEE]), *trees("Birch", 7)) == 10
    assert of("Moss", moss, tree("Oak", left=[BEE]), *trees("Sapling", 7)) == 10


def test_tree_ferns_score_6_per_amphibian() -> None:
    ferns = tree("Oak", bottom=["Tree Ferns"])
    assert of("Tree Ferns", ferns) == 0
    toads = tree("Birch", bottom=["Common Toad", "Common Toad"])
    assert of("Tree Ferns", ferns, toads, tree("Beech", bottom=["Tree Frog"])) == 18


def test_wild_strawberries_score_10_with_all_8_tree_species() -> None:
    berries = tree("Sapling", bottom=["Wild Strawberries"])
    assert of("Wild Strawberries", berries, *ALL_EIGHT) == 10
    assert of("Wild Strawberries", berries, *ALL_EIGHT[1:]) == 0


# -- left and right halves -----------------------------------------------------------------


def test_bats_score_5_each_with_3_kinds_of_bat() -> None:
    three = tree("Oak", left=["Barbastelle"], right=["Bechstein's"])
    third = tree("Birch", left=["Greater Horseshoe", "Greater Horseshoe"])
    result = points(three, third)
    assert (result["Barbastelle"], result["Bechstein's"], result["Greater Horseshoe"]) == (5, 5, 10)
    assert of("Barbastelle", three, tree("Birch", left=["Bechstein's"])) == 0


def test_beech_marten_scores_5_per_tree_with_four_sides_taken() -> None:
    full = tree("Oak", ["Goshawk"], ["Common Toad", "Common Toad"], ["Beech Marten"], ["Lynx"])
    assert (
        of("Beech Marten", full, tree("Sapling", ["Goshawk"], ["Moss"], ["Lynx"], ["Wolf"])) == 10
    )
    assert of("Beech Marten", full, tree("Birch", ["Goshawk"], ["Moss"], ["Lynx"])) == 5
    assert of("Beech Marten", tree("Oak", left=["Beech Marten"])) == 0


def test_badger_and_squeaker_flat_points() -> None:
    result = points(tree("Oak", left=["European Badger"], right=["Squeaker"]))
    assert (result["European Badger"], result["Squeaker"]) == (2, 1)


def test_dormouse_needs_a_bat_on_the_same_tree() -> None:
    together = tree("Oak", left=["European Fat Dormouse"], right=["Barbastelle"])
    assert of("European Fat Dormouse", together) == 15
    apart = [tree("Oak", left=["European Fat Dormouse"]), tree("Birch", right=["Barbastelle"])]
    assert of("European Fat Dormouse", *apart) == 0
    mice = ["European Fat Dormouse"]
    two = tree("Oak", top=mice, left=mice, right=["Barbastelle"])
    assert of("European Fat Dormouse", two) == 30


@pytest.mark.parametrize(("n", "expected"), [(1, 1), (2, 4), (5, 25), (20, 400)])
def test_each_hare_scores_the_number_of_hares(n: int, expected: int) -> None:
    assert of("European Hare", tree("Oak", left=["European Hare"] * n)) == expected


def test_lynx_scores_10_with_a_roe_deer() -> None:
    assert of("Lynx", tree("Oak", left=["Lynx"], right=["Roe Deer"])) == 10
    assert of("Lynx", tree("Oak", left=["Lynx"], right=["Red Deer"])) == 0


def test_red_fox_scores_2_per_hare() -> None:
    assert of("Red Fox", tree("Oak", left=["Red Fox"], right=["European Hare"] * 3)) == 6
    assert of("Red Fox", tree("Oak", left=["Red Fox"])) == 0


def test_wolf_scores_5_per_deer() -> None:
    deer = tree("Birch", left=["Fallow Deer", "Roe Deer"], right=["Red Deer"])
    assert of("Wolf", tree("Oak", left=["Wolf"]), deer) == 15
    assert of("Wolf", tree("Oak", left=["Wolf"], right=["Squeaker", "Wild Boar"])) == 0


def test_fallow_deer_scores_3_per_cloven_hoofed_card_itself_included() -> None:
    assert of("Fallow Deer", tree("Oak", left=["Fallow Deer"])) == 3
    herd = tree("Oak", left=["Fallow Deer"], right=["Squeaker", "Wild Boar"])
    assert of("Fallow Deer", herd) == 9


def test_red_deer_counts_tree_cards_and_plants() -> None:
    stands = [tree("Oak", left=["Red Deer"], right=[BEE]), tree("Sapling", bottom=["Moss"])]
    assert of("Red Deer", *stands) == 2 + 1  # 2 trees (the sapling too, not the bee), 1 plant
    assert of("Red Deer", tree("Sapling", left=["Red Deer"])) == 1


def test_roe_deer_scores_3_per_card_showing_its_tree_symbol() -> None:
    roe = d("Roe Deer", "Beech")
    assert of("Roe Deer", tree("Sapling", left=[roe])) == 3
    beechy = [tree("Beech", top=[d("Chaffinch", "Beech")]), tree("Oak", top=[d("Goshawk", "Oak")])]
    assert of("Roe Deer", tree("Sapling", left=[roe]), *beechy) == 9
    other = d("Roe Deer", "Birch")
    assert of("Roe Deer", tree("Sapling", left=[roe], right=[other]), *beechy) == 9 + 3


def test_wild_boar_scores_10_with_a_squeaker() -> None:
    assert of("Wild Boar", tree("Oak", left=["Wild Boar"], right=["Squeaker"])) == 10
    assert of("Wild Boar", tree("Oak", left=["Wild Boar", "Wild Boar"])) == 0
    assert of("Wild Boar", tree("Oak", left=["Wild Boar"]), {"tree": "Birch"}) == 0


def test_gnat_scores_1_per_bat() -> None:
    assert of("Gnat", tree("Oak", left=["Gnat"], right=["Barbastelle", "Barbastelle"])) == 2
    assert of("Gnat", tree("Oak", left=["Gnat"])) == 0


# -- butterflies and the cave --------------------------------------------------------------

BUTTERFLIES = [
    "Camberwell Beauty",
    "Large Tortoiseshell",
    "Peacock Butterfly",
    "Purple Emperor",
    "Silver-washed Fritillary",
]


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        ((1, 0, 0, 0, 0), 0),
        ((4, 0, 0, 0, 0), 0),
        ((1, 1, 0, 0, 0), 3),
        ((1, 1, 1, 0, 0), 6),
        ((1, 1, 1, 1, 0), 12),
        ((1, 1, 1, 1, 1), 20),
        ((2, 2, 2, 2, 2), 40),
        ((2, 2, 2, 1, 1), 26),
        ((2, 2, 2, 2, 0), 24),
        ((4, 4, 4, 4, 4), 80),
        ((3, 1, 1, 0, 0), 6),
    ],
)
def test_butterflies_are_split_into_the_best_sets(counts: tuple[int, ...], expected: int) -> None:
    cards = [name for name, n in zip(BUTTERFLIES, counts, strict=True) for _ in range(n)]
    result = points(*(tree("Oak", top=[c]) for c in cards))
    assert result["butterflies"] == expected
    assert not set(BUTTERFLIES) & set(result)


@pytest.mark.parametrize("keeper", ["Brown Bear", "Raccoon"])
def test_the_cave_scores_1_per_card_with_a_bear_or_a_raccoon(keeper: str) -> None:
    assert points(tree("Oak", left=[keeper]), cave=4)["cave"] == 4
    assert points(tree("Oak", left=[keeper, "Raccoon"]), cave=4)["cave"] == 4
    assert points(tree("Oak", left=["Lynx"]), cave=4)["cave"] == 0
