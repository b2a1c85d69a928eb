"""components.json as loaded by components.py: the published counts, the starter sets, the
hex helpers, and every check that refuses broken data."""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from server.games.cascadia import components as c
from server.games.cascadia.components import COMPONENTS as C

RAW: dict[str, Any] = json.loads(c.DATA.read_text())


def test_85_tiles_25_keystones_5_per_habitat() -> None:
    assert len(C.tiles) == 85
    keystones = [t for t in C.tiles if t.keystone]
    assert len(keystones) == 25
    assert Counter(t.habitats[0] for t in keystones) == dict.fromkeys(c.HABITATS, 5)
    assert all(len(t.wildlife) == 1 for t in keystones)


def test_habitats_wildlife_and_pairs_as_published() -> None:
    assert Counter(h for t in C.tiles for h in t.habitats) == dict.fromkeys(c.HABITATS, 29)
    assert Counter(w for t in C.tiles for w in t.wildlife) == dict.fromkeys(c.WILDLIFE, 32)
    pairs = Counter("".join(sorted(t.habitats)) for t in C.tiles if not t.keystone)
    assert len(pairs) == 10 and set(pairs.values()) == {6}
    sizes = Counter(len(t.wildlife) for t in C.tiles if not t.keystone)
    assert sizes == {3: 15, 2: 45}


def test_keystones_as_listed() -> None:
    # F: bear bear elk fox fox; M: bear elk elk hawk hawk; P: elk elk fox salmon salmon;
    # R: bear bear hawk hawk salmon; W: fox fox hawk salmon salmon
    by_habitat: dict[str, list[str]] = {h: [] for h in c.HABITATS}
    for t in C.tiles:
        if t.keystone:
            by_habitat[t.habitats[0]].append(t.wildlife[0])
    assert {h: sorted(w) for h, w in by_habitat.items()} == {
        "F": ["bear", "bear", "elk", "fox", "fox"],
        "M": ["bear", "elk", "elk", "hawk", "hawk"],
        "P": ["elk", "elk", "fox", "salmon", "salmon"],
        "R": ["bear", "bear", "hawk", "hawk", "salmon"],
        "W": ["fox", "fox", "hawk", "salmon", "salmon"],
    }


def test_tokens_nature_tokens_and_tiles_by_players() -> None:
    assert dict(C.wildlife_tokens) == dict.fromkeys(c.WILDLIFE, 20)
    assert C.nature_tokens == 25
    assert dict(C.tiles_by_players) == {1: 43, 2: 43, 3: 63, 4: 83}
    assert (C.turns, C.display, C.nature_token_points) == (20, 4, 1)


def test_starter_sets_as_listed() -> None:
    def row(s: tuple[c.Placed, ...]) -> list[tuple[str, ...]]:
        return [(*p.tile.habitats, *p.tile.wildlife) for p in s]

    assert [row(s) for s in C.starters] == [
        [("M", "bear"), ("F", "W", "hawk", "elk", "fox"), ("R", "P", "salmon", "bear")],
        [("R", "salmon"), ("P", "F", "salmon", "elk", "bear"), ("M", "W", "fox", "hawk")],
        [("P", "fox"), ("W", "R", "salmon", "hawk", "fox"), ("F", "M", "bear", "elk")],
        [("F", "elk"), ("R", "M", "hawk", "elk", "bear"), ("W", "P", "fox", "salmon")],
        [("W", "hawk"), ("R", "F", "salmon", "elk", "hawk"), ("P", "M", "bear", "fox")],
    ]
    assert [p.tile.id for s in C.starters for p in s] == list(range(85, 100))


@pytest.mark.parametrize("n", range(5))
def test_starter_triangle_keystone_on_top(n: int) -> None:
    keystone, left, right = C.starters[n]
    # keystone at (0, 0); below it to the left (south-west) and to the right (south-east)
    assert (keystone.cell, left.cell, right.cell) == ((0, 0), (-1, 1), (0, 1))
    edges = {p.cell: p.tile.edges(p.rotation) for p in C.starters[n]}
    # the lower tiles turn their first habitat to the keystone: left looks north-east (1),
    # right looks north-west (2); their second habitats meet: left looks east (0), right west (3)
    assert edges[(-1, 1)][1] == left.tile.habitats[0]
    assert edges[(0, 1)][2] == right.tile.habitats[0]
    assert edges[(-1, 1)][0] == left.tile.habitats[1]
    assert edges[(0, 1)][3] == right.tile.habitats[1]


def test_directions_and_opposites() -> None:
    assert c.D == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    for i in range(6):
        assert c.step(c.step((2, 3), i), c.opposite(i)) == (2, 3)
    assert [c.opposite(i) for i in range(6)] == [3, 4, 5, 0, 1, 2]
    assert c.neighbours((0, 0)) == c.D
    assert c.step((0, 0), 1, 3) == (3, -3)


