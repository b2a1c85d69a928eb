"""HTTP connections with deadlines: a connection must send its request line and headers
within a time and a size, or it is closed.

Uvicorn times out only a connection that stays quiet after an answer: one that never sends
a byte, or sends its request a byte at a time (slowloris), would hold its place for ever,
and httptools takes headers of any size. Bodies have their own limits (server/api/bodies.py).
"""

from __future__ import annotations

import asyncio

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


class DeadlineHttp(HttpToolsProtocol):
    """HTTP/1.1 that closes the connection when a request's line and headers have not all
    arrived `header_timeout` seconds after the connection opened or its previous answer
    went out (bytes arriving meanwhile do not put the deadline off), and answers 400 and
    closes when more than `max_header_bytes` arrive without completing them."""

    header_timeout = 10.0
    max_header_bytes = 16384
    deadline: asyncio.TimerHandle | None = None  # while waiting for a request's headers
    header_bytes = 0

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._wait_for_headers()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_waiting()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.deadline is not None:
            self.header_bytes += len(data)
        super().data_received(data)
        if (
            self.deadline is not None
            and self.header_bytes > self.max_header_bytes
            and not self.transport.is_closing()
        ):
            self._stop_waiting()
            self.send_400_response("Request line and headers too large.")

    def on_headers_complete(self) -> None:
        self._stop_waiting()
        super().on_headers_complete()

    def on_response_complete(self) -> None:
        pipelined = bool(self.pipeline)  # its headers are in: it starts now
        super().on_response_complete()
        if not pipelined and not self.transport.is_closing():
            self._wait_for_headers()

    def _wait_for_headers(self) -> None:
        self._stop_waiting()
        self.header_bytes = 0
        self.deadline = self.loop.call_later(self.header_timeout, self.transport.close)

    def _stop_waiting(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None


def deadline_http(header_timeout: float, max_header_bytes: int) -> type[DeadlineHttp]:
    """The HTTP protocol for uvicorn, with these limits."""
    limits = {"header_timeout": header_timeout, "max_header_bytes": max_header_bytes}
    return type("DeadlineHttp", (DeadlineHttp,), limits)
