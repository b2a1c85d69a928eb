"""The leak hunt: seeded Renature games (people played by a scripted random player that
favours cloud actions and plays each the first time it may, and bots) over the websocket
and HTTP API of the app, every message each seat, a spectator and a stranger receive
recorded, then checked against what that observer may know at that version
(benchmarks.reliability.secrets).

Besides updates it records replies to legal-move requests, refused moves (error frames),
resubscriptions (missed updates, full views), game histories, the HTTP view of the game,
"my games", the table and the open tables.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

import orjson
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from benchmarks.reliability.secrets import Timeline, leaks
from server.persistence.games import Store

CLOUD_ACTIONS = {"joker", "return", "extra_turn", "take_clouds"}
WEIGHTS = {"extra_turn": 100, "take_clouds": 100, "joker": 3, "return": 3}  # others: 1


@dataclass
class Observer:
    """One client: its cookie, its seat (None: spectator or stranger), what it received."""

    cookie: str | None
    csrf: str | None
    seat: int | None
    ws: WebSocketTestSession | None = None
    version: int = 0
    received: list[tuple[int, str]] = field(default_factory=list)  # (version then, text)


@dataclass
class Tally:
    """What a hunt did and found."""

    games: int = 0
    moves: int = 0
    messages: int = 0
    bytes: int = 0
    move_types: dict[str, int] = field(default_factory=dict)
    leaks: list[str] = field(default_factory=list)


def _headers(who: Observer) -> dict[str, str]:
    headers = {}
    if who.cookie:
        headers["cookie"] = f"session={who.cookie}"
    if who.csrf:
        headers["x-csrf-token"] = who.csrf
    return headers


def _http(client: TestClient, who: Observer, method: str, url: str, body: Any = None) -> Any:
    client.cookies.clear()
    response = client.request(method, url, json=body, headers=_headers(who))
    client.cookies.clear()
    return response


def _guest(client: TestClient, seat: int | None) -> Observer:
    response = _http(client, Observer(None, None, None), "POST", "/api/guests")
    return Observer(response.cookies["session"], response.json()["csrf"], seat)


def _start(client: TestClient, players: int, people: int, rng: random.Random) -> tuple[Any, ...]:
    """A started game with `people` guests and bots in the other seats, in a random order."""
    humans = [_guest(client, None) for _ in range(people)]
    host = humans[0]
    table = _http(client, host, "POST", "/api/tables", {"game": "renature", "seats": players})
    table_id = table.json()["id"]
    for person in humans[1:]:
        _http(client, person, "POST", f"/api/tables/{table_id}/join", {})
    for _ in range(players - people):
        level = rng.choice(["easy", "easy", "medium"])
        _http(client, host, "POST", f"/api/tables/{table_id}/bots", {"level": level})
    seats = _http(client, host, "GET", f"/api/tables/{table_id}").json()["seats"]
    order = [s["id"] for s in seats]
    rng.shuffle(order)
    started = _http(client, host, "POST", f"/api/tables/{table_id}/start", {"order": order})
    game_id = started.json()["game_id"]
    names = {s["id"]: s["user"] for s in seats}
    for person in humans:
        me = _http(client, person, "GET", "/api/session").json()["user"]["name"]
        person.seat = next(i for i, seat_id in enumerate(order) if names[seat_id] == me)
    return table_id, game_id, humans


class Hunt:
    """Plays games on `app` (running in `client`) and checks what every observer got."""

    def __init__(self, app: FastAPI, client: TestClient, seed: int) -> None:
        self.app = app
        self.client = client
        self.rng = random.Random(seed)
        self.tally = Tally()

    def game(self, players: int, people: int) -> None:
        """Play one game to its end, then check every message of it."""
        table_id, game_id, humans = _start(self.client, players, people, self.rng)
        room = self.app.state.hub.rooms[game_id]
        watchers = [Observer(None, None, None), _guest(self.client, None)]
        everyone = [*humans, *watchers]
        with _sockets(self.client, everyone, game_id):
            while True:
                self._settle(room, humans)
                for who in everyone:
                    self._drain(who, room.version)
                seat = room.game.current_seat(room.state)
                if seat is None:
                    break
                mover = next(h for h in humans if h.seat == seat)
                self._extras(game_id, everyone, room.version)
                self._move(room, mover, humans)
        for who in everyone:
            for path in (f"/api/games/{game_id}", "/api/games", f"/api/tables/{table_id}"):
                self._record(who, room.version, _http(self.client, who, "GET", path).text)
        self._check(game_id, everyone)

    def _settle(self, room: Any, humans: list[Observer]) -> None:
        """Wait while bots are to move."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            seat = room.game.current_seat(room.state)
            if (seat is None or any(h.seat == seat for h in humans)) and not room.lock.locked():
                return
            time.sleep(0.001)
        raise TimeoutError("the bots did not move")

    def _drain(self, who: Observer, version: int) -> None:
        assert who.ws is not None
        while who.version < version:
            text = who.ws.receive_text()
            frame = orjson.loads(text)
            who.version = frame.get("version", who.version)
            self._record(who, who.version, text)

    def _ask(self, who: Observer, frame: dict[str, Any], version: int) -> dict[str, Any]:
        assert who.ws is not None
        who.ws.send_text(orjson.dumps(frame).decode())
        text = who.ws.receive_text()
        self._record(who, version, text)
        seen: dict[str, Any] = orjson.loads(text)
        return seen

    def _record(self, who: Observer, version: int, text: str) -> None:
        who.received.append((version, text))

    def _move(self, room: Any, mover: Observer, humans: list[Observer]) -> None:
        game_id, version = room.id, mover.version
        answer = self._ask(mover, {"type": "legal_moves", "game": game_id}, version)
        assert answer["type"] == "legal_moves", answer
        legal = answer["moves"]
        unplayed = [m for m in legal if m["type"] in CLOUD_ACTIONS - set(self.tally.move_types)]
        weights = [WEIGHTS.get(m["type"], 1) for m in legal]
        move = unplayed[0] if unplayed else self.rng.choices(legal, weights)[0]
        if self.rng.random() < 0.1:  # refused moves: illegal, stale, someone else's turn
            bad = {"type": "move", "game": game_id, "version": version, "move": {"type": "x"}}
            self._ask(mover, bad, version)
            self._ask(mover, bad | {"move": move, "version": version - 1}, version)
            other = self.rng.choice(humans)
            if other is not mover:
                self._ask(other, bad | {"move": move}, version)
        assert mover.ws is not None
        frame = {"type": "move", "game": game_id, "version": version, "move": move}
        mover.ws.send_text(orjson.dumps(frame).decode())
        deadline = time.monotonic() + 60
        while room.version == version and time.monotonic() < deadline:
            time.sleep(0.0005)
        self.tally.moves += 1
        self.tally.move_types[move["type"]] = self.tally.move_types.get(move["type"], 0) + 1

    def _extras(self, game_id: int, everyone: list[Observer], v: int) -> None:
        """Now and then: resubscriptions, histories and HTTP reads by a random observer."""
        if self.rng.random() > 0.15:
            return
        who = self.rng.choice(everyone)
        assert who.ws is not None
        since = self.rng.choice([None, max(0, v - 3), 0])
        frame = {"type": "subscribe", "game": game_id, "version": since}
        who.ws.send_text(orjson.dumps(frame).decode())
        who.version = -1 if since is None else since  # a full view, or the updates after
        self._drain(who, v)
        self._ask(who, {"type": "history", "game": game_id}, v)
        for path in (f"/api/games/{game_id}", "/api/games", "/api/tables"):
            self._record(who, v, _http(self.client, who, "GET", path).text)

    def _check(self, game_id: int, everyone: list[Observer]) -> None:
        setup, moves = Store(self.app.state.engine).load(game_id)
        timeline = Timeline(setup.players, setup.seed, setup.options)
        for seat, move in moves:
            timeline.advance(seat, move)
        self.tally.games += 1
        for who in everyone:
            for version, text in who.received:
                self.tally.messages += 1
                self.tally.bytes += len(text.encode())
                known = timeline.known[version][who.seat]
                for leak in leaks(text, orjson.loads(text), known):
                    self.tally.leaks.append(f"game {game_id} v{version} seat {who.seat}: {leak}")


class _sockets:
    """Every observer's socket, subscribed to the game, for the length of a `with`."""

    def __init__(self, client: TestClient, everyone: list[Observer], game_id: int) -> None:
        self.client, self.everyone, self.game_id = client, everyone, game_id
        self.contexts: list[Any] = []

    def __enter__(self) -> None:
        for who in self.everyone:
            headers = {"cookie": f"session={who.cookie}"} if who.cookie else {}
            context = self.client.websocket_connect("/ws", headers=headers)
            who.ws = context.__enter__()
            self.contexts.append(context)
            who.ws.send_text(orjson.dumps({"type": "subscribe", "game": self.game_id}).decode())
            text = who.ws.receive_text()
            frame = orjson.loads(text)
            who.received.append((frame.get("version", 0), text))
            who.version = frame.get("version", 0)

    def __exit__(self, *_: object) -> None:
        for context in self.contexts:
            context.__exit__(None, None, None)
