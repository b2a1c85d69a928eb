"""The lobby's rules: tables, seats, invitations, starting games, and "my games".

Every function works on a database session, commits what it changes, and raises a
`Refusal` (nothing changed) for what the rules do not allow.
"""

from __future__ import annotations

import random
import secrets
from typing import Any

from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from server.accounts import by_name
from server.errors import Conflict, Forbidden, Invalid, NotFound
from server.games import registry
from server.games.base import Game
from server.persistence.models import (
    GameRecord,
    GameStatus,
    Invitation,
    Seat,
    Table,
    TableStatus,
    User,
)


def create_table(
    db: Session, host: User, game: str, size: int, options: dict[str, Any], public: bool
) -> Table:
    """A new open table for `game` with `size` seats, the host in the first; its options
    checked by the game's option schema and stored with every default filled in.

    Raises Invalid for an unknown game, a size it cannot be played with, or bad options
    (naming the option).
    """
    try:
        rules = registry.get(game)
    except KeyError:
        raise Invalid(f"There is no game {game!r}; games: {', '.join(registry.names())}.") from None
    if size not in rules.player_counts:
        counts = ", ".join(str(n) for n in rules.player_counts)
        raise Invalid(f"{rules.title} is played by {counts} players, not {size}.")
    normal = checked_options(rules, size, options)
    table = Table(
        game=game,
        size=size,
        options=normal,
        public=public,
        host=host,
        invite_token=secrets.token_urlsafe(24),
        seats=[Seat(user_id=host.id, seat=0)],
    )
    db.add(table)
    db.commit()
    return table


def checked_options(rules: Game, size: int, options: dict[str, Any]) -> dict[str, Any]:
    """`options` with the defaults filled in, as the game's option schema reads them.

    Raises Invalid naming the first option refused."""
    try:
        normal = rules.options.model_validate(options).model_dump(mode="json")
        rules.new(size, 0, normal)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "options"
        raise Invalid(f"Option {where}: {first['msg']}.") from None
    except ValueError as error:
        raise Invalid(f"Options refused: {error}.") from None
    return normal


def get_table(db: Session, table_id: int) -> Table:
    """The table `table_id` with its seats. Raises NotFound."""
    table = db.scalar(select(Table).where(Table.id == table_id).options(selectinload(Table.seats)))
    if table is None:
        raise NotFound(f"There is no table {table_id}.")
    return table


def by_token(db: Session, token: str) -> Table:
    """The table whose invitation link carries `token`. Raises NotFound."""
    table = db.scalar(select(Table).where(Table.invite_token == token))
    if table is None:
        raise NotFound("This invitation link is not valid.")
    return table


def is_invited(db: Session, table: Table, user: User) -> bool:
    """Whether `user` was invited to `table` by name."""
    found = db.scalar(
        select(Invitation.id).where(Invitation.table_id == table.id, Invitation.user_id == user.id)
    )
    return found is not None


def can_see(db: Session, table: Table, user: User | None) -> bool:
    """Whether `user` may see `table`: public, or seated, or invited."""
    if table.public:
        return True
    if user is None:
        return False
    return any(s.user_id == user.id for s in table.seats) or is_invited(db, table, user)


def list_open(db: Session) -> list[Table]:
    """Open public tables, newest first."""
    return list(
        db.scalars(
            select(Table)
            .where(Table.status == TableStatus.OPEN, Table.public.is_(True))
            .options(selectinload(Table.seats))
            .order_by(Table.id.desc())
            .limit(200)
        )
    )


def join(db: Session, table: Table, user: User, token: str | None = None) -> Table:
    """Seat `user` at `table`. Private tables need an invitation or the link's token.

    Raises Conflict if the table is not open, is full or `user` is seated; Forbidden if
    `user` may not join.
    """
    _open(table)
    if any(s.user_id == user.id for s in table.seats):
        raise Conflict("You are already at this table.")
    allowed = (
        table.public
        or (token is not None and secrets.compare_digest(token, table.invite_token))
        or is_invited(db, table, user)
    )
    if not allowed:
        raise Forbidden("This table is private: you need an invitation.")
    _add_seat(db, table, Seat(user_id=user.id))
    return table


def leave(db: Session, table: Table, user: User) -> Table | None:
    """Take `user` off `table` before the game starts; the table, or None if it was closed.

    A leaving host hands the table to the next person seated; with nobody left it closes.
    Raises Conflict if the game started, NotFound if `user` is not seated.
    """
    _open(table)
    seat = next((s for s in table.seats if s.user_id == user.id), None)
    if seat is None:
        raise NotFound("You are not at this table.")
    table.seats.remove(seat)
    if table.host_id == user.id:
        heir = next((s.user for s in table.seats if s.user is not None), None)
        if heir is None:
            db.delete(table)
            db.commit()
            return None
        table.host = heir
    db.commit()
    return table


