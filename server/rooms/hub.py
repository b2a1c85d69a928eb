"""The hub: every live room of this process, loaded from the database on first use."""

from __future__ import annotations

import asyncio
from collections import OrderedDict

from server.rooms.room import Room
from server.rooms.store import Store


class Hub:
    """Rooms by game id. A room is loaded once (setup + moves replayed) and kept in memory;
    beyond `max_rooms`, the rooms used least recently that nobody follows are let go (they
    load again when needed)."""

    def __init__(
        self,
        store: Store,
        *,
        history: int = 64,
        bot_delay: float = 0.5,
        max_rooms: int = 2000,
    ) -> None:
        self.store = store
        self.history = history
        self.bot_delay = bot_delay
        self.max_rooms = max_rooms
        self.rooms: OrderedDict[int, Room] = OrderedDict()
        self._loading: dict[int, asyncio.Lock] = {}

    async def room(self, game_id: int) -> Room:
        """The room of game `game_id`, loading it if needed. Raises NotFound."""
        room = self.rooms.get(game_id)
        if room is not None:
            self.rooms.move_to_end(game_id)
            return room
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        try:
            async with lock:
                room = self.rooms.get(game_id)
                if room is None:
                    room = await self.store.run(self._load, game_id)
                    self.rooms[game_id] = room
                    room.schedule_bot()
                    self._let_go()
        finally:
            self._loading.pop(game_id, None)
        return room

    def _let_go(self) -> None:
        """Drop the least recently used idle rooms while there are more than `max_rooms`."""
        extra = len(self.rooms) - self.max_rooms
        if extra <= 0:
            return
        for game_id in [g for g, r in self.rooms.items() if r.idle][:extra]:
            del self.rooms[game_id]

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
