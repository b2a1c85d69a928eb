"""What a state works out once for all its readers, and what a move's copy shares: the
legal moves listed once, the scores once for every viewer and again only for the seats
whose forests (or the trees theirs compare) changed, the other seats' cards, the deck and
its generator left as they were; and what every state and view shares: the moves naming
a card and the entries of trees in views, made once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.games import playout
from server.games.forest_shuffle import moves, scoring
from server.games.forest_shuffle.cards import SIDES
from server.games.forest_shuffle.points import scores
from server.games.forest_shuffle.view import tree_entry
from tests.games.forest_shuffle.positions import GAME, card, cards, play, position, put, tree

LINDENS = cards("Linden", 3)


def _counted(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[object]:
    """The calls of `owner.name` from now on (one entry per call)."""
    calls: list[object] = []
    original: Callable[..., Any] = getattr(owner, name)

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return calls


def test_a_move_is_found_among_the_moves_listed_for_its_state(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = position(hands={0: [card("Birch"), card("Oak")]})
    calls = _counted(monkeypatch, moves, "_plays")
    monkeypatch.setitem(moves.LISTS, "play", moves._plays)
    listed = GAME.legal_moves(s, 0)
    GAME.apply(s, 0, {"type": "play", "card": card("Birch"), "as": "tree"})
    assert len(calls) == 1 and {"type": "play", "card": card("Birch"), "as": "tree"} in listed


def test_a_move_shares_the_cards_it_does_not_change() -> None:
    s = position(players=3, clearing=[card("Oak")])
    after, _ = GAME.apply(s, 0, {"type": "take", "card": card("Oak")})
    assert after.players[1] is s.players[1] and after.players[2] is s.players[2]
    assert (after.upper, after.lower, after.removed) == (s.upper, s.lower, s.removed)
    assert after.upper is s.upper and after.removed is s.removed
    assert after.players[0].forest is s.players[0].forest
    assert after.players[0].hand == [*s.players[0].hand, card("Oak")] and s.clearing == [
        card("Oak")
    ]


def test_the_scores_are_worked_out_once_for_every_viewer(monkeypatch: pytest.MonkeyPatch) -> None:
    s = position(players=3, forests={0: [tree("Sycamore")], 1: [tree("Oak")]})
    calls = _counted(monkeypatch, scoring, "score")
    views = [GAME.view(s, viewer) for viewer in (0, 1, 2, None)]
    assert len(calls) == 3
    assert all(v["scores"] == views[0]["scores"] for v in views)
    assert views[0]["scores"][0]["Sycamore"] == 1


def test_a_play_scores_again_only_the_seat_whose_forest_changed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = position(
        players=3,
        hands={0: [card("Birch"), card("Oak")]},
        forests={0: [tree("Sycamore")], 1: [tree("Oak")], 2: [tree("Beech")]},
    )
    scores(s)
    after, _ = play(s, 0, *put(card("Birch"), "tree"))
    calls = _counted(monkeypatch, scoring, "score")
    found = scores(after)
    assert len(calls) == 1 and found == scores(GAME.load(GAME.dump(after)))
    assert found[0]["Birch"] == 1


def test_a_tree_played_scores_again_the_seats_that_compare_it() -> None:
    s = position(
        players=3,
        hands={0: [LINDENS[0], card("Oak")]},
        forests={0: [tree(LINDENS[1])], 1: [tree(LINDENS[2])], 2: [tree("Beech")]},
    )
    assert [seat.get("Linden") for seat in scores(s)] == [3, 3, None]
    after, _ = play(s, 0, *put(LINDENS[0], "tree", None, card("Oak")))
    assert [seat.get("Linden") for seat in scores(after)] == [6, 1, None]
    assert scores(after) == scores(GAME.load(GAME.dump(after)))


@pytest.mark.parametrize("edition", [1, 2])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_scores_kept_along_a_game_are_the_scores_of_each_state(
    players: int, edition: int
) -> None:
    for seed in range(2):
        for _, _, _, after, _ in playout.random_game(GAME, players, seed, {"edition": edition}):
            scores(after)
            assert scores(after) == scores(GAME.load(GAME.dump(after)))


def test_a_draw_leaves_the_generator_of_the_state_before_as_it_was() -> None:
    s = position()
    kept = s.rng.state
    after, _ = GAME.apply(s, 0, {"type": "draw"})
    assert s.rng.state == kept and after.rng.state != kept


def test_the_moves_and_tree_entries_made_once_stay_as_made() -> None:
    for seed in range(3):
        for _, _, _, after, events in playout.random_game(GAME, 4, seed):
            GAME.view_patches(after, [0, 1, 2, 3, None], events)
            if (current := GAME.current_seat(after)) is not None:
                GAME.legal_moves(after, current)
    for (c, way), on_trees in moves.ON_TREES.items():
        assert on_trees == [
            {"type": "play", "card": c, "as": way, "tree": i} for i in range(len(on_trees))
        ]
    for c, (as_tree, as_sapling) in enumerate(zip(moves.AS_TREE, moves.AS_SAPLING, strict=True)):
        assert as_tree == {"type": "play", "card": c, "as": "tree"}
        assert as_sapling == {"type": "play", "card": c, "as": "sapling"}
    assert all(m == {"type": "take", "card": c} for c, m in enumerate(moves.TAKES))
    assert all(m == {"type": "cave", "card": c} for c, m in enumerate(moves.CAVES))
    trees = [
        t for s, _, _, _, _ in playout.random_game(GAME, 4, 0) for p in s.players for t in p.forest
    ]
    for t in trees:
        for shown in (False, True):
            slots = {side: list(cards) for side, cards in zip(SIDES, t.slots, strict=True)}
            entry = {"card": t.card if shown else None, "sapling": t.sapling} | slots
            assert tree_entry(t, shown) == entry
