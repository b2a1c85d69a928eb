"""Storing and loading games: a game's setup, and its moves in short transactions (the
moves of several games that arrive together in one).

The calls block; rooms make them through `Store.run`, in the store's threads, so the event
loop goes on while the database works or waits."""

from __future__ import annotations

import asyncio
import enum
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import (
    Connection,
    Dialect,
    Engine,
    bindparam,
    insert,
    or_,
    select,
    update,
)
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.sql.expression import UpdateBase

from server import clocks
from server.clocks import NO_CLOCK, Clock, OnTimeout, Timing
from server.errors import Conflict, Damaged, NotFound, StaleVersion
from server.games.line import Move
from server.i18n import N_, gettext
from server.persistence.models import (
    GameRecord,
    GameStatus,
    MoveRecord,
    Seat,
    Table,
    TableStatus,
    now,
)

T = TypeVar("T")

DAMAGED = N_("Game {game_id} is damaged: it can no longer be loaded, and is kept as it was.")

# The statements of a move, built once (building them costs more than running them).
_INSERT_MOVE = insert(MoveRecord).values(
    game_id=bindparam("gid"),
    seq=bindparam("seq"),
    seat=bindparam("seat"),
    move=bindparam("move"),
    move_id=bindparam("move_id"),
    created_at=bindparam("created_at"),
)
_ADVANCE = (
    update(GameRecord)
    .where(
        GameRecord.id == bindparam("gid"),
        GameRecord.version == bindparam("seen"),
        or_(GameRecord.deadline.is_(None), GameRecord.deadline > bindparam("at")),
    )
    .values(version=bindparam("seq"), current_seat=bindparam("current"), updated_at=bindparam("at"))
)
# ... and a move that begins a turn, with the turn's timing
_ADVANCE_TURN = _ADVANCE.values(
    turn_since=bindparam("turn_since"),
    deadline=bindparam("deadline"),
    remind_at=bindparam("remind_at"),
    banks=bindparam("banks"),
)
_FINISH_GAME = (
    update(GameRecord)
    .where(GameRecord.id == bindparam("gid"))
    .values(status=GameStatus.FINISHED, result=bindparam("final"))
)
_FINISH_TABLE = (
    update(Table)
    .where(
        Table.id
        == select(GameRecord.table_id).where(GameRecord.id == bindparam("gid")).scalar_subquery()
    )
    .values(status=TableStatus.FINISHED)
)


RESIGNED_BOT = "medium"  # the level of the bot that plays a resigned seat

BOT_NAMES = ("Alder", "Bramble", "Clover", "Dewberry", "Elder", "Foxglove", "Gorse", "Heather")
# a seat's name, by who plays it
OUT_OF_TIME = N_("{name} (out of time, {level} bot)")
RESIGNED = N_("{name} (resigned, {level} bot)")
AWAY = N_("{name} (away, {level} bot)")
A_BOT = N_("{name} ({level} bot)")
BOT_LEVELS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}


@dataclass(frozen=True, slots=True)
class SeatName:
    """The name a seat shows, said in the language spoken (`str`): its person's own, or a
    name with the bot that plays the seat (`said`, one of the messages above, at `level`)."""

    name: str
    said: str | None = None
    level: str = ""

    def __str__(self) -> str:
        if self.said is None:
            return self.name
        level = gettext(BOT_LEVELS.get(self.level, self.level))
        return gettext(self.said, name=self.name, level=level)


def called(seat: Seat) -> SeatName:
    """The name seat `seat` shows: its user's, with the bot playing it once they resigned,
    ran out of time, or while a bot stands in for them, e.g. "ann (resigned, medium bot)",
    "ann (out of time, easy bot)", "ann (away, easy bot)"; a bot's own name (the table's
    bots, by seat id, are named in the order of BOT_NAMES) and its level, e.g. "Bramble
    (medium bot)"."""
    if seat.user is not None and seat.bot_level is None:
        return SeatName(seat.user.name)
    if seat.user is not None:
        said = OUT_OF_TIME if seat.timed_out else RESIGNED if seat.resigned_at else AWAY
        return SeatName(seat.user.name, said, str(seat.bot_level))
    bots = sorted(s.id for s in seat.table.seats if s.bot_level is not None and s.user is None)
    return SeatName(BOT_NAMES[bots.index(seat.id) % len(BOT_NAMES)], A_BOT, str(seat.bot_level))


