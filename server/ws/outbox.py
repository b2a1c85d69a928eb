"""The frames waiting to be sent on one connection, bounded."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable


class Outbox:
    """Frames waiting to be sent on one connection: at most `limit` frames and `max_bytes`
    characters of them and of the frame being sent (`sending`, set by the connection while
    its client has not taken it), so that a client that stops reading costs the server no
    more than that.
    A connection that falls further behind is marked `fell_behind`, calls `overflowed` once
    and takes no more frames. A deque and one waiting future, not an `asyncio.Queue`: every
    idle socket has an outbox, and a queue's four deques cost it 3 KiB."""

    __slots__ = (
        "_overflowed",
        "_waiter",
        "fell_behind",
        "frames",
        "limit",
        "max_bytes",
        "sending",
        "size",
    )

    def __init__(
        self,
        limit: int = 1024,
        max_bytes: int = 1 << 20,
        overflowed: Callable[[], None] | None = None,
    ) -> None:
        self.frames: deque[str] = deque()
        self.limit = limit
        self.max_bytes = max_bytes
        self.size = 0
        self.sending = 0
        self.fell_behind = False
        self._overflowed = overflowed
        self._waiter: asyncio.Future[None] | None = None

    def push(self, frame: str) -> None:
        """Queue `frame`, or mark the connection as fallen too far behind."""
        if self.fell_behind:
            return
        if len(self.frames) >= self.limit or self.size + self.sending + len(frame) > self.max_bytes:
            self.fell_behind = True
            if self._overflowed is not None:
                self._overflowed()
            return
        self.frames.append(frame)
        self.size += len(frame)
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    async def pop(self) -> str:
        """The next frame to send, waiting for one."""
        while not self.frames:
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        frame = self.frames.popleft()
        self.size -= len(frame)
        return frame
