"""Settings from the environment (and a `.env` file), with defaults for a local server.

`DATABASE_URL` defaults to a SQLite file in the data directory. `SECRET_KEY`, when not
given, is generated once and kept in the data directory, so sessions survive restarts.
`REDIS_URL` makes the server one of several processes on the same database (moves are
relayed between them over Redis, background work is leased); without it the server is the
only process. `SMTP_URL` sends mail (docs/mail.md); without it, mails are written to the log.
`VAPID_PRIVATE_KEY`, when not given, is generated once and kept in the data directory like
the secret key (docs/notifications.md).
"""

from __future__ import annotations

import os
import secrets
from functools import cached_property
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from pydantic_settings import BaseSettings, SettingsConfigDict

DATABASE_FILE = "nature-table.db"
FORMER_DATABASE_FILES = ("renature.db",)  # the default file's names in earlier releases
SQLITE_COMPANIONS = ("", "-wal", "-shm", "-journal")
# The versions whose updates (for reconnects) and move ids (for retries) a room keeps: four
# rounds of a 4-player game; a seat that missed more gets a full view, fewer bytes by then
# than the updates it missed.
KEPT_VERSIONS = 16


def default_database(data_dir: Path) -> Path:
    """The default SQLite file in `data_dir`. A database under a former default name, with
    its journal files, is renamed to it first when no file has the current name yet, so an
    installation that upgrades keeps its games."""
    path = data_dir / DATABASE_FILE
    if path.exists():
        return path
    for former in FORMER_DATABASE_FILES:
        if (data_dir / former).exists():
            for suffix in SQLITE_COMPANIONS:
                if (data_dir / (former + suffix)).exists():
                    os.replace(data_dir / (former + suffix), data_dir / (DATABASE_FILE + suffix))
            break
    return path


class Settings(BaseSettings):
    """What the server is configured with. Every field can be set as an environment variable."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    data_dir: Path = Path("data")
    database_url: str = ""
    secret_key: str = ""
    session_cookie: str = "session"
    session_max_age: int = 60 * 60 * 24 * 30
    cookie_secure: bool = False
    allowed_origins: list[str] = []
    # the host names the site answers to (the Host header); "*" for any
    allowed_hosts: list[str] = ["127.0.0.1", "localhost"]
    # addresses of the proxies whose X-Forwarded-For/-Proto are believed ("*": any, for a
    # server only a proxy can reach); none by default: the peer's address is the client's
    forwarded_allow_ips: str = ""
    api_docs: bool = False  # the API's documentation page at /docs (Swagger UI from its CDN)
    hashes_per_minute: int = 60  # per address: sign-ins, registrations, guest conversions
    guests_per_hour: int = 30  # new guests per address
    argon2_time_cost: int = 3
    argon2_memory_cost: int = 65536
    bot_delay: float = 0.5
    bot_workers: int = 0  # processes bots think in (0: one fewer than the cores, at least 1)
    max_frame_bytes: int = 16384
    # permessage-deflate on sockets: off, since its contexts more than double an idle
    # socket's memory (109 KiB against 49) for frames of a few hundred bytes
    ws_compression: bool = False
    send_timeout: float = 10.0  # seconds a socket's client may take to accept a frame
    # what a socket's outbox holds for its client, the frame being sent included; beyond
    # it, the client is closed (1013)
    send_queue_bytes: int = 262144
    # the kernel's send buffer of every connection (0: its own, growing up to 4 MiB)
    send_buffer_bytes: int = 262144
    max_body_bytes: int = 65536  # an HTTP request's body
    body_timeout: float = 10.0  # seconds for an HTTP request's body to arrive
    # seconds for a request's line and headers to arrive, from the connection's opening or
    # its previous answer (server/connections.py); and their size
    header_timeout: float = 10.0
    max_header_bytes: int = 16384
    keep_alive_timeout: int = 5  # seconds a connection may stay quiet after an answer
    messages_per_second: float = 20.0
    message_burst: int = 40
    update_history: int = KEPT_VERSIONS
    max_rooms: int = 2000
    redis_url: str = ""
    redis_channel: str = "nature-table:moves"
    bot_lease: float = 15.0
    sync_interval: float = 5.0
    clock_interval: float = 1.0  # seconds between looks for turn clocks run out (docs/clocks.md)
    review_budget: float = 0.3  # seconds of the hard bot's search per decision reviewed
    review_interval: float = 5.0  # seconds between looks for reviews queued elsewhere
    # mail (docs/mail.md): smtp://user:password@host:587 (STARTTLS when the server offers
    # it) or smtps://... (TLS from the start); unset, mails are written to the log instead
    smtp_url: str = ""
    mail_from: str = "Nature Table <noreply@localhost>"
    public_url: str = "http://127.0.0.1:8000"  # the site's address, in the links mailed
    turn_mail_delay: float = 600.0  # seconds a turn waits before its person is mailed
    digest_hour: int = 7  # the hour (UTC) from which the day's digests are sent
    mail_interval: float = 2.0  # seconds between looks at the outbox
    # Web Push and webhooks (docs/notifications.md): the VAPID key (PEM, or the raw or DER
    # key in urlsafe base64; unset: one generated once and kept in the data directory) and
    # the contact the push services are given
    vapid_private_key: str = ""
    vapid_subject: str = "mailto:admin@localhost"
    turn_push_delay: float = 120.0  # seconds a turn waits before its person is pushed to
    # webhooks and push endpoints on loopback, private, link-local... addresses (tests, a
    # closed network); off: such addresses are refused when added and when posted to
    webhooks_allow_private: bool = False
    notify_timeout: float = 5.0  # seconds a push service or webhook has to answer

    @cached_property
    def db_url(self) -> str:
        """The database URL: `database_url`, or a SQLite file in the data directory."""
        if self.database_url:
            return self.database_url
        self.data_dir.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{default_database(self.data_dir).resolve()}"

    @cached_property
    def key(self) -> str:
        """The secret that signs sessions: `secret_key`, or one kept in the data directory."""
        if self.secret_key:
            return self.secret_key
        self.data_dir.mkdir(parents=True, exist_ok=True)
        path = self.data_dir / "secret_key"
        if not path.exists():
            path.write_text(secrets.token_urlsafe(48))
            path.chmod(0o600)
        return path.read_text().strip()

    @cached_property
    def vapid_key(self) -> str:
        """The VAPID private key that signs pushes: `vapid_private_key`, or one generated
        once and kept in the data directory (PEM)."""
        if self.vapid_private_key:
            return self.vapid_private_key
        self.data_dir.mkdir(parents=True, exist_ok=True)
        path = self.data_dir / "vapid_private_key.pem"
        if not path.exists():
            pem = ec.generate_private_key(ec.SECP256R1()).private_bytes(
                serialization.Encoding.PEM,
                serialization.PrivateFormat.PKCS8,
                serialization.NoEncryption(),
            )
            made = path.with_name(f".{path.name}.{os.getpid()}")
            made.touch(mode=0o600)
            made.write_bytes(pem)
            try:  # whole, and only once: processes sharing the directory share the first key
                os.link(made, path)
            except FileExistsError:
                pass
            finally:
                made.unlink()
        return path.read_text().strip()
