"""Who holds a room's seats, as the database says: a person resigns (a bot plays their
seat to the end), takes back a seat a bot stood in for since their time ran out, or
another process changed a seat. Every change is stored first, then every follower gets a
full view and the other processes are told."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from server.errors import Conflict, GameOver, NotAuthenticated
from server.games.base import JSON
from server.rooms import resignations, seating
from server.rooms.seating import Actor

if TYPE_CHECKING:
    from server.rooms.room import Room


class Seats:
    """The seat changes of one room."""

    def __init__(self, room: Room) -> None:
        self.room = room

    def ranked(self, result: JSON) -> JSON:
        """The game's `result` with the seats resigned so far ranked last."""
        return resignations.adjusted(result, self.room.setup.holders)

    async def resign(self, actor: Actor, seat: int | None) -> int:
        """Hand `actor`'s seat (None: the one seat they hold) to a bot for the rest of the
        game. Returns the seat. Raises NotAuthenticated, NotYourSeat, GameOver, Conflict
        (resigned already)."""
        if actor.user_id is None:
            raise NotAuthenticated("Log in to resign.")
        room = self.room
        async with room.lock:
            seat = self._own(actor, seat)
            if room.setup.holders[seat].resigned:
                raise Conflict(f"You resigned seat {seat} already.")
            done = await room.store.run(room.store.resign, room.id, seat, resignations.BOT_LEVEL)
            await self.changed(done, f"Seat {seat} was resigned already, or the game is over.")
        return seat

    async def take_back(self, actor: Actor, seat: int | None) -> int:
        """Give `actor` back their seat (None: the one they hold) from the bot that stands
        in since their time ran out (`TurnClock.take_back`). Returns the seat. Raises
        NotAuthenticated, NotYourSeat, GameOver, Conflict."""
        if actor.user_id is None:
            raise NotAuthenticated("Log in to take your seat back.")
        async with self.room.lock:
            seat = self._own(actor, seat)
            await self.room.clock.take_back(seat)
        return seat

    def _own(self, actor: Actor, seat: int | None) -> int:
        """`seat` or the one `actor` holds. Raises NotYourSeat, GameOver."""
        seat = seating.held(self.room.setup.holders, actor, seat)
        if self.room.current is None:
            raise GameOver("The game is over.")
        return seat

    async def changed(self, done: bool, refusal: str) -> None:
        """Take up the seats as stored (the room's lock held); tell the other processes
        if `done`, else raise Conflict(`refusal`)."""
        await self.reload()
        if not done:
            raise Conflict(refusal)
        if self.room.relay is not None:
            self.room.relay.publish_holders(self.room.id)

    async def reload_holders(self) -> None:
        """Take up who holds each seat and the clock's timing from the database (another
        process changed them)."""
        async with self.room.lock:
            await self.reload()

    async def reload(self) -> None:
        """Take up the seats' holders and the clock's timing from the database (the room's
        lock held), tell every follower, and let a bot move if it is now a bot's turn."""
        room = self.room
        holders, room.clock.timing = await room.store.run(room.store.seating, room.id)
        room.setup = replace(room.setup, holders=holders)
        room.reseated_at = room.version
        room.transport.reseated()
        room.bots.schedule()
