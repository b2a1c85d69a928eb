"""Pushes and webhooks: how many an hour one sender sends from the outbox, on SQLite, to
receivers on this machine (an HTTP server in a thread of this process that answers 201 to
every POST). Each push is encrypted (aes128gcm) for its own subscription and signed (VAPID);
each webhook post is a Discord-shaped body. Every POST's address is checked first.

python -m benchmarks.notifications [--count 1000]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from server.config import Settings
from server.mail.outbox import Letter, queue
from server.mail.sender import Sender
from server.persistence.db import make_engine, make_sessions
from server.persistence.migrate import upgrade
from server.persistence.models import (
    Channel,
    HookFormat,
    MailKind,
    PushSubscription,
    User,
    Webhook,
    now,
)


class Receiver(ThreadingHTTPServer):
    request_queue_size = 256
    daemon_threads = True
    count = 0
    lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    server: Receiver

    def log_message(self, *_: Any) -> None:
        pass

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        with self.server.lock:
            self.server.count += 1
        self.send_response(201)
        self.send_header("Content-Length", "0")
        self.end_headers()


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def device_keys() -> tuple[str, str]:
    point = (
        ec.generate_private_key(ec.SECP256R1())
        .public_key()
        .public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    )
    return b64(point), b64(os.urandom(16))


def fill(url: str, count: int, base: str) -> None:
    """Queue `count` pushes (to as many devices) and `count` webhook posts."""
    sessions = make_sessions(make_engine(url))
    with sessions() as db:
        user = User(name="ann", name_key="ann")
        db.add(user)
        db.flush()
        devices = []
        for i in range(count):
            p256dh, auth = device_keys()
            devices.append(
                PushSubscription(
                    user_id=user.id, endpoint=f"{base}/push/{i}", p256dh=p256dh, auth=auth
                )
            )
        hook = Webhook(user_id=user.id, url=f"{base}/hook", format=HookFormat.DISCORD)
        db.add_all([*devices, hook])
        db.commit()
        payload = {"title": "Your turn in Renature", "body": "It is your turn.", "url": "/games/1"}
        event = {"event": "turn", "game": 1, "title": "Renature (game 1)", "url": "/games/1"}
        letters = [
            Letter(
                user.id,
                "",
                "t",
                json.dumps(payload | {"tag": f"turn:{i}"}),
                MailKind.TURN,
                f"push:{i}",
                channel=Channel.PUSH,
                target_id=d.id,
            )
            for i, d in enumerate(devices)
        ] + [
            Letter(
                user.id,
                "",
                "t",
                json.dumps(event | {"text": f"turn {i}"}),
                MailKind.TURN,
                f"hook:{i}",
                channel=Channel.WEBHOOK,
                target_id=hook.id,
            )
            for i in range(count)
        ]
        queue(db, letters, now())


async def send_all(sender: Sender) -> None:
    while await sender.send_due():
        pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=1000, help="pushes, and webhook posts")
    count = parser.parse_args().count
    receiver = Receiver(("127.0.0.1", 0), Handler)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{receiver.server_address[1]}"
    with tempfile.TemporaryDirectory() as directory:
        url = f"sqlite:///{Path(directory) / 'bench.db'}"
        engine = make_engine(url)
        upgrade(engine)
        fill(url, count, base)
        settings = Settings(
            database_url=url,
            data_dir=Path(directory),
            secret_key="bench",
            webhooks_allow_private=True,
            vapid_subject="mailto:bench@example.org",
        )
        sender = Sender(make_sessions(engine), settings)
        began = time.perf_counter()
        asyncio.run(send_all(sender))
        took = time.perf_counter() - began
        engine.dispose()
    receiver.shutdown()
    sent = receiver.count
    assert sent == 2 * count, sent
    print(f"{count} pushes and {count} webhook posts in {took:.1f} s")
    print(f"{sent / took:.0f} a second, {sent / took * 3600:,.0f} an hour from one sender")


if __name__ == "__main__":
    main()
