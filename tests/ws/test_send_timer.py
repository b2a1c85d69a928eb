"""The send timeout is watched by one timer while frames flow, not one per frame; a frame
the client does not take still ends the connection after `send_timeout` seconds, however
long frames flowed before it."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace
from typing import Any

from server.config import Settings
from server.rooms.seating import Actor
from server.ws.endpoint import Connection
from server.ws.frames import PONG
from tests.support.asyncio import in_new_loop

TIMEOUT = 0.3  # the send timeout, seconds


class Pinging:
    """A socket whose client sends `pings` pings, one every `pause` seconds, and takes
    the first `taken` frames sent to it at once; then it takes nothing more."""

    def __init__(self, pings: int, pause: float, taken: int) -> None:
        self.app = SimpleNamespace(
            state=SimpleNamespace(sessions=None, budgets=None, watchers=None)
        )
        self.pings, self.pause, self.taken = pings, pause, taken
        self.sent: list[str] = []
        self.stuck_at: float | None = None  # when the first frame not taken was sent
        self.all_taken = asyncio.Event()

    async def receive(self) -> dict[str, Any]:
        if not self.pings:
            await asyncio.Future()  # the client sends nothing more
        self.pings -= 1
        await asyncio.sleep(self.pause)
        return {"type": "websocket.receive", "text": '{"type": "ping"}'}

    async def send_text(self, text: str) -> None:
        if len(self.sent) == self.taken:
            self.stuck_at = time.perf_counter()
            await asyncio.Future()  # never taken
        self.sent.append(text)
        if len(self.sent) == self.taken:
            self.all_taken.set()

    async def close(self, code: int, reason: str) -> None:
        raise AssertionError(f"a client that does not read is sent no close ({code} {reason})")


def connection(socket: Pinging) -> Connection:
    settings = Settings(send_timeout=TIMEOUT, messages_per_second=1000, message_burst=1000)
    return Connection(socket, None, Actor(user_id=None), settings)  # type: ignore[arg-type]


@in_new_loop
async def test_frames_taken_at_once_start_one_timer() -> None:
    loop = asyncio.get_running_loop()
    timers: list[float] = []
    call_at = loop.call_at

    def counted(when: float, *args: Any, **kwargs: Any) -> asyncio.TimerHandle:
        timers.append(when)
        return call_at(when, *args, **kwargs)

    loop.call_at = counted  # type: ignore[method-assign,assignment]
    socket = Pinging(pings=100, pause=0, taken=100)
    serving = asyncio.create_task(connection(socket).serve())
    await socket.all_taken.wait()
    serving.cancel()
    assert socket.sent == [PONG] * 100
    assert len(timers) == 1


@in_new_loop
async def test_a_frame_not_taken_ends_the_connection_after_frames_flowed() -> None:
    # frames flow for twice the timeout, then one is not taken
    socket = Pinging(pings=12, pause=TIMEOUT / 5, taken=10)
    await asyncio.wait_for(connection(socket).serve(), timeout=10)
    assert socket.stuck_at is not None and len(socket.sent) == 10
    assert time.perf_counter() - socket.stuck_at >= TIMEOUT
