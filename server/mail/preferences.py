"""Which mail a person wants, and one-click unsubscribing.

Every mail carries a link that stops its kind of mail without signing in: a token signed
with the site's secret, naming the account, the topic (turns, invitations, results; or the
address itself, for the mails about it) and a digest of the address mailed, so that a link
from mail to an old address changes nothing once the account has another.
"""

from __future__ import annotations

import enum
import hashlib
from dataclasses import dataclass

from itsdangerous import BadSignature, URLSafeSerializer
from sqlalchemy.orm import Session

from server.i18n import N_
from server.persistence.models import MailKind, TurnMails, User

SALT = "mail-unsubscribe"


class Topic(enum.StrEnum):
    """What an unsubscribe link stops."""

    TURNS = "turns"  # turn mails and digests
    INVITATIONS = "invitations"
    RESULTS = "results"
    ADDRESS = "address"  # every mail: the address is taken off the account


TOPIC_OF = {
    MailKind.TURN: Topic.TURNS,
    MailKind.REMINDER: Topic.TURNS,
    MailKind.DIGEST: Topic.TURNS,
    MailKind.INVITATION: Topic.INVITATIONS,
    MailKind.RESULT: Topic.RESULTS,
    MailKind.VERIFY: Topic.ADDRESS,
    MailKind.RESET: Topic.ADDRESS,
}

# the question the page of a topic's link asks
QUESTIONS = {
    Topic.TURNS: N_("Stop mails about games waiting for you?"),
    Topic.INVITATIONS: N_("Stop mails about invitations to tables?"),
    Topic.RESULTS: N_("Stop mails about games that are over?"),
    Topic.ADDRESS: N_("Stop all mail to this address (it is taken off the account)?"),
}
# the last line of a mail of the topic: its {link} stops it
STOP_LINES = {
    Topic.TURNS: N_("Stop mails about games waiting for you: {link}"),
    Topic.INVITATIONS: N_("Stop mails about invitations to tables: {link}"),
    Topic.RESULTS: N_("Stop mails about games that are over: {link}"),
    Topic.ADDRESS: N_("Stop all mail to this address (it is taken off the account): {link}"),
}


@dataclass(frozen=True, slots=True)
class Unsubscribe:
    """What an unsubscribe link says: whose account, which topic, which address (digest)."""

    user_id: int
    topic: Topic
    address: str


def mailable(user: User) -> bool:
    """Whether `user` may be sent notifications and resets: an account with a confirmed
    address."""
    return not user.guest and user.email is not None and user.email_verified


def set_preferences(
    db: Session, user: User, turns: TurnMails, invitations: bool, results: bool
) -> None:
    """Choose the mail `user` gets; committed."""
    user.mail_turns, user.mail_invitations, user.mail_results = turns, invitations, results
    db.commit()


def _address_digest(address: str) -> str:
    return hashlib.sha256(address.encode()).hexdigest()[:16]


def unsubscribe_token(key: str, user_id: int, kind: MailKind, address: str) -> str:
    """The token of the link that stops `kind`'s topic for `user_id` at `address`."""
    payload = [user_id, TOPIC_OF[kind].value, _address_digest(address)]
    return str(URLSafeSerializer(key, salt=SALT).dumps(payload))


def read(key: str, token: str) -> Unsubscribe | None:
    """What the unsubscribe `token` says, or None if it was not made with `key`."""
    try:
        user_id, topic, address = URLSafeSerializer(key, salt=SALT).loads(token)
        return Unsubscribe(int(user_id), Topic(topic), str(address))
    except (BadSignature, ValueError, TypeError):
        return None


def unsubscribe(db: Session, wish: Unsubscribe) -> bool:
    """Stop the topic `wish` names (committed), if its account still has the address it was
    mailed at. Returns whether anything was stopped."""
    user = db.get(User, wish.user_id)
    if user is None or user.email is None or _address_digest(user.email) != wish.address:
        return False
    if wish.topic == Topic.TURNS:
        user.mail_turns = TurnMails.OFF
    elif wish.topic == Topic.INVITATIONS:
        user.mail_invitations = False
    elif wish.topic == Topic.RESULTS:
        user.mail_results = False
    else:
        user.email, user.email_verified = None, False
    db.commit()
    return True
