"""The mails' texts, one function per kind, and a queued mail made into the message sent.

A queued body names `$site`, `$link` and `$unsubscribe` (see OutboxMail); `compose` puts
the site's address, the verification or password link made at sending, and the mail's
unsubscribe link in their places, and adds the List-Unsubscribe headers (RFC 8058).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from datetime import datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from string import Template
from urllib.parse import urlsplit

from server.config import Settings
from server.games import registry
from server.mail.outbox import Letter
from server.mail.preferences import STOPS, TOPIC_OF, unsubscribe_token
from server.persistence.games import seat_name
from server.persistence.models import (
    GameRecord,
    Invitation,
    MailKind,
    OutboxMail,
    Seat,
    Table,
    User,
)

# where the link of a mail that carries one leads, on the site
LINK_PATHS = {MailKind.VERIFY: "/account/verify/", MailKind.RESET: "/reset/"}


def _footer(kind: MailKind) -> str:
    return (
        "\n-- \nNature Table, $site\n"
        "Choose which mails you get: $site/account\n"
        f"Stop {STOPS[TOPIC_OF[kind]]}: $unsubscribe\n"
    )


def _letter(
    user: User,
    kind: MailKind,
    key: str,
    subject: str,
    text: str,
    to: str | None = None,
    sender_id: int | None = None,
) -> Letter:
    """A letter to `to` (by default the user's address), its dedupe key made of its kind and
    `key`, sent by `sender_id` if anyone."""
    address = to or user.email
    assert address is not None
    body = f"Hello {user.name},\n\n{text}{_footer(kind)}"
    return Letter(user.id, address, subject, body, kind, f"{kind.value}:{key}", sender_id)


def _names(names: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _game(record: GameRecord, user: User) -> str:
    """'Renature with bob and carol (game 12)': the game, named by the others at it."""
    others = [seat_name(s) for s in _seated(record.table) if s.user_id != user.id]
    title = registry.get(record.game).title
    return f"{title} with {_names(others)} (game {record.id})" if others else title


def _seated(table: Table) -> list[Seat]:
    return sorted((s for s in table.seats if s.seat is not None), key=lambda s: s.seat or 0)


def verify(user: User, address: str) -> Letter:
    """The mail that confirms `address` for `user` (sent to it although unconfirmed)."""
    text = (
        f"please confirm that {user.name} on Nature Table may mail you at this address:\n\n"
        "$link\n\nThe link works once, for two days. If you did not ask for this, ignore"
        " this mail, or use the link at the end to take the address off the account.\n"
    )
    key = f"{user.id}:{secrets.token_hex(8)}"
    return _letter(user, MailKind.VERIFY, key, "Confirm your address", text, to=address)


def reset(user: User) -> Letter:
    """The mail with a link to set a new password for `user`."""
    text = (
        f"someone (you, we hope) asked to set a new password for {user.name}:\n\n$link\n\n"
        "The link works once, for an hour. If you did not ask for it, ignore this mail:"
        " your password stays as it is.\n"
    )
    key = f"{user.id}:{secrets.token_hex(8)}"
    return _letter(user, MailKind.RESET, key, "A new password", text)


def turn(user: User, record: GameRecord) -> Letter:
    """'Your turn' in game `record` at its version."""
    title = registry.get(record.game).title
    text = f"it is your turn in {_game(record, user)}:\n\n$site/games/{record.id}\n"
    key = f"{record.id}:{record.version}:{user.id}"
    return _letter(user, MailKind.TURN, key, f"Your turn in {title}", text)


def reminder(user: User, record: GameRecord) -> Letter:
    """'Your time runs out' in game `record` at its version (before its deadline)."""
    title = registry.get(record.game).title
    deadline = record.deadline
    assert deadline is not None
    when = deadline.strftime("%A %d %B at %H:%M UTC")
    text = (
        f"it is still your turn in {_game(record, user)}, and your time for it runs out on"
        f" {when}:\n\n$site/games/{record.id}\n"
    )
    key = f"{record.id}:{record.version}:{user.id}"
    return _letter(user, MailKind.REMINDER, key, f"Your time runs out in {title}", text)


def invitation(user: User, invitation: Invitation, table: Table) -> Letter:
    """The `invitation` of `user` to `table`, sent by the table's host."""
    title = registry.get(table.game).title
    text = (
        f"{table.host.name} invites you to play {title} at their table:\n\n"
        f"$site/tables/{table.id}\n"
    )
    subject = f"{table.host.name} invites you to play {title}"
    key = f"{table.id}:{invitation.id}"
    return _letter(user, MailKind.INVITATION, key, subject, text, sender_id=table.host_id)


def result(user: User, record: GameRecord) -> Letter:
    """The end of game `record`, with who won."""
    title = registry.get(record.game).title
    by_seat = {s.seat: s for s in _seated(record.table)}
    winners = [by_seat[w] for w in (record.result or {}).get("winners", []) if w in by_seat]
    names = ["you" if s.user_id == user.id else seat_name(s) for s in winners]
    won = f" {_names(names)} won." if names else ""
    text = f"{_game(record, user)} is over.{won} The final scores:\n\n$site/games/{record.id}\n"
    return _letter(user, MailKind.RESULT, f"{record.id}:{user.id}", f"{title} is over", text)


def digest(user: User, records: Sequence[GameRecord], now: datetime) -> Letter:
    """The games waiting for `user`, on the day of `now`."""
    lines = "\n".join(f"- {_game(r, user)}: $site/games/{r.id}" for r in records)
    count = "A game is" if len(records) == 1 else f"{len(records)} games are"
    text = f"{count} waiting for you:\n\n{lines}\n"
    subject = f"{count} waiting for you"
    return _letter(user, MailKind.DIGEST, f"{user.id}:{now.date().isoformat()}", subject, text)


def compose(mail: OutboxMail, settings: Settings, link: str | None, now: datetime) -> EmailMessage:
    """The message of `mail`, sent at `now`, with `link` (for the kinds that carry one)."""
    site = settings.public_url.rstrip("/")
    token = unsubscribe_token(settings.key, mail.user_id, mail.kind, mail.to_address)
    unsubscribe = f"{site}/unsubscribe/{token}"
    message = EmailMessage()
    message["From"] = settings.mail_from
    message["To"] = mail.to_address
    message["Subject"] = mail.subject
    message["Date"] = format_datetime(now)
    message["Message-ID"] = make_msgid(domain=urlsplit(site).hostname or "localhost")
    message["List-Unsubscribe"] = f"<{unsubscribe}>"
    message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    message["Auto-Submitted"] = "auto-generated"
    body = Template(mail.body).safe_substitute(site=site, link=link or "", unsubscribe=unsubscribe)
    message.set_content(body)
    return message
