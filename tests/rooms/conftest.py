"""Fixtures: every test here runs on SQLite and on PostgreSQL, with an engine and sessions
on the test database."""

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server.persistence.db import make_engine, make_sessions


@pytest.fixture
def engine(database_url: str) -> Iterator[Engine]:
    """An engine on the test database."""
    engine = make_engine(database_url)
    yield engine
    engine.dispose()


@pytest.fixture
def sessions(engine: Engine) -> sessionmaker[Session]:
    """Sessions on the test database."""
    return make_sessions(engine)
