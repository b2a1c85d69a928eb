"""cards.json against the published box, and the loader's checks on broken data."""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from server.games.forest_shuffle import cards, scoring
from server.games.forest_shuffle.cards import CATALOGUE as C

RAW: Any = json.loads(cards.DATA.read_text(encoding="utf-8"))

# (copies, cost, types) of every species, entered again from the components file.
EXPECTED: dict[str, tuple[int, int, set[str]]] = {
    "Linden": (9, 1, {"tree"}),
    "Oak": (7, 2, {"tree"}),
    "Silver Fir": (6, 2, {"tree"}),
    "Birch": (10, 0, {"tree"}),
    "Beech": (10, 1, {"tree"}),
    "Sycamore": (6, 2, {"tree"}),
    "Douglas Fir": (7, 2, {"tree"}),
    "Horse Chestnut": (11, 1, {"tree"}),
    "Bullfinch": (4, 1, {"bird"}),
    "Chaffinch": (4, 1, {"bird"}),
    "Eurasian Jay": (4, 1, {"bird"}),
    "Goshawk": (4, 2, {"bird"}),
    "Great Spotted Woodpecker": (4, 1, {"bird"}),
    "Tawny Owl": (4, 2, {"bird"}),
    "Red Squirrel": (4, 0, {"paw"}),
    "Camberwell Beauty": (4, 0, {"butterfly", "insect"}),
    "Large Tortoiseshell": (4, 0, {"butterfly", "insect"}),
    "Peacock Butterfly": (4, 0, {"butterfly", "insect"}),
    "Purple Emperor": (4, 0, {"butterfly", "insect"}),
    "Silver-washed Fritillary": (4, 0, {"butterfly", "insect"}),
    "Blackberries": (3, 0, {"plant"}),
    "Chanterelle": (2, 2, {"mushroom"}),
    "Fly Agaric": (2, 2, {"mushroom"}),
    "Parasol Mushroom": (2, 2, {"mushroom"}),
    "Penny Bun": (2, 2, {"mushroom"}),
    "Common Toad": (6, 0, {"amphibian"}),
    "Fire Salamander": (3, 1, {"amphibian"}),
    "Pond Turtle": (2, 2, {"amphibian"}),
    "Tree Frog": (3, 0, {"amphibian"}),
    "Fireflies": (4, 0, {"insect"}),
    "Stag Beetle": (2, 2, {"insect"}),
    "Wood Ant": (3, 1, {"insect"}),
    "Hedgehog": (3, 1, {"paw"}),
    "Mole": (2, 2, {"paw"}),
    "Moss": (3, 0, {"plant"}),
    "Tree Ferns": (3, 1, {"plant"}),
    "Wild Strawberries": (3, 0, {"plant"}),
    "Barbastelle": (3, 1, {"bat"}),
    "Bechstein's": (3, 1, {"bat"}),
    "Brown Long-eared": (3, 1, {"bat"}),
    "Greater Horseshoe": (3, 1, {"bat"}),
    "Beech Marten": (5, 1, {"paw"}),
    "Brown Bear": (3, 3, {"paw"}),
    "European Badger": (4, 1, {"paw"}),
    "European Fat Dormouse": (4, 1, {"paw"}),
    "European Hare": (11, 0, {"paw"}),
    "Lynx": (6, 1, {"paw"}),
    "Raccoon": (4, 1, {"paw"}),
    "Red Fox": (5, 2, {"paw"}),
    "Wolf": (4, 3, {"paw"}),
    "Fallow Deer": (4, 2, {"cloven-hoofed", "deer"}),
    "Red Deer": (5, 2, {"cloven-hoofed", "deer"}),
    "Roe Deer": (5, 2, {"cloven-hoofed", "deer"}),
    "Squeaker": (4, 0, {"cloven-hoofed"}),
    "Wild Boar": (5, 2, {"cloven-hoofed"}),
    "Gnat": (3, 0, {"insect"}),
    "Violet Carpenter Bee": (4, 1, {"insect"}),
}


def halves() -> list[cards.Half]:
    return [h for card in C.cards for h in card.halves]


def test_the_deck_has_158_cards_and_3_winter_cards_with_stable_ids() -> None:
    kinds = Counter(card.kind for card in C.cards)
    assert kinds == {"tree": 66, "top_bottom": 48, "left_right": 44, "winter": 3}
    assert [card.id for card in C.cards] == list(range(161))
    assert [c.kind for c in C.cards[:66]] == ["tree"] * 66
    assert [c.kind for c in C.cards[66:114]] == ["top_bottom"] * 48
    assert [c.kind for c in C.cards[114:158]] == ["left_right"] * 44
    assert [c.kind for c in C.cards[158:]] == ["winter"] * 3


