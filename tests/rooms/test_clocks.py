"""Turn clocks in the database, on SQLite and PostgreSQL: a time-out is settled once however
many processes find it at the same moment; a move stored after its seat's deadline is
refused by the database itself; and the timing's rules (server.clocks) on their own."""

from __future__ import annotations

import asyncio
import itertools
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server import clocks, lobby
from server.clocks import Clock, ClockKind, Timing
from server.errors import StaleVersion
from server.persistence.games import Change, Made, Store
from server.persistence.models import GameRecord, User, now
from server.rooms.hub import Hub
from tests.support.asyncio import in_new_loop

_numbers = itertools.count()
PER_DAY = Clock(kind=ClockKind.TURN, per_turn=86400, bot_level="easy")
T0 = datetime(2026, 3, 1, 12, tzinfo=UTC)
S = timedelta(seconds=1)


def clocked_game(sessions: sessionmaker[Session], clock: Clock = PER_DAY) -> int:
    """A started 2-person Renature game with `clock`; its id."""
    with sessions() as db:
        n = next(_numbers)
        host, other = User(name=f"h{n}", name_key=f"h{n}"), User(name=f"o{n}", name_key=f"o{n}")
        db.add_all([host, other])
        db.commit()
        table = lobby.create_table(db, host, "renature", 2, {}, True, clock)
        lobby.join(db, table, other)
        return lobby.start(db, table, host, [s.id for s in table.seats]).id


