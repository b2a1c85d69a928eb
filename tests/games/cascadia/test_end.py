"""The end: 20 turns each, the solo display, the final scoring and its tie-break."""

from __future__ import annotations

import pytest

from server.games.base import IllegalMove
from server.games.cascadia import points
from server.games.cascadia.bots.easy import Easy
from server.games.cascadia.components import WILDLIFE
from server.games.cascadia.state import State, Step
from tests.games.cascadia.positions import (
    GAME,
    give_nature,
    kinds,
    lay,
    new,
    play,
    set_display,
    tile_with,
    tiles_everywhere,
    tokens_everywhere,
)


def easy_game(players: int, seed: int) -> tuple[State, list[str]]:
    """A game between easy bots to its end, and the types of all its events."""
    s = new(players, seed)
    bot = Easy()
    seen: list[str] = []
    n = 0
    while (seat := s.current) is not None:
        move = bot.choose(GAME.view(s, seat), GAME.legal_moves(s, seat), [], n)
        s, events = GAME.apply(s, seat, move)
        seen += kinds(events)
        n += 1
    return s, seen


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_game_ends_after_twenty_turns_each(players: int) -> None:
    s, seen = easy_game(players, seed=players)
    assert s.step == Step.OVER and s.current is None and GAME.current_seat(s) is None
    assert [p.turns for p in s.players] == [20] * players
    assert all(len(p.tiles) == 23 for p in s.players)
    assert seen.count("turn") == 20 * players - 1 and seen[-1] == "game_over"
    assert len(s.stack) == (1 if players == 1 else 0)
    assert sum(t is not None for t in s.tiles) == 3
    assert GAME.legal_moves(s, 0) == []
    with pytest.raises(IllegalMove, match="over"):
        GAME.apply(s, 0, {"type": "take", "tile": 0, "token": 0})


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_tile_and_token_is_accounted_for_at_the_end(players: int) -> None:
    s, _ = easy_game(players, seed=10 + players)
    assert tiles_everywhere(s) == sorted(
        list(range(85)) + [t for p in s.players for t, _ in p.tiles.values() if t >= 85]
    )
    assert tokens_everywhere(s) == dict.fromkeys(WILDLIFE, 20)
    assert s.nature + sum(p.nature for p in s.players) == 25
    assert len(s.removed_tiles) == (19 if players == 1 else 0)


def test_solo_the_far_pair_leaves_and_the_others_slide_away_from_the_stack() -> None:
    s = set_display(new(1, seed=3), [30, 40, 50, 60], ["hawk", "bear", "elk", "fox"])
    s, _ = play(
        s, {"type": "take", "tile": 1, "token": 1}, {"type": "place", "cell": "1,0", "rotation": 0}
    )
    if s.step == Step.TOKEN:
        s, events = play(s, {"type": "return_token"})
    else:
        events = []
    assert kinds(events)[-3:] == ["solo_discard", "refill", "turn"]
    assert events[-3].data == {"type": "solo_discard", "tile_id": 60, "animal": "fox"}
    assert events[-2].data == {"type": "refill", "tiles": [0, 1], "tokens": [0, 1]}
    assert s.tiles[2:] == [30, 50] and s.tokens[2:] == ["hawk", "elk"]
    assert s.removed_tiles == [60] and s.removed_tokens == ["fox"]
    assert (s.current, s.step, s.turn) == (0, Step.CHOOSE, 2)


def test_solo_with_any_tile_and_any_token_the_far_ones_left_go() -> None:
    s = give_nature(
        set_display(new(1, seed=3), [30, 40, 50, 60], ["hawk", "bear", "elk", "fox"]), 0, 1
    )
    s, _ = play(
        s, {"type": "take", "tile": 3, "token": 0}, {"type": "place", "cell": "1,0", "rotation": 0}
    )
    if s.step == Step.TOKEN:
        s, _ = play(s, {"type": "return_token"})
    assert s.tiles[2:] == [30, 40] and s.tokens[2:] == ["bear", "elk"]
    assert s.removed_tiles == [50] and s.removed_tokens == ["fox"]


