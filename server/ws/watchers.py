"""The sockets watching the lobby or a table, and the `changed` notices sent to them.

A notice carries no data: the page fetches what changed over HTTP, so that what one person
may see (an invitation link's token, their own invitations) is cut out for them there.
A socket hears of one topic at most once every `gap` seconds: the changes that come sooner
are told in one notice at the end of the gap.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import NamedTuple

from server.rooms.transport import Change
from server.ws import frames
from server.ws.frames import TopicName
from server.ws.outbox import Outbox


class Topic(NamedTuple):
    """What a socket watches: the lobby, one table (`table`), or the tables its user is
    seated or invited at ("mine")."""

    name: TopicName
    table: int | None = None


@dataclass(eq=False, slots=True)
class Watcher:
    """One socket's watch of one topic, as user `user_id` (None: anonymous)."""

    topic: Topic
    user_id: int | None
    outbox: Outbox
    _last: float = -1e9  # when the last notice was queued (time.monotonic)
    _due: asyncio.TimerHandle | None = field(default=None, repr=False)

    def notify(self, gap: float) -> None:
        """Queue a notice now, or at the end of the gap after the last one (once)."""
        if self._due is not None:
            return
        wait = self._last + gap - time.monotonic()
        if wait <= 0:
            self._send()
        else:
            self._due = asyncio.get_running_loop().call_later(wait, self._send)

    def cancel(self) -> None:
        """Drop a notice waiting for the end of its gap."""
        if self._due is not None:
            self._due.cancel()
            self._due = None

    def _send(self) -> None:
        self._due = None
        self._last = time.monotonic()
        self.outbox.push(frames.changed(self.topic.name, self.topic.table))


class Watchers:
    """Every watcher of this process: of a table by the table's id, of the lobby and of
    one's own tables by the watching user's id."""

    def __init__(self, gap: float = 1.0) -> None:
        self.gap = gap
        self._tables: dict[int | None, set[Watcher]] = {}
        self._lobby: dict[int | None, set[Watcher]] = {}
        self._mine: dict[int | None, set[Watcher]] = {}

    def _place(self, watcher: Watcher) -> tuple[dict[int | None, set[Watcher]], int | None]:
        """The dict holding `watcher`, and its key there."""
        if watcher.topic.name == "table":
            return self._tables, watcher.topic.table
        return (self._mine if watcher.topic.name == "mine" else self._lobby), watcher.user_id

    def add(self, watcher: Watcher) -> None:
        """Tell `watcher` of its topic's changes from now on."""
        place, key = self._place(watcher)
        place.setdefault(key, set()).add(watcher)

    def remove(self, watcher: Watcher) -> None:
        """Stop telling `watcher` (a notice waiting for the end of its gap is dropped)."""
        watcher.cancel()
        place, key = self._place(watcher)
        found = place.get(key)
        if found is not None:
            found.discard(watcher)
            if not found:
                del place[key]

    def tell(self, change: Change) -> None:
        """Notify the watchers of `change`'s table, those of the lobby who see it, and those
        of the tables of the users it concerns."""
        told = list(self._tables.get(change.table, ())) if change.table is not None else []
        if change.public:
            told += [w for some in self._lobby.values() for w in some]
        else:
            told += [w for user in change.users for w in self._lobby.get(user, ())]
        told += [w for user in change.users for w in self._mine.get(user, ())]
        for watcher in told:
            watcher.notify(self.gap)

    @property
    def count(self) -> int:
        """How many watchers there are."""
        places = (self._tables, self._lobby, self._mine)
        return sum(len(some) for place in places for some in place.values())
