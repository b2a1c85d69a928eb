"""users.name_key: names compared with look-alike characters written the same way

A name is now refused when it cannot be told apart from an existing one (aIice, a1ice and
alice; admln, adrnin and admin; bOb and b0b), not only when it differs by case. Existing
accounts get the new key in the order they were made; where two existing names already
look alike, the later one keeps its old key.

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"


# The look-alikes as server.accounts found them when this migration was written (from the
# Unicode confusables data), kept here: a migration does what it did then, whatever the
# code becomes.
LOOK_ALIKE_SEQUENCES = {"rn": "m"}  # sequences that look like one character
LOOK_ALIKES = {"i": "1", "l": "1", "o": "0"}  # characters written as the one for all alike


def name_key(name: str) -> str:
    """`name` in lower case, the look-alike sequences and characters written the same."""
    key = name.lower()
    for sequence, character in LOOK_ALIKE_SEQUENCES.items():
        key = key.replace(sequence, character)
    return "".join(LOOK_ALIKES.get(c, c) for c in key)


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
