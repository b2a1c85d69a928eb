"""A new password by mail: asked for by name or address (the same answer whether or not an
account matches), a link that works once for an hour, every other session ended."""

from __future__ import annotations

from datetime import timedelta

from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.api.mail import RESET_ASKED
from server.persistence.models import MailKind
from tests.mail.inbox import Inbox, link, text
from tests.mail.support import confirmed, name_of, outbox, unconfirmed
from tests.support.clock import Clock
from tests.support.players import Person

NEW = "a new pass phrase"


def ask(client: TestClient, who: str) -> None:
    answer = Person(client).request("POST", "/api/mail/resets", {"who": who})
    assert answer.status_code == 202 and answer.json() == {"detail": RESET_ASKED}


def log_in(client: TestClient, name: str, password: str) -> int:
    answer = Person(client).request("POST", "/api/session", {"name": name, "password": password})
    return int(answer.status_code)


def test_a_new_password_by_the_link_ends_every_other_session(
    client: TestClient, inbox: Inbox
) -> None:
    ann = confirmed(client, inbox, "ann@example.org")
    elsewhere = Person(client)
    elsewhere.ok("POST", "/api/session", {"name": name_of(ann), "password": "correct horse"})
    assert elsewhere.ok("GET", "/api/session")["user"] is not None
    ask(client, name_of(ann))
    message = inbox.wait(2)[1]
    assert message["To"] == "ann@example.org" and message["Subject"] == "A new password"
    assert name_of(ann) in text(message)
    path = link(message, "/reset/")
    stranger = Person(client)
    page = stranger.request("GET", path)
    assert page.status_code == 200 and 'id="reset"' in page.text
    stranger.ok("GET", "/api/session")
    token = path.removeprefix("/reset/")
    signed_in = stranger.ok("POST", "/api/mail/reset", {"token": token, "password": NEW})
    assert signed_in["user"]["name"] == name_of(ann)
    assert stranger.ok("GET", "/api/session")["user"]["name"] == name_of(ann)
    assert ann.ok("GET", "/api/session")["user"] is None  # signed out everywhere else
    assert elsewhere.ok("GET", "/api/session")["user"] is None
    assert log_in(client, name_of(ann), "correct horse") == 401
    assert log_in(client, name_of(ann), NEW) == 200
    again = Person(client).request("POST", "/api/mail/reset", {"token": token, "password": NEW})
    assert again.status_code == 422 and "expired or was used" in again.json()["detail"]


def test_asked_for_by_address_only_confirmed_accounts_get_a_link(
    client: TestClient, app: FastAPI, inbox: Inbox
) -> None:
    ann = confirmed(client, inbox, "ann@example.org")
    bob = unconfirmed(client, "bob@example.org")  # not confirmed
    assert 'id="ask"' in Person(client).request("GET", "/reset").text
    queued = len(outbox(app))
    for who in ("bob@example.org", name_of(bob), "nobody", "nobody@example.org", "x y"):
        ask(client, who)
    assert len(outbox(app)) == queued
    ask(client, "  ANN@example.org ")
    assert [m.to_address for m in outbox(app)[queued:]] == ["ann@example.org"]
    assert name_of(ann) in text(inbox.wait(queued + 1)[queued])


def test_the_link_expires_after_an_hour_and_survives_a_weak_password(
    client: TestClient, inbox: Inbox, clock: Clock
) -> None:
    ann = confirmed(client, inbox, "ann@example.org")
    ask(client, name_of(ann))
    token = link(inbox.wait(2)[1], "/reset/").removeprefix("/reset/")
    weak = Person(client).request("POST", "/api/mail/reset", {"token": token, "password": "aaaa"})
    assert weak.status_code == 422 and "too weak" in weak.json()["detail"]
    clock.advance(timedelta(minutes=61))
    late = Person(client).request("POST", "/api/mail/reset", {"token": token, "password": NEW})
    assert late.status_code == 422 and "expired" in late.json()["detail"]
    assert log_in(client, name_of(ann), "correct horse") == 200


def test_a_new_link_leaves_the_former_ones_usable_until_one_is_used(
    client: TestClient, inbox: Inbox
) -> None:
    ann = confirmed(client, inbox, "ann@example.org")
    ask(client, name_of(ann))
    ask(client, "ann@example.org")
    first, second = (link(m, "/reset/").removeprefix("/reset/") for m in inbox.wait(3)[1:])
    Person(client).ok("POST", "/api/mail/reset", {"token": second, "password": NEW})
    used_up = Person(client).request("POST", "/api/mail/reset", {"token": first, "password": NEW})
    assert used_up.status_code == 422


def test_reset_mails_are_limited_per_account_and_asking_per_address(
    client: TestClient, app: FastAPI, inbox: Inbox
) -> None:
    ann = confirmed(client, inbox, "ann@example.org")
    for _ in range(4):
        ask(client, name_of(ann))  # the fourth is answered the same, and mails nothing
    assert [m.kind for m in outbox(app)] == [MailKind.VERIFY] + [MailKind.RESET] * 3
    for _ in range(6):
        ask(client, "nobody")
    refused = Person(client).request("POST", "/api/mail/resets", {"who": "nobody"})
    assert refused.status_code == 429 and "Retry-After" in refused.headers
