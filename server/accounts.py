"""Accounts: names, password rules and hashing (Argon2), registration, log-in and guests."""

from __future__ import annotations

import re
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerifyMismatchError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from server.errors import Conflict, Invalid, NotAuthenticated
from server.persistence.models import User

NAME = re.compile(r"[A-Za-z0-9_-]{3,24}")
MIN_PASSWORD = 8


class Accounts:
    """Account operations over a database session, with the configured Argon2 costs."""

    def __init__(self, hasher: PasswordHasher) -> None:
        self.hasher = hasher

    def register(self, db: Session, name: str, password: str) -> User:
        """A new account. Raises Invalid for a bad name or weak password, Conflict if taken."""
        check_name(name)
        check_password(name, password)
        user = User(name=name, name_key=name.lower(), password_hash=self.hasher.hash(password))
        return _insert(db, user)

    def guest(self, db: Session) -> User:
        """A new guest, named guest-xxxxxx, with no password."""
        name = f"guest-{secrets.token_hex(4)}"
        return _insert(db, User(name=name, name_key=name, guest=True))

    def convert(self, db: Session, user: User, name: str, password: str) -> User:
        """Turn guest `user` into an account, keeping its seats and games.

        Raises Invalid if `user` is no guest or for a bad name or password, Conflict if taken.
        """
        if not user.guest:
            raise Invalid("This is already an account.")
        check_name(name)
        check_password(name, password)
        user.name, user.name_key = name, name.lower()
        user.password_hash = self.hasher.hash(password)
        user.guest = False
        return _insert(db, user)

    def login(self, db: Session, name: str, password: str) -> User:
        """The account `name` if `password` is its password. Raises NotAuthenticated."""
        user = by_name(db, name)
        wrong = NotAuthenticated("Wrong name or password.")
        if user is None or user.password_hash is None:
            self.hasher.hash(password)  # the same time spent for unknown names
            raise wrong
        try:
            self.hasher.verify(user.password_hash, password)
        except (VerifyMismatchError, InvalidHashError):
            raise wrong from None
        if self.hasher.check_needs_rehash(user.password_hash):
            user.password_hash = self.hasher.hash(password)
            db.commit()
        return user


def by_name(db: Session, name: str) -> User | None:
    """The user called `name` (any case), or None."""
    return db.scalar(select(User).where(User.name_key == name.lower()))


def check_name(name: str) -> None:
    """Raises Invalid unless `name` is 3 to 24 letters, digits, '-' or '_' (and no guest-)."""
    if not NAME.fullmatch(name):
        raise Invalid("A name is 3 to 24 letters, digits, '-' or '_'.")
    if name.lower().startswith("guest-"):
        raise Invalid("Names starting with 'guest-' are kept for guests.")


def check_password(name: str, password: str) -> None:
    """Raises Invalid for a weak password: short, too few different characters, or the name."""
    if len(password) < MIN_PASSWORD:
        raise Invalid(f"The password is too weak: use at least {MIN_PASSWORD} characters.")
    if len(set(password)) < 5:
        raise Invalid("The password is too weak: use at least 5 different characters.")
    if name.lower() in password.lower():
        raise Invalid("The password is too weak: it must not contain the name.")


def _insert(db: Session, user: User) -> User:
    db.add(user)
    try:
        db.commit()
    except IntegrityError:
        db.rollback()
        raise Conflict(f"The name {user.name!r} is taken.") from None
    return user
