"""The tests' databases: a migrated SQLite file, or a migrated PostgreSQL schema of the run.

PostgreSQL is taken from TEST_POSTGRES_URL (default: the local server, database `test`).
Each test run gets its own schema, dropped at the end. Where PostgreSQL cannot be reached
its tests are skipped, except when CI is set: there they fail.
"""

from __future__ import annotations

import os
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


def postgres_schema() -> Iterator[str]:
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


def migrated_sqlite(path: Path) -> Path:
    """`path`, made a SQLite database with the migrations applied; returns it."""
    engine = make_engine(f"sqlite:///{path}")
    upgrade(engine)
    engine.dispose()
    return path


def empty(engine: Engine) -> None:
    """Delete every row of every table (keeping the schema and Alembic's version)."""
    with engine.begin() as connection:
        names = ", ".join(t.name for t in Base.metadata.sorted_tables)
        connection.execute(text(f"truncate {names} restart identity cascade"))
