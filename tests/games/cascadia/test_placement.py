"""Placing the tile taken (beside the environment, six rotations, a keystone once) and
its token (only on an empty tile showing its animal, or back to the bag)."""

from __future__ import annotations

import pytest

from server.games.base import IllegalMove
from server.games.cascadia.state import State, Step
from tests.games.cascadia.positions import (
    GAME,
    cell,
    kinds,
    lay,
    new,
    play,
    put_token,
    set_display,
    tile_with,
)

# seat 0's starter set, whatever was dealt, lies on (0,0), (-1,1) and (0,1)
STARTER_FREE = sorted(
    [(1, -1), (0, -1), (-1, 0), (1, 0), (-2, 1), (-2, 2), (-1, 2), (0, 2), (1, 1)],
    key=lambda c: (c[1], c[0]),
)


def taken(tile: int, animal: str, seed: int = 2) -> State:
    s = set_display(new(2, seed=seed), [tile, 1, 2, 3], [animal, "fox", "fox", "hawk"])
    s, _ = play(s, {"type": "take", "tile": 0, "token": 0})
    return s


def test_a_two_habitat_tile_goes_beside_the_environment_in_six_rotations() -> None:
    s = taken(30, "elk")
    moves = GAME.legal_moves(s, 0)
    assert moves == [
        {"type": "place", "cell": cell(*c), "rotation": r} for c in STARTER_FREE for r in range(6)
    ]


def test_a_keystone_is_listed_in_one_rotation() -> None:
    s = taken(tile_with("W", "fox"), "fox")
    moves = GAME.legal_moves(s, 0)
    assert moves == [{"type": "place", "cell": cell(*c), "rotation": 0} for c in STARTER_FREE]
    with pytest.raises(IllegalMove, match="keystone tile looks the same every way round"):
        GAME.apply(s, 0, {"type": "place", "cell": "1,0", "rotation": 3})


@pytest.mark.parametrize(
    ("move", "why"),
    [
        ({"type": "place", "cell": "0,0", "rotation": 0}, "There is a tile on 0,0 already"),
        ({"type": "place", "cell": "3,0", "rotation": 0}, "not beside a tile"),
        ({"type": "place", "cell": "1, 0", "rotation": 0}, "must name a cell"),
        ({"type": "place", "cell": [1, 0], "rotation": 0}, "must name a cell"),
        ({"type": "place", "cell": "1,0", "rotation": 6}, "must be 0 to 5"),
        ({"type": "place", "cell": "1,0", "rotation": True}, "must be 0 to 5"),
        ({"type": "place", "cell": "1,0"}, "exactly the fields"),
        ({"type": "token", "cell": "1,0"}, "place the tile you took"),
        ({"type": "take", "tile": 0, "token": 0}, "not possible now"),
    ],
)
def test_refused_placements_say_why(move: dict[str, object], why: str) -> None:
    s = taken(30, "elk")
    with pytest.raises(IllegalMove, match=why):
        GAME.apply(s, 0, move)


def test_the_placed_tile_shows_its_habitats_turned() -> None:
    s, events = play(taken(30, "elk"), {"type": "place", "cell": "1,0", "rotation": 2})
    assert s.players[0].tiles[(1, 0)] == (30, 2)
    assert events[0].data == {
        "type": "place",
        "seat": 0,
        "cell": "1,0",
        "rotation": 2,
        "tile_id": 30,
    }
    view = GAME.view(s, 1)
    placed = view["seats"][0]["environment"]["1,0"]
    assert placed["edges"] == "MMFFFM" and placed["rotation"] == 2 and placed["token"] is None
    assert placed["habitats"] == "FM" and placed["wildlife"] == ["elk", "hawk"]


def starter(s: State, seat: int) -> int:
    """The keystone tile id of `seat`'s starter set (85 bear, 88 salmon, 91 fox, 94 elk,
    97 hawk)."""
    return s.players[seat].tiles[(0, 0)][0]


def test_the_token_goes_on_any_empty_tile_showing_its_animal() -> None:
    s = new(2, seed=1)
    assert starter(s, 0) == 88  # river/salmon; (-1,1) salmon/elk/bear; (0,1) fox/hawk
    s = lay(s, 0, 1, -1, tile_with("M", "elk"))
    s = lay(s, 0, 1, 0, tile_with("P", "elk"), token="elk")  # taken already
    s = set_display(s, [30, 1, 2, 3], ["elk", "fox", "fox", "hawk"])
    s, _ = play(
        s,
        {"type": "take", "tile": 0, "token": 0},
        {"type": "place", "cell": "0,-1", "rotation": 0},
    )
    assert s.step == Step.TOKEN
    assert GAME.legal_moves(s, 0) == [
        {"type": "token", "cell": "0,-1"},
        {"type": "token", "cell": "1,-1"},
        {"type": "token", "cell": "-1,1"},
        {"type": "return_token"},
    ]
    refused = (
        ("1,0", "The tile on 1,0 already holds a token."),
        ("0,1", "The tile on 0,1 does not show an elk."),
        ("0,0", "The tile on 0,0 does not show an elk."),
        ("5,5", "You have no tile on 5,5"),
    )
    for where, why in refused:
        with pytest.raises(IllegalMove, match=why):
            GAME.apply(s, 0, {"type": "token", "cell": where})
    after, events = play(s, {"type": "token", "cell": "-1,1"})
    assert after.players[0].tokens[(-1, 1)] == "elk"
    assert kinds(events) == ["token", "refill", "turn"]


def test_a_token_may_go_back_to_the_bag() -> None:
    s = taken(30, "elk", seed=1)
    s, _ = play(s, {"type": "place", "cell": "1,0", "rotation": 0})
    bag = list(s.bag)
    after, events = play(s, {"type": "return_token"})
    assert events[0].data == {"type": "return_token", "seat": 0, "animal": "elk"}
    assert after.players[0].tokens == {}
    assert sorted([*after.bag, *[t for t in after.tokens if t]]) == sorted(
        bag + ["elk"] + [t for t in s.tokens if t]
    )


def test_a_token_with_no_tile_to_go_on_goes_back_by_itself() -> None:
    s = new(2, seed=1)
    assert starter(s, 0) == 88  # salmon shows on (0,0) and (-1,1) only
    s = put_token(put_token(s, 0, 0, 0, "salmon"), 0, -1, 1, "elk")
    s = set_display(s, [tile_with("P", "elk"), 1, 2, 3], ["salmon", "fox", "fox", "hawk"])
    s, events = play(
        s,
        {"type": "take", "tile": 0, "token": 0},
        {"type": "place", "cell": "1,0", "rotation": 0},
    )
    assert kinds(events) == ["take", "place", "return_token", "refill", "turn"]
    assert s.current == 1 and s.step == Step.CHOOSE
