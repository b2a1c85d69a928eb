"""The database tables: users, game tables and their seats, invitations, games, moves,
notifications (the outbox of mails, pushes and webhooks, the tokens of mailed links, push
subscriptions, webhooks, the choices of each person), ratings, reviews and the games' chats.

A game is stored as its setup (game name, players, seed, options) and an append-only move
log; `games.version` is the number of moves made. The primary key (game_id, seq) of the
move log is what refuses a second move for the same version, also across processes.
"""

from __future__ import annotations

import enum
from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Dialect,
    Enum,
    ForeignKey,
    Index,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    false,
    true,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from server.games.line import Move


def now() -> datetime:
    """The current time, timezone-aware (UTC)."""
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A time stored with its time zone, read back in UTC on every database (SQLite keeps
    none: its times are read as UTC)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_result_value(self, value: datetime | None, _dialect: Dialect) -> datetime | None:
        if value is None or value.tzinfo is not None:
            return value
        return value.replace(tzinfo=UTC)


class Base(DeclarativeBase):
    """Base of every model."""

    type_annotation_map: ClassVar[dict[Any, Any]] = {
        dict[str, Any]: JSON,
        datetime: UTCDateTime(),
    }


class TableStatus(enum.StrEnum):
    """A table's lifecycle: open (seats being filled) -> playing -> finished; or open ->
    closed, when its host cancels it before the game starts."""

    OPEN = "open"
    PLAYING = "playing"
    FINISHED = "finished"
    CLOSED = "closed"


class GameStatus(enum.StrEnum):
    """A game's lifecycle: playing -> finished; damaged when it can no longer be loaded."""

    PLAYING = "playing"
    FINISHED = "finished"
    DAMAGED = "damaged"


class TurnMails(enum.StrEnum):
    """Which mail a person gets about games waiting for them: one per turn, one a day, none."""

    EACH = "each"
    DAILY = "daily"
    OFF = "off"


class MailKind(enum.StrEnum):
    """What a mail is about."""

    VERIFY = "verify"  # confirm an address (the only mail to an unconfirmed address)
    RESET = "reset"  # a link to set a new password
    TURN = "turn"
    REMINDER = "reminder"  # a turn's time is running out
    INVITATION = "invitation"
    RESULT = "result"  # a game is over
    DIGEST = "digest"  # the games waiting, once a day
    CHAT = "chat"  # a chat message while away (pushed only)


class Channel(enum.StrEnum):
    """How an outbox row leaves: a mail, a Web Push message, a webhook's POST."""

    MAIL = "mail"
    PUSH = "push"
    WEBHOOK = "webhook"


class HookFormat(enum.StrEnum):
    """The body a webhook is posted: Discord's `{"content"}`, Slack's `{"text"}`, or plain
    JSON `{"event", "game", "title", "url", "text"}`."""

    DISCORD = "discord"
    SLACK = "slack"
    JSON = "json"


class MailStatus(enum.StrEnum):
    """An outbox mail's lifecycle: queued -> sent, or failed after its last attempt."""

    QUEUED = "queued"
    SENT = "sent"
    FAILED = "failed"


def _enum(cls: type[enum.StrEnum]) -> Enum:
    return Enum(cls, native_enum=False, length=16, values_callable=lambda e: [m.value for m in e])


