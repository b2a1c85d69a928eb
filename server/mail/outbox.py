"""The outbox: mails, pushes and webhook posts (their channel) queued as rows, each
notification at most once (its dedupe key is unique), claimed by one sender at a time
under a lease, then marked sent, retried later or failed.

A claim picks rows that are queued, due and not leased (or whose lease ran out), then leases
them with an UPDATE that checks all that again: on PostgreSQL the rows picked are locked
(FOR UPDATE SKIP LOCKED: other senders pick others), on SQLite writers take turns; so two
senders (processes) never hold the same row. A sent row is never claimed again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from server.persistence.models import Channel, MailKind, MailStatus, OutboxMail

BATCH = 20  # mails claimed at once
LEASE = timedelta(minutes=5)  # how long a claim holds its rows
MAX_ATTEMPTS = 8
FIRST_RETRY = timedelta(minutes=1)  # then doubled after each failure: about 2 h in all
LONGEST_RETRY = timedelta(hours=1)


@dataclass(frozen=True, slots=True)
class Letter:
    """A notification to queue (its body as OutboxMail describes); `sender_id` is whose act
    queued it, if anyone's. A mail by default; a push to subscription `target_id`, or a post
    to webhook `target_id`. Sent from `due` on (by default when queued)."""

    user_id: int
    to_address: str
    subject: str
    body: str
    kind: MailKind
    dedupe_key: str
    sender_id: int | None = None
    channel: Channel = Channel.MAIL
    target_id: int | None = None
    due: datetime | None = None


def queue(db: Session, letters: Sequence[Letter], now: datetime) -> int:
    """Queue `letters` and commit; a letter whose dedupe key is in the outbox already is
    left out. Returns the number queued."""
    if not letters:
        return 0
    dialect = postgresql if db.get_bind().dialect.name == "postgresql" else sqlite
    rows = [
        {
            "user_id": letter.user_id,
            "sender_id": letter.sender_id,
            "to_address": letter.to_address,
            "subject": letter.subject[:200],
            "body": letter.body,
            "kind": letter.kind,
            "dedupe_key": letter.dedupe_key,
            "status": MailStatus.QUEUED,
            "attempts": 0,
            "next_attempt_at": letter.due or now,
            "created_at": now,
            "channel": letter.channel,
            "target_id": letter.target_id,
        }
        for letter in letters
    ]
    statement = (
        dialect.insert(OutboxMail)
        .on_conflict_do_nothing(index_elements=["dedupe_key"])
        .returning(OutboxMail.id)
    )
    queued = len(db.execute(statement, rows).all())
    db.commit()
    return queued


def _claimable(now: datetime) -> tuple[ColumnElement[bool], ...]:
    free = or_(OutboxMail.lease_until.is_(None), OutboxMail.lease_until < now)
    return OutboxMail.status == MailStatus.QUEUED, OutboxMail.next_attempt_at <= now, free


def claim(db: Session, owner: str, now: datetime, limit: int = BATCH) -> list[OutboxMail]:
    """Lease up to `limit` due mails to `owner` until `now + LEASE`, oldest first, counting an
    attempt for each; committed. Returns the mails claimed (none when another sender holds
    them)."""
    # on PostgreSQL the rows picked stay locked until the commit: other senders skip them
    picked = db.scalars(
        select(OutboxMail.id)
        .where(*_claimable(now))
        .order_by(OutboxMail.id)
        .limit(limit)
        .with_for_update(skip_locked=True)
    ).all()
    if not picked:  # nothing was written: no write lock taken while the outbox is empty
        db.rollback()
        return []
    mails = db.scalars(
        update(OutboxMail)
        .where(OutboxMail.id.in_(picked), *_claimable(now))
        .values(lease_owner=owner, lease_until=now + LEASE, attempts=OutboxMail.attempts + 1)
        .returning(OutboxMail)
        .execution_options(synchronize_session=False)
    ).all()
    for mail in mails:
        db.expunge(mail)  # kept as claimed: readable after the commit and the session
    db.commit()
    return sorted(mails, key=lambda m: m.id)


def mark_sent(db: Session, owner: str, ids: Sequence[int], now: datetime) -> None:
    """Mark the mails `ids` that `owner` holds as sent, for good; committed."""
    if ids:
        db.execute(
            update(OutboxMail)
            .where(OutboxMail.id.in_(ids), OutboxMail.lease_owner == owner)
            .values(status=MailStatus.SENT, sent_at=now, lease_until=None, last_error=None)
        )
        db.commit()


def retry_after(attempts: int) -> timedelta:
    """How long a mail waits after its `attempts`-th failed attempt."""
    later: timedelta = FIRST_RETRY * 2 ** (attempts - 1)
    return min(later, LONGEST_RETRY)


def mark_failed(
    db: Session, owner: str, mail: OutboxMail, error: str, permanent: bool, now: datetime
) -> bool:
    """Record a failed attempt at `mail` (held by `owner`): it is tried again later, or, when
    the failure is `permanent` or it was the last attempt, marked failed. Committed. Returns
    whether it was marked failed."""
    given_up = permanent or mail.attempts >= MAX_ATTEMPTS
    values: dict[str, object] = {"last_error": error[:500], "lease_until": None}
    if given_up:
        values["status"] = MailStatus.FAILED
    else:
        values["next_attempt_at"] = now + retry_after(mail.attempts)
    db.execute(
        update(OutboxMail)
        .where(OutboxMail.id == mail.id, OutboxMail.lease_owner == owner)
        .values(**values)
    )
    db.commit()
    return given_up
