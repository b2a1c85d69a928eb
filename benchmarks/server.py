"""Server benchmark: N games of 4 websocket clients each, against a real server process.

`python -m benchmarks.server --games 100 --clients 4 --db sqlite [--game renature]
[--pace S]` starts `python -m server` on loopback (migrations, real rules, real
persistence) in a subprocess, opens the tables of the game as guests over HTTP, connects
one websocket per seat, and plays every game to the end: the seat to move takes its legal
moves from the frame that gave it its turn, picks one at random and sends it as soon as
the previous move's update reached every seat, as a page does: as the steps of its move
so far (a `step` frame), the server showing the seat what steps that could be taken back
would make, and its next choices, until the step that makes the move. It prints moves per
second, the server's CPU time per move, the time from a move's last step sent to its
update received by the last seat (p50 and p99), and the median update size against the
median size of a full view. Afterwards every seat-0 view rebuilt from its full view and
patches is checked against the server's.

Played as fast as possible, every game always has a move waiting on the server, so a move
waits behind the others: its time to the last seat is about the games in play times the
server's time per move (Little's law), whatever else the server does. `--pace SECONDS` has
each game wait 0.5 to 1.5 times that long before each move, as people thinking do: the
latency then is what a move costs when the server is not saturated.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import json
import math
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets
from sqlalchemy import text

from server.games import registry
from server.games.base import apply_patch
from server.persistence.db import make_engine

POSTGRES = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
PACE = "each game waits 0.5 to 1.5 times this many seconds before each move (default: none)"
SPREAD = "sockets do not name their game: behind nginx, a game's players land on any process"


@dataclass
class Seat:
    """One client: its socket, its session, and the frames it received."""

    cookie: str
    ws: Any = None
    frames: list[str] = field(default_factory=list)
    waiting: dict[int, asyncio.Future[float]] = field(default_factory=dict)
    shown: asyncio.Future[list[Any]] | None = None  # the moves after the steps sent

    async def read(self) -> None:
        """Record every frame; resolve waiters on update versions.

        Updates are only parsed as far as their version (the server writes "type", "game"
        and "version" first), to keep the clients' share of the machine small.
        """
        async for raw in self.ws:
            assert isinstance(raw, str)
            if raw.startswith('{"type":"update"'):
                self.frames.append(raw)
                at = raw.index('"version":') + 10
                waiter = self.waiting.pop(int(raw[at : raw.index(",", at)]), None)
                if waiter is not None:
                    waiter.set_result(time.perf_counter())
                continue
            frame = json.loads(raw)
            if frame["type"] == "full":
                self.frames.append(raw)
            elif frame["type"] == "stepped" and self.shown is not None:
                self.shown.set_result(frame["moves"])
            else:
                raise RuntimeError(f"server refused: {frame}")


@dataclass
class Table:
    """A started game and its seats, in seat order."""

    game_id: int
    seats: list[Seat]
    latencies: list[float] = field(default_factory=list)
    version: int | None = None  # as far as play() has gone
    current: int | None = None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


async def guest(http: httpx.AsyncClient) -> tuple[str, str]:
    """A new guest's (cookie, CSRF token)."""
    http.cookies.clear()
    response = await http.post("/api/guests")
    response.raise_for_status()
    return response.cookies["session"], response.json()["csrf"]


async def open_table(http: httpx.AsyncClient, clients: int, game: str = "renature") -> Table:
    """A started `game` of `clients` guests, each in the seat of their arrival."""
    people = [await guest(http) for _ in range(clients)]

    async def post(who: tuple[str, str], url: str, body: Any) -> dict[str, Any]:
        http.cookies.clear()
        response = await http.post(
            url, json=body, headers={"cookie": f"session={who[0]}", "x-csrf-token": who[1]}
        )
        response.raise_for_status()
        answer: dict[str, Any] = response.json()
        return answer

    table = await post(people[0], "/api/tables", {"game": game, "seats": clients})
    for who in people[1:]:
        table = await post(who, f"/api/tables/{table['id']}/join", {})
    order = [s["id"] for s in table["seats"]]
    started = await post(people[0], f"/api/tables/{table['id']}/start", {"order": order})
    return Table(started["game_id"], [Seat(cookie) for cookie, _ in people])


async def connect(
    url: str, table: Table, spread: bool, compression: str | None = None
) -> list[asyncio.Task[None]]:
    """Connect and subscribe every seat of `table`; their reader tasks. The socket's URL
    names the game (a proxy routing by game sends its players to one process) unless
    `spread`. With `compression="deflate"` the sockets offer permessage-deflate, as
    browsers do."""
    readers = []
    if not spread:
        url = f"{url}?game={table.game_id}"
    for seat in table.seats:
        seat.ws = await websockets.connect(
            url, additional_headers={"cookie": f"session={seat.cookie}"}, compression=compression
        )
        await seat.ws.send(json.dumps({"type": "subscribe", "game": table.game_id}))
        readers.append(asyncio.create_task(seat.read()))
    return readers


