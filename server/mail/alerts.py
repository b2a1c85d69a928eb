"""Pushes and webhook posts: the same events as the mails (a turn, an invitation, a game
over, a clock's reminder; and, pushed only, chat messages while away), queued in the same
outbox, each once (its dedupe key names the channel, the event and the device or webhook).

A push's payload is `{"title", "body", "url", "tag"}` in its person's language: the game's
title, who is to play, who won; never hidden game information. Pushes wait for the end of
their person's quiet hours. A webhook's event is `{"event", "game", "title", "url", "text"}`
(its URL made absolute and its body shaped as Discord, Slack or plain JSON when posted:
server.mail.hooks), in the language of the webhook's person, or of its table's host.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.i18n import gettext, listed, ngettext, speaking
from server.mail import letters, turns
from server.mail.outbox import Letter, queue
from server.persistence.games import seat_name
from server.persistence.models import (
    Channel,
    ChatMessage,
    GameRecord,
    Invitation,
    MailKind,
    NotificationSettings,
    PushSubscription,
    Seat,
    Table,
    User,
    Webhook,
)

# a person who opened the game this recently is not away: no push of its chat messages
AWAY_AFTER = timedelta(minutes=10)
# at most one push of a game's chat to a person in this time
CHAT_PUSH_EVERY = timedelta(minutes=10)
CHAT_EXCERPT = 120  # characters of a chat message pushed


def settings_of(db: Session, user_id: int) -> NotificationSettings:
    """`user_id`'s choices (the defaults when they made none: a row not added)."""
    found = db.get(NotificationSettings, user_id)
    if found is not None:
        return found
    return NotificationSettings(
        user_id=user_id,
        push_turns=True,
        push_invitations=True,
        push_results=True,
        push_chat=False,
        push_reminders=True,
        webhook_turns=True,
        webhook_results=True,
        quiet_from=None,
        quiet_to=None,
        time_zone="UTC",
    )


def zone(name: str) -> ZoneInfo:
    """The time zone `name` (UTC for a name not known)."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def quiet_until(choice: NotificationSettings, at: datetime) -> datetime | None:
    """The end of the quiet hours `at` falls in (UTC), or None when it falls in none."""
    start, end = choice.quiet_from, choice.quiet_to
    if start is None or end is None or start == end:
        return None
    local = at.astimezone(zone(choice.time_zone))
    hour = local.hour
    quiet = start <= hour < end if start < end else hour >= start or hour < end
    if not quiet:
        return None
    day = local.date() if hour < end else local.date() + timedelta(days=1)
    ends = datetime(day.year, day.month, day.day, end, tzinfo=local.tzinfo)
    return ends.astimezone(UTC)


def _pushes(
    db: Session,
    user: User,
    kind: MailKind,
    key: str,
    payload: dict[str, str],
    at: datetime,
    sender_id: int | None = None,
) -> list[Letter]:
    """A push of `payload` to each of `user`'s devices, after their quiet hours."""
    subscriptions = db.scalars(
        select(PushSubscription.id).where(PushSubscription.user_id == user.id)
    ).all()
    due = quiet_until(settings_of(db, user.id), at)
    body = json.dumps(payload, ensure_ascii=False)
    return [
        Letter(
            user.id,
            "",
            payload["title"],
            body,
            kind,
            f"push:{kind.value}:{key}:{device}",
            sender_id,
            Channel.PUSH,
            device,
            due,
        )
        for device in subscriptions
    ]


def _payload(title: str, body: str, url: str, tag: str) -> dict[str, str]:
    return {"title": title, "body": body, "url": url, "tag": tag}


def _event(
    hooks: Iterable[Webhook], owner: int, event: str, record: GameRecord, text: str, key: str
) -> list[Letter]:
    """A post of `event` about `record` to each of `hooks` (said in the current language),
    on behalf of person `owner`."""
    title = gettext(
        "{title} (game {game_id})", title=letters.title_of(record.game), game_id=record.id
    )
    body = {
        "event": event,
        "game": record.id,
        "title": title,
        "url": f"/games/{record.id}",
        "text": text,
    }
    kind = MailKind.TURN if event == "turn" else MailKind.RESULT
    return [
        Letter(
            owner,
            "",
            title,
            json.dumps(body, ensure_ascii=False),
            kind,
            f"webhook:{event}:{key}:{hook.id}",
            None,
            Channel.WEBHOOK,
            hook.id,
        )
        for hook in hooks
    ]


def _person_hooks(db: Session, user_id: int) -> Sequence[Webhook]:
    return db.scalars(select(Webhook).where(Webhook.user_id == user_id)).all()


def _table_hooks(db: Session, table_id: int) -> Sequence[Webhook]:
    return db.scalars(select(Webhook).where(Webhook.table_id == table_id)).all()


def turn(db: Session, user: User, record: GameRecord, at: datetime) -> list[Letter]:
    """The pushes and posts of `user`'s turn in `record` (at its version)."""
    choice = settings_of(db, user.id)
    key = f"{record.id}:{record.version}"
    due: list[Letter] = []
    with speaking(user.language):
        if choice.push_turns:
            title = gettext("Your turn in {title}", title=letters.title_of(record.game))
            body = gettext("It is your turn in {game}.", game=letters.game_named(record, user))
            payload = _payload(title, body, f"/games/{record.id}", f"turn:{record.id}")
            due += _pushes(db, user, MailKind.TURN, f"{key}:{user.id}", payload, at)
        if choice.webhook_turns:
            text = _whose_turn(record, user)
            due += _event(_person_hooks(db, user.id), user.id, "turn", record, text, key)
    host = record.table.host
    with speaking(host.language):
        text = _whose_turn(record, user)
        due += _event(_table_hooks(db, record.table_id), host.id, "turn", record, text, key)
    return due


