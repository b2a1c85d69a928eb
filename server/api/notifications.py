"""Notifications beyond mail: the push key and a person's push subscriptions, what each
person wants by mail, push and webhook (and their quiet hours), and the webhooks of a person
or of a table (docs/notifications.md)."""

from __future__ import annotations

from typing import Literal
from zoneinfo import available_timezones

from fastapi import APIRouter, Request, Response, status
from pydantic import BaseModel, Field
from sqlalchemy import delete, func, select

from server.api.deps import DB, CurrentUser
from server.api.schemas import PathId
from server.config import Settings
from server.errors import Forbidden, Invalid, NotFound
from server.i18n import N_
from server.lobby import get_table
from server.mail import alerts, preferences, push, web
from server.persistence.models import (
    HookFormat,
    NotificationSettings,
    PushSubscription,
    TurnMails,
    User,
    Webhook,
)

router = APIRouter(prefix="/api", tags=["notifications"])

MAX_WEBHOOKS = 5  # of a person, and of a table
MAX_DEVICES = 20  # push subscriptions of a person
ACCOUNTS_ONLY = N_("Notifications are for accounts: register to get them.")
TURNS_OF_MAIL = {"each": TurnMails.EACH, "digest": TurnMails.DAILY, "none": TurnMails.OFF}
MAIL_OF_TURNS = {value: key for key, value in TURNS_OF_MAIL.items()}
ZONES = frozenset(available_timezones()) | {"UTC"}


class Keys(BaseModel):
    p256dh: str = Field(max_length=128)
    auth: str = Field(max_length=64)


class SubscriptionCreate(BaseModel):
    """A browser's PushSubscription.toJSON()."""

    endpoint: str = Field(max_length=1024)
    keys: Keys


class SubscriptionDelete(BaseModel):
    endpoint: str = Field(max_length=1024)


class Created(BaseModel):
    id: int


class PushKey(BaseModel):
    key: str


class MailChoice(BaseModel):
    turns: Literal["each", "digest", "none"] | None = None
    invitations: bool | None = None
    results: bool | None = None


class PushChoice(BaseModel):
    turns: bool | None = None
    invitations: bool | None = None
    results: bool | None = None
    chat: bool | None = None
    reminders: bool | None = None


class HookChoice(BaseModel):
    turns: bool | None = None
    results: bool | None = None


class Quiet(BaseModel):
    from_: int | None = Field(default=None, ge=0, le=23, alias="from")
    to: int | None = Field(default=None, ge=0, le=23)
    time_zone: str = Field(default="UTC", max_length=64)

    model_config = {"populate_by_name": True, "serialize_by_alias": True}


class WebhookCreate(BaseModel):
    url: str = Field(max_length=1024)
    format: HookFormat


class WebhookPublic(BaseModel):
    id: int
    url: str
    format: HookFormat

    @classmethod
    def of(cls, hook: Webhook) -> WebhookPublic:
        return cls(id=hook.id, url=hook.url, format=hook.format)


class NotificationsUpdate(BaseModel):
    mail: MailChoice | None = None
    push: PushChoice | None = None
    webhook: HookChoice | None = None
    quiet: Quiet | None = None


class NotificationsPublic(BaseModel):
    mail: MailChoice
    push: PushChoice
    webhook: HookChoice
    quiet: Quiet
    devices: int
    webhooks: list[WebhookPublic]


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _account(user: User) -> User:
    if user.guest:
        raise Forbidden(ACCOUNTS_ONLY)
    return user


def _checked(url: str, settings: Settings) -> str:
    """`url`, if it may be posted to. Raises Invalid with the reason."""
    try:
        web.resolve_now(url, settings.webhooks_allow_private)
    except web.UrlRefused as error:
        raise Invalid(str(error)) from None
    return url


@router.get("/push/key")
def push_key(request: Request) -> PushKey:
    """The VAPID public key browsers subscribe with (uncompressed point, urlsafe base64)."""
    return PushKey(key=push.public_key(_settings(request).vapid_key))


