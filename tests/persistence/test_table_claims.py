"""Changes to one table happen one after the other, however they race: a started game has
exactly the seats its table had, one of several starts wins, joins succeed while seats
remain, and a person taken off a table needs a new invitation."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from server import lobby
from server.errors import Conflict, Forbidden, NotFound, Refusal
from server.persistence.db import make_engine, make_sessions
from server.persistence.models import GameRecord, Seat, Table, TableStatus, User

pytestmark = pytest.mark.both_databases

ROUNDS = 12


@contextmanager
def database(url: str) -> Iterator[sessionmaker[Session]]:
    engine = make_engine(url)
    try:
        yield make_sessions(engine)
    finally:
        engine.dispose()


def people(sessions: sessionmaker[Session], *names: str) -> list[int]:
    with sessions() as db:
        users = [User(name=n, name_key=n) for n in names]
        db.add_all(users)
        db.commit()
        return [u.id for u in users]


def full_table(sessions: sessionmaker[Session], host: int, guests: list[int], public: bool) -> int:
    with sessions() as db:
        table = lobby.create_table(
            db, db.get_one(User, host), "renature", 1 + len(guests), {}, public
        )
        for guest in guests:
            lobby.join(db, table, db.get_one(User, guest), table.invite_token)
        return table.id


def race(*calls: Callable[[Session], object], sessions: sessionmaker[Session]) -> list[object]:
    """Run `calls` at the same instant, each in its own thread and session; each result is
    what the call returned or the Refusal it raised (anything else fails the test)."""
    ready = threading.Barrier(len(calls))

    def run(call: Callable[[Session], object]) -> object:
        with sessions() as db:
            ready.wait()
            try:
                return call(db)
            except Refusal as refusal:
                return refusal

    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(run, calls))


def close_if_open(sessions: sessionmaker[Session], table_id: int, host: int) -> None:
    """The host closes table `table_id` if its game did not start, so that the tables of
    lost starts do not pile up past the most open tables one may host."""
    with sessions() as db:
        table = lobby.get_table(db, table_id)
        if table.status == TableStatus.OPEN:
            lobby.cancel(db, table, db.get_one(User, host))


def check_started_games(sessions: sessionmaker[Session]) -> int:
    """Every started game has exactly its table's seats, numbered 0 to players - 1, each
    held; returns how many games there are."""
    with sessions() as db:
        games = db.scalars(select(GameRecord)).all()
        for record in games:
            seats = db.scalars(select(Seat).where(Seat.table_id == record.table_id)).all()
            numbers = sorted(s.seat for s in seats if s.seat is not None)
            assert numbers == list(range(record.players)), (record.id, numbers)
            assert len(seats) == record.players
            assert all(s.user_id is not None or s.bot_level for s in seats)
        return len(games)


def leaving(table_id: int, user_id: int) -> Callable[[Session], object]:
    return lambda db: lobby.leave(db, lobby.get_table(db, table_id), db.get_one(User, user_id))


def starting(table_id: int, host_id: int) -> Callable[[Session], object]:
    return lambda db: lobby.start(
        db, lobby.get_table(db, table_id), db.get_one(User, host_id), None
    )


def kicking(table_id: int, host_id: int, seat_id: int) -> Callable[[Session], object]:
    return lambda db: lobby.kick(
        db, lobby.get_table(db, table_id), db.get_one(User, host_id), seat_id
    )


def joining(table_id: int, user_id: int) -> Callable[[Session], object]:
    return lambda db: lobby.join(db, lobby.get_table(db, table_id), db.get_one(User, user_id))


def test_leave_racing_start(database_url: str) -> None:
    with database(database_url) as sessions:
        host, ann = people(sessions, "host", "ann")
        for _ in range(ROUNDS):
            table_id = full_table(sessions, host, [ann], public=True)
            left, started = race(
                leaving(table_id, ann), starting(table_id, host), sessions=sessions
            )
            # exactly one wins: the game starts with ann, or ann leaves before it starts
            assert isinstance(left, Conflict) != isinstance(started, Conflict), (left, started)
            close_if_open(sessions, table_id, host)
        check_started_games(sessions)


def test_kick_racing_start(database_url: str) -> None:
    with database(database_url) as sessions:
        host, ann, bob = people(sessions, "host", "ann", "bob")
        for _ in range(ROUNDS):
            table_id = full_table(sessions, host, [ann, bob], public=True)
            with sessions() as db:
                seat = next(s.id for s in lobby.get_table(db, table_id).seats if s.user_id == bob)
            kicked, started = race(
                kicking(table_id, host, seat), starting(table_id, host), sessions=sessions
            )
            assert isinstance(kicked, Conflict) != isinstance(started, Conflict), (kicked, started)
            close_if_open(sessions, table_id, host)
        check_started_games(sessions)


def test_one_of_several_starts_wins(database_url: str) -> None:
    with database(database_url) as sessions:
        host, ann = people(sessions, "host", "ann")
        for _ in range(ROUNDS // 2):
            table_id = full_table(sessions, host, [ann], public=True)
            results = race(*[starting(table_id, host)] * 3, sessions=sessions)
            assert sum(isinstance(r, GameRecord) for r in results) == 1, results
            assert sum(isinstance(r, Conflict) for r in results) == 2, results
        assert check_started_games(sessions) == ROUNDS // 2


def test_joins_succeed_while_seats_remain(database_url: str) -> None:
    with database(database_url) as sessions:
        host, *guests = people(sessions, "host", "ann", "bob", "cid", "dan")
        for _ in range(ROUNDS // 2):
            with sessions() as db:
                table_id = lobby.create_table(
                    db, db.get_one(User, host), "renature", 4, {}, True
                ).id

            results = race(*[joining(table_id, g) for g in guests], sessions=sessions)
            assert sum(isinstance(r, Table) for r in results) == 3, results
            assert all(isinstance(r, Table | Conflict) for r in results), results
            with sessions() as db:
                assert len(lobby.get_table(db, table_id).seats) == 4


def test_a_kicked_person_needs_a_new_invitation(database_url: str) -> None:
    with database(database_url) as sessions:
        host, ann = people(sessions, "host", "ann")
        table_id = full_table(sessions, host, [ann], public=False)
        with sessions() as db:
            table = lobby.get_table(db, table_id)
            seat = next(s.id for s in table.seats if s.user_id == ann)
            lobby.kick(db, table, db.get_one(User, host), seat)
            with pytest.raises(Forbidden, match="need a new invitation"):
                lobby.join(db, table, db.get_one(User, ann), table.invite_token)
            lobby.invite(db, table, db.get_one(User, host), "ann")
            assert len(lobby.join(db, table, db.get_one(User, ann), table.invite_token).seats) == 2


def test_a_private_table_one_may_not_see_is_not_found(database_url: str) -> None:
    with database(database_url) as sessions:
        host, ann = people(sessions, "host", "ann")
        with sessions() as db:
            table = lobby.create_table(db, db.get_one(User, host), "renature", 2, {}, False)
            with pytest.raises(NotFound, match=f"There is no table {table.id}"):
                lobby.join(db, table, db.get_one(User, ann))
