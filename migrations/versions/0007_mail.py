"""mail: an optional address per account and the mail wanted, when a seat's person last
looked at its game, the outbox, and the tokens of mailed links

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"

MAIL_KINDS = ("verify", "reset", "turn", "invitation", "result", "digest")


def _kind() -> sa.Enum:
    return sa.Enum(*MAIL_KINDS, name="mailkind", native_enum=False, length=16)


def upgrade() -> None:
    op.add_column("users", sa.Column("email", sa.String(length=254), nullable=True))
    op.add_column(
        "users",
        sa.Column("email_verified", sa.Boolean(), nullable=False, server_default=sa.false()),
    )
    op.add_column(
        "users",
        sa.Column(
            "mail_turns",
            sa.Enum("each", "daily", "off", name="turnmails", native_enum=False, length=16),
            nullable=False,
            server_default="each",
        ),
    )
    for column in ("mail_invitations", "mail_results"):
        op.add_column(
            "users", sa.Column(column, sa.Boolean(), nullable=False, server_default=sa.true())
        )
    op.create_index("ix_users_email", "users", ["email"], unique=False)
    op.add_column("seats", sa.Column("seen_at", sa.DateTime(timezone=True), nullable=True))
    op.create_table(
        "mail_tokens",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("kind", _kind(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("address", sa.String(length=254), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("token_hash"),
    )
    op.create_index("ix_mail_tokens_user_id", "mail_tokens", ["user_id"], unique=False)
    op.create_table(
        "mail_outbox",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("to_address", sa.String(length=254), nullable=False),
        sa.Column("subject", sa.String(length=200), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("kind", _kind(), nullable=False),
        sa.Column("dedupe_key", sa.String(length=160), nullable=False),
        sa.Column(
            "status",
            sa.Enum("queued", "sent", "failed", name="mailstatus", native_enum=False, length=16),
            nullable=False,
        ),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("lease_owner", sa.String(length=64), nullable=True),
        sa.Column("lease_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.String(length=500), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("dedupe_key"),
    )
    op.create_index("ix_mail_outbox_user_id", "mail_outbox", ["user_id"], unique=False)
    op.create_index(
        "ix_mail_outbox_status_next", "mail_outbox", ["status", "next_attempt_at"], unique=False
    )


def downgrade() -> None:
    op.drop_table("mail_outbox")
    op.drop_table("mail_tokens")
    op.drop_index("ix_users_email", table_name="users")
    # not a batch (which would copy the tables: SQLite's foreign keys forbid dropping them)
    op.execute("ALTER TABLE seats DROP COLUMN seen_at")
    for column in ("mail_results", "mail_invitations", "mail_turns", "email_verified", "email"):
        op.execute(f"ALTER TABLE users DROP COLUMN {column}")
