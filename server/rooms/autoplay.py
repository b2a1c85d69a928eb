"""A room's bot seats taking their turns: one bot move per version, after a delay, the
move chosen in the bots' worker processes (server.rooms.bots) and made through the same
checks as a person's. Beside other processes (a relay), the move at a version is leased:
one process makes it."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from sqlalchemy.exc import OperationalError

from server.errors import Refusal
from server.games.base import JSON, IllegalMove, events_for
from server.rooms import bots
from server.rooms.seating import Actor

if TYPE_CHECKING:
    from server.rooms.room import Room

log = logging.getLogger(__name__)

BOT_RETRY = 1.0  # seconds before a bot tries again when the database was unavailable


class Autoplay:
    """The bot moves of one room: `schedule` after every change of the game's version or
    seats; `pending` is the move under way (waiting for its delay included)."""

    def __init__(self, room: Room, delay: float, lease: float) -> None:
        self.room = room
        self.delay = delay
        self.lease = lease
        self._task: asyncio.Task[None] | None = None
        self._version = -1  # the version `_task` moves at

    @property
    def pending(self) -> asyncio.Task[None] | None:
        """The bot move under way, if any."""
        return self._task if self._task is not None and not self._task.done() else None

    def schedule(self) -> None:
        """If it is a bot seat's turn, have the bot move after the delay: one bot move at
        a version (a move for an older version ends without moving)."""
        room = self.room
        seat = room.current
        if seat is None or room.setup.holders[seat].bot_level is None:
            return
        if self._version == room.version and self.pending is not None:
            return  # a bot's move at this version is under way
        self._version = room.version
        self._task = asyncio.create_task(self._turn(seat, room.version))

    def cancel(self) -> None:
        """Stop the bot move under way (its seat was taken back, or the server stops)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _turn(self, seat: int, version: int) -> None:
        room = self.room
        level = room.setup.holders[seat].bot_level
        assert level is not None
        await asyncio.sleep(self.delay)
        if version != room.version:
            return
        if room.relay is not None and not await room.relay.lease(
            f"bot:{room.id}:{version}", self.lease
        ):
            return  # another process moves this bot
        try:
            move = await self._steps(seat, level, version)
            if version != room.version:
                return  # while the bot thought, its move was made elsewhere (a lease ran out)
            await room.submit(Actor(bot=True), seat, version, move)
        except (Refusal, IllegalMove, KeyError) as error:
            log.warning("bot %s in game %s seat %s: %s", level, room.id, seat, error)
        except OperationalError as error:
            log.warning("bot in game %s waits for the database: %s", room.id, error.orig)
            await asyncio.sleep(BOT_RETRY)
            self._task = None
            self.schedule()
        except Exception:
            log.exception("bot %s in game %s seat %s failed", level, room.id, seat)

    async def _steps(self, seat: int, level: str, version: int) -> list[JSON]:
        """The steps of `seat`'s move at `version`, each chosen by its bot from what the seat
        knows after the steps before it, up to one that could not be taken back: a bot's
        move, like a person's, is made once (server.games.line). Stops early when the
        room's version moves on."""
        room = self.room
        game, line = room.game, room.line
        made, moves, seen = line.begun, room.legal_moves(seat), line.seen(seat)
        steps: list[JSON] = []
        while True:
            seed = hash((room.setup.seed, version, seat, len(steps))) & 0x7FFFFFFF
            args = (game.view(made.state, seat), moves, seen + events_for(made.events, seat), seed)
            steps.append(await bots.think(room.setup.game, level, *args, room.setup.host_id))
            if line.version != version:
                return steps
            made = line.then(made, seat, steps[-1])
            if not made.back:
                return steps
            moves = game.legal_moves(made.state, seat)
