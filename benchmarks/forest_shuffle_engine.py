"""Forest Shuffle engine speed: random games per second, and the time to list the legal
moves of any step (p50, p99, by step too), on one core.

python -m benchmarks.forest_shuffle_engine [--games 200] [--players 4]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict

from benchmarks.measure import percentile, print_machine
from server.games.forest_shuffle.game import FOREST_SHUFFLE
from server.games.forest_shuffle.state import step
from server.games.playout import random_game


def games_per_second(games: int, players: int) -> tuple[float, float]:
    """(games per second, moves per game) of seeded random games."""
    moves = 0
    started = time.perf_counter()
    for seed in range(games):
        for _ in random_game(FOREST_SHUFFLE, players, seed):
            moves += 1
    return games / (time.perf_counter() - started), moves / games


def listing_times(games: int, players: int) -> dict[str, list[float]]:
    """Seconds per `legal_moves` call at every position of `games` random games, by step
    ("all": every call)."""
    times: dict[str, list[float]] = defaultdict(list)
    for seed in range(10_000, 10_000 + games):
        for before, seat, _, _, _ in random_game(FOREST_SHUFFLE, players, seed):
            t0 = time.perf_counter()
            FOREST_SHUFFLE.legal_moves(before, seat)
            elapsed = time.perf_counter() - t0
            times[step(before).value].append(elapsed)
            times["all"].append(elapsed)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    rate, moves = games_per_second(args.games, args.players)
    times = listing_times(max(1, args.games // 10), args.players)
    print_machine()
    print(
        f"random {args.players}-player games: {rate:.1f} per second (one core), "
        f"{moves:.0f} moves per game"
    )
    print("legal_moves, us:      p50     p99    max   calls")
    for name in ["all", *sorted(k for k in times if k != "all")]:
        found = times[name]
        print(
            f"  {name:<12}{statistics.median(found) * 1e6:>10.1f}"
            f"{percentile(found, 0.99) * 1e6:>8.1f}{max(found) * 1e6:>7.0f}{len(found):>8}"
        )


if __name__ == "__main__":
    main()
