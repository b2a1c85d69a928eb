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


def test_the_card_being_played_its_payment_and_the_bonus_condition_are_public() -> None:
    owl = card("Tawny Owl", symbol="Beech")
    s = position(hands={0: [owl, card("Beech"), OAK]}, forests={0: [tree("Birch")]})
    s, _ = play(s, 0, *put(owl, "top", 0, card("Beech")))
    assert GAME.view(s, 1)["pending"] == {
        "card": owl,
        "as": "top",
        "free": False,
        "tree": 0,
        "cost": 2,
        "paid": [card("Beech")],
        "symbol": "Beech",
        "bonus": True,
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
        ({"type": "pay", "card": BIRCH}, "not possible now"),
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
