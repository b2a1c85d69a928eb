"""Receivers of the tests' own on 127.0.0.1: a push service that checks each push's VAPID
signature and decrypts its payload with the subscription's private key, as a real one
would, and webhook receivers (one of them slow).

A subscription is made by the test (`Service.subscribe`): a key pair and an auth secret of
its own, and an endpoint `/push/<n>`; the endpoint answers 201, or what `answers` says for
it (410: gone). Webhooks are posted to `/hook/<name>`; `/slow/<name>` answers after SLOW
seconds.
"""

from __future__ import annotations

import base64
import itertools
import json
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

SLOW = 3.0  # seconds the slow webhook receiver takes to answer


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def vapid_key() -> str:
    """A new VAPID private key, in PEM."""
    return (
        ec.generate_private_key(ec.SECP256R1())
        .private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        .decode()
    )


@dataclass
class Device:
    """A browser's subscription: its endpoint, and the keys only it holds."""

    endpoint: str
    private_key: ec.EllipticCurvePrivateKey
    auth: bytes

    def json(self) -> dict[str, Any]:
        """What PushSubscription.toJSON() gives."""
        point = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return {"endpoint": self.endpoint, "keys": {"p256dh": b64(point), "auth": b64(self.auth)}}


@dataclass
class Received:
    """What a receiver got: the path, the payload (decrypted, JSON), when, the VAPID key
    that signed it (pushes)."""

    path: str
    body: Any
    at: float
    signer: str | None = None


@dataclass
class Service:
    """The receivers' state, shared with their threads."""

    port: int = 0
    devices: dict[str, Device] = field(default_factory=dict)
    answers: dict[str, int] = field(default_factory=dict)
    received: list[Received] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    numbers: Iterator[int] = field(default_factory=itertools.count)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def subscribe(self) -> Device:
        """A new device's subscription to this service."""
        path = f"/push/{next(self.numbers)}"
        device = Device(self.base + path, ec.generate_private_key(ec.SECP256R1()), os.urandom(16))
        self.devices[path] = device
        return device

    def pushes(self, count: int, timeout: float = 10.0) -> list[Received]:
        """The pushes received, once there are `count` (fails after `timeout` seconds)."""
        return self._wait(count, "/push/", timeout)

    def posts(self, count: int, timeout: float = 10.0) -> list[Received]:
        """The webhook posts received, once there are `count`."""
        return self._wait(count, "/hook/", timeout) if count else self._now("/hook/")

    def _now(self, prefix: str) -> list[Received]:
        with self.lock:
            return [r for r in self.received if r.path.startswith(prefix)]

    def _wait(self, count: int, prefix: str, timeout: float) -> list[Received]:
        end = time.monotonic() + timeout
        while len(got := self._now(prefix)) < count and time.monotonic() < end:
            time.sleep(0.01)
        assert len(got) >= count, (got, self.refused)
        return got


def verify_vapid(header: str, audience: str) -> str:
    """Check the Authorization header of a push (RFC 8292: `vapid t=<JWT>, k=<key>`, the
    JWT ES256-signed by the key, for this service's origin, not expired); its key. Raises
    AssertionError or InvalidSignature."""
    scheme, _, rest = header.partition(" ")
    assert scheme.lower() == "vapid", header
    parts = dict(p.strip().split("=", 1) for p in rest.split(","))
    token, key = parts["t"], parts["k"]
    head, claims, signature = token.split(".")
    assert json.loads(unb64(head)) == {"typ": "JWT", "alg": "ES256"}
    said = json.loads(unb64(claims))
    assert said["aud"] == audience, said
    assert time.time() < said["exp"] <= time.time() + 24 * 3600, said
    assert said["sub"].startswith(("mailto:", "https:")), said
    raw = unb64(signature)
    assert len(raw) == 64
    der = encode_dss_signature(int.from_bytes(raw[:32]), int.from_bytes(raw[32:]))
    public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(key))
    public.verify(der, f"{head}.{claims}".encode(), ec.ECDSA(hashes.SHA256()))
    return key


def _handler(service: Service) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_: Any) -> None:
            pass

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            if self.path.startswith("/push/"):
                status = self._push(body)
            else:
                if self.path.startswith("/slow/"):
                    time.sleep(SLOW)
                    self.path = "/hook/" + self.path.removeprefix("/slow/")
                with service.lock:
                    service.received.append(Received(self.path, json.loads(body), time.time()))
                status = 204
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def _push(self, body: bytes) -> int:
            device = service.devices.get(self.path)
            if device is None:
                return 404
            if self.path in service.answers:
                return service.answers[self.path]
            try:
                signer = verify_vapid(self.headers["Authorization"], service.base)
                assert self.headers["Content-Encoding"] == "aes128gcm"
                assert int(self.headers["TTL"]) > 0
                payload = http_ece.decrypt(
                    body,
                    private_key=device.private_key,
                    auth_secret=device.auth,
                    version="aes128gcm",
                )
            except (AssertionError, InvalidSignature, KeyError, ValueError) as error:
                with service.lock:
                    service.refused.append(f"{self.path}: {error!r}")
                return 401
            with service.lock:
                service.received.append(
                    Received(self.path, json.loads(payload), time.time(), signer)
                )
            return 201

    return Handler


class Server(ThreadingHTTPServer):
    request_queue_size = 256  # many posts at once: none refused for a full backlog


@contextmanager
def receivers() -> Iterator[Service]:
    """The push service and webhook receivers, on a free port, until the block ends."""
    service = Service()
    server = Server(("127.0.0.1", 0), _handler(service))
    server.daemon_threads = True
    service.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield service
    finally:
        server.shutdown()
        server.server_close()
