"""The websocket endpoint `/ws`: subscriptions to games, moves, legal moves, games' chats,
watching the lobby and tables, pings.

One connection may follow several games. Frames to the client go through one bounded
outbox per connection, so every subscriber gets its updates in version order. Close codes:
1003 binary frame, 1008 origin not allowed or too many messages, 1009 frame too big,
1013 the client fell too far behind (over 1,024 frames or `SEND_QUEUE_BYTES`, 256 KiB,
queued; it reconnects and resubscribes) or the database is unavailable at connect.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect
from sqlalchemy.exc import OperationalError
from starlette.datastructures import Headers
from starlette.routing import Router, WebSocketRoute

from server import chat, lobby, sessions
from server.config import Settings
from server.errors import (
    Forbidden,
    NotAuthenticated,
    NotFound,
    NotYourSeat,
    RateLimited,
    Refusal,
    Unavailable,
)
from server.mail import notices
from server.persistence.models import User
from server.rooms.hub import Hub
from server.rooms.room import Room
from server.rooms.seating import Actor
from server.rooms.transport import Outcome
from server.ws import frames
from server.ws.feed import Feed, Subscriber, after, feed_of
from server.ws.frames import encode
from server.ws.outbox import Outbox
from server.ws.protocol import (
    Chat,
    HistoryRequest,
    LegalMovesRequest,
    Move,
    Ping,
    StepMove,
    Subscribe,
    TryMove,
    Unsubscribe,
    Unwatch,
    Watch,
    parse,
)
from server.ws.ratelimit import TokenBucket
from server.ws.watchers import Topic, Watcher, Watchers

log = logging.getLogger(__name__)

MAX_SUBSCRIPTIONS = 32
MAX_WATCHES = 8


def origin_allowed(headers: Headers, scheme: str, settings: Settings) -> bool:
    """Whether a request's Origin (if any) is exactly the server's own (scheme, host and
    port, as the request reached it: `scheme` is the scope's) or an allowed origin."""
    origin = headers.get("origin")
    if origin is None:
        return True
    own = f"{'https' if scheme in ('https', 'wss') else 'http'}://{headers.get('host')}"
    return origin in settings.allowed_origins or origin == own


async def websocket_endpoint(websocket: WebSocket) -> None:
    """Serve one client connection until it closes."""
    settings: Settings = websocket.app.state.settings
    if not origin_allowed(websocket.headers, websocket.url.scheme, settings):
        await websocket.close(code=1008, reason="Origin not allowed.")
        return
    await websocket.accept()
    try:
        actor = _actor(websocket)
    except OperationalError:
        log.warning("websocket refused: the database is unavailable")
        await websocket.close(code=1013, reason="The database is unavailable: reconnect.")
        return
    await Connection(websocket, websocket.app.state.hub, actor, settings).serve()


def _actor(websocket: WebSocket) -> Actor:
    """Who the socket's session belongs to. Only their id is kept: the user's row and its
    database session would stay with the socket for as long as it is open (4 KiB)."""
    with websocket.app.state.sessions() as db:
        user = sessions.user_of(db, websocket.session)
        return Actor(user_id=None if user is None else user.id)


# the socket endpoint as an application of its own, for the server to send websocket
# connections to straight (server/main.py, `SocketsFirst`): what passes a connection on
# stays in memory for as long as the socket is open
sockets = Router(routes=[WebSocketRoute("/ws", websocket_endpoint)])


class Connection:
    """One client's socket: reads frames, answers them, and writes what its games send."""

    __slots__ = (
        "_send_timer",
        "_sending_since",
        "_timed_out",
        "actor",
        "bucket",
        "budgets",
        "closing",
        "hub",
        "max_frame",
        "outbox",
        "send_timeout",
        "sessions",
        "subscriptions",
        "watchers",
        "watches",
        "ws",
    )

    def __init__(self, websocket: WebSocket, hub: Hub, actor: Actor, settings: Settings) -> None:
        self.ws = websocket
        self.sessions = websocket.app.state.sessions
        self.budgets = websocket.app.state.budgets
        self.hub = hub
        self.watchers: Watchers = websocket.app.state.watchers
        self.actor = actor
        self.max_frame = settings.max_frame_bytes
        self.send_timeout = settings.send_timeout
        self.bucket = TokenBucket(settings.messages_per_second, settings.message_burst)
        # resolved, with the close code and reason, to end the connection (its outbox
        # overflowed, or its person signed out)
        self.closing: asyncio.Future[tuple[int, str]] = asyncio.get_running_loop().create_future()
        self.outbox = Outbox(
            max_bytes=settings.send_queue_bytes,
            overflowed=lambda: self._close(1013, "Too far behind: reconnect."),
        )
        self.subscriptions: dict[int, tuple[Feed, Subscriber]] = {}
        self.watches: dict[Topic, Watcher] = {}
        self._sending_since: float | None = None  # when the frame being sent was given
        self._send_timer: asyncio.TimerHandle | None = None  # the timer looking at the sends
        self._timed_out = False  # whether the client took no frame for `send_timeout`

    async def serve(self) -> None:
        """Read and write until the client leaves or is closed (also when its person logs
        out everywhere); then drop subscriptions."""
        reader = asyncio.create_task(self._read())
        writer = asyncio.create_task(self._write())
        tasks: list[asyncio.Future[Any]] = [reader, writer, self.closing]
        user_id = self.actor.user_id
        if user_id is not None:
            self.hub.add_socket(user_id, self._signed_out)
        try:
            done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            closing = self.closing.result() if self.closing in done else None
            if writer in done and isinstance(writer.exception(), TimeoutError):
                log.info("websocket closed: the client took no frame for %s s", self.send_timeout)
                return  # not reading: no close frame would get through either
            if reader in done:
                closing = self._outcome(reader)
            if closing is not None:
                async with asyncio.timeout(self.send_timeout):
                    await self.ws.close(*closing)
        except (WebSocketDisconnect, RuntimeError, TimeoutError):
            pass  # the client went away, or does not read, while closing
        finally:
            if user_id is not None:
                self.hub.remove_socket(user_id, self._signed_out)
            for task in tasks:
                task.cancel()
            for feed, subscriber in self.subscriptions.values():
                feed.unsubscribe(subscriber)
            for watcher in self.watches.values():
                self.watchers.remove(watcher)

    def _signed_out(self) -> None:
        self._close(1008, "Signed out.")

    def _close(self, code: int, reason: str) -> None:
        if not self.closing.done():
            self.closing.set_result((code, reason))

    @staticmethod
    def _outcome(reader: asyncio.Task[tuple[int, str] | None]) -> tuple[int, str] | None:
        """How to close after the reader stopped: its answer, or 1011 if it failed."""
        error = reader.exception()
        if error is None:
            return reader.result()
        if isinstance(error, WebSocketDisconnect):
            return None
        log.error("websocket connection failed", exc_info=error)
        return 1011, "Internal error: reconnect."

    async def _write(self) -> None:
        """Send the queued frames; one the client does not take within `send_timeout`
        seconds (it stopped reading and the buffers are full) ends the connection: raises
        TimeoutError. A frame is nearly always taken at once, so one timer looks at the
        frame being sent while frames flow (`_look`), rather than one timer per frame."""
        loop = asyncio.get_running_loop()
        writer = asyncio.current_task()
        assert writer is not None
        try:
            while True:
                frame = await self.outbox.pop()
                self.outbox.sending = len(frame)
                self._sending_since = loop.time()
                if self._send_timer is None:
                    due = self._sending_since + self.send_timeout
                    self._send_timer = loop.call_at(due, self._look, writer)
                await self.ws.send_text(frame)
                del frame  # not kept while the socket is idle (a full view: 5-20 KiB)
                self._sending_since = None
                self.outbox.sending = 0
        except asyncio.CancelledError:
            if self._timed_out:
                raise TimeoutError(f"no frame taken for {self.send_timeout} s") from None
            raise
        finally:
            if self._send_timer is not None:
                self._send_timer.cancel()

    def _look(self, writer: asyncio.Task[None]) -> None:
        """End `writer` if its frame has waited `send_timeout` seconds; look again when it
        could, as long as frames are being sent."""
        self._send_timer = None
        if self._sending_since is None:
            return  # nothing is being sent: the next frame sent starts the timer again
        due = self._sending_since + self.send_timeout
        loop = asyncio.get_running_loop()
        if loop.time() < due:
            self._send_timer = loop.call_at(due, self._look, writer)
        else:
            self._timed_out = True
            writer.cancel()

    async def _read(self) -> tuple[int, str] | None:
        """Handle frames until the client leaves (None) or must be closed (code, reason)."""
        refused = 0
        while True:
            message = await self.ws.receive()
            if message["type"] == "websocket.disconnect":
                return None
            text = message.get("text")
            if text is None:
                return 1003, "Frames must be JSON text."
            if len(text) > self.max_frame:
                return 1009, f"Frames are at most {self.max_frame} bytes."
            if not self.bucket.take():
                refused += 1
                if refused > self.bucket.burst:
                    return 1008, "Too many messages."
                self.outbox.push(frames.error(RateLimited("Too many messages: slow down.")))
                continue
            refused = 0
            await self._handle(text)

    async def _handle(self, text: str) -> None:
        game = ref = None
        try:
            frame = parse(text)
            if isinstance(frame, Ping):
                self.outbox.push(frames.PONG)
                return
            if isinstance(frame, Watch):
                await self._watch(frame)
                return
            if isinstance(frame, Unwatch):
                self._unwatch(Topic(frame.topic, frame.table))
                return
            game = frame.game
            if isinstance(frame, Move | TryMove | StepMove):
                ref = frame.id
            await self._game_frame(frame)
        except Refusal as refusal:
            self.outbox.push(frames.error(refusal, game, ref))
        except OperationalError as error:
            log.warning("database unavailable: %s", error.orig)
            down = Unavailable("The database is unavailable; try again shortly.")
            self.outbox.push(frames.error(down, game, ref))

    async def _game_frame(
        self,
        frame: Move
        | TryMove
        | StepMove
        | Subscribe
        | Unsubscribe
        | LegalMovesRequest
        | HistoryRequest
        | Chat,
    ) -> None:
        if isinstance(frame, Move):
            await self._move(frame)
        elif isinstance(frame, StepMove):
            await self._step(frame)
        elif isinstance(frame, TryMove):
            await self._try(frame)
        elif isinstance(frame, Subscribe):
            await self._subscribe(frame)
        elif isinstance(frame, Unsubscribe):
            self._unsubscribe(frame.game)
        elif isinstance(frame, LegalMovesRequest):
            await self._legal_moves(frame)
        elif isinstance(frame, HistoryRequest):
            await self._history(frame)
        else:
            await self._chat(frame)

    async def _subscribe(self, frame: Subscribe) -> None:
        room = await self.hub.room(frame.game)
        seat = room.viewer_seat(self.actor, frame.seat)
        self._unsubscribe(frame.game)
        if len(self.subscriptions) >= MAX_SUBSCRIPTIONS:
            raise Refusal("At most {n} games per connection.", n=MAX_SUBSCRIPTIONS)
        subscriber = Subscriber(seat, self.outbox)
        feed = feed_of(room)
        self.subscriptions[frame.game] = (feed, subscriber)
        feed.subscribe(subscriber, frame.version)
        if self.actor.user_id is not None and seat is not None:
            await notices.in_store(
                self.hub.store, notices.looked_at, frame.game, self.actor.user_id
            )

    def _unsubscribe(self, game: int) -> None:
        found = self.subscriptions.pop(game, None)
        if found is not None:
            found[0].unsubscribe(found[1])

    async def _watch(self, frame: Watch) -> None:
        """Watch the lobby, a table the socket's user may see (by the invitation link's
        token, for a private table they are not yet at), or the tables of the user's own."""
        topic = Topic(frame.topic, frame.table)
        if topic in self.watches:
            return
        if topic.name == "mine" and self.actor.user_id is None:
            raise NotAuthenticated("Sign in to be told of your own tables.")
        if len(self.watches) >= MAX_WATCHES:
            raise Refusal("At most {n} watches per connection.", n=MAX_WATCHES)
        if frame.table is not None:
            await asyncio.to_thread(self._check_table, frame.table, frame.token)
        watcher = Watcher(topic, self.actor.user_id, self.outbox)
        self.watches[topic] = watcher
        self.watchers.add(watcher)

    def _check_table(self, table_id: int, token: str | None) -> None:
        """Raises NotFound unless table `table_id` is one the socket's user may see."""
        with self.sessions() as db:
            table = lobby.get_table(db, table_id)
            user_id = self.actor.user_id
            user = None if user_id is None else db.get(User, user_id)
            if not lobby.can_see(db, table, user, token):
                raise NotFound("There is no table {table_id}.", table_id=table_id)

    def _unwatch(self, topic: Topic) -> None:
        found = self.watches.pop(topic, None)
        if found is not None:
            self.watchers.remove(found)

    async def _move(self, frame: Move) -> None:
        room = await self.hub.room(frame.game)
        outcome = await room.submit(
            self.actor, frame.seat, frame.version, frame.move, frame.id, self.outbox
        )
        self._made(room, outcome)

    async def _step(self, frame: StepMove) -> None:
        room = await self.hub.room(frame.game)
        outcome = await room.step(
            self.actor, frame.seat, frame.version, frame.steps, frame.id, self.outbox
        )
        if isinstance(outcome, Outcome):
            self._made(room, outcome)
        else:
            self.outbox.push(encode(feed_of(room).shown(frame.version, outcome, frame.id)))

    def _made(self, room: Room, outcome: Outcome) -> None:
        """Answer a move made (or a retry of one) when its update does not reach this
        connection with the others."""
        feed = feed_of(room)
        if outcome.retried or not self._follows(feed, outcome.seat):  # not sent with the updates
            self.outbox.push(encode(feed.answer(outcome)))

    def _follows(self, feed: Feed, seat: int) -> bool:
        """Whether this connection follows `feed`'s game as `seat` (gets its updates)."""
        found = self.subscriptions.get(feed.room.id)
        return found is not None and found[0] is feed and found[1].seat == seat

    async def _chat(self, frame: Chat) -> None:
        """Store a message in a followed game's chat and send it to the game's subscribers.

        Raises NotAuthenticated, Forbidden (the game not followed), RateLimited."""
        user_id = self.actor.user_id
        if user_id is None:
            raise NotAuthenticated("Log in (or play as a guest) to chat.")
        followed = self.subscriptions.get(frame.game)
        if followed is None:
            raise Forbidden("Follow the game (subscribe) to chat in it.")
        room = followed[0].room
        if not room.reads_chat(room.seat_of(user_id)):
            raise Forbidden("Only the players chat in this game.")
        message = await asyncio.to_thread(
            chat.post,
            self.sessions,
            self.budgets,
            frame.game,
            user_id,
            room.seat_of(user_id),
            frame.text,
        )
        self.hub.chat(frame.game, encode(message))

    async def _history(self, frame: HistoryRequest) -> None:
        room = await self.hub.room(frame.game)
        self.outbox.push(feed_of(room).events(room.viewer_seat(self.actor, frame.seat)))

    async def _try(self, frame: TryMove) -> None:
        room = await self.hub.room(frame.game)
        shown = room.tried(self.actor, frame.seat, frame.version, frame.move)
        tried: frames.Tried = {
            "type": "tried",
            "game": frame.game,
            "version": frame.version,
            "seat": shown.seat,
            "move": frame.move,
            "final": shown.final,
        }
        if not shown.final:
            tried["patch"], tried["moves"] = after(room, shown)
        if frame.id is not None:
            tried["id"] = frame.id
        self.outbox.push(encode(tried))

    async def _legal_moves(self, frame: LegalMovesRequest) -> None:
        room = await self.hub.room(frame.game)
        seat = room.viewer_seat(self.actor, frame.seat)
        if seat is None:
            raise NotYourSeat("You hold no seat in this game.")
        answer: frames.LegalMoves = {
            "type": "legal_moves",
            "game": frame.game,
            "version": room.version,
            "seat": seat,
            "moves": room.legal_moves(seat),
        }
        self.outbox.push(encode(answer))
