"""A move whose write waits on SQLite's lock holds up that move only: every other socket
goes on being served (the store's calls run off the event loop)."""

from __future__ import annotations

import shutil
import sqlite3
import threading
import time
from pathlib import Path

from server.main import create_app
from tests.support.players import Person, running, settings_for, started_game

HOLD = 1.5  # seconds another writer keeps SQLite's write lock


def test_a_write_waiting_for_the_sqlite_lock_stalls_no_other_socket(
    sqlite_template: Path, tmp_path: Path
) -> None:
    path = tmp_path / "slow.db"
    shutil.copy(sqlite_template, path)
    app = create_app(settings_for(f"sqlite:///{path}", tmp_path))
    with running(app) as client:
        (ann, _), game_id = started_game(client, 2)
        watcher = Person(client)
        room = app.state.hub.rooms[game_id]
        move = room.legal_moves(0)[0]
        locked = threading.Event()
        releasing: list[float] = []  # when the other writer began to let the lock go

        def hold_the_lock() -> None:
            other = sqlite3.connect(path, isolation_level=None)
            other.execute("BEGIN IMMEDIATE")
            locked.set()
            time.sleep(HOLD)
            releasing.append(time.perf_counter())
            other.execute("COMMIT")
            other.close()

        holder = threading.Thread(target=hold_the_lock)
        holder.start()
        locked.wait()
        with ann.socket() as mover, watcher.socket() as bystander:
            started = time.perf_counter()
            mover.send_json({"type": "move", "game": game_id, "version": 0, "move": move, "id": 1})
            bystander.send_json({"type": "ping"})
            assert bystander.receive_json() == {"type": "pong"}
            answered = time.perf_counter() - started
            update = mover.receive_json()
            received = time.perf_counter()
        holder.join()
    assert answered < HOLD / 3, f"the bystander waited {answered:.2f} s"
    assert update["id"] == 1 and received > releasing[0]  # the move itself waited for the lock
