"""table origins: the address an open table was opened from, and the game it is a rematch of

Revision ID: 0016
Revises: 0015
"""

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"


def upgrade() -> None:
    op.create_table(
        "table_origins",
        sa.Column(
            "table_id", sa.Integer(), sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("address", sa.String(64), nullable=True),
        sa.Column("rematch_of", sa.Integer(), sa.ForeignKey("games.id"), nullable=True),
        sa.PrimaryKeyConstraint("table_id"),
    )
    op.create_index("ix_table_origins_address", "table_origins", ["address"])
    op.create_index("ix_table_origins_rematch_of", "table_origins", ["rematch_of"])


def downgrade() -> None:
    op.drop_table("table_origins")