def test_limits_and_cards_removed_per_player_count() -> None:
    assert dict(C.removed) == {2: 30, 3: 20, 4: 10, 5: 0}
    assert (C.hand_limit, C.clearing_limit, C.players, C.sapling_cost) == (10, 10, (2, 5), 0)


@pytest.mark.parametrize("name", EXPECTED)
def test_each_species_copies_cost_and_types(name: str) -> None:
    species = C.species[name]
    shown = sum(h.species is species for h in halves())
    trees = sum(card.tree is species for card in C.cards)
    assert (shown + trees, species.cost, set(species.types)) == EXPECTED[name]


def test_every_species_is_listed_and_readings_on_costs_hold() -> None:
    assert set(C.species) == set(EXPECTED)
    assert C.species["Horse Chestnut"].cost == 1
    assert C.species["Wood Ant"].cost == 1


def test_tree_symbols_over_all_dweller_halves() -> None:
    symbols = Counter(h.symbol for h in halves())
    assert symbols == {
        "Horse Chestnut": 23,
        "Linden": 23,
        "Beech": 22,
        "Birch": 21,
        "Douglas Fir": 24,
        "Oak": 23,
        "Silver Fir": 24,
        "Sycamore": 24,
    }


def test_halves_sit_on_their_species_sides_and_never_repeat_on_a_card() -> None:
    for card in C.cards:
        if card.kind == "top_bottom":
            assert [h.side for h in card.halves] == ["top", "bottom"]
        if card.kind == "left_right":
            assert [h.side for h in card.halves] == ["left", "right"]
        for h in card.halves:
            assert h.card == card.id and h.symbol in C.trees
            assert h.side in cards.POSITION_SIDES[h.species.position]
        if card.halves:
            a, b = card.halves
            assert a.species is not b.species and a.symbol != b.symbol


def test_some_cards_of_the_pairing_tables() -> None:
    first = C.cards[66]
    assert (first.half("top").species.name, first.half("top").symbol) == ("Goshawk", "Douglas Fir")
    assert (first.half("bottom").species.name, first.half("bottom").symbol) == ("Moss", "Linden")
    last = C.cards[157]
    assert (last.half("left").species.name, last.half("right").species.name) == (
        "European Badger",
        "Fallow Deer",
    )
    assert (
        C.cards[0].tree is C.species["Linden"] and C.cards[65].tree is C.species["Horse Chestnut"]
    )
    with pytest.raises(ValueError, match="no left half"):
        first.half("left")


def test_lookup_by_alias_and_unknown_names() -> None:
    assert C.lookup("Barbastelle Bat") is C.species["Barbastelle"]
    assert C.lookup("Charterelle") is C.species["Chanterelle"]
    with pytest.raises(ValueError, match="unknown species 'Unicorn'"):
        C.lookup("Unicorn")


def test_every_rule_kind_has_one_interpreter_and_every_part_has_words() -> None:
    assert set(scoring.RULES) | set(scoring.GROUP_RULES) == set(cards.RULE_FIELDS)
    assert set(scoring.GROUP_RULES) == cards.GROUP_RULES
    for s in C.species.values():
        parts = {p for p in ("effect", "bonus", "ongoing", "points") if getattr(s, p)}
        assert parts <= set(s.text), s.name
        assert all(0 < len(t) < 100 for t in s.text.values()), s.name


def test_effects_and_abilities_are_data() -> None:
    fox = C.species["Red Fox"]
    assert [a.kind for a in fox.effect] == ["draw_per_species"]
    assert fox.effect[0].species == "European Hare"
    assert [(a.kind, a.n) for a in C.species["Brown Bear"].bonus] == [
        ("draw", 1),
        ("extra_turn", 1),
    ]
    assert C.species["Gnat"].effect[0].any_number
    assert C.species["Penny Bun"].ongoing[0].when == "top"
    assert (C.species["Common Toad"].share, C.species["European Hare"].share) == ("pair", "any")
    bee = C.species["Violet Carpenter Bee"].boost
    assert bee is not None and bee.total
    assert bee.trees == {"Beech", "Horse Chestnut", "Linden"}
    assert {s.name for s in C.species.values() if s.cave} == {"Brown Bear", "Raccoon"}
    assert {s.key for s in C.species.values() if "butterfly" in s.types} == {"butterflies"}


