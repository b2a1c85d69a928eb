"""Resigning: a bot plays the seat from then on, and the seat is ranked last when the game
ends; refusals; a game whose people all resigned ends by itself; a restart keeps the bot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from server.main import create_app
from tests.support.players import (
    Person,
    finish,
    game_over,
    my_turn,
    name,
    running,
    settings_for,
    started_game,
)

# These tests play whole games over HTTP: on SQLite only, to keep the suite short; what the
# database does for them (claims, locks, ratings once) is tested on both in tests/persistence
# and tests/rooms.


def my_game(person: Person, game_id: int) -> dict[str, Any]:
    """Game `game_id` as `person`'s "my games" shows it."""
    return next(g for g in person.ok("GET", "/api/games") if g["id"] == game_id)


def test_a_resigned_seat_is_played_by_a_bot_and_ranked_last(client: TestClient) -> None:
    (ann, bob), game_id = started_game(client, 2)
    resigned = ann.ok("POST", f"/api/games/{game_id}/resign")
    assert resigned == {
        "game": game_id,
        "seat": 0,
        "name": f"{name(ann)} (resigned, medium bot)",
    }
    assert my_game(bob, game_id)["players"] == [resigned["name"], name(bob)]
    assert ann.ok("GET", f"/api/games/{game_id}/legal-moves")["moves"] == []
    finish([bob], game_id)  # the bot makes every move of seat 0
    result = my_game(ann, game_id)["result"]
    assert result["ranking"][-1] == [0]
    assert result["winners"] == result["ranking"][0] == [1]
    assert result["seats"][0]["resigned"] is True
    assert "resigned" not in result["seats"][1]
    over = bob.request("POST", f"/api/games/{game_id}/resign")
    assert (over.status_code, over.json()["error"]) == (409, "game_over")


def test_refusals(client: TestClient) -> None:
    (ann, _bob), game_id = started_game(client, 2)
    stranger = Person(client).register()
    cases = [
        (Person(client), None, 401, "not_authenticated"),
        (stranger, None, 403, "not_your_seat"),
        (ann, {"seat": 1}, 403, "not_your_seat"),
    ]
    for person, body, status, code in cases:
        response = person.request("POST", f"/api/games/{game_id}/resign", body)
        assert (response.status_code, response.json()["error"]) == (status, code)
    ann.ok("POST", f"/api/games/{game_id}/resign", {"seat": 0})
    again = ann.request("POST", f"/api/games/{game_id}/resign")
    assert (again.status_code, again.json()["error"]) == (409, "conflict")
    game = my_game(ann, game_id)
    move = {"version": game["version"], "move": {}, "seat": 0}
    refused = ann.request("POST", f"/api/games/{game_id}/moves", move)
    assert (refused.status_code, refused.json()["error"]) == (403, "not_your_seat")


def test_when_every_person_resigned_the_bots_finish_the_game(client: TestClient) -> None:
    (ann, bob), game_id = started_game(client, 2)
    ann.ok("POST", f"/api/games/{game_id}/resign")
    bob.ok("POST", f"/api/games/{game_id}/resign")
    game_over(bob, game_id)
    result = my_game(bob, game_id)["result"]
    assert result["ranking"] == [[1], [0]]  # the first to resign is last
    assert result["winners"] == [1]


def test_a_restarted_server_keeps_the_bot_in_the_seat(
    client: TestClient, database_url: str, tmp_path: Path
) -> None:
    (ann, bob), game_id = started_game(client, 2)
    ann.ok("POST", f"/api/games/{game_id}/resign")
    with running(create_app(settings_for(database_url, tmp_path))) as restarted:
        ann.client = bob.client = restarted
        assert my_game(bob, game_id)["players"][0].endswith("(resigned, medium bot)")
        assert ann.ok("GET", f"/api/games/{game_id}/legal-moves")["moves"] == []
        for _ in range(2):  # bob moves twice: the bot moved for seat 0 in between
            legal = my_turn(bob, game_id, timeout=30)
            move = {"version": legal["version"], "move": legal["moves"][0]}
            made = bob.ok("POST", f"/api/games/{game_id}/moves", move)
        assert made["version"] >= 3
