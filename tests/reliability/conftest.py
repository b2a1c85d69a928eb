"""Fixtures: the app on a fresh SQLite database of its own (`client` runs it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi import FastAPI

from server.main import create_app
from tests.support.players import settings_for


@pytest.fixture
def app(sqlite_template: Path, tmp_path: Path) -> FastAPI:
    path = tmp_path / "app.db"
    path.write_bytes(sqlite_template.read_bytes())
    return create_app(settings_for(f"sqlite:///{path}", tmp_path))
