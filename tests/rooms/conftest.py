"""Fixtures: every test here runs on SQLite and on PostgreSQL."""

from tests.support.databases import database_url, postgres_url, sqlite_template  # noqa: F401
from tests.support.players import app, client  # noqa: F401
