"""What a room reads from and writes to the database (blocking; rooms call it in a thread)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from server.errors import NotFound, StaleVersion
from server.persistence.models import (
    GameRecord,
    GameStatus,
    MoveRecord,
    Seat,
    Table,
    TableStatus,
    now,
)


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a seat: a user, or a bot of some level."""

    user_id: int | None
    bot_level: str | None


@dataclass(frozen=True, slots=True)
class Setup:
    """A game's setup: with its moves, everything needed to rebuild its state."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    holders: tuple[Holder, ...]
    public: bool


class Store:
    """Loads games and appends moves, one short transaction each."""

    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self.sessions = sessions

    def load(self, game_id: int) -> tuple[Setup, list[tuple[int, dict[str, Any]]]]:
        """The setup of game `game_id` and its moves as (seat, move). Raises NotFound."""
        with self.sessions() as db:
            record = db.get(GameRecord, game_id)
            if record is None:
                raise NotFound(f"There is no game {game_id}.")
            seats = db.scalars(
                select(Seat).where(Seat.table_id == record.table_id).order_by(Seat.seat)
            ).all()
            setup = Setup(
                record.game,
                record.players,
                record.seed,
                record.options,
                tuple(Holder(s.user_id, s.bot_level) for s in seats),
                record.table.public,
            )
            return setup, self._moves(db, game_id, 0)

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

    def append(
        self,
        game_id: int,
        seq: int,
        seat: int,
        move: dict[str, Any],
        current_seat: int | None,
        result: dict[str, Any] | None,
    ) -> None:
        """Write move `seq` of game `game_id` and the game's new version, committed.

        Raises StaleVersion when move `seq` is already there (another writer was first).
        """
        with self.sessions() as db:
            db.add(MoveRecord(game_id=game_id, seq=seq, seat=seat, move=move))
            values: dict[str, Any] = {
                "version": seq,
                "current_seat": current_seat,
                "updated_at": now(),
            }
            if result is not None:
                values |= {"status": GameStatus.FINISHED, "result": result}
            try:
                db.flush()
                changed = db.execute(
                    update(GameRecord)
                    .where(GameRecord.id == game_id, GameRecord.version == seq - 1)
                    .values(**values)
                ).rowcount  # type: ignore[attr-defined]
                if changed != 1:
                    raise StaleVersion(f"Move {seq} of game {game_id} was made elsewhere.")
                if result is not None:
                    db.execute(
                        update(Table)
                        .where(Table.game_record.has(GameRecord.id == game_id))
                        .values(status=TableStatus.FINISHED)
                    )
                db.commit()
            except IntegrityError:
                db.rollback()
                raise StaleVersion(f"Move {seq} of game {game_id} was made elsewhere.") from None
