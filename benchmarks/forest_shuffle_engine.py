"""Forest Shuffle engine speed: random games per second, the time to list the legal
moves of any step (p50, p99, by step too), and the views' time per move, on one core;
and the memory of a cached game. Games and views are timed by this process's CPU time,
so that a shared machine's other work counts less.

python -m benchmarks.forest_shuffle_engine [--games 200] [--players 4]

The views' time per move is what the server builds for a move: the patches of every seat
and a spectator from the move's events, and the whole view of each seat (a client that
joins or comes back). The memory of a cached game is what the platform keeps of a game
in play: the states of the current turn (the one it began with and each after a step of
it) and what they worked out when their legal moves, the views of every seat and a
spectator and the move's patches were asked for (tracemalloc; the process-wide caches
filled first by the same calls, so that only what the game itself holds counts), at move
150 of 4-player games. Only the game interface is used, so that the file measures the
engine of another checkout too.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
import tracemalloc
from collections import defaultdict
from typing import Any

from benchmarks.measure import percentile, print_machine
from server.games.base import JSON
from server.games.forest_shuffle.game import FOREST_SHUFFLE
from server.games.forest_shuffle.state import step
from server.games.playout import random_game


def games_per_second(games: int, players: int) -> tuple[float, float]:
    """(games per second of this process's CPU time, moves per game) of seeded random
    games."""
    moves = 0
    started = time.process_time()
    for seed in range(games):
        for _ in random_game(FOREST_SHUFFLE, players, seed):
            moves += 1
    return games / (time.process_time() - started), moves / games


def listing_times(games: int, players: int) -> dict[str, list[float]]:
    """Seconds per `legal_moves` call at every position of `games` random games, by step
    ("all": every call); each on a state just loaded, that has listed nothing yet."""
    times: dict[str, list[float]] = defaultdict(list)
    for seed in range(10_000, 10_000 + games):
        for before, seat, _, _, _ in random_game(FOREST_SHUFFLE, players, seed):
            fresh = FOREST_SHUFFLE.load(FOREST_SHUFFLE.dump(before))
            t0 = time.perf_counter()
            FOREST_SHUFFLE.legal_moves(fresh, seat)
            elapsed = time.perf_counter() - t0
            times[step(before).value].append(elapsed)
            times["all"].append(elapsed)
    return times


def view_times(games: int, players: int) -> tuple[list[float], list[float]]:
    """CPU seconds per move of `games` random games to build (the patches of every seat
    and a spectator, the whole views of every seat)."""
    viewers: list[int | None] = [*range(players), None]
    patches, views = [], []
    for seed in range(20_000, 20_000 + games):
        for _, _, _, after, events in random_game(FOREST_SHUFFLE, players, seed):
            t0 = time.process_time()
            FOREST_SHUFFLE.view_patches(after, viewers, events)
            t1 = time.process_time()
            for seat in range(players):
                FOREST_SHUFFLE.view(after, seat)
            patches.append(t1 - t0)
            views.append(time.process_time() - t1)
    return patches, views


def cached_game_bytes(seed: int, players: int, at: int = 150) -> int:
    """The bytes a cached game holds at move `at` of the random game `seed` (see above)."""
    steps = list(random_game(FOREST_SHUFFLE, players, seed))
    start = min(at, len(steps) - 1)
    seat = steps[start][1]
    while start > 0 and steps[start - 1][1] == seat:  # back to the turn's first state
        start -= 1
    begun = FOREST_SHUFFLE.dump(steps[start][0])
    moves = [(seat, move) for _, seat, move, _, _ in steps[start:at]]
    _cached_game(begun, moves)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = _cached_game(begun, moves)
    gc.collect()
    size = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    del kept
    return size


def _cached_game(begun: JSON, moves: list[tuple[int, JSON]]) -> list[Any]:
    """The states of a turn from the dump `begun` by `moves`, each asked what the platform
    asks of it."""
    state = FOREST_SHUFFLE.load(begun)
    kept = [state]
    viewers: list[int | None] = [*range(len(state.players)), None]
    for seat, move in moves:
        FOREST_SHUFFLE.legal_moves(state, seat)
        state, events = FOREST_SHUFFLE.apply(state, seat, move)
        FOREST_SHUFFLE.view_patches(state, viewers, events)
        kept.append(state)
    current = FOREST_SHUFFLE.current_seat(state)
    if current is not None:
        FOREST_SHUFFLE.legal_moves(state, current)
    for viewer in viewers:
        FOREST_SHUFFLE.view(state, viewer)
    return kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    rate, moves = games_per_second(args.games, args.players)
    times = listing_times(max(1, args.games // 10), args.players)
    patches, views = view_times(max(1, args.games // 10), args.players)
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
    print("views per move, us:  mean     p50     p99   moves")
    for name, found in (("patches", patches), ("whole", views)):
        print(
            f"  {name:<12}{statistics.mean(found) * 1e6:>8.1f}"
            f"{statistics.median(found) * 1e6:>8.1f}"
            f"{percentile(found, 0.99) * 1e6:>8.1f}{len(found):>8}"
        )
    sizes = [cached_game_bytes(seed, args.players) / 1024 for seed in range(30_000, 30_010)]
    print(
        f"cached game at move 150, KiB: mean {statistics.mean(sizes):.1f}, "
        f"max {max(sizes):.1f} ({len(sizes)} games)"
    )


if __name__ == "__main__":
    main()
