"""Turn clocks: the CPU a server process spends looking for clocks run out, with 10,000
games being played on per-turn clocks (deadlines spread over the coming week, none due),
as it does every CLOCK_INTERVAL (1 s); then how fast it settles time-outs when many fall
due at once (each game loaded, its seat handed to a bot).

python -m benchmarks.clocks [--games 10000] [--checks 300] [--due 200] [--database-url URL]

Without --database-url, a SQLite file in a temporary folder; with one (an empty database,
e.g. postgresql+psycopg://postgres@127.0.0.1/bench), that database.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import secrets
import tempfile
import time
from datetime import timedelta
from pathlib import Path

from sqlalchemy import insert, select, update

from server.clocks import Clock, ClockKind
from server.games import registry
from server.persistence.db import make_engine, make_sessions
from server.persistence.games import Store
from server.persistence.migrate import upgrade
from server.persistence.models import GameRecord, Seat, Table, TableStatus, User, now
from server.rooms.hub import Hub

CLOCK = Clock(kind=ClockKind.TURN, per_turn=3 * 86400, bot_level="easy")


def cpu() -> float:
    """The CPU seconds this process used so far (user + system)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def fill(url: str, games: int) -> None:
    """`games` 2-person Renature games being played, at their first move, each with a clock
    of 3 days per turn whose deadline falls somewhere in the coming week."""
    engine = make_engine(url)
    upgrade(engine)
    sessions = make_sessions(engine)
    rules = registry.get("renature")
    options = rules.options().model_dump(mode="json")
    at = now()
    rng = random.Random(1)
    with sessions() as db:
        people = [User(name=f"p{i}", name_key=f"p{i}") for i in range(200)]
        db.add_all(people)
        db.flush()
        tables = db.scalars(
            insert(Table).returning(Table.id),
            [
                {
                    "game": "renature",
                    "size": 2,
                    "options": options,
                    "public": True,
                    "host_id": people[i % 200].id,
                    "status": TableStatus.PLAYING,
                    "invite_token": secrets.token_urlsafe(12),
                    "clock": CLOCK.model_dump(mode="json"),
                }
                for i in range(games)
            ],
        ).all()
        seats = [
            {"table_id": t, "user_id": people[(i + s) % 200].id, "seat": s}
            for i, t in enumerate(tables)
            for s in range(2)
        ]
        db.execute(insert(Seat), seats)
        records = []
        for i, table in enumerate(tables):
            deadline = at + timedelta(seconds=rng.uniform(60, 7 * 86400))
            records.append(
                {
                    "table_id": table,
                    "game": "renature",
                    "players": 2,
                    "seed": i,
                    "options": options,
                    "current_seat": 0,
                    "turn_since": at,
                    "deadline": deadline,
                    "remind_at": deadline + timedelta(days=1),  # none due either
                }
            )
        db.execute(insert(GameRecord), records)
        db.commit()
    engine.dispose()


async def measure(url: str, checks: int, due: int) -> None:
    engine = make_engine(url)
    hub = Hub(Store(engine), bot_delay=3600)  # the bots wait: only the clocks are measured
    await hub.check_clocks()  # warm up: statements compiled, connections opened
    used, started = cpu(), time.perf_counter()
    for _ in range(checks):
        assert await hub.check_clocks() == 0
    used, elapsed = cpu() - used, time.perf_counter() - started
    per_check = used / checks
    print(f"{checks} checks with nothing due: {per_check * 1000:.2f} ms CPU each")
    print(f"  ({elapsed / checks * 1000:.2f} ms wall each)")
    print(f"  at one check a second: {per_check * 100:.2f}% of one core")
    sessions = make_sessions(engine)
    with sessions() as db:
        ids = db.scalars(select(GameRecord.id).order_by(GameRecord.id).limit(due)).all()
        db.execute(
            update(GameRecord)
            .where(GameRecord.id.in_(ids))
            .values(deadline=now() - timedelta(seconds=1))
        )
        db.commit()
    used, started = cpu(), time.perf_counter()
    settled = await hub.check_clocks()
    used, elapsed = cpu() - used, time.perf_counter() - started
    assert settled == due, (settled, due)
    print(f"{due} time-outs due at once: settled in {elapsed:.2f} s")
    print(f"  ({used / due * 1000:.1f} ms CPU each, {due / elapsed:.0f} a second)")
    hub.close()
    engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--checks", type=int, default=300)
    parser.add_argument("--due", type=int, default=200)
    parser.add_argument("--database-url", default="")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = args.database_url or f"sqlite:///{Path(folder) / 'clocks.db'}"
        started = time.perf_counter()
        fill(url, args.games)
        print(f"{args.games} games being played, stored in {time.perf_counter() - started:.1f} s")
        asyncio.run(measure(url, args.checks, args.due))


if __name__ == "__main__":
    main()
