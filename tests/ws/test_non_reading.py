"""A client that stops reading is closed after the send timeout, so that its unread frames
cannot pile up in the server's buffers (a real server, a real socket)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.browser.server import LiveServer


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    live = LiveServer(tmp_path, bot_delay=60)
    live.env |= {"SEND_TIMEOUT": "1", "MESSAGES_PER_SECOND": "100000", "MESSAGE_BURST": "100000"}
    live.start()
    yield live
    live.stop()


def public_game(base: str) -> int:
    """A started public game of a guest against a bot."""
    with httpx.Client(base_url=base) as http:
        csrf = http.post("/api/guests").json()["csrf"]
        headers = {"X-CSRF-Token": csrf}
        table = http.post("/api/tables", json={"game": "renature", "seats": 2}, headers=headers)
        table_id = table.json()["id"]
        http.post(f"/api/tables/{table_id}/bots", json={"level": "easy"}, headers=headers)
        started = http.post(f"/api/tables/{table_id}/start", json={}, headers=headers)
        return int(started.json()["game_id"])


def test_a_client_that_does_not_read_is_closed(server: LiveServer) -> None:
    game_id = public_game(server.url)
    ws_url = server.url.replace("http", "ws") + "/ws"
    with connect(ws_url, max_queue=1, max_size=None) as ws:
        frame = f'{{"type": "subscribe", "game": {game_id}}}'
        for _ in range(3000):  # each answered with a full view the client does not read
            ws.send(frame)
        time.sleep(4)  # the buffers fill; the server waits 1 s for the client, then closes
        received = 0
        with pytest.raises(ConnectionClosed):
            while True:
                ws.recv(timeout=5)
                received += 1
        assert received < 3000
