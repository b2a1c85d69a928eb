"""The outbox and its sender: each notification queued once, each mail sent once across
restarts, an expired lease and two sender processes at once; refusals retried with backoff
then given up; credentials; the log instead of SMTP; the periodic jobs run by one process."""

from __future__ import annotations

import asyncio
import itertools
import logging
import os
import subprocess
import sys
import uuid
from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import pytest
import redis
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from server import lobby
from server.config import Settings
from server.mail import outbox
from server.mail.outbox import LEASE, MAX_ATTEMPTS, Letter, queue, retry_after
from server.mail.sender import Sender
from server.mail.transport import SmtpServer
from server.persistence.db import make_engine, make_sessions
from server.persistence.models import MailKind, MailStatus, OutboxMail, User, now
from server.relay import Relay
from tests.mail.inbox import Inbox, smtp_server, text
from tests.support.asyncio import in_new_loop
from tests.support.ports import free_port

pytestmark = pytest.mark.both_databases

_numbers = itertools.count()
REDIS = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/0")


@pytest.fixture
def sessions(database_url: str) -> Iterator[sessionmaker[Session]]:
    engine = make_engine(database_url)
    yield make_sessions(engine)
    engine.dispose()


def settings(port: int | None) -> Settings:
    """Mail settings: the tests' SMTP server on `port` (None: the log)."""
    smtp_url = "" if port is None else f"smtp://127.0.0.1:{port}"
    return Settings(secret_key="test-secret", smtp_url=smtp_url, public_url="http://testserver")


def person(sessions: sessionmaker[Session], confirmed: bool = True) -> User:
    """A new account with a confirmed address (or an unconfirmed one)."""
    with sessions() as db:
        n = next(_numbers)
        user = User(
            name=f"p{n}", name_key=f"p{n}", email=f"p{n}@example.org", email_verified=confirmed
        )
        db.add(user)
        db.commit()
        return user


def mails(user: User, count: int, prefix: str = "mail") -> list[Letter]:
    body = "Hello,\n\nthe site: $site\nStop: $unsubscribe\n"
    return [
        Letter(
            user.id,
            f"{prefix}{i}@example.org",
            f"{prefix} {i}",
            body,
            MailKind.TURN,
            f"t:{prefix}:{i}",
        )
        for i in range(count)
    ]


def queued(sessions: sessionmaker[Session], letters: list[Letter], at: datetime) -> int:
    with sessions() as db:
        return queue(db, letters, at)


def rows(sessions: sessionmaker[Session]) -> list[OutboxMail]:
    with sessions() as db:
        return list(db.scalars(select(OutboxMail).order_by(OutboxMail.id)))


def subjects(inbox: Inbox) -> Counter[str]:
    return Counter(str(m["Subject"]) for m in inbox.wait(0))


def test_a_notification_is_queued_once(sessions: sessionmaker[Session]) -> None:
    letters = mails(person(sessions), 3)
    assert queued(sessions, letters, now()) == 3
    assert queued(sessions, letters[1:] + mails(person(sessions), 1, "other"), now()) == 1
    assert [r.subject for r in rows(sessions)] == ["mail 0", "mail 1", "mail 2", "other 0"]


@in_new_loop
async def test_each_mail_is_sent_once_across_a_restart(sessions: sessionmaker[Session]) -> None:
    with smtp_server() as (inbox, port):
        queued(sessions, mails(person(sessions), 25), now())
        first = Sender(sessions, settings(port))
        assert await first.send_due() == outbox.BATCH
        assert await first.send_due() == 5
        assert await first.send_due() == 0
        restarted = Sender(sessions, settings(port))
        assert await restarted.send_due() == 0
        assert subjects(inbox) == Counter(f"mail {i}" for i in range(25))
    assert {r.status for r in rows(sessions)} == {MailStatus.SENT}
    message = inbox.messages[0]
    assert message["To"] == "mail0@example.org"
    assert "the site: http://testserver\n" in text(message)
    assert f"Stop: {message['List-Unsubscribe'][1:-1]}\n" in text(message)


