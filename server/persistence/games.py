"""Storing and loading games: a game's setup, and its moves one short transaction each.

The calls block; rooms make them through `Store.run`, in the store's threads, so the event
loop goes on while the database works or waits."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine, bindparam, insert, select, update
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from server.errors import Damaged, NotFound, StaleVersion
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

DAMAGED = "Game {} is damaged: it can no longer be loaded, and is kept as it was."

# The statements of a move, built once (building them costs more than running them).
_INSERT_MOVE = insert(MoveRecord)
_ADVANCE = (
    update(GameRecord)
    .where(GameRecord.id == bindparam("gid"), GameRecord.version == bindparam("seen"))
    .values(version=bindparam("seq"), current_seat=bindparam("current"), updated_at=bindparam("at"))
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


BOT_NAMES = ("Alder", "Bramble", "Clover", "Dewberry", "Elder", "Foxglove", "Gorse", "Heather")


def seat_name(seat: Seat) -> str:
    """The name a seat shows: its user's, and the bot playing it once they resigned, e.g.
    "ann (resigned, medium bot)"; a bot's own name (the table's bots, by seat id, are named
    in the order of BOT_NAMES) and its level, e.g. "Bramble (medium bot)"."""
    if seat.user is not None and seat.resigned_at is not None:
        return f"{seat.user.name} (resigned, {seat.bot_level} bot)"
    if seat.user is not None:
        return seat.user.name
    bots = sorted(s.id for s in seat.table.seats if s.bot_level is not None and s.user is None)
    return f"{BOT_NAMES[bots.index(seat.id) % len(BOT_NAMES)]} ({seat.bot_level} bot)"


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a seat: a user, or a bot of some level (also a user's seat once they
    resigned it, at `resigned_at`); and the name the table shows."""

    user_id: int | None
    bot_level: str | None
    name: str
    resigned_at: datetime | None = None

    @property
    def resigned(self) -> bool:
        """Whether the seat's person resigned it (a bot plays it)."""
        return self.resigned_at is not None


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


def _holders(seats: list[Seat]) -> tuple[Holder, ...]:
    return tuple(Holder(s.user_id, s.bot_level, seat_name(s), s.resigned_at) for s in seats)


