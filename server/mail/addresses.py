"""An account's e-mail address: set (unconfirmed, and a mail with a link to confirm it is
queued), confirmed by that link, or taken off.

Only plain addresses are taken (email-validator's rules, in ASCII: no address literals such
as name@[127.0.0.1], no quoted local parts), and only those that a mail's header reads as
the same address (no encoded words, which mail programs decode into another address).
"""

from __future__ import annotations

from datetime import datetime
from email import policy

from email_validator import EmailNotValidError, validate_email
from sqlalchemy.orm import Session

from server.errors import Invalid
from server.i18n import N_
from server.mail import letters
from server.mail.outbox import queue
from server.mail.tokens import find, redeem
from server.persistence.models import MailKind, MailToken, User

ADDRESS_RULE = N_("An address looks like name@example.org.")


def normal(address: str) -> str:
    """`address` as it is kept and looked up: trimmed, in lower case. Raises Invalid when it
    is not a plain address."""
    try:
        checked = validate_email(address.strip(), check_deliverability=False, allow_smtputf8=False)
    except EmailNotValidError:
        raise Invalid(ADDRESS_RULE) from None
    address = checked.normalized.lower()
    if _read_back(address) != [address]:
        raise Invalid(ADDRESS_RULE)
    return address


def _read_back(address: str) -> list[str]:
    """The addresses a mail's To header holding `address` names, as mail programs read it."""
    header = policy.default.header_factory("To", address)
    return [a.addr_spec for a in header.addresses]


def set_address(db: Session, user: User, address: str, now: datetime) -> bool:
    """Give `user` `address` (as `normal` makes it), unconfirmed, and queue the mail that
    confirms it (committed); the same address, confirmed already, is kept as it is. Returns
    whether a mail was queued.

    Raises Invalid for a guest or an address that is not a plain one."""
    if user.guest:
        raise Invalid("Guests have no address: make your guest an account first.")
    address = normal(address)
    if user.email == address and user.email_verified:
        return False
    user.email, user.email_verified = address, False
    db.commit()
    queue(db, [letters.verify(user, address)], now)
    return True


def remove_address(db: Session, user: User) -> None:
    """Take `user`'s address off the account: no more mail; committed."""
    user.email, user.email_verified = None, False
    db.commit()


def _holder(db: Session, found: MailToken | None) -> User | None:
    """The account of the verification token `found`, if it still has the address the token
    was mailed to."""
    user = None if found is None else db.get(User, found.user_id)
    if found is None or user is None or user.email != found.address:
        return None
    return user


def to_verify(db: Session, token: str, now: datetime) -> User | None:
    """The account whose address the verification `token` would confirm, changing nothing;
    None for a token that `verify` would refuse."""
    return _holder(db, find(db, token, MailKind.VERIFY, now))


def verify(db: Session, token: str, now: datetime) -> User | None:
    """Confirm the address the verification `token` was mailed to (committed), using the
    token up. Returns the account, or None for a token unknown, used or expired at `now`,
    or mailed to an address the account no longer has."""
    user = _holder(db, redeem(db, token, MailKind.VERIFY, now))
    if user is None:
        db.rollback()
        return None
    user.email_verified = True
    db.commit()
    return user
