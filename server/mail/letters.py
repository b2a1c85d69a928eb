"""The mails' texts, one function per kind, and a queued mail made into the message sent.

A queued body names `$site`, `$link` and `$unsubscribe` (see OutboxMail); `compose` puts
the site's address, the verification or password link made at sending, and the mail's
unsubscribe link in their places, and adds the List-Unsubscribe headers (RFC 8058).
"""

from __future__ import annotations

import functools
import secrets
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from string import Template
from typing import Concatenate, ParamSpec
from urllib.parse import urlsplit

from babel.dates import format_date, format_time

from server.config import Settings
from server.games import registry
from server.i18n import current, gettext, listed, ngettext, speaking
from server.mail.outbox import Letter
from server.mail.preferences import STOP_LINES, TOPIC_OF, unsubscribe_token
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

P = ParamSpec("P")


def _in_their_language(
    write: Callable[Concatenate[User, P], Letter],
) -> Callable[Concatenate[User, P], Letter]:
    """`write`, in the language of the person it writes to (its first argument)."""

    @functools.wraps(write)
    def written(user: User, /, *args: P.args, **kwargs: P.kwargs) -> Letter:
        with speaking(user.language):
            return write(user, *args, **kwargs)

    return written


def _footer(kind: MailKind) -> str:
    lines = [
        "Nature Table, $site",
        gettext("Choose which mails you get: {link}", link="$site/account"),
        gettext(STOP_LINES[TOPIC_OF[kind]], link="$unsubscribe"),
    ]
    return "\n-- \n" + "".join(f"{line}\n" for line in lines)


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
    hello = gettext("Hello {name},", name=user.name)
    body = f"{hello}\n\n{text}{_footer(kind)}"
    return Letter(user.id, address, subject, body, kind, f"{kind.value}:{key}", sender_id)


def title_of(game: str) -> str:
    return gettext(registry.get(game).title)


def game_named(record: GameRecord, user: User) -> str:
    """'Renature with bob and carol (game 12)': the game, named by the others at it."""
    others = [seat_name(s) for s in seated(record.table) if s.user_id != user.id]
    title = title_of(record.game)
    if not others:
        return title
    return gettext(
        "{title} with {names} (game {game_id})",
        title=title,
        names=listed(others),
        game_id=record.id,
    )


def seated(table: Table) -> list[Seat]:
    return sorted((s for s in table.seats if s.seat is not None), key=lambda s: s.seat or 0)


def _paragraphs(*paragraphs: str) -> str:
    return "".join(f"{paragraph}\n\n" for paragraph in paragraphs).removesuffix("\n")


@_in_their_language
def verify(user: User, address: str) -> Letter:
    """The mail that confirms `address` for `user` (sent to it although unconfirmed)."""
    text = _paragraphs(
        gettext(
            "please confirm that {name} on Nature Table may mail you at this address:",
            name=user.name,
        ),
        "$link",
        gettext(
            "The link works once, for two days. If you did not ask for this, ignore this mail,"
            " or use the link at the end to take the address off the account."
        ),
    )
    key = f"{user.id}:{secrets.token_hex(8)}"
    subject = gettext("Confirm your address")
    return _letter(user, MailKind.VERIFY, key, subject, text, to=address)


@_in_their_language
def reset(user: User) -> Letter:
    """The mail with a link to set a new password for `user`."""
    text = _paragraphs(
        gettext("someone (you, we hope) asked to set a new password for {name}:", name=user.name),
        "$link",
        gettext(
            "The link works once, for an hour. If you did not ask for it, ignore this mail:"
            " your password stays as it is."
        ),
    )
    key = f"{user.id}:{secrets.token_hex(8)}"
    return _letter(user, MailKind.RESET, key, gettext("A new password"), text)


@_in_their_language
def turn(user: User, record: GameRecord) -> Letter:
    """'Your turn' in game `record` at its version."""
    text = _paragraphs(
        gettext("it is your turn in {game}:", game=game_named(record, user)),
        f"$site/games/{record.id}",
    )
    key = f"{record.id}:{record.version}:{user.id}"
    subject = gettext("Your turn in {title}", title=title_of(record.game))
    return _letter(user, MailKind.TURN, key, subject, text)


@_in_their_language
def reminder(user: User, record: GameRecord) -> Letter:
    """'Your time runs out' in game `record` at its version (before its deadline)."""
    deadline = record.deadline
    assert deadline is not None
    deadline = deadline if deadline.tzinfo is not None else deadline.replace(tzinfo=UTC)
    language = current()
    text = _paragraphs(
        gettext(
            "it is still your turn in {game}, and your time for it runs out on {day} at"
            " {time} UTC:",
            game=game_named(record, user),
            day=format_date(deadline.astimezone(UTC), "full", locale=language),
            time=format_time(deadline, "short", tzinfo=UTC, locale=language),
        ),
        f"$site/games/{record.id}",
    )
    key = f"{record.id}:{record.version}:{user.id}"
    subject = gettext("Your time runs out in {title}", title=title_of(record.game))
    return _letter(user, MailKind.REMINDER, key, subject, text)


@_in_their_language
def invitation(user: User, invitation: Invitation, table: Table) -> Letter:
    """The `invitation` of `user` to `table`, sent by the table's host."""
    title, host = title_of(table.game), table.host.name
    text = _paragraphs(
        gettext("{host} invites you to play {title} at their table:", host=host, title=title),
        f"$site/tables/{table.id}",
    )
    subject = gettext("{host} invites you to play {title}", host=host, title=title)
    key = f"{table.id}:{invitation.id}"
    return _letter(user, MailKind.INVITATION, key, subject, text, sender_id=table.host_id)


def winners(record: GameRecord) -> list[Seat]:
    """The seats that won `record` (its table's seats loaded)."""
    by_seat = {s.seat: s for s in seated(record.table)}
    return [by_seat[w] for w in (record.result or {}).get("winners", []) if w in by_seat]


def who_won(user: User, record: GameRecord) -> str | None:
    """Who won `record`, said to `user` ("You won.", "bob won.", "You and bob won."), or
    None for nobody."""
    seats = winners(record)
    others = [seat_name(s) for s in seats if s.user_id != user.id]
    won = len(others) < len(seats)
    if won and not others:
        return gettext("You won.")
    if won:
        return gettext("You and {names} won.", names=listed(others))
    if others:
        return ngettext("{names} won.", "{names} won.", len(others), names=listed(others))
    return None


@_in_their_language
def result(user: User, record: GameRecord) -> Letter:
    """The end of game `record`, with who won."""
    said = [
        gettext("{game} is over.", game=game_named(record, user)),
        who_won(user, record),
        gettext("The final scores:"),
    ]
    text = _paragraphs(" ".join(s for s in said if s), f"$site/games/{record.id}")
    subject = gettext("{title} is over", title=title_of(record.game))
    return _letter(user, MailKind.RESULT, f"{record.id}:{user.id}", subject, text)


@_in_their_language
def digest(user: User, records: Sequence[GameRecord], now: datetime) -> Letter:
    """The games waiting for `user`, on the day of `now`."""
    links = [(game_named(r, user), "$site/games/" + str(r.id)) for r in records]
    lines = "\n".join("- " + gettext("{game}: {link}", game=g, link=link) for g, link in links)
    n = len(records)
    said = ngettext("A game is waiting for you:", "{n} games are waiting for you:", n)
    text = f"{said}\n\n{lines}\n"
    subject = ngettext("A game is waiting for you", "{n} games are waiting for you", n)
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
