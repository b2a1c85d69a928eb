"""Moves made by another process: heard in order, heard after a gap (read from the
database), heard twice; rooms idle here let go; a sync catching rooms up."""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server.persistence.games import Store
from server.rooms.hub import Hub
from server.rooms.room import Room
from server.rooms.seating import Actor
from server.ws.feed import Feed, Subscriber, feed_of
from server.ws.outbox import Outbox
from tests.rooms.helpers import new_game
from tests.support.asyncio import in_new_loop

pytestmark = pytest.mark.both_databases


async def play(room: Room) -> tuple[int, dict[str, Any]]:
    """The first legal move of the seat to move, made in `room`; (seat, move)."""
    seat = room.game.current_seat(room.state)
    assert seat is not None
    move = room.game.legal_moves(room.state, seat)[0]
    await room.submit(Actor(room.setup.holders[seat].user_id), seat, room.version, move)
    return seat, move


def versions(outbox: Outbox) -> list[int]:
    """The versions of the frames queued in `outbox`, taken out."""
    found = []
    while outbox.frames:
        found.append(json.loads(outbox.frames.popleft())["version"])
    return found


@in_new_loop
async def test_moves_heard_in_order_after_a_gap_and_twice(
    engine: Engine,
    sessions: sessionmaker[Session],
) -> None:
    game_id, _ = new_game(sessions)
    here = await Hub(Store(engine)).room(game_id)
    there = await Hub(Store(engine), transport=Feed).room(game_id)
    outbox = Outbox()
    feed_of(there).subscribe(Subscriber(1, outbox), 0)
    first = await play(here)
    await there.catchup.receive(1, *first)
    assert there.version == 1 and versions(outbox) == [1]
    second = await play(here)
    third = await play(here)
    await there.catchup.receive(3, *third)  # move 2 was missed: read from the database
    assert there.version == 3 and versions(outbox) == [2, 3]
    await there.catchup.receive(2, *second)  # heard late: changes nothing
    assert there.version == 3 and versions(outbox) == []
    assert there.game.dump(there.state) == here.game.dump(here.state)


@in_new_loop
async def test_a_room_nobody_follows_here_is_let_go_when_moved_elsewhere(
    engine: Engine,
    sessions: sessionmaker[Session],
) -> None:
    followed, _ = new_game(sessions)
    idle, _ = new_game(sessions)
    here, there = Hub(Store(engine)), Hub(Store(engine), transport=Feed)
    feed_of(await there.room(followed)).subscribe(Subscriber(0, Outbox()), 0)
    await there.room(idle)
    for game_id in (followed, idle):
        seat, move = await play(await here.room(game_id))
        there.deliver(game_id, 1, seat, move)
    await there.settled()
    assert list(there.rooms) == [followed] and there.rooms[followed].version == 1
    here.close()
    there.close()


@in_new_loop
async def test_a_sync_catches_rooms_up_with_the_database(
    engine: Engine,
    sessions: sessionmaker[Session],
) -> None:
    game_id, _ = new_game(sessions)
    here, there = Hub(Store(engine)), Hub(Store(engine))
    behind = await there.room(game_id)
    room = await here.room(game_id)
    await play(room)
    await play(room)
    await there.sync()
    await there.settled()
    assert behind.version == 2
    assert behind.game.dump(behind.state) == room.game.dump(room.state)
    here.close()
    there.close()
