"""Games stored before a change of their stored form still load after its migration."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import command
from sqlalchemy import Engine, insert, select

from server.games import playout, registry
from server.persistence.db import make_engine, make_sessions
from server.persistence.games import Store
from server.persistence.migrate import alembic_config, upgrade
from server.persistence.models import GameRecord, GameStatus, MoveRecord, User, now

COLUMNS = "abcdefghijklmno"
# users, tables, seats and games as the old revisions knew them (the models have columns
# added since)
OLD_USERS = sa.table(
    "users",
    sa.column("id", sa.Integer),
    sa.column("name", sa.String),
    sa.column("name_key", sa.String),
    sa.column("guest", sa.Boolean),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
OLD_TABLES = sa.table(
    "tables",
    sa.column("id", sa.Integer),
    *(sa.column(name, sa.String) for name in ("game", "invite_token", "status")),
    sa.column("size", sa.Integer),
    sa.column("options", sa.JSON),
    sa.column("public", sa.Boolean),
    sa.column("host_id", sa.Integer),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
OLD_GAMES = sa.table(
    "games",
    sa.column("id", sa.Integer),
    *(sa.column(name, sa.Integer) for name in ("table_id", "players", "seed", "version")),
    sa.column("game", sa.String),
    sa.column("status", sa.String),
    sa.column("options", sa.JSON),
    sa.column("result", sa.JSON),
    sa.column("created_at", sa.DateTime(timezone=True)),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)
OLD_SEATS = sa.table(
    "seats",
    sa.column("table_id", sa.Integer),
    sa.column("user_id", sa.Integer),
    sa.column("seat", sa.Integer),
)


def migrate_to(engine: Engine, revision: str) -> None:
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def as_row_col(move: dict[str, Any]) -> dict[str, Any]:
    """A move as it was stored before cells had names."""
    out = dict(move)

    def rc(name: str) -> list[int]:
        return [int(name[1:]) - 1, COLUMNS.index(name[0])]

    if "cell" in out:
        out["cell"] = rc(out["cell"])
    if "cells" in out:
        out["cells"] = [rc(c) for c in out["cells"]]
    return out


def test_renature_games_stored_with_row_col_cells_load_after_the_migration(
    database_url: str,
) -> None:
    game = registry.get("renature")
    played = list(playout.random_game(game, 2, 5))
    moves = [(seat, move) for _, seat, move, _, _ in played]
    final = played[-1][3]
    result = game.result(final)
    assert result is not None
    engine = make_engine(database_url)
    migrate_to(engine, "0002")
    old_result = {
        "scores": [s["total"] for s in result["seats"]],
        "breakdown": [dict(p.points) for p in final.players],
        "tokens": [len(p.tokens) for p in final.players],
        "ranking": result["ranking"],
        "winners": result["winners"],
    }
    with make_sessions(engine)() as db:
        users = [
            db.execute(
                insert(OLD_USERS)
                .values(name=n, name_key=n, guest=False, created_at=now())
                .returning(OLD_USERS.c.id)
            ).scalar_one()
            for n in ("ann", "bob")
        ]
        # the tables row as revision 0002 knew it (the model has columns added since)
        table_id = db.execute(
            insert(OLD_TABLES)
            .values(game="renature", size=2, options={}, public=True, host_id=users[0])
            .values(invite_token="t", status="finished", created_at=now())
            .returning(OLD_TABLES.c.id)
        ).scalar_one()
        db.execute(
            insert(OLD_SEATS),
            [{"table_id": table_id, "user_id": u, "seat": i} for i, u in enumerate(users)],
        )
        game_id = db.execute(
            insert(OLD_GAMES)
            .values(table_id=table_id, game="renature", players=2, seed=5, options={})
            .values(version=len(moves), status=GameStatus.FINISHED.value, result=old_result)
            .values(created_at=now(), updated_at=now())
            .returning(OLD_GAMES.c.id)
        ).scalar_one()
        db.execute(  # the moves' columns as revision 0002 knew them
            insert(MoveRecord),
            [
                {"game_id": game_id, "seq": i, "seat": seat, "move": as_row_col(move)}
                for i, (seat, move) in enumerate(moves, 1)
            ],
        )
        db.commit()
    upgrade(engine)
    _, stored = Store(engine).load(game_id)
    assert stored == moves
    with make_sessions(engine)() as db:
        upgraded = db.get(GameRecord, game_id)
        assert upgraded is not None
        assert upgraded.result == result
    migrate_to(engine, "0002")  # and back
    with make_sessions(engine)() as db:
        first = select(MoveRecord.move).where(MoveRecord.game_id == game_id, MoveRecord.seq == 1)
        assert db.scalar(first) == as_row_col(moves[0][1])
        downgraded = db.scalar(select(OLD_GAMES.c.result).where(OLD_GAMES.c.id == game_id))
        assert downgraded is not None
        assert downgraded["scores"] == old_result["scores"]
    upgrade(engine)
    engine.dispose()


def test_name_keys_become_look_alike_keys(database_url: str) -> None:
    engine = make_engine(database_url)
    migrate_to(engine, "0005")
    with engine.begin() as connection:
        for name in ("alice", "aIice", "Rowan"):
            values = {"name": name, "name_key": name.lower(), "guest": False, "created_at": now()}
            connection.execute(insert(OLD_USERS).values(**values))
    upgrade(engine)
    with make_sessions(engine)() as db:
        keys = {name: key for name, key in db.execute(select(User.name, User.name_key))}
    # the older alice gets the key; the later look-alike keeps its old one
    assert keys == {"alice": "a11ce", "aIice": "aiice", "Rowan": "r0wan"}
    migrate_to(engine, "0005")
    with make_sessions(engine)() as db:
        keys = {name: key for name, key in db.execute(select(User.name, User.name_key))}
    assert keys == {"alice": "alice", "aIice": "aiice", "Rowan": "rowan"}
    upgrade(engine)
    engine.dispose()