async def play(table: Table, rng: random.Random, pace: float = 0.0, until: float = math.inf) -> int:
    """Play `table`'s game to the end, or until `until` (perf_counter); the number of moves
    made. With `pace`, the game waits 0.5 to 1.5 times `pace` seconds before each move."""
    loop = asyncio.get_running_loop()
    if table.version is None:
        while not all(s.frames for s in table.seats):
            await asyncio.sleep(0.01)
        view = json.loads(table.seats[0].frames[0])
        table.version, table.current = view["version"], view["current"]
    moves = 0
    while table.current is not None:
        if pace:
            await asyncio.sleep(rng.uniform(0.5, 1.5) * pace)
        if time.perf_counter() >= until:
            break
        version = table.version
        mover = table.seats[table.current]
        legal = json.loads(mover.frames[-1])  # the update (or full view) that gave the turn
        waiters = [loop.create_future() for _ in table.seats]
        for seat, waiter in zip(table.seats, waiters, strict=True):
            seat.waiting[version + 1] = waiter
        steps, choices = [], legal["moves"]
        made = asyncio.gather(*waiters)
        while True:
            steps.append(rng.choice(choices))
            mover.shown = shown = loop.create_future()
            sent = time.perf_counter()
            frame = {"type": "step", "game": table.game_id, "version": version, "steps": steps}
            await mover.ws.send(json.dumps(frame))
            await asyncio.wait([made, shown], return_when=asyncio.FIRST_COMPLETED)
            if made.done():
                break
            choices = shown.result()
        done = made.result()
        table.latencies.append(max(done) - sent)
        table.version = version + 1
        moves += 1
        table.current = json.loads(table.seats[0].frames[-1])["current"]
    return moves


async def check(http: httpx.AsyncClient, tables: list[Table]) -> list[int]:
    """Rebuild seat 0's view of every game from its frames, compare it with the server's;
    the size of seat 0's full view at every version."""
    sizes = []
    for table in tables:
        frames = [json.loads(f) for f in table.seats[0].frames]
        view = copy.deepcopy(frames[0]["view"])
        for frame in frames[1:]:
            apply_patch(view, frame["patch"])
            sizes.append(len(json.dumps(view, separators=(",", ":"))))
        http.cookies.clear()
        response = await http.get(
            f"/api/games/{table.game_id}",
            headers={"cookie": f"session={table.seats[0].cookie}"},
        )
        if response.json()["view"] != view:
            raise AssertionError(f"game {table.game_id}: rebuilt view differs from the server's")
    return sizes


def database(kind: str, workdir: Path) -> tuple[str, str | None]:
    """A database URL for the server, and the PostgreSQL schema to drop afterwards."""
    if kind == "sqlite":
        return f"sqlite:///{workdir / 'bench.db'}", None
    schema = f"bench_{uuid.uuid4().hex[:10]}"
    engine = make_engine(POSTGRES)
    with engine.begin() as connection:
        connection.execute(text(f"create schema {schema}"))
    engine.dispose()
    return f"{POSTGRES}?options=-csearch_path%3D{schema}", schema


def drop(schema: str) -> None:
    engine = make_engine(POSTGRES)
    with engine.begin() as connection:
        connection.execute(text(f"drop schema {schema} cascade"))
    engine.dispose()


async def wait_ready(base: str, server: subprocess.Popen[bytes]) -> None:
    async with httpx.AsyncClient(base_url=base) as http:
        for _ in range(200):
            if server.poll() is not None:
                raise RuntimeError("the server exited at start")
            try:
                await http.get("/api/session")
                return
            except httpx.TransportError:
                await asyncio.sleep(0.05)
    raise RuntimeError("the server did not start")


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) used so far by process `pid` (Linux /proc); 0 once gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Figures:
    """What one run measured: moves made while playing, the seconds they took, the CPU
    seconds of each measured part and of the clients, every move's latency (sorted), the
    sizes of the update frames and of seat 0's full views."""

    moves: int
    seconds: float
    cpu: dict[str, float]
    client_cpu: float
    latencies: list[float]
    updates: list[int]
    full_views: list[int]

    def percentile(self, q: float) -> float:
        """The latency below which a fraction `q` of the moves' lies, in milliseconds."""
        return self.latencies[int(len(self.latencies) * q)] * 1000


