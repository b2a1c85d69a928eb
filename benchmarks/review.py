"""Post-game review speed: the hard bot's review of one seat's moves in a finished 2-player
Renature game, with the default budget, run as the server runs it (each decision in the
review worker, one after the other); then how long live hard bots take to move, alone and
while a review runs; then, with `--queue`, a runner on a SQLite database of its own with
one person's MAX_WAITING reviews queued (one more refused) and another person's asked after
them: how long the other waits for their first decision.

python -m benchmarks.review [--seed 1] [--budget SECONDS] [--players-level medium] [--queue]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from benchmarks.measure import percentile, print_machine
from server import lobby
from server.config import Settings
from server.errors import RateLimited
from server.games import registry
from server.games.base import JSON, events_for
from server.games.line import MoveList, apply_move
from server.persistence.db import make_engine
from server.persistence.games import Made, Store
from server.persistence.migrate import upgrade
from server.persistence.models import Review, User, now
from server.rooms import bots, reviews
from server.rooms.reviews import MARK, MAX_WAITING, Runner


def finished_game(seed: int, level: str, options: JSON | None = None) -> bots.Played:
    """A 2-player Renature game between bots of `level`, played to its end."""
    game = registry.get("renature")
    players = [game.bot(level) for _ in range(2)]
    state = game.new(2, seed, options or {})
    seen: list[list[JSON]] = [[], []]
    moves: MoveList = []
    rng = random.Random(seed)
    while (seat := game.current_seat(state)) is not None:
        legal = game.legal_moves(state, seat)
        move = players[seat].choose(game.view(state, seat), legal, seen[seat], rng.randrange(2**31))
        moves.append((seat, move))
        state, events = game.apply(state, seat, move)
        for i in range(2):
            seen[i] += events_for(events, i)
    return bots.Played("renature", 2, seed, options or {}, moves)


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
        state, events = apply_move(game, state, seat, move)
        for i in range(played.players):
            seen[i] += events_for(events, i)
    return times


async def beside_a_review(played: bots.Played, budget: float, count: int) -> list[float]:
    """`live_moves` while a review of `played` runs."""
    reviewing = asyncio.create_task(review(played, budget))
    times = await live_moves(played, count)
    reviewing.cancel()
    return times


def stored_games(store: Store, count: int, level: str) -> tuple[int, int, list[int]]:
    """`count` 2-player Renature games between the same two people, played to their end by
    bots of `level` and stored; (the user id in seat 0, in seat 1, the game ids)."""
    game = registry.get("renature")
    with store.sessions() as db:
        ann, bob = User(name="ann", name_key="ann"), User(name="bob", name_key="bob")
        db.add_all([ann, bob])
        db.commit()
        ids = []
        for _ in range(count):
            table = lobby.join(db, lobby.create_table(db, ann, "renature", 2, {}, True), bob)
            ids.append(lobby.start(db, table, ann, [s.id for s in table.seats]).id)
        people = ann.id, bob.id
    for game_id in ids:
        setup, _ = store.load(game_id)
        played = finished_game(setup.seed, level, setup.options)
        state = game.new(2, setup.seed, setup.options)
        for seq, (seat, move) in enumerate(played.moves, 1):
            state, _ = apply_move(game, state, seat, move)
            after = game.current_seat(state), game.result(state)
            store.append(Made(game_id, seq, seat, move, *after, now()))
    return *people, ids


async def queued_behind(store: Store, budget: float, level: str) -> tuple[float, int, int, bool]:
    """One person's MAX_WAITING reviews queued (and one more asked for), then another
    person's: the seconds the other waited for their first decision, the first person's
    decisions assessed before it and all of theirs, and whether the one more was refused."""
    ann, bob, games = await store.run(stored_games, store, MAX_WAITING + 1, level)
    with store.sessions() as db:
        mine = [reviews.ask(db, game_id, ann, None).id for game_id in games[:MAX_WAITING]]
        try:
            reviews.ask(db, games[-1], ann, None)
            refused = False
        except RateLimited:
            refused = True
        other = reviews.ask(db, games[0], bob, None).id
    asked = time.perf_counter()
    runner = Runner(store, budget)

    def done(review: int) -> int:
        with store.sessions() as db:
            return db.get_one(Review, review).done

    while await store.run(done, other) == 0:
        await runner.run_once()
    waited = time.perf_counter() - asked
    before = sum([await store.run(done, review) for review in mine])
    total = 0
    for game_id in games[:MAX_WAITING]:
        setup, moves = await store.run(store.load, game_id)
        played = bots.Played(setup.game, setup.players, setup.seed, setup.options, moves)
        total += len(bots.decisions(played, 0))
    return waited, before, total, refused


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=Settings().review_budget)
    parser.add_argument("--players-level", default="medium")
    parser.add_argument("--live-moves", type=int, default=12)
    parser.add_argument("--queue", action="store_true", help="the turns of two people waiting")
    args = parser.parse_args()
    played = finished_game(args.seed, args.players_level)
    try:
        elapsed, times, losses = asyncio.run(review(played, args.budget))
        alone = asyncio.run(live_moves(played, args.live_moves))
        beside = asyncio.run(beside_a_review(played, args.budget, args.live_moves))
        if args.queue:
            with tempfile.TemporaryDirectory() as folder:
                engine = make_engine(f"sqlite:///{Path(folder) / 'reviews.db'}")
                upgrade(engine)
                store = Store(engine)
                queue = asyncio.run(queued_behind(store, args.budget, args.players_level))
                store.close()
                engine.dispose()
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
    if args.queue:
        waited, before, total, refused = queue
        served = total * percentile(times, 0.5)
        print(
            f"one person's {MAX_WAITING} reviews ({total} decisions) queued, one more "
            f"{'refused' if refused else 'accepted'}; another person's first decision after "
            f"{waited:.1f} s, behind {before} of the first person's decisions; first-come "
            f"first-served it would wait for all {total} (about {served:.0f} s)"
        )


if __name__ == "__main__":
    main()
