"""The game server's CPU per move against the bare web stack's, per game.

`python -m benchmarks.ratio --games 100 --clients 4 [--db sqlite|postgres]
[--game renature cascadia forest-shuffle] [--pairs 2] [--pace SECONDS]` plays
benchmarks.server's load, for each game, against the game server (`python -m server` on a
new database each run) and against benchmarks.bare (a FastAPI + uvicorn app answering the
same HTTP calls and frames with trivial rules and no database), alternately: server, bare,
server, bare, `--pairs` times. The CPU time of the serving process (user + system, from
/proc) is read before and after the play and divided by the moves made. It prints every
run, then per game the CPU per move of both, their ratio, moves per second and p99 (a move
sent to its update received by the last seat) of both, and the machine's 1-minute load
average at the end of its runs. `--pace` is benchmarks.server's: games played at a
person's pace, not as fast as the server answers.
"""

from __future__ import annotations

import argparse
import asyncio
import os
from collections.abc import Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, field

from benchmarks.server import PACE, Figures, game_server, measure, serving
from server.games import registry

SIDES = ("server", "bare")


@dataclass
class Side:
    """The runs of one side (the game server or the bare stack) for one game."""

    runs: list[Figures] = field(default_factory=list)
    loads: list[float] = field(default_factory=list)

    @property
    def moves(self) -> int:
        return sum(run.moves for run in self.runs)

    @property
    def cpu_per_move(self) -> float:
        """Milliseconds of the serving process's CPU per move, over every run."""
        return sum(run.cpu["server"] for run in self.runs) / self.moves * 1000

    @property
    def rate(self) -> float:
        return self.moves / sum(run.seconds for run in self.runs)

    @property
    def p99(self) -> float:
        """The 99th percentile of every run's latencies, in milliseconds."""
        latencies = sorted(x for run in self.runs for x in run.latencies)
        return latencies[int(len(latencies) * 0.99)] * 1000


def served(side: str, db: str) -> AbstractContextManager[tuple[str, int]]:
    """The game server on a new database of kind `db`, or the bare stack."""
    return game_server(db) if side == "server" else serving("benchmarks.bare", {})


def compare(args: argparse.Namespace, game: str) -> dict[str, Side]:
    """Play `game`'s load against both sides alternately, printing each run."""
    sides = {side: Side() for side in SIDES}
    for pair in range(1, args.pairs + 1):
        for name, side in sides.items():
            with served(name, args.db) as (base, pid):
                figures = asyncio.run(measure(args, base, {"server": [pid]}, game))
            side.runs.append(figures)
            side.loads.append(os.getloadavg()[0])
            print(
                f"{game}, {name} {pair}: {figures.moves} moves in {figures.seconds:.1f} s, "
                f"{figures.moves / figures.seconds:.0f} moves/s, CPU "
                f"{figures.cpu['server'] / figures.moves * 1000:.3f} ms/move, "
                f"p99 {figures.percentile(0.99):.1f} ms, load average {side.loads[-1]:.2f}",
                flush=True,
            )
    return sides


def summary(results: dict[str, dict[str, Side]]) -> Iterator[str]:
    """The table of every game's figures, as lines."""
    yield (
        f"{'game':<15} {'CPU/move: server':>16} {'bare':>9} {'ratio':>6}  "
        f"{'moves/s: server':>15} {'bare':>6} {'ratio':>5}  {'p99: server':>11} {'bare':>8}  "
        "load average"
    )
    for game, sides in results.items():
        server, bare = sides["server"], sides["bare"]
        loads = server.loads + bare.loads
        yield (
            f"{game:<15} {server.cpu_per_move:13.3f} ms {bare.cpu_per_move:6.3f} ms "
            f"{server.cpu_per_move / bare.cpu_per_move:5.2f}x  {server.rate:15.0f} "
            f"{bare.rate:6.0f} {server.rate / bare.rate:5.2f}  {server.p99:8.1f} ms "
            f"{bare.p99:5.1f} ms  {min(loads):.2f}-{max(loads):.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ratio", description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--clients", type=int, default=4, help="players (seats) per game")
    parser.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--game", nargs="+", choices=registry.names(), default=registry.names())
    parser.add_argument("--pairs", type=int, default=2, help="runs of each side, alternating")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", type=float, default=0.0, help=PACE)
    args = parser.parse_args()
    args.spread = False
    print(f"cores: {os.cpu_count()}; load average before: {os.getloadavg()[0]:.2f}")
    paced = f", a move every {args.pace:g} s or so" if args.pace else ""
    print(
        f"games: {args.games} x {args.clients} clients, db: {args.db}, pairs: {args.pairs}{paced}"
    )
    results = {game: compare(args, game) for game in args.game}
    for line in summary(results):
        print(line)


if __name__ == "__main__":
    main()
