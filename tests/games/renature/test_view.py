"""Views: what each seat may see, and patches that keep a view up to date."""

from __future__ import annotations

import json
import random

from tests.games.renature.play import GAME, random_game


def test_the_check_notices_a_leak() -> None:
    state = GAME.new(4, 1, {})
    other = GAME.sample(GAME.view(state, 0), [], random.Random(1))
    assert other.players[1].hand != state.players[1].hand
    assert GAME.view(other, 1) != GAME.view(state, 1)  # seat 1 sees its own hand change


def test_own_hand_and_backs_are_shown_to_their_owner_only() -> None:
    state = GAME.new(3, 2, {})
    view = GAME.view(state, 1)
    assert [d["id"] for d in view["seats"][1]["hand"]] == state.players[1].hand
    assert view["seats"][0]["hand"] is None and view["seats"][0]["hand_count"] == 3
    assert view["seats"][0]["reserve_count"] == 15
    assert view["seed"] is None and view["box"] == {"dominoes": 1, "tokens": 3, "clouds": 7}
    assert GAME.view(state, None)["seats"][1]["hand"] is None


def test_private_events_reach_their_owner_only() -> None:
    for _, seat, _, _, events in random_game(4, 8):
        for event in events:
            if event.data["type"] in ("draw", "discard", "token"):
                assert event.audience == seat
                for other in [*range(4), None]:
                    if other != seat:
                        seen = event.for_seat(other)
                        assert seen is not None
                        assert not {"domino", "animals", "back"} & set(seen)


def test_everything_is_shown_when_the_game_is_over() -> None:
    *_, (_, _, _, final, _) = random_game(4, 9)
    view = GAME.view(final, None)
    assert view["seed"] == 9
    assert all(s["hand"] == [] for s in view["seats"])
    assert all("back" in t for s in view["seats"] for t in s["tokens"])
    assert len(view["box"]["token_list"]) == 21 - sum(len(s["tokens"]) for s in view["seats"])


def test_changing_a_view_leaves_the_state_as_it_was() -> None:
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
