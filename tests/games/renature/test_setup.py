"""Setup for 2, 3 and 4 players, as the rulebook says, and the colours option."""

from __future__ import annotations

import pytest

from server.games.base import JSON
from server.games.renature.cells import parse
from server.games.renature.components import COMPONENTS as C
from tests.games.renature.positions import GAME, at, new

# players -> (own plants per kind, neutral per kind, dominoes dealt each, left in the box)
SETUPS = {
    2: ([9, 4, 2, 2], [3, 2, 2, 2], 26, 3),
    3: ([5, 3, 2, 1], [2, 1, 1, 1], 18, 1),
    4: ([4, 2, 2, 1], [1, 1, 1, 1], 13, 3),
}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dominoes_dealt_hands_of_three_rest_to_the_box(players: int) -> None:
    s = new(players, seed=players)
    _, _, each, box = SETUPS[players]
    for p in s.players:
        assert len(p.hand) == 3
        assert len(p.hand) + len(p.reserve) == each
    assert len(s.box_dominoes) == box
    everything = [d for p in s.players for d in p.hand + p.reserve] + list(s.box_dominoes)
    assert sorted(everything) == list(range(55))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_boards_plants_and_clouds(players: int) -> None:
    s = new(players, seed=1)
    own, neutral, _, _ = SETUPS[players]
    for p in s.players:
        assert p.own == own
        assert p.neutral == neutral
        assert p.clouds == 6
    assert s.plants == {}


def test_two_player_boards_use_every_white_black_and_neutral_plant() -> None:
    s = new(2, seed=1)
    for p in s.players:
        assert tuple(p.own) == C.supply[p.colour]
    neutral = [sum(p.neutral[k] for p in s.players) for k in range(4)]
    assert tuple(neutral) == C.supply["neutral"] == (6, 4, 4, 4)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_five_board_clouds_and_the_rest_in_the_box(players: int) -> None:
    s = new(players, seed=1)
    assert s.clouds == {at(1, 3): 1, at(2, 12): 1, at(7, 6): 2, at(12, 12): 1}
    assert s.box_clouds == 30 - 5 - 6 * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_scores_joker_first_seat(players: int) -> None:
    s = new(players, seed=1)
    assert [p.score for p in s.players] == [4, 3, 2, 1][:players]
    assert C.animals[s.joker] == "butterfly"
    assert GAME.current_seat(s) == 0
    assert s.phase == "domino"


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_area_tokens_match_area_sizes_three_spares_in_the_box(seed: int) -> None:
    s = new(4, seed=seed)
    assert set(s.tokens) == set(C.area_names)
    for area, t in s.tokens.items():
        assert C.tokens[t].main == C.area_size[area]
    assert sorted(C.tokens[t].main for t in s.box_tokens) == [3, 7, 13]
    assert sorted([*s.tokens.values(), *s.box_tokens]) == list(range(21))
    # Every token lies on a free space of its area, not on the clouds.
    for area, cell in s.token_cells.items():
        assert cell is not None and C.area_of[cell] == area and cell not in s.clouds


def test_token_draw_and_deal_depend_on_the_seed_only() -> None:
    assert GAME.dump(new(3, seed=9)) == GAME.dump(new(3, seed=9))
    dumps = [GAME.dump(new(3, seed=seed)) for seed in range(6)]
    assert len({str(d["players"][0]["hand"]) for d in dumps}) > 1
    assert len({str(sorted(d["box_tokens"])) for d in dumps}) > 1


def test_first_moves_are_on_starting_spaces() -> None:
    s = new(2, seed=1)
    assert s.frontier == C.starts
    moves = GAME.legal_moves(s, 0)
    places = [m for m in moves if m["type"] == "place"]
    assert places
    for m in places:
        assert {parse(c) for c in m["cells"]} & C.starts
    assert GAME.legal_moves(s, 1) == []


@pytest.mark.parametrize(
    ("players", "colours"),
    [
        (2, ["white", "black"]),
        (3, ["orange", "blue", "black"]),
        (4, ["orange", "blue", "black", "white"]),
    ],
)
def test_default_colours(players: int, colours: list[str]) -> None:
    assert [p.colour for p in new(players).players] == colours


def test_colours_option_chooses_seat_colours() -> None:
    s = new(3, colours=["white", "orange", "blue"])
    assert [p.colour for p in s.players] == ["white", "orange", "blue"]
    s = new(2, colours=["black", "white"])
    assert [p.colour for p in s.players] == ["black", "white"]
    assert s.players[0].own == [9, 4, 2, 2]


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"colours": ["orange", "blue"]}),  # 2 players play white and black
        (3, {"colours": ["orange", "orange", "blue"]}),
        (3, {"colours": ["orange", "blue"]}),
        (3, {"colours": ["orange", "blue", "neutral"]}),
        (4, {"colours": "orange"}),
        (2, {"variant": 1}),
    ],
)
def test_bad_options_are_refused(players: int, options: JSON) -> None:
    with pytest.raises(ValueError):
        GAME.new(players, 1, options)


@pytest.mark.parametrize("players", [0, 1, 5])
def test_player_counts_outside_two_to_four_are_refused(players: int) -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        GAME.new(players, 1, {})
