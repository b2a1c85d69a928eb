"""Post-game review speed: the hard bot's review of one seat's moves in a finished 2-player
Renature game, with the default budget, run as the server runs it (each decision in the
review worker, one after the other); then how long live hard bots take to move, alone and
while a review runs.

python -m benchmarks.review [--seed 1] [--budget SECONDS] [--players-level medium]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time

from benchmarks.measure import percentile, print_machine
from server.config import Settings
from server.games import registry
from server.games.base import JSON, events_for
from server.rooms import bots
from server.rooms.reviews import MARK


def finished_game(seed: int, level: str) -> bots.Played:
    """A 2-player Renature game between bots of `level`, played to its end."""
    game = registry.get("renature")
    players = [game.bot(level) for _ in range(2)]
    state = game.new(2, seed, {})
    seen: list[list[JSON]] = [[], []]
    moves: list[tuple[int, JSON]] = []
    rng = random.Random(seed)
    while (seat := game.current_seat(state)) is not None:
        legal = game.legal_moves(state, seat)
        move = players[seat].choose(game.view(state, seat), legal, seen[seat], rng.randrange(2**31))
        moves.append((seat, move))
        state, events = game.apply(state, seat, move)
        for i in range(2):
            seen[i] += events_for(events, i)
    return bots.Played("renature", 2, seed, {}, moves)


async def review(played: bots.Played, budget: float) -> tuple[float, list[float], list[float]]:
    """The seconds the review of seat 0 took (the review worker started beforehand; the
    game replayed in it as part of the review), the seconds of each decision, and each
    decision's loss."""
    unplayed = bots.Played(played.game, played.players, played.seed + 1, played.options, [])
    await bots.in_review_worker(bots.decisions, unplayed, 0)  # the worker started
    started = time.perf_counter()
    versions = await bots.in_review_worker(bots.decisions, played, 0)
    times, losses = [], []
    for version in versions:
        t0 = time.perf_counter()
        judged = await bots.in_review_worker(bots.assess, played, 0, version, budget)
        times.append(time.perf_counter() - t0)
        losses.append(judged.loss)
    return time.perf_counter() - started, times, losses


async def live_moves(played: bots.Played, count: int) -> list[float]:
    """The seconds each of `count` live hard-bot moves took (in the live bots' workers,
    started beforehand), from the first positions of `played`."""
    game = registry.get(played.game)
    state = game.new(played.players, played.seed, played.options)
    seen: list[list[JSON]] = [[] for _ in range(played.players)]
    first = game.legal_moves(state, 0)
    await bots.think(game.name, "easy", game.view(state, 0), first, [], 0, 0)  # workers started
    times: list[float] = []
    for seat, move in played.moves[:count]:
        view, legal = game.view(state, seat), game.legal_moves(state, seat)
        t0 = time.perf_counter()
        await bots.think(game.name, "hard", view, legal, seen[seat], len(times), seat)
        times.append(time.perf_counter() - t0)
        state, events = game.apply(state, seat, move)
        for i in range(played.players):
            seen[i] += events_for(events, i)
    return times


async def beside_a_review(played: bots.Played, budget: float, count: int) -> list[float]:
    """`live_moves` while a review of `played` runs."""
    reviewing = asyncio.create_task(review(played, budget))
    times = await live_moves(played, count)
    reviewing.cancel()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=Settings().review_budget)
    parser.add_argument("--players-level", default="medium")
    parser.add_argument("--live-moves", type=int, default=12)
    args = parser.parse_args()
    played = finished_game(args.seed, args.players_level)
    try:
        elapsed, times, losses = asyncio.run(review(played, args.budget))
        alone = asyncio.run(live_moves(played, args.live_moves))
        beside = asyncio.run(beside_a_review(played, args.budget, args.live_moves))
    finally:
        bots.shutdown()
    marked = sum(loss >= MARK for loss in losses)
    print_machine()
    print(
        f"game: 2-player Renature between {args.players_level} bots, seed {args.seed}, "
        f"{len(played.moves)} moves"
    )
    print(f"budget: {args.budget:.2f} s per decision, in the review worker (nice 19)")
    print(f"review of seat 0: {len(times)} decisions in {elapsed:.1f} s")
    print(
        f"per decision: p50 {percentile(times, 0.5):.2f} s, p90 {percentile(times, 0.9):.2f} s, "
        f"max {max(times):.2f} s"
    )
    print(f"marked (a loss of {MARK:.0f} point or more): {marked}, largest {max(losses):.1f}")
    for label, found in (("alone", alone), ("while a review runs", beside)):
        print(
            f"live hard-bot move, {label}: p50 {percentile(found, 0.5):.2f} s, "
            f"max {max(found):.2f} s over {len(found)} moves"
        )


if __name__ == "__main__":
    main()