def seat_name(seat: Seat) -> str:
    """The name seat `seat` shows (`called`), in the language spoken."""
    return str(called(seat))


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a seat: a user, or a bot of some level (also a user's seat once they
    resigned it, at `resigned_at`, or ran out of time); and the name the table shows.
    `stand_in_at`: since when a bot plays the seat because its person's time ran out, until
    they take it back; `vacation_until`: the end of the person's vacation, if any."""

    user_id: int | None
    bot_level: str | None
    called: SeatName
    resigned_at: datetime | None = None
    stand_in_at: datetime | None = None
    vacation_until: datetime | None = None

    @property
    def name(self) -> str:
        """The name the seat shows, in the language spoken (each person reads their own)."""
        return str(self.called)

    @property
    def stand_in(self) -> bool:
        """Whether a bot plays the seat since its person's time ran out."""
        return self.stand_in_at is not None

    @property
    def resigned(self) -> bool:
        """Whether the seat's person resigned it or is out of time (a bot plays it)."""
        return self.resigned_at is not None

    @property
    def clocked(self) -> bool:
        """Whether the seat's clock runs on its turns: its person plays it."""
        return self.user_id is not None and self.bot_level is None


@dataclass(frozen=True, slots=True)
class Setup:
    """A game's setup: with its moves, everything needed to rebuild its state."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    holders: tuple[Holder, ...]
    public: bool
    host_id: int  # who started it
    clock: Clock = NO_CLOCK
    players_chat: bool = False  # whether only the players may read and write its chat


def _holders(seats: list[Seat]) -> tuple[Holder, ...]:
    return tuple(
        Holder(
            s.user_id,
            s.bot_level,
            called(s),
            s.resigned_at,
            s.stand_in_at,
            s.user.vacation_until if s.user is not None else None,
        )
        for s in seats
    )


def timing_of(record: GameRecord) -> Timing:
    """The stored timing of `record`'s clock."""
    banks = None if record.banks is None else tuple(record.banks)
    return Timing(record.turn_since, record.deadline, record.remind_at, banks)


def timing_values(timing: Timing) -> dict[str, Any]:
    """`timing` as the values of its GameRecord columns."""
    banks = None if timing.banks is None else list(timing.banks)
    return {
        "turn_since": timing.turn_since,
        "deadline": timing.deadline,
        "remind_at": timing.remind_at,
        "banks": banks,
    }


class Change(enum.StrEnum):
    """A change of who plays a seat of a game being played."""

    RESIGN = "resign"  # its person leaves it to a bot for the rest of the game
    TIME_OUT = "time_out"  # its person's time ran out: a bot plays it, as the clock says
    TAKE_BACK = "take_back"  # its person takes it back from the bot standing in


def _hand_over(
    held: Seat, change: Change, clock: Clock, timing: Timing, current: int | None, at: datetime
) -> Conflict | None:
    """Make `change` to the seat `held` at `at` (`timing`: the game's, `current`: the seat
    to move); None when made, else why not."""
    if change == Change.RESIGN:
        if held.user_id is None or held.resigned_at is not None:
            return Conflict("Seat {seat} was resigned already.", seat=held.seat)
        held.bot_level, held.resigned_at, held.stand_in_at = RESIGNED_BOT, at, None
    elif change == Change.TIME_OUT:
        if held.user_id is not None and held.bot_level is None:
            out = clock.on_timeout == OnTimeout.OUT
            held.bot_level, held.timed_out = clock.bot_level, out
            held.resigned_at, held.stand_in_at = (at, None) if out else (None, at)
    elif held.stand_in_at is None:
        return Conflict("No bot plays seat {seat} for you.", seat=held.seat)
    elif held.seat is not None and clocks.ran_out_this_turn(
        timing, held.seat, current, held.stand_in_at
    ):
        return Conflict(
            "Your time ran out on this turn: the bot plays it; take the seat back after it."
        )
    else:
        held.bot_level, held.stand_in_at = None, None
    return None


