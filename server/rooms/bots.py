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
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from server.games import registry
from server.games.base import JSON

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_workers = max(1, (os.cpu_count() or 2) - 1)
PARENT_CHECK = 1.0  # seconds between a worker's checks that the server still runs
# per host: the lock their hard bots take turns with, and how many hold or wait for it
_hard_turns: dict[int, asyncio.Lock] = {}
_hard_waiting: Counter[int] = Counter()


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
        return await _in_worker(args)
    turn = _hard_turns.setdefault(host, asyncio.Lock())
    _hard_waiting[host] += 1
    try:
        async with turn:
            return await _in_worker(args)
    finally:
        _hard_waiting[host] -= 1
        if not _hard_waiting[host]:
            del _hard_waiting[host], _hard_turns[host]


async def _in_worker(args: tuple[str, str, JSON, list[JSON], list[JSON], int]) -> JSON:
    """`decide(*args)` in a worker process. A pool whose worker died is replaced, and the
    decision asked once more."""
    loop = asyncio.get_running_loop()
    pool = _current_pool()
    try:
        return await loop.run_in_executor(pool, decide, *args)
    except BrokenProcessPool:
        _let_go(pool)
        return await loop.run_in_executor(_current_pool(), decide, *args)


def shutdown() -> None:
    """End the workers as the server stops, waiting for the search under way. They would
    outlive the server otherwise: a worker waiting for work holds its own end of the pipe."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(cancel_futures=True)


def _current_pool() -> ProcessPoolExecutor:
    global _pool
    with _lock:
        if _pool is None:
            context = multiprocessing.get_context("spawn")  # no copy of the server's threads
            _pool = ProcessPoolExecutor(
                _workers,
                mp_context=context,
                initializer=_start_worker,
                initargs=(os.getpid(),),
            )
        return _pool


def _start_worker(server: int) -> None:
    """Run a worker below the serving process's priority (the processor goes to people's
    moves first, to the bots' search with what is left), and end it if the server ends
    without shutting the pool down (killed)."""
    os.nice(10)
    threading.Thread(target=_end_with, args=(server,), daemon=True).start()


def _end_with(server: int) -> None:
    """End this worker once `server`, its parent, is gone (it is then re-parented)."""
    while os.getppid() == server:
        time.sleep(PARENT_CHECK)
    os._exit(0)


def _let_go(pool: ProcessPoolExecutor) -> None:
    """Stop using `pool` (broken, or at shutdown), and end its workers."""
    global _pool
    with _lock:
        if _pool is pool:
            _pool = None
    pool.shutdown(wait=False, cancel_futures=True)
