"""Watching the lobby and tables: a change one person makes reaches the sockets of the
others who see it, as a `changed` notice; bad watch frames are refused."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from server.ws.endpoint import MAX_WATCHES
from server.ws.watchers import Watchers
from tests.support.players import Person, started_game

LOBBY = {"type": "changed", "topic": "lobby"}


def table_notice(table: int) -> dict[str, Any]:
    return {"type": "changed", "topic": "table", "table": table}


def watch(ws: WebSocketTestSession, **frame: Any) -> None:
    """Watch a topic; returns once the server has taken the frame (the ping after it is
    answered), failing if it answered something else."""
    ws.send_json({"type": "watch", **frame})
    assert ping(ws) == [], "the watch was refused"


def ping(ws: WebSocketTestSession) -> list[dict[str, Any]]:
    """The frames that come before the answer to a ping: those queued by now."""
    ws.send_json({"type": "ping"})
    frames = []
    while (frame := ws.receive_json()) != {"type": "pong"}:
        frames.append(frame)
    return frames


def open_table(host: Person, public: bool = True, seats: int = 2) -> int:
    body = {"game": "renature", "seats": seats, "public": public}
    table: int = host.ok("POST", "/api/tables", body)["id"]
    return table


@pytest.fixture
def quick(app: FastAPI) -> FastAPI:
    """The app telling a watcher of every change at once (no gap between notices)."""
    watchers: Watchers = app.state.watchers
    watchers.gap = 0
    return app


@pytest.mark.usefixtures("quick")
def test_a_change_at_a_public_table_reaches_its_watchers_and_the_lobby(client: TestClient) -> None:
    ann, bob, cat = (Person(client).register() for _ in range(3))
    table = open_table(ann)
    with bob.socket() as at_table, cat.socket() as in_lobby, Person(client).socket() as anyone:
        watch(at_table, topic="table", table=table)
        watch(in_lobby, topic="lobby")
        watch(anyone, topic="lobby")
        bob.ok("POST", f"/api/tables/{table}/join", {})
        assert ping(at_table) == [table_notice(table)]
        assert ping(in_lobby) == [LOBBY]
        assert ping(anyone) == [LOBBY]
        ann.ok("POST", f"/api/tables/{table}/start", {"order": None})
        assert ping(at_table) == [table_notice(table)]
        assert ping(in_lobby) == ping(anyone) == [LOBBY]
        other = open_table(cat)  # another table: news for the lobby only
        assert ping(at_table) == []
        assert ping(in_lobby) == ping(anyone) == [LOBBY]
        at_table.send_json({"type": "unwatch", "topic": "lobby"})  # not watched: nothing
        at_table.send_json({"type": "unwatch", "topic": "table", "table": table})
        in_lobby.send_json({"type": "unwatch", "topic": "lobby"})
        cat.ok("POST", f"/api/tables/{other}/bots", {"level": "easy"})
        assert ping(at_table) == ping(in_lobby) == []
        assert ping(anyone) == [LOBBY]


@pytest.mark.usefixtures("quick")
def test_a_private_table_tells_only_the_people_it_concerns(client: TestClient) -> None:
    ann, bob, cat = (Person(client).register() for _ in range(3))
    table = open_table(ann, public=False, seats=3)
    with bob.socket() as invited, cat.socket() as stranger:
        watch(invited, topic="lobby")
        watch(stranger, topic="lobby")
        assert bob.user is not None
        ann.ok("POST", f"/api/tables/{table}/invitations", {"name": bob.user["name"]})
        assert ping(invited) == [LOBBY]  # the invitation shows in bob's lobby
        seat = ann.ok("POST", f"/api/tables/{table}/bots", {"level": "easy"})["seats"][-1]
        assert ping(invited) == [LOBBY]  # and how full the table is
        bob.ok("POST", f"/api/tables/{table}/join", {})
        ann.ok("POST", f"/api/tables/{table}/kick", {"seat_id": seat["id"]})
        ann.ok("POST", f"/api/tables/{table}/leave")  # bob hosts it now
        assert ping(invited) == [LOBBY] * 3  # bob's seat, and the table he is at
        assert ping(stranger) == []
        # a private table is watched by those who may see it, or by its invitation link
        stranger.send_json({"type": "watch", "topic": "table", "table": table})
        assert ping(stranger) == [
            {"type": "error", "code": "not_found", "detail": f"There is no table {table}."}
        ]
        token = bob.ok("GET", f"/api/tables/{table}")["invite_token"]
        watch(stranger, topic="table", table=table, token=token)
        bob.ok("POST", f"/api/tables/{table}/bots", {"level": "hard"})
        assert ping(stranger) == [table_notice(table)]


MINE = {"type": "changed", "topic": "mine"}


@pytest.mark.usefixtures("quick")
def test_ones_own_tables_are_news_wherever_one_is(client: TestClient) -> None:
    ann, bob, cat = (Person(client).register() for _ in range(3))
    table = open_table(ann, public=False, seats=3)
    with bob.socket() as invited, cat.socket() as stranger, Person(client).socket() as nobody:
        watch(invited, topic="mine")
        watch(stranger, topic="mine")
        nobody.send_json({"type": "watch", "topic": "mine"})
        [error] = ping(nobody)
        assert (error["code"], error["detail"]) == (
            "not_authenticated",
            "Sign in to be told of your own tables.",
        )
        open_table(cat)  # a table of cat's own: news for him, not for bob
        assert ping(stranger) == [MINE]
        assert ping(invited) == []
        assert bob.user is not None
        ann.ok("POST", f"/api/tables/{table}/invitations", {"name": bob.user["name"]})
        assert ping(invited) == [MINE]
        assert ping(stranger) == []
        bob.ok("POST", f"/api/tables/{table}/join", {})
        ann.ok("POST", f"/api/tables/{table}/cancel")
        assert ping(invited) == [MINE, MINE]  # his seat, and the table closed under him


def test_notices_come_at_most_once_a_gap(client: TestClient, app: FastAPI) -> None:
    watchers: Watchers = app.state.watchers
    watchers.gap = 2.0  # longer than opening four tables takes on a busy machine
    ann = Person(client).register()
    with Person(client).socket() as ws:
        watch(ws, topic="lobby")
        start = time.monotonic()
        for _ in range(4):
            open_table(ann)
        assert ping(ws) == [LOBBY]  # the first at once; the next three wait for the gap
        assert ws.receive_json() == LOBBY
        assert time.monotonic() - start >= watchers.gap
        assert ping(ws) == []


@pytest.mark.usefixtures("quick")
def test_the_end_of_a_game_is_news_for_its_table_and_the_lobby(
    client: TestClient, app: FastAPI
) -> None:
    people, game_id = started_game(client, 2)
    table = people[0].ok("GET", "/api/games")[0]["table_id"]
    with Person(client).socket() as lobby, Person(client).socket() as at_table:
        watch(lobby, topic="lobby")
        watch(at_table, topic="table", table=table)
        live = people[0].ok("GET", "/api/games/live")
        assert [g["id"] for g in live] == [game_id]
        over = False
        while not over:
            for person in people:
                legal = person.ok("GET", f"/api/games/{game_id}/legal-moves")
                if legal["moves"]:
                    move = {"version": legal["version"], "move": legal["moves"][0]}
                    over = person.ok("POST", f"/api/games/{game_id}/moves", move)["over"]
                    if over:
                        break
                    assert ping(lobby) == []  # a move is no news for the lobby
        assert client.portal is not None
        client.portal.call(app.state.hub.settled)  # the game's end told
        assert ping(lobby) == [LOBBY]
        assert ping(at_table) == [table_notice(table)]
        assert people[0].ok("GET", "/api/games/live") == []


@pytest.mark.parametrize(
    ("frame", "detail"),
    [
        ({"type": "watch"}, "watch.topic: Field required"),
        ({"type": "watch", "topic": "game", "table": 1}, "watch.topic: Input should be"),
        ({"type": "watch", "topic": "table"}, "the table topic names a table"),
        ({"type": "watch", "topic": "lobby", "table": 1}, "the table topic names a table"),
        ({"type": "watch", "topic": "mine", "table": 1}, "the table topic names a table"),
        ({"type": "watch", "topic": "table", "table": 0}, "watch.table: Input should be greater"),
        ({"type": "watch", "topic": "table", "table": 1.5}, "watch.table: Input should be a valid"),
        ({"type": "watch", "topic": "lobby", "seat": 1}, "watch.seat: Extra inputs"),
        ({"type": "watch", "topic": "table", "table": 1, "token": "x" * 65}, "watch.token"),
        ({"type": "unwatch", "topic": "lobby", "token": "x"}, "unwatch.token: Extra inputs"),
    ],
)
@pytest.mark.usefixtures("quick")
def test_bad_watch_frames_are_refused(
    client: TestClient, frame: dict[str, Any], detail: str
) -> None:
    ann = Person(client).register()
    with ann.socket() as ws:
        ws.send_json(frame)
        [error] = ping(ws)
        assert error["type"] == "error" and error["code"] == "invalid"
        assert detail in error["detail"]
        open_table(ann)  # nothing is watched
        assert ping(ws) == []


@pytest.mark.usefixtures("quick")
def test_a_socket_watches_a_few_topics_only(client: TestClient, app: FastAPI) -> None:
    ann = Person(client).register()
    tables = [open_table(ann) for _ in range(MAX_WATCHES)]
    watchers: Watchers = app.state.watchers
    with ann.socket() as ws:
        watch(ws, topic="lobby")
        watch(ws, topic="lobby")  # once is enough: no second watch
        for table in tables[:-1]:
            watch(ws, topic="table", table=table)
        ws.send_json({"type": "watch", "topic": "table", "table": tables[-1]})
        [error] = ping(ws)
        assert (error["code"], error["detail"]) == (
            "refused",
            f"At most {MAX_WATCHES} watches per connection.",
        )
        ws.send_json({"type": "watch", "topic": "table", "table": 99999})
        assert ping(ws)[0]["code"] == "refused"  # the limit comes first
        assert watchers.count == MAX_WATCHES
    for _ in range(50):  # the server ends the connection a moment after the client: no
        # sign of it reaches the test but the watchers' count
        if watchers.count == 0:
            break
        time.sleep(0.02)
    assert watchers.count == 0
