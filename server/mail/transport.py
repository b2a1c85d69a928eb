"""How messages leave: over SMTP (aiosmtplib), several on one connection, or into the log
(logger "server.mail") when no SMTP server is configured.

`SMTP_URL` is smtp://user:password@host:port (port 587 unless given; STARTTLS when the
server offers it) or smtps://user:password@host:port (TLS from the start; port 465).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from email.message import EmailMessage
from typing import Protocol
from urllib.parse import unquote, urlsplit

import aiosmtplib

log = logging.getLogger("server.mail")

TIMEOUT = 30.0  # seconds for each SMTP command
DEFAULT_PORTS = {"smtp": 587, "smtps": 465}
# what makes a connection unusable: its mails are tried again later
UNAVAILABLE = (aiosmtplib.SMTPException, OSError)


class Refused(Exception):
    """The server refused one message; `permanent` when trying again cannot help (5xx)."""

    def __init__(self, reason: str, permanent: bool) -> None:
        super().__init__(reason)
        self.permanent = permanent


class Connection(Protocol):
    async def send(self, message: EmailMessage, to: str) -> None:
        """Send `message` to `to` alone, whatever its headers name. Raises Refused; one of
        UNAVAILABLE when the connection fails."""


class Transport(Protocol):
    def connect(self) -> AbstractAsyncContextManager[Connection]:
        """A connection to send messages over. Raises one of UNAVAILABLE."""


@dataclass(frozen=True, slots=True)
class SmtpServer:
    """An SMTP server and its account, read from an smtp:// or smtps:// URL."""

    host: str
    port: int
    username: str | None
    password: str | None
    implicit_tls: bool

    @classmethod
    def from_url(cls, url: str) -> SmtpServer:
        """The server `url` names. Raises ValueError for another scheme or no host."""
        parts = urlsplit(url)
        if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
            raise ValueError("SMTP_URL must be smtp://[user:password@]host[:port] or smtps://...")
        return cls(
            host=parts.hostname,
            port=parts.port or DEFAULT_PORTS[parts.scheme],
            username=unquote(parts.username) if parts.username else None,
            password=unquote(parts.password) if parts.password else None,
            implicit_tls=parts.scheme == "smtps",
        )


class SmtpConnection:
    """One connection to an SMTP server."""

    def __init__(self, client: aiosmtplib.SMTP) -> None:
        self.client = client

    async def send(self, message: EmailMessage, to: str) -> None:
        """Send `message` to `to` alone (the envelope's recipient). Raises Refused, or one of
        UNAVAILABLE."""
        try:
            await self.client.send_message(message, recipients=[to])
        except aiosmtplib.SMTPRecipientsRefused as error:
            permanent = all(r.code >= 500 for r in error.recipients)
            raise Refused(str(error), permanent) from None
        except aiosmtplib.SMTPResponseException as error:
            raise Refused(f"{error.code} {error.message}", error.code >= 500) from None


class SmtpTransport:
    """Messages sent to the SMTP server `server`."""

    def __init__(self, server: SmtpServer) -> None:
        self.server = server

    @asynccontextmanager
    async def connect(self) -> AsyncIterator[Connection]:
        server = self.server
        client = aiosmtplib.SMTP(
            hostname=server.host,
            port=server.port,
            username=server.username,
            password=server.password,
            use_tls=server.implicit_tls,
            start_tls=False if server.implicit_tls else None,  # None: when offered
            timeout=TIMEOUT,
        )
        async with client:
            yield SmtpConnection(client)


class LogTransport:
    """Messages written to the log instead of sent (no SMTP server configured)."""

    @asynccontextmanager
    async def connect(self) -> AsyncIterator[Connection]:
        yield self

    async def send(self, message: EmailMessage, to: str) -> None:
        log.info(
            "mail to %s (not sent: SMTP_URL is not set)\nSubject: %s\n\n%s",
            to,
            message["Subject"],
            message.get_content(),
        )


def transport_for(smtp_url: str) -> Transport:
    """The transport `smtp_url` configures: SMTP, or the log when it is empty. Raises
    ValueError for a URL that names no SMTP server."""
    return SmtpTransport(SmtpServer.from_url(smtp_url)) if smtp_url else LogTransport()
