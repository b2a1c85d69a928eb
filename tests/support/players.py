"""Test clients: people with their own session cookies on one TestClient, their sockets,
and a client-side copy of a seat's view kept up to date from full views and patches."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from server.config import Settings
from server.games.base import apply_patch
from tests.support.waiting import wait_for

_names = itertools.count()


def settings_for(url: str, data_dir: Path, **overrides: Any) -> Settings:
    """Settings for a test app: cheap password hashing, no bot delay, a fixed key."""
    values: dict[str, Any] = {
        "database_url": url,
        "data_dir": data_dir,
        "secret_key": "test-secret",
        "argon2_time_cost": 1,
        "argon2_memory_cost": 1024,
        "bot_delay": 0.0,
        "messages_per_second": 1000.0,
        "message_burst": 1000,
        "allowed_hosts": ["testserver", "127.0.0.1", "localhost"],
    } | overrides
    return Settings(**values)


@contextmanager
def running(app: FastAPI) -> Iterator[TestClient]:
    """A TestClient with the app's lifespan running, on a loopback base URL."""
    with TestClient(app, base_url="http://testserver") as client:
        yield client


class Person:
    """Someone using the site: their own cookie and CSRF token, on a shared TestClient."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.cookie: str | None = None
        self.csrf: str | None = None
        self.user: dict[str, Any] | None = None

    def request(self, method: str, url: str, json: Any = None, **headers: str) -> Any:
        """Send a request with this person's cookie and CSRF token; the httpx response."""
        sent = dict(headers)
        if self.cookie:
            sent["cookie"] = f"session={self.cookie}"
        if self.csrf and "x-csrf-token" not in sent:
            sent["x-csrf-token"] = self.csrf
        self.client.cookies.clear()
        response = self.client.request(method, url, json=json, headers=sent)
        for set_cookie in response.headers.get_list("set-cookie"):
            if set_cookie.startswith("session=null;"):
                self.cookie = None
            elif set_cookie.startswith("session="):
                self.cookie = set_cookie.split(";", 1)[0].removeprefix("session=")
        self.client.cookies.clear()
        return response

    def ok(self, method: str, url: str, json: Any = None) -> Any:
        """The JSON of a request that must succeed (2xx)."""
        response = self.request(method, url, json)
        assert response.status_code < 300, (response.status_code, response.text)
        return response.json() if response.content else None

    def signed_in(self, answer: dict[str, Any]) -> Person:
        self.user, self.csrf = answer["user"], answer["csrf"]
        return self

    def register(self, name: str | None = None, password: str = "correct horse") -> Person:
        name = name or f"player{next(_names)}"
        return self.signed_in(
            self.ok("POST", "/api/accounts", {"name": name, "password": password})
        )

    def guest(self) -> Person:
        return self.signed_in(self.ok("POST", "/api/guests"))

    @contextmanager
    def socket(self, **headers: str) -> Iterator[WebSocketTestSession]:
        """A websocket to /ws with this person's cookie."""
        if self.cookie:
            headers["cookie"] = f"session={self.cookie}"
        with self.client.websocket_connect("/ws", headers=headers) as ws:
            yield ws


class SeatView:
    """A client's copy of one seat's view, following full and update frames."""

    def __init__(self) -> None:
        self.view: dict[str, Any] | None = None
        self.version: int | None = None
        self.events: list[dict[str, Any]] = []

    def take(self, frame: dict[str, Any]) -> None:
        """Apply a full or update frame; updates must follow on without a hole."""
        if frame["type"] == "full":
            self.view, self.version = frame["view"], frame["version"]
            return
        assert frame["type"] == "update", frame
        assert self.view is not None and self.version is not None
        assert frame["version"] == self.version + 1, (frame["version"], self.version)
        self.view = apply_patch(copy.deepcopy(self.view), frame["patch"])
        self.version = frame["version"]
        self.events += frame["events"]


def started_game(
    client: TestClient,
    players: int,
    *,
    public: bool = True,
    bots: tuple[str, ...] = (),
    bots_first: bool = False,
    **table: Any,
) -> tuple[list[Person], int]:
    """A started game: `players` people in seats 0.., then `bots` (levels) after them, or
    before them with `bots_first`; the table's other settings (a clock, ...) as given."""
    people = [Person(client).register() for _ in range(players)]
    host = people[0]
    body = {"game": "renature", "seats": players + len(bots), "public": public} | table
    table = host.ok("POST", "/api/tables", body)
    for person in people[1:]:
        assert person.user is not None
        host.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": person.user["name"]})
        person.ok("POST", f"/api/tables/{table['id']}/join", {})
    for level in bots:
        host.ok("POST", f"/api/tables/{table['id']}/bots", {"level": level})
    seats = host.ok("GET", f"/api/tables/{table['id']}")["seats"]
    order = [s["id"] for s in seats]
    if bots_first:
        order = order[players:] + order[:players]
    started = host.ok("POST", f"/api/tables/{table['id']}/start", {"order": order})
    return people, started["game_id"]


def finish(people: list[Person], game_id: int) -> None:
    """Play game `game_id` to its end: each person's first legal move in turn, the bots'
    moves waited for."""
    game = f"/api/games/{game_id}"
    while not (seen := people[0].ok("GET", game))["over"]:
        if not any(move_first(person, game) for person in people):  # a bot's turn
            wait_for(
                lambda: people[0].ok("GET", game)["version"] > seen["version"],
                f"a bot's move in game {game_id}",
            )


def move_first(person: Person, game: str) -> bool:
    """Make the person's first legal move in `game` (its path), if they have one; returns
    whether it was accepted."""
    legal = person.ok("GET", f"{game}/legal-moves")
    if not legal["moves"]:
        return False
    move = {"version": legal["version"], "move": legal["moves"][0]}
    return bool(person.request("POST", f"{game}/moves", move).is_success)


def my_turn(person: Person, game_id: int, timeout: float = 60) -> dict[str, Any]:
    """`person`'s legal moves in game `game_id` (and its version), once it is their turn.
    Raises AssertionError if it is not within `timeout` seconds."""

    def legal() -> dict[str, Any] | None:
        answer: dict[str, Any] = person.ok("GET", f"/api/games/{game_id}/legal-moves")
        return answer if answer["moves"] else None

    return wait_for(legal, f"a turn of a person in game {game_id}", timeout)


def game_over(person: Person, game_id: int, timeout: float = 120) -> dict[str, Any]:
    """Game `game_id` as `person` sees it, once it is over. Raises AssertionError if it is
    not within `timeout` seconds."""

    def shown() -> dict[str, Any] | None:
        game: dict[str, Any] = person.ok("GET", f"/api/games/{game_id}")
        return game if game["over"] else None

    return wait_for(shown, f"the end of game {game_id}", timeout)


def name(person: Person) -> str:
    """The person's name (they must be signed in)."""
    assert person.user is not None
    return str(person.user["name"])
