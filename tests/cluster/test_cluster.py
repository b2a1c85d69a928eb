"""Two server processes on one database, with Redis between them and nginx in front:
players on different processes, a process killed, Redis restarted, bots moving once."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from contextlib import ExitStack
from typing import Any

import httpx
import redis
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from deploy.cluster import Cluster
from tests.cluster.conftest import RedisServer
from tests.support.players import SeatView

TIMEOUT = 20.0


class Player:
    """A guest: a session, a socket to one server or the proxy, and its seat's view."""

    def __init__(self, base: str, cookie: str | None = None, csrf: str = "") -> None:
        self.base = base
        self.cookie, self.csrf = cookie, csrf
        if cookie is None:
            response = httpx.post(f"{base}/api/guests")
            response.raise_for_status()
            self.cookie, self.csrf = response.cookies["session"], response.json()["csrf"]
        self.view = SeatView()
        self.ws: ClientConnection | None = None
        self.sockets = ExitStack()
        self.game = 0
        self.reconnects = 0
        self.last: dict[str, Any] = {}  # the last full view or update taken

    def post(self, path: str, body: Any) -> Any:
        headers = {"cookie": f"session={self.cookie}", "x-csrf-token": self.csrf}
        response = httpx.post(f"{self.base}{path}", json=body, headers=headers)
        assert response.status_code < 300, response.text
        return response.json()

    def connect(self, base: str, game: int) -> None:
        """A socket to `base` following `game` from the version this player has (the
        first time: until its full view has come)."""
        url = base.replace("http", "ws") + "/ws"
        headers = {"cookie": f"session={self.cookie}"}
        self.ws = self.sockets.enter_context(connect(url, additional_headers=headers))
        self.game = game
        self.ws.send(json.dumps({"type": "subscribe", "game": game, "version": self.view.version}))
        if self.view.version is None:
            self.take_until(lambda frame: frame["type"] == "full")

    def take_until(self, done: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        """Take frames (full views and updates into the view) until one is `done`."""
        assert self.ws is not None
        deadline = time.monotonic() + TIMEOUT
        while True:
            frame: dict[str, Any] = json.loads(self.ws.recv(timeout=deadline - time.monotonic()))
            assert frame["type"] != "error", frame
            if frame["type"] in ("full", "update"):
                self.view.take(frame)
                self.last = frame
            if done(frame):
                return frame

    def ask(self, frame: dict[str, Any], done: Callable[[dict[str, Any]], bool]) -> None:
        """Send `frame` and take frames until one is `done`; if the server is gone,
        reconnect through the proxy, resubscribe and ask again."""
        assert self.ws is not None
        try:
            self.ws.send(json.dumps(frame))
            self.take_until(done)
        except ConnectionClosed:
            self.reconnects += 1
            self.connect(self.base, self.game)
            self.ask(frame, done)

    @property
    def current(self) -> int | None:
        """The seat to move in this player's view (None: the game is over)."""
        assert self.view.view is not None, "no view yet"
        seat: int | None = self.view.view["current"]
        return seat

    @property
    def version(self) -> int:
        """The version of this player's view."""
        assert self.view.version is not None, "no view yet"
        return self.view.version

    def wait_for(self, version: int) -> None:
        """Take frames until the view is at `version` (reconnecting if needed)."""
        if self.view.version != version:
            self.ask({"type": "ping"}, lambda _: self.view.version == version)

    def move(self, rng: random.Random) -> int:
        """Make a random legal move; the version it made."""
        legal: dict[str, Any] = {}

        def answer(frame: dict[str, Any]) -> bool:
            legal.update(frame)
            return bool(frame["type"] == "legal_moves")

        self.ask({"type": "legal_moves", "game": self.game}, answer)
        version: int = legal["version"]
        move = {"type": "move", "game": self.game, "version": version}
        self.ask(move | {"move": rng.choice(legal["moves"])}, lambda _: self.version > version)
        return version + 1


def new_game(base: str, people: int, bots: int = 0) -> tuple[list[Player], int]:
    """A started game of `people` guests in seats 0.. and `bots` easy bots after them."""
    players = [Player(base) for _ in range(people)]
    table = players[0].post("/api/tables", {"game": "renature", "seats": people + bots})
    for player in players[1:]:
        table = player.post(f"/api/tables/{table['id']}/join", {})
    for _ in range(bots):
        table = players[0].post(f"/api/tables/{table['id']}/bots", {"level": "easy"})
    order = [s["id"] for s in table["seats"]]
    started = players[0].post(f"/api/tables/{table['id']}/start", {"order": order})
    return players, started["game_id"]


def play(players: list[Player], rng: random.Random, moves: int = 10_000) -> None:
    """Up to `moves` moves by whoever's turn it is; every player sees each one."""
    for _ in range(moves):
        assert players[0].view.view is not None
        current = players[0].view.view["current"]
        if current is None:
            return
        version = players[current].move(rng)
        for player in players:
            player.wait_for(version)


def assert_same_everywhere(cluster: Cluster, players: list[Player], game: int) -> None:
    """Every player's view is its seat's view on every live process."""
    for seat, player in enumerate(players):
        for port in cluster.ports:
            if f"server-{port}" not in cluster.pids:
                continue
            response = httpx.get(
                f"http://127.0.0.1:{port}/api/games/{game}",
                headers={"cookie": f"session={player.cookie}"},
            )
            answer = response.json()
            assert answer["seat"] == seat
            assert (answer["version"], answer["view"]) == (player.view.version, player.view.view)


def test_players_on_two_processes_play_to_the_end(cluster_factory: Any) -> None:
    cluster = cluster_factory()
    a, b = (f"http://127.0.0.1:{p}" for p in cluster.ports)
    players, game = new_game(cluster.url, 2)
    players[0].connect(a, game)
    players[1].connect(b, game)
    play(players, random.Random(1))
    assert players[0].current is None  # the game is over
    assert players[0].version == players[1].version > 50
    assert_same_everywhere(cluster, players, game)


def test_a_process_killed_mid_game_its_players_go_on_elsewhere(cluster_factory: Any) -> None:
    cluster = cluster_factory()
    a, _ = cluster.ports
    players, game = new_game(cluster.url, 3)
    players[0].connect(f"http://127.0.0.1:{a}", game)
    for player in players[1:]:
        player.connect(cluster.url, game)
    rng = random.Random(2)
    play(players, rng, moves=12)
    before = players[0].version
    cluster.kill(a)
    play(players, rng)
    assert players[0].reconnects == 1  # through the proxy, to the other process
    assert players[0].current is None
    assert players[0].version > before
    assert_same_everywhere(cluster, players, game)


def test_redis_restarted_mid_game_play_converges(
    cluster_factory: Any, redis_server: RedisServer
) -> None:
    cluster = cluster_factory(SYNC_INTERVAL="600")  # only the resubscription catches up
    a, b = (f"http://127.0.0.1:{p}" for p in cluster.ports)
    players, game = new_game(cluster.url, 2)
    players[0].connect(a, game)
    players[1].connect(b, game)
    rng = random.Random(3)
    play(players, rng, moves=8)
    redis_server.stop()
    current = players[0].current
    assert current is not None
    mover = players[current]
    version = mover.move(rng)  # committed; its process cannot publish it
    redis_server.start()
    for player in players:
        player.wait_for(version)
    play(players, rng)
    assert players[0].current is None
    assert_same_everywhere(cluster, players, game)


def test_bots_move_once_and_their_lease_passes_on(cluster_factory: Any) -> None:
    cluster = cluster_factory(BOT_LEASE="1")
    a, b = (f"http://127.0.0.1:{p}" for p in cluster.ports)
    players, game = new_game(cluster.url, 1, bots=2)
    human = players[0]
    watcher = Player(cluster.url, human.cookie, human.csrf)  # the same person on process b
    human.connect(a, game)
    watcher.connect(b, game)
    # a process took the lease of the first bot turn and died: it expires after 2 s
    leases = redis.Redis.from_url(cluster.redis_url)
    rng = random.Random(4)
    while human.current == 0:
        after = human.version + 1  # the version of the move about to be made
        taken = time.monotonic()
        leases.set(f"{cluster.channel}:lease:bot:{game}:{after}", "gone", px=2000)
        version = human.move(rng)
    for player in (human, watcher):
        player.wait_for(version + 1)
    assert 1.9 < time.monotonic() - taken < 15
    while human.current is not None:
        if human.current == 0:
            version = human.move(rng)
        else:
            version = human.version + 1
            human.wait_for(version)
        watcher.wait_for(version)
    assert watcher.view.view == human.view.view
    for port in cluster.ports:
        log = (cluster.workdir / f"server-{port}.log").read_text()
        # a bot whose lease ran out while it thought (a loaded machine, a worker starting)
        # may find its move refused as stale: the move was made elsewhere, nothing else
        refused = [line for line in log.splitlines() if "bot easy" in line]
        assert all("You saw version" in line for line in refused), log
        assert "Traceback" not in log, log
