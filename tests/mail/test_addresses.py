"""An account's address: confirmed by the link mailed to it (once, for two days), changed,
removed; guests and malformed addresses refused; only the tokens' hashes kept."""

from __future__ import annotations

from datetime import timedelta

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select

from server.mail.addresses import ADDRESS_RULE
from server.mail.outbox import Letter, queue
from server.mail.tokens import digest
from server.persistence.models import MailKind, MailToken
from tests.mail.inbox import Inbox, link, text
from tests.mail.support import confirm, outbox, unconfirmed
from tests.support.clock import Clock
from tests.support.players import Person


def test_an_address_is_confirmed_once_by_the_link_mailed_to_it(
    client: TestClient, inbox: Inbox
) -> None:
    ann = Person(client).register()
    assert 'id="address-form"' in ann.request("GET", "/account").text
    mail = ann.ok("POST", "/api/mail/address", {"address": " Ann@Example.org "})
    assert mail == {
        "address": "ann@example.org",
        "verified": False,
        "turns": "each",
        "invitations": True,
        "results": True,
    }
    [message] = inbox.wait(1)
    assert message["To"] == "ann@example.org"
    assert message["Subject"] == "Confirm your address"
    assert message["List-Unsubscribe"].startswith("<http://testserver/unsubscribe/")
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert ann.user is not None and ann.user["name"] in text(message)
    opened = link(message, "/account/verify/")
    stranger = Person(client)  # no sign-in needed
    page = stranger.request("GET", opened)
    assert page.status_code == 200 and 'id="verify-button"' in page.text
    assert f"Confirm ann@example.org for {ann.user['name']}?" in page.text
    assert ann.ok("GET", "/api/mail")["verified"] is False  # opening the link asks, only
    answer = confirm(stranger, message)
    assert answer.status_code == 200 and "ann@example.org is confirmed" in answer.json()["detail"]
    assert ann.ok("GET", "/api/mail")["verified"] is True
    assert "expired or was used already" in Person(client).request("GET", opened).text
    again = confirm(Person(client), message)
    assert again.status_code == 422 and "expired or was used already" in again.json()["detail"]


def test_a_confirmation_link_expires_after_two_days(
    client: TestClient, inbox: Inbox, clock: Clock
) -> None:
    ann = unconfirmed(client, "ann@example.org")
    [message] = inbox.wait(1)
    confirm_path = link(message, "/account/verify/")
    clock.advance(timedelta(days=2, minutes=1))
    assert "expired or was used already" in ann.request("GET", confirm_path).text
    assert confirm(ann, message).status_code == 422
    assert ann.ok("GET", "/api/mail")["verified"] is False


def test_a_link_mailed_to_a_former_address_confirms_nothing(
    client: TestClient, inbox: Inbox
) -> None:
    ann = unconfirmed(client, "old@example.org")
    [old] = inbox.wait(1)
    ann.ok("POST", "/api/mail/address", {"address": "new@example.org"})
    new = inbox.wait(2)[1]
    assert new["To"] == "new@example.org"
    assert "expired or was used already" in ann.request("GET", link(old, "/account/verify/")).text
    assert confirm(ann, old).status_code == 422
    assert ann.ok("GET", "/api/mail") | {"turns": None} == {
        "address": "new@example.org",
        "verified": False,
        "turns": None,
        "invitations": True,
        "results": True,
    }
    assert "new@example.org is confirmed" in confirm(ann, new).text


def test_the_address_can_be_removed(client: TestClient, inbox: Inbox) -> None:
    ann = unconfirmed(client, "ann@example.org")
    [message] = inbox.wait(1)
    mail = ann.ok("DELETE", "/api/mail/address")
    assert mail["address"] is None and mail["verified"] is False
    assert (
        "expired or was used already" in ann.request("GET", link(message, "/account/verify/")).text
    )
    assert confirm(ann, message).status_code == 422
    assert ann.ok("GET", "/api/mail")["address"] is None


