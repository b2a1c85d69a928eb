"""Load on one server process, with the server benchmark's clients (benchmarks.server):

- memory per connection: the server's RSS (/proc/<pid>/status) before and after opening
  one websocket per seat of the tables, each subscribed to its game and then idle;
- games at a realistic pace: every game makes one move every `pace` seconds (0.5 to 1.5
  times, at random), stepping up the number of games moving at once, with p50/p99 from a
  move sent to its update received by the last of the game's four seats;
- a flooding client: a guest's socket sends as fast as it can while the games move; it
  must be refused and closed by the rate limit while the others' moves stay fast.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass

import httpx
import websockets

from benchmarks.reliability.clients import percentile
from benchmarks.reliability.process import Server
from benchmarks.server import Table, connect, cpu_seconds, guest, open_table, play


@dataclass
class Step:
    """One step of paced load: games moving, connections open, what came of it."""

    games: int
    connections: int
    moves: int
    seconds: float
    p50: float
    p99: float
    cpu: float  # share of one core the server used
    rss_mib: float

    def row(self) -> str:
        return (
            f"| {self.games} | {self.connections} | {self.moves / self.seconds:.0f} | "
            f"{self.p50:.1f} | {self.p99:.1f} | {self.cpu:.0%} | {self.rss_mib:.0f} |"
        )


HEADER = (
    "| games moving | connections | moves/s | p50 ms | p99 ms | server CPU | server RSS MiB |\n"
    "| --- | --- | --- | --- | --- | --- | --- |"
)


async def open_tables(server: Server, count: int) -> list[Table]:
    """`count` started 4-player games of guests (not yet connected)."""
    limits = httpx.Limits(max_connections=20)
    async with httpx.AsyncClient(base_url=server.base, limits=limits, timeout=60) as http:
        return [await open_table(http, 4) for _ in range(count)]


async def load_rooms(server: Server, tables: list[Table]) -> None:
    """Have the server load every game's room (as a first visitor would)."""
    async with httpx.AsyncClient(base_url=server.base, timeout=60) as http:
        for table in tables:
            (await http.get(f"/api/games/{table.game_id}")).raise_for_status()


async def connect_all(server: Server, tables: list[Table]) -> list[asyncio.Task[None]]:
    """One subscribed socket per seat of `tables`, offering compression as browsers do;
    their reader tasks, once every seat has its full view."""
    readers = [
        r for t in tables for r in await connect(server.ws_url, t, False, compression="deflate")
    ]
    while not all(s.frames for t in tables for s in t.seats):
        await asyncio.sleep(0.05)
    return readers


async def step(
    server: Server, tables: list[Table], connections: int, pace: float, seconds: float
) -> Step:
    """Play `tables` at `pace` for `seconds`; the step's figures."""
    rng = random.Random(len(tables))
    marks = [len(t.latencies) for t in tables]
    cpu, started = cpu_seconds(server.pid), time.perf_counter()
    until = started + seconds
    moves = await asyncio.gather(
        *(play(t, random.Random(rng.random()), pace, until) for t in tables)
    )
    elapsed = time.perf_counter() - started
    latencies = [x for t, mark in zip(tables, marks, strict=True) for x in t.latencies[mark:]]
    return Step(
        len(tables),
        connections,
        sum(moves),
        elapsed,
        percentile(latencies, 0.5),
        percentile(latencies, 0.99),
        (cpu_seconds(server.pid) - cpu) / elapsed,
        server.rss_kib() / 1024,
    )


@dataclass
class Flood:
    """What a flooding client got, and the others' moves meanwhile."""

    sent: int = 0
    refused: int = 0
    closed: int = 0  # times the server closed it (1008)
    p50: float = 0.0
    p99: float = 0.0
    moves: int = 0


async def flood(server: Server, until: float, flood_figures: Flood) -> None:
    """A guest sending pings as fast as it can, reconnecting whenever it is closed."""
    async with httpx.AsyncClient(base_url=server.base) as http:
        cookie, _ = await guest(http)
    while time.monotonic() < until:
        headers = {"cookie": f"session={cookie}"}
        try:
            async with websockets.connect(server.ws_url, additional_headers=headers) as ws:
                reader = asyncio.create_task(count_refusals(ws, flood_figures))
                while time.monotonic() < until:
                    await ws.send('{"type":"ping"}')
                    flood_figures.sent += 1
                    await asyncio.sleep(0)
                reader.cancel()
        except websockets.ConnectionClosed as closed:
            if closed.rcvd and closed.rcvd.code == 1008:
                flood_figures.closed += 1


async def count_refusals(ws: websockets.ClientConnection, figures: Flood) -> None:
    try:
        async for raw in ws:
            if json.loads(raw).get("code") == "rate_limited":
                figures.refused += 1
    except websockets.ConnectionClosed:
        pass  # the sender sees it too


async def flooded(server: Server, tables: list[Table], pace: float, seconds: float) -> Flood:
    """Play `tables` at `pace` for `seconds` beside a flooding client."""
    figures = Flood()
    until = time.monotonic() + seconds
    flooder = asyncio.create_task(flood(server, until, figures))
    played = await step(server, tables, 0, pace, seconds)
    await flooder
    figures.p50, figures.p99, figures.moves = played.p50, played.p99, played.moves
    return figures
