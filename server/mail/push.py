"""Web Push (RFC 8030, 8291, 8292): the server's VAPID key, and a payload encrypted for one
subscription (aes128gcm) with the headers that sign it for its push service.

The key is `VAPID_PRIVATE_KEY` (PEM, or the raw 32-byte key or its DER in urlsafe base64),
or one generated once and kept in the data directory (Settings.vapid_key). Browsers get its
public key (`GET /api/push/key`) to subscribe with.
"""

from __future__ import annotations

import base64
import functools
import time
from typing import Any
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import serialization
from py_vapid import Vapid02
from pywebpush import WebPusher

TTL = 24 * 60 * 60  # seconds a push service keeps a message for a device that is away
CLAIMS_LIFETIME = 12 * 60 * 60  # seconds a signature is good for (at most 24 h: RFC 8292)


@functools.cache
def vapid(private_key: str) -> Vapid02:
    """The VAPID signer of `private_key` (PEM, or urlsafe base64 of a raw or DER key)."""
    if "-----BEGIN" in private_key:
        return Vapid02.from_pem(private_key.strip().encode())
    return Vapid02.from_string(private_key.strip())


def public_key(private_key: str) -> str:
    """The public key of `private_key`, as browsers take it: the uncompressed point in
    urlsafe base64 without padding."""
    point = vapid(private_key).public_key.public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
    )
    return base64.urlsafe_b64encode(point).rstrip(b"=").decode()


def encrypt(payload: bytes, p256dh: str, auth: str) -> bytes:
    """`payload` encrypted for the subscription with keys `p256dh` and `auth` (aes128gcm,
    RFC 8291), with a new ephemeral key."""
    subscription = {"endpoint": "", "keys": {"p256dh": p256dh, "auth": auth}}
    body: bytes = WebPusher(subscription).encode(payload, "aes128gcm")["body"]
    return body


def headers(
    private_key: str, subject: str, endpoint: str, urgency: str = "normal"
) -> dict[str, str]:
    """The headers of a push to `endpoint`: the VAPID authorization (a JWT for the push
    service's origin, signed ES256), the encoding, how long to keep it."""
    parts = urlsplit(endpoint)
    claims: dict[str, Any] = {
        "aud": f"{parts.scheme}://{parts.netloc}",
        "sub": subject,
        "exp": int(time.time()) + CLAIMS_LIFETIME,
    }
    signed: dict[str, str] = vapid(private_key).sign(claims)
    return {
        "Authorization": signed["Authorization"],
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        "TTL": str(TTL),
        "Urgency": urgency,
    }


def valid_key(value: str, size: int) -> bool:
    """Whether `value` is urlsafe base64 (padded or not) of `size` bytes."""
    try:
        raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except ValueError:
        return False
    return len(raw) == size
