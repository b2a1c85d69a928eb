"""The tokens of mailed links (confirm an address, set a new password): random, usable once,
until they expire; only their SHA-256 is stored, so the database alone opens no link."""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, select, update
from sqlalchemy.orm import Session

from server.persistence.models import MailKind, MailToken

LIFETIMES = {MailKind.VERIFY: timedelta(days=2), MailKind.RESET: timedelta(hours=1)}


def digest(token: str) -> str:
    """What is stored of `token`: its SHA-256, in hex."""
    return hashlib.sha256(token.encode()).hexdigest()


def issue(db: Session, user_id: int, kind: MailKind, address: str, now: datetime) -> str:
    """A new token of `kind` (VERIFY or RESET) for `user_id` and `address`, valid for its
    kind's lifetime from `now`; added to `db`, not committed."""
    token = secrets.token_urlsafe(32)
    db.add(
        MailToken(
            user_id=user_id,
            kind=kind,
            token_hash=digest(token),
            address=address,
            expires_at=now + LIFETIMES[kind],
            created_at=now,
        )
    )
    return token


def _usable(token: str, kind: MailKind, now: datetime) -> tuple[ColumnElement[bool], ...]:
    return (
        MailToken.token_hash == digest(token),
        MailToken.kind == kind,
        MailToken.used_at.is_(None),
        MailToken.expires_at > now,
    )


def find(db: Session, token: str, kind: MailKind, now: datetime) -> MailToken | None:
    """The token's row if `token` is a `kind` token not yet used and not expired at `now`."""
    return db.scalar(select(MailToken).where(*_usable(token, kind, now)))


def redeem(db: Session, token: str, kind: MailKind, now: datetime) -> MailToken | None:
    """Use `token` up, if it is a usable `kind` token (see `find`): its row, or None. Of two
    at once, one gets the row. Not committed: the change it allows goes in the same
    transaction."""
    return db.scalar(
        update(MailToken)
        .where(*_usable(token, kind, now))
        .values(used_at=now)
        .returning(MailToken)
        .execution_options(synchronize_session=False)
    )


def use_up(db: Session, user_id: int, kind: MailKind, now: datetime) -> None:
    """Use up every `kind` token of `user_id` (after one of them was used); not committed."""
    db.execute(
        update(MailToken)
        .where(MailToken.user_id == user_id, MailToken.kind == kind, MailToken.used_at.is_(None))
        .values(used_at=now)
    )
