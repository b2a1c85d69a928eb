"""The long fault and load runs of `python -m benchmarks.reliability`, printing figures."""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

from benchmarks.reliability.clients import misbehaving
from benchmarks.reliability.faults import Figures, dropper, killer, under_faults
from benchmarks.reliability.load import (
    HEADER,
    connect_all,
    flooded,
    load_rooms,
    open_tables,
    step,
)
from benchmarks.reliability.process import FAST_LIMITS, serving

IDLE_TABLES = 250  # 1,000 connections


def show(figures: Figures, what: str) -> None:
    print(figures.summary(what))
    for problem in figures.lost + figures.diverged + figures.failed:
        print(f"  {problem}")


async def faults(args: argparse.Namespace) -> None:
    """SIGKILLs on each database, PostgreSQL connections terminated, misbehaving clients."""
    for kind in args.dbs:
        with tempfile.TemporaryDirectory() as workdir:
            async with serving(kind, Path(workdir), FAST_LIMITS) as server:
                figures = await under_faults(server, killer(server), args.kills, seed=args.seed)
            show(figures, f"SIGKILL on {kind}")
    if "postgres" in args.dbs:
        terminated: list[int] = []
        with tempfile.TemporaryDirectory() as workdir:
            async with serving("postgres", Path(workdir), FAST_LIMITS) as server:
                figures = await under_faults(
                    server,
                    dropper(server, terminated),
                    args.kills * 3,
                    seed=args.seed,
                    gap=(0.1, 0.6),
                    think=(0.0, 0.01),
                )
        show(figures, f"database connections terminated ({sum(terminated)} connections)")
    with tempfile.TemporaryDirectory() as workdir:
        async with serving("sqlite", Path(workdir)) as server:
            clients = await misbehaving(server, args.seconds, seed=args.seed)
    print(clients.summary())
    show(clients.games, "misbehaving clients")


async def load(args: argparse.Namespace) -> None:
    """Memory per idle connection, paced games stepped up, a flooding client."""
    with tempfile.TemporaryDirectory() as workdir:
        async with serving(args.dbs[0], Path(workdir)) as server:
            tables = await open_tables(server, max(*args.steps, IDLE_TABLES))
            await load_rooms(server, tables)
            before = server.rss_kib()
            await connect_all(server, tables[:IDLE_TABLES])
            await asyncio.sleep(2)
            after = server.rss_kib()
            idle = IDLE_TABLES * 4
            print(
                f"{idle} idle subscribed websocket connections: server RSS {before / 1024:.0f}"
                f" -> {after / 1024:.0f} MiB, {(after - before) / idle:.0f} KiB per connection"
            )
            await connect_all(server, tables[IDLE_TABLES:])
            connections = 4 * len(tables)
            print(
                f"paced games: one move every {args.pace} s per game, {args.seconds:.0f} s a step"
            )
            print(HEADER)
            for games in args.steps:
                done = await step(server, tables[:games], connections, args.pace, args.seconds)
                print(done.row(), flush=True)
                if done.p99 >= 100:
                    break
            quiet = await step(server, tables[:100], connections, args.pace, args.seconds)
            flood = await flooded(server, tables[:100], args.pace, args.seconds)
    print(
        f"flooding client: {flood.sent} pings sent, {flood.refused} refused (rate_limited), "
        f"closed {flood.closed} times (1008); 100 games' moves without it: p50 "
        f"{quiet.p50:.1f} ms, p99 {quiet.p99:.1f} ms; beside it: p50 {flood.p50:.1f} ms, "
        f"p99 {flood.p99:.1f} ms ({flood.moves} moves)"
    )
