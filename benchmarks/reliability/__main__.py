"""`python -m benchmarks.reliability [--games N] [--seed S]`: the leak hunt at length.

Plays N seeded games (2, 3 and 4 players, people and bots mixed) through the app's
websocket and HTTP API on a fresh SQLite database, and prints the games played, the moves
by type, the messages and bytes inspected and every leak found (there must be none).
"""

from __future__ import annotations

import argparse
import itertools
import tempfile
import time
from pathlib import Path

from fastapi.testclient import TestClient

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
    args = parser.parse_args()
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