def kick(db: Session, table: Table, host: User, seat_id: int) -> Table:
    """The host takes seat `seat_id` (a person or a bot) off the table.

    Raises Forbidden unless `host` hosts it, NotFound for no such seat, Invalid for oneself.
    """
    _host(table, host)
    _open(table)
    seat = next((s for s in table.seats if s.id == seat_id), None)
    if seat is None:
        raise NotFound(f"There is no seat {seat_id} at this table.")
    if seat.user_id == host.id:
        raise Invalid("The host cannot kick themself; leave the table instead.")
    table.seats.remove(seat)
    db.commit()
    return table


def add_bot(db: Session, table: Table, host: User, level: str) -> Table:
    """The host gives an empty seat to a bot of `level`. Raises Forbidden, Conflict, Invalid."""
    _host(table, host)
    _open(table)
    levels = registry.get(table.game).bot_levels
    if level not in levels:
        raise Invalid(f"There is no bot level {level!r}; levels: {', '.join(levels)}.")
    _add_seat(db, table, Seat(bot_level=level))
    return table


def invite(db: Session, table: Table, host: User, name: str) -> Invitation:
    """The host invites the user called `name`. Raises Forbidden, NotFound, Conflict."""
    _host(table, host)
    _open(table)
    user = by_name(db, name)
    if user is None:
        raise NotFound(f"There is no user {name!r}.")
    if any(s.user_id == user.id for s in table.seats):
        raise Conflict(f"{user.name} is already at this table.")
    invitation = Invitation(table_id=table.id, user_id=user.id)
    db.add(invitation)
    try:
        db.commit()
    except IntegrityError:
        db.rollback()
        raise Conflict(f"{user.name} is already invited.") from None
    return invitation


def invitations(db: Session, user: User) -> list[Table]:
    """The open tables `user` is invited to and not yet seated at."""
    tables = db.scalars(
        select(Table)
        .join(Invitation, Invitation.table_id == Table.id)
        .where(Invitation.user_id == user.id, Table.status == TableStatus.OPEN)
        .options(selectinload(Table.seats))
        .order_by(Invitation.id.desc())
    )
    return [t for t in tables if all(s.user_id != user.id for s in t.seats)]


def start(db: Session, table: Table, host: User, order: list[int] | None) -> GameRecord:
    """Start the game of a full table: seats in `order` (seat ids), or shuffled if None.

    Raises Forbidden unless `host` hosts it, Conflict if it is not open or not full,
    Invalid if `order` is not every seat id once.
    """
    _host(table, host)
    _open(table)
    if len(table.seats) != table.size:
        raise Conflict(f"The table is not full ({len(table.seats)} of {table.size} seats).")
    by_id = {s.id: s for s in table.seats}
    if order is None:
        order = list(by_id)
        random.SystemRandom().shuffle(order)
    elif sorted(order) != sorted(by_id):
        raise Invalid(f"The order must name every seat once: {sorted(by_id)}.")
    for seat in table.seats:
        seat.seat = None
    db.flush()
    for number, seat_id in enumerate(order):
        by_id[seat_id].seat = number
    rules = registry.get(table.game)
    seed = secrets.randbits(62)
    state = rules.new(table.size, seed, table.options)
    record = GameRecord(
        table=table,
        game=table.game,
        players=table.size,
        seed=seed,
        options=table.options,
        current_seat=rules.current_seat(state),
    )
    table.status = TableStatus.PLAYING
    db.add(record)
    db.commit()
    return record


def my_games(db: Session, user: User) -> list[tuple[GameRecord, int]]:
    """`user`'s games with the seat held: ones waiting for `user` first, then the others
    being played, then finished ones; the most recently changed first within each."""
    rows = db.execute(
        select(GameRecord, Seat.seat)
        .join(Seat, Seat.table_id == GameRecord.table_id)
        .where(Seat.user_id == user.id)
        .options(selectinload(GameRecord.table).selectinload(Table.seats))
        .order_by(GameRecord.updated_at.desc())
        .limit(500)
    ).all()
    games = [(g, seat) for g, seat in rows if seat is not None]

    def rank(item: tuple[GameRecord, int]) -> int:
        record, seat = item
        if record.status == GameStatus.FINISHED:
            return 2
        return 0 if record.current_seat == seat else 1

    return sorted(games, key=rank)


def _open(table: Table) -> None:
    if table.status != TableStatus.OPEN:
        raise Conflict(f"The table is {table.status.value}, no longer open.")


def _host(table: Table, user: User) -> None:
    if table.host_id != user.id:
        raise Forbidden("Only the host may do that.")


def _add_seat(db: Session, table: Table, seat: Seat) -> None:
    """Put `seat` in the lowest free place; the unique (table, seat) key refuses a race."""
    taken = {s.seat for s in table.seats}
    free = [n for n in range(table.size) if n not in taken]
    if not free:
        raise Conflict("The table is full.")
    seat.seat = free[0]
    table.seats.append(seat)
    try:
        db.commit()
    except IntegrityError:
        db.rollback()
        raise Conflict("That seat was just taken.") from None