def final(s: State) -> State:
    s.current, s.step = None, Step.OVER
    return s


def test_the_result_lists_each_card_corridor_majority_and_nature_tokens() -> None:
    s = final(new(2, seed=5, variant="family"))
    result = GAME.result(s)
    assert result is not None
    labels = [p["label"] for p in result["seats"][0]["parts"]]
    assert labels == [
        "Bear (family)",
        "Elk (family)",
        "Salmon (family)",
        "Hawk (family)",
        "Fox (family)",
        "Forest corridor",
        "Mountain corridor",
        "Prairie corridor",
        "River corridor",
        "Wetland corridor",
        "Forest majority",
        "Mountain majority",
        "Prairie majority",
        "River majority",
        "Wetland majority",
        "Nature tokens",
    ]
    for seat in result["seats"]:
        assert seat["total"] == sum(p["points"] for p in seat["parts"])
    assert result["tie_break"] == "most nature tokens"
    assert GAME.result(new(2, seed=5)) is None


def test_equal_totals_go_to_more_nature_tokens_then_are_shared() -> None:
    s = new(2, seed=5, variant="family")
    s.players[1].tiles = dict(s.players[0].tiles)  # the same environment
    s.players[1].tokens = {(0, 0): "bear"}  # a lone bear: 2 points
    give_nature(s, 0, 2)  # two nature tokens: 2 points
    result = GAME.result(final(s))
    assert result is not None
    assert result["seats"][0]["total"] == result["seats"][1]["total"]
    assert result["ranking"] == [[0], [1]] and result["winners"] == [0]
    s.players[0].nature, s.players[0].tokens = 0, {(0, 0): "elk"}
    shared = GAME.result(s)
    assert shared is not None and shared["ranking"] == [[0, 1]] and shared["winners"] == [0, 1]


def test_live_scores_add_up() -> None:
    s, _ = easy_game(3, seed=8)
    result = GAME.result(s)
    assert result is not None
    for b, seat in zip(points.breakdowns(s), result["seats"], strict=True):
        assert b.total == seat["total"]


def forest_lead(**options: str) -> State:
    """A final 2-player position of the family variant: seat 0 has a forest corridor of 3
    keystones apart from its starting tiles (3 tiles to 1), every other corridor of either
    seat is 1 tile; no tokens, no nature tokens."""
    s = new(2, seed=5, variant="family", **options)
    keystones = [
        tile_with("F", a, k) for a, k in [("bear", 0), ("bear", 1), ("elk", 0), ("fox", 0)]
    ]
    for q, tile in enumerate([t for t in keystones if t not in s.tiles][:3], start=5):
        s = lay(s, 0, q, 0, tile)
    return final(s)


def test_majority_bonuses_count_by_default() -> None:
    result = GAME.result(forest_lead())
    assert result is not None
    # forest 3 to 1: 2 points to seat 0; the other habitats tie at 1: 1 point each
    assert [p for p in result["seats"][0]["parts"] if "majority" in p["label"]] == [
        {"label": "Forest majority", "points": 2},
        {"label": "Mountain majority", "points": 1},
        {"label": "Prairie majority", "points": 1},
        {"label": "River majority", "points": 1},
        {"label": "Wetland majority", "points": 1},
    ]
    assert [seat["total"] for seat in result["seats"]] == [7 + 6, 5 + 4]


def test_a_table_may_leave_the_majority_bonuses_out() -> None:
    s = forest_lead(majorities="left-out")
    result = GAME.result(s)
    assert result is not None
    assert [p["label"] for p in result["seats"][0]["parts"]] == [
        "Bear (family)",
        "Elk (family)",
        "Salmon (family)",
        "Hawk (family)",
        "Fox (family)",
        "Forest corridor",
        "Mountain corridor",
        "Prairie corridor",
        "River corridor",
        "Wetland corridor",
        "Nature tokens",
    ]
    assert [seat["total"] for seat in result["seats"]] == [7, 5]
    scores = GAME.view(s, 0)["scores"]
    assert [(seat["majorities"], seat["total"]) for seat in scores] == [({}, 7), ({}, 5)]
