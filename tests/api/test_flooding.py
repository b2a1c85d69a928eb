"""One person cannot flood the lobby: open tables per host are capped, and the open-tables
list pages and filters, so nobody's tables can be pushed out of reach."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from server.lobby import MAX_GAMES_WITH_BOTS, MAX_OPEN_TABLES
from tests.support.players import Person


def test_one_host_opens_a_bounded_number_of_tables(client: TestClient) -> None:
    host = Person(client).register()
    tables = [
        host.ok("POST", "/api/tables", {"game": "renature", "seats": 2})
        for _ in range(MAX_OPEN_TABLES)
    ]
    refused = host.request("POST", "/api/tables", {"game": "renature", "seats": 2})
    assert (refused.status_code, refused.json()["error"]) == (429, "rate_limited")
    assert f"You host {MAX_OPEN_TABLES} open tables" in refused.json()["detail"]
    assert host.request("POST", f"/api/tables/{tables[0]['id']}/leave").status_code == 204
    host.ok("POST", "/api/tables", {"game": "renature", "seats": 2})  # room for one again


def test_open_tables_page_and_filter(client: TestClient) -> None:
    hosts = [Person(client).register() for _ in range(3)]
    ids = [
        host.ok("POST", "/api/tables", {"game": "renature", "seats": seats})["id"]
        for host in hosts
        for seats in (2, 3, 4)
    ]
    full = hosts[0].ok("POST", "/api/tables", {"game": "renature", "seats": 2})["id"]
    Person(client).register().ok("POST", f"/api/tables/{full}/join", {})
    seen = hosts[1].ok("GET", "/api/tables?limit=4")
    assert [t["id"] for t in seen] == ids[::-1][:4]  # newest first; the full one left out
    after = hosts[1].ok("GET", f"/api/tables?limit=4&before={seen[-1]['id']}")
    assert [t["id"] for t in after] == ids[::-1][4:8]
    assert len(hosts[1].ok("GET", "/api/tables?game=renature")) == 9
    assert hosts[1].ok("GET", "/api/tables?game=cascadia") == []
    assert hosts[1].request("GET", "/api/tables?limit=1000").status_code == 422


def test_one_person_starts_a_bounded_number_of_games_with_bots_or_alone(client: TestClient) -> None:
    host = Person(client).register()

    def start_with_bot() -> Any:
        table = host.ok("POST", "/api/tables", {"game": "renature", "seats": 2})
        host.ok("POST", f"/api/tables/{table['id']}/bots", {"level": "easy"})
        return host.request("POST", f"/api/tables/{table['id']}/start", {"order": None})

    def start_alone() -> Any:
        table = host.ok("POST", "/api/tables", {"game": "cascadia", "seats": 1})
        return host.request("POST", f"/api/tables/{table['id']}/start", {"order": None})

    for _ in range(MAX_GAMES_WITH_BOTS - 2):
        assert start_with_bot().status_code == 201
    for _ in range(2):  # a game alone counts: the hard bot reviews it
        assert start_alone().status_code == 201
    for refused in (start_with_bot(), start_alone()):
        assert (refused.status_code, refused.json()["error"]) == (429, "rate_limited")
        assert "games with bots or alone going on" in refused.json()["detail"]
