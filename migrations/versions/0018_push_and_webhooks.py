"""push and webhooks: the outbox's channel (mail, push, webhook) and target, push
subscriptions, webhooks and each person's notification choices

Revision ID: 0018
Revises: 0017
"""

import sqlalchemy as sa
from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"


def upgrade() -> None:
    with op.batch_alter_table("mail_outbox") as batch:
        batch.add_column(sa.Column("channel", sa.String(16), nullable=False, server_default="mail"))
        batch.add_column(sa.Column("target_id", sa.Integer(), nullable=True))
    op.create_table(
        "notification_settings",
        sa.Column(
            "user_id",
            sa.Integer(),
            sa.ForeignKey("users.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        *(
            sa.Column(name, sa.Boolean(), nullable=False, server_default=sa.true())
            for name in ("push_turns", "push_invitations", "push_results")
        ),
        sa.Column("push_chat", sa.Boolean(), nullable=False, server_default=sa.false()),
        *(
            sa.Column(name, sa.Boolean(), nullable=False, server_default=sa.true())
            for name in ("push_reminders", "webhook_turns", "webhook_results")
        ),
        sa.Column("quiet_from", sa.Integer(), nullable=True),
        sa.Column("quiet_to", sa.Integer(), nullable=True),
        sa.Column("time_zone", sa.String(64), nullable=False, server_default="UTC"),
    )
    op.create_table(
        "push_subscriptions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "user_id", sa.Integer(), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("endpoint", sa.String(1024), nullable=False, unique=True),
        sa.Column("p256dh", sa.String(128), nullable=False),
        sa.Column("auth", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_push_subscriptions_user_id", "push_subscriptions", ["user_id"])
    op.create_table(
        "webhooks",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "user_id", sa.Integer(), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=True
        ),
        sa.Column(
            "table_id",
            sa.Integer(),
            sa.ForeignKey("tables.id", ondelete="CASCADE"),
            nullable=True,
        ),
        sa.Column("url", sa.String(1024), nullable=False),
        sa.Column("format", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_webhooks_user_id", "webhooks", ["user_id"])
    op.create_index("ix_webhooks_table_id", "webhooks", ["table_id"])


def downgrade() -> None:
    op.drop_table("webhooks")
    op.drop_table("push_subscriptions")
    op.drop_table("notification_settings")
    with op.batch_alter_table("mail_outbox") as batch:
        batch.drop_column("target_id")
        batch.drop_column("channel")
