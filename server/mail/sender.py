"""The sender: a task of the app that sends the outbox's mails and runs the periodic jobs
(turn mails, digests).

Every `mail_interval` seconds it claims the due mails (outbox.claim: a lease no other
sender can take until it runs out), sends them over one connection and marks each sent,
or to be tried again later, or failed. It sends a claimed mail only while at least half its
lease is left, so that no other sender can have claimed it again meanwhile. A process that
dies after sending but before marking leaves the mails to be sent again once their lease
runs out: a mail marked sent is never sent again.

The jobs run every minute; with several processes (a relay), only the one that takes the
Redis lease for the minute runs them (their dedupe keys keep mail from being queued twice
anyway).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from email.message import EmailMessage

from sqlalchemy.orm import Session, sessionmaker

from server.config import Settings
from server.mail import letters, notices, outbox, tokens
from server.mail.transport import UNAVAILABLE, Refused, Transport, transport_for
from server.persistence.models import OutboxMail, now
from server.relay import Relay

log = logging.getLogger("server.mail")

JOBS_EVERY = 60.0  # seconds between runs of the periodic jobs
STOP_WAIT = 10.0  # seconds a stopping sender may take to finish the mails it holds


@dataclass(frozen=True, slots=True)
class Claimed:
    """A claimed mail and its message."""

    mail: OutboxMail
    message: EmailMessage


class Sender:
    """Sends the outbox of the database behind `sessions` through `transport` (by default
    the one `settings.smtp_url` names); `clock` tells the time (the tests set it)."""

    def __init__(
        self,
        sessions: sessionmaker[Session],
        settings: Settings,
        relay: Relay | None = None,
        transport: Transport | None = None,
        clock: Callable[[], datetime] = now,
    ) -> None:
        self.sessions = sessions
        self.settings = settings
        self.relay = relay
        self.transport = transport or transport_for(settings.smtp_url)
        self.clock = clock
        self.owner = f"{socket.gethostname()[:40]}:{os.getpid()}:{secrets.token_hex(4)}"
        self._task: asyncio.Task[None] | None = None
        self._stopping = asyncio.Event()

    def start(self) -> None:
        """Start sending and running the jobs, until `stop` (on the running event loop: each
        start has its own event to stop by, on its own loop)."""
        self._stopping = stopping = asyncio.Event()
        self._task = asyncio.create_task(self._run(stopping))

    async def stop(self) -> None:
        """Stop, after the mails being sent are marked (cut off after STOP_WAIT seconds)."""
        if self._task is None:
            return
        self._stopping.set()
        try:
            await asyncio.wait_for(self._task, STOP_WAIT)
        except TimeoutError:
            log.warning("mail: the sender was stopped while sending")
        self._task = None

    async def _run(self, stopping: asyncio.Event) -> None:
        jobs_due = 0.0
        while not stopping.is_set():
            try:
                if time.monotonic() >= jobs_due:
                    jobs_due = time.monotonic() + JOBS_EVERY
                    await self.run_jobs()
                while await self.send_due() == outbox.BATCH and not stopping.is_set():
                    pass
            except Exception:
                log.exception("mail: sending failed; trying again shortly")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), self.settings.mail_interval)

    async def run_jobs(self) -> int:
        """Queue the turn mails and digests due now, unless another process runs the jobs
        this minute. Returns the number of mails queued."""
        if self.relay is not None and not await self.relay.lease("mail-jobs", JOBS_EVERY):
            return 0
        return await asyncio.to_thread(self._jobs, self.clock())

    def _jobs(self, at: datetime) -> int:
        delay = timedelta(seconds=self.settings.turn_mail_delay)
        with self.sessions() as db:
            turns = notices.queue_turn_mails(db, at, delay)
            return turns + notices.queue_digests(db, at, self.settings.digest_hour)

    async def send_due(self) -> int:
        """Claim the mails due now (up to a batch), send them and mark each. Returns the
        number claimed."""
        claimed = await asyncio.to_thread(self._claim, self.clock())
        if not claimed:
            return 0
        deadline = time.monotonic() + outbox.LEASE.total_seconds() / 2
        outcomes: dict[int, Exception | None] = {}
        try:
            async with self.transport.connect() as connection:
                for item in claimed:
                    if time.monotonic() > deadline:
                        break
                    try:
                        await connection.send(item.message, item.mail.to_address)
                        outcomes[item.mail.id] = None
                    except Refused as error:
                        outcomes[item.mail.id] = error
        except UNAVAILABLE as error:
            for item in claimed:
                outcomes.setdefault(item.mail.id, error)
        await asyncio.to_thread(self._settle, claimed, outcomes, self.clock())
        return len(claimed)

    def _claim(self, at: datetime) -> list[Claimed]:
        """Claim the due mails and make their messages, with a new token for those that
        carry a link (committed)."""
        site = self.settings.public_url.rstrip("/")
        with self.sessions() as db:
            claimed = []
            for mail in outbox.claim(db, self.owner, at):
                link = None
                if mail.kind in letters.LINK_PATHS:
                    token = tokens.issue(db, mail.user_id, mail.kind, mail.to_address, at)
                    link = f"{site}{letters.LINK_PATHS[mail.kind]}{token}"
                claimed.append(Claimed(mail, letters.compose(mail, self.settings, link, at)))
            db.commit()
            return claimed

    def _settle(
        self, claimed: list[Claimed], outcomes: dict[int, Exception | None], at: datetime
    ) -> None:
        """Mark the mails sent, or failed for now or for good; a mail not tried (its lease
        ran short) waits for its next attempt."""
        with self.sessions() as db:
            outbox.mark_sent(db, self.owner, [i for i, e in outcomes.items() if e is None], at)
            for item in claimed:
                error = outcomes.get(item.mail.id, TimeoutError("not tried: its lease ran short"))
                if error is None:
                    continue
                permanent = isinstance(error, Refused) and error.permanent
                reason = f"{type(error).__name__}: {error}"
                if outbox.mark_failed(db, self.owner, item.mail, reason, permanent, at):
                    log.error(
                        "mail %s to %s failed for good: %s",
                        item.mail.id,
                        item.mail.to_address,
                        reason,
                    )
                else:
                    log.warning(
                        "mail %s: attempt %s failed: %s", item.mail.id, item.mail.attempts, reason
                    )
