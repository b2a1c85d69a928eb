"""Bots think in worker processes: a bot's search never holds the serving process's event
loop or its interpreter lock, so people's moves never wait behind it.

A bot decides from what its seat may know (its view, its legal moves, the events it saw),
all plain JSON, so the decision is sent to a worker and the move comes back. The workers
(by default one fewer than the cores, at least one) are shared by every room of the process,
started on first use and run at a lower priority than the server; a worker that dies is
replaced with the pool, and the workers end with the server (also a killed one). A
person's hard bots think one at a time (the games' hosts are the persons): however many
tables one person fills with hard bots, the workers' queue holds at most one of their
searches, and everybody else's bots wait behind no more than that.

Reviews of finished games (server/rooms/reviews.py) have a worker of their own: one
process at the lowest priority (nice 19), apart from the live bots' workers, so that a
review never takes a worker from a live game, nor the processor from anything else, and
the process runs one review search at a time. It replays the game reviewed once and keeps
it for the next decision.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TypeVar

import orjson

from server.games import registry
from server.games.base import JSON, Assessment, Game, events_for, reviewer
from server.games.line import Line, Move, MoveList, apply_move, steps_of

T = TypeVar("T")

_workers = max(1, (os.cpu_count() or 2) - 1)
PARENT_CHECK = 1.0  # seconds between a worker's checks that the server still runs
LIVE_NICE = 10  # the live bots' workers: below the serving process
REVIEW_NICE = 19  # the review worker: below everything
# per host: the lock their hard bots take turns with, and how many hold or wait for it
_hard_turns: dict[int, asyncio.Lock] = {}
_hard_waiting: Counter[int] = Counter()


def hard_hosts() -> list[int]:
    """The hosts whose hard bots think or wait for their turn to think, now."""
    return sorted(set(_hard_turns) | set(_hard_waiting))


def set_workers(workers: int) -> None:
    """Use `workers` processes (0: one fewer than the cores, at least one) from now on."""
    global _workers
    _workers = workers or max(1, (os.cpu_count() or 2) - 1)


def decide(
    game: str, level: str, view: JSON, moves: list[JSON], history: list[JSON], seed: int
) -> JSON:
    """The move the bot of `level` makes (in a worker process)."""
    return registry.get(game).bot(level).choose(view, moves, history, seed)


async def think(
    game: str,
    level: str,
    view: JSON,
    moves: list[JSON],
    history: list[JSON],
    seed: int,
    host: int,
) -> JSON:
    """`decide(...)` in a worker process; a hard bot waits for `host`'s other hard bots to
    finish thinking first."""
    args = (game, level, view, moves, history, seed)
    if level != "hard":
        return await in_live_worker(args)
    turn = _hard_turns.setdefault(host, asyncio.Lock())
    _hard_waiting[host] += 1
    try:
        async with turn:
            return await in_live_worker(args)
    finally:
        _hard_waiting[host] -= 1
        if not _hard_waiting[host]:
            del _hard_waiting[host], _hard_turns[host]


async def in_live_worker(args: tuple[str, str, JSON, list[JSON], list[JSON], int]) -> JSON:
    """`decide(*args)` in a live bots' worker process."""
    return await _live.run(decide, *args)


class Workers:
    """Worker processes started on first use, `nice` below the server's priority, ending
    with the server (also a killed one). A pool whose worker died is replaced, and the
    call asked once more."""

    def __init__(self, size: Callable[[], int], nice: int) -> None:
        self.size = size
        self.nice = nice
        self.lock = threading.Lock()
        self.pool: ProcessPoolExecutor | None = None

    async def run(self, call: Callable[..., T], *args: Any) -> T:
        """`call(*args)` in one of the workers."""
        loop = asyncio.get_running_loop()
        pool = self.current()
        try:
            return await loop.run_in_executor(pool, call, *args)
        except BrokenProcessPool:
            self.let_go(pool)
            return await loop.run_in_executor(self.current(), call, *args)

    def current(self) -> ProcessPoolExecutor:
        with self.lock:
            if self.pool is None:
                context = multiprocessing.get_context("spawn")  # no copy of the server's threads
                self.pool = ProcessPoolExecutor(
                    self.size(),
                    mp_context=context,
                    initializer=_start_worker,
                    initargs=(os.getpid(), self.nice),
                )
            return self.pool

    def let_go(self, pool: ProcessPoolExecutor) -> None:
        """Stop using `pool` (broken), and end its workers."""
        with self.lock:
            if self.pool is pool:
                self.pool = None
        pool.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        """End the workers, waiting for the call under way."""
        with self.lock:
            pool, self.pool = self.pool, None
        if pool is not None:
            pool.shutdown(cancel_futures=True)


