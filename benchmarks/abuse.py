"""The server under abuse, against a real `python -m server` process on SQLite.

`python -m benchmarks.abuse signups` — 40 registrations at once from one address (Argon2 at
its production cost) while a bystander asks `GET /api/session` every 20 ms: the server's
peak memory, how many sign-ups were made or refused (429), the bystander's p50/p99.

`python -m benchmarks.abuse logins` — 40 log-ins at once, each from an address of its own
(127.0.0.10 to 127.0.0.49: the client socket is bound to it), while a signed-in guest asks
`GET /api/session` every 20 ms: how the log-ins were answered, the bystander's p50/p99.

`python -m benchmarks.abuse bots` — one guest's 8 tables of 3 hard bots beside 20 games of
two people moving at a human-like pace over websockets: the people's move latency (a move
sent to its update received by both seats) p50/p99, first without the bot tables, then with.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import httpx

from benchmarks.measure import percentile
from benchmarks.server import Table, connect, free_port, guest, open_table, play, wait_ready

PEOPLE_GAMES = 20
BOT_TABLES = 8


def peak_memory_mib(pid: int) -> float:
    """The process's peak resident memory (VmHWM), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM")


async def watch(http: httpx.AsyncClient, latencies: list[float], done: asyncio.Event) -> None:
    """Ask `GET /api/session` every 20 ms until `done`, noting each answer's time."""
    while not done.is_set():
        started = time.perf_counter()
        (await http.get("/api/session")).raise_for_status()
        latencies.append(time.perf_counter() - started)
        await asyncio.sleep(0.02)


async def beside(http: httpx.AsyncClient, crowd: Awaitable[list[int]]) -> tuple[list[int], str]:
    """The status codes `crowd` gets while `http` asks for its session every 20 ms; and the
    bystander's p50/p99 during it, in words."""
    latencies: list[float] = []
    done = asyncio.Event()
    watcher = asyncio.create_task(watch(http, latencies, done))
    await asyncio.sleep(0.5)
    start = len(latencies)
    codes = await crowd
    done.set()
    await watcher
    during = latencies[start:]
    return codes, (
        f"bystander GET /api/session during them: p50 {percentile(during, 0.5) * 1000:.1f} ms,"
        f" p99 {percentile(during, 0.99) * 1000:.1f} ms ({len(during)} requests)"
    )


async def signups(base: str, pid: int) -> None:
    async def register(i: int) -> int:
        async with httpx.AsyncClient(base_url=base, timeout=60) as own:
            body = {"name": f"crowd{i}", "password": "a long enough password"}
            return (await own.post("/api/accounts", json=body)).status_code

    async with httpx.AsyncClient(base_url=base, timeout=60) as mine:
        crowd = asyncio.gather(*(register(i) for i in range(40)))
        codes, bystander = await beside(mine, crowd)
    print(f"sign-ups: {codes.count(201)} made, {codes.count(429)} refused (429)")
    print(f"server peak memory: {peak_memory_mib(pid):.0f} MiB")
    print(bystander)


def from_address(base: str, last: int) -> httpx.AsyncClient:
    """A client whose connections come from the address 127.0.0.`last`."""
    transport = httpx.AsyncHTTPTransport(local_address=f"127.0.0.{last}")
    return httpx.AsyncClient(base_url=base, timeout=60, transport=transport)


