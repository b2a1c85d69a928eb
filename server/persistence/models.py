"""The database tables: users, game tables and their seats, invitations, games, moves.

A game is stored as its setup (game name, players, seed, options) and an append-only move
log; `games.version` is the number of moves made. The primary key (game_id, seq) of the
move log is what refuses a second move for the same version, also across processes.
"""

from __future__ import annotations

import enum
from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Enum,
    ForeignKey,
    Index,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


def now() -> datetime:
    """The current time, timezone-aware (UTC)."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Base of every model."""

    type_annotation_map: ClassVar[dict[Any, Any]] = {
        dict[str, Any]: JSON,
        datetime: DateTime(timezone=True),
    }


class TableStatus(enum.StrEnum):
    """A table's lifecycle: open (seats being filled) -> playing -> finished."""

    OPEN = "open"
    PLAYING = "playing"
    FINISHED = "finished"


class GameStatus(enum.StrEnum):
    """A game's lifecycle: playing -> finished; damaged when it can no longer be loaded."""

    PLAYING = "playing"
    FINISHED = "finished"
    DAMAGED = "damaged"


def _enum(cls: type[enum.StrEnum]) -> Enum:
    return Enum(cls, native_enum=False, length=16, values_callable=lambda e: [m.value for m in e])


class User(Base):
    """An account, or a guest (no password) that can be turned into one."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(32))
    name_key: Mapped[str] = mapped_column(String(32), unique=True)  # accounts.name_key
    password_hash: Mapped[str | None] = mapped_column(String(256))
    guest: Mapped[bool] = mapped_column(default=False)
    # Sessions carry the generation they were made in; logging out counts it up, which
    # ends every session of the account made before.
    session_generation: Mapped[int] = mapped_column(default=0, server_default="0")
    created_at: Mapped[datetime] = mapped_column(default=now)


class Table(Base):
    """A table in the lobby: which game, how many seats, who hosts, whether it is public."""

    __tablename__ = "tables"

    id: Mapped[int] = mapped_column(primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    size: Mapped[int]
    options: Mapped[dict[str, Any]]
    public: Mapped[bool]
    host_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    status: Mapped[TableStatus] = mapped_column(_enum(TableStatus), default=TableStatus.OPEN)
    invite_token: Mapped[str] = mapped_column(String(64), unique=True)
    # Counted up by every change to an open table's seats or status, as its first write:
    # changes to one table wait for each other (see lobby.claim).
    version: Mapped[int] = mapped_column(server_default="0")
    created_at: Mapped[datetime] = mapped_column(default=now)

    host: Mapped[User] = relationship(lazy="joined")
    seats: Mapped[list[Seat]] = relationship(
        back_populates="table", order_by="Seat.id", cascade="all, delete-orphan"
    )
    game_record: Mapped[GameRecord | None] = relationship(back_populates="table")

    __table_args__ = (Index("ix_tables_status_public", "status", "public"),)


class Seat(Base):
    """A place at a table, held by a user or a bot.

    `seat` is the place's number: in the lobby the order of arrival (the unique key keeps a
    table from filling twice), once the game starts the seat number in the game.
    """

    __tablename__ = "seats"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), index=True)
    bot_level: Mapped[str | None] = mapped_column(String(32))
    seat: Mapped[int | None]

    table: Mapped[Table] = relationship(back_populates="seats")
    user: Mapped[User | None] = relationship(lazy="joined")

    __table_args__ = (
        UniqueConstraint("table_id", "user_id"),
        UniqueConstraint("table_id", "seat"),
    )


class Invitation(Base):
    """An invitation of a user, by name, to a table."""

    __tablename__ = "invitations"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    created_at: Mapped[datetime] = mapped_column(default=now)

    table: Mapped[Table] = relationship()

    __table_args__ = (UniqueConstraint("table_id", "user_id"),)


class Kick(Base):
    """A person the host took off a table: they come back only when invited again by name."""

    __tablename__ = "kicks"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[datetime] = mapped_column(default=now)

    __table_args__ = (UniqueConstraint("table_id", "user_id"),)


class GameRecord(Base):
    """A started game: its setup, how far it is, whose turn, and its result once over."""

    __tablename__ = "games"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id"), unique=True)
    game: Mapped[str] = mapped_column(String(32))
    players: Mapped[int]
    seed: Mapped[int] = mapped_column(BigInteger)
    options: Mapped[dict[str, Any]]
    version: Mapped[int] = mapped_column(default=0)
    current_seat: Mapped[int | None]
    status: Mapped[GameStatus] = mapped_column(_enum(GameStatus), default=GameStatus.PLAYING)
    result: Mapped[dict[str, Any] | None]
    created_at: Mapped[datetime] = mapped_column(default=now)
    updated_at: Mapped[datetime] = mapped_column(default=now)

    table: Mapped[Table] = relationship(back_populates="game_record")


class MoveRecord(Base):
    """One move of a game: its sequence number (the version it made), seat, move and time."""

    __tablename__ = "moves"

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(primary_key=True)
    seat: Mapped[int]
    move: Mapped[dict[str, Any]]
    # the id the client gave the move: a retry of it (same seat, id and version seen) is
    # answered with the move's update instead of being refused or made twice
    move_id: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=now)