def _whose_turn(record: GameRecord, user: User) -> str:
    seat = next((s for s in record.table.seats if s.user_id == user.id), None)
    name = user.name if seat is None else seat_name(seat)
    return gettext(
        "It is {name}'s turn in {title} (game {game_id}).",
        name=name,
        title=letters.title_of(record.game),
        game_id=record.id,
    )


def queue_turns(db: Session, at: datetime, delay: timedelta) -> int:
    """Queue the pushes and posts of the turns due a notification by `at` (the rules of
    server.mail.turns, after `delay`); one per game, turn and device or webhook. Returns the
    number queued."""
    rows = db.execute(turns.begun(turns.waiting(), at, delay)).all()
    due = [letter for record, user in rows for letter in turn(db, user, record, at)]
    return queue(db, due, at)


def invitation(
    db: Session, user: User, invitation: Invitation, table: Table, at: datetime
) -> list[Letter]:
    """The pushes of `invitation` of `user` to `table`, if they want them."""
    if user.guest or not settings_of(db, user.id).push_invitations:
        return []
    with speaking(user.language):
        host, title = table.host.name, letters.title_of(table.game)
        payload = _payload(
            gettext("{host} invites you to play {title}", host=host, title=title),
            gettext("Open the table to take your seat."),
            f"/tables/{table.id}",
            f"invitation:{table.id}",
        )
    key = f"{table.id}:{invitation.id}:{user.id}"
    return _pushes(db, user, MailKind.INVITATION, key, payload, at, table.host_id)


def _winners(record: GameRecord) -> str | None:
    names = [seat_name(s) for s in letters.winners(record)]
    if not names:
        return None
    return ngettext("{names} won.", "{names} won.", len(names), names=listed(names))


def _over(record: GameRecord) -> str:
    game = gettext(
        "{title} (game {game_id})", title=letters.title_of(record.game), game_id=record.id
    )
    said = [gettext("{game} is over.", game=game), _winners(record)]
    return " ".join(s for s in said if s)


def game_over(db: Session, record: GameRecord, at: datetime) -> list[Letter]:
    """The pushes and posts of the end of `record` (its table and seats loaded), to its
    people as each wants them and to its table's webhooks."""
    due: list[Letter] = []
    for user in (s.user for s in record.table.seats if s.user is not None):
        if user.guest:
            continue
        choice = settings_of(db, user.id)
        with speaking(user.language):
            if choice.push_results:
                said = [
                    gettext("{game} is over.", game=letters.game_named(record, user)),
                    letters.who_won(user, record),
                ]
                payload = _payload(
                    gettext("{title} is over", title=letters.title_of(record.game)),
                    " ".join(s for s in said if s),
                    f"/games/{record.id}",
                    f"result:{record.id}",
                )
                key = f"{record.id}:{user.id}"
                due += _pushes(db, user, MailKind.RESULT, key, payload, at)
            if choice.webhook_results:
                hooks = _person_hooks(db, user.id)
                due += _event(hooks, user.id, "game_over", record, _over(record), str(record.id))
    host = record.table.host
    with speaking(host.language):
        hooks = _table_hooks(db, record.table_id)
        due += _event(hooks, host.id, "game_over", record, _over(record), str(record.id))
    return due


def reminder(db: Session, user: User, record: GameRecord, at: datetime) -> list[Letter]:
    """The pushes reminding `user` that their time in `record` runs out."""
    if user.guest or not settings_of(db, user.id).push_reminders:
        return []
    with speaking(user.language):
        payload = _payload(
            gettext("Your time runs out in {title}", title=letters.title_of(record.game)),
            gettext(
                "It is still your turn in {game}, and your time for it runs out soon.",
                game=letters.game_named(record, user),
            ),
            f"/games/{record.id}",
            f"turn:{record.id}",
        )
    key = f"{record.id}:{record.version}:{user.id}"
    return _pushes(db, user, MailKind.REMINDER, key, payload, at)


def chat_posted(db: Session, message: ChatMessage, at: datetime) -> int:
    """Queue the pushes of chat `message` to the game's other players who want them and are
    away (have not opened the game for AWAY_AFTER); at most one a CHAT_PUSH_EVERY per game
    and person. Returns the number queued."""
    record = db.get_one(GameRecord, message.game_id, options=[turns.with_seats()])
    author = db.get_one(User, message.user_id)
    window = int(at.timestamp() // CHAT_PUSH_EVERY.total_seconds())
    excerpt = (
        message.text if len(message.text) <= CHAT_EXCERPT else message.text[:CHAT_EXCERPT] + "…"
    )
    due: list[Letter] = []
    for seat in record.table.seats:
        user = seat.user
        if user is None or user.id == author.id or user.guest or _looking(seat, at):
            continue
        if not settings_of(db, user.id).push_chat:
            continue
        with speaking(user.language):
            title = gettext(
                "{name} in {title}", name=author.name, title=letters.title_of(record.game)
            )
        payload = _payload(title, excerpt, f"/games/{record.id}", f"chat:{record.id}")
        key = f"{record.id}:{user.id}:{window}"
        due += _pushes(db, user, MailKind.CHAT, key, payload, at)
    return queue(db, due, at)


def _looking(seat: Seat, at: datetime) -> bool:
    return seat.seen_at is not None and seat.seen_at > at - AWAY_AFTER
