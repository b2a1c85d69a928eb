"""Mail: an account's address and the mail it wants, password resets by mail, the links
mailed (confirm an address, set a new password, unsubscribe) and the pages they open."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, Request, status
from fastapi.responses import HTMLResponse
from limits import parse
from pydantic import BaseModel, Field

from server.accounts import MIN_PASSWORD, PASSWORD_RULE
from server.api.accounts import address, sign_in, spend_a_hash
from server.api.deps import DB, AccountService, CurrentUser, Rooms
from server.api.pages import page
from server.api.schemas import SessionPublic
from server.errors import Invalid, NotFound
from server.i18n import N_, gettext
from server.mail import addresses, preferences
from server.mail.reset import request_reset, reset_password
from server.mail.sender import Sender
from server.persistence.models import TurnMails, User
from server.throttle import Budgets

router = APIRouter(tags=["mail"])

CONFIRMATIONS = parse("5 per hour")  # confirmation mails per account, and per address
RESET_REQUESTS = parse("10 per hour")  # password mails asked for, per client address
RESET_ASKED = N_(
    "If an account with a confirmed address matches, a mail with a link to set a new"
    " password is on its way."
)
NO_LINK = N_("This link is not valid.")
VERIFY_EXPIRED = N_(
    "This link has expired or was used already: set the address again for a new one."
)


class MailPublic(BaseModel):
    """The account's address, whether it is confirmed, and the mail it wants."""

    address: str | None
    verified: bool
    turns: TurnMails
    invitations: bool
    results: bool

    @classmethod
    def of(cls, user: User) -> MailPublic:
        return cls(
            address=user.email,
            verified=user.email_verified,
            turns=user.mail_turns,
            invitations=user.mail_invitations,
            results=user.mail_results,
        )


class AddressCreate(BaseModel):
    address: str = Field(max_length=320)


class PreferencesCreate(BaseModel):
    turns: TurnMails
    invitations: bool
    results: bool


class ResetRequestCreate(BaseModel):
    who: str = Field(max_length=320, description="an account's name or address")


class VerificationCreate(BaseModel):
    token: str = Field(max_length=128)


class ResetCreate(BaseModel):
    token: str = Field(max_length=128)
    password: str = Field(max_length=1024)


class Answer(BaseModel):
    detail: str


def get_sender(request: Request) -> Sender:
    """The app's mail sender (its clock tells the time of mail and links)."""
    sender: Sender = request.app.state.mail
    return sender


MailSender = Annotated[Sender, Depends(get_sender)]


def get_now(sender: MailSender) -> datetime:
    """The time now, by the mail sender's clock."""
    return sender.clock()


Now = Annotated[datetime, Depends(get_now)]


def budgets_of(request: Request) -> Budgets:
    """The app's budgets (server.throttle)."""
    budgets: Budgets = request.app.state.budgets
    return budgets


@router.get("/api/mail")
def mail_settings(user: CurrentUser) -> MailPublic:
    """The signed-in account's address and the mail it wants."""
    return MailPublic.of(user)


@router.post("/api/mail/address")
def set_address(
    body: AddressCreate, request: Request, db: DB, user: CurrentUser, at: Now
) -> MailPublic:
    """Set the account's address (unconfirmed) and mail it a link to confirm it. 422 for a
    guest or an address that is not a plain one; 429 after 5 confirmation mails in an hour
    from the account, or to the address."""
    address = addresses.normal(body.address)
    budgets = budgets_of(request)
    limits = (
        ("confirm", str(user.id), N_("Too many confirmation mails: try again in {wait} s.")),
        (
            "confirm-to",
            address,
            N_("Too many confirmation mails to this address: try again in {wait} s."),
        ),
    )
    for *key, said in limits:
        budgets.check(CONFIRMATIONS, *key, message=said)
    if addresses.set_address(db, user, address, at):
        for *key, said in limits:
            budgets.spend(CONFIRMATIONS, *key, message=said)
    return MailPublic.of(user)


@router.post("/api/mail/verify")
def verify(body: VerificationCreate, db: DB, at: Now) -> Answer:
    """Confirm the address a confirmation link was mailed to, with the link's token (no
    sign-in needed). 422 for a token unknown, used or expired, or mailed to an address the
    account no longer has."""
    user = addresses.verify(db, body.token, at)
    if user is None:
        raise Invalid(VERIFY_EXPIRED)
    return Answer(detail=gettext("Thank you: {address} is confirmed.", address=user.email))


