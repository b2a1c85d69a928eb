"""Notifications: what the game server calls when something happens (an invitation, a game
over, a person looking at a game), and the periodic jobs that queue turn mails and digests.
The pushes and webhook posts of the same events (server.mail.alerts) are queued with them.

Each notification is queued at most once (its dedupe key), only to confirmed addresses and
as the person chose; invitations are mailed only from accounts, so many an hour from one
host and to one person. Mail never stands in the way of play: the calls log a failure, or
a mail not sent, and return.

A turn began with the last move made by another seat (or the game's start): then the game's
`updated_at` is when the turn began, and its version names the turn. A person who made a
move since, or opened the game (Seat.seen_at), has seen it.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, Select, distinct, func, select, update
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from server.mail import alerts, letters, turns
from server.mail.outbox import queue
from server.mail.preferences import mailable
from server.persistence.games import Store
from server.persistence.models import (
    GameRecord,
    GameStatus,
    Invitation,
    MailKind,
    OutboxMail,
    Seat,
    Table,
    TurnMails,
    User,
    now,
)

log = logging.getLogger("server.mail")

TURN_MAIL_DELAY = timedelta(minutes=10)
TURN_MAIL_WINDOW = turns.WINDOW
# invitation mails an hour, at most: from one host, and to one person
INVITATION_MAILS_FROM = 10
INVITATION_MAILS_TO = 5


@contextmanager
def _quietly(db: Session, what: str) -> Iterator[None]:
    """Log a database failure of `what` (and roll back) instead of raising it."""
    try:
        yield
    except SQLAlchemyError:
        db.rollback()
        log.exception("mail: %s failed", what)


def invitation_sent(db: Session, invitation: Invitation) -> None:
    """Queue the mail and pushes of `invitation` (committed), as its person wants them,
    unless its host is a guest or the host or the person had their share of invitation
    notifications (INVITATION_MAILS_FROM, INVITATION_MAILS_TO): then it is logged, and the
    invitation is only seen in the lobby."""
    with _quietly(db, "an invitation's mail"):
        user = db.get(User, invitation.user_id)
        if user is None:
            return
        table = db.get_one(Table, invitation.table_id)
        at = now()
        mailed = mailable(user) and user.mail_invitations
        pushed = alerts.invitation(db, user, invitation, table, at)
        if not mailed and not pushed:
            return
        about = f"the invitation of user {user.id} to table {table.id}"
        if table.host.guest:
            log.info("mail: %s not mailed: the host is a guest", about)
        elif reason := _invitation_mails_spent(db, table.host_id, user.id, at):
            log.warning("mail: %s not mailed: %s", about, reason)
        else:
            mail = [letters.invitation(user, invitation, table)] if mailed else []
            queue(db, mail + pushed, at)


def _invitation_mails_spent(db: Session, host_id: int, user_id: int, at: datetime) -> str | None:
    """Why no more invitation mails go from `host_id` or to `user_id` at `at` (the outbox
    holds their share of the last hour), or None when they may. An invitation's mail and
    pushes are queued at one time: they count once."""
    since = at - timedelta(hours=1)

    def queued(whose: ColumnElement[bool]) -> int:
        kind = OutboxMail.kind == MailKind.INVITATION
        invitations = func.count(distinct(OutboxMail.created_at))
        counted = select(invitations).where(kind, OutboxMail.created_at > since, whose)
        return db.execute(counted).scalar_one()

    if queued(OutboxMail.user_id == user_id) >= INVITATION_MAILS_TO:
        return f"{INVITATION_MAILS_TO} invitation mails to them in the last hour"
    if queued(OutboxMail.sender_id == host_id) >= INVITATION_MAILS_FROM:
        return f"{INVITATION_MAILS_FROM} invitation mails from the host in the last hour"
    return None


def game_over(db: Session, game_id: int) -> None:
    """Queue the mail of game `game_id`'s end to every person at it who wants it
    (committed)."""
    with _quietly(db, "the mails of a game's end"):
        record = db.get_one(GameRecord, game_id, options=[turns.with_seats()])
        people = [s.user for s in record.table.seats if s.user is not None]
        mail = [letters.result(u, record) for u in people if mailable(u) and u.mail_results]
        at = now()
        queue(db, mail + alerts.game_over(db, record, at), at)


def looked_at(db: Session, game_id: int, user_id: int, at: datetime | None = None) -> None:
    """Record that `user_id` saw game `game_id` (at `at`, by default now), if they hold a
    seat in it; committed."""
    with _quietly(db, "a look at a game"):
        table_id = select(GameRecord.table_id).where(GameRecord.id == game_id).scalar_subquery()
        db.execute(
            update(Seat)
            .where(Seat.table_id == table_id, Seat.user_id == user_id)
            .values(seen_at=at or now())
        )
        db.commit()


async def in_store(store: Store, hook: Callable[..., object], *args: Any) -> None:
    """Call `hook(db, *args)` on a new session in one of `store`'s threads (as rooms reach
    the database); a failure is logged."""
    try:
        await store.run(_in_session, store.sessions, hook, *args)
    except Exception:
        log.exception("mail: %s failed", hook.__name__)


def _in_session(sessions: sessionmaker[Session], hook: Callable[..., object], *args: Any) -> None:
    with sessions() as db:
        hook(db, *args)


def _mailed(query: Select[GameRecord, User], choice: TurnMails) -> Select[GameRecord, User]:
    """`query`'s games and people, of the people with a confirmed address who chose
    `choice`."""
    return query.where(
        User.mail_turns == choice, User.email_verified.is_(True), User.email.is_not(None)
    )


def queue_turn_mails(db: Session, at: datetime, delay: timedelta = TURN_MAIL_DELAY) -> int:
    """Queue a 'your turn' mail for each person whose turn began more than `delay` before
    `at` (and within TURN_MAIL_WINDOW before that) and who has not seen the game since; one
    per game and turn. Returns the number queued."""
    rows = db.execute(turns.begun(_mailed(turns.waiting(), TurnMails.EACH), at, delay)).all()
    return queue(db, [letters.turn(user, record) for record, user in rows], at)


def queue_reminders(db: Session, at: datetime) -> int:
    """Queue the reminders due by `at`: a game's current person is mailed once per turn
    that a quarter of their time is left (server.clocks), if they want turn mails; each
    reminder is claimed (the game's `remind_at` cleared) so that one process sends it.
    Returns the number queued."""
    with _quietly(db, "the reminders"):
        due = db.execute(
            select(GameRecord.id, GameRecord.remind_at).where(
                GameRecord.remind_at <= at, GameRecord.status == GameStatus.PLAYING
            )
        ).all()
        letters_due = []
        for game_id, remind_at in due:
            claimed = db.scalar(
                update(GameRecord)
                .where(GameRecord.id == game_id, GameRecord.remind_at == remind_at)
                .values(remind_at=None)
                .returning(GameRecord.id)
            )
            record = db.get_one(GameRecord, game_id, options=[turns.with_seats()])
            seat = next((s for s in record.table.seats if s.seat == record.current_seat), None)
            user = None if seat is None else seat.user
            if claimed is None or user is None:
                continue
            if mailable(user) and user.mail_turns != TurnMails.OFF:
                letters_due.append(letters.reminder(user, record))
            letters_due += alerts.reminder(db, user, record, at)
        db.commit()
        return queue(db, letters_due, at)
    return 0


def queue_digests(db: Session, at: datetime, hour: int) -> int:
    """From `hour` (UTC) on, queue the day's digest for each person who chose one and has
    games waiting: one a day. Returns the number queued."""
    if at.hour < hour:
        return 0
    waiting: dict[int, list[GameRecord]] = defaultdict(list)
    people: dict[int, User] = {}
    daily = _mailed(turns.waiting(), TurnMails.DAILY).order_by(GameRecord.id)
    for record, user in db.execute(daily).all():
        waiting[user.id].append(record)
        people[user.id] = user
    return queue(db, [letters.digest(people[u], games, at) for u, games in waiting.items()], at)
