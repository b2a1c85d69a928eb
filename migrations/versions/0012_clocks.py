"""turn clocks: a table's clock and chat setting, a game's timing, seats a bot plays for
their person, and vacations

Revision ID: 0012
Revises: 0011
"""

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"

WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.add_column("tables", sa.Column("clock", sa.JSON(), nullable=False, server_default="{}"))
    op.add_column(
        "tables",
        sa.Column("players_chat", sa.Boolean(), nullable=False, server_default=sa.false()),
    )
    op.add_column("games", sa.Column("turn_since", WHEN, nullable=True))
    op.add_column("games", sa.Column("deadline", WHEN, nullable=True))
    op.add_column("games", sa.Column("remind_at", WHEN, nullable=True))
    op.add_column("games", sa.Column("banks", sa.JSON(), nullable=True))
    op.create_index("ix_games_deadline", "games", ["deadline"])
    op.create_index("ix_games_remind_at", "games", ["remind_at"])
    op.add_column("seats", sa.Column("stand_in_at", WHEN, nullable=True))
    op.add_column(
        "seats", sa.Column("timed_out", sa.Boolean(), nullable=False, server_default=sa.false())
    )
    op.add_column("users", sa.Column("vacation_until", WHEN, nullable=True))
    op.add_column("users", sa.Column("vacation_year", sa.Integer(), nullable=True))
    op.add_column(
        "users", sa.Column("vacation_used", sa.Integer(), nullable=False, server_default="0")
    )


def downgrade() -> None:
    # not batches (which would copy the tables: SQLite's foreign keys forbid dropping them)
    op.drop_index("ix_games_remind_at", "games")
    op.drop_index("ix_games_deadline", "games")
    dropped = {
        "users": ("vacation_used", "vacation_year", "vacation_until"),
        "seats": ("timed_out", "stand_in_at"),
        "games": ("banks", "remind_at", "deadline", "turn_since"),
        "tables": ("players_chat", "clock"),
    }
    for table, columns in dropped.items():
        for column in columns:
            op.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
