"""Fixtures shared by the server's tests: the databases, the app on one, a client of it, and
a clock the tests move.

Each test that asks for `database_url` (or `app`, `client`) runs on a freshly migrated empty
SQLite database; those marked `both_databases` (the storage's own tests: claims, races,
restarts, several processes), and every one with DATABASES=both, run on PostgreSQL too, in the
run's own schema (tests/support/databases.py), skipped where it cannot be reached, except in CI.
"""

from __future__ import annotations

import compileall
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.main import create_app
from server.persistence.db import make_engine
from tests.support.clock import Clock
from tests.support.databases import empty, migrated_sqlite, postgres_schema
from tests.support.players import running, settings_for

ROOT = Path(__file__).resolve().parents[1]


def pytest_configure(config: pytest.Config) -> None:
    """Compile the server's modules once, before the test processes start: the many server
    processes the tests start then read them compiled, even where PYTHONDONTWRITEBYTECODE
    keeps each process from writing what it compiled."""
    if not hasattr(config, "workerinput"):  # the run's first process, not a worker
        compileall.compile_dir(ROOT / "server", quiet=1)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """`database_url` is SQLite, and PostgreSQL too for the tests marked `both_databases`
    or with DATABASES=both."""
    if "database_url" not in metafunc.fixturenames:
        return
    both = os.environ.get("DATABASES") == "both"
    kinds = ["sqlite", "postgres"]
    if not (both or metafunc.definition.get_closest_marker("both_databases")):
        kinds = kinds[:1]
    metafunc.parametrize("database_url", kinds, indirect=True)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A migrated PostgreSQL schema for this test run."""
    yield from postgres_schema()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite file, copied for each test."""
    return migrated_sqlite(tmp_path_factory.mktemp("template") / "template.db")


@pytest.fixture
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


@pytest.fixture
def app(database_url: str, tmp_path: Path) -> FastAPI:
    """A new app on the test database."""
    return create_app(settings_for(database_url, tmp_path))


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    """The app running in a TestClient."""
    with running(app) as c:
        yield c


@pytest.fixture
def clock() -> Clock:
    """The time now, moved on by the test."""
    return Clock()