@dataclass(frozen=True, slots=True)
class Made:
    """A move to store: move `seq` of game `game_id`, by `seat`, made at `at`; the seat to
    move after it (None: the game is over) and the result then, the timing of the turn it
    begins (None: the mover's turn goes on, its timing as stored), and the id its client
    gave it."""

    game_id: int
    seq: int
    seat: int
    move: Move  # a step, or the steps of one move
    current_seat: int | None
    result: dict[str, Any] | None
    at: datetime
    timing: Timing | None = None
    move_id: str | None = None


@dataclass(frozen=True, slots=True)
class Expired:
    """A game whose current seat's time ran out: at `version`, seat `seat`'s."""

    game_id: int
    version: int
    seat: int


class Store:
    """Loads games and appends moves: the moves that arrive together, in one transaction.

    The calls wait in the store's threads, never on the event loop: a database that is slow
    or locked holds up the moves waiting for it, but no other socket. On a database server,
    a pool of threads, each keeping a connection for moves' writes. SQLite takes one writer
    at a time: one thread, and two connections kept for writes: one that never waits for
    SQLite's lock, used on the event loop's thread (a move's write takes a fraction of a
    millisecond, less than handing it to a thread), and one that waits for it (up to
    SQLite's busy timeout), used in the store's thread when the first found the lock taken
    by another writer.
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.sessions = sessionmaker(engine)
        self.sqlite = engine.dialect.name == "sqlite"
        self.executor = ThreadPoolExecutor(1 if self.sqlite else 8, thread_name_prefix="store")
        # connections kept for moves' writes, by thread and whether they wait for SQLite's lock
        self._writers: dict[tuple[int, bool], Connection] = {}
        self._insert_move = _Statement(_INSERT_MOVE, engine.dialect)
        self._advance = _Statement(_ADVANCE, engine.dialect)
        self._advance_turn = _Statement(_ADVANCE_TURN, engine.dialect)
        # the moves to write at the end of this turn of the event loop, with their waiters
        self._gathered: list[tuple[Made, asyncio.Future[None]]] = []
        self._writing: set[asyncio.Future[None]] = set()  # writes under way in a thread

    async def run(self, call: Callable[..., T], *args: Any) -> T:
        """`call(*args)`, in one of the store's threads."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, call, *args)

    def close(self) -> None:
        """Stop the store's threads and give back its connection."""
        self.executor.shutdown(wait=False, cancel_futures=True)
        for writer in self._writers.values():
            writer.close()
        self._writers.clear()

    @contextmanager
    def _transaction(self, wait: bool) -> Iterator[Connection]:
        """A transaction, committed at the end, on a connection kept for the calling
        thread's writes (not taken from the pool, so not pinged first: a write that finds
        its connection cut is tried again, see `append`); on SQLite, one that waits for
        SQLite's lock, or that fails at once when another writer has it (not `wait`)."""
        key = (threading.get_ident(), wait)
        writer = self._writers.get(key)
        if writer is None:
            writer = self._writers[key] = self.engine.connect()
            if self.sqlite and not wait:
                writer.exec_driver_sql("PRAGMA busy_timeout = 0")
                writer.commit()
        with writer.begin():
            yield writer

    async def save_move(self, made: Made) -> None:
        """`append` the move without the event loop ever waiting for the database, in one
        transaction with the moves of other games that arrive in the same turn of the loop
        (each is answered once that transaction is committed). On SQLite the write is
        tried at once on the loop's thread, and in the store's thread (which waits for
        SQLite's lock) only when another writer holds the lock; on a database server, in
        the store's threads."""
        loop = asyncio.get_running_loop()
        if not self._gathered:
            loop.call_soon(self._write_gathered)
        done: asyncio.Future[None] = loop.create_future()
        self._gathered.append((made, done))
        await done

    def _write_gathered(self) -> None:
        gathered, self._gathered = self._gathered, []
        if self.sqlite:
            try:
                outcomes = self.append_all([made for made, _ in gathered], wait=False)
            except Exception as error:  # not the database's: each waiter is told
                outcomes = [error] * len(gathered)
            pairs = list(zip(gathered, outcomes, strict=True))
            _answer([(done, o) for (_, done), o in pairs if not _locked(o)])
            gathered = [g for g, o in pairs if _locked(o)]
        if gathered:
            task = asyncio.ensure_future(self._write_in_thread(gathered))
            self._writing.add(task)
            task.add_done_callback(self._writing.discard)

    async def _write_in_thread(self, gathered: list[tuple[Made, asyncio.Future[None]]]) -> None:
        moves = [made for made, _ in gathered]
        try:
            outcomes = await self.run(self.append_all, moves, True)
        except Exception as error:  # the store was closed
            outcomes = [error] * len(moves)
        _answer([(done, o) for (_, done), o in zip(gathered, outcomes, strict=True)])

    def load(self, game_id: int) -> tuple[Setup, list[tuple[int, Move]]]:
        """The setup of game `game_id` and its moves as (seat, move).

        Raises NotFound; Damaged for a game marked damaged; ValueError when the table's
        seats are not the game's seats 0 to players - 1.
        """
        with self.sessions() as db:
            record = db.get(GameRecord, game_id)
            if record is None:
                raise NotFound("There is no game {game_id}.", game_id=game_id)
            if record.status == GameStatus.DAMAGED:
                raise Damaged(DAMAGED, game_id=game_id)
            seats = self._seats(db, record.table_id)
            if [s.seat for s in seats] != list(range(record.players)):
                numbers = [s.seat for s in seats]
                raise ValueError(f"game {game_id}: seats {numbers} for {record.players} players")
            setup = Setup(
                record.game,
                record.players,
                record.seed,
                record.options,
                _holders(seats),
                record.table.public,
                record.table.host_id,
                Clock.model_validate(record.table.clock),
                record.table.players_chat,
            )
            return setup, self._moves(db, game_id, 0)

    def seating(self, game_id: int) -> tuple[tuple[Holder, ...], Timing]:
        """Who holds each seat of game `game_id` now, in seat order, and its clock's timing."""
        with self.sessions() as db:
            record = db.get_one(GameRecord, game_id)
            return _holders(self._seats(db, record.table_id)), timing_of(record)

    def timing(self, game_id: int) -> Timing:
        """The stored timing of game `game_id`'s clock."""
        with self.sessions() as db:
            return timing_of(db.get_one(GameRecord, game_id))

    def expired(self, at: datetime, limit: int = 500) -> list[Expired]:
        """Games being played whose current seat's time ran out by `at`, the earliest first."""
        with self.sessions() as db:
            rows = db.execute(
                select(GameRecord.id, GameRecord.version, GameRecord.current_seat)
                .where(GameRecord.deadline <= at, GameRecord.status == GameStatus.PLAYING)
                .order_by(GameRecord.deadline)
                .limit(limit)
            ).all()
            return [Expired(g, v, s) for g, v, s in rows if s is not None]

    def reseat(
        self, game_id: int, seat: int, change: Change, at: datetime, version: int | None = None
    ) -> Conflict | None:
        """Make `change` to who plays `seat` of game `game_id`, being played, at `at`, and
        set the game's timing by the one rule of every change of hands (clocks.reseated),
        committed. None when it was made; else why not (a refusal), and nothing changed.

        The game's row is claimed first (its first write): a move or another change of the
        same game, in any process, waits for this one and then sees it. A time-out is
        claimed only at `version`, its deadline passed by `at`: once, by one writer; where
        a bot plays the seat already (it was resigned meanwhile), it only stops the clock."""
        claim = update(GameRecord).where(
            GameRecord.id == game_id, GameRecord.status == GameStatus.PLAYING
        )
        if change == Change.TIME_OUT:
            claim = claim.where(GameRecord.version == version, GameRecord.deadline <= at)
        claim = claim.values(version=GameRecord.version).returning(GameRecord.id)
        with self.sessions() as db:
            if db.scalar(claim.execution_options(synchronize_session=False)) is None:
                if change != Change.TIME_OUT:
                    return Conflict("The game is over.")
                return Conflict("Settled already, or moved on.")
            record = db.get_one(GameRecord, game_id)
            held = self._seats(db, record.table_id)[seat]
            clock = Clock.model_validate(record.table.clock)
            timing = timing_of(record)
            refusal = _hand_over(held, change, clock, timing, record.current_seat, at)
            if refusal is not None:
                db.rollback()
                return refusal
            person = held.user is not None and held.bot_level is None
            away = None if held.user is None else held.user.vacation_until
            ran_out = change == Change.TIME_OUT
            timing = clocks.reseated(
                clock, timing, seat, record.current_seat, person, away, at, ran_out
            )
            for column, value in timing_values(timing).items():
                setattr(record, column, value)
            db.commit()
            return None

    @staticmethod
    def _seats(db: Session, table_id: int) -> list[Seat]:
        return list(db.scalars(select(Seat).where(Seat.table_id == table_id).order_by(Seat.seat)))

    def finished(self, game_id: int) -> bool:
        """Whether game `game_id` is over."""
        with self.sessions() as db:
            status = db.scalar(select(GameRecord.status).where(GameRecord.id == game_id))
            return status == GameStatus.FINISHED

    def moves_after(self, game_id: int, version: int) -> list[tuple[int, Move]]:
        """The moves of game `game_id` after `version`, as (seat, move)."""
        with self.sessions() as db:
            return self._moves(db, game_id, version)

    @staticmethod
    def _moves(db: Session, game_id: int, version: int) -> list[tuple[int, Move]]:
        rows = db.execute(
            select(MoveRecord.seat, MoveRecord.move)
            .where(MoveRecord.game_id == game_id, MoveRecord.seq > version)
            .order_by(MoveRecord.seq)
        ).all()
        return [(seat, move) for seat, move in rows]

    def move_ids(self, game_id: int, after: int) -> dict[tuple[int, str], int]:
        """The ids clients gave the moves of game `game_id` after version `after`: the
        version each made, by (seat, id)."""
        with self.sessions() as db:
            rows = db.execute(
                select(MoveRecord.seat, MoveRecord.move_id, MoveRecord.seq).where(
                    MoveRecord.game_id == game_id,
                    MoveRecord.seq > after,
                    MoveRecord.move_id.is_not(None),
                )
            ).all()
            return {(seat, move_id): seq for seat, move_id, seq in rows if move_id is not None}

    def mark_damaged(self, game_id: int) -> None:
        """Mark game `game_id` damaged unless it is over: nobody can play it any more, and
        it is no longer resumed; its setup and moves are kept as they were."""
        with self.sessions() as db:
            db.execute(
                update(GameRecord)
                .where(GameRecord.id == game_id, GameRecord.status == GameStatus.PLAYING)
                .values(status=GameStatus.DAMAGED)
            )
            db.commit()

    def versions(self, game_ids: list[int]) -> dict[int, int]:
        """The stored version of each of `game_ids`."""
        if not game_ids:
            return {}
        with self.sessions() as db:
            rows = db.execute(
                select(GameRecord.id, GameRecord.version).where(GameRecord.id.in_(game_ids))
            ).all()
            return {game_id: version for game_id, version in rows}

    def games_waiting_for_bots(self, before: datetime | None) -> list[int]:
        """Games being played whose seat to move is a bot's (last moved `before`, if given)."""
        query = (
            select(GameRecord.id)
            .join(Seat, Seat.table_id == GameRecord.table_id)
            .where(
                GameRecord.status == GameStatus.PLAYING,
                Seat.seat == GameRecord.current_seat,
                Seat.bot_level.is_not(None),
            )
        )
        if before is not None:
            query = query.where(GameRecord.updated_at < before)
        with self.sessions() as db:
            return list(db.scalars(query))

    def append(self, made: Made, wait: bool = True) -> None:
        """Write the move `made` and the game's new version, committed; on SQLite, without
        waiting for its lock unless `wait`.

        A write whose connection was cut (the database restarted, the connection ended)
        is tried once more on a new one, unless the first try's commit went through.
        Raises StaleVersion when move `made.seq` is already there (another writer was
        first) or the mover's time ran out by `made.at`, OperationalError when the database
        cannot be reached.
        """
        try:
            self._append(made, wait)
        except DBAPIError as error:
            if not error.connection_invalidated:
                raise
            if self._stored_move(made.game_id, made.seq) == (made.seat, made.move):
                return  # the commit went through before the connection was cut
            self._append(made, wait)

    def _stored_move(self, game_id: int, seq: int) -> tuple[int, Move] | None:
        moves = self.moves_after(game_id, seq - 1)
        return moves[0] if moves else None

    def append_all(self, moves: list[Made], wait: bool) -> list[Exception | None]:
        """`append` each of `moves` (of different games), all in one transaction, or each
        in its own when one of them is refused or the transaction fails (when its
        connection was cut, a move its commit stored is not written again); what each
        raised (None: it was stored)."""
        cut = False  # the connection was cut: the commit may have gone through
        if len(moves) > 1:
            try:
                with self._transaction(wait) as connection:
                    for made in moves:
                        self._write(connection, made)
                return [None] * len(moves)
            except (SQLAlchemyError, StaleVersion) as error:
                cut = isinstance(error, DBAPIError) and error.connection_invalidated
        outcomes: list[Exception | None] = []
        for made in moves:
            try:
                if not cut or self._stored_move(made.game_id, made.seq) != (made.seat, made.move):
                    self.append(made, wait)
                outcomes.append(None)
            except (SQLAlchemyError, StaleVersion) as error:
                outcomes.append(error)
        return outcomes

    def _append(self, made: Made, wait: bool) -> None:
        with self._transaction(wait) as connection:
            self._write(connection, made)

    def _write(self, connection: Connection, made: Made) -> None:
        """Run the statements of `made` in the transaction of `connection`."""
        game_id, seq = made.game_id, made.seq
        try:
            row = {"gid": game_id, "seq": seq, "seat": made.seat, "move": made.move}
            self._insert_move.run(connection, row | {"move_id": made.move_id, "created_at": now()})
            advance = {"gid": game_id, "seen": seq - 1, "seq": seq, "at": made.at}
            advance |= {"current": made.current_seat}
            if made.timing is None:
                advanced = self._advance.run(connection, advance)
            else:
                advanced = self._advance_turn.run(connection, advance | timing_values(made.timing))
            if advanced != 1:
                raise _stale(made)
            if made.result is not None:
                connection.execute(_FINISH_GAME, {"gid": game_id, "final": made.result})
                connection.execute(_FINISH_TABLE, {"gid": game_id})
        except IntegrityError:
            raise _stale(made) from None