@router.delete("/api/mail/address")
def remove_address(db: DB, user: CurrentUser) -> MailPublic:
    """Take the address off the account: no more mail."""
    addresses.remove_address(db, user)
    return MailPublic.of(user)


@router.post("/api/mail/preferences")
def set_preferences(body: PreferencesCreate, db: DB, user: CurrentUser) -> MailPublic:
    """Choose the mail the account gets: about turns (each, daily, off), invitations and
    games that are over."""
    preferences.set_preferences(db, user, body.turns, body.invitations, body.results)
    return MailPublic.of(user)


@router.post("/api/mail/resets", status_code=status.HTTP_202_ACCEPTED)
def ask_for_reset(body: ResetRequestCreate, request: Request, db: DB, at: Now) -> Answer:
    """Ask for a mail with a link to set a new password, by the account's name or address.
    The answer is the same whether or not an account matches; 429 after too many requests
    from the client's address."""
    said = N_("Too many password mails asked for from your address: try again in {wait} s.")
    budgets_of(request).spend(RESET_REQUESTS, "resets", address(request), message=said)
    request_reset(db, body.who, budgets_of(request), at)
    return Answer(detail=gettext(RESET_ASKED))


@router.post("/api/mail/reset")
async def set_new_password(
    body: ResetCreate, request: Request, db: DB, accounts: AccountService, hub: Rooms, at: Now
) -> SessionPublic:
    """Set a new password with the link's token, end every other session of the account
    and sign in. 422 for a token unknown, used or expired, or a weak password; 429 when the
    client's address or the server hashes too much."""
    spend_a_hash(request)
    user = await reset_password(db, accounts, body.token, body.password, at)
    hub.sign_out(user.id)
    return sign_in(request, user)


def _wish(request: Request, token: str) -> preferences.Unsubscribe | None:
    return preferences.read(request.app.state.settings.key, token)


@router.post("/unsubscribe/{token}")
def unsubscribe(token: str, request: Request, db: DB) -> Answer:
    """Stop the mail an unsubscribe link names (one click, RFC 8058: no sign-in needed).
    404 for a link not made here."""
    wish = _wish(request, token)
    if wish is None:
        raise NotFound(NO_LINK)
    if not preferences.unsubscribe(db, wish):
        return Answer(detail=gettext("The account no longer has this address: it gets no mail."))
    return Answer(detail=gettext("Done: you will not get these mails any more."))


# ---------------------------------------------------------------- pages


def _account(request: Request, **context: object) -> HTMLResponse:
    minutes = round(request.app.state.settings.turn_mail_delay / 60)
    return page(
        request,
        "account.html",
        turn_minutes=minutes,
        address_rule=gettext(addresses.ADDRESS_RULE),
        **context,
    )


@router.get("/account", include_in_schema=False)
def account_page(request: Request) -> HTMLResponse:
    return _account(request)


@router.get("/account/verify/{token}", include_in_schema=False)
def verify_page(token: str, request: Request, db: DB, at: Now) -> HTMLResponse:
    """The account page asking to confirm the address the link was mailed to (a GET changes
    nothing: mail scanners open links)."""
    user = addresses.to_verify(db, token, at)
    if user is None:
        return _account(request, message=gettext(VERIFY_EXPIRED), message_kind="error")
    return _account(request, verify=token, verify_address=user.email, verify_name=user.name)


@router.get("/unsubscribe/{token}", include_in_schema=False)
def unsubscribe_page(token: str, request: Request) -> HTMLResponse:
    """The account page asking to confirm what the unsubscribe link stops (a GET changes
    nothing: mail scanners open links)."""
    wish = _wish(request, token)
    if wish is None:
        return _account(request, message=gettext(NO_LINK), message_kind="error")
    return _account(
        request,
        unsubscribe=token,
        stop_question=gettext(preferences.QUESTIONS[wish.topic]),
    )


@router.get("/reset", include_in_schema=False)
def reset_request_page(request: Request) -> HTMLResponse:
    return page(request, "reset.html", token=None)


@router.get("/reset/{token}", include_in_schema=False)
def reset_page(token: str, request: Request) -> HTMLResponse:
    """The form for a new password (its script sends the token with it)."""
    return page(
        request,
        "reset.html",
        token=token,
        password_rule=gettext(PASSWORD_RULE),
        min_password=MIN_PASSWORD,
    )
