"""Invitation mails cannot be turned into a flood: none from guests, at most so many an hour
from one host and to one person; the invitations themselves still work in the lobby."""

from __future__ import annotations

import logging

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import update

from server.mail.notices import INVITATION_MAILS_FROM, INVITATION_MAILS_TO
from server.persistence.models import MailKind, User
from tests.mail.support import name_of, outbox
from tests.support.players import Person


def invite(host: Person, guest: Person) -> int:
    """A new private table of `host`, with `guest` invited by name; its id."""
    table = host.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": False})
    host.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": name_of(guest)})
    return int(table["id"])


def invitation_mails(app: FastAPI) -> list[str]:
    """The addresses of the invitation mails queued, oldest first."""
    return [m.to_address for m in outbox(app) if m.kind == MailKind.INVITATION]


def mailable(client: TestClient, app: FastAPI, count: int) -> list[Person]:
    """`count` new accounts with confirmed addresses (<name>@example.org), set directly."""
    people = [Person(client).register() for _ in range(count)]
    with app.state.sessions() as db:
        for person in people:
            db.execute(
                update(User)
                .where(User.name == name_of(person))
                .values(email=f"{name_of(person)}@example.org", email_verified=True)
            )
        db.commit()
    return people


def test_a_guests_invitations_are_not_mailed(
    ann_and_bob: tuple[Person, Person],
    client: TestClient,
    app: FastAPI,
    caplog: pytest.LogCaptureFixture,
) -> None:
    _, bob = ann_and_bob
    caplog.set_level(logging.INFO, "server.mail")
    table = invite(Person(client).guest(), bob)
    assert invitation_mails(app) == []
    assert [t["id"] for t in bob.ok("GET", "/api/invitations")] == [table]
    assert "not mailed: the host is a guest" in caplog.text


def test_invitation_mails_to_one_person_are_limited(
    ann_and_bob: tuple[Person, Person], app: FastAPI, caplog: pytest.LogCaptureFixture
) -> None:
    """A host who invites and cancels over and over mails the person so many times an hour."""
    ann, bob = ann_and_bob
    for _ in range(INVITATION_MAILS_TO + 2):
        table = invite(ann, bob)
        ann.ok("POST", f"/api/tables/{table}/cancel", {})
    table = invite(ann, bob)
    assert invitation_mails(app) == ["bob@example.org"] * INVITATION_MAILS_TO
    assert [t["id"] for t in bob.ok("GET", "/api/invitations")] == [table]  # still invited
    assert f"not mailed: {INVITATION_MAILS_TO} invitation mails to them in the last" in caplog.text


def test_invitation_mails_from_one_host_are_limited(
    client: TestClient, app: FastAPI, caplog: pytest.LogCaptureFixture
) -> None:
    host, *people = mailable(client, app, INVITATION_MAILS_FROM + 2)
    table = host.ok("POST", "/api/tables", {"game": "renature", "seats": 4, "public": False})
    for person in people:
        host.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": name_of(person)})
    expected = [f"{name_of(p)}@example.org" for p in people[:INVITATION_MAILS_FROM]]
    assert invitation_mails(app) == expected
    assert f"not mailed: {INVITATION_MAILS_FROM} invitation mails from the host" in caplog.text
    last = people[-1].ok("GET", "/api/invitations")
    assert [t["id"] for t in last] == [table["id"]]
