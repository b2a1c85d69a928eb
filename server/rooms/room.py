"""A room: the one authority over a live game.

Moves are taken one at a time and checked in a fixed order: who you are -> your seat ->
your turn -> the version you saw -> the rules. An accepted move is written to the
database, committed, before anyone hears of it; then the room's transport (the socket
layer) tells every follower. A refused move changes nothing. The room decides and stores;
its collaborators keep the game's line (server.games.line), its turn clock and its bots'
turns.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime
from typing import Any

from server.config import KEPT_VERSIONS
from server.errors import (
    GameOver,
    IllegalMoveRefusal,
    NotAuthenticated,
    NotYourTurn,
    StaleVersion,
)
from server.games import registry
from server.games.base import JSON, Game, IllegalMove
from server.games.line import Line, Move, Step, steps_of
from server.ids import GameId, Viewer
from server.persistence.games import Made, Setup, Store
from server.persistence.models import now
from server.relay import Relay
from server.rooms import seating
from server.rooms.autoplay import Autoplay
from server.rooms.catchup import CatchUp
from server.rooms.retries import Retries
from server.rooms.seating import Actor
from server.rooms.seats import Seats
from server.rooms.serial import Serial
from server.rooms.transport import Moved, MoveRef, Outcome, Shown, Transport, Unfollowed
from server.rooms.turnclock import TurnClock


class Room:
    """The live state of one game, and what it is given to tell its followers."""

    def __init__(
        self,
        game_id: GameId,
        setup: Setup,
        store: Store,
        *,
        transport: Callable[[Room], Transport] = lambda _: Unfollowed(),
        history: int = KEPT_VERSIONS,
        bot_delay: float = 0.5,
        relay: Relay | None = None,
        bot_lease: float = 15.0,
        ended: Callable[[Room], None] | None = None,
        clock: Callable[[], datetime] = now,
    ) -> None:
        self.id = game_id
        self.setup = setup
        self.store = store
        self.keep = history  # the versions whose moves' ids (and updates) are kept
        self.relay = relay
        self.ended = ended  # called when a move made here ends the game
        self.game: Game = registry.get(setup.game)
        self.seats = Seats(self)
        self.line = Line.start(
            self.game, setup.players, setup.seed, setup.options, self.seats.ranked
        )
        self.clock = TurnClock(self, clock)
        # the version at which who plays a seat last changed (no update tells of it)
        self.reseated_at = -1
        self.lock = Serial()
        self.retries = Retries(history)
        self._moves: tuple[int, list[JSON]] | None = None  # (version, the current seat's)
        # the steps last shown and what they make: (version, seat, steps, step)
        self._shown: tuple[int, int, list[JSON], Step] | None = None
        self.bots = Autoplay(self, bot_delay, bot_lease)
        self.catchup = CatchUp(self)
        self.transport = transport(self)

    @property
    def state(self) -> Any:
        """The game's state at the current version."""
        return self.line.state

    @property
    def version(self) -> int:
        """The number of moves made."""
        return self.line.version

    @property
    def current(self) -> int | None:
        """The seat to move (None: the game is over)."""
        return self.line.current

    @property
    def result(self) -> JSON | None:
        """The result, the resigned seats last (None while the game runs)."""
        return self.line.result

    @property
    def busy(self) -> bool:
        """Whether a move, a bot move (waiting for its delay included) or other work under
        the room's lock is under way or waiting."""
        return self.bots.pending is not None or self.lock.busy

    @property
    def idle(self) -> bool:
        """Whether nobody follows the room and nothing is under way in it."""
        return not self.transport.followed and not self.busy

    async def settled(self) -> None:
        """Return once the room is not `busy` (and so its followers told of every move)."""
        while (task := self.bots.pending) is not None or self.lock.busy:
            if task is not None:
                await asyncio.wait([task])
            else:
                async with self.lock:
                    pass

    def legal_moves(self, seat: int) -> list[JSON]:
        """The moves `seat` may make at the current version (empty when not its turn)."""
        if seat != self.current:
            return []
        if self._moves is None or self._moves[0] != self.version:
            self._moves = (self.version, self.game.legal_moves(self.state, seat))
        return self._moves[1]

    def moves_of(self, seat: int) -> list[JSON]:
        """The moves `seat`'s person may make now: none while a bot plays it."""
        holder = self.setup.holders[seat]
        return [] if holder.resigned or holder.stand_in else self.legal_moves(seat)

    def viewer_seat(self, actor: Actor, asked: int | None) -> Viewer:
        """See `seating.viewer_seat`."""
        return seating.viewer_seat(self.id, self.setup, actor, asked)

    def seat_of(self, user_id: int) -> Viewer:
        """The first seat person `user_id` holds (None: they are a spectator)."""
        return next(iter(seating.seats_of(self.setup.holders, Actor(user_id))), None)

    def reads_chat(self, seat: Viewer) -> bool:
        """See `seating.reads_chat`."""
        return seating.reads_chat(self.setup, seat)

    async def submit(
        self,
        actor: Actor,
        seat: int | None,
        version: int,
        move: Move,
        move_id: MoveRef | None = None,
        source: object = None,
    ) -> Outcome:
        """Make `move` (a step, or the steps of one move) for `actor` in `seat` (None: the
        one seat it holds), seen at `version`; `move_id` is the client's id for it, `source`
        the connection it came on (for the transport). Returns the outcome. Raises a
        Refusal, in the order of the checks: NotAuthenticated, NotYourSeat, GameOver,
        NotYourTurn, StaleVersion, TimeUp, IllegalMoveRefusal."""
        outcome = await self._submit(actor, seat, version, move, move_id, source, shown=False)
        assert isinstance(outcome, Outcome)
        return outcome

    async def step(
        self,
        actor: Actor,
        seat: int | None,
        version: int,
        steps: list[JSON],
        move_id: MoveRef | None = None,
        source: object = None,
    ) -> Outcome | Shown:
        """`submit` the `steps` of the move under way, the last just chosen, as one move,
        unless they could be taken back: then nothing is made, and what they would make is
        returned (the seat's next step is still to come)."""
        return await self._submit(actor, seat, version, steps, move_id, source, shown=True)

    async def _submit(
        self,
        actor: Actor,
        seat: int | None,
        version: int,
        move: Move,
        move_id: MoveRef | None,
        source: object,
        *,
        shown: bool,
    ) -> Outcome | Shown:
        if actor.user_id is None and not actor.bot:
            raise NotAuthenticated("Log in (or play as a guest) to make moves.")
        async with self.lock:
            seat = seating.mover_seat(self.setup.holders, actor, seat)
            if move_id is not None and self.retries.answered(seat, move_id, version, self.version):
                return Outcome(version + 1, seat, move_id, retried=True)
            self._check_turn(seat, version)
            at = self.clock.now()
            if not actor.bot:
                await self.clock.check(seat, at)
            if isinstance(move, list) and len(move) == 1:
                move = move[0]  # a move of one step is stored as the step
            step = self._try(seat, move)
            if shown and step.back:
                return Shown(seat, step)
            made = await self._make(seat, move, step, at, move_id)
            self.transport.moved(Moved(self.line.log[-1], seat, move_id, source))
            if self.relay is not None:
                self.relay.publish(self.id, made.seq, seat, move)
        self.bots.schedule()
        if made.result is not None and self.ended is not None:
            self.ended(self)
        return Outcome(made.seq, seat, move_id)

    async def _make(
        self, seat: int, move: Move, step: Step, at: datetime, move_id: MoveRef | None
    ) -> Made:
        """Store `seat`'s `move`, which makes `step`, made at `at`, and make it the next
        version; what was stored. Raises StaleVersion (another process moved first)."""
        timing = self.clock.after_move(seat, step.current, at)
        ref = None if move_id is None else str(move_id)
        made = Made(
            self.id, self.version + 1, seat, move, step.current, step.result, at, timing, ref
        )
        try:
            await self.store.save_move(made)
        except StaleVersion:
            await self.catchup.stored()
            raise StaleVersion(
                "Another move was made first; the game is at {version}.", version=self.version
            ) from None
        self.clock.timing = timing or self.clock.timing
        self.line.advance(step)
        self._shown = None
        if ref is not None:
            self.retries.remember(seat, ref, self.version)
        return made

    def tried(self, actor: Actor, seat: int | None, version: int, move: Move) -> Shown:
        """What `move` would make for `actor` in `seat` (None: the one seat it holds), seen
        at `version`; nothing is made. Raises a Refusal as `submit` would, but TimeUp."""
        if actor.user_id is None:
            raise NotAuthenticated("Log in (or play as a guest) to make moves.")
        seat = seating.mover_seat(self.setup.holders, actor, seat)
        self._check_turn(seat, version)
        return Shown(seat, self._try(seat, move))

    def _try(self, seat: int, move: Move) -> Step:
        """`Line.try_move`; steps that follow those last shown are taken from there, and
        steps that could be taken back are kept to be followed. Raises IllegalMoveRefusal."""
        try:
            shown = self._shown
            if shown and isinstance(move, list) and shown[:3] == (self.version, seat, move[:-1]):
                step = self.line.then(shown[3], seat, move[-1])
            else:
                step = self.line.try_move(seat, move)
        except IllegalMove as error:
            raise IllegalMoveRefusal(error.message, retry_after=None, **error.values) from None
        if step.back:
            self._shown = (self.version, seat, steps_of(move), step)
        return step

    def _check_turn(self, seat: int, version: int) -> None:
        """Raise GameOver, NotYourTurn or StaleVersion unless `seat` may move at `version`."""
        if self.current is None:
            raise GameOver("The game is over.")
        if self.current != seat:
            raise NotYourTurn(
                "It is seat {current}'s turn, not seat {seat}'s.", current=self.current, seat=seat
            )
        if version != self.version:
            raise StaleVersion(
                "You saw version {seen}; the game is at {version}.",
                seen=version,
                version=self.version,
            )

    async def resign(self, actor: Actor, seat: int | None) -> int:
        """See `Seats.resign`."""
        return await self.seats.resign(actor, seat)

    async def take_back(self, actor: Actor, seat: int | None) -> int:
        """See `Seats.take_back`."""
        return await self.seats.take_back(actor, seat)

    def close(self) -> None:
        """Stop a pending bot move (when the server shuts down)."""
        self.bots.cancel()