async def measure(
    args: argparse.Namespace, base: str, parts: dict[str, list[int]], game: str = "renature"
) -> Figures:
    """Open `game`'s tables at `base` and play them, measuring the CPU time of each of
    `parts` (named lists of process ids) while they play; check every seat-0 view."""
    limits = httpx.Limits(max_connections=20)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as http:
        t0 = time.perf_counter()
        tables = []
        for _ in range(args.games):
            tables.append(await open_table(http, args.clients, game))
        print(f"tables opened: {len(tables)} in {time.perf_counter() - t0:.1f} s")
        url = base.replace("http", "ws") + "/ws"
        readers = [r for t in tables for r in await connect(url, t, args.spread)]
        rng = random.Random(args.seed)
        t0, client_cpu = time.perf_counter(), time.process_time()
        cpu = {name: sum(map(cpu_seconds, pids)) for name, pids in parts.items()}
        plays = (play(t, random.Random(rng.random()), args.pace) for t in tables)
        moves = await asyncio.gather(*plays)
        elapsed = time.perf_counter() - t0
        cpu = {name: sum(map(cpu_seconds, pids)) - cpu[name] for name, pids in parts.items()}
        client_cpu = time.process_time() - client_cpu
        for reader in readers:
            reader.cancel()
        for table in tables:
            for seat in table.seats:
                await seat.ws.close()
        latencies = sorted(x for t in tables for x in t.latencies)
        updates = sorted(len(f) for t in tables for s in t.seats for f in s.frames[1:])
        full_views = sorted(await check(http, tables))
    return Figures(sum(moves), elapsed, cpu, client_cpu, latencies, updates, full_views)


async def run(
    args: argparse.Namespace, base: str, parts: dict[str, list[int]], game: str = "renature"
) -> float:
    """Open `game`'s tables at `base`, play them, print the figures (the CPU time of each of
    `parts`, named lists of process ids, per move); the moves per second."""
    figures = await measure(args, base, parts, game)
    total, elapsed = figures.moves, figures.seconds
    update, full = statistics.median(figures.updates), statistics.median(figures.full_views)
    spread = ", sockets spread" if args.spread else ""
    paced = f", a move every {args.pace:g} s or so" if args.pace else ""
    print(f"games: {args.games} x {args.clients} clients, db: {args.db}{spread}{paced}")
    print(f"moves: {total} in {elapsed:.1f} s: {total / elapsed:.0f} moves/s")
    shares = [f"{name} {seconds / total * 1e3:.2f} ms" for name, seconds in figures.cpu.items()]
    print(f"CPU per move: {', '.join(shares)}, clients {figures.client_cpu / total * 1e3:.2f} ms")
    p50, p99 = figures.percentile(0.5), figures.percentile(0.99)
    print(f"move sent -> last seat's update: p50 {p50:.1f} ms, p99 {p99:.1f} ms")
    print(
        f"update frame: median {update:.0f} bytes; full view: median {full:.0f} bytes "
        f"(ratio {update / full:.3f})"
    )
    print("every seat-0 view rebuilt from patches equals the server's view")
    return total / elapsed


@contextmanager
def serving(module: str, env: dict[str, str]) -> Iterator[tuple[str, int]]:
    """`python -m module` on a free loopback port with `env` added to its environment,
    once it answers: its base URL and process id. Terminated afterwards."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", module, "--port", str(port), "--log-level", "warning"],
        env=os.environ | env,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        asyncio.run(wait_ready(base, process))
        yield base, process.pid
    finally:
        process.terminate()
        process.wait(timeout=30)


@contextmanager
def game_server(db: str) -> Iterator[tuple[str, int]]:
    """The game server on a new database of kind `db` (sqlite or postgres), with the
    clients' rate limits lifted: its base URL and process id. The database is dropped
    afterwards."""
    with tempfile.TemporaryDirectory() as workdir:
        url, schema = database(db, Path(workdir))
        env = {
            "DATABASE_URL": url,
            "DATA_DIR": workdir,
            "MESSAGES_PER_SECOND": "1000",
            "MESSAGE_BURST": "1000",
            "GUESTS_PER_HOUR": "1000000",
        }
        try:
            with serving("server", env) as served:
                yield served
        finally:
            if schema is not None:
                drop(schema)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.server", description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--clients", type=int, default=4, help="players (seats) per game")
    parser.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--game", choices=registry.names(), default="renature")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--spread", action="store_true", help=SPREAD)
    parser.add_argument("--pace", type=float, default=0.0, help=PACE)
    args = parser.parse_args()
    with game_server(args.db) as (base, pid):
        asyncio.run(run(args, base, {"server": [pid]}, args.game))


if __name__ == "__main__":
    main()
