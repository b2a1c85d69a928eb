"""Bots think in worker processes: while hard bots search, the serving process's event loop
stays free for people."""

from __future__ import annotations

import asyncio
import os
import select
import time
from pathlib import Path

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server.games.base import JSON
from server.persistence.games import Store
from server.rooms import bots
from server.rooms.hub import Hub
from tests.browser.server import LiveServer, public_game
from tests.rooms.helpers import Heard, lag_while, new_game
from tests.support.asyncio import in_new_loop


@in_new_loop
async def test_hard_bots_do_not_hold_the_event_loop(
    engine: Engine,
    sessions: sessionmaker[Session],
) -> None:
    games = [new_game(sessions, bots=("hard",), bot_first=True)[0] for _ in range(4)]
    hub = Hub(Store(engine), bot_delay=0, transport=Heard)
    rooms = [await hub.room(game_id) for game_id in games]
    moved = asyncio.Event()

    async def all_moved() -> None:
        heard = [room.transport for room in rooms]
        await asyncio.gather(*(h.moved_once.wait() for h in heard if isinstance(h, Heard)))
        moved.set()

    waiting = asyncio.create_task(all_moved())
    worst = await asyncio.wait_for(lag_while(moved), timeout=60)
    await waiting
    assert all(room.version >= 1 for room in rooms)
    # worst wake-ups with the search in threads of this process: 60-120 ms; in workers,
    # the fifth worst 9-20 ms on an idle machine
    assert worst < 0.05, f"the event loop was held {worst * 1000:.0f} ms"
    hub.close()


@in_new_loop
async def test_a_persons_hard_bots_think_one_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    thinking: list[tuple[int, str]] = []  # (host, level) of the searches under way
    most: dict[tuple[int, str], int] = {}
    peak = 0

    async def in_worker(args: tuple[str, str, JSON, list[JSON], list[JSON], int]) -> JSON:
        who = (args[-1], args[1])  # the seed stands for the host here
        nonlocal peak
        thinking.append(who)
        most[who] = max(most.get(who, 0), thinking.count(who))
        peak = max(peak, len(thinking))
        await asyncio.sleep(0.02)  # a search takes a while: the others come meanwhile
        thinking.remove(who)
        return {}

    monkeypatch.setattr(bots, "in_live_worker", in_worker)
    searches = [
        bots.think("renature", level, {}, [], [], host, host)
        for host, level in [(1, "hard")] * 4 + [(2, "hard")] * 2 + [(1, "medium")] * 3
    ]
    await asyncio.gather(*searches)
    # one host's hard bots one after another, beside another host's and its own medium ones
    assert most == {(1, "hard"): 1, (2, "hard"): 1, (1, "medium"): 3}
    assert peak == 5  # the two hosts' hard bots and the medium ones at once
    assert bots.hard_hosts() == []  # nothing kept once done


def children(pid: int) -> set[int]:
    """The processes `pid` started, from /proc."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        found |= {int(child) for child in (task / "children").read_text().split()}
    return found


def ended(pid: int, timeout: float) -> bool:
    """Whether process `pid` ends (or is gone, or a zombie waiting to be reaped) within
    `timeout` seconds: its pidfd becomes readable when it ends."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        return bool(select.select([fd], [], [], max(0.0, timeout))[0])
    finally:
        os.close(fd)


@pytest.mark.parametrize("ending", ["stopped", "killed"])
def test_the_bot_workers_end_with_the_server(tmp_path: Path, ending: str) -> None:
    server = LiveServer(tmp_path, bot_delay=0)
    server.start()
    try:
        assert server.process is not None
        pid = server.process.pid
        public_game(server.url, "hard")
        deadline = time.monotonic() + 30
        # no event tells of the processes another process starts: /proc is looked at
        while len(children(pid)) < 2 and time.monotonic() < deadline:  # tracker and worker
            time.sleep(0.1)
        workers = children(pid)
        assert len(workers) >= 2
        if ending == "killed":  # no shutdown: the workers notice their server is gone
            server.process.kill()
    finally:
        server.stop()
    deadline = time.monotonic() + 15
    assert [p for p in workers if not ended(p, deadline - time.monotonic())] == []
