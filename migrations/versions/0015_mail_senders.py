"""mail senders: whose act queued a mail (an invitation's host), and invitations' ids never
given out twice on SQLite

Invitation mails are counted per host (server.mail.notices), so the outbox keeps who sent
each. An invitation's mail is named by its id (its dedupe key); SQLite gave the id of the
last invitation deleted to the next one, whose mail was then taken for the old one's and
never sent: the table is copied into one whose ids are AUTOINCREMENT. (Invitation mails are
named by their table too since, so no key of an id given out twice before can match.
Going back leaves the ids AUTOINCREMENT.)

Revision ID: 0015
Revises: 0014
"""

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"


def upgrade() -> None:
    with op.batch_alter_table("mail_outbox") as batch:
        batch.add_column(sa.Column("sender_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_mail_outbox_sender_id", "users", ["sender_id"], ["id"])
        batch.create_index("ix_mail_outbox_sender_id", ["sender_id"], unique=False)
    if op.get_bind().dialect.name == "sqlite":
        table_kwargs = {"sqlite_autoincrement": True}
        with op.batch_alter_table("invitations", recreate="always", table_kwargs=table_kwargs):
            pass


def downgrade() -> None:
    with op.batch_alter_table("mail_outbox") as batch:
        batch.drop_index("ix_mail_outbox_sender_id")
        batch.drop_constraint("fk_mail_outbox_sender_id", type_="foreignkey")
        batch.drop_column("sender_id")
