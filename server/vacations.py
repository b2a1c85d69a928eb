"""Vacation days: a person may pause their per-turn clocks for whole days, up to
`DAYS_A_YEAR` days a calendar year (server.clocks).

Taking days moves the end of their vacation (from now, or from the end of the one under
way) and the deadline of every turn of theirs under way by as much; ending it early moves
those deadlines back by the time left, and gives back the whole days not used. Turns that
begin during a vacation start counting at its end (clocks.after_move).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from server import clocks
from server.clocks import Clock, ClockKind
from server.errors import Forbidden, Invalid
from server.persistence.games import timing_of, timing_values
from server.persistence.models import GameRecord, GameStatus, Seat, User

DAYS_A_YEAR = 21
DAY = timedelta(days=1)


def days_left(user: User, at: datetime) -> int:
    """The vacation days `user` may still take in the year of `at`."""
    used = user.vacation_used if user.vacation_year == at.year else 0
    return DAYS_A_YEAR - used


def on_vacation(user: User, at: datetime) -> bool:
    return user.vacation_until is not None and user.vacation_until > at


def take(db: Session, user: User, days: int, at: datetime) -> list[int]:
    """Give `user` `days` more days of vacation from `at` (or from the end of the one under
    way), committed; the games they play (whose rooms must take up the change). Raises
    Forbidden for a guest (vacation days are an account's), Invalid beyond the days left."""
    if user.guest:
        raise Forbidden("Vacation days are for accounts: register to take some.")
    left = days_left(user, at)
    if not 1 <= days <= left:
        raise Invalid(
            "You may take 1 to {left} days of vacation this year, not {days}.", left=left, days=days
        )
    start = user.vacation_until if on_vacation(user, at) else at
    assert start is not None
    user.vacation_used = DAYS_A_YEAR - left + days
    user.vacation_year = at.year
    return _move_end(db, user, start + days * DAY, at)


def end(db: Session, user: User, at: datetime) -> list[int]:
    """End `user`'s vacation at `at`, giving back the whole days not used, committed; the
    games they play. Raises Invalid when they are not on vacation."""
    if not on_vacation(user, at):
        raise Invalid("You are not on vacation.")
    assert user.vacation_until is not None
    unused = (user.vacation_until - at) // DAY
    if user.vacation_year == at.year:
        user.vacation_used = max(0, user.vacation_used - unused)
    return _move_end(db, user, at, at)


def _move_end(db: Session, user: User, until: datetime, at: datetime) -> list[int]:
    """Make `until` the end of `user`'s vacation, the deadlines of their turns under way
    in games with a clock per turn moved as much as the end (but those passed by `at`:
    their time-outs are due), committed; the games they play. A game moved on or settled
    since it was read here keeps its timing: the change is made on condition that its
    version and deadline are still those read."""
    current = user.vacation_until
    by = until - (current if current is not None and current > at else at)
    user.vacation_until = until
    games = []
    for record, seat in _seats_of(db, user):
        games.append(record.id)
        clock = Clock.model_validate(record.table.clock)
        if clock.kind == ClockKind.TURN and seat.seat == record.current_seat:
            timing = clocks.shifted(timing_of(record), by, at)
            db.execute(
                update(GameRecord)
                .where(
                    GameRecord.id == record.id,
                    GameRecord.version == record.version,
                    GameRecord.deadline == record.deadline,
                )
                .values(timing_values(timing))
                .execution_options(synchronize_session=False)
            )
    db.commit()
    return games


def _seats_of(db: Session, user: User) -> list[tuple[GameRecord, Seat]]:
    """The games being played in which `user` plays a seat (no bot plays it for them),
    with the seat."""
    rows = db.execute(
        select(GameRecord, Seat)
        .join(Seat, Seat.table_id == GameRecord.table_id)
        .where(
            GameRecord.status == GameStatus.PLAYING,
            Seat.user_id == user.id,
            Seat.bot_level.is_(None),
        )
    ).all()
    return [(record, seat) for record, seat in rows]
