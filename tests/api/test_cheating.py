"""Cheating: moves for another seat, forged and replayed versions, games one is not in,
full and private tables, another user's session, guessed invitation tokens, and another
seat's view through every endpoint. Each is refused, and nothing changes."""

from __future__ import annotations

import secrets
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from itsdangerous import TimestampSigner

from tests.support.players import Person, started_game
from tests.ws.test_bad_input import answer, moves_stored
from tests.ws.test_game import room_of


def refusal(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["error"]


def test_replayed_and_forged_versions(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    first = people[0]
    room = room_of(app, game_id)
    move = room.game.legal_moves(room.state, 0)[0]
    body = {"version": 0, "move": move}
    first.ok("POST", f"/api/games/{game_id}/moves", body)
    replayed = first.request("POST", f"/api/games/{game_id}/moves", body)
    assert refusal(replayed) in {(409, "stale_version"), (409, "not_your_turn")}
    frame = {"type": "move", "game": game_id, "move": move}
    for version in (0, 2, 10**6, -1, 2**62):
        got = answer(first, frame | {"version": version})
        assert got["code"] in {"stale_version", "not_your_turn"}, (version, got)
        forged = first.request("POST", f"/api/games/{game_id}/moves", body | {"version": version})
        assert forged.status_code in {409, 422}, (version, forged.text)
    assert room.version == moves_stored(app) == 1


def test_moves_for_other_seats_and_games(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 1, bots=("easy",), bots_first=True)
    others, other_game = started_game(client, 2)
    room = room_of(app, other_game)
    move = {"version": 0, "move": room.game.legal_moves(room.state, 0)[0]}
    cases = [
        (people[0], other_game, move, (403, "not_your_seat")),
        (people[0], other_game, move | {"seat": 0}, (403, "not_your_seat")),
        (others[1], other_game, move | {"seat": 0}, (403, "not_your_seat")),
        (others[0], game_id, move | {"seat": 0}, (403, "not_your_seat")),
        (Person(client), other_game, move, (401, "not_authenticated")),
    ]
    for person, game, body, expected in cases:
        response = person.request("POST", f"/api/games/{game}/moves", body)
        assert refusal(response) == expected, (game, body)
    frame = {"type": "move", "game": game_id, "version": 0, "move": {}, "seat": 0}
    assert answer(people[0], frame)["code"] == "not_your_seat"  # the bot's seat
    assert room.version == 0


def test_full_started_and_private_tables(client: TestClient) -> None:
    host, ann, eve = (Person(client).register() for _ in range(3))
    full = host.ok("POST", "/api/tables", {"game": "renature", "seats": 2})
    ann.ok("POST", f"/api/tables/{full['id']}/join", {})
    assert refusal(eve.request("POST", f"/api/tables/{full['id']}/join", {})) == (409, "conflict")
    token = host.ok("GET", f"/api/tables/{full['id']}")["invite_token"]
    assert refusal(eve.request("POST", f"/api/invites/{token}/join")) == (409, "conflict")
    private = host.ok("POST", "/api/tables", {"game": "renature", "seats": 3, "public": False})
    wrong_link = eve.request("POST", f"/api/tables/{private['id']}/join", {"token": token})
    assert refusal(wrong_link) == (404, "not_found")  # as if it did not exist
    for person in (ann, eve, Person(client)):
        for table in person.ok("GET", "/api/tables"):
            assert table["invite_token"] is None
        assert person.request("GET", f"/api/tables/{private['id']}").status_code == 404
    order = [s["id"] for s in host.ok("GET", f"/api/tables/{full['id']}")["seats"]]
    host.ok("POST", f"/api/tables/{full['id']}/start", {"order": order})
    assert refusal(ann.request("POST", f"/api/tables/{full['id']}/leave")) == (409, "conflict")
    assert [s["user"] for s in host.ok("GET", f"/api/tables/{private['id']}")["seats"]] == [
        host.user["name"]  # type: ignore[index]
    ]


def test_guessed_invitation_tokens(client: TestClient) -> None:
    host = Person(client).register()
    tokens = {
        host.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": False})[
            "invite_token"
        ]
        for _ in range(10)
    }
    assert len(tokens) == 10 and all(len(t) >= 32 for t in tokens)
    eve = Person(client).register()
    for _ in range(100):
        guess = secrets.token_urlsafe(24)
        assert refusal(eve.request("GET", f"/api/invites/{guess}")) == (404, "not_found")
        assert refusal(eve.request("POST", f"/api/invites/{guess}/join")) == (404, "not_found")
    assert eve.ok("GET", "/api/invitations") == []


def test_another_users_session_cannot_be_used_or_forged(client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    alder, birch = people
    assert alder.cookie is not None
    payload, stamp, signature = alder.cookie.rsplit(".", 2)
    tampered = Person(client)
    tampered.cookie = f"{payload}.{stamp}.{signature[:-2]}AA"
    forged = Person(client)
    forged.cookie = TimestampSigner("not-the-key").sign(payload).decode()
    for person in (tampered, forged):
        assert person.ok("GET", "/api/session")["user"] is None
        assert person.request("GET", f"/api/games/{game_id}/legal-moves").status_code == 401
    borrowed = Person(client)
    borrowed.cookie, borrowed.csrf = alder.cookie, birch.csrf
    response = borrowed.request("POST", "/api/tables", {"game": "renature", "seats": 2})
    assert refusal(response) == (403, "csrf")


def test_no_endpoint_shows_another_seats_view(client: TestClient) -> None:
    people, game_id = started_game(client, 2, public=False)
    alder, _ = people
    stranger = Person(client).register()
    http = [
        (alder, f"/api/games/{game_id}?seat=1", (403, "not_your_seat")),
        (alder, f"/api/games/{game_id}/legal-moves?seat=1", (403, "not_your_seat")),
        (stranger, f"/api/games/{game_id}", (404, "not_found")),
        (stranger, f"/api/games/{game_id}?seat=0", (404, "not_found")),
        (stranger, f"/api/games/{game_id}/legal-moves", (404, "not_found")),
        (Person(client), f"/api/games/{game_id}", (404, "not_found")),
    ]
    for person, url, expected in http:
        assert refusal(person.request("GET", url)) == expected, url
    assert stranger.ok("GET", "/api/games") == []
    frames = [
        (alder, {"type": "subscribe", "game": game_id, "seat": 1}, "not_your_seat"),
        (stranger, {"type": "subscribe", "game": game_id}, "not_found"),
        (stranger, {"type": "subscribe", "game": game_id, "seat": 0}, "not_your_seat"),
        (stranger, {"type": "legal_moves", "game": game_id}, "not_found"),
    ]
    for person, frame, code in frames:
        assert answer(person, frame)["code"] == code, frame
    mine = alder.ok("GET", f"/api/games/{game_id}")["view"]["seats"]
    assert mine[0]["hand"] and mine[1]["hand"] is None


def test_anonymous_watchers_hold_no_bot_seat(client: TestClient) -> None:
    _, game_id = started_game(client, 1, bots=("easy",))
    anonymous = Person(client)
    watched = anonymous.ok("GET", f"/api/games/{game_id}")
    assert watched["seat"] is None
    assert [s["hand"] for s in watched["view"]["seats"]] == [None, None]
    got = answer(anonymous, {"type": "subscribe", "game": game_id})
    assert got["seat"] is None and got["view"]["seats"][1]["hand"] is None
    assert refusal(anonymous.request("GET", f"/api/games/{game_id}?seat=1")) == (
        403,
        "not_your_seat",
    )
