"""A stored game that cannot be loaded is marked damaged; every other game and the server
go on."""

from __future__ import annotations

import logging

import pytest
from sqlalchemy import Engine, delete, update
from sqlalchemy.orm import Session, sessionmaker

from server.errors import Damaged
from server.persistence.games import Store
from server.persistence.models import GameRecord, GameStatus, MoveRecord, Seat
from server.rooms.hub import Hub
from server.rooms.seating import Actor
from tests.rooms.helpers import new_game
from tests.support.asyncio import in_new_loop


async def one_move(engine: Engine, game_id: int, user: int) -> None:
    """Game `game_id` with its first move (made by `user`, at seat 0) stored."""
    hub = Hub(Store(engine), bot_delay=60)
    room = await hub.room(game_id)
    await room.submit(Actor(user), 0, 0, room.game.legal_moves(room.state, 0)[0])
    hub.close()


def status(sessions: sessionmaker[Session], game_id: int) -> GameStatus:
    with sessions() as db:
        return db.get_one(GameRecord, game_id).status


@in_new_loop
async def test_a_move_the_rules_refuse_marks_the_game_damaged(
    engine: Engine, sessions: sessionmaker[Session], caplog: pytest.LogCaptureFixture
) -> None:
    broken, user = new_game(sessions)
    sound, _ = new_game(sessions)
    await one_move(engine, broken, user)
    with sessions() as db:
        db.execute(
            update(MoveRecord).values(move={"type": "fly"}).where(MoveRecord.game_id == broken)
        )
        db.commit()
    hub = Hub(Store(engine))
    with caplog.at_level(logging.ERROR), pytest.raises(Damaged, match=f"Game {broken} is damaged"):
        await hub.room(broken)
    assert f"game {broken} cannot be loaded" in caplog.text
    assert status(sessions, broken) == GameStatus.DAMAGED
    with pytest.raises(Damaged):  # refused at once from now on, not loaded again
        await hub.room(broken)
    assert (await hub.room(sound)).version == 0
    hub.close()


@in_new_loop
async def test_seats_that_do_not_fit_the_game_mark_it_damaged(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, _ = new_game(sessions)
    with sessions() as db:
        table_id = db.get_one(GameRecord, game_id).table_id
        db.execute(delete(Seat).where(Seat.table_id == table_id, Seat.seat == 1))
        db.commit()
    hub = Hub(Store(engine))
    with pytest.raises(Damaged):
        await hub.room(game_id)
    assert status(sessions, game_id) == GameStatus.DAMAGED
    hub.close()


@in_new_loop
async def test_start_up_goes_on_past_a_damaged_game(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    broken, _ = new_game(sessions, bots=("easy",), bot_first=True)
    sound, _ = new_game(sessions, bots=("easy",), bot_first=True)
    with sessions() as db:
        table_id = db.get_one(GameRecord, broken).table_id
        db.execute(delete(Seat).where(Seat.table_id == table_id, Seat.seat == 1))
        db.commit()
    hub = Hub(Store(engine), bot_delay=0)
    await hub.start()
    assert status(sessions, broken) == GameStatus.DAMAGED
    room = await hub.room(sound)
    await room.settled()
    assert room.version > 0  # the sound game's bot was resumed
    hub.close()
