"""A move's write: the server's CPU time per move stored, in one process, without sockets.

python -m benchmarks.writes [--moves 4000] [--games 100] [--together 1]
                            [--db sqlite|postgres] [--code DIR ...] [--rounds 3]

Starts N two-seat games in a new database (migrated as the server migrates it), then
stores moves round the games through `Store.save_move` as a room does (on SQLite on the
calling thread, without waiting for SQLite's lock), `--together` games' moves at a time
(as moves of several games arrive together on a busy server), every fifth one beginning a
turn (with its timing). Prints the CPU time (user + system of this process,
the database's own work included on SQLite; PostgreSQL's backend is not counted) and the
wall time per move.

With `--code`, the same measure runs against each checkout given (e.g. the code before a
change and after it), in turn, `--rounds` times (A B A B ...), each in a process of its
own (the checkout's `server` package, this file's measure), and the figures are printed
side by side with the load average of each run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

from benchmarks.measure import print_machine

POSTGRES = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


def measure(url: str, games: int, moves: int, together: int) -> dict[str, float]:
    """Store `moves` moves round `games` new games of the database at `url`, the moves
    of `together` games at a time."""
    from sqlalchemy.orm import Session

    from server import lobby
    from server.clocks import Timing
    from server.persistence.db import make_engine
    from server.persistence.games import Made, Store
    from server.persistence.migrate import upgrade
    from server.persistence.models import User, now

    engine = make_engine(url)
    upgrade(engine)
    ids = []
    with Session(engine) as db:
        for n in range(games):
            host = User(name=f"writer{n}", name_key=f"writer{n}")
            other = User(name=f"other{n}", name_key=f"other{n}")
            db.add_all([host, other])
            db.commit()
            table = lobby.create_table(db, host, "renature", 2, {}, True)
            lobby.join(db, table, other)
            ids.append(lobby.start(db, table, host, [s.id for s in table.seats]).id)
    store = Store(engine)
    move = {"type": "place", "domino": 17, "at": ["e4", "e5"]}

    def made(i: int) -> Made:
        game_id, seq = ids[i % games], i // games + 1
        at = now()
        timing = None
        if i % 5 == 0:
            timing = Timing(at, at + timedelta(days=1), at + timedelta(hours=20), None)
        return Made(game_id, seq, seq % 2, move, 1 - seq % 2, None, at, timing)

    async def write_all() -> None:
        for i in range(0, moves, together):
            await asyncio.gather(*(store.save_move(made(i + j)) for j in range(together)))

    cpu, wall = time.process_time(), time.perf_counter()
    asyncio.run(write_all())
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    store.close()
    engine.dispose()
    return {"cpu_us": cpu / moves * 1e6, "wall_us": wall / moves * 1e6}


def run_checkout(code: Path, args: argparse.Namespace) -> dict[str, float]:
    """`measure` in a new process running the server of checkout `code`, on a new database."""
    with tempfile.TemporaryDirectory() as workdir:
        url = f"sqlite:///{Path(workdir) / 'writes.db'}" if args.db == "sqlite" else POSTGRES
        if args.db == "postgres":
            reset_postgres()
        # run this file by its path (its folder, whose server.py is no package, not on
        # the path): the checkout's `server` is imported, this file's measure made
        argv = [__file__, "--child", url, "--games", str(args.games), "--moves", str(args.moves)]
        argv += ["--together", str(args.together)]
        run = f"import runpy, sys; sys.argv = {argv!r}; "
        run += "runpy.run_path(sys.argv[0], None, '__main__')"
        child = [sys.executable, "-c", run]
        out = subprocess.run(
            child,
            cwd=code,
            env=os.environ | {"PYTHONPATH": str(code.resolve())},
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        figures: dict[str, float] = json.loads(out.strip().splitlines()[-1])
        figures["load"] = os.getloadavg()[0]
        return figures


def reset_postgres() -> None:
    """An empty `test` database's public schema on the local PostgreSQL."""
    from sqlalchemy import create_engine, text

    engine = create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text("DROP SCHEMA public CASCADE"))
        connection.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=4000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--together", type=int, default=1, help="games' moves sent at once")
    parser.add_argument("--db", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--code", type=Path, nargs="+", default=[Path.cwd()])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--child", help=argparse.SUPPRESS)  # measure here, print JSON
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.child, args.games, args.moves, args.together)))
        return
    print_machine()
    print(f"{args.moves} moves round {args.games} games, {args.together} at a time, {args.db}")
    print("checkout | round | CPU per move | wall per move | load average after")
    for round_ in range(1, args.rounds + 1):
        for code in args.code:
            f = run_checkout(code, args)
            print(
                f"{code} | {round_} | {f['cpu_us']:.1f} us | {f['wall_us']:.1f} us"
                f" | {f['load']:.2f}"
            )


if __name__ == "__main__":
    main()
