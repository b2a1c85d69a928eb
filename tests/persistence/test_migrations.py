"""Games stored before a change of their stored form still load after its migration."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command
from sqlalchemy import Engine, insert, select

from server.games import playout, registry
from server.games.line import Line, MoveList
from server.persistence.db import make_engine, make_sessions
from server.persistence.games import Store
from server.persistence.migrate import alembic_config, upgrade
from server.persistence.models import (
    GameRecord,
    GameStatus,
    MoveRecord,
    Review,
    Seat,
    Table,
    TableStatus,
    User,
    now,
)

pytestmark = pytest.mark.both_databases

COLUMNS = "abcdefghijklmno"
# Forest Shuffle games as stored before its moves took fewer steps (seeded games with undos,
# some cut in the middle of playing a card), with the state each must reach
STORED_FOREST_SHUFFLE = (
    Path(__file__).parents[1] / "games/forest_shuffle/stored_moves_before_fewer_steps.json"
)
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


def single_steps(moves: MoveList) -> list[tuple[int, dict[str, Any]]]:
    """`moves`, checked to be single steps, as every move stored before a move could have
    several."""
    assert all(isinstance(move, dict) for _, move in moves)
    return [(seat, move) for seat, move in moves if isinstance(move, dict)]


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


def in_any_order(dump: dict[str, Any]) -> dict[str, Any]:
    """A Forest Shuffle state with its clearing, box and caves in card order: payment cards
    now go to the clearing in card order, not in the order they were paid."""
    out = dict(dump, clearing=sorted(dump["clearing"]), discarded=sorted(dump["discarded"]))
    out["players"] = [dict(p, cave=sorted(p["cave"])) for p in dump["players"]]
    return out


def old_user(db: Any) -> int:
    """A person stored at an older revision (the columns of the users of today that it has);
    their id."""
    values = {"name": "ann", "name_key": "ann", "guest": False}
    return int(db.execute(insert(User).values(values).returning(User.id)).scalar_one())


def store_forest_shuffle_game(db: Any, host: int, n: int, stored: dict[str, Any]) -> int:
    """Store game `stored` of the fixture (bots in its seats, a review asked for); its id."""
    table = Table(game="forest-shuffle", size=stored["players"], options={}, public=True)
    table.host_id, table.invite_token, table.status = host, f"fs{n}", TableStatus.PLAYING
    table.seats = [Seat(bot_level="easy", seat=i) for i in range(stored["players"])]
    record = GameRecord(table=table, game="forest-shuffle", players=stored["players"])
    record.seed, record.options, record.version = stored["seed"], {}, len(stored["moves"])
    db.add(record)
    db.flush()
    db.add_all(
        MoveRecord(game_id=record.id, seq=seq, seat=seat, move=move, move_id=f"m{seq}")
        for seq, (seat, move) in enumerate(stored["moves"], 1)
    )
    db.add(Review(game_id=record.id, seat=0))
    return record.id


def test_forest_shuffle_games_stored_in_more_steps_replay_to_the_same_state_after_the_migration(
    database_url: str,
) -> None:
    game = registry.get("forest-shuffle")
    fixture = json.loads(STORED_FOREST_SHUFFLE.read_text())
    engine = make_engine(database_url)
    migrate_to(engine, "0012")
    with make_sessions(engine)() as db:
        host = old_user(db)
        ids = [store_forest_shuffle_game(db, host, n, g) for n, g in enumerate(fixture)]
        damaged = store_forest_shuffle_game(db, host, len(fixture), fixture[0])
        record = db.get(GameRecord, damaged)
        assert record is not None
        record.status = GameStatus.DAMAGED
        db.commit()
    upgrade(engine)
    with make_sessions(engine)() as db:  # a damaged game is kept as it was
        as_was = select(MoveRecord.move).where(MoveRecord.game_id == damaged)
        assert list(db.scalars(as_was.order_by(MoveRecord.seq))) == [
            m for _, m in fixture[0]["moves"]
        ]
    migrated = []
    for game_id, stored in zip(ids, fixture, strict=True):
        setup, stored_moves = Store(engine).load(game_id)
        moves = single_steps(stored_moves)
        assert not {m["type"] for _, m in moves} & {"undo", "place"}
        line = Line.start(game, setup.players, setup.seed, setup.options)
        line.replay(moves)
        # the state as recorded, with what states have held since: the edition, waiting cards
        recorded = stored["dump"] | {"edition": 1, "waiting": []}
        assert in_any_order(game.dump(line.state)) == in_any_order(recorded)
        assert game.result(line.state) == stored["result"]
        with make_sessions(engine)() as db:
            record = db.get(GameRecord, game_id)
            assert record is not None and record.version == len(moves)
            rows = db.execute(
                select(MoveRecord.seq, MoveRecord.move, MoveRecord.move_id)
                .where(MoveRecord.game_id == game_id)
                .order_by(MoveRecord.seq)
            ).all()
            kept = [(seq, move) for seq, move, move_id in rows if move_id == f"m{seq}"]
            assert kept == [(seq, m) for seq, (_, m) in enumerate(stored["moves"][: len(kept)], 1)]
            assert len(kept) < len(rows) and all(r.move_id is None for r in rows[len(kept) :])
            assert db.scalar(select(Review.id).where(Review.game_id == game_id)) is None
        migrated.append(moves)
    migrate_to(engine, "0012")  # and back: a play and its place, a pay per card
    for game_id, moves in zip(ids, migrated, strict=True):
        with make_sessions(engine)() as db:  # as the code of then read them
            then = db.execute(
                select(MoveRecord.seat, MoveRecord.move)
                .where(MoveRecord.game_id == game_id)
                .order_by(MoveRecord.seq)
            ).all()
        old = single_steps([(seat, move) for seat, move in then])
        plays = [m for _, m in moves if m["type"] == "play" and "tree" in m]
        assert [m for _, m in old if m["type"] == "place"] == [
            {"type": "place", "tree": m["tree"], "slot": m["as"]} for m in plays
        ]
        paid = [c for _, m in moves if m["type"] == "pay" for c in m["cards"]]
        assert [m["card"] for _, m in old if m["type"] == "pay"] == paid
    upgrade(engine)
    for game_id, moves in zip(ids, migrated, strict=True):
        assert Store(engine).load(game_id)[1] == moves
    engine.dispose()


def test_games_stored_before_their_game_had_rules_editions_are_of_the_first(
    database_url: str,
) -> None:
    engine = make_engine(database_url)
    migrate_to(engine, "0013")
    stored = [("cascadia", {}), ("forest-shuffle", {"x": 1}), ("renature", {}), ("cascadia", {})]
    with make_sessions(engine)() as db:
        host = old_user(db)
        records = []
        for n, (name, options) in enumerate(stored):
            table = Table(game=name, size=2, options=options, public=True)
            table.host_id, table.invite_token = host, f"t{n}"
            records.append(GameRecord(table=table, game=name, players=2, seed=n, options=options))
        records[-1].options = {"edition": 2}  # started under the new code before migrating
        db.add_all(records)
        db.commit()
        ids = [r.id for r in records]

    def kept() -> list[dict[str, Any]]:
        with make_sessions(engine)() as db:
            return [db.get_one(GameRecord, i).options for i in ids]

    upgrade(engine)
    assert kept() == [{"edition": 1}, {"x": 1, "edition": 1}, {}, {"edition": 2}]
    migrate_to(engine, "0013")
    assert kept() == [{}, {"x": 1}, {}, {"edition": 2}]
    upgrade(engine)
    engine.dispose()
