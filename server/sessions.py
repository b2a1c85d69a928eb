"""Who a session cookie belongs to, and ending every session of an account.

A session holds the user's id and the account's session generation at sign-in. Logging
out counts the generation up, so every cookie made before (a copy kept elsewhere, another
browser) stops working, although a signed cookie cannot be taken back.
"""

from __future__ import annotations

import secrets
from collections.abc import MutableMapping
from typing import Any

from sqlalchemy import update
from sqlalchemy.orm import Session

from server.persistence.models import User


def start(session: MutableMapping[str, Any], user: User) -> str:
    """Start a new session for `user` in `session`; its new CSRF token."""
    session.clear()
    session["uid"] = user.id
    session["gen"] = user.session_generation
    token = session["csrf"] = secrets.token_urlsafe(32)
    if user.language:
        session["language"] = user.language
    return token


def user_of(db: Session, session: MutableMapping[str, Any]) -> User | None:
    """The user whose session this is, or None (none, or ended by a later log-out)."""
    uid = session.get("uid")
    if not isinstance(uid, int):
        return None
    user = db.get(User, uid)
    if user is None or session.get("gen") != user.session_generation:
        return None
    return user


def end_all(db: Session, user: User) -> None:
    """End every session of `user`, this one and all others."""
    db.execute(
        update(User)
        .where(User.id == user.id)
        .values(session_generation=User.session_generation + 1)
    )
    db.commit()
