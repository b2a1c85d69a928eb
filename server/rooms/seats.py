"""Who holds a room's seats, as the database says: a person resigns (a bot plays their
seat to the end), takes back a seat a bot stood in for since their time ran out, or
another process changed a seat. Every change is one change of hands in the database
(`Store.reseat`, which also sets the clock by one rule), then every follower gets a full
view and the other processes are told."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from server.errors import GameOver, NotAuthenticated
from server.games.base import JSON
from server.persistence.games import Change
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
        return await self._change(actor, seat, Change.RESIGN)

    async def take_back(self, actor: Actor, seat: int | None) -> int:
        """Give `actor` back their seat (None: the one they hold) from the bot that stands
        in since their time ran out; if it is their turn, their clock starts now. Returns
        the seat. Raises NotAuthenticated, NotYourSeat, GameOver, Conflict (no bot stands
        in, or their time ran out on this turn)."""
        if actor.user_id is None:
            raise NotAuthenticated("Log in to take your seat back.")
        return await self._change(actor, seat, Change.TAKE_BACK)

    async def _change(self, actor: Actor, seat: int | None, change: Change) -> int:
        """Make `change` to `actor`'s seat (None: the one they hold), stored first; every
        follower then gets a full view and the other processes are told. Returns the seat.
        Raises NotYourSeat, GameOver, Conflict (the store's refusal)."""
        room = self.room
        async with room.lock:
            seat = self._own(actor, seat)
            at = room.clock.now()
            why = await room.store.run(room.store.reseat, room.id, seat, change, at)
            if why is None and seat == room.current:
                room.bots.cancel()  # a bot's move under way for the holder before
            await self.reload()
            if why is not None:
                raise why
            if room.relay is not None:
                room.relay.publish_holders(room.id)
        return seat

    def _own(self, actor: Actor, seat: int | None) -> int:
        """`seat` or the one `actor` holds. Raises NotYourSeat, GameOver."""
        seat = seating.held(self.room.setup.holders, actor, seat)
        if self.room.current is None:
            raise GameOver("The game is over.")
        return seat

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
