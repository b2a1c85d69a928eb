"""Whose turn is due a notification: the rules every channel (mail, push, webhooks) follows.

A turn began with the last move made by another seat (or the game's start): then the game's
`updated_at` is when it began, and its version names it. Its person is notified once it is
older than a delay, if it began within WINDOW before that (a server that was down for days
does not notify about every turn it missed), if no bot plays their seat and they have not
made a move or opened the game since (Seat.seen_at).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Select, and_, or_, select
from sqlalchemy.orm import selectinload

from server.persistence.models import GameRecord, GameStatus, MoveRecord, Seat, Table, User

WINDOW = timedelta(days=1)


def with_seats() -> Any:
    """Load a game's table and seats with it."""
    return selectinload(GameRecord.table).selectinload(Table.seats)


def waiting() -> Select[GameRecord, User]:
    """Games being played whose turn is an account's (no bot plays it for them), with that
    person."""
    return (
        select(GameRecord, User)
        .join(
            Seat,
            and_(Seat.table_id == GameRecord.table_id, Seat.seat == GameRecord.current_seat),
        )
        .join(User, User.id == Seat.user_id)
        .where(
            GameRecord.status == GameStatus.PLAYING,
            Seat.bot_level.is_(None),
            User.guest.is_(False),
        )
        .options(with_seats())
    )


def begun(
    query: Select[GameRecord, User], at: datetime, delay: timedelta
) -> Select[GameRecord, User]:
    """`query`'s games and people (of `waiting`) whose turn began more than `delay` before
    `at`, within WINDOW before that, and who have not seen the game since."""
    last_move = and_(MoveRecord.game_id == GameRecord.id, MoveRecord.seq == GameRecord.version)
    return query.outerjoin(MoveRecord, last_move).where(
        GameRecord.updated_at <= at - delay,
        GameRecord.updated_at > at - delay - WINDOW,
        or_(MoveRecord.seat.is_(None), MoveRecord.seat != GameRecord.current_seat),
        or_(Seat.seen_at.is_(None), Seat.seen_at < GameRecord.updated_at),
    )
