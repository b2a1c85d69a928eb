"""moves.move_id: the id a client gave a move, so that a retry is answered, not repeated

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"


def upgrade() -> None:
    op.add_column("moves", sa.Column("move_id", sa.String(length=64), nullable=True))


def downgrade() -> None:
    # not a batch (which would copy the table: SQLite's foreign keys forbid dropping it)
    op.execute("ALTER TABLE moves DROP COLUMN move_id")
