"""Storage: SQLAlchemy models, the engine and sessions, migrations, repositories."""
