"""The migrations build exactly the models' schema, and the move log keeps its promises."""

from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect
from sqlalchemy.exc import IntegrityError

from server.persistence.db import make_engine, make_sessions
from server.persistence.migrate import alembic_config, upgrade
from server.persistence.models import Base, GameRecord, MoveRecord, Table, User

pytestmark = pytest.mark.both_databases


def test_migrations_match_the_models(database_url: str) -> None:
    engine = make_engine(database_url)
    upgrade(engine)  # a second upgrade changes nothing
    with engine.connect() as connection:
        context = MigrationContext.configure(connection)
        assert compare_metadata(context, Base.metadata) == []
        head = ScriptDirectory.from_config(alembic_config()).get_current_head()
        assert context.get_current_revision() == head == "0018"
    assert {"users", "tables", "seats", "invitations", "games", "moves"} <= set(
        inspect(engine).get_table_names()
    )
    engine.dispose()


def test_one_move_per_game_and_sequence(database_url: str) -> None:
    engine = make_engine(database_url)
    sessions = make_sessions(engine)
    with sessions() as db:
        host = User(name="h", name_key="h")
        table = Table(game="renature", size=2, options={}, public=True, host=host, invite_token="t")
        game = GameRecord(table=table, game="renature", players=2, seed=2**61, options={})
        db.add_all([host, table, game])
        db.commit()
        db.add(MoveRecord(game_id=game.id, seq=1, seat=0, move={"type": "a"}))
        db.commit()
        db.add(MoveRecord(game_id=game.id, seq=1, seat=0, move={"type": "b"}))
        with pytest.raises(IntegrityError):
            db.commit()
        db.rollback()
        stored_game = db.get(GameRecord, game.id)
        stored_move = db.get(MoveRecord, (game.id, 1))
        assert stored_game is not None and stored_move is not None
        assert stored_game.seed == 2**61
        assert stored_move.move == {"type": "a"}
    engine.dispose()
