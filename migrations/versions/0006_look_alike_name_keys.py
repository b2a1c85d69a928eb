"""users.name_key: names compared with look-alike characters written the same way

A name is now refused when it cannot be told apart from an existing one (aIice, a1ice and
alice; admln, adrnin and admin; bOb and b0b), not only when it differs by case. Existing
accounts get the new key in the order they were made; where two existing names already
look alike, the later one keeps its old key.

Revision ID: 0006
Revises: 0005
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from server.accounts import name_key

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    users = sa.table("users", sa.column("id", sa.Integer), sa.column("name", sa.String))
    keys = sa.table("users", sa.column("id", sa.Integer), sa.column("name_key", sa.String))
    taken: set[str] = set()
    rows = op.get_bind().execute(sa.select(users.c.id, users.c.name).order_by(users.c.id))
    for user_id, name in rows.all():
        key = name_key(name)
        if key in taken:
            continue
        taken.add(key)
        op.get_bind().execute(keys.update().where(keys.c.id == user_id).values(name_key=key))


def downgrade() -> None:
    users = sa.table("users", sa.column("name", sa.String), sa.column("name_key", sa.String))
    op.get_bind().execute(users.update().values(name_key=sa.func.lower(users.c.name)))
