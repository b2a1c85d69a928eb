"""The host cancels a table before its game starts: it closes, its seats and invitations
go; nobody else may, and a started table cannot be cancelled."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.support.players import Person, name, started_game


def test_the_host_cancels_an_open_table(client: TestClient) -> None:
    host, guest, invited = (Person(client).register() for _ in range(3))
    table = host.ok("POST", "/api/tables", {"game": "renature", "seats": 3, "public": True})
    url = f"/api/tables/{table['id']}"
    guest.ok("POST", f"{url}/join", {})
    host.ok("POST", f"{url}/invitations", {"name": name(invited)})
    refused = guest.request("POST", f"{url}/cancel")
    assert (refused.status_code, refused.json()["error"]) == (403, "forbidden")
    closed = host.ok("POST", f"{url}/cancel")
    assert (closed["status"], closed["seats"]) == ("closed", [])
    assert invited.ok("GET", "/api/invitations") == []
    assert all(t["id"] != table["id"] for t in guest.ok("GET", "/api/tables"))
    again = host.request("POST", f"{url}/cancel")
    assert (again.status_code, again.json()["error"]) == (409, "conflict")


def test_a_started_table_is_not_cancelled(client: TestClient) -> None:
    (host, _), game_id = started_game(client, 2)
    table_id = next(g for g in host.ok("GET", "/api/games") if g["id"] == game_id)["table_id"]
    response = host.request("POST", f"/api/tables/{table_id}/cancel")
    assert (response.status_code, response.json()["error"]) == (409, "conflict")