class User(Base):
    """An account, or a guest (no password) that can be turned into one."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(32))
    name_key: Mapped[str] = mapped_column(String(32), unique=True)  # accounts.name_key
    password_hash: Mapped[str | None] = mapped_column(String(256))
    guest: Mapped[bool] = mapped_column(default=False)
    # Sessions carry the generation they were made in; logging out counts it up, which
    # ends every session of the account made before.
    session_generation: Mapped[int] = mapped_column(default=0, server_default="0")
    created_at: Mapped[datetime] = mapped_column(default=now)
    # an e-mail address (lower case), mailed only once confirmed; and which mail is wanted
    email: Mapped[str | None] = mapped_column(String(254), index=True)
    email_verified: Mapped[bool] = mapped_column(default=False, server_default=false())
    mail_turns: Mapped[TurnMails] = mapped_column(
        _enum(TurnMails), default=TurnMails.EACH, server_default=TurnMails.EACH.value
    )
    mail_invitations: Mapped[bool] = mapped_column(default=True, server_default=true())
    mail_results: Mapped[bool] = mapped_column(default=True, server_default=true())
    # vacation (server.vacations): until when, and the days taken in `vacation_year`
    vacation_until: Mapped[datetime | None]
    vacation_year: Mapped[int | None]
    vacation_used: Mapped[int] = mapped_column(default=0, server_default="0")
    # the language the person reads (server.i18n.LANGUAGES): the pages', the mails'
    language: Mapped[str | None] = mapped_column(String(8))


class Table(Base):
    """A table in the lobby: which game, how many seats, who hosts, whether it is public."""

    __tablename__ = "tables"

    id: Mapped[int] = mapped_column(primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    size: Mapped[int]
    options: Mapped[dict[str, Any]]
    public: Mapped[bool]
    host_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    status: Mapped[TableStatus] = mapped_column(_enum(TableStatus), default=TableStatus.OPEN)
    invite_token: Mapped[str] = mapped_column(String(64), unique=True)
    clock: Mapped[dict[str, Any]] = mapped_column(default=dict, server_default="{}")  # clocks.Clock
    players_chat: Mapped[bool] = mapped_column(default=False, server_default=false())
    # Counted up by every change to an open table's seats or status, as its first write:
    # changes to one table wait for each other (see lobby.claim).
    version: Mapped[int] = mapped_column(server_default="0")
    created_at: Mapped[datetime] = mapped_column(default=now)

    host: Mapped[User] = relationship(lazy="joined")
    seats: Mapped[list[Seat]] = relationship(
        back_populates="table", order_by="Seat.id", cascade="all, delete-orphan"
    )
    game_record: Mapped[GameRecord | None] = relationship(back_populates="table")

    __table_args__ = (Index("ix_tables_status_public", "status", "public"),)


class TableOrigin(Base):
    """Where a table came from: the client address it was opened from, kept while it is open
    (server.lobby caps the open tables per address), and the game it is the rematch of."""

    __tablename__ = "table_origins"

    table_id: Mapped[int] = mapped_column(
        ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True
    )
    address: Mapped[str | None] = mapped_column(String(64), index=True)
    rematch_of: Mapped[int | None] = mapped_column(ForeignKey("games.id"), index=True)

    table: Mapped[Table] = relationship()


class Seat(Base):
    """A place at a table, held by a user or a bot.

    `seat` is the place's number: in the lobby the order of arrival (the unique key keeps a
    table from filling twice), once the game starts the seat number in the game.
    """

    __tablename__ = "seats"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), index=True)
    bot_level: Mapped[str | None] = mapped_column(String(32))
    seat: Mapped[int | None]
    seen_at: Mapped[datetime | None]  # when its person last opened the game
    resigned_at: Mapped[datetime | None]  # when its person resigned: a bot plays it since
    # when its person's clock ran out and a bot took the seat until they take it back
    stand_in_at: Mapped[datetime | None]
    # whether its person is out because their clock ran out (resigned_at says when)
    timed_out: Mapped[bool] = mapped_column(default=False, server_default=false())

    table: Mapped[Table] = relationship(back_populates="seats")
    user: Mapped[User | None] = relationship(lazy="joined")

    __table_args__ = (
        UniqueConstraint("table_id", "user_id"),
        UniqueConstraint("table_id", "seat"),
    )


class Invitation(Base):
    """An invitation of a user, by name, to a table."""

    __tablename__ = "invitations"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    created_at: Mapped[datetime] = mapped_column(default=now)

    table: Mapped[Table] = relationship()

    # ids never given out twice, also on SQLite (its invitation mail is named by its id)
    __table_args__ = (UniqueConstraint("table_id", "user_id"), {"sqlite_autoincrement": True})


class Kick(Base):
    """A person the host took off a table: they come back only when invited again by name."""

    __tablename__ = "kicks"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[datetime] = mapped_column(default=now)

    __table_args__ = (UniqueConstraint("table_id", "user_id"),)


class GameRecord(Base):
    """A started game: its setup, how far it is, whose turn, and its result once over."""

    __tablename__ = "games"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id"), unique=True)
    game: Mapped[str] = mapped_column(String(32))
    players: Mapped[int]
    seed: Mapped[int] = mapped_column(BigInteger)
    options: Mapped[dict[str, Any]]
    version: Mapped[int] = mapped_column(default=0)
    current_seat: Mapped[int | None]
    status: Mapped[GameStatus] = mapped_column(_enum(GameStatus), default=GameStatus.PLAYING)
    result: Mapped[dict[str, Any] | None]
    created_at: Mapped[datetime] = mapped_column(default=now)
    updated_at: Mapped[datetime] = mapped_column(default=now)
    # the turn clock (server.clocks.Timing): when the turn began, when its time runs out
    # and when its person is reminded (None: no clock runs), and the live clocks' banks
    turn_since: Mapped[datetime | None]
    deadline: Mapped[datetime | None] = mapped_column(index=True)
    remind_at: Mapped[datetime | None] = mapped_column(index=True)
    banks: Mapped[list[float] | None] = mapped_column(JSON)

    table: Mapped[Table] = relationship(back_populates="game_record")


class MoveRecord(Base):
    """One move of a game: its sequence number (the version it made), seat, move and time."""

    __tablename__ = "moves"

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(primary_key=True)
    seat: Mapped[int]
    move: Mapped[Move] = mapped_column(JSON)  # a step, or the steps of one move
    # the id the client gave the move: a retry of it (same seat, id and version seen) is
    # answered with the move's update instead of being refused or made twice
    move_id: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=now)


class MailToken(Base):
    """A mailed link's token (only its SHA-256 is kept): it confirms `address` for the user,
    or lets them set a new password; usable once, until `expires_at`."""

    __tablename__ = "mail_tokens"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    kind: Mapped[MailKind] = mapped_column(_enum(MailKind))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    address: Mapped[str] = mapped_column(String(254))
    expires_at: Mapped[datetime]
    used_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=now)


class OutboxMail(Base):
    """A notification to send: a mail, a push or a webhook's POST (`channel`; the push
    subscription or webhook is `target_id`). `dedupe_key` names the notification, so that
    it is queued once; a sender leases the row (`lease_owner` until `lease_until`) while it
    sends it.

    A push's body is its JSON payload, a webhook's the JSON of its event (server.mail.hooks).

    The body may name `$site` (the site's address), `$link` (a verification or password
    link, made when the mail is sent, so that no usable token is stored) and
    `$unsubscribe` (the link that stops this kind of mail)."""

    __tablename__ = "mail_outbox"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    # whose act queued it: an invitation's host (invitation mails are counted per host)
    sender_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), index=True)
    to_address: Mapped[str] = mapped_column(String(254))
    subject: Mapped[str] = mapped_column(String(200))
    body: Mapped[str] = mapped_column(Text)
    kind: Mapped[MailKind] = mapped_column(_enum(MailKind))
    dedupe_key: Mapped[str] = mapped_column(String(160), unique=True)
    status: Mapped[MailStatus] = mapped_column(_enum(MailStatus), default=MailStatus.QUEUED)
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(default=now)
    lease_owner: Mapped[str | None] = mapped_column(String(64))
    lease_until: Mapped[datetime | None]
    last_error: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(default=now)
    sent_at: Mapped[datetime | None]
    channel: Mapped[Channel] = mapped_column(
        _enum(Channel), default=Channel.MAIL, server_default=Channel.MAIL.value
    )
    target_id: Mapped[int | None]

    __table_args__ = (Index("ix_mail_outbox_status_next", "status", "next_attempt_at"),)


class NotificationSettings(Base):
    """What a person wants pushed and posted to their webhooks (mail's choices are the
    users' columns), and their quiet hours: no pushes from `quiet_from` o'clock to `quiet_to`
    o'clock in `time_zone` (delayed to the end). No row: the defaults."""

    __tablename__ = "notification_settings"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    push_turns: Mapped[bool] = mapped_column(default=True, server_default=true())
    push_invitations: Mapped[bool] = mapped_column(default=True, server_default=true())
    push_results: Mapped[bool] = mapped_column(default=True, server_default=true())
    push_chat: Mapped[bool] = mapped_column(default=False, server_default=false())
    push_reminders: Mapped[bool] = mapped_column(default=True, server_default=true())
    webhook_turns: Mapped[bool] = mapped_column(default=True, server_default=true())
    webhook_results: Mapped[bool] = mapped_column(default=True, server_default=true())
    quiet_from: Mapped[int | None]
    quiet_to: Mapped[int | None]
    time_zone: Mapped[str] = mapped_column(String(64), default="UTC", server_default="UTC")


class PushSubscription(Base):
    """A browser's push subscription (PushSubscription.toJSON()) for a person."""

    __tablename__ = "push_subscriptions"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    endpoint: Mapped[str] = mapped_column(String(1024), unique=True)
    p256dh: Mapped[str] = mapped_column(String(128))
    auth: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=now)


