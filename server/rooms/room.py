"""A room: the one authority over a live game.

Moves are taken one at a time (an asyncio lock per game) and checked in a fixed order:
who you are -> your seat -> your turn -> the version you saw -> the rules. An accepted move
is written to the database, committed, before anyone hears of it; then every seat and every
spectator gets its own update, built from what the move changed (`game.view_patch`). A
refused move changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, NamedTuple

import orjson
from sqlalchemy.exc import OperationalError

from server import clocks
from server.clocks import Timing
from server.errors import (
    Conflict,
    Forbidden,
    GameOver,
    IllegalMoveRefusal,
    NotAuthenticated,
    NotYourSeat,
    NotYourTurn,
    Refusal,
    StaleVersion,
    TimeUp,
)
from server.games import registry
from server.games.base import JSON, Event, Game, IllegalMove, events_for
from server.persistence.games import Expired, Made, Setup, Store
from server.persistence.models import now
from server.rooms import bots, resignations
from server.rooms.relay import Relay
from server.ws import frames
from server.ws.frames import encode, with_id
from server.ws.outbox import Outbox

log = logging.getLogger(__name__)

BOT_RETRY = 1.0  # seconds before a bot tries again when the database was unavailable

Seat = int | None  # None: a spectator


@dataclass(frozen=True, slots=True)
class Actor:
    """Who makes a move: a user (by id), or the room's bot for a bot seat."""

    user_id: int | None = None
    bot: bool = False


@dataclass(slots=True)
class Ack:
    """A move's id (None: the client gave none) and the connection it came on, whose
    update for the mover's seat carries the id; `delivered` once it was queued there."""

    id: str | int | None
    outbox: Outbox | None = None
    delivered: bool = False


@dataclass(eq=False, slots=True)
class Subscriber:
    """One connection's subscription to a game, as `seat` (None: a spectator)."""

    seat: Seat
    outbox: Outbox

    def push(self, frame: str) -> None:
        """Queue `frame` on the connection."""
        self.outbox.push(frame)


class Update(NamedTuple):
    """One version of the game as one seat sees it, as the text of its frame.

    Only text is kept (not the frame's dicts), so that the updates a room keeps are not
    objects the garbage collector has to go through.
    """

    version: int
    text: str


