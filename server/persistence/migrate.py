"""Bring a database up to the newest schema with Alembic, from code (no alembic.ini needed)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, text

# The migrations package sits beside the server package, installed or not. Its scripts are
# read by Alembic, never imported from here: they import the layers above (the models).
MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


def alembic_config() -> Config:
    """An Alembic configuration that finds the migrations wherever the package is installed."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


# Key of the PostgreSQL advisory lock held while migrating ("renature" in ASCII).
MIGRATION_LOCK = 0x72656E6174757265


def upgrade(engine: Engine) -> None:
    """Apply every migration not yet applied to the database behind `engine`.

    On PostgreSQL, server processes starting together migrate one after the other: each
    holds an advisory lock for its migration transaction, and the ones after find nothing
    left to do.
    """
    config = alembic_config()
    with engine.begin() as connection:
        if engine.dialect.name == "postgresql":
            connection.execute(text("select pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
