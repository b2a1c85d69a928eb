"""A sender in a process of its own, for the tests of several processes: it prints "ready",
waits for a line on its input, then sends the outbox of the database at argv[1] to the SMTP
server on port argv[2] (its pushes and webhook posts where their rows say) until nothing is
left queued, and prints how many mails it sent."""

from __future__ import annotations

import asyncio
import os
import sys

from sqlalchemy import func, select

from server.config import Settings
from server.mail.sender import Sender
from server.persistence.db import make_engine, make_sessions
from server.persistence.models import MailStatus, OutboxMail


async def main(url: str, port: int) -> int:
    engine = make_engine(url)
    sessions = make_sessions(engine)
    settings = Settings(
        database_url=url,
        secret_key="test-secret",
        smtp_url=f"smtp://127.0.0.1:{port}",
        # pushes and webhooks to the tests' receivers on 127.0.0.1
        webhooks_allow_private=True,
        vapid_private_key=os.environ.get("TEST_VAPID_KEY", ""),
    )
    sender = Sender(sessions, settings)
    queued = select(func.count()).where(OutboxMail.status == MailStatus.QUEUED)
    sent = 0
    while True:
        claimed = await sender.send_due()
        sent += claimed
        if claimed == 0:
            with sessions() as db:
                if db.scalar(queued) == 0:
                    break
            await asyncio.sleep(0.01)  # queued mails none could claim yet: look again
    engine.dispose()
    return sent


if __name__ == "__main__":
    print("ready", flush=True)
    sys.stdin.readline()
    print(asyncio.run(main(sys.argv[1], int(sys.argv[2]))), flush=True)