async def logins(base: str) -> None:
    body = {"password": "a long enough password"}
    async with AsyncExitStack() as stack:
        # the clients are made first: making one loads certificates, a CPU's while
        people = [await stack.enter_async_context(from_address(base, 10 + i)) for i in range(40)]
        for i, own in enumerate(people):  # one after another: each waits for its turn to hash
            made = await own.post("/api/accounts", json=body | {"name": f"crowd{i}"})
            made.raise_for_status()
            own.cookies.clear()

        async def log_in(i: int) -> tuple[int, float]:
            started = time.perf_counter()
            answer = await people[i].post("/api/session", json=body | {"name": f"crowd{i}"})
            return answer.status_code, time.perf_counter() - started

        async def crowd() -> list[int]:
            answers = await asyncio.gather(*(log_in(i) for i in range(40)))
            for code, what in ((200, "signed in"), (429, "refused (429)")):
                times = [t for c, t in answers if c == code]
                slowest = f", the slowest in {max(times):.2f} s" if times else ""
                print(f"log-ins {what}: {len(times)}{slowest}")
            return [code for code, _ in answers]

        mine = await stack.enter_async_context(from_address(base, 2))
        (await mine.post("/api/guests")).raise_for_status()
        codes, bystander = await beside(mine, crowd())
    print(f"log-ins answered otherwise: {len(codes) - codes.count(200) - codes.count(429)}")
    print(bystander)


async def bot_table(http: httpx.AsyncClient, owner: tuple[str, str]) -> None:
    """A started table of `owner` and three hard bots."""

    async def post(url: str, body: Any) -> dict[str, Any]:
        http.cookies.clear()
        headers = {"cookie": f"session={owner[0]}", "x-csrf-token": owner[1]}
        response = await http.post(url, json=body, headers=headers)
        response.raise_for_status()
        answer: dict[str, Any] = response.json()
        return answer

    table = await post("/api/tables", {"game": "renature", "seats": 4})
    for _ in range(3):
        await post(f"/api/tables/{table['id']}/bots", {"level": "hard"})
    await post(f"/api/tables/{table['id']}/start", {"order": None})


async def people_latency(base: str, seconds: float) -> list[float]:
    """Play 20 two-person games for `seconds` at a human-like pace; their move latencies."""
    rng = random.Random(7)
    ws_url = base.replace("http", "ws") + "/ws"
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        tables: list[Table] = [await open_table(http, 2) for _ in range(PEOPLE_GAMES)]
        readers = [r for t in tables for r in await connect(ws_url, t, spread=True)]
        until = time.perf_counter() + seconds
        await asyncio.gather(*(play(t, rng, pace=0.3, until=until) for t in tables))
        for reader in readers:
            reader.cancel()
        for table in tables:
            for seat in table.seats:
                await seat.ws.close()
    return [x for t in tables for x in t.latencies]


async def bots(base: str, seconds: float) -> None:
    quiet = await people_latency(base, seconds)
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        owner = await guest(http)
        for _ in range(BOT_TABLES):
            await bot_table(http, owner)
    busy = await people_latency(base, seconds)
    for name, values in (("without bot tables", quiet), ("with 8 x 3 hard bots", busy)):
        print(
            f"people's moves {name}: p50 {percentile(values, 0.5) * 1000:.1f} ms,"
            f" p99 {percentile(values, 0.99) * 1000:.1f} ms ({len(values)} moves)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.abuse", description=__doc__)
    parser.add_argument("what", choices=["signups", "logins", "bots"])
    parser.add_argument("--seconds", type=float, default=30.0, help="bots: seconds per phase")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as workdir:
        port = free_port()
        env = os.environ | {
            "DATABASE_URL": f"sqlite:///{Path(workdir) / 'abuse.db'}",
            "DATA_DIR": workdir,
            "GUESTS_PER_HOUR": "1000000",
            "MESSAGES_PER_SECOND": "1000",
            "MESSAGE_BURST": "1000",
        }
        command = [sys.executable, "-m", "server", "--port", str(port), "--log-level", "warning"]
        server = subprocess.Popen(command, env=env)
        base = f"http://127.0.0.1:{port}"
        try:
            asyncio.run(wait_ready(base, server))
            if args.what == "signups":
                asyncio.run(signups(base, server.pid))
            elif args.what == "logins":
                asyncio.run(logins(base))
            else:
                asyncio.run(bots(base, args.seconds))
        finally:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    main()
