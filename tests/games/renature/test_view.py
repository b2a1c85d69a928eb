"""Views: what each seat may see, and patches that keep a view up to date."""

from __future__ import annotations

import copy
import json
import random

import pytest

from server.games.base import apply_patch
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import Phase, State
from tests.games.renature.play import GAME, random_game


def resample_hidden(s: State, seat: int | None, rng: random.Random) -> State:
    """A state that `seat` cannot tell from `s`: every secret of others shuffled."""
    t = s.copy()
    t.seed = s.seed + 1
    others = [p for i, p in enumerate(t.players) if i != seat]
    pool = [d for p in others for d in p.hand] + [d for p in t.players for d in p.reserve]
    pool += t.box_dominoes
    rng.shuffle(pool)
    for p in others:
        p.hand = [pool.pop() for _ in p.hand]
    for p in t.players:
        p.reserve = [pool.pop() for _ in p.reserve]
    t.box_dominoes = [pool.pop() for _ in t.box_dominoes]
    hidden = [("board", a) for a in t.tokens] + [("box", i) for i in range(len(t.box_tokens))]
    hidden += [
        ("seat", (i, j)) for i, p in enumerate(t.players) if i != seat for j in range(len(p.tokens))
    ]

    def get(where, at):
        if where == "board":
            return t.tokens[at]
        if where == "box":
            return t.box_tokens[at]
        return t.players[at[0]].tokens[at[1]][1]

    def put(where, at, token):
        if where == "board":
            t.tokens[at] = token
        elif where == "box":
            t.box_tokens[at] = token
        else:
            area = t.players[at[0]].tokens[at[1]][0]
            t.players[at[0]].tokens[at[1]] = (area, token)

    by_main: dict[int, list] = {}
    for where, at in hidden:
        by_main.setdefault(C.tokens[get(where, at)].main, []).append((where, at))
    for places in by_main.values():
        tokens = [get(w, a) for w, a in places]
        rng.shuffle(tokens)
        for (w, a), token in zip(places, tokens, strict=True):
            put(w, a, token)
    for p in others:  # what scores the backs would give is hidden too
        p.points = dict(p.points)
    return t


@pytest.mark.parametrize("players", [2, 3, 4])
def test_patches_keep_every_view_equal_to_a_fresh_view(players):
    seats = [*range(players), None]
    views = None
    for before, _, _, after, events in random_game(players, 21 + players):
        views = views or {s: GAME.view(before, s) for s in seats}
        for s in seats:
            views[s] = apply_patch(copy.deepcopy(views[s]), GAME.view_patch(after, s, events))
            assert views[s] == GAME.view(after, s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_view_shows_what_its_seat_may_not_know(players):
    rng = random.Random(players)
    for _, _, _, after, _ in random_game(players, 40 + players):
        if after.phase == Phase.OVER:
            break
        for seat in [*range(players), None]:
            shown = json.dumps(GAME.view(after, seat), sort_keys=True)
            other = resample_hidden(after, seat, rng)
            assert json.dumps(GAME.view(other, seat), sort_keys=True) == shown


def test_the_check_notices_a_leak():
    state = GAME.new(4, 1, {})
    other = resample_hidden(state, 0, random.Random(1))
    assert other.players[1].hand != state.players[1].hand
    assert GAME.view(other, 1) != GAME.view(state, 1)  # seat 1 sees its own hand change


def test_own_hand_and_backs_are_shown_to_their_owner_only():
    state = GAME.new(3, 2, {})
    view = GAME.view(state, 1)
    assert [d["id"] for d in view["seats"][1]["hand"]] == state.players[1].hand
    assert view["seats"][0]["hand"] is None and view["seats"][0]["hand_count"] == 3
    assert view["seats"][0]["reserve_count"] == 15
    assert "seed" not in view and view["box"] == {"dominoes": 1, "tokens": 3, "clouds": 7}
    assert GAME.view(state, None)["seats"][1]["hand"] is None


def test_private_events_reach_their_owner_only():
    for _, seat, _, _, events in random_game(4, 8):
        for event in events:
            if event.data["type"] in ("draw", "discard", "token"):
                assert event.audience == seat
                for other in [*range(4), None]:
                    if other != seat:
                        seen = event.for_seat(other)
                        assert seen is not None
                        assert not {"domino", "animals", "back"} & set(seen)


def test_everything_is_shown_when_the_game_is_over():
    *_, (_, _, _, final, _) = random_game(4, 9)
    view = GAME.view(final, None)
    assert view["seed"] == 9
    assert all(s["hand"] == [] for s in view["seats"])
    assert all("back" in t for s in view["seats"] for t in s["tokens"])
    assert len(view["box"]["token_list"]) == 21 - sum(len(s["tokens"]) for s in view["seats"])


def test_changing_a_view_leaves_the_state_as_it_was():
    *_, (_, _, _, final, _) = random_game(3, 12)
    for state in (GAME.new(3, 1, {}), final):
        frozen = json.dumps(GAME.dump(state))
        view = GAME.view(state, 0)
        for seat in view["seats"]:
            seat["own"][0] = seat["neutral"][0] = 99
            seat["points"]["start"] = 99
            for token in seat["tokens"]:
                token["main"] = 99
        view["areas"]["A"]["closed"] = "changed"
        assert json.dumps(GAME.dump(state)) == frozen
