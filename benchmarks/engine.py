"""Renature engine speed: random 4-player games per second, and the time of legal_moves
and of the views per move.

python -m benchmarks.engine [--games 300] [--players 4] [--board base|valley|valley-variant]

Games per second are whole random games (`playout.random_game`: `legal_moves` and `apply`
at every step), by the clock and by the process's CPU time (steadier on a busy machine).
Then, over 20 more such games, at every step: `legal_moves` of the state (its first call,
as in play), the patches of every seat's view for the move (`view_patches`, what the
server sends after each move) and every seat's whole view of the state after it (what
seats joining then are sent).

Last, the memory of a cached game: a game's line (`line.Line`, as the platform keeps
it) played at random to moves 50-55, every state on the way asked for its legal moves,
the seats' patches and every seat's and a spectator's whole view; then what stays of it
while the game is kept, its current state and the states its seat may take back (with
what those keep worked out), measured by `tracemalloc` (the move log not counted).
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
import tracemalloc
from typing import Any

from benchmarks.measure import percentile, print_machine
from server.games import registry
from server.games.base import JSON, Game
from server.games.line import Line
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
    started, cpu_started = time.perf_counter(), time.process_time()
    for seed in range(args.games):
        for _ in random_game(game, args.players, seed, options):
            moves += 1
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started

    times: dict[str, list[float]] = {"legal_moves": [], "patches": [], "views": []}
    for seed in range(args.games, args.games + 20):
        timed_game(game, args.players, seed, options, times)

    print_machine()
    print(
        f"random {args.players}-player games, {args.board} board: {args.games} in {elapsed:.2f} s"
    )
    print(f"games per second (one core): {args.games / elapsed:.1f}")
    print(f"games per second of CPU time (the same, on a busy machine): {args.games / cpu:.1f}")
    print(f"moves per game: {moves / args.games:.1f}, moves per second: {moves / elapsed:.0f}")
    for label, key in (
        ("legal_moves", "legal_moves"),
        (f"view patches of {args.players} seats per move", "patches"),
        (f"whole views of {args.players} seats per state", "views"),
    ):
        found = times[key]
        print(
            f"{label}: median {statistics.median(found) * 1e6:.0f} us, "
            f"p99 {percentile(found, 0.99) * 1e6:.0f} us over {len(found)} calls"
        )
    sizes = [
        cached_game_size(game, args.players, seed, options, moves)
        for seed in range(5)
        for moves in range(50, 56)
    ]
    print(
        f"cached game (state and states to take back): median "
        f"{statistics.median(sizes) / 1024:.1f} KiB, max {max(sizes) / 1024:.1f} KiB "
        f"over {len(sizes)} games"
    )


def timed_game(
    game: Game[Any], players: int, seed: int, options: JSON, times: dict[str, list[float]]
) -> None:
    """Play the random game `random_game` plays for `seed`, adding to `times` at every
    step the time of `legal_moves`, of the seats' patches and of their whole views."""
    rng = random.Random(seed)
    seats = list(range(players))
    state = game.new(players, seed, options)
    while (seat := game.current_seat(state)) is not None:
        t0 = time.perf_counter()
        legal = game.legal_moves(state, seat)
        times["legal_moves"].append(time.perf_counter() - t0)
        state, events = game.apply(state, seat, rng.choice(legal))
        t0 = time.perf_counter()
        game.view_patches(state, seats, events)
        t1 = time.perf_counter()
        for viewer in seats:
            game.view(state, viewer)
        t2 = time.perf_counter()
        times["patches"].append(t1 - t0)
        times["views"].append(t2 - t1)


def cached_game_size(game: Game[Any], players: int, seed: int, options: JSON, moves: int) -> int:
    """Bytes that the states a game's line keeps after `moves` random moves hold (see the
    module's docstring)."""
    viewers = [*range(players), None]
    gc.collect()
    tracemalloc.start()
    rng = random.Random(seed)
    line = Line.start(game, players, seed, options)
    while line.current is not None and line.version < moves:
        events = line.apply(line.current, rng.choice(game.legal_moves(line.state, line.current)))
        game.view_patches(line.state, viewers, events)
        for viewer in viewers:
            game.view(line.state, viewer)
    if line.current is not None:
        game.legal_moves(line.state, line.current)
    kept = [line.state, *(state for _, state in line.back)]
    del line, events
    gc.collect()
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return size


if __name__ == "__main__":
    main()
