"""The relay between server processes: moves over Redis publish/subscribe, and leases.

Every process that commits a move publishes `{game, version, seat, move}` on one channel;
every process hears every move and applies those of the games it holds (the hub decides).
A person who logs out everywhere is published as `{signed_out: user id, by: process}`:
every other process closes that person's sockets. A change in the lobby (a table's seats,
status or invitations, a game started or over) is published as `{changed: {table, public,
users}, by: process}`: every other process tells the sockets watching it. A game's chat
message is published as `{chat: {game, frame}, by: process}`: every other process sends
the frame (its text) to the game's subscribers there. A change to who holds a game's seats
(a person resigned: a bot plays the seat) is published as `{holders: game, by: process}`:
every other process holding the game's room reads the seats' holders again.
Publish/subscribe delivers at most once: a process that was cut off learns it when it
subscribes again (each subscription, the first and every one after a reconnect, is
confirmed by Redis) and then catches its rooms up from the database.

A lease is a Redis key set only if absent, with an expiry (`SET key owner NX PX ms`): the
process that sets it does the work; if it dies, the key expires and another process takes
the work up.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
from collections.abc import Awaitable, Callable

import orjson
import redis.asyncio as redis
from redis.exceptions import RedisError

from server.games.line import Move

log = logging.getLogger(__name__)

Deliver = Callable[[int, int, int, Move], None]
SignedOut = Callable[[int], None]
Changed = Callable[[int | None, bool, list[int]], None]
Chatted = Callable[[int, str], None]
Reseated = Callable[[int], None]


class Relay:
    """One process's link to the others through the Redis server at `url`."""

    def __init__(self, url: str, channel: str) -> None:
        self.redis = redis.from_url(url)
        self.channel = channel
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self.outgoing: asyncio.Queue[bytes] = asyncio.Queue()
        # set once `listen` heard Redis confirm its first subscription (and caught up)
        self.listening = asyncio.Event()

    def publish(self, game_id: int, version: int, seat: int, move: Move) -> None:
        """Queue a committed move for the other processes (sent in order by `send`)."""
        message = {"game": game_id, "version": version, "seat": seat, "move": move}
        self.outgoing.put_nowait(orjson.dumps(message))

    def publish_sign_out(self, user_id: int) -> None:
        """Queue, for the other processes, that `user_id` logged out everywhere."""
        self.outgoing.put_nowait(orjson.dumps({"signed_out": user_id, "by": self.owner}))

    def publish_change(self, table: int | None, public: bool, users: list[int]) -> None:
        """Queue, for the other processes, a change in the lobby: to `table` (None: no
        table's page shows it), seen by everyone (`public`) or only by `users`."""
        change = {"table": table, "public": public, "users": users}
        self.outgoing.put_nowait(orjson.dumps({"changed": change, "by": self.owner}))

    def publish_chat(self, game_id: int, frame: str) -> None:
        """Queue, for the other processes, the chat message `frame` (its text) of a game."""
        chat = {"game": game_id, "frame": frame}
        self.outgoing.put_nowait(orjson.dumps({"chat": chat, "by": self.owner}))

    def publish_holders(self, game_id: int) -> None:
        """Queue, for the other processes, that who holds a seat of game `game_id` changed."""
        self.outgoing.put_nowait(orjson.dumps({"holders": game_id, "by": self.owner}))

    async def send(self) -> None:
        """Publish the queued moves, in order, all that are waiting in one round trip.

        A batch Redis refuses is tried twice more (a pooled connection may have died with a
        restart of Redis), then dropped and logged: the other processes catch up from the
        database when they subscribe again or at their next sync.
        """
        while True:
            batch = [await self.outgoing.get()]
            while not self.outgoing.empty():
                batch.append(self.outgoing.get_nowait())
            for attempt in range(3):
                try:
                    async with self.redis.pipeline(transaction=False) as pipe:
                        for message in batch:
                            pipe.publish(self.channel, message)
                        await pipe.execute()
                    break
                except RedisError as error:
                    if attempt == 2:
                        log.warning("relay: %d moves not published: %s", len(batch), error)
                    else:
                        await asyncio.sleep(0.1)

    async def listen(
        self,
        deliver: Deliver,
        subscribed: Callable[[], Awaitable[None]],
        signed_out: SignedOut,
        changed: Changed,
        chatted: Chatted,
        reseated: Reseated,
    ) -> None:
        """Hand every move heard to `deliver(game, version, seat, move)`, every log-out to
        `signed_out(user id)`, every change in the lobby to `changed(table, public,
        users)`, every chat message to `chatted(game, frame)` and every change of a game's
        seat holders to `reseated(game)`, for ever; await
        `subscribed()` after every (re)subscription, when moves may have been missed."""
        pause = 0.1
        while True:
            try:
                async with self.redis.pubsub() as pubsub:
                    await pubsub.subscribe(self.channel)
                    async for message in pubsub.listen():
                        pause = 0.1
                        if message["type"] == "subscribe":
                            await subscribed()
                            self.listening.set()
                        elif message["type"] == "message":
                            self._hand_over(
                                message["data"], deliver, signed_out, changed, chatted, reseated
                            )
            except (RedisError, OSError) as error:
                log.warning("relay: Redis unavailable (%s); retrying in %.1f s", error, pause)
                await asyncio.sleep(pause)
                pause = min(pause * 2, 5.0)

    def _hand_over(
        self,
        data: bytes,
        deliver: Deliver,
        signed_out: SignedOut,
        changed: Changed,
        chatted: Chatted,
        reseated: Reseated,
    ) -> None:
        """Give the move in `data` to `deliver`, another process's log-out to `signed_out`,
        its change in the lobby to `changed`, its chat message to `chatted` and its change
        of a game's seat holders to `reseated`; a message that cannot be read is logged."""
        try:
            message = orjson.loads(data)
            if "signed_out" in message:
                if message["by"] != self.owner:
                    signed_out(message["signed_out"])
            elif "changed" in message:
                if message["by"] != self.owner:
                    change = message["changed"]
                    changed(change["table"], change["public"], change["users"])
            elif "chat" in message:
                if message["by"] != self.owner:
                    chatted(message["chat"]["game"], message["chat"]["frame"])
            elif "holders" in message:
                if message["by"] != self.owner:
                    reseated(message["holders"])
            else:
                deliver(message["game"], message["version"], message["seat"], message["move"])
        except (orjson.JSONDecodeError, KeyError, TypeError) as error:
            log.error("relay: a message that cannot be read: %r (%s)", data[:200], error)

    async def lease(self, name: str, seconds: float) -> bool:
        """Whether this process took the lease `name` for `seconds` (False: another process
        holds it, or Redis is unavailable)."""
        try:
            taken = await self.redis.set(
                f"{self.channel}:lease:{name}", self.owner, nx=True, px=int(seconds * 1000)
            )
        except RedisError as error:
            log.warning("relay: lease %s not taken: %s", name, error)
            return False
        return bool(taken)

    async def close(self) -> None:
        """Close the connections to Redis."""
        await self.redis.aclose()