@pytest.mark.parametrize("cell", [(0, 0), (2, -3), (-4, 1)])
def test_the_neighbours_of_a_cell_are_one_step_away_in_each_direction(cell: c.Coord) -> None:
    assert c.neighbours(cell) == tuple(c.step(cell, i) for i in range(6))


@pytest.mark.parametrize(
    ("rotation", "edges"),
    [
        (0, "FFFMMM"),  # A on edges 0, 1, 2
        (1, "MFFFMM"),  # every habitat moves one edge on
        (2, "MMFFFM"),
        (3, "MMMFFF"),
        (5, "FFMMMF"),
        (6, "FFFMMM"),
    ],
)
def test_rotation_moves_edges(rotation: int, edges: str) -> None:
    assert "".join(c.tile_edges(("F", "M"), rotation)) == edges


def test_keystone_shows_its_habitat_on_every_edge() -> None:
    assert c.tile_edges(("R",), 4) == ("R",) * 6
    with pytest.raises(ValueError, match="one or two habitats"):
        c.tile_edges(("R", "F", "M"))


@pytest.mark.parametrize(
    ("capped", "counts", "points"),
    [
        (True, [0, 1, 2, 3, 4, 9], [0, 0, 5, 8, 8, 8]),
        (False, [0, 1, 2, 3, 4, 9], [0, 0, 5, 8, 0, 0]),
    ],
)
def test_table(capped: bool, counts: list[int], points: list[int]) -> None:
    table = c.Table(2, (5, 8), capped)
    assert [table(n) for n in counts] == points


def test_tables_as_published() -> None:
    def row(name: str) -> list[int]:
        table = C.cards[name].table
        assert table is not None
        return [table(n) for n in range(10)]

    assert row("bear-A") == [0, 4, 11, 19, 27, 27, 27, 27, 27, 27]
    assert row("bear-C") == [0, 2, 5, 8, 0, 0, 0, 0, 0, 0]
    assert row("bear-D") == [0, 0, 5, 8, 13, 0, 0, 0, 0, 0]
    assert row("elk-C") == [0, 2, 4, 7, 10, 14, 18, 23, 28, 28]
    assert row("elk-D") == [0, 2, 5, 8, 12, 16, 21, 0, 0, 0]
    assert row("salmon-A") == [0, 2, 5, 8, 12, 16, 20, 25, 25, 25]
    assert row("salmon-B") == [0, 2, 4, 9, 11, 17, 17, 17, 17, 17]
    assert row("salmon-C") == [0, 0, 0, 10, 12, 15, 15, 15, 15, 15]
    assert row("hawk-A") == [0, 2, 5, 8, 11, 14, 18, 22, 26, 26]
    assert row("hawk-B") == [0, 0, 5, 9, 12, 16, 20, 24, 28, 28]
    assert row("hawk-D") == [0, 4, 7, 9, 9, 9, 9, 9, 9, 9]
    assert row("fox-D") == [0, 5, 7, 9, 11, 11, 11, 11, 11, 11]
    assert row("family") == [0, 2, 5, 9, 9, 9, 9, 9, 9, 9]
    assert row("intermediate") == [0, 0, 5, 8, 12, 12, 12, 12, 12, 12]
    assert dict(C.cards["salmon-D"].numbers) == {"min_run": 3, "per_salmon": 1, "per_neighbour": 1}
    assert dict(C.cards["hawk-C"].numbers) == {"per_line": 3}
    assert dict(C.cards["bear-C"].numbers) == {"bonus": 3}


def test_majority_bonuses_as_the_seed_says() -> None:
    m = C.majority
    assert (m.solo_min_size, m.solo_points) == (7, 2)
    assert (m.two_largest, m.two_tied) == (2, 1)
    assert (m.largest, m.second, m.two_tied_largest, m.more_tied_largest) == (3, 1, 2, 1)


def test_the_data_loads_and_passes_its_checks() -> None:
    assert c.parse(copy.deepcopy(RAW)) == C


def _tile(raw: dict[str, Any], i: int) -> dict[str, Any]:
    tile: dict[str, Any] = raw["tiles"][i]
    return tile


def _find(raw: dict[str, Any], habitats: list[str], wildlife: list[str]) -> dict[str, Any]:
    return next(t for t in raw["tiles"] if t["habitats"] == habitats and t["wildlife"] == wildlife)


def _drop_tile(raw: dict[str, Any]) -> None:
    raw["tiles"].pop()


def _keystone_to_mountain(raw: dict[str, Any]) -> None:
    _tile(raw, 0)["habitats"] = ["M"]  # a forest keystone becomes a mountain one


def _keystone_elk_for_bear(raw: dict[str, Any]) -> None:
    _tile(raw, 0)["wildlife"] = ["elk"]  # F/bear becomes F/elk: 31 bears, 33 elk


