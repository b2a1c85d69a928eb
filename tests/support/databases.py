"""Each server test runs on SQLite and on PostgreSQL, on a freshly migrated empty database.

PostgreSQL is taken from TEST_POSTGRES_URL (default: the local server, database `test`).
Each test run gets its own schema, dropped at the end. Where PostgreSQL cannot be reached
its tests are skipped, except when CI is set: there they fail.
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import OperationalError

from server.persistence.db import make_engine
from server.persistence.migrate import upgrade
from server.persistence.models import Base

POSTGRES = os.environ.get("TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


def _postgres_schema() -> Iterator[str]:
    """A new schema with the migrations applied; yields the URL that uses it."""
    admin = make_engine(POSTGRES)
    try:
        with admin.connect() as connection:
            connection.execute(text("select 1"))
    except OperationalError as error:
        admin.dispose()
        message = f"PostgreSQL is not reachable at {POSTGRES}: {error.orig}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    schema = f"t_{uuid.uuid4().hex[:12]}"
    with admin.begin() as connection:
        connection.execute(text(f"create schema {schema}"))
    url = f"{POSTGRES}?options=-csearch_path%3D{schema}"
    engine = make_engine(url)
    upgrade(engine)
    engine.dispose()
    try:
        yield url
    finally:
        with admin.begin() as connection:
            connection.execute(text(f"drop schema {schema} cascade"))
        admin.dispose()


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A migrated PostgreSQL schema for this test run."""
    yield from _postgres_schema()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite file, copied for each test."""
    path = tmp_path_factory.mktemp("template") / "template.db"
    engine = make_engine(f"sqlite:///{path}")
    upgrade(engine)
    engine.dispose()
    return path


def empty(engine: Engine) -> None:
    """Delete every row of every table (keeping the schema and Alembic's version)."""
    with engine.begin() as connection:
        names = ", ".join(t.name for t in Base.metadata.sorted_tables)
        connection.execute(text(f"truncate {names} restart identity cascade"))


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty, migrated database: a SQLite file, or the PostgreSQL test schema."""
    if request.param == "sqlite":
        path = tmp_path / "test.db"
        shutil.copy(request.getfixturevalue("sqlite_template"), path)
        yield f"sqlite:///{path}"
        return
    url = request.getfixturevalue("postgres_url")
    engine = make_engine(url)
    empty(engine)
    engine.dispose()
    yield url
