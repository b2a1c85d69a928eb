"""Bots think in worker processes: while hard bots search, the serving process's event loop
stays free for people."""

from __future__ import annotations

import asyncio
import time

from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server.persistence.games import Store
from server.rooms.hub import Hub
from tests.rooms.test_rooms import engine, new_game, sessions  # noqa: F401
from tests.support.asyncio import in_new_loop


async def lag_while(busy: asyncio.Event, tick: float = 0.005) -> float:
    """The longest the event loop took to wake a sleeper of `tick` s until `busy` is set."""
    worst = 0.0
    while not busy.is_set():
        started = time.perf_counter()
        await asyncio.sleep(tick)
        worst = max(worst, time.perf_counter() - started - tick)
    return worst


@in_new_loop
async def test_hard_bots_do_not_hold_the_event_loop(
    engine: Engine,  # noqa: F811
    sessions: sessionmaker[Session],  # noqa: F811
) -> None:
    games = [new_game(sessions, bots=("hard",), bot_first=True)[0] for _ in range(4)]
    hub = Hub(Store(engine), bot_delay=0)
    rooms = [await hub.room(game_id) for game_id in games]
    moved = asyncio.Event()

    async def all_moved() -> None:
        while any(room.version == 0 for room in rooms):
            await asyncio.sleep(0.01)
        moved.set()

    waiting = asyncio.create_task(all_moved())
    worst = await asyncio.wait_for(lag_while(moved), timeout=60)
    await waiting
    assert all(room.version >= 1 for room in rooms)
    # searching in threads of this process held it 60-120 ms here; in workers 3-7 ms
    assert worst < 0.05, f"the event loop was held {worst * 1000:.0f} ms"
    hub.close()