@in_new_loop
async def test_a_claim_whose_lease_ran_out_is_taken_over_and_sent_once(
    sessions: sessionmaker[Session],
) -> None:
    at = now()
    queued(sessions, mails(person(sessions), 3), at)
    with sessions() as db:
        crashed = outbox.claim(db, "crashed", at)  # then the process died
    assert [m.attempts for m in crashed] == [1, 1, 1]
    with smtp_server() as (inbox, port):
        other = Sender(sessions, settings(port), clock=lambda: at + LEASE - timedelta(seconds=1))
        assert await other.send_due() == 0
        other.clock = lambda: at + LEASE + timedelta(seconds=1)
        assert await other.send_due() == 3
        with sessions() as db:  # the first process, back, cannot mark them
            outbox.mark_sent(db, "crashed", [m.id for m in crashed], at)
        assert await Sender(sessions, settings(port), clock=lambda: at + LEASE * 3).send_due() == 0
        assert subjects(inbox) == Counter(["mail 0", "mail 1", "mail 2"])
    assert [(r.status, r.attempts, r.lease_owner) for r in rows(sessions)] == [
        (MailStatus.SENT, 2, other.owner)
    ] * 3


def test_two_sender_processes_send_each_mail_exactly_once(
    sessions: sessionmaker[Session], database_url: str
) -> None:
    queued(sessions, mails(person(sessions), 100), now())  # five batches to claim
    with smtp_server() as (inbox, port):
        command = [sys.executable, "-m", "tests.mail.sender_process", database_url, str(port)]
        processes = [
            subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            for _ in range(2)
        ]
        for process in processes:
            assert process.stdout is not None and process.stdout.readline() == "ready\n"
        for process in processes:  # both start at once
            assert process.stdin is not None
            process.stdin.write("go\n")
            process.stdin.flush()
        sent = [int(process.communicate(timeout=120)[0]) for process in processes]
        assert all(p.returncode == 0 for p in processes)
        assert sum(sent) == 100 and min(sent) > 0, sent
        assert subjects(inbox) == Counter(f"mail {i}" for i in range(100))
    assert {r.status for r in rows(sessions)} == {MailStatus.SENT}


@in_new_loop
async def test_a_refused_mail_is_tried_again_later_and_a_rejected_one_given_up(
    sessions: sessionmaker[Session], caplog: Any
) -> None:
    at = now()
    clock = [at]
    queued(sessions, mails(person(sessions), 2), at)
    with smtp_server() as (inbox, port):
        inbox.refusals.extend(["451 4.3.0 try again later", "550 5.1.1 no such mailbox"])
        sender = Sender(sessions, settings(port), clock=lambda: clock[0])
        assert await sender.send_due() == 2
        assert inbox.messages == []
        clock[0] = at + retry_after(1) - timedelta(seconds=1)
        assert await sender.send_due() == 0
        clock[0] = at + retry_after(1) + timedelta(seconds=1)
        assert await sender.send_due() == 1
        assert subjects(inbox) == Counter(["mail 0"])
        clock[0] = at + timedelta(days=1)
        assert await sender.send_due() == 0
    first, second = rows(sessions)
    assert (first.status, first.attempts) == (MailStatus.SENT, 2)
    assert (second.status, second.attempts) == (MailStatus.FAILED, 1)
    assert second.last_error is not None and "550" in second.last_error
    assert "failed for good" in caplog.text


@in_new_loop
async def test_mail_that_cannot_be_delivered_fails_after_its_last_attempt(
    sessions: sessionmaker[Session], caplog: Any
) -> None:
    at = now()
    queued(sessions, mails(person(sessions), 1), at)
    nobody = free_port()  # no SMTP server listens there
    clock = [at]
    sender = Sender(sessions, settings(nobody), clock=lambda: clock[0])
    for attempt in range(1, MAX_ATTEMPTS + 1):
        assert await sender.send_due() == 1
        clock[0] += retry_after(attempt)
    assert await sender.send_due() == 0
    [row] = rows(sessions)
    assert (row.status, row.attempts) == (MailStatus.FAILED, MAX_ATTEMPTS)
    assert "failed for good" in caplog.text


@in_new_loop
async def test_without_smtp_url_mails_are_written_to_the_log(
    sessions: sessionmaker[Session], caplog: Any
) -> None:
    queued(sessions, mails(person(sessions), 1), now())
    with caplog.at_level(logging.INFO, logger="server.mail"):
        assert await Sender(sessions, settings(None)).send_due() == 1
    [record] = [r for r in caplog.records if r.name == "server.mail"]
    logged = record.getMessage()
    assert "mail to mail0@example.org (not sent: SMTP_URL is not set)" in logged
    assert "Subject: mail 0" in logged and "the site: http://testserver" in logged
    assert [r.status for r in rows(sessions)] == [MailStatus.SENT]


