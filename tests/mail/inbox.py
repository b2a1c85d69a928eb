"""An SMTP server of the tests' own (aiosmtpd, in a thread), keeping every message it
accepts; it can be told to refuse the next messages with a given reply."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP as SMTPServer
from aiosmtpd.smtp import Envelope, Session

from tests.support.ports import free_port


class Inbox:
    """An aiosmtpd handler keeping the messages it accepts (in order) and every RCPT
    command's argument as sent, and answering the next messages with the replies in
    `refusals` while there are any."""

    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []
        self.rcpt: list[str] = []
        self.refusals: deque[str] = deque()
        self.changed = threading.Condition()

    async def handle_DATA(self, _server: SMTPServer, _session: Session, envelope: Envelope) -> str:
        if self.refusals:
            return self.refusals.popleft()
        assert isinstance(envelope.content, bytes)
        message = message_from_bytes(envelope.content, policy=policy.default)
        assert isinstance(message, EmailMessage)
        with self.changed:
            self.messages.append(message)
            self.changed.notify_all()
        return "250 OK"

    def wait(
        self, count: int, subject: str | None = None, to: str | None = None, timeout: float = 10.0
    ) -> list[EmailMessage]:
        """The messages (with `subject`, to `to`, if given) once there are `count` of them;
        fails after `timeout` seconds."""

        def matching() -> list[EmailMessage]:
            return [
                m
                for m in self.messages
                if subject in (None, m["Subject"]) and to in (None, m["To"])
            ]

        with self.changed:
            arrived = self.changed.wait_for(lambda: len(matching()) >= count, timeout)
            assert arrived, f"{len(matching())} of {count} messages arrived"
            return matching()


class RecordingSMTP(SMTPServer):
    """aiosmtpd's server, handing each RCPT command's argument as sent to its Inbox (aiosmtpd
    reads the address in it as a mail header would, encoded words decoded)."""

    async def smtp_RCPT(self, arg: str | None) -> None:
        self.event_handler.rcpt.append(arg or "")
        await super().smtp_RCPT(arg)


class InboxController(Controller):
    def factory(self) -> SMTPServer:
        return RecordingSMTP(self.handler, **self.SMTP_kwargs)


@contextmanager
def smtp_server(**parameters: Any) -> Iterator[tuple[Inbox, int]]:
    """An SMTP server on a free loopback port, with aiosmtpd's `parameters`; yields its
    inbox and port."""
    inbox = Inbox()
    controller = InboxController(inbox, hostname="127.0.0.1", port=free_port(), **parameters)
    controller.start()
    try:
        yield inbox, controller.port
    finally:
        controller.stop()


def text(message: EmailMessage) -> str:
    """The plain text of `message`, its lines ending in "\n" (not SMTP's "\r\n")."""
    content = message.get_content()
    assert isinstance(content, str)
    return content.replace("\r\n", "\n")


def link(message: EmailMessage, path: str) -> str:
    """The first link in `message`'s text to the site's `path...`, as a path on the site."""
    for word in text(message).split():
        if word.startswith(f"http://testserver{path}"):
            return word.removeprefix("http://testserver")
    raise AssertionError(f"no link to {path} in:\n{text(message)}")
