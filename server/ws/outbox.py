"""The frames waiting to be sent on one connection, bounded."""

from __future__ import annotations

import asyncio


class Outbox:
    """Frames waiting to be sent on one connection: at most `limit` frames and `max_bytes`
    characters of them (a client that stops reading costs the server no more than that)."""

    def __init__(
        self, limit: int = 1024, max_bytes: int = 1 << 20, overflowed: asyncio.Event | None = None
    ) -> None:
        self.queue: asyncio.Queue[str] = asyncio.Queue(limit)
        self.max_bytes = max_bytes
        self.size = 0
        self.overflowed = overflowed or asyncio.Event()  # set when it falls too far behind

    def push(self, frame: str) -> None:
        """Queue `frame`; a connection that falls too far behind is marked overflowed."""
        if self.size + len(frame) > self.max_bytes:
            self.overflowed.set()
            return
        try:
            self.queue.put_nowait(frame)
        except asyncio.QueueFull:
            self.overflowed.set()
            return
        self.size += len(frame)

    async def pop(self) -> str:
        """The next frame to send, waiting for one."""
        frame = await self.queue.get()
        self.size -= len(frame)
        return frame
