"""The server under loads that cost it memory or its event loop, against a real
`python -m server` process on SQLite holding finished 4-player Forest Shuffle games (one
game played by the rules engine, its setup and moves copied into the database).

`python -m benchmarks.abuse_load sockets` — 300 websockets that ask for a finished game's
history 30 times and never read (4 KiB receive buffers), twice: a bystander's ping p50/p99
before and during, the server's memory (RSS) before, during and after they leave, and how
many of them the server still holds open.

`python -m benchmarks.abuse_load replays` — one client asking for 60 replay steps a second,
each a random version of one of 200 finished games: a bystander's ping p50/p99 before and
during.

`python -m benchmarks.abuse_load memory` — 2,000 finished games read anonymously
(`GET /api/games/{id}`): the server's memory after, and a bystander's ping during.

`--code DIR` runs the server of another checkout (e.g. `--code ../other-checkout`), to compare.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import websockets
from sqlalchemy import Engine, func, insert, select

from benchmarks.measure import percentile
from benchmarks.server import free_port, wait_ready
from server import lobby
from server.games import registry
from server.games.line import Line
from server.persistence.db import make_engine, make_sessions
from server.persistence.models import Base, GameStatus, MoveRecord, Table, TableStatus, User

GAME = "forest-shuffle"
PLAYERS = 4


def played_game(engine: Engine, seed: int = 1) -> int:
    """Store a started table of four and the moves of a random game played to its end;
    the game's id."""
    sessions = make_sessions(engine)
    with sessions() as db:
        users = [User(name=f"p{i}", name_key=f"p{i}") for i in range(PLAYERS)]
        db.add_all(users)
        db.commit()
        table = lobby.create_table(db, users[0], GAME, PLAYERS, {}, True)
        for user in users[1:]:
            lobby.join(db, table, user)
        record = lobby.start(db, table, users[0], [s.id for s in table.seats])
        game = registry.get(GAME)
        line = Line.start(game, PLAYERS, record.seed, record.options)
        rng = random.Random(seed)
        moves = []
        while line.current is not None:
            seat = line.current
            move = rng.choice(game.legal_moves(line.state, seat))
            line.apply(seat, move)
            moves.append({"game_id": record.id, "seq": line.version, "seat": seat, "move": move})
        db.execute(insert(MoveRecord), moves)
        record.version, record.current_seat = line.version, None
        record.status, record.result = GameStatus.FINISHED, line.result
        db.get_one(Table, record.table_id).status = TableStatus.FINISHED
        db.commit()
        return record.id


def copies(engine: Engine, game_id: int, count: int) -> list[int]:
    """Copy game `game_id` (its table, seats, record and moves) `count` times; the copies'
    ids."""
    names = ("tables", "seats", "games", "moves")
    tables, seats, games, moves = (Base.metadata.tables[name] for name in names)
    with engine.begin() as db:
        game = db.execute(select(games).where(games.c.id == game_id)).mappings().one()
        table = db.execute(select(tables).where(tables.c.id == game["table_id"])).mappings().one()
        its_seats = db.execute(select(seats).where(seats.c.table_id == table["id"])).mappings()
        seat_rows = [dict(s) for s in its_seats]
        its_moves = db.execute(select(moves).where(moves.c.game_id == game_id)).mappings()
        move_rows = [dict(m) for m in its_moves]
        next_table = db.scalar(select(func.max(tables.c.id))) + 1
        next_seat = db.scalar(select(func.max(seats.c.id))) + 1
        next_game = db.scalar(select(func.max(games.c.id))) + 1
        made = []
        for n in range(count):
            table_id, new_game = next_table + n, next_game + n
            db.execute(
                insert(tables),
                [dict(table) | {"id": table_id, "invite_token": f"copy{table_id}"}],
            )
            db.execute(
                insert(seats),
                [
                    s | {"id": next_seat + n * len(seat_rows) + i, "table_id": table_id}
                    for i, s in enumerate(seat_rows)
                ],
            )
            db.execute(insert(games), [dict(game) | {"id": new_game, "table_id": table_id}])
            db.execute(insert(moves), [m | {"game_id": new_game} for m in move_rows])
            made.append(new_game)
        return made


