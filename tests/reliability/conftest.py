"""Fixtures: the app on a fresh SQLite database of its own, and a client of it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.main import create_app
from tests.support.databases import sqlite_template  # noqa: F401
from tests.support.players import running, settings_for


@pytest.fixture
def app(sqlite_template: Path, tmp_path: Path) -> FastAPI:  # noqa: F811
    path = tmp_path / "app.db"
    path.write_bytes(sqlite_template.read_bytes())
    return create_app(settings_for(f"sqlite:///{path}", tmp_path))


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with running(app) as c:
        yield c
