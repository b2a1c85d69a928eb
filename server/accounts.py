"""Accounts: names, password rules and hashing (Argon2), registration, log-in and guests.

A new name is refused when it cannot be told apart from a name taken (`too_alike`): the
same but for case, look-alike characters or separators, or, from 5 characters on, one
character added, removed or replaced with the same digits.

Hashing is costly by design (time and memory): at most one hash per core but one runs at
once, and a request that cannot get a turn within a short wait is refused (429), so that a
crowd of sign-ins can neither exhaust memory nor hold the threads, or the database
connections, other requests are served by.
"""

from __future__ import annotations

import asyncio
import os
import re
import secrets
import string
from collections.abc import Callable
from typing import Any, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerifyMismatchError
from confusable_homoglyphs import confusables
from sqlalchemy import ColumnElement, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from server.errors import Conflict, Invalid, NotAuthenticated, RateLimited
from server.i18n import N_, current
from server.persistence.models import User

NAME = re.compile(r"[A-Za-z0-9_-]{3,24}")
NAME_CHARACTERS = string.ascii_letters + string.digits + "_-"
SEPARATORS = "_-"
EDITED_FROM = 5  # names at least this long collide also with those one edit away
MIN_PASSWORD = 8
# the rules in words, for the forms and the refusals
NAME_RULE = N_("A name is 3 to 24 letters, digits, '-' or '_'.")
PASSWORD_RULE = N_(  # MIN_PASSWORD characters
    "A password has at least 8 characters, 5 of them different, and does not contain the name."
)
HASH_WAIT = 2.0  # seconds a request waits for a turn to hash before it is refused
HASHERS = max(1, (os.cpu_count() or 2) - 1)  # hashes at once: a core is left for the rest

T = TypeVar("T")


class Accounts:
    """Account operations over a database session, with the configured Argon2 costs.

    The operations that hash are coroutines: waiting for a turn to hash holds no thread and
    no database connection, the hash runs in a thread of its own, the database work in
    another."""

    def __init__(self, hasher: PasswordHasher, hashers: int = HASHERS) -> None:
        self.hasher = hasher
        self.turns = asyncio.Semaphore(hashers)

    async def register(self, db: Session, name: str, password: str) -> User:
        """A new account. Raises Invalid for a bad name or weak password, Conflict if taken
        (before any hashing), RateLimited when the server is hashing all it can."""
        check_name(name)
        check_password(name, password)
        await _read(db, _unlike_any, name)
        password_hash = await self.hash(password)
        user = User(
            name=name, name_key=name_key(name), password_hash=password_hash, language=current()
        )
        return await asyncio.to_thread(_insert, db, user)

    def guest(self, db: Session) -> User:
        """A new guest, named guest-xxxxxx, with no password."""
        name = f"guest-{secrets.token_hex(4)}"
        return _insert(db, User(name=name, name_key=name_key(name), guest=True, language=current()))

    async def convert(self, db: Session, user: User, name: str, password: str) -> User:
        """Turn guest `user` into an account, keeping its seats and games; the guest's
        sessions end.

        Raises Invalid if `user` is no guest or for a bad name or password, Conflict if taken.
        """
        if not user.guest:
            raise Invalid("This is already an account.")
        check_name(name)
        check_password(name, password)
        await _read(db, _unlike_any, name)
        password_hash = await self.hash(password)
        user.name, user.name_key = name, name_key(name)
        user.password_hash = password_hash
        user.guest = False
        user.session_generation += 1  # the guest's cookies (and copies of them) stop working
        return await asyncio.to_thread(_insert, db, user)

    async def login(self, db: Session, name: str, password: str) -> User:
        """The account `name` if `password` is its password. Raises NotAuthenticated."""
        user = await _read(db, by_name, name)
        wrong = NotAuthenticated("Wrong name or password.")
        if user is None or user.password_hash is None:
            await self.hash(password)  # the same time spent for unknown names
            raise wrong
        if not await self._in_turn(_verifies, self.hasher, user.password_hash, password):
            raise wrong
        if self.hasher.check_needs_rehash(user.password_hash):
            user.password_hash = await self.hash(password)
            await asyncio.to_thread(db.commit)
        return user

    async def hash(self, password: str) -> str:
        """`password`'s hash, made in one of the hashing turns. Raises RateLimited."""
        return await self._in_turn(self.hasher.hash, password)

    async def _in_turn(self, work: Callable[..., T], *args: Any) -> T:
        """`work(*args)` in a thread, in one of the turns to hash (one per core). Raises
        RateLimited when no turn comes within HASH_WAIT."""
        try:
            await asyncio.wait_for(self.turns.acquire(), HASH_WAIT)
        except TimeoutError:
            raise RateLimited(
                "The server is busy signing people in: try again in 2 s.", retry_after=2
            ) from None
        try:
            return await asyncio.to_thread(work, *args)
        finally:
            self.turns.release()


async def _read(db: Session, work: Callable[..., T], *args: Any) -> T:
    """`work(db, *args)` in a thread, after which the session's transaction ends: its
    connection goes back to the pool before any wait for a turn to hash, and what was read
    stays readable."""

    def read_and_release() -> T:
        found = work(db, *args)
        db.commit()
        return found

    return await asyncio.to_thread(read_and_release)


