"""The stored moves a room takes up: those of a game being loaded, and those other
processes made (heard over the relay, or read from the database when some were missed).
Every move goes through the game's line (server.games.line), and the room's transport
keeps or sends its updates."""

from __future__ import annotations

from typing import TYPE_CHECKING

from server.games.line import Move, MoveList
from server.rooms.transport import Moved

if TYPE_CHECKING:
    from server.rooms.room import Room


class CatchUp:
    """The moves made elsewhere that one room takes up."""

    def __init__(self, room: Room) -> None:
        self.room = room

    def replay(self, moves: MoveList, finished: bool = False) -> None:
        """Apply stored `moves` after the current version (a game being loaded), the
        transport keeping the last ones' updates, unless the game is `finished` (a client
        that comes back to it gets a full view; the updates of a 4-player Forest Shuffle
        game take 450 KiB and half the time of its loading). Raises ValueError if a stored
        move is refused (the stored moves do not fit the rules)."""
        room = self.room
        keep_from = len(moves) if finished else max(0, len(moves) - room.keep)
        try:
            room.line.replay(moves[:keep_from])
            for stored in moves[keep_from:]:
                room.line.replay([stored])
                room.transport.replayed(room.line.log[-1])
        except ValueError as error:
            raise ValueError(f"game {room.id} {error}") from None

    async def receive(self, version: int, seat: int, move: Move) -> None:
        """Apply move `version`, made by another process (and committed there); if moves
        before it were missed, catch up from the database instead. Known versions are
        ignored."""
        async with self.room.lock:
            if version == self.room.version + 1:
                await self._apply([(seat, move)])
            elif version > self.room.version:
                await self.stored()

    async def catch_up(self) -> None:
        """Apply the moves other processes wrote since the room's version."""
        async with self.room.lock:
            await self.stored()

    async def stored(self) -> None:
        """Apply the moves stored since the room's version (the room's lock held)."""
        room = self.room
        await self._apply(await room.store.run(room.store.moves_after, room.id, room.version))

    async def _apply(self, moves: MoveList) -> None:
        """Apply `moves`, made elsewhere after the current version, and tell the followers
        (with the clock's timing stored since)."""
        room = self.room
        if moves and room.setup.clock.on:
            room.clock.timing = await room.store.run(room.store.timing, room.id)
        for seat, move in moves:
            room.line.apply(seat, move)
            room.transport.moved(Moved(room.line.log[-1]))
        if moves:
            room.bots.schedule()