def rss_mib(pid: int) -> float:
    """The process's resident memory now (VmRSS), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def open_connections(port: int) -> int:
    """The established TCP connections whose local end is `port` (the server's side)."""
    count = 0
    for name in ("/proc/net/tcp", "/proc/net/tcp6"):
        for row in Path(name).read_text().splitlines()[1:]:
            local, state = row.split()[1], row.split()[3]
            count += int(local.rsplit(":", 1)[1], 16) == port and state == "01"
    return count


class Bystander:
    """A websocket client that pings every 20 ms and records each pong's delay."""

    def __init__(self, ws_url: str) -> None:
        self.ws_url = ws_url
        self.delays: list[float] = []
        self.task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> Bystander:
        self.task = asyncio.create_task(self._ping())
        await asyncio.sleep(0.5)
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self.task is not None:
            self.task.cancel()

    async def _ping(self) -> None:
        async with websockets.connect(self.ws_url) as ws:
            while True:
                started = time.perf_counter()
                await ws.send('{"type": "ping"}')
                await ws.recv()
                self.delays.append(time.perf_counter() - started)
                await asyncio.sleep(0.02)

    async def during(self, work: Callable[[], Awaitable[None]]) -> list[float]:
        """The delays while `work` runs."""
        start = len(self.delays)
        await work()
        return self.delays[start:]


def show(name: str, delays: list[float]) -> None:
    print(
        f"bystander ping {name}: p50 {percentile(delays, 0.5) * 1000:.1f} ms,"
        f" p99 {percentile(delays, 0.99) * 1000:.1f} ms ({len(delays)} pings)"
    )


async def non_reader(ws_url: str, port: int, game_id: int, requests: int) -> Any:
    """A websocket with a 4 KiB receive buffer that asks for the history of game `game_id`
    `requests` times and never reads."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", port))
    ws = await websockets.connect(ws_url, sock=sock, max_queue=1, max_size=None)
    for _ in range(requests):
        await ws.send(f'{{"type": "history", "game": {game_id}}}')
    return ws


async def sockets(base: str, pid: int, port: int, games: list[int], seconds: float) -> None:
    ws_url = base.replace("http", "ws") + "/ws"
    async with Bystander(ws_url) as bystander:
        quiet = await bystander.during(lambda: asyncio.sleep(seconds / 2))
        show("before", quiet)
        print(f"server RSS before: {rss_mib(pid):.0f} MiB")
        for n in (1, 2):
            await non_readers(bystander, pid, port, games, seconds, f"round {n}")


async def non_readers(
    bystander: Bystander, pid: int, port: int, games: list[int], seconds: float, name: str
) -> None:
    """300 non-reading sockets for `seconds`, then until the server closed them all (at
    most 60 s after the last asked), then gone."""
    held: list[Any] = []
    peak = rss_mib(pid)

    async def abuse() -> None:
        nonlocal peak
        for n in range(300):
            held.append(await non_reader(bystander.ws_url, port, games[n % len(games)], 30))
        until = time.perf_counter() + seconds
        while time.perf_counter() < until:
            await asyncio.sleep(1)
            peak = max(peak, rss_mib(pid))

    busy = await bystander.during(abuse)
    asked = time.perf_counter() - seconds
    still = open_connections(port) - 1  # not the bystander's
    while open_connections(port) > 1 and time.perf_counter() - asked < 60:
        await asyncio.sleep(1)
    closed = time.perf_counter() - asked
    left = open_connections(port) - 1
    for ws in held:
        ws.transport.abort()
    await asyncio.sleep(5)
    show(f"during 300 non-reading sockets, {name}", busy)
    print(
        f"{name}: server RSS {peak:.0f} MiB at most during, {rss_mib(pid):.0f} MiB 5 s after"
        f" they left; sockets the server held open {seconds:.0f} s after the last asked:"
        f" {still}, {closed:.0f} s after: {left}"
    )


async def replays(base: str, games: list[int], seconds: float) -> None:
    rng = random.Random(3)
    steps: list[float] = []

    async def step_through() -> None:
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            last = (await http.get(f"/api/games/{games[0]}/replay")).json()["version"]
            until = time.perf_counter() + seconds
            while time.perf_counter() < until:
                started = time.perf_counter()
                url = f"/api/games/{rng.choice(games)}/replay/{rng.randint(0, last)}?seat=0"
                (await http.get(url)).raise_for_status()
                steps.append(time.perf_counter() - started)
                await asyncio.sleep(max(0.0, 1 / 60 - (time.perf_counter() - started)))

    async with Bystander(base.replace("http", "ws") + "/ws") as bystander:
        quiet = await bystander.during(lambda: asyncio.sleep(seconds / 2))
        busy = await bystander.during(step_through)
    show("before", quiet)
    show("during 60 replay steps/s", busy)
    print(
        f"replay steps: {len(steps) / seconds:.0f}/s, p50 {percentile(steps, 0.5) * 1000:.1f} ms,"
        f" p99 {percentile(steps, 0.99) * 1000:.1f} ms"
    )


async def memory(base: str, pid: int, games: list[int]) -> None:
    reads: list[float] = []

    async def read_all() -> None:
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            for game_id in games:
                started = time.perf_counter()
                (await http.get(f"/api/games/{game_id}")).raise_for_status()
                reads.append(time.perf_counter() - started)

    before = rss_mib(pid)
    async with Bystander(base.replace("http", "ws") + "/ws") as bystander:
        busy = await bystander.during(read_all)
    show(f"during {len(games)} anonymous reads", busy)
    print(
        f"reads: p50 {percentile(reads, 0.5) * 1000:.1f} ms,"
        f" p99 {percentile(reads, 0.99) * 1000:.1f} ms;"
        f" server RSS {before:.0f} MiB before, {rss_mib(pid):.0f} MiB after"
    )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.abuse_load", description=__doc__)
    parser.add_argument("what", choices=["sockets", "replays", "memory"])
    parser.add_argument("--code", type=Path, default=Path.cwd(), help="the server's checkout")
    parser.add_argument("--seconds", type=float, default=20.0, help="sockets, replays: seconds")
    parser.add_argument("--games", type=int, default=2000, help="memory: finished games read")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as workdir:
        url = f"sqlite:///{Path(workdir) / 'abuse.db'}"
        port = free_port()
        env = os.environ | {
            "DATABASE_URL": url,
            "DATA_DIR": workdir,
            "PYTHONPATH": str(args.code.resolve()),
        }
        command = [sys.executable, "-m", "server", "--port", str(port), "--log-level", "warning"]
        server = subprocess.Popen(command, env=env, cwd=args.code)
        base = f"http://127.0.0.1:{port}"
        try:
            asyncio.run(wait_ready(base, server))  # the database migrated by that code
            engine = make_engine(url)
            first = played_game(engine)
            count = args.games - 1 if args.what == "memory" else 199
            games = [first, *copies(engine, first, count)]
            engine.dispose()
            print(f"server code: {args.code.resolve()}")
            if args.what == "sockets":
                asyncio.run(sockets(base, server.pid, port, games, args.seconds))
            elif args.what == "replays":
                asyncio.run(replays(base, games, args.seconds))
            else:
                asyncio.run(memory(base, server.pid, games))
        finally:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    main()
