"""Renature engine speed: random 4-player games per second, legal_moves and view times.

python -m benchmarks.engine [--games 300] [--players 4] [--board base|valley|valley-variant]
"""

from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.measure import percentile, print_machine
from server.games import registry
from server.games.playout import random_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument(
        "--board",
        choices=("base", "valley", "valley-variant"),
        default="base",
        help="the Renature board (the `board` table option)",
    )
    args = parser.parse_args()
    game = registry.get("renature")
    options = {"board": args.board}

    moves = 0
    started = time.perf_counter()
    for seed in range(args.games):
        for _ in random_game(game, args.players, seed, options):
            moves += 1
    elapsed = time.perf_counter() - started

    legal_times, view_times = [], []
    for seed in range(args.games, args.games + 20):
        for before, seat, _, _, _ in random_game(game, args.players, seed, options):
            t0 = time.perf_counter()
            game.legal_moves(before, seat)
            t1 = time.perf_counter()
            game.view(before, seat)
            t2 = time.perf_counter()
            legal_times.append(t1 - t0)
            view_times.append(t2 - t1)

    print_machine()
    print(
        f"random {args.players}-player games, {args.board} board: {args.games} in {elapsed:.2f} s"
    )
    print(f"games per second (one core): {args.games / elapsed:.1f}")
    print(f"moves per game: {moves / args.games:.1f}, moves per second: {moves / elapsed:.0f}")
    for label, times in (("legal_moves", legal_times), ("view", view_times)):
        print(
            f"{label}: median {statistics.median(times) * 1e6:.0f} us, "
            f"p99 {percentile(times, 0.99) * 1e6:.0f} us over {len(times)} calls"
        )


if __name__ == "__main__":
    main()
