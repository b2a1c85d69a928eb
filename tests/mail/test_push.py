"""Pushes through the outbox: each sent once across a restart in the middle (a sender
stopped after claiming), and by two sender processes at once (PostgreSQL too); turn pushes
queued once per turn whichever process runs the jobs."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from server.config import Settings
from server.mail.outbox import LEASE, Letter, queue
from server.mail.sender import Sender
from server.persistence.db import make_engine, make_sessions
from server.persistence.models import (
    Channel,
    MailKind,
    MailStatus,
    OutboxMail,
    PushSubscription,
    User,
    now,
)
from tests.mail.receivers import Service, receivers, vapid_key
from tests.support.asyncio import in_new_loop

pytestmark = pytest.mark.both_databases

VAPID = vapid_key()
_numbers = itertools.count()


@pytest.fixture
def sessions(database_url: str) -> Iterator[sessionmaker[Session]]:
    engine = make_engine(database_url)
    yield make_sessions(engine)
    engine.dispose()


@pytest.fixture
def service() -> Iterator[Service]:
    with receivers() as service:
        yield service


def settings() -> Settings:
    return Settings(
        secret_key="test-secret",
        public_url="http://testserver",
        webhooks_allow_private=True,
        vapid_private_key=VAPID,
    )


def pushes(sessions: sessionmaker[Session], service: Service, count: int, at: datetime) -> int:
    """Queue `count` pushes to a new person's new device; the number queued."""
    with sessions() as db:
        n = next(_numbers)
        user = User(name=f"p{n}", name_key=f"p{n}")
        db.add(user)
        db.flush()
        device = service.subscribe().json()
        keys = device["keys"]
        subscription = PushSubscription(
            user_id=user.id, endpoint=device["endpoint"], p256dh=keys["p256dh"], auth=keys["auth"]
        )
        db.add(subscription)
        db.commit()
        letters = [
            Letter(
                user.id,
                "",
                f"push {i}",
                json.dumps({"title": f"push {i}", "body": "", "url": "/", "tag": str(i)}),
                MailKind.TURN,
                f"push:test:{n}:{i}",
                channel=Channel.PUSH,
                target_id=subscription.id,
            )
            for i in range(count)
        ]
        return queue(db, letters, at)


def titles(service: Service) -> Counter[str]:
    return Counter(str(p.body["title"]) for p in service.pushes(0))


def statuses(sessions: sessionmaker[Session]) -> set[MailStatus]:
    with sessions() as db:
        return set(db.scalars(select(OutboxMail.status)))


@in_new_loop
async def test_each_push_is_sent_once_across_a_restart_in_the_middle(
    sessions: sessionmaker[Session], service: Service
) -> None:
    at = now()
    assert pushes(sessions, service, 25, at) == 25
    first = Sender(sessions, settings(), clock=lambda: at)
    claimed = first._claim(at)  # then it was stopped, before sending
    assert len(claimed) == 20
    restarted = Sender(sessions, settings(), clock=lambda: at + timedelta(seconds=1))
    assert await restarted.send_due() == 5  # the ones the first did not hold
    assert await restarted.send_due() == 0  # the first's, leased still
    restarted.clock = lambda: at + LEASE + timedelta(seconds=1)
    assert await restarted.send_due() == 20
    assert await Sender(sessions, settings(), clock=lambda: at + LEASE * 3).send_due() == 0
    service.pushes(25)
    assert titles(service) == Counter(f"push {i}" for i in range(25))
    assert not service.refused
    assert statuses(sessions) == {MailStatus.SENT}


def test_two_sender_processes_push_each_once(
    sessions: sessionmaker[Session], service: Service, database_url: str
) -> None:
    pushes(sessions, service, 100, now())
    command = [sys.executable, "-m", "tests.mail.sender_process", database_url, "9"]
    env = os.environ | {"TEST_VAPID_KEY": VAPID}
    processes = [
        subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
        for _ in range(2)
    ]
    for process in processes:
        assert process.stdout is not None and process.stdout.readline() == "ready\n"
    for process in processes:
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()
    sent = [int(process.communicate(timeout=120)[0]) for process in processes]
    assert sum(sent) == 100, sent
    service.pushes(100)
    assert titles(service) == Counter(f"push {i}" for i in range(100))
    assert statuses(sessions) == {MailStatus.SENT}
