"""Changes of who plays the seat to move, in any order around its deadline, on SQLite and
PostgreSQL: whatever its person does (resigns, takes the seat back, takes vacation days)
while the clock check and the bot standing in do their part, someone can always move the
game on afterwards, in the running server and in one restarted on its database. The
orders are drawn by Hypothesis: 6 a run besides the examples, 400 with FUZZ=full."""

from __future__ import annotations

import itertools
import os
from datetime import datetime, timedelta

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server import lobby, vacations
from server.clocks import Clock, ClockKind, OnTimeout
from server.errors import Refusal
from server.persistence.games import Store
from server.persistence.models import GameRecord, User
from server.rooms.hub import Hub
from server.rooms.seating import Actor
from tests.support.asyncio import in_new_loop, run_new

_numbers = itertools.count()
S = timedelta(seconds=1)
LIVE = Clock(kind=ClockKind.LIVE, bank=60, increment=5, bot_level="easy")
PER_TURN = Clock(kind=ClockKind.TURN, per_turn=43200, bot_level="easy")
OUT = PER_TURN.model_copy(update={"on_timeout": OnTimeout.OUT})
EVENTS = ("resign", "time_out", "take_back", "vacation", "bot")
ORDERS = 400 if os.environ.get("FUZZ") == "full" else 6  # the orders tried besides the examples


class Moment:
    """A time that stands still until a test moves it."""

    def __init__(self, at: datetime) -> None:
        self.at = at

    def __call__(self) -> datetime:
        return self.at


def clocked_game(sessions: sessionmaker[Session], clock: Clock) -> tuple[int, int]:
    """A started 2-person Renature game with `clock`, the host in seat 0 to move: (its id,
    the host's user id)."""
    with sessions() as db:
        n = next(_numbers)
        host, other = User(name=f"sh{n}", name_key=f"sh{n}"), User(name=f"so{n}", name_key=f"so{n}")
        db.add_all([host, other])
        db.commit()
        table = lobby.create_table(db, host, "renature", 2, {}, True, clock)
        lobby.join(db, table, other)
        return lobby.start(db, table, host, [s.id for s in table.seats]).id, host.id


async def happen(
    event: str, hub: Hub, game_id: int, sessions: sessionmaker[Session], ann: Actor
) -> None:
    """`event` in game `game_id` (seat 0 is `ann`'s); a refusal changes nothing."""
    room = await hub.room(game_id)
    try:
        if event == "resign":
            await room.resign(ann, 0)
        elif event == "take_back":
            await room.take_back(ann, 0)
        elif event == "time_out":
            await hub.check_clocks()
        elif event == "vacation":
            with sessions() as db:
                user = db.get_one(User, ann.user_id)
                await hub.reseat(vacations.take(db, user, 2, hub.now()))
        elif room.current is not None and room.setup.holders[room.current].bot_level:
            seat = room.current
            await room.submit(Actor(bot=True), seat, room.version, room.legal_moves(seat)[0])
    except Refusal:
        pass


async def someone_moves(hub: Hub, game_id: int) -> None:
    """The clocks checked as the server does every second, the seat to move moves: its
    person, or the bot playing it."""
    await hub.check_clocks()
    room = await hub.room(game_id)
    seat = room.current
    assert seat is not None
    holder = room.setup.holders[seat]
    actor = Actor(bot=True) if holder.bot_level is not None else Actor(holder.user_id)
    version = room.version
    await room.submit(actor, seat, version, room.legal_moves(seat)[0])
    assert room.version == version + 1


def stored_clock_fits_the_seats(sessions: sessionmaker[Session], game_id: int) -> bool:
    """Whether the stored deadline runs exactly when a person plays the seat to move."""
    with sessions() as db:
        record = db.get_one(GameRecord, game_id)
        [seat] = [s for s in record.table.seats if s.seat == record.current_seat]
        return (record.deadline is not None) == (seat.bot_level is None)


async def in_order(
    engine: Engine, sessions: sessionmaker[Session], clock: Clock, order: tuple[str, ...], due: int
) -> None:
    game_id, ann = clocked_game(sessions, clock)
    store = Store(engine)
    deadline = store.timing(game_id).deadline
    assert deadline is not None
    moment = Moment(deadline - S)
    hub = Hub(store, bot_delay=3600, clock=moment)
    await hub.room(game_id)
    for i, event in enumerate(order):
        if i == due:
            moment.at = deadline + S  # the deadline passes, the check not yet made
        await happen(event, hub, game_id, sessions, Actor(ann))
    moment.at = max(moment.at, deadline + S)
    assert stored_clock_fits_the_seats(sessions, game_id), order
    await someone_moves(hub, game_id)
    hub.close()
    restarted = Hub(Store(engine), bot_delay=3600, clock=moment)
    await someone_moves(restarted, game_id)
    restarted.close()


@pytest.mark.both_databases
@settings(
    max_examples=ORDERS,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    clock=st.sampled_from([LIVE, PER_TURN, OUT]),
    order=st.permutations(EVENTS),
    due=st.integers(0, len(EVENTS)),
)
# resigned after the deadline, before the check; taken back after the time-out, before the
# stand-in moved; vacation days taken before the deadline, resigned after it
@example(clock=LIVE, order=("resign", "time_out", "bot", "take_back", "vacation"), due=0)
@example(clock=LIVE, order=("time_out", "take_back", "bot", "resign", "vacation"), due=0)
@example(clock=PER_TURN, order=("vacation", "resign", "time_out", "take_back", "bot"), due=1)
def test_no_order_of_seat_changes_at_the_deadline_stops_a_game(
    engine: Engine,
    sessions: sessionmaker[Session],
    clock: Clock,
    order: tuple[str, ...],
    due: int,
) -> None:
    run_new(in_order(engine, sessions, clock, order, due))


@pytest.mark.both_databases
@in_new_loop
async def test_a_game_left_with_a_deadline_on_a_bots_turn_goes_on(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    """As an earlier release left a seat resigned after its deadline: the bot's moves were
    refused for the deadline, and the time-out never settled for the bot."""
    game_id, _ = clocked_game(sessions, LIVE)
    with sessions() as db:
        record = db.get_one(GameRecord, game_id)
        [seat] = [s for s in record.table.seats if s.seat == 0]
        seat.bot_level, seat.resigned_at = "medium", record.turn_since
        db.commit()
    assert record.deadline is not None
    hub = Hub(Store(engine), bot_delay=3600, clock=Moment(record.deadline + S))
    await someone_moves(hub, game_id)
    hub.close()
