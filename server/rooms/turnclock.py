"""A room's turn clock: where the game's clock stands (`timing`), what it makes of a move,
and the time-outs it settles: a seat whose time ran out goes to a bot (the rules:
server.clocks; the change of hands: server.rooms.seats)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from server import clocks
from server.clocks import Timing
from server.errors import TimeUp
from server.games.base import JSON
from server.ids import Seat
from server.persistence.games import Change, Expired

if TYPE_CHECKING:
    from server.rooms.room import Room

log = logging.getLogger(__name__)


class TurnClock:
    """The clock of one room's game, reading the time from `now` (a test's own clock).
    The room holds its lock while it asks."""

    def __init__(self, room: Room, now: Callable[[], datetime]) -> None:
        self.room = room
        self.now = now
        self.timing = Timing()

    def view(self) -> JSON | None:
        """The clock as followers see it; None when the table has no clock."""
        clock = self.room.setup.clock
        return self.timing.view(clock) if clock.on else None

    async def check(self, seat: Seat, at: datetime) -> None:
        """Raise TimeUp if `seat`'s time ran out by `at`, once that is settled."""
        deadline = self.timing.deadline
        if deadline is not None and at >= deadline:
            await self.time_out(Expired(self.room.id, self.room.version, seat), at)
            raise TimeUp("Your time for this turn ran out.")

    def after_move(self, mover: Seat, seat: Seat | None, at: datetime) -> Timing | None:
        """The timing once `mover` moved at `at`, `seat` to move next; None while the
        mover's turn goes on, or without a clock."""
        setup = self.room.setup
        if seat == mover or not setup.clock.on:
            return None
        holder = None if seat is None else setup.holders[seat]
        clocked = holder is not None and holder.clocked
        away = None if holder is None else holder.vacation_until
        return clocks.after_move(setup.clock, self.timing, mover, seat, clocked, away, at)

    async def settle(self, expired: Expired, at: datetime) -> bool:
        """Settle `expired` (the current seat's time ran out by `at`) as the table's clock
        says, unless a move was made since; whether it was settled here."""
        room = self.room
        async with room.lock:
            if room.version < expired.version:
                await room.catchup.stored()
            if room.version != expired.version:
                return False
            return await self.time_out(expired, at)

    async def time_out(self, expired: Expired, at: datetime) -> bool:
        """Settle `expired` as the table's clock says (a bot plays the seat), in the
        database first (the room's lock held); whether it was settled here."""
        room = self.room
        change = Change.TIME_OUT
        why = await room.store.run(
            room.store.reseat, room.id, expired.seat, change, at, expired.version
        )
        await room.seats.reload()
        if why is None:
            log.info("game %s: seat %s ran out of time", room.id, expired.seat)
            if room.relay is not None:
                room.relay.publish_holders(room.id)
        return why is None
