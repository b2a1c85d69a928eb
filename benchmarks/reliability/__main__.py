"""`python -m benchmarks.reliability [--games N] [--seed S]`: the leak hunt at length.

Plays N seeded games (2, 3 and 4 players, people and bots mixed) through the app's
websocket and HTTP API on a fresh SQLite database, and prints the games played, the moves
by type, the messages and bytes inspected and every leak found (there must be none).

`--faults [--kills K]`: a server process SIGKILLed K times during busy play on SQLite and
on PostgreSQL, its PostgreSQL connections terminated 3K times, then misbehaving clients
(vanishing, stalling, reconnecting in a loop) for `--seconds`; prints kills survived, moves
checked and moves lost. `--load [--steps 100 200 ...] [--pace S]`: memory per idle
connection at 1,000 connections, paced games stepped up until p99 reaches 100 ms, and a
flooding client beside 100 games.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import tempfile
import time
from pathlib import Path

from fastapi.testclient import TestClient

from benchmarks.reliability import runs
from benchmarks.reliability.leakhunt import Hunt
from server.config import Settings
from server.main import create_app
from server.persistence.db import make_engine
from server.persistence.migrate import upgrade

SHAPES = [(2, 2), (3, 1), (4, 2), (4, 4), (2, 1), (3, 3)]  # (players, people)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.reliability", description=__doc__)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--faults", action="store_true", help="the fault runs instead")
    parser.add_argument("--kills", type=int, default=20, help="SIGKILLs per database")
    parser.add_argument("--load", action="store_true", help="the load runs instead")
    parser.add_argument("--steps", type=int, nargs="+", default=[100, 200, 400, 800, 1200])
    parser.add_argument("--pace", type=float, default=3.0, help="seconds between a game's moves")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of a load step")
    parser.add_argument("--dbs", nargs="+", default=["sqlite", "postgres"])
    args = parser.parse_args()
    if args.faults or args.load:
        asyncio.run(runs.faults(args) if args.faults else runs.load(args))
        return
    with tempfile.TemporaryDirectory() as workdir:
        url = f"sqlite:///{Path(workdir) / 'leaks.db'}"
        engine = make_engine(url)
        upgrade(engine)
        engine.dispose()
        settings = Settings(
            database_url=url,
            data_dir=Path(workdir),
            secret_key="reliability",
            argon2_time_cost=1,
            argon2_memory_cost=1024,
            bot_delay=0.0,
            messages_per_second=1000.0,
            message_burst=1000,
            allowed_hosts=["testserver"],
            guests_per_hour=1_000_000,
        )
        app = create_app(settings)
        started = time.perf_counter()
        with TestClient(app) as client:
            hunt = Hunt(app, client, args.seed)
            for players, people in itertools.islice(itertools.cycle(SHAPES), args.games):
                hunt.game(players, people)
        elapsed = time.perf_counter() - started
    tally = hunt.tally
    print(f"leak hunt: {tally.games} games, {tally.moves} moves by people in {elapsed:.0f} s")
    print(f"moves by type: {dict(sorted(tally.move_types.items()))}")
    print(f"messages inspected: {tally.messages}, bytes inspected: {tally.bytes}")
    print(f"leaks found: {len(tally.leaks)}")
    for leak in tally.leaks[:20]:
        print(f"  {leak}")


if __name__ == "__main__":
    main()
