"""A game's chat: its messages stored and sent as frames, and how often one may write.

Who may read a game's chat is who may follow the game (`Room.viewer_seat`): its players,
and in a public game anyone; a private game's chat is its players' only. Writing takes a
signed-in person (a guest too) whose socket follows the game. Each person may send
`BURST` and `HOURLY` messages at most, and a game's spectators `SPECTATORS` together,
counted across the server's processes; a page loads the players' last `HISTORY` messages
and, apart from them, the spectators' last `SPECTATOR_HISTORY`, so that spectators never
push the players' words out.

A message is kept without its invisible format characters (Unicode category Cf: the
bidirectional overrides, embeddings and isolates, zero-width spaces, the byte order mark,
soft hyphens, ...) but for the two joiners (`JOINERS`) that some scripts and emoji need.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Callable
from datetime import UTC
from typing import Literal, TypedDict

from limits import parse
from sqlalchemy import ColumnElement, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from server.errors import Invalid
from server.i18n import N_
from server.mail import alerts
from server.persistence.models import ChatMessage, GameRecord, Seat, User
from server.throttle import Budgets

log = logging.getLogger("server.mail")

BURST = parse("5 per 10 seconds")
HOURLY = parse("100 per hour")
SPECTATORS = parse("10 per 10 seconds")  # a game's spectators' messages, all of them together
HISTORY = 100  # the players' messages a page loads
SPECTATOR_HISTORY = 20  # the spectators' messages a page loads beside them
JOINERS = frozenset("\u200c\u200d")  # zero-width non-joiner and joiner

# A message of a game's chat as its frame; "from" is its author's name, "seat" their seat
# in the game (None: a spectator), "at" when it was sent (ISO 8601, UTC).
Chat = TypedDict(
    "Chat",
    {
        "type": Literal["chat"],
        "game": int,
        "id": int,
        "from": str,
        "seat": int | None,
        "text": str,
        "at": str,
    },
)

SeatOf = Callable[[int], int | None]  # a user's seat in the game (None: a spectator)


def frame(message: ChatMessage, name: str, seat: int | None) -> Chat:
    """The chat frame of `message`, by `name` in `seat`."""
    at = message.created_at
    at = at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)
    return {
        "type": "chat",
        "game": message.game_id,
        "id": message.id,
        "from": name,
        "seat": seat,
        "text": message.text,
        "at": at.isoformat(),
    }


def visible(text: str) -> str:
    """`text` without its format characters (Unicode category Cf) but `JOINERS`, trimmed."""
    kept = (c for c in text if c in JOINERS or unicodedata.category(c) != "Cf")
    return "".join(kept).strip()


def post(
    sessions: sessionmaker[Session],
    budgets: Budgets,
    game_id: int,
    user_id: int,
    seat: int | None,
    text: str,
) -> Chat:
    """Store `user_id`'s message `text` in game `game_id`'s chat, sent from `seat` (None: a
    spectator), `visible`; its frame. Raises, storing nothing, Invalid when nothing of
    `text` is visible, RateLimited when the person's budget is spent, or (a spectator) the
    game's spectators'."""
    text = visible(text)
    if not text:
        raise Invalid("A chat message needs some visible text.")
    said = N_("Too many chat messages: try again in {wait} s.")
    spent = [(BURST, "chat", str(user_id), said), (HOURLY, "chat", str(user_id), said)]
    if seat is None:
        crowd = N_("Too many chat messages from spectators: try again in {wait} s.")
        spent.append((SPECTATORS, "chat-spectators", str(game_id), crowd))
    for limit, *key, refusal in spent:
        budgets.check(limit, *key, message=refusal)
    for limit, *key, refusal in spent:
        budgets.spend(limit, *key, message=refusal)
    with sessions() as db:
        name = db.scalars(select(User.name).where(User.id == user_id)).one()
        message = ChatMessage(game_id=game_id, user_id=user_id, text=text)
        db.add(message)
        db.commit()
        if seat is not None:
            _push_quietly(db, message)
        return frame(message, name, seat)


def _push_quietly(db: Session, message: ChatMessage) -> None:
    """Queue the pushes of a player's `message` to the players away; a failure is logged,
    the message stays sent."""
    try:
        alerts.chat_posted(db, message, message.created_at)
    except SQLAlchemyError:
        db.rollback()
        log.exception("push: the pushes of chat message %s failed", message.id)


def recent(sessions: sessionmaker[Session], game_id: int, seat_of: SeatOf) -> list[Chat]:
    """The last HISTORY messages of game `game_id`'s players and the last SPECTATOR_HISTORY
    of the others, oldest first."""
    players = (
        select(Seat.user_id)
        .join(GameRecord, GameRecord.table_id == Seat.table_id)
        .where(GameRecord.id == game_id, Seat.user_id.is_not(None))
    )

    def last(db: Session, by: ColumnElement[bool], count: int) -> list[tuple[ChatMessage, str]]:
        found = db.execute(
            select(ChatMessage, User.name)
            .join(User, User.id == ChatMessage.user_id)
            .where(ChatMessage.game_id == game_id, by)
            .order_by(ChatMessage.id.desc())
            .limit(count)
        )
        return [(message, name) for message, name in found]

    with sessions() as db:
        rows = last(db, ChatMessage.user_id.in_(players), HISTORY)
        rows += last(db, ChatMessage.user_id.not_in(players), SPECTATOR_HISTORY)
        rows.sort(key=lambda row: row[0].id)
        return [frame(m, name, seat_of(m.user_id)) for m, name in rows]
