"""Games over HTTP: a seat's view, legal moves, moves for clients without a socket, and
bad requests, none of which answers 500."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from server.main import create_app
from tests.support.players import Person, finish, running, settings_for, started_game


def test_view_legal_moves_and_a_move(client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    mine = people[0].ok("GET", f"/api/games/{game_id}")
    assert (mine["version"], mine["seat"]) == (0, 0)
    assert mine["view"]["seats"][0]["hand"] is not None
    assert mine["view"]["seats"][1]["hand"] is None
    watched = Person(client).ok("GET", f"/api/games/{game_id}")
    assert watched["seat"] is None and watched["view"]["seats"][0]["hand"] is None
    legal = people[0].ok("GET", f"/api/games/{game_id}/legal-moves")
    assert legal["seat"] == 0 and legal["moves"]
    assert people[1].ok("GET", f"/api/games/{game_id}/legal-moves")["moves"] == []
    update = people[0].ok(
        "POST", f"/api/games/{game_id}/moves", {"version": 0, "move": legal["moves"][0]}
    )
    assert (update["type"], update["version"]) == ("update", 1)
    assert update["patch"] and update["events"]


def test_bad_requests(client: TestClient) -> None:
    people, game_id = started_game(client, 2, public=False)
    first = people[0]
    cases: list[tuple[Person, str, str, Any, int, str]] = [
        (first, "GET", "/api/games/999", None, 404, "not_found"),
        (first, "GET", "/api/games/abc", None, 422, "invalid"),
        (first, "GET", f"/api/games/{game_id}?seat=1", None, 403, "not_your_seat"),
        (Person(client), "GET", f"/api/games/{game_id}", None, 404, "not_found"),
        (
            Person(client),
            "GET",
            f"/api/games/{game_id}/legal-moves",
            None,
            401,
            "not_authenticated",
        ),
        (first, "POST", f"/api/games/{game_id}/moves", {"move": {}}, 422, "invalid"),
        (first, "POST", f"/api/games/{game_id}/moves", [1], 422, "invalid"),
        (
            first,
            "POST",
            f"/api/games/{game_id}/moves",
            {"version": 0, "move": {}},
            422,
            "illegal_move",
        ),
        (
            people[1],
            "POST",
            f"/api/games/{game_id}/moves",
            {"version": 0, "move": {}},
            409,
            "not_your_turn",
        ),
        (
            first,
            "POST",
            f"/api/games/{game_id}/moves",
            {"version": 2, "move": {}},
            409,
            "stale_version",
        ),
        (first, "GET", "/api/nowhere", None, 404, "not_found"),
        (first, "PUT", "/api/tables", {}, 405, "http_error"),
    ]
    for person, method, url, body, status, code in cases:
        response = person.request(method, url, body)
        assert (response.status_code, response.json()["error"]) == (status, code), url
    response = first.request(
        "POST",
        f"/api/games/{game_id}/moves",
        None,
        **{"content-type": "application/json"},
    )
    assert response.status_code == 422
    assert first.ok("GET", f"/api/games/{game_id}")["version"] == 0


def test_ids_out_of_range_are_refused_not_failed(client: TestClient) -> None:
    person = Person(client).register()
    for url in ("/api/games/99999999999999999999", "/api/tables/2147483648", "/api/games/0"):
        response = person.request("GET", url)
        assert (response.status_code, response.json()["error"]) == (422, "invalid"), url
    response = person.request("POST", "/api/tables/1/kick", {"seat_id": 2**40})
    assert (response.status_code, response.json()["error"]) == (422, "invalid")
    with person.socket() as ws:
        ws.send_json({"type": "subscribe", "game": 2**40})
        assert ws.receive_json()["code"] == "invalid"


def test_a_private_game_of_others_is_answered_as_a_missing_one(client: TestClient) -> None:
    (ann, _), game_id = started_game(client, 2, public=False)
    missing = game_id + 1000
    asked: list[tuple[str, str, Any]] = [
        ("GET", "", None),
        ("GET", "?seat=0", None),
        ("GET", "/legal-moves", None),
        ("POST", "/moves", {"version": 0, "move": {}, "seat": 0}),
        ("POST", "/resign", {"seat": 0}),
        ("POST", "/take-back", None),
        ("GET", "/chat", None),
        ("POST", "/rematch", None),
    ]
    stranger = Person(client).register()
    for method, path, body in asked:
        for game in (game_id, missing):
            answer = stranger.request(method, f"/api/games/{game}{path}", body)
            assert answer.status_code == 404, (path, answer.text)
            assert answer.json() == {"error": "not_found", "detail": f"There is no game {game}."}
    for path in ("", "/chat"):
        answer = Person(client).request("GET", f"/api/games/{game_id}{path}")
        assert answer.status_code == 404, path
    assert ann.ok("GET", f"/api/games/{game_id}")["version"] == 0


def test_a_finished_game_not_held_is_shown_without_building_its_room(
    database_url: str, tmp_path: Path
) -> None:
    settings = settings_for(database_url, tmp_path)
    with running(create_app(settings)) as client:
        people, game_id = started_game(client, 2)
        finish(people, game_id)
        path = f"/api/games/{game_id}"
        shown = [people[0].ok("GET", path), Person(client).ok("GET", path)]
    app = create_app(settings)  # a restarted server: the game is only stored
    with running(app) as client:
        ann = Person(client)
        ann.cookie, ann.csrf = people[0].cookie, people[0].csrf
        assert [ann.ok("GET", path), Person(client).ok("GET", path)] == shown
        assert shown[0]["over"] and shown[0]["seat"] == 0
        assert game_id not in app.state.hub.rooms