@router.post("/push/subscriptions", status_code=status.HTTP_201_CREATED)
def subscribe(body: SubscriptionCreate, request: Request, db: DB, user: CurrentUser) -> Created:
    """Keep a browser's push subscription for the account (the same endpoint again: updated).
    422 for an endpoint that is not https (http too where the operator allows private
    addresses), or that leads to a private network, or keys of the wrong size; 403 for a
    guest."""
    _account(user)
    settings = _settings(request)
    if not body.endpoint.startswith("https://") and not (
        settings.webhooks_allow_private and body.endpoint.startswith("http://")
    ):
        raise Invalid(N_("A push endpoint must begin with https://."))
    _checked(body.endpoint, settings)
    if not (push.valid_key(body.keys.p256dh, 65) and push.valid_key(body.keys.auth, 16)):
        raise Invalid(N_("The push subscription's keys are not valid."))
    found = db.scalar(select(PushSubscription).where(PushSubscription.endpoint == body.endpoint))
    if found is None:
        devices = select(func.count()).where(PushSubscription.user_id == user.id)
        if db.execute(devices).scalar_one() >= MAX_DEVICES:
            raise Invalid(N_("At most {n} devices get pushes: remove one first."), n=MAX_DEVICES)
        found = PushSubscription(endpoint=body.endpoint, user_id=user.id, p256dh="", auth="")
        db.add(found)
    found.user_id, found.p256dh, found.auth = user.id, body.keys.p256dh, body.keys.auth
    db.commit()
    return Created(id=found.id)


@router.delete("/push/subscriptions", status_code=status.HTTP_204_NO_CONTENT)
def unsubscribe(body: SubscriptionDelete, db: DB, user: CurrentUser) -> Response:
    """Forget the account's push subscription with this endpoint (none: nothing changes)."""
    db.execute(
        delete(PushSubscription).where(
            PushSubscription.endpoint == body.endpoint, PushSubscription.user_id == user.id
        )
    )
    db.commit()
    return Response(status_code=status.HTTP_204_NO_CONTENT)


def _state(db: DB, user: User) -> NotificationsPublic:
    choice = alerts.settings_of(db, user.id)
    devices = select(func.count()).where(PushSubscription.user_id == user.id)
    hooks = db.scalars(select(Webhook).where(Webhook.user_id == user.id).order_by(Webhook.id))
    return NotificationsPublic(
        mail=MailChoice(
            turns=MAIL_OF_TURNS[user.mail_turns],  # type: ignore[arg-type]
            invitations=user.mail_invitations,
            results=user.mail_results,
        ),
        push=PushChoice(
            turns=choice.push_turns,
            invitations=choice.push_invitations,
            results=choice.push_results,
            chat=choice.push_chat,
            reminders=choice.push_reminders,
        ),
        webhook=HookChoice(turns=choice.webhook_turns, results=choice.webhook_results),
        quiet=Quiet.model_validate(
            {"from": choice.quiet_from, "to": choice.quiet_to, "time_zone": choice.time_zone}
        ),
        devices=db.execute(devices).scalar_one(),
        webhooks=[WebhookPublic.of(h) for h in hooks],
    )


@router.get("/account/notifications", response_model_by_alias=True)
def notifications(db: DB, user: CurrentUser) -> NotificationsPublic:
    """What the account gets by mail, push and webhook, its quiet hours, its devices and
    webhooks."""
    return _state(db, user)


@router.put("/account/notifications", response_model_by_alias=True)
def set_notifications(body: NotificationsUpdate, db: DB, user: CurrentUser) -> NotificationsPublic:
    """Change what the account gets (each part, and each choice in it, optional); the new
    state. 422 for a time zone not known; 403 for a guest."""
    _account(user)
    if body.mail is not None:
        mail = body.mail
        turns = user.mail_turns if mail.turns is None else TURNS_OF_MAIL[mail.turns]
        invitations = user.mail_invitations if mail.invitations is None else mail.invitations
        results = user.mail_results if mail.results is None else mail.results
        preferences.set_preferences(db, user, turns, invitations, results)
    choice = db.get(NotificationSettings, user.id)
    if choice is None:
        choice = alerts.settings_of(db, user.id)
        db.add(choice)
    if body.push is not None:
        for name, value in body.push.model_dump(exclude_none=True).items():
            setattr(choice, f"push_{name}", value)
    if body.webhook is not None:
        for name, value in body.webhook.model_dump(exclude_none=True).items():
            setattr(choice, f"webhook_{name}", value)
    if body.quiet is not None:
        if body.quiet.time_zone not in ZONES:
            raise Invalid(N_("{zone} is not a time zone known here."), zone=body.quiet.time_zone)
        choice.quiet_from, choice.quiet_to = body.quiet.from_, body.quiet.to
        choice.time_zone = body.quiet.time_zone
    db.commit()
    return _state(db, user)


