"""Alembic environment: migrates the connection it is handed, or the configured database."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from server.config import Settings
from server.persistence.db import make_engine
from server.persistence.models import Base


def _migrate(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=Base.metadata)
    with context.begin_transaction():
        context.run_migrations()


def run() -> None:
    """Run the migrations online, on the given connection or on a new engine."""
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _migrate(connection)
        return
    url = context.config.get_main_option("sqlalchemy.url") or Settings().db_url
    engine = make_engine(url)
    with engine.begin() as conn:
        _migrate(conn)
    engine.dispose()


run()