@in_new_loop
async def test_the_smtp_account_of_the_url_is_used(sessions: sessionmaker[Session]) -> None:
    from aiosmtpd.smtp import AuthResult, LoginPassword

    seen = []

    def authenticate(*args: Any) -> AuthResult:
        login: LoginPassword = args[-1]
        seen.append((login.login, login.password))
        return AuthResult(success=login.password == b"s@cret", handled=False)

    queued(sessions, mails(person(sessions), 2), now())
    with smtp_server(authenticator=authenticate, auth_require_tls=False) as (inbox, port):
        wrong = Settings(secret_key="k", smtp_url=f"smtp://ann:nope@127.0.0.1:{port}")
        assert await Sender(sessions, wrong).send_due() == 2
        assert inbox.messages == [] and rows(sessions)[0].status == MailStatus.QUEUED
        right = Settings(secret_key="k", smtp_url=f"smtp://ann:s%40cret@127.0.0.1:{port}")
        later = now() + timedelta(minutes=2)
        assert await Sender(sessions, right, clock=lambda: later).send_due() == 2
        assert len(inbox.wait(2)) == 2
    assert set(seen) == {(b"ann", b"nope"), (b"ann", b"s@cret")}
    assert seen[-1] == (b"ann", b"s@cret")


def test_smtp_urls() -> None:
    assert SmtpServer.from_url("smtp://ann:p%40ss@mail.example.org") == SmtpServer(
        "mail.example.org", 587, "ann", "p@ss", implicit_tls=False
    )
    assert SmtpServer.from_url("smtps://mail.example.org:2465") == SmtpServer(
        "mail.example.org", 2465, None, None, implicit_tls=True
    )
    for bad in ("http://mail.example.org", "smtp://", "mail.example.org"):
        with pytest.raises(ValueError):
            SmtpServer.from_url(bad)


def waiting_game(sessions: sessionmaker[Session]) -> int:
    """A started game whose first seat is a person with a confirmed address; its id."""
    host, other = person(sessions), person(sessions)
    with sessions() as db:
        host, other = db.get_one(User, host.id), db.get_one(User, other.id)
        table = lobby.create_table(db, host, "renature", 2, {}, True)
        lobby.join(db, table, other)
        return lobby.start(db, table, host, [s.id for s in table.seats]).id


@in_new_loop
async def test_the_running_sender_queues_and_sends_turn_mails(
    sessions: sessionmaker[Session],
) -> None:
    waiting_game(sessions)
    with smtp_server() as (inbox, port):
        later = now() + timedelta(minutes=11)
        quick = settings(port).model_copy(update={"mail_interval": 0.01})
        sender = Sender(sessions, quick, clock=lambda: later)
        sender.start()
        [message] = await asyncio.to_thread(inbox.wait, 1)
        await sender.stop()
    assert message["Subject"] == "Your turn in Renature"


def redis_relay() -> Relay:
    """A relay on the local Redis with a channel of its own. Skips without Redis, except in
    CI, where it fails."""
    try:
        redis.Redis.from_url(REDIS).ping()
    except redis.ConnectionError as error:
        message = f"Redis is not reachable at {REDIS}: {error}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return Relay(REDIS, f"test-mail-{uuid.uuid4().hex}")


@in_new_loop
async def test_one_process_runs_the_periodic_jobs_at_a_time(
    sessions: sessionmaker[Session],
) -> None:
    relays = [redis_relay(), redis_relay()]
    relays[1].channel = relays[0].channel  # the same site: two processes
    later = now() + timedelta(minutes=11)
    one, two = (Sender(sessions, settings(None), r, clock=lambda: later) for r in relays)
    waiting_game(sessions)
    assert await one.run_jobs() == 1
    waiting_game(sessions)
    assert await two.run_jobs() == 0  # the other process runs the jobs this minute
    assert await Sender(sessions, settings(None), clock=lambda: later).run_jobs() == 1
    for relay in relays:
        await relay.close()
