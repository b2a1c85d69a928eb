"""One piece of work at a time in a room, in the order it came, and how many wait."""

from __future__ import annotations

import asyncio
from types import TracebackType


class Serial:
    """An asyncio lock (first come, first served) that counts the work waiting for it;
    `queued(count)` returns once `count` pieces of work wait."""

    def __init__(self) -> None:
        self._lock = asyncio.Lock()
        self.waiting = 0
        self._watches: list[tuple[int, asyncio.Future[None]]] = []

    def locked(self) -> bool:
        """Whether work is under way (as `asyncio.Lock.locked`)."""
        return self._lock.locked()

    @property
    def busy(self) -> bool:
        """Whether work is under way or waiting."""
        return self._lock.locked() or self.waiting > 0

    async def __aenter__(self) -> None:
        self.waiting += 1
        if self._watches:
            self._tell()
        try:
            await self._lock.acquire()
        finally:
            self.waiting -= 1

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._lock.release()

    async def queued(self, count: int) -> None:
        """Return once at least `count` pieces of work wait for their turn."""
        if self.waiting >= count:
            return
        future = asyncio.get_running_loop().create_future()
        self._watches.append((count, future))
        await future

    def _tell(self) -> None:
        for count, future in [w for w in self._watches if self.waiting >= w[0]]:
            self._watches.remove((count, future))
            if not future.done():
                future.set_result(None)
