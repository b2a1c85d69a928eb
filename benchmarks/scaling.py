"""Scaling benchmark: the server benchmark's load against one and against two server
processes behind nginx, on PostgreSQL and Redis, on this machine.

`python -m benchmarks.scaling --games 100 --clients 4 --servers 1 2` runs, for each count of
processes, `deploy.cluster.Cluster` (the processes on a fresh PostgreSQL schema and the
local Redis, Debian's nginx in front) and plays benchmarks.server's games through nginx.
Sockets name their game (`/ws?game=ID`), which nginx routes by; with `--spread` they do
not, so a game's players land on any process and most updates cross Redis. It prints each
run's figures, with the CPU time per move of every part (server processes, nginx,
PostgreSQL, Redis, the benchmark's clients), then the ratio of moves per second.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path

import redis

from benchmarks.server import SPREAD, database, drop, free_port, run
from deploy.cluster import Cluster

REDIS = "redis://127.0.0.1:6379"


def processes_named(name: str) -> list[int]:
    """The ids of the processes whose command is `name` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "comm").read_text().strip() == name:
                found.append(int(entry.name))
        except OSError:
            continue  # gone meanwhile
    return found


def children(pid: int) -> list[int]:
    """`pid` and the processes it started (nginx's master and its workers)."""
    found = [pid]
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit():
                stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if int(stat[1]) == pid:
                    found.append(int(entry.name))
        except OSError:
            continue
    return found


def measure(args: argparse.Namespace, servers: int, workdir: Path) -> float:
    """Run the load against `servers` processes behind nginx; the moves per second."""
    url, schema = database("postgres", workdir)
    assert schema is not None
    port = free_port()
    cluster = Cluster(
        workdir / f"cluster{servers}",
        database_url=url,
        redis_url=f"{REDIS}/{servers}",
        servers=servers,
        port=port,
        env={"MESSAGES_PER_SECOND": "1000", "MESSAGE_BURST": "1000", "GUESTS_PER_HOUR": "1000000"},
    )
    try:
        cluster.start()
        redis_pid = int(redis.Redis.from_url(REDIS).info("server")["process_id"])
        parts = {
            "servers": [pid for name, pid in cluster.pids.items() if name != "nginx"],
            "nginx": children(cluster.pids["nginx"]),
            "postgres": processes_named("postgres"),
            "redis": [redis_pid],
        }
        print(f"--- {servers} server process(es) behind nginx, PostgreSQL and Redis")
        return asyncio.run(run(args, cluster.url, parts))
    finally:
        cluster.stop()
        drop(schema)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.scaling", description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--clients", type=int, default=4, help="players (seats) per game")
    parser.add_argument("--servers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--spread", action="store_true", help=SPREAD)
    args = parser.parse_args()
    args.db, args.pace = "postgres", 0.0
    print(f"cores: {os.cpu_count()}; load average before: {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as workdir:
        rates = {n: measure(args, n, Path(workdir)) for n in args.servers}
    first = args.servers[0]
    for n, rate in rates.items():
        print(f"{n} process(es): {rate:.0f} moves/s, {rate / rates[first]:.2f}x {first}")


if __name__ == "__main__":
    main()