class Webhook(Base):
    """A URL that a person's (`user_id`) or a table's (`table_id`) turn and game-over events
    are posted to, in `format`."""

    __tablename__ = "webhooks"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    table_id: Mapped[int | None] = mapped_column(
        ForeignKey("tables.id", ondelete="CASCADE"), index=True
    )
    url: Mapped[str] = mapped_column(String(1024))
    format: Mapped[HookFormat] = mapped_column(_enum(HookFormat))
    created_at: Mapped[datetime] = mapped_column(default=now)


class Rating(Base):
    """A person's rating at one game: openskill's skill estimate `mu` and its uncertainty
    `sigma`, `rating` (the number shown, from server.ratings.shown) and the rated games it
    counts."""

    __tablename__ = "ratings"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), primary_key=True)
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    mu: Mapped[float]
    sigma: Mapped[float]
    rating: Mapped[int]
    games: Mapped[int]
    updated_at: Mapped[datetime] = mapped_column(default=now)

    __table_args__ = (Index("ix_ratings_game_rating", "game", "rating"),)


class RatedGame(Base):
    """A finished game whose ratings were updated, or that was found not to count (fewer
    than two people): written in the same transaction as the updates, its key lets that
    happen once per game, also across processes."""

    __tablename__ = "rated_games"

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), primary_key=True)
    people: Mapped[int]  # the people rated: 0 when the game did not count
    rated_at: Mapped[datetime] = mapped_column(default=now)


