"""Setting a new password by mail: a request by name or address (answered the same whether
or not an account matches), a mail with a link that works once for an hour, and the new
password, which ends every other session of the account."""

from __future__ import annotations

import asyncio
from datetime import datetime

from limits import parse
from sqlalchemy import select
from sqlalchemy.orm import Session

from server.accounts import Accounts, by_name, check_password
from server.errors import Invalid
from server.i18n import N_
from server.mail import letters
from server.mail.addresses import normal
from server.mail.outbox import queue
from server.mail.preferences import mailable
from server.mail.tokens import find, redeem, use_up
from server.persistence.models import MailKind, User
from server.throttle import Budgets

RESETS_PER_ACCOUNT = parse("3 per hour")  # mails; beyond, requests are ignored unseen
EXPIRED = N_("This link has expired or was used already: ask for a new one.")


def accounts_for(db: Session, who: str) -> list[User]:
    """The accounts `who` names, by name or by address, that have a confirmed address."""
    try:
        found = list(db.scalars(select(User).where(User.email == normal(who))))
    except Invalid:  # not an address: a name
        user = by_name(db, who.strip())
        found = [] if user is None else [user]
    return [u for u in found if mailable(u)]


def request_reset(db: Session, who: str, budgets: Budgets, now: datetime) -> None:
    """Queue a mail with a password link for each account `who` names, up to
    RESETS_PER_ACCOUNT; nothing tells whether any did (committed)."""
    wanted = [
        u
        for u in accounts_for(db, who)
        if budgets.limiter.hit(RESETS_PER_ACCOUNT, "reset", str(u.id))
    ]
    queue(db, [letters.reset(u) for u in wanted], now)


async def reset_password(
    db: Session, accounts: Accounts, token: str, password: str, now: datetime
) -> User:
    """Give the account of the password `token` the new `password` (committed), using the
    token (and the account's other password tokens) up and ending every session of the
    account. Returns the account.

    Raises Invalid for a token unknown, used or expired at `now`, or a weak password (the
    token then stays usable); RateLimited when the server hashes all it can."""
    found = await asyncio.to_thread(find, db, token, MailKind.RESET, now)
    user = None if found is None else await asyncio.to_thread(db.get, User, found.user_id)
    if user is None:
        raise Invalid(EXPIRED)
    check_password(user.name, password)
    password_hash = await accounts.hash(password)
    return await asyncio.to_thread(_set_password, db, user, token, password_hash, now)


def _set_password(db: Session, user: User, token: str, password_hash: str, now: datetime) -> User:
    if redeem(db, token, MailKind.RESET, now) is None:
        db.rollback()
        raise Invalid(EXPIRED)
    use_up(db, user.id, MailKind.RESET, now)
    user.password_hash = password_hash
    user.session_generation += 1  # every session made before ends
    db.commit()
    return user