def _verifies(hasher: PasswordHasher, password_hash: str, password: str) -> bool:
    try:
        return hasher.verify(password_hash, password)
    except (VerifyMismatchError, InvalidHashError):
        return False


def by_name(db: Session, name: str) -> User | None:
    """The user called `name`, in any case or with look-alike characters, or None."""
    return db.scalar(select(User).where(User.name_key == name_key(name)))


def _look_alikes() -> tuple[dict[str, str], dict[str, str]]:
    """Name characters that can be mistaken for others, in either case (by the Unicode
    confusables data), each to the one written for all of them (i, l, 1 to 1, as I looks
    like l; o, 0 to 0); and sequences that look like one character (rn like m)."""
    groups = {c: {c} for c in NAME_CHARACTERS.lower()}
    sequences = {}
    for c in NAME_CHARACTERS:
        found = confusables.is_confusable(c, greedy=True) or []
        for glyph in (g["c"] for f in found for g in f["homoglyphs"]):
            if len(glyph) == 1 and glyph in NAME_CHARACTERS:
                joined = groups[c.lower()] | groups[glyph.lower()]
                for member in joined:
                    groups[member] = joined
            elif set(glyph) <= set(NAME_CHARACTERS):
                sequences[glyph.lower()] = c.lower()
    same = {c: min(group) for c, group in groups.items() if min(group) != c}
    return same, sequences


LOOK_ALIKES, LOOK_ALIKE_SEQUENCES = _look_alikes()


def name_key(name: str) -> str:
    """What two names have in common when they cannot be told apart: the name in lower
    case, sequences that look like one character written as it, and every look-alike
    character written the same way (never longer than the name)."""
    key = name.lower()
    for sequence, character in LOOK_ALIKE_SEQUENCES.items():
        key = key.replace(sequence, character)
    return "".join(LOOK_ALIKES.get(c, c) for c in key)


def skeleton(name: str) -> str:
    """What a name looks like at a glance: its `name_key` without separators ('alice_',
    '_alice' and 'al-ice' look like 'alice')."""
    return name_key(name).translate({ord(c): None for c in SEPARATORS})


SKELETON_CHARACTERS = sorted({skeleton(c) for c in NAME_CHARACTERS} - {""})


def look_alikes(name: str) -> set[str]:
    """The skeletons of the names that may not be told apart from `name` (`too_alike`): its
    own, and when both have at least EDITED_FROM characters, those one character added,
    removed or replaced away."""
    own = skeleton(name)
    if len(own) < EDITED_FROM:
        return {own}
    cuts = range(len(own) + 1)
    added = {own[:i] + c + own[i:] for i in cuts for c in SKELETON_CHARACTERS}
    replaced = {own[:i] + c + own[i + 1 :] for i in cuts[:-1] for c in SKELETON_CHARACTERS}
    removed = {own[:i] + own[i + 1 :] for i in cuts[:-1]} if len(own) > EDITED_FROM else set()
    return {own} | added | replaced | removed


def too_alike(name: str, other: str) -> bool:
    """Whether `name` cannot be told apart from `other`, whose skeleton is among
    `look_alikes(name)`: their skeletons are the same, or they have the same digits as
    written (numbers tell names apart). 'admim', and 'rnadmin' which looks like 'madmin',
    are too like 'admin'; 'anna' and 'anne', 'bob' and 'bob2', 'player1' and 'player10'
    are different names."""
    digits = [c for c in name if c.isdigit()], [c for c in other if c.isdigit()]
    return skeleton(name) == skeleton(other) or digits[0] == digits[1]


def _stored_skeleton() -> ColumnElement[str]:
    """`skeleton` of each user's name, from the stored `name_key`."""
    stored = User.name_key.expression
    for separator in SEPARATORS:
        stored = func.replace(stored, separator, "")
    return stored


def _unlike_any(db: Session, name: str) -> None:
    """Raises Conflict if `name`, or a name too alike, is taken."""
    candidates = db.scalars(select(User.name).where(_stored_skeleton().in_(look_alikes(name))))
    found = next((other for other in candidates if too_alike(name, other)), None)
    if found is None:
        return
    if name_key(found) == name_key(name):
        raise Conflict("The name {name!r} is taken.", name=name)
    raise Conflict(
        "The name {name!r} is too like {found!r}, which is taken.", name=name, found=found
    )


def check_name(name: str) -> None:
    """Raises Invalid unless `name` is 3 to 24 letters, digits, '-' or '_' (and no guest-)."""
    if not NAME.fullmatch(name):
        raise Invalid(NAME_RULE)
    if name.lower().startswith("guest-"):
        raise Invalid("Names starting with 'guest-' are kept for guests.")


def check_password(name: str, password: str) -> None:
    """Raises Invalid for a weak password: short, too few different characters, or the name."""
    if len(password) < MIN_PASSWORD:
        raise Invalid("The password is too weak: use at least {n} characters.", n=MIN_PASSWORD)
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
        raise Conflict("The name {name!r} is taken.", name=user.name) from None
    return user
