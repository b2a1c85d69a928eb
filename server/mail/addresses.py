"""An account's e-mail address: set (unconfirmed, and a mail with a link to confirm it is
queued), confirmed by that link, or taken off."""

from __future__ import annotations

import re
from datetime import datetime

from sqlalchemy.orm import Session

from server.errors import Invalid
from server.mail import letters
from server.mail.outbox import queue
from server.mail.tokens import redeem
from server.persistence.models import MailKind, User

ADDRESS = re.compile(r"[^@\s]+@[^@\s.]+(\.[^@\s.]+)+")
MAX_ADDRESS = 254
ADDRESS_RULE = "An address looks like name@example.org."


def normal(address: str) -> str:
    """`address` as it is kept and looked up: trimmed, in lower case. Raises Invalid when it
    does not look like an address."""
    address = address.strip().lower()
    if len(address) > MAX_ADDRESS or not ADDRESS.fullmatch(address):
        raise Invalid(ADDRESS_RULE)
    return address


def set_address(db: Session, user: User, address: str, now: datetime) -> None:
    """Give `user` `address`, unconfirmed, and queue the mail that confirms it (committed);
    the same address, confirmed already, is kept as it is.

    Raises Invalid for a guest or an address that does not look like one."""
    if user.guest:
        raise Invalid("Guests have no address: make your guest an account first.")
    address = normal(address)
    if user.email == address and user.email_verified:
        return
    user.email, user.email_verified = address, False
    db.commit()
    queue(db, [letters.verify(user, address)], now)


def remove_address(db: Session, user: User) -> None:
    """Take `user`'s address off the account: no more mail; committed."""
    user.email, user.email_verified = None, False
    db.commit()


def verify(db: Session, token: str, now: datetime) -> User | None:
    """Confirm the address the verification `token` was mailed to (committed), using the
    token up. Returns the account, or None for a token unknown, used or expired at `now`,
    or mailed to an address the account no longer has."""
    found = redeem(db, token, MailKind.VERIFY, now)
    user = None if found is None else db.get(User, found.user_id)
    if found is None or user is None or user.email != found.address:
        db.rollback()
        return None
    user.email_verified = True
    db.commit()
    return user
