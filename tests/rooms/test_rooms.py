"""Rooms: one move at a time, the database refusing a second writer, bots taking turns."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server import lobby
from server.errors import StaleVersion
from server.persistence.games import Store
from server.persistence.models import GameRecord, GameStatus, User
from server.rooms.hub import Hub
from server.rooms.seating import Actor
from server.rooms.transport import Outcome
from server.ws.feed import Feed, Subscriber, feed_of
from server.ws.outbox import Outbox
from tests.rooms.helpers import new_game, stored
from tests.support.asyncio import in_new_loop


@in_new_loop
async def test_two_moves_at_once_one_wins(engine: Engine, sessions: sessionmaker[Session]) -> None:
    game_id, user = new_game(sessions)
    room = await Hub(Store(engine)).room(game_id)
    moves = room.game.legal_moves(room.state, 0)
    results = await asyncio.gather(
        room.submit(Actor(user), 0, 0, moves[0]),
        room.submit(Actor(user), 0, 0, moves[-1]),
        return_exceptions=True,
    )
    assert isinstance(results[0], Outcome) and results[0].version == 1
    assert isinstance(results[1], StaleVersion)
    assert room.version == 1 and stored(sessions, game_id) == 1


@pytest.mark.both_databases
@in_new_loop
async def test_the_database_refuses_a_second_process(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, user = new_game(sessions)
    here = await Hub(Store(engine)).room(game_id)
    there = await Hub(Store(engine), transport=Feed).room(game_id)
    outbox = Outbox()
    feed_of(there).subscribe(Subscriber(0, outbox), 0)
    moves = here.game.legal_moves(here.state, 0)
    await here.submit(Actor(user), 0, 0, moves[0])
    with pytest.raises(StaleVersion, match=r"Another move was made first; the game is at 1\."):
        await there.submit(Actor(user), 0, 0, moves[-1])
    assert stored(sessions, game_id) == 1
    assert there.version == 1
    assert there.game.dump(there.state) == here.game.dump(here.state)
    assert len(outbox.frames) == 1  # the catch-up reached the other process's clients


@in_new_loop
async def test_a_bot_moves_after_the_delay_through_the_same_checks(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, user = new_game(sessions, bots=("easy",))
    hub = Hub(Store(engine), bot_delay=0.05)
    room = await hub.room(game_id)
    while room.game.current_seat(room.state) == 0:
        await room.submit(Actor(user), 0, room.version, room.game.legal_moves(room.state, 0)[0])
    version = room.version
    with pytest.raises(Exception, match="Seat 1 is not yours"):
        await room.submit(Actor(user), 1, version, {"type": "end_turn"})
    assert room.version == version and room.bots.pending  # the bot waits for its delay
    await room.settled()
    assert room.version > version and room.game.current_seat(room.state) == 0
    assert stored(sessions, game_id) == room.version
    hub.close()


@in_new_loop
async def test_bots_resume_after_a_restart(engine: Engine, sessions: sessionmaker[Session]) -> None:
    game_id, _ = new_game(sessions, bots=("easy",), bot_first=True)
    before = Hub(Store(engine), bot_delay=60)
    room = await before.room(game_id)
    assert room.bots.pending is not None  # the bot waits for its delay
    before.close()
    assert room.version == 0 and stored(sessions, game_id) == 0
    after = Hub(Store(engine), bot_delay=0)
    room = await after.room(game_id)
    await room.settled()
    assert room.version > 0 and room.current == 1 and stored(sessions, game_id) == room.version
    after.close()


@in_new_loop
async def test_rooms_nobody_follows_are_let_go(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    first, _ = new_game(sessions)
    second, _ = new_game(sessions)
    third, _ = new_game(sessions)
    hub = Hub(Store(engine), max_rooms=2, transport=Feed)
    followed = await hub.room(first)
    feed_of(followed).subscribe(Subscriber(0, Outbox()), None)
    await hub.room(second)
    await hub.room(third)
    assert list(hub.rooms) == [first, third]
    again = await hub.room(second)
    assert again.version == 0 and list(hub.rooms) == [first, second]
    hub.close()


@in_new_loop
async def test_four_bots_play_a_game_to_its_end(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    with sessions() as db:
        host = User(name="solo", name_key="solo")
        db.add(host)
        db.commit()
        table = lobby.create_table(db, host, "renature", 4, {}, True)
        for level in ("easy", "medium", "easy"):
            lobby.add_bot(db, table, host, level)
        table.seats[0].user_id, table.seats[0].bot_level = None, "medium"  # the host steps aside
        db.commit()
        game_id = lobby.start(db, table, host, None).id
    hub = Hub(Store(engine), bot_delay=0)
    room = await hub.room(game_id)
    await room.settled()
    assert room.game.result(room.state) is not None
    assert stored(sessions, game_id) == room.version > 52
    with sessions() as db:
        record = db.get(GameRecord, game_id)
        assert record is not None and record.status == GameStatus.FINISHED
        assert record.result == room.game.result(room.state)
    replayed = await Hub(Store(engine), bot_delay=60).room(game_id)
    assert room.game.dump(replayed.state) == room.game.dump(room.state)
    hub.close()


@in_new_loop
async def test_seats_read_again_while_a_bot_waits_to_move_leave_one_bot_moving(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, _user = new_game(sessions, bots=("easy",), bot_first=True)
    room = await Hub(Store(engine), bot_delay=0).room(game_id)  # the bot (seat 0) to move
    async with room.lock:
        reread = asyncio.create_task(room.seats.reload_holders())  # first to wait for the lock
        await room.lock.queued(2)  # the bot's move next
    await reread
    await room.settled()  # the bot plays its turn's steps on, to the person's turn
    assert room.current == 1 and room.version >= 2
    room.close()