def _dual_to_other_habitat(raw: dict[str, Any]) -> None:
    _find(raw, ["F", "M"], ["bear", "elk", "fox"])["habitats"] = ["F", "P"]


def _swap_pairs(raw: dict[str, Any]) -> None:
    # FM -> FP and PR -> MR: every habitat still on 29 tiles, the pairs no longer 6 each
    _find(raw, ["F", "M"], ["bear", "elk", "fox"])["habitats"] = ["F", "P"]
    _find(raw, ["P", "R"], ["bear", "fox", "hawk"])["habitats"] = ["M", "R"]


def _three_to_two(raw: dict[str, Any]) -> None:
    _find(raw, ["F", "M"], ["bear", "elk", "fox"])["wildlife"] = ["bear", "elk"]


def _keystone_with_two(raw: dict[str, Any]) -> None:
    _tile(raw, 0)["wildlife"] = ["bear", "elk"]


def _unknown_habitat(raw: dict[str, Any]) -> None:
    _tile(raw, 0)["habitats"] = ["X"]


def _drop_starter(raw: dict[str, Any]) -> None:
    raw["starters"].pop()


def _starter_apart(raw: dict[str, Any]) -> None:
    raw["starters"][0]["tiles"][2]["q"] = 5


def _starter_rotation(raw: dict[str, Any]) -> None:
    raw["starters"][0]["tiles"][1]["rotation"] = 6


def _starter_order(raw: dict[str, Any]) -> None:
    tiles = raw["starters"][0]["tiles"]
    tiles[1]["wildlife"], tiles[2]["wildlife"] = tiles[2]["wildlife"], tiles[1]["wildlife"]


def _starter_same_keystone(raw: dict[str, Any]) -> None:
    raw["starters"][1]["tiles"][0]["habitats"] = ["M"]


def _tokens(raw: dict[str, Any]) -> None:
    raw["wildlife_tokens"]["bear"] = 19


def _nature(raw: dict[str, Any]) -> None:
    raw["nature_tokens"] = 24


def _solo_tiles(raw: dict[str, Any]) -> None:
    raw["tiles_by_players"]["1"] = 23


def _table_down(raw: dict[str, Any]) -> None:
    raw["cards"]["elk-C"]["table"]["points"][3] = 6


def _no_card(raw: dict[str, Any]) -> None:
    del raw["cards"]["fox-D"]


def _stray_number(raw: dict[str, Any]) -> None:
    raw["cards"]["fox-D"]["numbers"] = {"bonus": 2}


def _table_on_tableless(raw: dict[str, Any]) -> None:
    raw["cards"]["hawk-C"]["table"] = {"from": 1, "points": [3], "above": "last"}


def _bad_above(raw: dict[str, Any]) -> None:
    raw["cards"]["elk-C"]["table"]["above"] = "more"


def _majority(raw: dict[str, Any]) -> None:
    raw["majority"]["three_four"]["second"] = 3


def _missing_key(raw: dict[str, Any]) -> None:
    del raw["majority"]


def _tile_id_text(raw: dict[str, Any]) -> None:
    _tile(raw, 3)["id"] = "three"


@pytest.mark.parametrize(
    ("breaks", "message"),
    [
        (_drop_tile, "85 habitat tiles"),
        (_keystone_to_mountain, "keystones per habitat: 5 each"),
        (_keystone_elk_for_bear, "tiles per wildlife: 32 each"),
        (_dual_to_other_habitat, "tiles per habitat: 29 each"),
        (_swap_pairs, "tiles per habitat pair: 6 each"),
        (_three_to_two, "15 tiles show three wildlife"),
        (_keystone_with_two, "a keystone shows"),
        (_unknown_habitat, "unknown habitat"),
        (_drop_starter, "5 starter sets"),
        (_starter_apart, "must touch each other"),
        (_starter_rotation, "rotation 6"),
        (_starter_order, "a keystone, a three- and a two-wildlife tile"),
        (_starter_same_keystone, "5 different habitats"),
        (_tokens, "20 wildlife tokens"),
        (_nature, "25 nature tokens"),
        (_solo_tiles, "solo as two"),
        (_table_down, "points must grow"),
        (_no_card, "cards: exactly"),
        (_stray_number, "card fox-D: positive numbers"),
        (_table_on_tableless, "card hawk-C: no points table"),
        (_bad_above, "cards.elk-C.table.above: Input should be 'last' or 'nothing'"),
        (_majority, "3-4 players"),
        (_missing_key, "^components.json: majority: Field required$"),
        (_tile_id_text, "^components.json: tiles.3.id: Input should be a valid integer"),
    ],
)
def test_broken_data_is_refused(breaks: Callable[[dict[str, Any]], None], message: str) -> None:
    raw = copy.deepcopy(RAW)
    breaks(raw)
    with pytest.raises(ValueError, match=message):
        c.parse(raw)
