"""A client that stops reading is closed after the send timeout, so that its unread frames
cannot pile up in the server's buffers (a real server, a real socket): it is closed although
what it was sent fits in its outbox, since the kernel takes no more than the send buffer,
and the kernel cuts the connection, dropping what waited for the client."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.browser.server import LiveServer, public_game


def held(port: int, client: int) -> bool:
    """Whether the server's end (local `port`) of the connection from `client` (its port)
    is open, from /proc."""
    for row in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, remote = row.split()[1:3]
        if int(local.split(":")[1], 16) == port and int(remote.split(":")[1], 16) == client:
            return True
    return False


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    live = LiveServer(tmp_path, bot_delay=60)
    live.env |= {
        "SEND_TIMEOUT": "1",
        "SEND_BUFFER_BYTES": "16384",
        "MESSAGES_PER_SECOND": "100000",
        "MESSAGE_BURST": "100000",
    }
    live.start()
    yield live
    live.stop()


def test_a_client_that_does_not_read_is_closed(server: LiveServer) -> None:
    game_id = public_game(server.url)
    ws_url = server.url.replace("http", "ws") + "/ws"
    client = socket.socket()
    client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    client.connect(("127.0.0.1", server.port))
    with connect(ws_url, sock=client, max_queue=1, max_size=None) as ws:
        frame = f'{{"type": "subscribe", "game": {game_id}}}'
        ws.send(frame)
        view = len(ws.recv(timeout=5))
        # a full view each, all of them within the outbox's bounds (1,024 frames, 1 MiB)
        count = min(1000, 600_000 // view)
        for _ in range(count):
            ws.send(frame)
        time.sleep(4)  # the buffers fill; the server waits 1 s for the client, then closes
        # the kernel cut the connection (else closing it waits for the unsent data forever)
        assert not held(server.port, client.getsockname()[1])
        received = 0
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                ws.recv(timeout=5)
                received += 1
        assert closed.value.rcvd is None  # dropped, not closed for falling behind (1013)
        assert received < count
