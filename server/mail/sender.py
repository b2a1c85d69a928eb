"""The sender: a task of the app that sends the outbox's mails, pushes and webhook posts
(the transport by each row's channel) and runs the periodic jobs (turn mails, pushes and
posts, digests).

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
from urllib.parse import urlsplit

import httpx
from sqlalchemy import delete
from sqlalchemy.orm import Session, sessionmaker

from server.config import Settings
from server.mail import alerts, hooks, letters, notices, outbox, tokens, web
from server.mail.transport import UNAVAILABLE, Refused, Transport, transport_for
from server.persistence.models import Channel, OutboxMail, PushSubscription, Webhook, now
from server.relay import Relay

log = logging.getLogger("server.mail")

JOBS_EVERY = 60.0  # seconds between runs of the periodic jobs
STOP_WAIT = 10.0  # seconds a stopping sender may take to finish the mails it holds


CONCURRENT_POSTS = 20  # pushes and webhook posts under way at once


@dataclass(frozen=True, slots=True)
class Claimed:
    """A claimed row and what it becomes: a mail's message, or the POST of a push or a
    webhook event (None when its subscription or webhook was removed since)."""

    mail: OutboxMail
    message: EmailMessage | None = None
    post: hooks.Post | None = None


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
        push_delay = timedelta(seconds=self.settings.turn_push_delay)
        with self.sessions() as db:
            turns = notices.queue_turn_mails(db, at, delay)
            turns += alerts.queue_turns(db, at, push_delay)
            return turns + notices.queue_digests(db, at, self.settings.digest_hour)

    async def send_due(self) -> int:
        """Claim the notifications due now (up to a batch), send them (the mails over one
        connection; the pushes and webhook posts at once, each with a short timeout, so that
        a slow receiver holds up no other) and mark each. Returns the number claimed."""
        claimed = await asyncio.to_thread(self._claim, self.clock())
        if not claimed:
            return 0
        deadline = time.monotonic() + outbox.LEASE.total_seconds() / 2
        outcomes: dict[int, Exception | None] = {}
        mails = [c for c in claimed if c.mail.channel == Channel.MAIL]
        posts = [c for c in claimed if c.mail.channel != Channel.MAIL]
        await asyncio.gather(
            self._send_mails(mails, outcomes, deadline), self._send_posts(posts, outcomes)
        )
        await asyncio.to_thread(self._settle, claimed, outcomes, self.clock())
        return len(claimed)

    async def _send_mails(
        self, claimed: list[Claimed], outcomes: dict[int, Exception | None], deadline: float
    ) -> None:
        if not claimed:
            return
        try:
            async with self.transport.connect() as connection:
                for item in claimed:
                    if time.monotonic() > deadline:
                        break
                    assert item.message is not None
                    try:
                        await connection.send(item.message, item.mail.to_address)
                        outcomes[item.mail.id] = None
                    except Refused as error:
                        outcomes[item.mail.id] = error
        except UNAVAILABLE as error:
            for item in claimed:
                outcomes.setdefault(item.mail.id, error)

    async def _send_posts(
        self, claimed: list[Claimed], outcomes: dict[int, Exception | None]
    ) -> None:
        if not claimed:
            return
        allow_private = self.settings.webhooks_allow_private
        limit = asyncio.Semaphore(CONCURRENT_POSTS)

        async def send(item: Claimed, http: httpx.AsyncClient) -> None:
            if item.post is None:
                outcomes[item.mail.id] = Refused("its subscription or webhook is gone", True)
                return
            async with limit:
                try:
                    await hooks.send(http, item.post, allow_private)
                    outcomes[item.mail.id] = None
                except (Refused, httpx.HTTPError, OSError) as error:
                    outcomes[item.mail.id] = error

        async with web.client(self.settings.notify_timeout) as http:
            await asyncio.gather(*(send(item, http) for item in claimed))

    def _claim(self, at: datetime) -> list[Claimed]:
        """Claim the due rows and make their messages (with a new token for the mails that
        carry a link) and posts (committed)."""
        site = self.settings.public_url.rstrip("/")
        with self.sessions() as db:
            claimed = []
            for mail in outbox.claim(db, self.owner, at):
                if mail.channel != Channel.MAIL:
                    claimed.append(Claimed(mail, post=self._post(db, mail)))
                    continue
                link = None
                if mail.kind in letters.LINK_PATHS:
                    token = tokens.issue(db, mail.user_id, mail.kind, mail.to_address, at)
                    link = f"{site}{letters.LINK_PATHS[mail.kind]}{token}"
                claimed.append(Claimed(mail, letters.compose(mail, self.settings, link, at)))
            db.commit()
            return claimed

    def _post(self, db: Session, mail: OutboxMail) -> hooks.Post | None:
        """The POST of a push or webhook row, or None when its target was removed since."""
        if mail.channel == Channel.PUSH:
            subscription = db.get(PushSubscription, mail.target_id or 0)
            if subscription is None:
                return None
            return hooks.push_post(self.settings, subscription, mail.body)
        hook = db.get(Webhook, mail.target_id or 0)
        return None if hook is None else hooks.hook_post(self.settings, hook, mail.body)

    def _settle(
        self, claimed: list[Claimed], outcomes: dict[int, Exception | None], at: datetime
    ) -> None:
        """Mark the rows sent, or failed for now or for good; a row not tried (its lease
        ran short) waits for its next attempt. A push subscription its service no longer
        knows is removed."""
        with self.sessions() as db:
            outbox.mark_sent(db, self.owner, [i for i, e in outcomes.items() if e is None], at)
            for item in claimed:
                error = outcomes.get(item.mail.id, TimeoutError("not tried: its lease ran short"))
                if error is None:
                    continue
                if isinstance(error, hooks.Gone) and item.post is not None:
                    db.execute(
                        delete(PushSubscription).where(
                            PushSubscription.id == item.post.subscription
                        )
                    )
                    db.commit()
                    log.info("push: subscription %s is gone: removed", item.post.subscription)
                permanent = isinstance(error, Refused) and error.permanent
                reason = f"{type(error).__name__}: {error}"
                what = f"{item.mail.channel.value} {item.mail.id} to {_recipient(item)}"
                if outbox.mark_failed(db, self.owner, item.mail, reason, permanent, at):
                    if not isinstance(error, hooks.Gone):
                        log.error("%s failed for good: %s", what, reason)
                else:
                    log.warning("%s: attempt %s failed: %s", what, item.mail.attempts, reason)


def _recipient(item: Claimed) -> str:
    """Whom a row goes to, for the log: an address, or a push service's or webhook's host."""
    if item.post is None:
        return item.mail.to_address or f"target {item.mail.target_id}"
    return urlsplit(item.post.url).hostname or "?"
