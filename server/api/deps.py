"""Dependencies of the routes: the database session, the signed-in user, the hub."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from server import sessions
from server.accounts import Accounts
from server.errors import NotAuthenticated
from server.persistence.models import User
from server.rooms.hub import Hub
from server.rooms.replays import Replays

log = logging.getLogger(__name__)


def get_db(request: Request) -> Iterator[Session]:
    """A database session for one request. Closing it after the answer went out cannot
    fail the request (a connection the database cut is only logged)."""
    db = request.app.state.sessions()
    try:
        yield db
    finally:
        try:
            db.close()
        except DBAPIError as error:
            log.warning("a database session could not be closed: %s", error.orig)


DB = Annotated[Session, Depends(get_db)]


def get_maybe_user(request: Request, db: DB) -> User | None:
    """The signed-in user (or guest), or None."""
    return sessions.user_of(db, request.session)


MaybeUser = Annotated[User | None, Depends(get_maybe_user)]


def get_user(user: MaybeUser) -> User:
    """The signed-in user (or guest). Raises NotAuthenticated."""
    if user is None:
        raise NotAuthenticated("Log in, or play as a guest, first.")
    return user


CurrentUser = Annotated[User, Depends(get_user)]


def get_accounts(request: Request) -> Accounts:
    """The account service (password hashing configured from the settings)."""
    accounts: Accounts = request.app.state.accounts
    return accounts


AccountService = Annotated[Accounts, Depends(get_accounts)]


def get_hub(request: Request) -> Hub:
    """The hub of live rooms."""
    hub: Hub = request.app.state.hub
    return hub


Rooms = Annotated[Hub, Depends(get_hub)]


def get_replays(request: Request) -> Replays:
    """The kept states of the games replayed lately."""
    replays: Replays = request.app.state.replays
    return replays


Kept = Annotated[Replays, Depends(get_replays)]


def client_of(request: Request, user: User | None) -> tuple[str, object]:
    """Who asks, for bounds per client: a person by their account, an anonymous client by
    its address."""
    if user is not None:
        return ("user", user.id)
    return ("address", request.client.host if request.client is not None else None)