_live = Workers(lambda: _workers, LIVE_NICE)
_reviews = Workers(lambda: 1, REVIEW_NICE)


def shutdown() -> None:
    """End the workers as the server stops, waiting for the searches under way. They would
    outlive the server otherwise: a worker waiting for work holds its own end of the pipe."""
    _live.shutdown()
    _reviews.shutdown()


def _start_worker(server: int, nice: int) -> None:
    """Run a worker `nice` below the serving process's priority (the processor goes to
    people's moves first, to the bots' search with what is left), and end it if the
    server ends without shutting the pool down (killed)."""
    os.nice(nice)
    threading.Thread(target=_end_with, args=(server,), daemon=True).start()


def _end_with(server: int) -> None:
    """End this worker once `server`, its parent, is gone (it is then re-parented)."""
    while os.getppid() == server:
        time.sleep(PARENT_CHECK)
    os._exit(0)


# ---------------------------------------------------------------- reviews


@dataclass(frozen=True, slots=True)
class Played:
    """A game as stored: its name, player count, seed, options, and moves (seat, move)."""

    game: str
    players: int
    seed: int
    options: JSON
    moves: MoveList


async def in_review_worker(call: Callable[..., T], *args: Any) -> T:
    """`call(*args)` (`decisions` or `assess`) in the review worker."""
    return await _reviews.run(call, *args)


Decision = tuple[int, int]  # a step a seat chose: (the version before its move, the step's index)


def decisions(played: Played, seat: int) -> list[Decision]:
    """The steps `seat` chose in `played` with more than one legal move, in moves that
    stand (not taken back, not an undo)."""
    game = registry.get(played.game)
    states, line = _replayed(played)
    return [
        (version, index)
        for version, (mover, move) in enumerate(played.moves)
        if mover == seat and version + 1 not in line.taken_back
        for index, state in enumerate(_before_steps(game, states[version], seat, move))
        if len(game.legal_moves(state, seat)) > 1
    ]


def assess(played: Played, seat: int, decision: Decision, budget: float) -> Assessment:
    """The hard bot's judgement of `seat`'s step `decision` of `played`, from what the seat
    knew then, searching `budget` seconds. Raises ValueError for a game whose bots cannot
    review."""
    game = registry.get(played.game)
    judge = reviewer(game, budget)
    if judge is None:
        raise ValueError(f"{game.title}'s bots cannot review moves")
    version, index = decision
    states, line = _replayed(played)
    steps = steps_of(played.moves[version][1])
    state, events = apply_move(game, states[version], seat, steps[:index])
    history = line.seen(seat, version) + events_for(events, seat)
    seed = hash((played.seed, version, index, seat)) & 0x7FFFFFFF
    moves = game.legal_moves(state, seat)
    return judge.assess(game.view(state, seat), moves, history, seed, steps[index])


def _before_steps(game: Game, state: Any, seat: int, move: Move) -> list[Any]:
    """The state before each step of `seat`'s `move`, made from `state`."""
    found = [state]
    for step in steps_of(move)[:-1]:
        found.append(game.apply(found[-1], seat, step)[0])
    return found


_kept: tuple[bytes, list[Any], Line] | None = None  # the last game replayed


def _replayed(played: Played) -> tuple[list[Any], Line]:
    """Every state of `played` (the first before any move), and its line at the end (each
    move's events); those of the last game asked for are kept."""
    global _kept
    key = orjson.dumps([played.game, played.players, played.seed, played.options, played.moves])
    if _kept is None or _kept[0] != key:
        game = registry.get(played.game)
        line = Line.start(game, played.players, played.seed, played.options)
        states = [line.state]
        for stored in played.moves:
            line.replay([stored])
            states.append(line.state)
        _kept = (key, states, line)
    return _kept[1], _kept[2]