class Room:
    """The live state of one game, its subscribers and the recent updates of every seat."""

    def __init__(
        self,
        game_id: int,
        setup: Setup,
        store: Store,
        *,
        history: int = 64,
        bot_delay: float = 0.5,
        relay: Relay | None = None,
        bot_lease: float = 15.0,
        ended: Callable[[Room], None] | None = None,
        clock: Callable[[], datetime] = now,
    ) -> None:
        self.id = game_id
        self.ended = ended  # called when a move made here ends the game
        self.clock = clock  # the time now (a test's own clock)
        self.timing = Timing()  # where the game's turn clock stands
        # the version at which who plays a seat last changed (no update tells of it)
        self.reseated_at = -1
        self.setup = setup
        self.game: Game = registry.get(setup.game)
        self.store = store
        self.state: Any = self.game.new(setup.players, setup.seed, setup.options)
        self.result: JSON | None = None
        self.current = self.game.current_seat(self.state)
        self._moves: list[JSON] | None = None  # the current seat's, at this version
        self.version = 0
        self.lock = asyncio.Lock()
        self.bot_delay = bot_delay
        self.relay = relay
        self.bot_lease = bot_lease
        self.subscribers: set[Subscriber] = set()
        self.seats: tuple[Seat, ...] = (*range(setup.players), None)
        self.keep = history
        self.history: dict[Seat, deque[Update]] = {s: deque(maxlen=history) for s in self.seats}
        self.log: list[list[Event]] = []  # each version's events, for histories
        # the recent moves' ids (the version each made, by seat and id): retries answered
        self.move_ids: dict[tuple[int, str], int] = {}
        self._bot_task: asyncio.Task[None] | None = None
        self._bot_version = -1  # the version `_bot_task` moves at

    # ------------------------------------------------------------ state

    def replay(self, moves: list[tuple[int, dict[str, Any]]]) -> None:
        """Apply stored `moves` after the current version, keeping the last ones' updates.

        Raises ValueError if a stored move is refused (the log does not fit the rules).
        """
        keep_from = len(moves) - self.keep
        for i, (seat, move) in enumerate(moves):
            try:
                state, events = self.game.apply(self.state, seat, move)
            except IllegalMove as error:
                raise ValueError(f"game {self.id} move {self.version + 1}: {error}") from None
            events = self._advance(state, events)
            if i >= keep_from:
                for s in self.seats:
                    self.history[s].append(self._update(s, events)[1])

    @property
    def idle(self) -> bool:
        """Whether nobody follows the room and nothing is under way in it."""
        busy = self._bot_task is not None and not self._bot_task.done()
        return not self.subscribers and not busy and not self.lock.locked()

    def seats_of(self, actor: Actor) -> list[int]:
        """The seats `actor` holds."""
        return [
            i
            for i, h in enumerate(self.setup.holders)
            if (
                h.bot_level is not None
                if actor.bot
                else actor.user_id is not None and h.user_id == actor.user_id
            )
        ]

    def seat_of(self, user_id: int) -> Seat:
        """The first seat person `user_id` holds (None: they are a spectator)."""
        return next(iter(self.seats_of(Actor(user_id=user_id))), None)

    def viewer_seat(self, actor: Actor, asked: int | None) -> Seat:
        """The seat whose view `actor` gets: `asked` if it is theirs, else their own seat,
        else None (a spectator).

        Raises NotYourSeat for a seat not theirs, Forbidden to watch a private game.
        """
        held = self.seats_of(actor)
        if asked is not None and asked not in held:
            raise NotYourSeat(f"Seat {asked} is not yours.")
        if asked is not None:
            return asked
        if held:
            return held[0]
        if not self.setup.public:
            raise Forbidden("This game is private: only its players may watch it.")
        return None

    def _advance(self, state: Any, events: list[Event]) -> list[Event]:
        """Make `state`, reached by a move with `events`, the room's next version; the
        events kept, the game's end carrying the result with the resignations."""
        self.state, self.version = state, self.version + 1
        self.result = self._result(state)
        self.current = self.game.current_seat(state)
        self._moves = None
        if self.result is not None:
            events = [
                replace(e, data=e.data | {"result": self.result})
                if e.data.get("type") == "game_over"
                else e
                for e in events
            ]
        self.log.append(events)
        return events

    def _result(self, state: Any) -> JSON | None:
        """The result at `state` (None while the game runs), with the resigned seats last."""
        result = self.game.result(state)
        return None if result is None else resignations.adjusted(result, self.setup.holders)

    def legal_moves(self, seat: int) -> list[JSON]:
        """The moves `seat` may make at the current version (empty when not its turn)."""
        if seat != self.current:
            return []
        if self._moves is None:
            self._moves = self.game.legal_moves(self.state, seat)
        return self._moves

    def full(self, seat: Seat) -> frames.Full:
        """The frame with `seat`'s whole view at the current version."""
        frame: frames.Full = {
            "type": "full",
            "game": self.id,
            "version": self.version,
            "seat": seat,
            "players": [h.name for h in self.setup.holders],
            "current": self.current,
            "over": self.result is not None,
            "view": self.game.view(self.state, seat),
        }
        if seat is not None and (moves := self.moves_of(seat)):
            frame["moves"] = moves
        if resigned := [i for i, h in enumerate(self.setup.holders) if h.resigned]:
            frame["resigned"] = resigned
        if away := [i for i, h in enumerate(self.setup.holders) if h.stand_in]:
            frame["away"] = away
        if self.setup.clock.on:
            frame["clock"] = self.timing.view(self.setup.clock)
        return frame

    def moves_of(self, seat: int) -> list[JSON]:
        """The moves `seat`'s person may make now: none while a bot plays it."""
        holder = self.setup.holders[seat]
        return [] if holder.resigned or holder.stand_in else self.legal_moves(seat)

    def events_seen(self, seat: Seat) -> list[list[Any]]:
        """[version, events] for every version so far, the events as `seat` may see them."""
        return [[version, events_for(events, seat)] for version, events in enumerate(self.log, 1)]

    def _update(self, seat: Seat, events: list[Event]) -> tuple[frames.Update, Update]:
        """`seat`'s update frame for the move that gave the current state and `events`."""
        frame: frames.Update = {
            "type": "update",
            "game": self.id,
            "version": self.version,
            "current": self.current,
            "over": self.result is not None,
            "events": events_for(events, seat),
            "patch": self.game.view_patch(self.state, seat, events),
        }
        if seat is not None and (moves := self.moves_of(seat)):
            frame["moves"] = moves
        if self.setup.clock.on:
            frame["clock"] = self.timing.view(self.setup.clock)
        return frame, Update(self.version, encode(frame))

    # ------------------------------------------------------------ subscribers

    def subscribe(self, subscriber: Subscriber, since: int | None) -> None:
        """Add `subscriber` and queue what it is missing after version `since`.

        That is the updates after `since` when they are all in the history, else a full view;
        also a full view when who plays a seat may have changed since `since`.
        """
        self.subscribers.add(subscriber)
        kept = self.history[subscriber.seat]
        missing = self.version - since if since is not None else -1
        if since is not None and since <= self.reseated_at:
            missing = -1
        if missing == 0:
            return
        if 0 < missing <= len(kept) and kept[-missing].version == self.version - missing + 1:
            for update in list(kept)[-missing:]:
                subscriber.push(update.text)
            return
        subscriber.push(encode(self.full(subscriber.seat)))

    def unsubscribe(self, subscriber: Subscriber) -> None:
        """Stop sending to `subscriber`."""
        self.subscribers.discard(subscriber)

    def tell(self, frame: str) -> None:
        """Queue `frame` (one for every seat alike: a chat message) on every subscriber
        that may read the chat."""
        for subscriber in self.subscribers:
            if self.reads_chat(subscriber.seat):
                subscriber.push(frame)

    def reads_chat(self, seat: Seat) -> bool:
        """Whether a follower of the game as `seat` (None: a spectator) may read and write
        its chat: a player always, a spectator unless the table keeps it to players."""
        return seat is not None or not self.setup.players_chat

    def _fan_out(
        self, events: list[Event], mover: Seat = None, ack: Ack | None = None
    ) -> dict[Seat, frames.Update]:
        """Send every subscriber its seat's update and keep it; the frames built, by seat.

        A room alone builds and keeps every seat's updates, for any seat's reconnect. Beside
        other processes (with a relay), it builds only those of the seats followed here and
        the mover's: every process holding the game builds what its own subscribers need,
        and a player who comes back on another process gets a full view there. The mover's
        own update on the connection that sent the move carries the move's id (`ack`).
        """
        seats = set(self.seats)
        if self.relay is not None:
            seats = {subscriber.seat for subscriber in self.subscribers}
            if mover is not None:
                seats.add(mover)
        frames = {}
        for seat in seats:
            frames[seat], update = self._update(seat, events)
            self.history[seat].append(update)
        for subscriber in self.subscribers:
            text = self.history[subscriber.seat][-1].text
            if ack is not None and subscriber.seat == mover and subscriber.outbox is ack.outbox:
                ack.delivered = True
                if ack.id is not None:
                    text = with_id(text, ack.id)
            subscriber.push(text)
        return frames

    # ------------------------------------------------------------ moves

    async def submit(
        self, actor: Actor, seat: int | None, version: int, move: JSON, ack: Ack | None = None
    ) -> frames.Update:
        """Make `move` for `actor` in `seat` (None: the one seat it holds), seen at `version`;
        `ack` names the move's id and the connection that sent it.

        Returns the mover's update frame (with the move's id). Raises a Refusal, in the order
        of the checks: NotAuthenticated, NotYourSeat, GameOver, NotYourTurn, StaleVersion,
        IllegalMoveRefusal.
        """
        if actor.user_id is None and not actor.bot:
            raise NotAuthenticated("Log in (or play as a guest) to make moves.")
        async with self.lock:
            seat = self._check_seat(actor, seat)
            if ack is not None and ack.id is not None:
                answered = self._answered(seat, ack.id, version)
                if answered is not None:
                    return answered
            self._check_turn(seat, version)
            at = self.clock()
            if not actor.bot:
                await self._check_time(seat, at)
            try:
                state, events = self.game.apply(self.state, seat, move)
            except IllegalMove as error:
                raise IllegalMoveRefusal(str(error)) from None
            following = self.game.current_seat(state)
            timing = self._next_timing(seat, following, at)  # None: the turn goes on
            made = Made(
                self.id,
                self.version + 1,
                seat,
                move,
                following,
                self._result(state),
                at,
                timing,
                None if ack is None or ack.id is None else str(ack.id),
            )
            try:
                await self.store.save_move(made)
            except StaleVersion:
                await self._catch_up()
                raise StaleVersion(
                    f"Another move was made first; the game is at {self.version}."
                ) from None
            self.timing = timing or self.timing
            events = self._advance(state, events)
            mine = self._fan_out(events, seat, ack)[seat]
            if ack is not None and ack.id is not None:
                mine["id"] = ack.id
                self._remember(seat, ack.id)
            if self.relay is not None:
                self.relay.publish(self.id, self.version, seat, move)
        self.schedule_bot()
        if self.result is not None and self.ended is not None:
            self.ended(self)
        return mine

    def _check_turn(self, seat: int, version: int) -> None:
        """Raise GameOver, NotYourTurn or StaleVersion unless `seat` may move at `version`."""
        current = self.current
        if current is None:
            raise GameOver("The game is over.")
        if current != seat:
            raise NotYourTurn(f"It is seat {current}'s turn, not seat {seat}'s.")
        if version != self.version:
            raise StaleVersion(f"You saw version {version}; the game is at {self.version}.")

    async def _check_time(self, seat: int, at: datetime) -> None:
        """Raise TimeUp if `seat`'s time ran out by `at`, once it is settled."""
        deadline = self.timing.deadline
        if deadline is not None and at >= deadline:
            await self._time_out(Expired(self.id, self.version, seat), at)
            raise TimeUp("Your time for this turn ran out.")

    def _next_timing(self, mover: int, seat: int | None, at: datetime) -> Timing | None:
        """The clock's timing once `mover` moved at `at`, `seat` to move next; None while
        the mover's turn goes on, or without a clock."""
        if seat == mover or not self.setup.clock.on:
            return None
        holder = None if seat is None else self.setup.holders[seat]
        clocked = holder is not None and holder.clocked
        away = None if holder is None else holder.vacation_until
        return clocks.after_move(self.setup.clock, self.timing, mover, seat, clocked, away, at)

    def _answered(self, seat: int, move_id: str | int, version: int) -> frames.Update | None:
        """The update of the move `seat` already made with `move_id` at `version`, if this
        is a retry of it (the update still kept), with the id; else None."""
        made = self.move_ids.get((seat, str(move_id)))
        if made != version + 1:
            return None
        kept = next((u for u in self.history[seat] if u.version == made), None)
        if kept is None:
            return None
        update: frames.Update = orjson.loads(kept.text)
        update["id"] = move_id
        return update

    def _remember(self, seat: int, move_id: str | int) -> None:
        """Keep the id of the move just made, and forget those older than the history."""
        self.move_ids[(seat, str(move_id))] = self.version
        if len(self.move_ids) > 2 * self.keep:
            oldest = self.version - self.keep
            self.move_ids = {k: v for k, v in self.move_ids.items() if v > oldest}

    def _check_seat(self, actor: Actor, seat: int | None) -> int:
        """The seat `actor` moves in: `seat`, or the one seat they hold.

        Raises NotYourSeat, also for a seat its person resigned (a bot's now)."""
        seat = self._held(actor, seat)
        holder = self.setup.holders[seat]
        if not actor.bot and holder.resigned:
            raise NotYourSeat(f"You left seat {seat}: a bot plays it.")
        if not actor.bot and holder.stand_in:
            raise NotYourSeat(f"A bot plays seat {seat} since your time ran out: take it back.")
        return seat

    def _held(self, actor: Actor, seat: int | None) -> int:
        """`seat`, or the one seat `actor` holds. Raises NotYourSeat."""
        held = self.seats_of(actor)
        if seat is None and len(held) == 1:
            return held[0]
        if seat is None:
            raise NotYourSeat("You hold no seat in this game.")
        if seat not in held:
            raise NotYourSeat(f"Seat {seat} is not yours.")
        return seat

    # ------------------------------------------------------------ resigning

    async def resign(self, actor: Actor, seat: int | None) -> int:
        """Hand `actor`'s seat (None: the one seat they hold) to a bot for the rest of the
        game, stored first; every subscriber then gets a full view (the seat's new name).
        Returns the seat.

        Raises NotAuthenticated, NotYourSeat, GameOver, Conflict (resigned already).
        """
        if actor.user_id is None:
            raise NotAuthenticated("Log in to resign.")
        async with self.lock:
            seat = self._held(actor, seat)
            if self.current is None:
                raise GameOver("The game is over.")
            if self.setup.holders[seat].resigned:
                raise Conflict(f"You resigned seat {seat} already.")
            done = await self.store.run(self.store.resign, self.id, seat, resignations.BOT_LEVEL)
            await self._reload_holders()
            if not done:
                raise Conflict(f"Seat {seat} was resigned already, or the game is over.")
        if self.relay is not None:
            self.relay.publish_holders(self.id)
        return seat

    # ------------------------------------------------------------ clocks

    async def time_out(self, expired: Expired, at: datetime) -> bool:
        """Settle `expired` (the current seat's time ran out by `at`) as the table's clock
        says, unless a move was made since; whether it was settled here."""
        async with self.lock:
            if self.version < expired.version:
                await self._catch_up()
            if self.version != expired.version:
                return False
            return await self._time_out(expired, at)

    async def _time_out(self, expired: Expired, at: datetime) -> bool:
        timing = clocks.timed_out(self.timing, expired.seat)
        done = await self.store.run(self.store.time_out, expired, self.setup.clock, timing, at)
        await self._reload_holders()
        if done:
            log.info("game %s: seat %s ran out of time", self.id, expired.seat)
            if self.relay is not None:
                self.relay.publish_holders(self.id)
        return done

    async def take_back(self, actor: Actor, seat: int | None) -> int:
        """Give `actor` back their seat (None: the one they hold) from the bot that stands
        in for them since their time ran out; their clock starts now if it is their turn.
        Returns the seat. Raises NotAuthenticated, NotYourSeat, GameOver, Conflict (no bot
        stands in)."""
        if actor.user_id is None:
            raise NotAuthenticated("Log in to take your seat back.")
        async with self.lock:
            seat = self._held(actor, seat)
            if self.current is None:
                raise GameOver("The game is over.")
            holder = self.setup.holders[seat]
            if not holder.stand_in:
                raise Conflict(f"No bot plays seat {seat} for you.")
            away, at = holder.vacation_until, self.clock()
            timing = clocks.taken_back(self.setup.clock, self.timing, seat, self.current, away, at)
            done = await self.store.run(self.store.take_back, self.id, seat, timing)
            if self._bot_task is not None and seat == self.current:
                self._bot_task.cancel()
                self._bot_task = None
            await self._reload_holders()
            if not done:
                raise Conflict(f"No bot plays seat {seat} for you.")
        if self.relay is not None:
            self.relay.publish_holders(self.id)
        return seat

    async def reload_holders(self) -> None:
        """Take up who holds each seat and the clock's timing from the database (another
        process changed them)."""
        async with self.lock:
            await self._reload_holders()

    async def _reload_holders(self) -> None:
        """Take up the seats' holders and the clock's timing from the database, tell every
        subscriber (a full view), and let a bot move if it is now a bot's turn."""
        holders, self.timing = await self.store.run(self.store.seating, self.id)
        self.setup = replace(self.setup, holders=holders)
        self.reseated_at = self.version
        for subscriber in self.subscribers:
            subscriber.push(encode(self.full(subscriber.seat)))
        self.schedule_bot()

    async def receive(self, version: int, seat: int, move: JSON) -> None:
        """Apply move `version`, made by another process (and committed there); if moves
        before it were missed, catch up from the database instead. Known versions are
        ignored."""
        async with self.lock:
            if version == self.version + 1:
                await self._apply_moves([(seat, move)])
            elif version > self.version:
                await self._catch_up()

    async def catch_up(self) -> None:
        """Apply the moves other processes wrote since the room's version."""
        async with self.lock:
            await self._catch_up()

    async def _catch_up(self) -> None:
        """Apply the moves another process wrote, and tell the subscribers."""
        await self._apply_moves(await self.store.run(self.store.moves_after, self.id, self.version))

    async def _apply_moves(self, moves: list[tuple[int, JSON]]) -> None:
        """Apply `moves` (seat, move), made elsewhere after the current version, and tell
        the subscribers (with the clock's timing stored since)."""
        if moves and self.setup.clock.on:
            self.timing = await self.store.run(self.store.timing, self.id)
        for seat, move in moves:
            state, events = self.game.apply(self.state, seat, move)
            self._fan_out(self._advance(state, events))
        if moves:
            self.schedule_bot()

    # ------------------------------------------------------------ bots

    def schedule_bot(self) -> None:
        """If it is a bot seat's turn, have the bot move after the configured delay: one
        bot move at a version (a task for an older version ends without moving)."""
        seat = self.game.current_seat(self.state)
        if seat is None or self.setup.holders[seat].bot_level is None:
            return
        if self._bot_version == self.version and self._bot_task and not self._bot_task.done():
            return  # a bot's move at this version is under way
        self._bot_version = self.version
        self._bot_task = asyncio.create_task(self._bot_turn(seat, self.version))

    async def _bot_turn(self, seat: int, version: int) -> None:
        level = self.setup.holders[seat].bot_level
        assert level is not None
        await asyncio.sleep(self.bot_delay)
        if version != self.version:
            return
        if self.relay is not None and not await self.relay.lease(
            f"bot:{self.id}:{version}", self.bot_lease
        ):
            return  # another process moves this bot
        try:
            history = [e for events in self.log for e in events_for(events, seat)]
            seed = hash((self.setup.seed, len(self.log), seat)) & 0x7FFFFFFF
            view = self.game.view(self.state, seat)
            moves = self.legal_moves(seat)
            move = await bots.think(
                self.setup.game, level, view, moves, history, seed, self.setup.host_id
            )
            await self.submit(Actor(bot=True), seat, version, move)
        except (Refusal, KeyError) as error:
            log.warning("bot %s in game %s seat %s: %s", level, self.id, seat, error)
        except OperationalError as error:
            log.warning("bot in game %s waits for the database: %s", self.id, error.orig)
            await asyncio.sleep(BOT_RETRY)
            self._bot_task = None
            self.schedule_bot()
        except Exception:
            log.exception("bot %s in game %s seat %s failed", level, self.id, seat)

    def close(self) -> None:
        """Stop a pending bot move (when the server shuts down)."""
        if self._bot_task is not None:
            self._bot_task.cancel()
