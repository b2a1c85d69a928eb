"""A change in the lobby made through one server process reaches the sockets watching it on
the other: the change is relayed over Redis like moves are."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from websockets.sync.client import ClientConnection, connect

from tests.cluster.test_cluster import TIMEOUT, Player


@contextmanager
def watching(base: str, player: Player, **topic: Any) -> Iterator[ClientConnection]:
    """A socket to `base` (one process) watching `topic`, once the process has taken it."""
    url = base.replace("http", "ws") + "/ws"
    with connect(url, additional_headers={"cookie": f"session={player.cookie}"}) as ws:
        ws.send(json.dumps({"type": "watch", **topic}))
        ws.send(json.dumps({"type": "ping"}))
        assert json.loads(ws.recv(timeout=TIMEOUT)) == {"type": "pong"}
        yield ws


def test_a_table_changed_on_one_process_is_news_on_the_other(cluster_factory: Any) -> None:
    cluster = cluster_factory()
    here, there = (f"http://127.0.0.1:{port}" for port in cluster.ports)
    host, guest = Player(here), Player(here)
    table = host.post("/api/tables", {"game": "renature", "seats": 2})["id"]
    with (
        watching(there, guest, topic="table", table=table) as at_table,
        watching(there, guest, topic="lobby") as lobby,
    ):
        host.post(f"/api/tables/{table}/bots", {"level": "easy"})
        assert json.loads(at_table.recv(timeout=TIMEOUT)) == {
            "type": "changed",
            "topic": "table",
            "table": table,
        }
        assert json.loads(lobby.recv(timeout=TIMEOUT)) == {"type": "changed", "topic": "lobby"}