def test_a_time_out_is_settled_once_when_many_find_it_at_once(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id = clocked_game(sessions)
    later = now() + timedelta(days=1, seconds=1)
    stores = [Store(engine) for _ in range(4)]
    [expired] = stores[0].expired(later)
    assert (expired.game_id, expired.version, expired.seat) == (game_id, 0, 0)
    with ThreadPoolExecutor(len(stores)) as pool:
        refusals = pool.map(lambda s: s.reseat(game_id, 0, Change.TIME_OUT, later, 0), stores)
        settled = [why is None for why in refusals]
    assert sorted(settled) == [False, False, False, True]
    assert stores[0].expired(later) == []
    holders, _ = stores[0].seating(game_id)
    assert (holders[0].bot_level, holders[0].stand_in) == ("easy", True)
    assert holders[1].clocked
    for store in stores:
        store.close()


def test_not_yet_run_out_is_not_settled(engine: Engine, sessions: sessionmaker[Session]) -> None:
    game_id = clocked_game(sessions)
    store = Store(engine)
    soon = now() + timedelta(hours=23)
    assert store.expired(soon) == []
    assert len(store.expired(soon + timedelta(hours=1, seconds=1))) == 1
    assert store.reseat(game_id, 0, Change.TIME_OUT, soon, 0) is not None  # not run out by then
    assert store.timing(game_id).deadline is not None
    store.close()


def test_the_database_refuses_a_move_after_its_deadline(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id = clocked_game(sessions)
    store = Store(engine)
    setup, _ = store.load(game_id)
    move = {"type": "anything"}  # the database does not read it
    late = now() + timedelta(days=1, seconds=1)
    with pytest.raises(StaleVersion):
        store.append(Made(game_id, 1, 0, move, 1, None, late))
    with sessions() as db:
        assert db.get_one(GameRecord, game_id).version == 0
    store.append(Made(game_id, 1, 0, move, 1, None, now()))
    store.close()
    assert setup.clock == PER_DAY


@pytest.mark.both_databases
@in_new_loop
async def test_a_hub_settles_what_another_process_left(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id = clocked_game(sessions)
    hubs = [Hub(Store(engine), bot_delay=60) for _ in range(2)]
    for hub in hubs:
        hub.clock = lambda: now() + timedelta(days=2)
    assert sorted(await asyncio.gather(*(h.check_clocks() for h in hubs))) == [0, 1]
    for hub in hubs:
        room = await hub.room(game_id)
        await room.seats.reload_holders()
        assert room.setup.holders[0].stand_in and room.clock.timing.deadline is None
        hub.close()


# ------------------------------------------------------------ the timing's rules


def test_a_per_turn_clock_starts_with_each_turn_and_reminds_with_a_quarter_left() -> None:
    timing = clocks.started(PER_DAY, 2, 0, True, None, T0)
    day = timedelta(days=1)
    assert timing == Timing(T0, T0 + day, T0 + day * 0.75, None)
    same_turn = clocks.after_move(PER_DAY, timing, 0, 0, True, None, T0 + 5 * S)
    assert same_turn == timing
    next_turn = clocks.after_move(PER_DAY, timing, 0, 1, True, None, T0 + 60 * S)
    assert next_turn.deadline == T0 + 60 * S + day
    to_a_bot = clocks.after_move(PER_DAY, timing, 0, 1, False, None, T0 + 60 * S)
    assert to_a_bot == Timing(turn_since=T0 + 60 * S)
    over = clocks.after_move(PER_DAY, timing, 0, None, False, None, T0 + 60 * S)
    assert over == Timing()
    on_vacation = clocks.after_move(PER_DAY, timing, 0, 1, True, T0 + 3 * day, T0 + 60 * S)
    assert on_vacation.deadline == T0 + 4 * day


def test_live_banks_run_down_on_a_seats_turns_and_gain_the_increment() -> None:
    live = Clock(kind=ClockKind.LIVE, bank=300, increment=5)
    timing = clocks.started(live, 3, 0, True, None, T0)
    assert timing.banks == (300.0, 300.0, 300.0) and timing.deadline == T0 + 300 * S
    after = clocks.after_move(live, timing, 0, 1, True, None, T0 + 100 * S)
    assert after.banks == (205.0, 300.0, 300.0)
    assert (after.turn_since, after.deadline, after.remind_at) == (
        T0 + 100 * S,
        T0 + 400 * S,
        None,
    )
    out = clocks.reseated(live, after, 1, 1, False, None, T0 + 401 * S, ran_out=True)
    assert out.banks == (205.0, 0.0, 300.0) and out.deadline is None
    # the stand-in's turn costs nothing; the seat comes back with RETURN_BANK
    by_bot = clocks.after_move(live, out, 1, 2, True, None, T0 + 500 * S)
    assert by_bot.banks == (205.0, 0.0, 300.0)
    back = clocks.reseated(live, by_bot, 1, 2, True, None, T0 + 510 * S)
    assert back.banks == (205.0, clocks.RETURN_BANK, 300.0)
    assert back.deadline == by_bot.deadline  # not seat 1's turn: seat 2's clock runs on


def test_a_change_of_hands_on_a_seats_turn_starts_or_stops_its_clock() -> None:
    timing = clocks.started(PER_DAY, 2, 0, True, None, T0)
    resigned = clocks.reseated(PER_DAY, timing, 0, 0, False, None, T0 + 2 * S)
    assert resigned == Timing(turn_since=T0 + 2 * S)  # no deadline left to the bot
    back = clocks.reseated(PER_DAY, resigned, 0, 0, True, None, T0 + 3 * S)
    assert back.deadline == T0 + 3 * S + timedelta(days=1)
    elsewhere = clocks.reseated(PER_DAY, timing, 1, 0, False, None, T0 + 2 * S)
    assert elsewhere == timing  # seat 0's clock runs on


def test_a_seat_is_not_taken_back_on_the_turn_its_time_ran_out() -> None:
    timing = clocks.started(PER_DAY, 2, 0, True, None, T0)
    ran_out = T0 + timedelta(days=1, seconds=1)
    out = clocks.reseated(PER_DAY, timing, 0, 0, False, None, ran_out, ran_out=True)
    assert clocks.ran_out_this_turn(out, 0, 0, ran_out)
    assert not clocks.ran_out_this_turn(out, 0, 1, ran_out)  # the bot played that turn
    later = clocks.after_move(PER_DAY, out, 1, 0, False, None, ran_out + 60 * S)
    assert not clocks.ran_out_this_turn(later, 0, 0, ran_out)  # a later turn


def test_a_vacation_moves_the_deadline_and_the_reminder() -> None:
    timing = clocks.started(PER_DAY, 2, 0, True, None, T0)
    moved = clocks.shifted(timing, timedelta(days=2), T0 + S)
    assert moved.deadline == T0 + timedelta(days=3)
    assert moved.remind_at == T0 + timedelta(days=2, hours=18)
    assert clocks.shifted(Timing(), timedelta(days=2), T0) == Timing()
    late = T0 + timedelta(days=1)
    assert clocks.shifted(timing, timedelta(days=2), late) == timing  # its time-out is due


def test_a_clock_of_the_wrong_shape_is_refused() -> None:
    for wrong in (
        {"kind": "turn"},
        {"kind": "turn", "per_turn": 60},
        {"kind": "live", "bank": 30},
        {"kind": "live", "bank": 600, "per_turn": 86400},
        {"kind": "none", "increment": 5},
        {"kind": "turn", "per_turn": 86400, "colour": "red"},
    ):
        with pytest.raises(ValueError, match="validation error"):
            Clock.model_validate(wrong)
    assert not Clock().on and Clock.model_validate({}) == clocks.NO_CLOCK
