"""Clients that misbehave while others play: some vanish mid-game (their connection cut
without a word) and come back later, some stall (they ask for game histories and never
read a byte), some reconnect in a tight loop. The others' moves must stay as fast as
before, the server's memory must stay bounded, and every game must check out afterwards.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import socket
import time
from dataclasses import dataclass, field
from typing import Any

import websockets

from benchmarks.reliability.faults import Figures, Play, check
from benchmarks.reliability.process import Server


def percentile(values: list[float], share: float) -> float:
    """The `share` percentile of `values`, in milliseconds (0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] * 1000


@dataclass
class ClientFigures:
    """Latencies of the well-behaved players before and during the misbehaviour."""

    before: list[float] = field(default_factory=list)
    during: list[float] = field(default_factory=list)
    rss_before: int = 0  # KiB
    rss_peak: int = 0
    vanished: int = 0
    loops: int = 0
    stalled_closes: dict[int, int] = field(default_factory=dict)
    games: Figures = field(default_factory=Figures)

    def summary(self) -> str:
        return (
            f"moves of the others: before p50 {percentile(self.before, 0.5):.1f} ms, "
            f"p99 {percentile(self.before, 0.99):.1f} ms ({len(self.before)} moves); "
            f"during p50 {percentile(self.during, 0.5):.1f} ms, "
            f"p99 {percentile(self.during, 0.99):.1f} ms ({len(self.during)} moves)\n"
            f"vanished and came back: {self.vanished}; reconnect-loop connections: "
            f"{self.loops}; stalled clients closed with {self.stalled_closes}\n"
            f"server memory: {self.rss_before / 1024:.0f} MiB before, peak "
            f"{self.rss_peak / 1024:.0f} MiB during"
        )


async def stall(server: Server, games: list[int], until: float) -> int:
    """Follow `games`, ask for their histories and read nothing until `until`; then read
    what came: the code the server closed with (0: it had not closed)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", server.port))
    async with websockets.connect(server.ws_url, sock=sock, max_queue=1) as ws:
        try:
            for game in games:
                await ws.send(json.dumps({"type": "subscribe", "game": game}))
            for game in itertools.cycle(games):
                if time.monotonic() > until:
                    break
                await ws.send(json.dumps({"type": "history", "game": game}))
                await asyncio.sleep(1 / 18)  # under the rate limit (20 a second)
            await asyncio.wait_for(drain(ws), 5)
        except websockets.ConnectionClosed as closed:
            return closed.rcvd.code if closed.rcvd else 1006
        except TimeoutError:
            return 0
    return 1000


async def drain(ws: Any) -> None:
    async for _ in ws:
        pass


async def reconnect_loop(server: Server, game: int, until: float) -> int:
    """Connect, follow `game` (a full view), leave; again and again; the connections."""
    count = 0
    while time.monotonic() < until:
        async with websockets.connect(server.ws_url, compression=None) as ws:
            await ws.send(json.dumps({"type": "subscribe", "game": game}))
            await ws.recv()
        count += 1
    return count


async def vanish(players: list[Any], rng: random.Random, until: float) -> int:
    """Cut a random one of `players` every 0.3 s, each away for 0.2-2 s; how many."""
    count = 0
    while time.monotonic() < until:
        await asyncio.sleep(0.3)
        rng.choice(players).vanish(rng.uniform(0.2, 2.0))
        count += 1
    return count


async def misbehaving(
    server: Server, seconds: float, *, stallers: int = 4, loopers: int = 2, seed: int = 1
) -> ClientFigures:
    """Play `seconds` undisturbed, then `seconds` beside misbehaving clients; the figures."""
    rng = random.Random(seed)
    figures = ClientFigures()
    play = Play(server, rng, (0.05, 0.2))
    keepers = play.start()
    try:
        await asyncio.sleep(seconds)
        figures.rss_before = server.rss_kib()
        shaky = [p for p in play.players if p.seat is not None and p.game % 2 == 1]
        mark = time.monotonic()
        until = mark + seconds
        games = play.game_ids
        work = [
            *(stall(server, games, until) for _ in range(stallers)),
            *(reconnect_loop(server, games[0], until) for _ in range(loopers)),
        ]
        troubles = asyncio.gather(vanish(shaky, rng, until), *work)
        while not troubles.done():
            figures.rss_peak = max(figures.rss_peak, server.rss_kib())
            await asyncio.sleep(0.2)
        figures.vanished, *results = troubles.result()
        for code in results[:stallers]:
            figures.stalled_closes[code] = figures.stalled_closes.get(code, 0) + 1
        figures.loops = sum(results[stallers:])
        for p in play.players:
            if p.game % 2 == 0:  # the games whose players stay
                figures.before += [t for at, t in p.latencies if at < mark]
                figures.during += [t for at, t in p.latencies if mark <= at < until]
        await play.settle(keepers)
    finally:
        figures.games.failed = play.stop()
    figures.games.add(play.players)
    await asyncio.to_thread(check, server.url, play.players, figures.games)
    return figures
