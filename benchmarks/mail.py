"""Mail: how many mails an hour one sender sends from the outbox, on SQLite, to an SMTP
server on this machine (aiosmtpd, in a thread of this process, accepting every message).

python -m benchmarks.mail [--mails 2000]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import threading
import time
from pathlib import Path

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session

from server.config import Settings
from server.mail.outbox import Letter, queue
from server.mail.sender import Sender
from server.persistence.db import make_engine, make_sessions
from server.persistence.migrate import upgrade
from server.persistence.models import MailKind, User, now
from tests.support.ports import free_port

BODY = (
    "Hello ann,\n\nit is your turn in Renature with bob (game 1):\n\n$site/games/1\n\n"
    "-- \nNature Table, $site\nStop mails about games waiting for you: $unsubscribe\n"
)


class Counter:
    """An SMTP handler that accepts and counts every message."""

    def __init__(self) -> None:
        self.count = 0
        self.lock = threading.Lock()

    async def handle_DATA(self, _server: SMTP, _session: Session, _envelope: Envelope) -> str:
        with self.lock:
            self.count += 1
        return "250 OK"


async def send_all(sender: Sender) -> None:
    while await sender.send_due():
        pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mails", type=int, default=2000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'mail.db'}"
        engine = make_engine(url)
        upgrade(engine)
        sessions = make_sessions(engine)
        with sessions() as db:
            user = User(name="ann", name_key="ann", email="ann@example.org", email_verified=True)
            db.add(user)
            db.commit()
            letters = [
                Letter(user.id, "ann@example.org", "Your turn", BODY, MailKind.TURN, f"b:{i}")
                for i in range(args.mails)
            ]
            started = time.perf_counter()
            queue(db, letters, now())
            queued = time.perf_counter() - started
        counter = Counter()
        controller = Controller(counter, hostname="127.0.0.1", port=free_port())
        controller.start()
        settings = Settings(
            database_url=url,
            secret_key="benchmark",
            smtp_url=f"smtp://127.0.0.1:{controller.port}",
            public_url="https://play.example.org",
        )
        sender = Sender(sessions, settings)
        started = time.perf_counter()
        asyncio.run(send_all(sender))
        elapsed = time.perf_counter() - started
        controller.stop()
        engine.dispose()
    assert counter.count == args.mails, (counter.count, args.mails)
    print(f"{args.mails} mails queued in {queued * 1000:.0f} ms")
    print(f"sent in {elapsed:.2f} s: {args.mails / elapsed:.0f} mails/s")
    print(f"mails per hour: {args.mails / elapsed * 3600:,.0f}")


if __name__ == "__main__":
    main()