def _add_hook(db: DB, body: WebhookCreate, settings: Settings, **owner: int) -> WebhookPublic:
    ((column, owner_id),) = owner.items()
    count = select(func.count()).where(getattr(Webhook, column) == owner_id)
    if db.execute(count).scalar_one() >= MAX_WEBHOOKS:
        raise Invalid(N_("At most {n} webhooks: remove one first."), n=MAX_WEBHOOKS)
    hook = Webhook(url=_checked(body.url, settings), format=body.format, **owner)
    db.add(hook)
    db.commit()
    return WebhookPublic.of(hook)


@router.post("/account/webhooks", status_code=status.HTTP_201_CREATED)
def add_webhook(body: WebhookCreate, request: Request, db: DB, user: CurrentUser) -> WebhookPublic:
    """Add a webhook that the account's turns and finished games are posted to. 422 for a
    URL that is not http(s) or leads to a private network (unless the operator allows), or
    beyond MAX_WEBHOOKS; 403 for a guest."""
    _account(user)
    return _add_hook(db, body, _settings(request), user_id=user.id)


@router.delete("/account/webhooks/{hook_id}", status_code=status.HTTP_204_NO_CONTENT)
def remove_webhook(hook_id: PathId, db: DB, user: CurrentUser) -> Response:
    """Remove one of the account's webhooks. 404 for one that is not theirs."""
    gone = db.execute(delete(Webhook).where(Webhook.id == hook_id, Webhook.user_id == user.id))
    if gone.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFound("There is no webhook {hook_id}.", hook_id=hook_id)
    db.commit()
    return Response(status_code=status.HTTP_204_NO_CONTENT)


def _hosted(db: DB, table_id: int, user: User) -> int:
    table = get_table(db, table_id)
    if table.host_id != user.id:
        raise Forbidden(N_("Only the table's host changes its webhooks."))
    return table.id


@router.get("/tables/{table_id}/webhooks")
def table_webhooks(table_id: PathId, db: DB, user: CurrentUser) -> list[WebhookPublic]:
    """The webhooks of a table (its host only: 403 for others)."""
    _hosted(db, table_id, user)
    hooks = db.scalars(select(Webhook).where(Webhook.table_id == table_id).order_by(Webhook.id))
    return [WebhookPublic.of(h) for h in hooks]


@router.post("/tables/{table_id}/webhooks", status_code=status.HTTP_201_CREATED)
def add_table_webhook(
    table_id: PathId, body: WebhookCreate, request: Request, db: DB, user: CurrentUser
) -> WebhookPublic:
    """Add a webhook that the table's turns and game over are posted to (its host only:
    403 for others). 422 as for an account's."""
    return _add_hook(db, body, _settings(request), table_id=_hosted(db, table_id, user))


@router.delete("/tables/{table_id}/webhooks/{hook_id}", status_code=status.HTTP_204_NO_CONTENT)
def remove_table_webhook(table_id: PathId, hook_id: PathId, db: DB, user: CurrentUser) -> Response:
    """Remove one of a table's webhooks (its host only). 404 for one not of the table."""
    _hosted(db, table_id, user)
    gone = db.execute(delete(Webhook).where(Webhook.id == hook_id, Webhook.table_id == table_id))
    if gone.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFound("There is no webhook {hook_id}.", hook_id=hook_id)
    db.commit()
    return Response(status_code=status.HTTP_204_NO_CONTENT)