def test_load_reads_a_file(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(RAW))
    assert len(cards.load(path).cards) == 161


# -- broken data is refused with a reason --------------------------------------------------

Mutation = Callable[[Any], object]


def species_raw(raw: Any, name: str) -> Any:
    return next(s for s in raw["species"] if s["name"] == name)


def card_raw(raw: Any, i: int) -> Any:
    return raw["cards"][i]


BROKEN: dict[str, tuple[Mutation, str]] = {
    "a card missing": (lambda r: r["cards"].pop(), "3 winter cards expected"),
    "ids out of order": (lambda r: card_raw(r, 5).update(id=6), r"cards\[5\]: id 6"),
    "negative cost": (
        lambda r: species_raw(r, "Wolf").update(cost=-1),
        "^cards.json: species.49.cost: Input should be greater than or equal to 0$",
    ),
    "copies differ": (
        lambda r: species_raw(r, "Lynx").update(copies=7),
        "Lynx: 7 copies declared, 6 in cards",
    ),
    "unknown tree symbol": (
        lambda r: card_raw(r, 70)["top"].update(symbol="Palm"),
        r"cards\[70\].top.symbol: unexpected value 'Palm'",
    ),
    "a half on the wrong side": (
        lambda r: card_raw(r, 114)["left"].update(species="Goshawk"),
        "Goshawk \\(top\\) cannot be a left half",
    ),
    "declared symbols differ": (
        lambda r: species_raw(r, "Gnat")["symbols"].update(left=["Oak"]),
        "Gnat: left tree symbols",
    ),
    "two halves alike": (
        lambda r: card_raw(r, 66)["bottom"].update(symbol="Douglas Fir"),
        r"cards\[66\]: its two halves repeat a species or a tree symbol",
    ),
    "unknown rule kind": (
        lambda r: species_raw(r, "Birch").update(points=[{"kind": "magic", "each": 1}]),
        "Birch'.points\\[0\\].kind: unexpected value 'magic'",
    ),
    "a rule field missing": (
        lambda r: species_raw(r, "Birch").update(points=[{"kind": "per_type", "each": 1}]),
        "points\\[0\\]: missing type",
    ),
    "a rule naming nobody": (
        lambda r: species_raw(r, "Lynx").update(
            points=[{"kind": "if_species", "species": "Dragon", "each": 10}]
        ),
        "species: unexpected value 'Dragon'",
    ),
    "unknown type": (
        lambda r: species_raw(r, "Wolf").update(types=["paw", "fish"]),
        "types\\[1\\]: unexpected value 'fish'",
    ),
    "removed counts": (lambda r: r.update(removed={"2": 30, "3": 20, "4": 5, "5": 0}), "removed"),
    "hand limit": (lambda r: r.update(hand_limit=9), "hand and clearing limits"),
    "species named twice": (
        lambda r: species_raw(r, "Wolf").update(aliases=["Lynx"]),
        "species named twice: Lynx",
    ),
    "group scores differently": (
        lambda r: species_raw(r, "Purple Emperor").update(
            points=[{"kind": "sets_of_different", "table": [0, 3, 6, 12, 19]}]
        ),
        "group 'butterflies'",
    ),
    "trees out of order": (
        lambda r: r.update(trees=list(reversed(r["trees"]))),
        "the 8 trees in order",
    ),
    "unknown top-level field": (
        lambda r: r.update(extra=1),
        "extra: Extra inputs are not permitted",
    ),
    "a count as text": (
        lambda r: species_raw(r, "Lynx").update(copies="6"),
        "species.[0-9]+.copies: Input should be a valid integer",
    ),
    "a tree card of no tree": (
        lambda r: card_raw(r, 3).update(tree="Palm"),
        r"cards\[3\].tree: unexpected value 'Palm'",
    ),
    "a card of three halves": (
        lambda r: card_raw(r, 70).update(left={"species": "Wolf", "symbol": "Oak"}),
        "top\\+bottom or left\\+right",
    ),
}


@pytest.mark.parametrize("case", BROKEN)
def test_broken_data_is_refused_with_a_reason(case: str) -> None:
    mutate, message = BROKEN[case]
    raw = copy.deepcopy(RAW)
    mutate(raw)
    with pytest.raises(ValueError, match=message):
        cards.parse(raw)


def test_unbroken_data_parses() -> None:
    assert len(cards.parse(copy.deepcopy(RAW)).species) == 57
