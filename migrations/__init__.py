"""Alembic migrations of the server's database (see server/persistence/migrate.py)."""