def _locked(outcome: Exception | None) -> bool:
    """Whether `outcome` is SQLite's lock found taken by another writer."""
    return isinstance(outcome, OperationalError) and "locked" in str(outcome.orig)


def _answer(answers: list[tuple[asyncio.Future[None], Exception | None]]) -> None:
    """Answer each waiting write with its outcome (None: stored), unless it was cancelled."""
    for done, outcome in answers:
        if done.cancelled():
            continue
        if outcome is None:
            done.set_result(None)
        else:
            done.set_exception(outcome)


def _stale(made: Made) -> StaleVersion:
    """The refusal of `made`: another writer made its version first, or its seat's time ran
    out."""
    return StaleVersion(
        "Move {seq} of game {game_id} was made elsewhere, or too late.",
        seq=made.seq,
        game_id=made.game_id,
    )


class _Statement:
    """A statement compiled once for one database and run on a cursor of its driver, in
    SQLAlchemy's transaction: Core's work per execution (the compiled statement's look-up,
    its parameters' and result's set-up) cost more than SQLite's own work on a move's
    write. The values are converted as Core converts them, and the driver's errors are
    raised as Core raises them (a connection found cut is invalidated first)."""

    def __init__(self, statement: UpdateBase, dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        self.sql = compiled.string
        self.order = compiled.positiontup if compiled.positional else None
        self.converters: dict[str, Callable[[Any], Any]] = {}
        for name, bind in compiled.binds.items():
            convert = bind.type.dialect_impl(dialect).bind_processor(dialect)
            if convert is not None:
                self.converters[name] = convert

    def run(self, connection: Connection, values: dict[str, Any]) -> int:
        """Run the statement on `connection` with `values` by name; the rows it changed."""
        for name, convert in self.converters.items():
            values[name] = convert(values[name])
        params = values if self.order is None else tuple(values[n] for n in self.order)
        dialect = connection.dialect
        driver = connection.connection
        cursor = driver.cursor()
        try:
            cursor.execute(self.sql, params)
            return int(cursor.rowcount)
        except dialect.loaded_dbapi.Error as error:
            cut = dialect.is_disconnect(error, driver, cursor)
            if cut:
                connection.invalidate(error)
            raise DBAPIError.instance(
                self.sql,
                params,
                error,
                dialect.loaded_dbapi.Error,
                connection_invalidated=cut,
                dialect=dialect,
            ) from error
        finally:
            cursor.close()
