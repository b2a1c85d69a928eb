"""Taking a step back in a room: an undo is a request like a move, checked in the same
order, stored like one and replayed after a restart; a retried undo is answered once; every
follower hears of it, and the seat to move is told when it may take a step back."""

from __future__ import annotations

import orjson
import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server.errors import IllegalMoveRefusal, NotYourSeat, NotYourTurn, StaleVersion
from server.games.line import UNDO
from server.persistence.games import Store
from server.rooms.hub import Hub
from server.rooms.room import Room
from server.rooms.seating import Actor
from server.ws.feed import Feed, Subscriber, feed_of
from server.ws.outbox import Outbox
from tests.rooms.helpers import new_game, stored
from tests.support.asyncio import in_new_loop


async def first_step(room: Room, user: int) -> None:
    """Seat 0 makes a step of its turn that it may take back (a domino placed)."""
    step = next(m for m in room.legal_moves(0) if room.line.try_move(0, m).back)
    await room.submit(Actor(user), 0, room.version, step)
    assert room.line.undoable and room.current == 0


@in_new_loop
async def test_an_undo_is_stored_and_replayed_after_a_restart(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, user = new_game(sessions)
    hub = Hub(Store(engine))
    room = await hub.room(game_id)
    start = room.game.dump(room.state)
    await first_step(room, user)
    outcome = await room.submit(Actor(user), 0, 1, UNDO, move_id="u1")
    assert outcome.version == 2 and room.version == 2 and stored(sessions, game_id) == 2
    assert room.game.dump(room.state) == start and not room.line.undoable
    hub.close()
    again = await Hub(Store(engine)).room(game_id)
    assert again.version == 2 and again.game.dump(again.state) == start


@in_new_loop
async def test_undos_are_refused_as_moves_are(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, user = new_game(sessions)
    room = await Hub(Store(engine)).room(game_id)
    with pytest.raises(IllegalMoveRefusal, match="no step of this turn to take back"):
        await room.submit(Actor(user), 0, 0, UNDO)
    await first_step(room, user)
    other = room.setup.holders[1].user_id
    assert other is not None
    with pytest.raises(NotYourTurn):
        await room.submit(Actor(other), 1, 1, UNDO)
    with pytest.raises(NotYourSeat):
        await room.submit(Actor(10**6), 0, 1, UNDO)  # a spectator
    with pytest.raises(StaleVersion):
        await room.submit(Actor(user), 0, 0, UNDO)
    assert room.version == 1 and stored(sessions, game_id) == 1


@in_new_loop
async def test_a_retried_undo_is_answered_once(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, user = new_game(sessions)
    room = await Hub(Store(engine)).room(game_id)
    await first_step(room, user)
    first = await room.submit(Actor(user), 0, 1, UNDO, move_id="u1")
    again = await room.submit(Actor(user), 0, 1, UNDO, move_id="u1")
    assert again.retried and again.version == first.version == 2
    assert room.version == 2 and stored(sessions, game_id) == 2


@in_new_loop
async def test_every_follower_hears_of_it_and_the_mover_is_told_it_may_undo(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id, user = new_game(sessions)
    room = await Hub(Store(engine), transport=Feed).room(game_id)
    outboxes = {seat: Outbox() for seat in (0, 1, None)}
    for seat, outbox in outboxes.items():
        feed_of(room).subscribe(Subscriber(seat, outbox), 0)
    await first_step(room, user)
    await room.submit(Actor(user), 0, 1, UNDO)
    for seat, outbox in outboxes.items():
        step, undone = (orjson.loads(text) for text in list(outbox.frames)[-2:])
        assert step["version"] == 1 and undone["version"] == 2
        assert undone["events"] == [{"type": "undone", "seat": 0}]
        assert step.get("undo", False) == (seat == 0)
        assert "undo" not in undone  # nothing left to take back
        assert (seat == 0) == ("moves" in undone)