class RatingChange(Base):
    """What one rated game did to one person's rating: their place among the game's people
    (0 first; tied people share one), the rating after it and the change, as of the game's
    end (`at`)."""

    __tablename__ = "rating_changes"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    game: Mapped[str] = mapped_column(String(32))
    place: Mapped[int]
    mu: Mapped[float]
    sigma: Mapped[float]
    rating: Mapped[int]
    change: Mapped[int]
    at: Mapped[datetime]

    __table_args__ = (
        UniqueConstraint("game_id", "user_id"),
        Index("ix_rating_changes_user_game", "user_id", "game", "at"),
    )


class ReviewStatus(enum.StrEnum):
    """A review's lifecycle: queued -> running -> done, or failed."""

    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"


class Review(Base):
    """The hard bot's review of one seat's moves in a finished game, asked for by the
    seat's person. A runner leases it (`lease_owner` until `lease_until`) while it works
    on it; `results` holds one entry per decision assessed so far (`done` of `total`,
    None until counted), so that a review taken up again goes on where it stopped."""

    __tablename__ = "reviews"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"))
    seat: Mapped[int]
    status: Mapped[ReviewStatus] = mapped_column(_enum(ReviewStatus), default=ReviewStatus.QUEUED)
    done: Mapped[int] = mapped_column(default=0)
    total: Mapped[int | None]
    results: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    lease_owner: Mapped[str | None] = mapped_column(String(64))
    lease_until: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=now)
    updated_at: Mapped[datetime] = mapped_column(default=now)

    __table_args__ = (
        UniqueConstraint("game_id", "seat"),
        Index("ix_reviews_status", "status"),
    )


class ChatMessage(Base):
    """One message of a game's chat, by a person following it (server.chat)."""

    __tablename__ = "chat_messages"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=now)

    __table_args__ = (Index("ix_chat_messages_game", "game_id", "id"),)