class Store:
    """Loads games and appends moves, one short transaction each.

    The calls wait in the store's threads, never on the event loop: a database that is slow
    or locked holds up the moves waiting for it, but no other socket. On a database server,
    a pool of threads. SQLite takes one writer at a time: one thread, and two connections
    kept for writes: one that never waits for SQLite's lock, used on the event loop's thread
    (a move's write takes a fraction of a millisecond, less than handing it to a thread),
    and one that waits for it (up to SQLite's busy timeout), used in the store's thread when
    the first found the lock taken by another writer.
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.sessions = sessionmaker(engine)
        self.sqlite = engine.dialect.name == "sqlite"
        self.executor = ThreadPoolExecutor(1 if self.sqlite else 8, thread_name_prefix="store")
        self._writers: dict[bool, Connection] = {}  # SQLite: by whether it waits for the lock

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
        """A transaction, committed at the end; on SQLite, on the connection kept for writes
        that `wait` for SQLite's lock, or that fail at once when another writer has it."""
        if not self.sqlite:
            with self.engine.begin() as connection:
                yield connection
            return
        writer = self._writers.get(wait)
        if writer is None:
            writer = self._writers[wait] = self.engine.connect()
            if not wait:
                writer.exec_driver_sql("PRAGMA busy_timeout = 0")
                writer.commit()
        with writer.begin():
            yield writer

    async def save_move(
        self,
        game_id: int,
        seq: int,
        seat: int,
        move: dict[str, Any],
        current_seat: int | None,
        result: dict[str, Any] | None,
        move_id: str | None = None,
    ) -> None:
        """`append` the move without the event loop ever waiting for the database: on
        SQLite, tried at once on the loop's thread, and in the store's thread (which waits
        for SQLite's lock) only when another writer holds the lock."""
        args = (game_id, seq, seat, move, current_seat, result, move_id)
        if self.sqlite:
            try:
                return self.append(*args, wait=False)
            except OperationalError as error:
                if "locked" not in str(error.orig):
                    raise
        await self.run(self.append, *args)

    def load(self, game_id: int) -> tuple[Setup, list[tuple[int, dict[str, Any]]]]:
        """The setup of game `game_id` and its moves as (seat, move).

        Raises NotFound; Damaged for a game marked damaged; ValueError when the table's
        seats are not the game's seats 0 to players - 1.
        """
        with self.sessions() as db:
            record = db.get(GameRecord, game_id)
            if record is None:
                raise NotFound(f"There is no game {game_id}.")
            if record.status == GameStatus.DAMAGED:
                raise Damaged(DAMAGED.format(game_id))
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
            )
            return setup, self._moves(db, game_id, 0)

    def holders(self, game_id: int) -> tuple[Holder, ...]:
        """Who holds each seat of game `game_id` now, in seat order."""
        with self.sessions() as db:
            record = db.get_one(GameRecord, game_id)
            return _holders(self._seats(db, record.table_id))

    def resign(self, game_id: int, seat: int, level: str) -> bool:
        """Hand `seat` of game `game_id`, being played, to a bot of `level`, marked resigned
        now, committed; whether it was (False: resigned already, or the game is over)."""
        playing = select(GameRecord.table_id).where(
            GameRecord.id == game_id, GameRecord.status == GameStatus.PLAYING
        )
        with self.sessions() as db:
            changed = db.scalar(
                update(Seat)
                .where(
                    Seat.table_id == playing.scalar_subquery(),
                    Seat.seat == seat,
                    Seat.user_id.is_not(None),
                    Seat.resigned_at.is_(None),
                )
                .values(bot_level=level, resigned_at=now())
                .returning(Seat.id)
            )
            db.commit()
            return changed is not None

    @staticmethod
    def _seats(db: Session, table_id: int) -> list[Seat]:
        return list(db.scalars(select(Seat).where(Seat.table_id == table_id).order_by(Seat.seat)))

    def moves_after(self, game_id: int, version: int) -> list[tuple[int, dict[str, Any]]]:
        """The moves of game `game_id` after `version`, as (seat, move)."""
        with self.sessions() as db:
            return self._moves(db, game_id, version)

    @staticmethod
    def _moves(db: Session, game_id: int, version: int) -> list[tuple[int, dict[str, Any]]]:
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

    def append(
        self,
        game_id: int,
        seq: int,
        seat: int,
        move: dict[str, Any],
        current_seat: int | None,
        result: dict[str, Any] | None,
        move_id: str | None = None,
        wait: bool = True,
    ) -> None:
        """Write move `seq` of game `game_id` and the game's new version, committed; on
        SQLite, without waiting for its lock unless `wait`.

        A write whose connection was cut (the database restarted, the connection ended)
        is tried once more on a new one, unless the first try's commit went through.
        Raises StaleVersion when move `seq` is already there (another writer was first),
        OperationalError when the database cannot be reached.
        """
        try:
            self._append(game_id, seq, seat, move, current_seat, result, move_id, wait)
        except DBAPIError as error:
            if not error.connection_invalidated:
                raise
            if self._stored_move(game_id, seq) == (seat, move):
                return  # the commit went through before the connection was cut
            self._append(game_id, seq, seat, move, current_seat, result, move_id, wait)

    def _stored_move(self, game_id: int, seq: int) -> tuple[int, dict[str, Any]] | None:
        moves = self.moves_after(game_id, seq - 1)
        return moves[0] if moves else None

    def _append(
        self,
        game_id: int,
        seq: int,
        seat: int,
        move: dict[str, Any],
        current_seat: int | None,
        result: dict[str, Any] | None,
        move_id: str | None,
        wait: bool,
    ) -> None:
        stale = StaleVersion(f"Move {seq} of game {game_id} was made elsewhere.")
        try:
            with self._transaction(wait) as connection:
                row = {"game_id": game_id, "seq": seq, "seat": seat, "move": move}
                connection.execute(_INSERT_MOVE, row | {"move_id": move_id})
                changed = connection.execute(
                    _ADVANCE,
                    {
                        "gid": game_id,
                        "seen": seq - 1,
                        "seq": seq,
                        "current": current_seat,
                        "at": now(),
                    },
                ).rowcount
                if changed != 1:
                    raise stale
                if result is not None:
                    connection.execute(_FINISH_GAME, {"gid": game_id, "final": result})
                    connection.execute(_FINISH_TABLE, {"gid": game_id})
        except IntegrityError:
            raise stale from None
