"""Oversized and slow request bodies are refused by the server itself (`python -m server`
on a raw socket), and the connection is closed."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser.server import LiveServer


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, sqlite_template: Path) -> Iterator[LiveServer]:
    """One server for these tests, which leave nothing behind in it."""
    live = LiveServer(tmp_path_factory.mktemp("bodies"), template=sqlite_template)
    live.env |= {"BODY_TIMEOUT": "1"}
    live.start()
    yield live
    live.stop()
    assert "Traceback" not in live.log.read_text()  # every refusal handled, none failed


def exchange(server: LiveServer, head: str, body: bytes) -> tuple[str, float]:
    """Send a log-in POST with `head`'s extra headers and `body`; the status
    line of the answer and the seconds it took; the server must close the connection."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        request = f"POST /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\n{head}\r\n"
        connection.sendall(request.encode() + body)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    return answer.split(b"\r\n", 1)[0].decode(), time.monotonic() - started


def test_an_announced_huge_body_is_refused_at_once(server: LiveServer) -> None:
    status, took = exchange(server, "Content-Length: 100000000\r\n", b"123456789")
    assert status == "HTTP/1.1 413 Request Entity Too Large" and took < 1


def test_a_streamed_body_is_cut_at_the_limit(server: LiveServer) -> None:
    chunk = b"x" * 70_000
    body = f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n0\r\n\r\n"
    status, _ = exchange(server, "Transfer-Encoding: chunked\r\n", body)
    assert status == "HTTP/1.1 413 Request Entity Too Large"


def test_a_body_that_does_not_arrive_is_refused_after_the_timeout(server: LiveServer) -> None:
    status, took = exchange(server, "Content-Length: 100\r\n", b"123456789")
    assert status == "HTTP/1.1 408 Request Timeout" and 0.9 < took < 5


def test_small_prompt_bodies_pass(server: LiveServer) -> None:
    status, _ = exchange(server, "Content-Length: 2\r\nConnection: close\r\n", b"{}")
    assert status.startswith("HTTP/1.1 ") and status[9:12] not in ("408", "413")
