"""Accounts and sessions: register, log in and out, play as a guest, turn a guest into an
account. A session is a signed HttpOnly cookie; its CSRF token comes back in every answer."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Request, status

from server import sessions, vacations
from server.api.deps import DB, AccountService, CurrentUser, MaybeUser, Rooms
from server.api.schemas import AccountCreate, SessionPublic, UserPublic, Vacation, VacationCreate
from server.errors import NotAuthenticated
from server.i18n import N_
from server.persistence.models import User
from server.throttle import Budgets, LoginThrottle

router = APIRouter(prefix="/api", tags=["accounts"])


def address(request: Request) -> str:
    """The client's address (a proxy's forwarded one only from a trusted proxy: see
    FORWARDED_ALLOW_IPS in README.md)."""
    return request.client.host if request.client else ""


def spend_a_hash(request: Request) -> None:
    """Count one password hash against the client's address. Raises RateLimited."""
    budgets: Budgets = request.app.state.budgets
    said = N_("Too many sign-ins from your address: try again in {wait} s.")
    budgets.spend(budgets.hashes, "hash", address(request), message=said)


def sign_in(request: Request, user: User) -> SessionPublic:
    """Start a new session for `user` with a new CSRF token."""
    csrf = sessions.start(request.session, user)
    return SessionPublic(user=UserPublic.of(user), csrf=csrf)


@router.get("/session")
def current_session(request: Request, user: MaybeUser) -> SessionPublic:
    """Who is signed in, and the CSRF token to send with changes. A cookie whose session
    ended (signed out elsewhere, a new password) is cleared, so that its stale CSRF token
    does not refuse the browser's next sign-in."""
    if user is None:
        request.session.clear()
        return SessionPublic(user=None, csrf=None)
    return SessionPublic(user=UserPublic.of(user), csrf=request.session.get("csrf"))


@router.post("/accounts", status_code=status.HTTP_201_CREATED)
async def register(
    body: AccountCreate, request: Request, db: DB, accounts: AccountService
) -> SessionPublic:
    """Create an account and sign in. 422 for a bad name or weak password, 409 if taken,
    429 when the address or the server hashes too much."""
    spend_a_hash(request)
    return sign_in(request, await accounts.register(db, body.name, body.password))


@router.post("/session")
async def log_in(
    body: AccountCreate, request: Request, db: DB, accounts: AccountService
) -> SessionPublic:
    """Sign in. 401 for a wrong name or password; 429 after too many failures for the name
    from the address or from the address, or when it or the server hashes too much."""
    throttle: LoginThrottle = request.app.state.login_throttle
    where = address(request)
    throttle.check(body.name, where)
    spend_a_hash(request)
    try:
        user = await accounts.login(db, body.name, body.password)
    except NotAuthenticated:
        throttle.failed(body.name, where)
        raise
    throttle.succeeded(body.name, where)
    return sign_in(request, user)


@router.delete("/session", status_code=status.HTTP_204_NO_CONTENT)
async def log_out(request: Request, user: MaybeUser, db: DB, hub: Rooms) -> None:
    """Sign out everywhere: this cookie is cleared, every session of the account ends and
    its open sockets are closed (on every server process)."""
    if user is not None:
        await asyncio.to_thread(sessions.end_all, db, user)
        hub.sign_out(user.id)
    request.session.clear()


@router.post("/guests", status_code=status.HTTP_201_CREATED)
def play_as_guest(request: Request, db: DB, accounts: AccountService) -> SessionPublic:
    """Sign in as a new guest, who can later become an account. 429 after too many guests
    from the address."""
    budgets: Budgets = request.app.state.budgets
    said = N_("Too many guests from your address: try again in {wait} s.")
    budgets.spend(budgets.guests, "guest", address(request), message=said)
    return sign_in(request, accounts.guest(db))


@router.post("/accounts/convert")
async def convert_guest(
    body: AccountCreate, request: Request, user: CurrentUser, db: DB, accounts: AccountService
) -> SessionPublic:
    """Turn the signed-in guest into an account, keeping its tables and games."""
    spend_a_hash(request)
    return sign_in(request, await accounts.convert(db, user, body.name, body.password))


@router.get("/account/vacation")
def vacation(user: CurrentUser, hub: Rooms) -> Vacation:
    """The account's vacation: until when (None: not on vacation) and the days left."""
    return Vacation.of(user, hub.now())


@router.post("/account/vacation")
async def take_vacation(body: VacationCreate, db: DB, user: CurrentUser, hub: Rooms) -> Vacation:
    """Take `days` more days of vacation: the account's clocks per turn pause until then."""
    at = hub.now()
    await hub.reseat(await asyncio.to_thread(vacations.take, db, user, body.days, at))
    return Vacation.of(user, at)


@router.delete("/account/vacation")
async def end_vacation(db: DB, user: CurrentUser, hub: Rooms) -> Vacation:
    """End the vacation now; the whole days not used are given back."""
    at = hub.now()
    await hub.reseat(await asyncio.to_thread(vacations.end, db, user, at))
    return Vacation.of(user, at)
