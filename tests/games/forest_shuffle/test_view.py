"""What each seat sees: hands, sapling faces, caves, the deck and the box hidden while the
game runs and shown once it is over; the card being played; the live scores; refusals
that say why."""

from __future__ import annotations

import json

import pytest

from server.games import playout
from server.games.forest_shuffle.state import State
from tests.games.forest_shuffle.positions import (
    GAME,
    card,
    halves,
    play,
    position,
    put,
    refused,
    tree,
)

BIRCH, OAK, SYCAMORE = card("Birch"), card("Oak"), card("Sycamore")
SQUIRREL = card("Red Squirrel", symbol="Oak")


def _mid_game() -> State:
    """Seat 0 holds Birch and Oak, has a sapling (the Squirrel) and a cave card."""
    return position(
        hands={0: [BIRCH, OAK]},
        forests={0: [tree(SQUIRREL, sapling=True), tree("Sycamore")]},
        caves={0: [card("Linden")]},
    )


def test_a_seat_sees_its_own_secrets_and_only_counts_of_the_others() -> None:
    s = _mid_game()
    mine, theirs, spectator = (GAME.view(s, v) for v in (0, 1, None))
    assert mine["seats"][0]["hand"] == [BIRCH, OAK] and mine["seats"][0]["cave"] == [card("Linden")]
    assert mine["forests"][0][0] == {
        "card": SQUIRREL,
        "sapling": True,
        "top": [],
        "bottom": [],
        "left": [],
        "right": [],
    }
    for other in (theirs, spectator):
        seat = other["seats"][0]
        assert (seat["hand"], seat["hand_count"], seat["cave"], seat["cave_count"]) == (
            None,
            2,
            None,
            1,
        )
        assert other["forests"][0][0]["card"] is None
        assert other["box"]["removed"] is None and other["deck"]["cards"] is None
        assert other["seed"] is None
    assert theirs["seats"][1]["hand"] == s.players[1].hand


def test_the_scores_are_public_and_a_sapling_is_a_tree_of_no_kind() -> None:
    s = _mid_game()
    scores = [GAME.view(s, v)["scores"] for v in (0, 1, None)]
    assert scores[0] == scores[1] == scores[2]
    assert scores[0][0] == {"Sycamore": 2, "butterflies": 0, "cave": 0, "total": 2}


def test_everything_is_shown_once_the_game_is_over() -> None:
    *_, (_, _, _, end, _) = playout.random_game(GAME, 3, 5)
    view = GAME.view(end, 1)
    assert view["seed"] == 5 and view["result"] is not None
    assert all(seat["hand"] is not None and seat["cave"] is not None for seat in view["seats"])
    assert all(t["card"] is not None for forest in view["forests"] for t in forest)
    assert view["box"]["removed"] == end.removed
    assert view["deck"]["cards"] == sorted(end.upper + end.lower)


def test_the_card_being_played_its_cost_and_its_tree_symbol_are_public() -> None:
    owl = card("Tawny Owl", symbol="Beech")
    s = position(hands={0: [owl, card("Beech"), OAK]}, forests={0: [tree("Birch")]})
    s, _ = play(s, 0, *put(owl, "top", 0))
    assert GAME.view(s, 1)["pending"] == {
        "card": owl,
        "as": "top",
        "free": False,
        "tree": 0,
        "cost": 2,
        "symbol": "Beech",
    }
    assert GAME.view(s, 1)["step"] == "pay"


def test_no_view_of_another_seat_holds_the_generator_or_the_piles() -> None:
    s = _mid_game()
    text = json.dumps(GAME.view(s, 1))
    assert str(s.rng.state) not in text
    assert "winter_at" not in text and "upper" not in text


@pytest.mark.parametrize(
    ("move", "words"),
    [
        ({"type": "fly"}, "Unknown move type"),
        ({"type": "pay", "cards": [BIRCH]}, "not possible now"),
        ({"type": "play", "card": True, "as": "tree"}, "'card' must be a card id"),
        ({"type": "play", "card": 999, "as": "tree"}, "'card' must be a card id"),
        ({"type": "play", "card": BIRCH, "as": "roots"}, "'as' must be one of"),
        ({"type": "play", "card": BIRCH, "as": "top"}, "cannot be played as top"),
        ({"type": "take", "card": OAK}, "is not in the clearing"),
        ({"type": "draw", "extra": 1}, "check its fields"),
    ],
)
def test_a_refused_move_says_why(move: dict[str, object], words: str) -> None:
    refused(_mid_game(), 0, move, words)


def test_malformed_moves_are_refused() -> None:
    s = _mid_game()
    moves: list[object] = [None, [], "draw", {}, {"type": 7}]
    for move in moves:
        refused(s, 0, move)


TOADS = halves("Common Toad", "bottom", 5)  # each with a bird or a butterfly on top
HARE_LEFT = card("European Hare", other="European Badger")  # the hare on the left
HARE_RIGHT = card("European Hare", other="Raccoon")  # the hare on the right
RACCOON = card("Raccoon", other="Roe Deer")  # a raccoon on the left


def _slots_to_fill() -> State:
    """Seat 0 holds a toad card, two hare cards and a tree. Its forest: a Birch with one
    toad below and a hare on its left; an Oak with two toads below, a toad card's top
    half above and a raccoon on its left; an empty Beech."""
    return position(
        hands={0: [TOADS[0], HARE_LEFT, HARE_RIGHT, BIRCH]},
        forests={
            0: [
                tree("Birch", bottom=[TOADS[1]], left=[card("European Hare", other="Red Fox")]),
                tree("Oak", top=[TOADS[4]], bottom=TOADS[2:4], left=[RACCOON]),
                tree("Beech"),
            ]
        },
        upper=[card("Linden")],
    )


def test_each_half_in_the_hand_is_listed_on_each_tree_it_may_go_to() -> None:
    s = _slots_to_fill()
    trees: dict[int, dict[str, list[int]]] = {}
    for m in GAME.legal_moves(s, 0):
        if m["type"] == "play" and "tree" in m:
            trees.setdefault(m["card"], {}).setdefault(m["as"], []).append(m["tree"])
    assert trees == {
        TOADS[0]: {"top": [0, 2], "bottom": [0, 2]},
        HARE_LEFT: {"left": [0, 2], "right": [0, 1, 2]},
        HARE_RIGHT: {"left": [2], "right": [0, 1, 2]},  # a raccoon shares no slot
    }
