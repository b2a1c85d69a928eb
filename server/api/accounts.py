"""Accounts and sessions: register, log in and out, play as a guest, turn a guest into an
account. A session is a signed HttpOnly cookie; its CSRF token comes back in every answer."""

from __future__ import annotations

import secrets

from fastapi import APIRouter, Request, status

from server.api.deps import DB, AccountService, CurrentUser, MaybeUser
from server.api.schemas import AccountCreate, SessionPublic, UserPublic
from server.persistence.models import User

router = APIRouter(prefix="/api", tags=["accounts"])


def sign_in(request: Request, user: User) -> SessionPublic:
    """Start a new session for `user` with a new CSRF token."""
    request.session.clear()
    request.session["uid"] = user.id
    request.session["csrf"] = secrets.token_urlsafe(32)
    return SessionPublic(user=UserPublic.of(user), csrf=request.session["csrf"])


@router.get("/session")
def current_session(request: Request, user: MaybeUser) -> SessionPublic:
    """Who is signed in, and the CSRF token to send with changes."""
    if user is None:
        return SessionPublic(user=None, csrf=None)
    return SessionPublic(user=UserPublic.of(user), csrf=request.session.get("csrf"))


@router.post("/accounts", status_code=status.HTTP_201_CREATED)
def register(
    body: AccountCreate, request: Request, db: DB, accounts: AccountService
) -> SessionPublic:
    """Create an account and sign in. 422 for a bad name or weak password, 409 if taken."""
    return sign_in(request, accounts.register(db, body.name, body.password))


@router.post("/session")
def log_in(
    body: AccountCreate, request: Request, db: DB, accounts: AccountService
) -> SessionPublic:
    """Sign in. 401 for a wrong name or password."""
    return sign_in(request, accounts.login(db, body.name, body.password))


@router.delete("/session", status_code=status.HTTP_204_NO_CONTENT)
def log_out(request: Request) -> None:
    """Sign out: the session cookie is cleared."""
    request.session.clear()


@router.post("/guests", status_code=status.HTTP_201_CREATED)
def play_as_guest(request: Request, db: DB, accounts: AccountService) -> SessionPublic:
    """Sign in as a new guest, who can later become an account."""
    return sign_in(request, accounts.guest(db))


@router.post("/accounts/convert")
def convert_guest(
    body: AccountCreate, request: Request, user: CurrentUser, db: DB, accounts: AccountService
) -> SessionPublic:
    """Turn the signed-in guest into an account, keeping its tables and games."""
    return sign_in(request, accounts.convert(db, user, body.name, body.password))
