"""What the room tests share besides fixtures: games started in the database, the moves
stored, a transport that lets a test await a room's moves, the event loop's lag."""

from __future__ import annotations

import asyncio
import itertools
import time

from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker

from server import lobby
from server.games.base import Event
from server.persistence.models import MoveRecord, User
from server.rooms.room import Room
from server.rooms.transport import Moved

_numbers = itertools.count()


def new_game(
    sessions: sessionmaker[Session], bots: tuple[str, ...] = (), bot_first: bool = False
) -> tuple[int, int]:
    """A started 2-seat game: the host and another person or a bot (in seat 1, or in seat
    0 with `bot_first`). Returns (game id, the host's user id)."""
    with sessions() as db:
        n = next(_numbers)
        host, other = (
            User(name=f"host{n}", name_key=f"host{n}"),
            User(name=f"a{n}", name_key=f"a{n}"),
        )
        db.add_all([host, other])
        db.commit()
        table = lobby.create_table(db, host, "renature", 2, {}, True)
        if bots:
            lobby.add_bot(db, table, host, bots[0])
        else:
            lobby.join(db, table, other)
        order = [s.id for s in table.seats]
        record = lobby.start(db, table, host, order[::-1] if bot_first else order)
        return record.id, host.id


def stored(sessions: sessionmaker[Session], game_id: int) -> int:
    """How many moves of game `game_id` are stored."""
    with sessions() as db:
        return db.execute(
            select(func.count()).select_from(MoveRecord).where(MoveRecord.game_id == game_id)
        ).scalar_one()


class Heard:
    """A room's transport that tells nobody but sets `moved` at the room's first move."""

    followed = False

    def __init__(self, room: Room) -> None:
        del room  # a room's transport is made for it; this one needs nothing of it
        self.moved_once = asyncio.Event()

    def replayed(self, events: list[Event]) -> None:
        """Nothing to keep."""

    def moved(self, moved: Moved) -> None:
        """The room moved: a test awaiting it goes on."""
        del moved
        self.moved_once.set()

    def reseated(self) -> None:
        """Nobody to tell."""

    def tell(self, frame: str) -> None:
        """Nobody to tell."""


async def lag_while(busy: asyncio.Event, tick: float = 0.005) -> float:
    """How long this process kept a sleeper of `tick` s waiting beyond its time, until
    `busy` is set: the fifth worst delay, each counted only as far as this process was
    computing meanwhile (its CPU time), so that a machine busy with other processes, which
    delays every sleeper without the event loop being held, does not count."""
    delays = []
    while not busy.is_set():
        started, computed = time.perf_counter(), time.process_time()
        await asyncio.sleep(tick)  # the lag measured: how late this sleep ends
        late = time.perf_counter() - started - tick
        delays.append(min(late, time.process_time() - computed))
    return sorted(delays)[-5]
