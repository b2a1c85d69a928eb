"""user language: the language a person reads the site and its mails in

Revision ID: 0017
Revises: 0016
"""

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"


def upgrade() -> None:
    op.add_column("users", sa.Column("language", sa.String(8), nullable=True))


def downgrade() -> None:
    op.drop_column("users", "language")
