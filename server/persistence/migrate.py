"""Bring a database up to the newest schema with Alembic, from code (no alembic.ini needed)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine

import migrations


def alembic_config() -> Config:
    """An Alembic configuration that finds the migrations wherever the package is installed."""
    config = Config()
    config.set_main_option("script_location", str(Path(migrations.__file__).parent))
    return config


def upgrade(engine: Engine) -> None:
    """Apply every migration not yet applied to the database behind `engine`."""
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
