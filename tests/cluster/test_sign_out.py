"""Logging out everywhere closes the person's sockets on every process: the log-out is
relayed over Redis to the other processes' hubs."""

from __future__ import annotations

import asyncio
from pathlib import Path

from server.persistence.db import make_engine
from server.persistence.games import Store
from server.persistence.migrate import upgrade
from server.relay import Relay
from server.rooms.hub import Hub
from tests.cluster.conftest import RedisServer
from tests.support.asyncio import in_new_loop


@in_new_loop
async def test_a_log_out_closes_sockets_on_every_process(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'games.db'}")
    upgrade(engine)
    hubs = [Hub(Store(engine), relay=Relay(redis_server.url, "sign-out-test")) for _ in range(2)]
    closed: dict[str, int] = {"here": 0, "there": 0, "someone else": 0}
    there = asyncio.Event()

    def close_there() -> None:
        closed["there"] += 1
        there.set()

    hubs[0].add_socket(7, lambda: closed.__setitem__("here", closed["here"] + 1))
    hubs[1].add_socket(7, close_there)
    hubs[1].add_socket(8, lambda: closed.__setitem__("someone else", 1))
    for hub in hubs:
        await hub.start()
    relays = [hub.relay for hub in hubs if hub.relay is not None]
    await asyncio.gather(*(relay.listening.wait() for relay in relays))  # both subscribed
    hubs[0].sign_out(7)
    await asyncio.wait_for(there.wait(), 2)
    assert closed == {"here": 1, "there": 1, "someone else": 0}
    for hub in hubs:
        hub.close()
        assert hub.relay is not None
        await hub.relay.close()
    engine.dispose()
