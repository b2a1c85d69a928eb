"""The hub: every live room of this process, loaded from the database on first use."""

from __future__ import annotations

import asyncio

from server.rooms.room import Room
from server.rooms.store import Store


class Hub:
    """Rooms by game id. A room is loaded once (setup + moves replayed) and kept in memory."""

    def __init__(self, store: Store, *, history: int = 64, bot_delay: float = 0.5) -> None:
        self.store = store
        self.history = history
        self.bot_delay = bot_delay
        self.rooms: dict[int, Room] = {}
        self._loading: dict[int, asyncio.Lock] = {}

    async def room(self, game_id: int) -> Room:
        """The room of game `game_id`, loading it if needed. Raises NotFound."""
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        try:
            async with lock:
                room = self.rooms.get(game_id)
                if room is None:
                    room = await self.store.run(self._load, game_id)
                    self.rooms[game_id] = room
                    room.schedule_bot()
        finally:
            self._loading.pop(game_id, None)
        return room

    def _load(self, game_id: int) -> Room:
        setup, moves = self.store.load(game_id)
        room = Room(game_id, setup, self.store, history=self.history, bot_delay=self.bot_delay)
        room.replay(moves)
        return room

    def close(self) -> None:
        """Stop every room's pending bot move, and the store's threads."""
        for room in self.rooms.values():
            room.close()
        self.store.close()
