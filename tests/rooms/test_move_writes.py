"""A move's write, on SQLite and PostgreSQL: its statements are compiled once, when the
store is made, and run through the database's driver; what they store reads back as
written, and the database still refuses a move made elsewhere first."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import Engine, event
from sqlalchemy.orm import Session, sessionmaker

from server.clocks import Timing
from server.errors import StaleVersion
from server.persistence.games import Made, Store
from server.persistence.models import now
from tests.rooms.helpers import new_game

pytestmark = pytest.mark.both_databases

MOVE = {"type": "place", "domino": 17, "at": [3, 4], "note": "ünïcode"}


def test_a_move_is_written_by_statements_compiled_once(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, _ = new_game(sessions)
    store = Store(engine)
    at = now()
    timing = Timing(at, at + timedelta(days=1), at + timedelta(hours=20), (60.5, 300.0))
    compiled: list[Any] = []  # the Core statements executed (each compiled or looked up)

    def executed(_connection: Any, statement: Any, *_args: Any) -> None:
        compiled.append(statement)

    event.listen(engine, "before_execute", executed)
    store.append(Made(game_id, 1, 0, MOVE, 1, None, at, timing, "m-1"))
    store.append(Made(game_id, 2, 1, MOVE, 1, None, at, None, "m-2"))
    event.remove(engine, "before_execute", executed)
    assert compiled == []
    assert store.moves_after(game_id, 0) == [(0, MOVE), (1, MOVE)]
    assert store.move_ids(game_id, 0) == {(0, "m-1"): 1, (1, "m-2"): 2}
    assert store.timing(game_id) == timing  # a move that continues a turn keeps it
    assert store.versions([game_id]) == {game_id: 2}
    with pytest.raises(StaleVersion):
        store.append(Made(game_id, 2, 1, MOVE, 0, None, at, None, "m-3"))
    assert store.versions([game_id]) == {game_id: 2}
    store.close()
