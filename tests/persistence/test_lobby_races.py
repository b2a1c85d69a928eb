"""Races in the lobby are settled by the database's unique keys."""

from __future__ import annotations

import pytest

from server import lobby
from server.errors import Conflict
from server.persistence.db import make_engine, make_sessions
from server.persistence.models import User

pytestmark = pytest.mark.both_databases


def test_two_people_taking_the_last_seat(database_url: str) -> None:
    engine = make_engine(database_url)
    sessions = make_sessions(engine)
    with sessions() as db:
        people = [User(name=n, name_key=n) for n in ("host", "ann", "bob")]
        db.add_all(people)
        db.commit()
        table_id = lobby.create_table(db, people[0], "renature", 2, {}, True).id
        ann_id, bob_id = people[1].id, people[2].id
    with sessions() as first, sessions() as second:
        seen_by_ann = lobby.get_table(first, table_id)
        seen_by_bob = lobby.get_table(second, table_id)
        ann, bob = first.get(User, ann_id), second.get(User, bob_id)
        assert ann is not None and bob is not None
        lobby.join(first, seen_by_ann, ann)
        with pytest.raises(Conflict, match="The table is full"):
            lobby.join(second, seen_by_bob, bob)
    with sessions() as db:
        seats = lobby.get_table(db, table_id).seats
        seated = [s.user_id for s in seats if s.user_id is not None]
        assert len(seated) == len(seats)
        assert sorted(seated) == sorted([people[0].id, ann_id])
    engine.dispose()
