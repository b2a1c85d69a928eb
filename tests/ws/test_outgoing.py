"""What a socket holds for a client that never reads is bounded in bytes: past
`send_queue_bytes`, the frame being sent included, the client is closed (1013)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from server.config import Settings
from server.rooms.seating import Actor
from server.ws.endpoint import Connection
from server.ws.frames import PONG
from tests.support.asyncio import in_new_loop

BOUND = 10 * len(PONG)


class NeverReading:
    """A socket whose client sends pings and never takes a frame."""

    def __init__(self, pings: int) -> None:
        self.app = SimpleNamespace(
            state=SimpleNamespace(sessions=None, budgets=None, watchers=None)
        )
        self.pings = pings
        self.closed: asyncio.Future[tuple[int, str]] = asyncio.get_running_loop().create_future()

    async def receive(self) -> dict[str, Any]:
        if not self.pings:
            await asyncio.Future()  # the client sends nothing more
        self.pings -= 1
        return {"type": "websocket.receive", "text": '{"type": "ping"}'}

    async def send_text(self, text: str) -> None:
        del text
        await asyncio.Future()  # never taken

    async def close(self, code: int, reason: str) -> None:
        self.closed.set_result((code, reason))


@in_new_loop
async def test_a_client_that_never_reads_is_closed_at_the_bound() -> None:
    settings = Settings(send_queue_bytes=BOUND, messages_per_second=1000, message_burst=1000)
    socket = NeverReading(pings=1000)
    connection = Connection(socket, None, Actor(user_id=None), settings)  # type: ignore[arg-type]
    serving = asyncio.create_task(connection.serve())
    code, _ = await asyncio.wait_for(socket.closed, timeout=5)
    await serving
    assert code == 1013
    # the pong being sent and those queued behind it, up to the bound
    outbox = connection.outbox
    assert outbox.fell_behind and outbox.sending + outbox.size == BOUND