def test_guests_strangers_and_malformed_addresses_are_refused(client: TestClient) -> None:
    guest = Person(client).guest()
    refused = guest.request("POST", "/api/mail/address", {"address": "g@example.org"})
    assert refused.status_code == 422 and "Guests" in refused.json()["detail"]
    stranger = Person(client).request("POST", "/api/mail/address", {"address": "s@example.org"})
    assert stranger.status_code == 401
    ann = Person(client).register()
    for bad in ("ann", "ann@example", "a n@example.org", "a@b@example.org", "x" * 250 + "@a.org"):
        answer = ann.request("POST", "/api/mail/address", {"address": bad})
        assert answer.status_code == 422, bad


def test_only_plain_addresses_are_taken(client: TestClient) -> None:
    """No address literals, quoted or encoded-word local parts: what mail headers would read
    as another address."""
    ann = Person(client).register()
    for bad in (
        "a@[127.0.0.1]",
        '"evil@example.net"@example.org',
        "=?utf-8?q?evil=40example.net?=@example.org",
        "ann@example.org, evil@example.net",
    ):
        answer = ann.request("POST", "/api/mail/address", {"address": bad})
        assert answer.status_code == 422, bad
        assert answer.json()["detail"] == ADDRESS_RULE
    assert ann.ok("GET", "/api/mail")["address"] is None
    taken = ann.ok("POST", "/api/mail/address", {"address": "Ann.Lee+games@Example.org"})
    assert taken["address"] == "ann.lee+games@example.org"


def test_mail_goes_to_the_stored_address_and_no_other(
    client: TestClient, app: FastAPI, inbox: Inbox, clock: Clock
) -> None:
    """An address stored before the rule above: its mail goes to it as it is (the envelope),
    not to the address a mail header would read in it."""
    ann = Person(client).register()
    assert ann.user is not None
    stored = "=?utf-8?q?evil=40example.net?=@example.org"
    letter = Letter(ann.user["id"], stored, "Hello", "Hello\n", MailKind.RESULT, "result:stored")
    with app.state.sessions() as db:
        assert queue(db, [letter], clock()) == 1
    inbox.wait(1)
    assert inbox.rcpt == [f"TO:<{stored}>"]


def test_confirmation_mails_are_limited_to_five_an_hour(client: TestClient, app: FastAPI) -> None:
    ann = Person(client).register()
    for n in range(5):
        ann.ok("POST", "/api/mail/address", {"address": f"ann{n}@example.org"})
    refused = ann.request("POST", "/api/mail/address", {"address": "ann5@example.org"})
    assert refused.status_code == 429
    assert [m.to_address for m in outbox(app)] == [f"ann{n}@example.org" for n in range(5)]
    assert ann.ok("GET", "/api/mail")["address"] == "ann4@example.org"


def test_confirmation_mails_to_one_address_are_limited_to_five_an_hour(
    client: TestClient, app: FastAPI
) -> None:
    """Eight accounts giving one address mail it five times, not forty."""
    people = [Person(client).register() for _ in range(8)]
    answers = [
        p.request("POST", "/api/mail/address", {"address": "Bob@example.org"}) for p in people
    ]
    assert [a.status_code for a in answers] == [200] * 5 + [429] * 3
    assert "Too many confirmation mails to this address" in answers[5].json()["detail"]
    assert [m.to_address for m in outbox(app)] == ["bob@example.org"] * 5
    assert people[5].ok("GET", "/api/mail")["address"] is None


def test_only_the_hash_of_a_token_is_stored(client: TestClient, app: FastAPI, inbox: Inbox) -> None:
    unconfirmed(client, "ann@example.org")
    token = link(inbox.wait(1)[0], "/account/verify/").removeprefix("/account/verify/")
    with app.state.sessions() as db:
        [row] = db.scalars(select(MailToken)).all()
    assert row.kind == MailKind.VERIFY and row.address == "ann@example.org"
    assert row.token_hash == digest(token) != token
    [queued] = outbox(app)
    assert token not in queued.body and "$link" in queued.body
