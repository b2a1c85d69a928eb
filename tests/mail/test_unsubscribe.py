"""Every mail's unsubscribe link: a page that asks (opening a link changes nothing), one
click that stops that kind of mail without signing in (RFC 8058), links that cannot be
forged, and links to a former address that change nothing."""

from __future__ import annotations

from datetime import timedelta
from email.message import EmailMessage

from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.mail.notices import queue_turn_mails
from server.mail.preferences import unsubscribe_token
from server.persistence.models import MailKind
from tests.mail.inbox import Inbox
from tests.mail.support import confirmed, started, unconfirmed
from tests.support.clock import Clock
from tests.support.players import Person

ONE_CLICK = {"content-type": "application/x-www-form-urlencoded"}


def unsubscribe_path(message: EmailMessage) -> str:
    header = str(message["List-Unsubscribe"])
    assert header.startswith("<http://testserver/unsubscribe/") and header.endswith(">")
    path = header[1:-1].removeprefix("http://testserver")
    assert "Stop " in message.get_content() and f"http://testserver{path}" in message.get_content()
    return path


def one_click(client: TestClient, path: str) -> int:
    """The mail program's POST (no cookie): its status."""
    client.cookies.clear()
    answer = client.post(path, content=b"List-Unsubscribe=One-Click", headers=ONE_CLICK)
    return int(answer.status_code)


def test_one_click_stops_turn_mails_and_opening_the_link_only_asks(
    ann_and_bob: tuple[Person, Person], client: TestClient, app: FastAPI, inbox: Inbox, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    started(ann, bob)
    clock.advance(timedelta(minutes=11))
    with app.state.sessions() as db:
        assert queue_turn_mails(db, clock()) == 1
    path = unsubscribe_path(inbox.wait(1, "Your turn in Renature")[0])
    page = Person(client).request("GET", path)
    assert page.status_code == 200 and "Stop mails about games waiting for you?" in page.text
    assert ann.ok("GET", "/api/mail")["turns"] == "each"
    assert one_click(client, path) == 200
    assert ann.ok("GET", "/api/mail")["turns"] == "off"
    assert one_click(client, path) == 200  # again: still off


def test_the_page_button_works_for_a_signed_in_person(client: TestClient, inbox: Inbox) -> None:
    ann = confirmed(client, inbox, "ann@example.org")
    assert ann.user is not None
    token = unsubscribe_token("test-secret", ann.user["id"], MailKind.RESULT, "ann@example.org")
    assert ann.request("POST", f"/unsubscribe/{token}").json()["detail"].startswith("Done")
    assert ann.ok("GET", "/api/mail")["results"] is False
    token = unsubscribe_token("test-secret", ann.user["id"], MailKind.INVITATION, "ann@example.org")
    no_token = ann.request("POST", f"/unsubscribe/{token}", **{"x-csrf-token": "wrong"})
    assert no_token.status_code == 403  # a signed-in browser sends its CSRF token
    assert ann.ok("GET", "/api/mail")["invitations"] is True


def test_the_link_of_a_confirmation_mail_takes_the_address_off(
    client: TestClient, inbox: Inbox
) -> None:
    ann = unconfirmed(client, "ann@example.org")
    path = unsubscribe_path(inbox.wait(1)[0])
    assert "all mail to this address" in Person(client).request("GET", path).text
    assert one_click(client, path) == 200
    assert ann.ok("GET", "/api/mail")["address"] is None


def test_forged_links_and_links_to_a_former_address_change_nothing(
    client: TestClient, inbox: Inbox
) -> None:
    ann = confirmed(client, inbox, "ann@example.org")
    assert ann.user is not None
    forged = unsubscribe_token("another-secret", ann.user["id"], MailKind.TURN, "ann@example.org")
    assert one_click(client, f"/unsubscribe/{forged}") == 404
    assert "This link is not valid." in Person(client).request("GET", f"/unsubscribe/{forged}").text
    assert one_click(client, "/unsubscribe/nonsense") == 404
    old = unsubscribe_token("test-secret", ann.user["id"], MailKind.TURN, "ann@example.org")
    ann.ok("POST", "/api/mail/address", {"address": "ann@elsewhere.org"})
    client.cookies.clear()
    answer = client.post(
        f"/unsubscribe/{old}", content=b"List-Unsubscribe=One-Click", headers=ONE_CLICK
    )
    assert answer.status_code == 200 and "no longer has this address" in answer.json()["detail"]
    assert ann.ok("GET", "/api/mail")["turns"] == "each"
