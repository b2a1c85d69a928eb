"""A move's write, on SQLite and PostgreSQL: its statements are compiled once, when the
store is made, and run through the database's driver; what they store reads back as
written, and the database still refuses a move made elsewhere first. The moves of several
games that arrive together are written in one transaction."""

from __future__ import annotations

import asyncio
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
from tests.support.asyncio import run_new

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


def commits_of(engine: Engine) -> list[object]:
    """A list that gets an entry at each commit on `engine` from now on."""
    commits: list[object] = []
    event.listen(engine, "commit", commits.append)
    return commits


def test_the_moves_of_games_that_arrive_together_are_one_transaction(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    first, *games = [new_game(sessions)[0] for _ in range(6)]
    store = Store(engine)
    commits = commits_of(engine)

    async def together() -> None:
        await store.save_move(Made(first, 1, 0, MOVE, 1, None, now()))  # alone
        commits.clear()  # (and the store's connection made)
        await asyncio.gather(*(store.save_move(Made(g, 1, 0, MOVE, 1, None, now())) for g in games))
        assert len(commits) == 1

    run_new(together())
    assert store.versions([first, *games]) == dict.fromkeys([first, *games], 1)
    store.close()


def test_a_move_refused_among_others_arriving_together_leaves_them_stored(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    games = [new_game(sessions)[0] for _ in range(3)]
    store = Store(engine)
    store.append(Made(games[1], 1, 0, MOVE, 1, None, now()))  # made elsewhere first

    async def together() -> list[BaseException | None]:
        writes = (store.save_move(Made(g, 1, 0, MOVE, 1, None, now())) for g in games)
        return await asyncio.gather(*writes, return_exceptions=True)

    first, refused, third = run_new(together())
    assert first is None and third is None
    assert isinstance(refused, StaleVersion)
    assert store.versions(games) == dict.fromkeys(games, 1)
    assert [len(store.moves_after(g, 0)) for g in games] == [1, 1, 1]
    store.close()
