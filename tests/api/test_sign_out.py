"""Sessions rotate when a guest becomes an account, and logging out everywhere closes the
sockets already open."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.support.players import Person, started_game


def test_a_guests_cookie_stops_working_when_it_becomes_an_account(client: TestClient) -> None:
    guest = Person(client).guest()
    copy = Person(client)
    copy.cookie, copy.csrf = guest.cookie, guest.csrf
    assert copy.ok("GET", "/api/session")["user"]["guest"] is True
    converted = guest.ok("POST", "/api/accounts/convert", {"name": "Rowan", "password": "ash keys"})
    guest.signed_in(converted)
    assert guest.ok("GET", "/api/session")["user"]["name"] == "Rowan"
    assert guest.cookie != copy.cookie
    assert copy.ok("GET", "/api/session")["user"] is None


def test_logging_out_everywhere_closes_open_sockets(client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    player = people[0]
    other_tab = Person(client)
    other_tab.cookie, other_tab.csrf = player.cookie, player.csrf
    with player.socket() as ws, people[1].socket() as bystander:
        ws.send_json({"type": "subscribe", "game": game_id})
        assert ws.receive_json()["type"] == "full"
        bystander.send_json({"type": "subscribe", "game": game_id})
        assert bystander.receive_json()["type"] == "full"
        assert other_tab.request("DELETE", "/api/session").status_code == 204
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                ws.receive_json()
        assert (closed.value.code, closed.value.reason) == (1008, "Signed out.")
        bystander.send_json({"type": "ping"})
        assert bystander.receive_json()["type"] == "pong"  # someone else's socket stays


def test_a_browser_whose_session_ended_elsewhere_can_sign_in_again(client: TestClient) -> None:
    person = Person(client).register("Hazel")
    other_tab = Person(client)
    other_tab.cookie, other_tab.csrf = person.cookie, person.csrf
    assert other_tab.request("DELETE", "/api/session").status_code == 204
    answer = person.ok("GET", "/api/session")
    assert (answer["user"], answer["csrf"], person.cookie) == (None, None, None)
    person.csrf = None
    signed = person.ok("POST", "/api/session", {"name": "Hazel", "password": "correct horse"})
    assert signed["user"]["name"] == "Hazel"
