"""The default SQLite file carries the product's name; a database kept under an earlier
release's name is found and renamed, and what it kept is still there."""

from pathlib import Path

from sqlalchemy import select

from server.config import DATABASE_FILE, Settings
from server.persistence.db import make_engine, make_sessions
from server.persistence.migrate import upgrade
from server.persistence.models import User


def _names(url: str) -> list[str]:
    engine = make_engine(url)
    try:
        with make_sessions(engine)() as session:
            return list(session.scalars(select(User.name)))
    finally:
        engine.dispose()


def _store_player(path: Path) -> None:
    engine = make_engine(f"sqlite:///{path}")
    try:
        upgrade(engine)
        with make_sessions(engine)() as session, session.begin():
            session.add(User(name="Ann", name_key="ann"))
    finally:
        engine.dispose()


def test_a_new_installation_uses_the_products_name(tmp_path: Path) -> None:
    url = Settings(data_dir=tmp_path, database_url="").db_url
    assert url == f"sqlite:///{(tmp_path / DATABASE_FILE).resolve()}"
    assert DATABASE_FILE == "nature-table.db"
    assert not (tmp_path / "renature.db").exists()


def test_a_database_under_the_former_name_is_renamed_and_keeps_its_players(tmp_path: Path) -> None:
    _store_player(tmp_path / "renature.db")

    url = Settings(data_dir=tmp_path, database_url="").db_url

    assert url.endswith(DATABASE_FILE)
    assert not (tmp_path / "renature.db").exists()
    assert _names(url) == ["Ann"]


def test_the_current_name_wins_over_a_former_one(tmp_path: Path) -> None:
    _store_player(tmp_path / DATABASE_FILE)
    (tmp_path / "renature.db").write_bytes(b"an older copy left behind")

    url = Settings(data_dir=tmp_path, database_url="").db_url

    assert _names(url) == ["Ann"]
    assert (tmp_path / "renature.db").read_bytes() == b"an older copy left behind"
