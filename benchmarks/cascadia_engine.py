"""Cascadia engine speed: random 4-player games per second to the end (final scoring
included), the time of `legal_moves` at every step, and the time of the view patches of
every seat after each move (one `view_patches` call, as the server makes it; CPU time, so
that other work on the machine counts less), and the memory a game's states keep in the
middle of a game (tracemalloc).

python -m benchmarks.cascadia_engine [--games 200] [--players 4]
"""

from __future__ import annotations

import argparse
import gc
import random
import time
import tracemalloc
from collections import defaultdict
from typing import Any

from benchmarks.measure import percentile, print_machine
from server.games.cascadia.game import CASCADIA
from server.games.playout import random_game


def play_out(players: int, seed: int) -> tuple[int, Any]:
    """The number of moves of a random game and its final state."""
    count, final = 0, None
    for step in random_game(CASCADIA, players, seed):
        count, final = count + 1, step[3]
    return count, final


def turn_states(data: Any, players: int, seed: int) -> list[Any]:
    """The states of one turn of a random game from the state dumped as `data`, as the
    platform keeps them (each shares what it did not change with the one before), each
    after its legal moves, every seat's and a spectator's view and (after a move) the
    patches were made."""
    game, rng, viewers = CASCADIA, random.Random(seed), [*range(players), None]
    kept = [game.load(data)]
    while True:
        state = kept[-1]
        seat = state.current
        assert seat is not None
        game.legal_moves(state, seat)
        for viewer in viewers:
            game.view(state, viewer)
        after, events = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
        if after.current != seat:
            return kept
        game.view_patches(after, viewers, events)
        kept.append(after)


def kept_memory(players: int, seed: int, turn: int) -> tuple[int, int]:
    """Bytes kept at the start of turn `turn` of a random game (tracemalloc): by the current
    state alone, and by all the states of that turn (`turn_states`). The tables every game
    shares (the moves and scores of the cells and layouts met) are filled first by the same
    turn and not counted."""
    game, rng = CASCADIA, random.Random(seed)
    state = game.new(players, seed, {})
    while state.turn < turn:
        seat = state.current
        assert seat is not None
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    data = game.dump(state)
    turn_states(data, players, seed)
    gc.collect()
    tracemalloc.start()
    start = tracemalloc.get_traced_memory()[0]
    kept = turn_states(data, players, seed)
    gc.collect()
    every = tracemalloc.get_traced_memory()[0] - start
    del kept[1:]
    gc.collect()
    one = tracemalloc.get_traced_memory()[0] - start
    tracemalloc.stop()
    return one, every


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    game = CASCADIA

    moves = 0
    started, cpu = time.perf_counter(), time.process_time()
    for seed in range(args.games):
        count, final = play_out(args.players, seed)
        assert game.result(final) is not None
        moves += count
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu

    by_step: dict[str, list[float]] = defaultdict(list)
    for seed in range(args.games, args.games + 20):
        for before, seat, _, _, _ in random_game(game, args.players, seed):
            t0 = time.perf_counter()
            game.legal_moves(before, seat)
            by_step[before.step.value].append(time.perf_counter() - t0)

    patching: list[float] = []
    for seed in range(args.games + 20, args.games + 40):
        seats = list(range(args.players))
        for _, _, _, after, events in random_game(game, args.players, seed):
            t0 = time.process_time()
            game.view_patches(after, seats, events)
            patching.append(time.process_time() - t0)

    memory = [kept_memory(args.players, seed, 40) for seed in range(10)]

    print_machine()
    print(f"random {args.players}-player games: {args.games} in {elapsed:.2f} s")
    print(f"games per second (one core): {args.games / elapsed:.1f}")
    print(f"games per second of CPU time (the same, on a busy machine): {args.games / cpu:.1f}")
    print(f"moves per game: {moves / args.games:.1f}, moves per second: {moves / elapsed:.0f}")
    every = [t for times in by_step.values() for t in times]
    for label, times in [("any step", every), *sorted(by_step.items())]:
        print(
            f"legal_moves, {label}: p50 {percentile(times, 0.5) * 1e6:.0f} us, "
            f"p99 {percentile(times, 0.99) * 1e6:.0f} us over {len(times)} calls"
        )
    print(
        f"view patches of {args.players} seats per move, CPU time: mean"
        f" {sum(patching) / len(patching) * 1e6:.0f} us, p50 {percentile(patching, 0.5) * 1e6:.0f}"
        f" us, p99 {percentile(patching, 0.99) * 1e6:.0f} us over {len(patching)} moves"
    )
    for label, sizes in [
        ("the current state", [m[0] for m in memory]),
        ("the states of the turn", [m[1] for m in memory]),
    ]:
        print(
            f"memory kept at turn 40 (tracemalloc), {label}: mean"
            f" {sum(sizes) / len(sizes) / 1024:.1f} KiB, max {max(sizes) / 1024:.1f} KiB"
            f" over {len(sizes)} games"
        )


if __name__ == "__main__":
    main()
