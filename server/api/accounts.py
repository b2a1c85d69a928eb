"""Accounts and sessions: register, log in and out, play as a guest, turn a guest into an
account. A session is a signed HttpOnly cookie; its CSRF token comes back in every answer."""

from __future__ import annotations

from fastapi import APIRouter, Request, status

from server import sessions
from server.api.deps import DB, AccountService, CurrentUser, MaybeUser
from server.api.schemas import AccountCreate, SessionPublic, UserPublic
from server.errors import NotAuthenticated
from server.persistence.models import User
from server.throttle import LoginThrottle

router = APIRouter(prefix="/api", tags=["accounts"])


def sign_in(request: Request, user: User) -> SessionPublic:
    """Start a new session for `user` with a new CSRF token."""
    csrf = sessions.start(request.session, user)
    return SessionPublic(user=UserPublic.of(user), csrf=csrf)


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
    """Sign in. 401 for a wrong name or password; 429 after too many failures for the name
    or from the address."""
    throttle: LoginThrottle = request.app.state.login_throttle
    address = request.client.host if request.client else ""
    throttle.check(body.name, address)
    try:
        user = accounts.login(db, body.name, body.password)
    except NotAuthenticated:
        throttle.failed(body.name, address)
        raise
    throttle.succeeded(body.name)
    return sign_in(request, user)


@router.delete("/session", status_code=status.HTTP_204_NO_CONTENT)
def log_out(request: Request, user: MaybeUser, db: DB) -> None:
    """Sign out everywhere: this cookie is cleared and every session of the account ends."""
    if user is not None:
        sessions.end_all(db, user)
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
