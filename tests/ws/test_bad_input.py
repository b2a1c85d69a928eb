"""Bad input on the socket: each gets a clear error frame or close code, and nothing changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker
from starlette.websockets import WebSocketDisconnect

from server.main import create_app
from server.persistence.models import MoveRecord
from tests.support.players import Person, running, settings_for, started_game
from tests.ws.test_game import room_of


def moves_stored(app: FastAPI) -> int:
    sessions: sessionmaker[Session] = app.state.sessions
    with sessions() as db:
        return db.execute(select(func.count()).select_from(MoveRecord)).scalar_one()


def answer(person: Person, *frames: Any) -> dict[str, Any]:
    """The answer to the last of `frames` (sent as JSON, or as text when a str); each of
    them is answered."""
    with person.socket() as ws:
        for frame in frames:
            if isinstance(frame, str):
                ws.send_text(frame)
            else:
                ws.send_json(frame)
            got: dict[str, Any] = ws.receive_json()
        return got


def closed_with(person: Person, send: Any, **headers: str) -> int:
    """The close code the server answers `send(ws)` with."""
    with pytest.raises(WebSocketDisconnect) as closed, person.socket(**headers) as ws:
        send(ws)
        ws.receive_json()
    return closed.value.code


def test_bad_frames_get_error_frames(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    first = people[0]
    legal = first.ok("GET", f"/api/games/{game_id}/legal-moves")["moves"]
    move = {"type": "move", "game": game_id, "version": 0, "move": legal[0]}
    cases: list[tuple[Person, Any, str, str]] = [
        (first, "{not json", "bad_json", "The frame is not JSON"),
        (first, {"type": "dance"}, "invalid", "Bad frame"),
        (first, {"type": "move", "game": game_id}, "invalid", "version"),
        (first, {"type": "subscribe", "game": game_id, "extra": 1}, "invalid", "extra"),
        (first, {"type": "subscribe", "game": 999}, "not_found", "There is no game 999."),
        (first, move | {"game": 999}, "not_found", "There is no game 999."),
        (first, {"type": "subscribe", "game": game_id, "seat": 1}, "not_your_seat", "Seat 1"),
        (first, move | {"seat": 1}, "not_your_seat", "Seat 1 is not yours."),
        (Person(client), move, "not_authenticated", "Log in"),
        (Person(client).register(), move, "not_your_seat", "You hold no seat"),
        (people[1], move, "not_your_turn", "It is seat 0's turn, not seat 1's."),
        (first, move | {"version": 3}, "stale_version", "You saw version 3"),
        (first, move | {"move": {"type": "fly"}}, "illegal_move", "Unknown move type 'fly'."),
        (first, move | {"move": {"type": "place"}}, "illegal_move", ""),
        (Person(client).register(), {"type": "legal_moves", "game": game_id}, "not_your_seat", ""),
    ]
    for person, frame, code, detail in cases:
        got = answer(person, frame)
        assert got["type"] == "error" and got["code"] == code, (frame, got)
        assert detail in got["detail"], (frame, got)
    assert answer(first, move | {"id": "m1", "version": 9})["id"] == "m1"
    assert room_of(app, game_id).version == 0 and moves_stored(app) == 0


def test_a_connection_survives_bad_frames(client: TestClient) -> None:
    person = Person(client).register()
    assert answer(person, "nope", {"type": "move"}, {"type": "ping"}) == {"type": "pong"}


def test_private_games_are_not_watched(client: TestClient) -> None:
    _, game_id = started_game(client, 2, public=False)
    got = answer(Person(client).register(), {"type": "subscribe", "game": game_id})
    missing = answer(Person(client).register(), {"type": "subscribe", "game": game_id + 1})
    assert (got["code"], got["detail"]) == ("not_found", f"There is no game {game_id}.")
    assert (missing["code"], missing["detail"]) == ("not_found", f"There is no game {game_id + 1}.")


def test_oversized_binary_and_foreign_origin_close(client: TestClient) -> None:
    person = Person(client).register()
    assert closed_with(person, lambda ws: ws.send_text(" " * 20000)) == 1009
    assert closed_with(person, lambda ws: ws.send_bytes(b"{}")) == 1003
    foreign = {"origin": "https://evil.example"}
    assert closed_with(person, lambda ws: ws.send_json({"type": "ping"}), **foreign) == 1008
    own = {"origin": "http://testserver"}
    with person.socket(**own) as ws:
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}


def test_too_many_messages(database_url: str, tmp_path: Path) -> None:
    app = create_app(settings_for(database_url, tmp_path, messages_per_second=1, message_burst=3))
    with running(app) as client:
        person = Person(client).register()
        with person.socket() as ws:
            for _ in range(3):
                ws.send_json({"type": "ping"})
                assert ws.receive_json() == {"type": "pong"}
            ws.send_json({"type": "ping"})
            assert ws.receive_json() == {
                "type": "error",
                "code": "rate_limited",
                "detail": "Too many messages: slow down.",
            }

        def flood(ws: Any) -> None:
            for _ in range(10):
                ws.send_json({"type": "ping"})
            while True:
                ws.receive_json()

        assert closed_with(person, flood) == 1008


def test_a_failure_inside_closes_with_1011_and_resubscribing_heals(
    app: FastAPI, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    people, game_id = started_game(client, 2)
    room = room_of(app, game_id)
    move = room.game.legal_moves(room.state, 0)[0]

    def broken(*_: Any) -> list[Any]:
        raise RuntimeError("broken patch")

    with monkeypatch.context() as patched:
        patched.setattr(room.game, "view_patches", broken)
        frame = {"type": "move", "game": game_id, "version": 0, "move": move}
        assert closed_with(people[0], lambda ws: ws.send_json(frame)) == 1011
    assert moves_stored(app) == room.version == 1
    got = answer(people[1], {"type": "subscribe", "game": game_id, "version": 0})
    assert (got["type"], got["version"]) == ("full", 1)


def test_a_socket_to_a_host_the_server_is_not_is_refused(client: TestClient) -> None:
    with (
        pytest.raises(WebSocketDisconnect),
        client.websocket_connect("/ws", headers={"host": "evil.example"}) as ws,
    ):
        ws.send_json({"type": "ping"})
        ws.receive_json()
    with pytest.raises(WebSocketDisconnect):  # only /ws is a socket
        client.websocket_connect("/elsewhere").__enter__()
