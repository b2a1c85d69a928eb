"""Steps per turn and the cost of taking one back, per game: seeded games of easy bots
(the moves a person would make), each turn's number of steps and of moves (the steps made
together up to each one that cannot be taken back: what a person's page sends, undos
aside), the longest list of legal moves, and the CPU time of a step and of
the undo that takes it back on a game's line; then the server's CPU per step and per undo
through a room (stored in SQLite, fed to every seat and a spectator as frames).

python -m benchmarks.turns [--games 20] [--players 2] [--game renature cascadia ...]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.measure import percentile, print_machine
from server import lobby
from server.games import registry
from server.games.base import JSON, events_for
from server.games.line import UNDO, Line
from server.persistence.db import make_engine, make_sessions
from server.persistence.games import Store
from server.persistence.migrate import upgrade
from server.persistence.models import User
from server.rooms.hub import Hub
from server.rooms.seating import Actor
from server.ws.feed import Feed, Subscriber, feed_of
from server.ws.outbox import Outbox


@dataclass
class Tally:
    """What the games of one game name measured."""

    turns: list[int] = field(default_factory=list)  # steps in each turn
    moves: list[int] = field(default_factory=list)  # moves in each turn (steps made together)
    listed: list[int] = field(default_factory=list)  # legal moves at each step
    step_ms: list[float] = field(default_factory=list)  # CPU per step that may be undone
    undo_ms: list[float] = field(default_factory=list)  # CPU per undo of such a step


def play(name: str, players: int, seed: int, tally: Tally) -> None:
    """One game of easy bots; after each step that may be taken back, it is taken back and
    made again (so the game goes on as the bots chose)."""
    game = registry.get(name)
    line = Line.start(game, players, seed, {})
    bots = [game.bot("easy") for _ in range(players)]
    history: list[list[JSON]] = [[] for _ in range(players)]
    turn, made, mover = 0, 0, line.current
    while (seat := line.current) is not None:
        moves = game.legal_moves(line.state, seat)
        tally.listed.append(len(moves))
        move = bots[seat].choose(game.view(line.state, seat), moves, history[seat], seed + turn)
        started = time.thread_time()
        step = line.try_move(seat, move)
        tally.step_ms.append((time.thread_time() - started) * 1e3)
        events = line.advance(step)
        if line.undoable:
            started = time.thread_time()
            line.apply(seat, UNDO)
            tally.undo_ms.append((time.thread_time() - started) * 1e3)
            events = line.apply(seat, move)
        for i in range(players):
            history[i] += events_for(events, i)
        turn += 1
        made += not line.undoable  # a step that cannot be taken back ends a move
        if line.current != mover:
            tally.turns.append(turn)
            tally.moves.append(made)
            turn, made, mover = 0, 0, line.current


async def in_room(name: str, players: int, seed: int, folder: Path) -> tuple[list[float], ...]:
    """A random game of `name` played by its people through a room: after each step that
    may be taken back, it is taken back and made again. The process CPU (ms) of each step
    and of each undo, frames to every seat and a spectator included."""
    engine = make_engine(f"sqlite:///{folder / f'{name}-{seed}.db'}")
    upgrade(engine)
    sessions = make_sessions(engine)
    with sessions() as db:
        people = [User(name=f"p{i}", name_key=f"p{i}") for i in range(players)]
        db.add_all(people)
        db.commit()
        table = lobby.create_table(db, people[0], name, players, {}, True)
        for person in people[1:]:
            lobby.join(db, table, person)
        game_id = lobby.start(db, table, people[0], [s.id for s in table.seats]).id
    hub = Hub(Store(engine), transport=Feed)
    room = await hub.room(game_id)
    outboxes = [Outbox(limit=1 << 20, max_bytes=1 << 40) for _ in range(players + 1)]
    for seat, outbox in zip([*range(players), None], outboxes, strict=True):
        feed_of(room).subscribe(Subscriber(seat, outbox), 0)
    rng = random.Random(seed)
    steps: list[float] = []
    undos: list[float] = []
    while (seat := room.current) is not None:
        actor = Actor(room.setup.holders[seat].user_id)
        move = rng.choice(room.legal_moves(seat))
        started = time.process_time()
        await room.submit(actor, seat, room.version, move)
        steps.append((time.process_time() - started) * 1e3)
        if room.line.undoable:
            started = time.process_time()
            await room.submit(actor, seat, room.version, UNDO)
            undos.append((time.process_time() - started) * 1e3)
            await room.submit(actor, seat, room.version, move)
        for outbox in outboxes:
            outbox.frames.clear()
            outbox.size = 0
    hub.close()
    engine.dispose()
    return steps, undos


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", nargs="*", default=registry.names())
    args = parser.parse_args()
    print_machine()
    print(f"{args.games} games of {args.players} easy bots per game")
    header = f"{'game':<15}{'turns':>7}{'steps/turn':>12}{'max':>5}{'moves/turn':>12}"
    header += f"{'listed max':>12}"
    print(header + f"{'step ms':>9}{'undo ms: mean':>15}{'p99':>7}")
    for name in args.game:
        tally = Tally()
        for g in range(args.games):
            play(name, args.players, args.seed + g, tally)
        undo = tally.undo_ms or [0.0]
        print(
            f"{name:<15}{len(tally.turns):>7}{statistics.mean(tally.turns):>12.2f}"
            f"{max(tally.turns):>5}{statistics.mean(tally.moves):>12.2f}{max(tally.listed):>12}"
            f"{statistics.mean(tally.step_ms):>9.3f}{statistics.mean(undo):>15.3f}"
            f"{percentile(undo, 0.99):>7.3f}"
        )
    print(f"through a room, {args.players} people and a spectator, CPU per frame-fed request:")
    print(f"{'game':<15}{'steps':>7}{'step ms':>9}{'undos':>7}{'undo ms':>9}")
    with tempfile.TemporaryDirectory() as folder:
        for name in args.game:
            steps, undos = [], []
            for g in range(min(args.games, 5)):
                more = asyncio.run(in_room(name, args.players, args.seed + g, Path(folder)))
                steps += more[0]
                undos += more[1]
            print(
                f"{name:<15}{len(steps):>7}{statistics.mean(steps):>9.3f}"
                f"{len(undos):>7}{statistics.mean(undos):>9.3f}"
            )


if __name__ == "__main__":
    main()
