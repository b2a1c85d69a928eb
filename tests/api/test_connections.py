"""A connection that does not send its request in time, or sends headers too large, is
closed: idle and slowloris connections hold no place on the server (server/connections.py,
as `python -m server` configures uvicorn)."""

from __future__ import annotations

import select
import socket
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn
from fastapi import FastAPI

from server.__main__ import server_config
from server.config import Settings

HEADER_TIMEOUT = 0.3


@pytest.fixture(scope="module")
def address() -> Iterator[tuple[str, int]]:
    """The address of uvicorn serving a small app as the server is configured, with a short
    header timeout and 1 KiB of headers at most."""
    app = FastAPI()
    app.get("/hello")(lambda: {"hello": "there"})
    settings = Settings(header_timeout=HEADER_TIMEOUT, max_header_bytes=1024)
    config = server_config(app, settings, "127.0.0.1", 0, "warning")
    listening = config.bind_socket()
    listening.listen()  # connections wait in the queue until the server takes them
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]})
    thread.start()
    yield listening.getsockname()
    server.should_exit = True
    thread.join()


def closed(connection: socket.socket) -> bool:
    """Whether the server closed `connection` (within 10 s, the test's own limit)."""
    connection.settimeout(10)
    try:
        while connection.recv(4096):
            pass
    except TimeoutError:
        return False
    return True


def test_half_a_request_line_is_closed_at_the_header_timeout(address: tuple[str, int]) -> None:
    started = time.monotonic()  # before the server's own clock for the connection starts
    with socket.create_connection(address) as connection:
        connection.sendall(b"GET /hel")
        assert closed(connection)
        assert time.monotonic() - started >= HEADER_TIMEOUT


def test_a_connection_that_sends_nothing_is_closed(address: tuple[str, int]) -> None:
    with socket.create_connection(address) as connection:
        assert closed(connection)


def test_a_request_sent_a_byte_at_a_time_is_closed(address: tuple[str, int]) -> None:
    request = b"GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Slow: 1\r\n" * 100
    with socket.create_connection(address) as connection:
        for byte in request:  # a byte every 50 ms: 7 s for all of it
            connection.sendall(bytes([byte]))
            if select.select([connection], [], [], 0.05)[0]:
                break
        assert closed(connection)


def test_headers_too_large_are_refused(address: tuple[str, int]) -> None:
    with socket.create_connection(address) as connection:
        connection.sendall(b"GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * 2000)
        connection.settimeout(10)
        assert connection.recv(4096).startswith(b"HTTP/1.1 400 ")
        assert closed(connection)


def test_requests_in_time_are_answered_one_after_another(address: tuple[str, int]) -> None:
    request = b"GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    with socket.create_connection(address) as connection:
        connection.settimeout(10)
        for _ in range(2):
            connection.sendall(request)
            answer = connection.recv(4096)
            assert answer.startswith(b"HTTP/1.1 200 ") and answer.endswith(b'{"hello":"there"}')
