"""The hub: every live room of this process, loaded from the database on first use.

With a relay (several processes on one database), the hub applies the moves other
processes made to the rooms it holds, and syncs its rooms with the database every
`sync_interval` seconds and after every Redis reconnect; bots' turns are leased.

The hub also tells the sockets watching the lobby or a table (through the `watchers` it
is given by the socket layer) of every change in the lobby, made in this process or (with
a relay) in another; and it sends the games' chat messages to their subscribers (through
each room's transport), in this process and (with a relay) the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Callable, Coroutine, Iterable
from datetime import datetime, timedelta
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError

from server import ratings
from server.config import KEPT_VERSIONS
from server.errors import Damaged, Refusal
from server.games.line import Move
from server.ids import GameId, TableId
from server.mail import notices
from server.persistence.games import DAMAGED, Store
from server.persistence.models import GameRecord, now
from server.relay import Relay
from server.rooms import replays
from server.rooms.replays import Stored
from server.rooms.retries import Retries
from server.rooms.room import Room
from server.rooms.transport import Change, Transport, Unfollowed

log = logging.getLogger(__name__)
T = TypeVar("T")


class Hub:
    """Rooms by game id. A room is loaded once (setup + moves replayed) and kept in memory;
    beyond `max_rooms`, the rooms used least recently that nobody follows are let go (they
    load again when needed). Of the finished games nobody follows, at most `max_finished`
    are kept (each costs as much as a game being played, some hundreds of KiB, and anyone
    may read any finished game: 2,000 of them kept took 1.5 GiB)."""

    def __init__(
        self,
        store: Store,
        *,
        history: int = KEPT_VERSIONS,
        bot_delay: float = 0.5,
        max_rooms: int = 2000,
        max_finished: int = 32,
        relay: Relay | None = None,
        bot_lease: float = 15.0,
        sync_interval: float = 5.0,
        clock_interval: float = 1.0,
        clock: Callable[[], datetime] = now,
        transport: Callable[[Room], Transport] = lambda _: Unfollowed(),
        watchers: Callable[[Change], None] = lambda _: None,
    ) -> None:
        self.store = store
        self.transport = transport  # how each room tells its followers (the sockets)
        self.watchers = watchers  # tells the sockets watching the lobby or a table
        self.history = history
        self.bot_delay = bot_delay
        self.max_rooms = max_rooms
        self.max_finished = max_finished
        self.relay = relay
        self.bot_lease = bot_lease
        self.sync_interval = sync_interval
        self.clock_interval = clock_interval
        self.clock = clock  # the time now (a test's own clock)
        self.rooms: OrderedDict[int, Room] = OrderedDict()
        self._loading: dict[int, asyncio.Lock] = {}
        self._heard: dict[int, int] = {}  # the last version heard of games being loaded
        self._tasks: set[asyncio.Task[Any]] = set()
        self._loops: set[asyncio.Task[Any]] = set()  # the tasks that run until `close`
        self._sockets: dict[int, set[Callable[[], None]]] = {}  # user id -> how to close each
        self._loop: asyncio.AbstractEventLoop | None = None  # set by `start`

    async def start(self) -> None:
        """Resume the games waiting for a bot (one that cannot be loaded is marked damaged
        and left); with a relay, start relaying and syncing."""
        self._loop = asyncio.get_running_loop()
        for game_id in await self.store.run(self.store.games_waiting_for_bots, None):
            with contextlib.suppress(Damaged):
                await self.room(game_id)
        self._spawn(self._check_clocks_every(), forever=True)
        if self.relay is not None:
            self._spawn(self.relay.send(), forever=True)
            self._spawn(
                self.relay.listen(
                    self.deliver,
                    self.sync,
                    self.close_sockets,
                    self._heard_change,
                    self.tell,
                    self.reseated,
                ),
                forever=True,
            )
            self._spawn(self._sync_every(), forever=True)

    def add_socket(self, user_id: int, close: Callable[[], None]) -> None:
        """Keep `close` (which closes one of `user_id`'s sockets) until `remove_socket`."""
        self._sockets.setdefault(user_id, set()).add(close)

    def remove_socket(self, user_id: int, close: Callable[[], None]) -> None:
        found = self._sockets.get(user_id)
        if found is not None:
            found.discard(close)
            if not found:
                del self._sockets[user_id]

    def sign_out(self, user_id: int) -> None:
        """Close every socket of `user_id`, in this process and (with a relay) every other."""
        self.close_sockets(user_id)
        if self.relay is not None:
            self.relay.publish_sign_out(user_id)

    def close_sockets(self, user_id: int) -> None:
        """Close every socket of `user_id` in this process."""
        for close in list(self._sockets.get(user_id, ())):
            close()

    def changed(self, table: int | None, public: bool, users: Iterable[int]) -> None:
        """Tell the sockets watching `table` (None: none) or the lobby, in this process and
        (with a relay) every other, that the table changed: the lobby's watchers all if it
        is `public`, else those of `users`. It may be called from any thread (the lobby's
        routes run in worker threads); before `start`, nobody watches and it does nothing."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._change, Change(table, public, frozenset(users)))

    def _change(self, change: Change) -> None:
        self.watchers(change)
        if self.relay is not None:
            self.relay.publish_change(change.table, change.public, sorted(change.users))

    def _heard_change(self, table: int | None, public: bool, users: list[int]) -> None:
        """A change another process made: tell this process's watchers."""
        self.watchers(Change(table, public, frozenset(users)))

    def chat(self, game_id: int, frame: str) -> None:
        """Send the chat message `frame` (its text) of game `game_id` to the game's
        subscribers in this process and (with a relay) every other."""
        self.tell(game_id, frame)
        if self.relay is not None:
            self.relay.publish_chat(game_id, frame)

    def tell(self, game_id: int, frame: str) -> None:
        """Send `frame` to the subscribers of game `game_id` in this process (if any)."""
        room = self.rooms.get(game_id)
        if room is not None:
            room.transport.tell(frame)

    async def reseat(self, game_ids: Iterable[int]) -> None:
        """Who holds the seats of `game_ids` or their clocks changed in the database: their
        rooms here take it up (before this returns) and, with a relay, every other
        process's."""
        for game_id in game_ids:
            room = self.rooms.get(game_id)
            if room is not None:
                await room.seats.reload_holders()
            if self.relay is not None:
                self.relay.publish_holders(game_id)

    def reseated(self, game_id: int) -> None:
        """Another process changed who holds a seat of game `game_id`: its room here, if
        any, reads the holders again."""
        room = self.rooms.get(game_id)
        if room is not None:
            self._spawn(room.seats.reload_holders())

    def _ended(self, room: Room) -> None:
        if self._loop is not None:
            self._spawn(self._game_over(room))

    async def _game_over(self, room: Room) -> None:
        """What follows the end of `room`'s game, in the process that made its last move:
        the watchers told (its table's and, in the lobby, everyone's for a public game, else
        its players'), the ratings updated and the mails of its end queued (both also done
        later by their own catch-up if this fails)."""
        table = await self.store.run(self._table_of, room.id)
        players = {h.user_id for h in room.setup.holders if h.user_id is not None}
        self._change(Change(table, room.setup.public, frozenset(players)))
        try:
            await self.store.run(ratings.rate_game, self.store.sessions, room.id)
        except SQLAlchemyError as error:
            log.warning("game %s not rated yet: %s", room.id, error)
        await notices.in_store(self.store, notices.game_over, room.id)

    def _table_of(self, game_id: GameId) -> TableId | None:
        with self.store.sessions() as db:
            return db.scalar(select(GameRecord.table_id).where(GameRecord.id == game_id))

    async def room(self, game_id: int) -> Room:
        """The room of game `game_id`, loading it if needed.

        Raises NotFound; Damaged for a game that cannot be loaded (the first failure is
        logged and marks the game damaged)."""
        room = self.rooms.get(game_id)
        if room is not None:
            self.rooms.move_to_end(game_id)
            return room
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        try:
            async with lock:
                room = self.rooms.get(game_id)
                if room is None:
                    room = await self._load_room(game_id)
                    self.rooms[game_id] = room
                    if self._heard.pop(game_id, 0) > room.version:
                        self._spawn(room.catchup.catch_up())
                    room.bots.schedule()
                    self._let_go()
        finally:
            self._loading.pop(game_id, None)
        return room

    def deliver(self, game_id: int, version: int, seat: int, move: Move) -> None:
        """Apply move `version` of a game, heard from another process, if the game's room
        is here and followed or busy; a room idle here is let go instead (it loads again
        from the database when needed), so that a game is kept up to date only where it is
        played."""
        room = self.rooms.get(game_id)
        if room is None:
            if game_id in self._loading:
                self._heard[game_id] = max(version, self._heard.get(game_id, 0))
        elif version <= room.version:
            return  # this process's own move, or one it caught up with
        elif room.idle:
            del self.rooms[game_id]
        else:
            self._spawn(room.catchup.receive(version, seat, move))

    async def sync(self) -> None:
        """Catch every room up with the database, and take up the bots' turns that are
        overdue (their lease expired: the process that held it is gone). A failure is
        logged; the next sync tries again."""
        try:
            versions = await self.store.run(self.store.versions, list(self.rooms))
            for game_id, version in versions.items():
                room = self.rooms.get(game_id)
                if room is not None and version > room.version:
                    self._spawn(room.catchup.catch_up())
            overdue = now() - timedelta(seconds=self.bot_delay + self.bot_lease)
            for game_id in await self.store.run(self.store.games_waiting_for_bots, overdue):
                (await self.room(game_id)).bots.schedule()
        except Exception:
            log.exception("sync with the database failed")

    def now(self) -> datetime:
        """The time now, by the hub's clock (which the tests may replace)."""
        return self.clock()

    async def check_clocks(self) -> int:
        """Settle the games whose current seat's time ran out (in every process: each game
        is settled once, by the first to claim it in the database), and queue the
        reminders due; the number of games settled here."""
        at = self.now()
        settled = 0
        for expired in await self.store.run(self.store.expired, at):
            with contextlib.suppress(Damaged):
                room = await self.room(expired.game_id)
                settled += await room.clock.settle(expired, at)
        await notices.in_store(self.store, notices.queue_reminders, at)
        return settled

    async def _check_clocks_every(self) -> None:
        while True:
            await asyncio.sleep(self.clock_interval)
            try:
                await self.check_clocks()
            except Exception:
                log.exception("checking the clocks failed")

    async def _sync_every(self) -> None:
        while True:
            await asyncio.sleep(self.sync_interval)
            await self.sync()

    def _spawn(self, work: Coroutine[Any, Any, None], forever: bool = False) -> None:
        """Run `work` as a task the hub keeps until it is done (`forever`: until `close`);
        a failure is logged."""
        task = asyncio.create_task(work)
        self._tasks.add(task)
        if forever:
            self._loops.add(task)
        task.add_done_callback(self._done)

    async def settled(self) -> None:
        """Return once nothing the hub took up is pending (moves heard from other
        processes, catch-ups, seats read again, the ends of games), nor in its rooms
        (`Room.settled`)."""
        while (work := self._tasks - self._loops) or any(r.busy for r in self.rooms.values()):
            if work:
                await asyncio.wait(work)
            for room in list(self.rooms.values()):
                await room.settled()

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        self._loops.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("room work failed", exc_info=task.exception())

    def _let_go(self) -> None:
        """Drop the least recently used idle rooms while there are more than `max_rooms`,
        and the least recently used idle finished ones beyond `max_finished`."""
        idle = [g for g, r in self.rooms.items() if r.idle]
        finished = [g for g in idle if self.rooms[g].result is not None]
        for game_id in finished[: max(0, len(finished) - self.max_finished)]:
            del self.rooms[game_id]
        extra = len(self.rooms) - self.max_rooms
        for game_id in [g for g in idle if g in self.rooms][: max(0, extra)]:
            del self.rooms[game_id]

    async def stored(self, game_id: int) -> Stored:
        """Game `game_id` as stored: its setup, its moves and whether it is over, read
        without building its room (a finished game read so is not kept: each costs as much
        memory as a game being played). Raises NotFound, Damaged."""
        return await self._loaded(game_id, self._stored)

    def _stored(self, game_id: int) -> Stored:
        setup, moves = self.store.load(game_id)
        return Stored(setup, moves, self.store.finished(game_id))

    async def _load_room(self, game_id: int) -> Room:
        return await self._loaded(game_id, self._load)

    async def _loaded(self, game_id: int, load: Callable[[int], T]) -> T:
        """`load(game_id)` in the store's thread. Raises NotFound; Damaged for a game that
        cannot be loaded (the first failure is logged and marks the game damaged)."""
        try:
            return await self.store.run(load, game_id)
        except (Refusal, SQLAlchemyError):  # refused, or the database: not the game's fault
            raise
        except Exception:
            # a stored game the rules no longer accept, seats that do not fit the game, ...
            log.exception("game %s cannot be loaded: marked damaged", game_id)
            await self.store.run(self.store.mark_damaged, game_id)
            raise Damaged(DAMAGED, game_id=game_id) from None

    def _load(self, game_id: int) -> Room:
        setup, moves = self.store.load(game_id)
        room = Room(
            game_id,
            setup,
            self.store,
            history=self.history,
            bot_delay=self.bot_delay,
            relay=self.relay,
            bot_lease=self.bot_lease,
            ended=self._ended,
            clock=self.now,
            transport=self.transport,
        )
        room.clock.timing = self.store.timing(game_id)
        room.catchup.replay(moves, self.store.finished(game_id))
        if any(h.resigned or h.stand_in for h in setup.holders):
            room.reseated_at = room.version  # perhaps since a client's last view
        made = self.store.move_ids(game_id, max(0, room.version - self.history))
        room.retries = Retries(self.history, made)
        return room

    def close(self) -> None:
        """Stop the hub's tasks, every room's pending bot move, the store's threads and the
        replay worker."""
        for task in self._tasks:
            task.cancel()
        for room in self.rooms.values():
            room.close()
        self.store.close()
        replays.shutdown()
