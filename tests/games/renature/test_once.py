"""What is worked out once, or not at all: a state's legal moves and the view parts its
viewers see alike are worked out once (and again, alike, after a move forgot them); a
move copies only the players it changes, a mushroom joins only the areas it touches, and
a patch sets only what the move changed."""

from __future__ import annotations

import copy
import itertools
from typing import Any

import pytest

from server.games import playout
from server.games.base import apply_patch
from server.games.renature import moves
from server.games.renature.board import find_areas
from server.games.renature.state import State
from tests.games.renature.play import GAME, random_game


def midgame(seed: int, steps: int = 60) -> tuple[State, int, Any, State, Any]:
    """A step of a random 4-player game: (before, seat, move, after, events)."""
    return list(itertools.islice(random_game(4, seed), steps))[-1]


def test_legal_moves_are_listed_once_per_state(monkeypatch: pytest.MonkeyPatch) -> None:
    listed: list[State] = []
    places = moves.LISTS["place"]

    def counted(s: State, seat: int, like: Any) -> list[Any]:
        listed.append(s)
        return places(s, seat, like)

    monkeypatch.setitem(moves.LISTS, "place", counted)
    s = GAME.new(4, 1, {})
    first, again = GAME.legal_moves(s, 0), GAME.legal_moves(s, 0)
    assert first == again and first is not again
    GAME.apply(s, 0, first[0])  # checked against the moves listed already
    assert listed == [s]


@pytest.mark.parametrize("board", ["base", "valley", "valley-variant"])
def test_moves_listed_in_play_are_those_of_the_state_loaded_afresh(board: str) -> None:
    for _, _, _, after, _ in playout.random_game(GAME, 4, 5, {"board": board}):
        if (seat := GAME.current_seat(after)) is not None:
            fresh = GAME.load(GAME.dump(after))
            assert GAME.legal_moves(after, seat) == GAME.legal_moves(fresh, seat)


@pytest.mark.parametrize("board", ["base", "valley"])
def test_a_state_moved_on_from_shows_the_same_moves_and_views_again(board: str) -> None:
    s = GAME.new(4, 8, {"board": board})
    for step in range(70):
        seat = GAME.current_seat(s)
        assert seat is not None
        legal = GAME.legal_moves(s, seat)
        views = [GAME.view(s, viewer) for viewer in (0, 1, None)]
        move = legal[step * 7 % len(legal)]
        after, events = GAME.apply(s, seat, move)
        assert s.legal is None and not s.memo and not s.accepts
        assert GAME.legal_moves(s, seat) == legal
        assert [GAME.view(s, viewer) for viewer in (0, 1, None)] == views
        again, events_again = GAME.apply(s, seat, move)
        assert again == after and [e.data for e in events_again] == [e.data for e in events]
        s = after


def test_a_move_copies_only_the_players_it_changes() -> None:
    s = GAME.new(4, 1, {})
    after, _ = GAME.apply(s, 0, GAME.legal_moves(s, 0)[0])
    assert after.players[0] is not s.players[0]
    assert [after.players[i] is s.players[i] for i in (1, 2, 3)] == [True] * 3


def test_the_viewers_of_a_state_share_what_they_see_alike() -> None:
    state = midgame(3)[3]
    views = [GAME.view(state, seat) for seat in (0, 1, None)]
    for part in ("areas", "animals", "plants"):
        first = views[0][part]
        assert all(v[part] is not first and v[part] == first for v in views[1:])
        assert all(v[part][key] is first[key] for v in views[1:] for key in first)
    assert views[0]["seats"][2]["own"] is views[1]["seats"][2]["own"]
    assert views[0]["seats"][0]["hand"] is not None and views[1]["seats"][0]["hand"] is None


def test_the_patches_of_every_seat_share_a_seats_fields_seen_alike() -> None:
    for *_, after, events in itertools.islice(random_game(4, 4), 80):
        patches = GAME.view_patches(after, [0, 1, 2, 3], events)
        shown = [{tuple(op[0]): op[1] for op in patch if len(op) == 2} for patch in patches]
        for path in shown[0]:
            if path[0] == "seats" and path[2] not in ("hand", "tokens"):
                assert all(s[path] is shown[0][path] for s in shown[1:]), path


def test_a_view_patched_in_place_leaves_the_others_as_they_were() -> None:
    before, seat, move, after, events = midgame(6)
    views = [GAME.view(before, viewer) for viewer in (0, 1)]
    apply_patch(views[0], GAME.view_patch(after, 0, events))
    assert views[0] == GAME.view(after, 0)
    assert views[1] == GAME.view(before, 1)
    assert GAME.apply(before, seat, move)[0] == after


@pytest.mark.parametrize("board", ["base", "valley"])
def test_a_patch_sets_clouds_and_the_valley_only_where_the_move_changed_them(board: str) -> None:
    options = {"board": board}
    view = GAME.view(GAME.new(4, 2, options), None)
    for _, _, _, after, events in playout.random_game(GAME, 4, 2, options):
        if GAME.current_seat(after) is not None:
            for op in GAME.view_patch(after, None, events):
                if op[0][0] in ("clouds", "valley"):
                    assert apply_patch(copy.deepcopy(view), [op]) != view, op
        view = GAME.view(after, None)


@pytest.mark.parametrize("board", ["valley", "valley-variant"])
def test_the_areas_in_play_are_those_found_afresh_from_the_mushrooms(board: str) -> None:
    for _, _, _, after, _ in playout.random_game(GAME, 4, 7, {"board": board}):
        assert after.areas == find_areas(after.board.area_of, after.mushrooms)
