"""Fixtures: an SMTP server of the tests' own, and the app sending to it on the tests' clock.
Every test here runs on SQLite and on PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.main import create_app
from tests.mail.inbox import Inbox, smtp_server
from tests.mail.support import confirmed
from tests.support.clock import Clock
from tests.support.players import Person, settings_for


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    """An SMTP server on a free port: its inbox and port."""
    with smtp_server() as server:
        yield server


@pytest.fixture
def inbox(smtp: tuple[Inbox, int]) -> Inbox:
    return smtp[0]


@pytest.fixture
def app(
    database_url: str,
    tmp_path: Path,
    smtp: tuple[Inbox, int],
    clock: Clock,
) -> FastAPI:
    """An app on the test database that mails to the tests' SMTP server, looking at its
    outbox every 20 ms, with links to http://testserver and the tests' clock."""
    settings = settings_for(
        database_url,
        tmp_path,
        smtp_url=f"smtp://127.0.0.1:{smtp[1]}",
        public_url="http://testserver",
        mail_interval=0.02,
    )
    app = create_app(settings)
    app.state.mail.clock = app.state.hub.clock = clock
    return app


@pytest.fixture
def ann_and_bob(client: TestClient, inbox: Inbox) -> tuple[Person, Person]:
    """Two new accounts with their addresses confirmed: ann@example.org's and
    bob@example.org's."""
    return confirmed(client, inbox, "ann@example.org"), confirmed(client, inbox, "bob@example.org")
