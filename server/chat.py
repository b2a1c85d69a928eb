"""A game's chat: its messages stored and sent as frames, and how often one may write.

Who may read a game's chat is who may follow the game (`Room.viewer_seat`): its players,
and in a public game anyone; a private game's chat is its players' only. Writing takes a
signed-in person (a guest too) whose socket follows the game. Each person may send
`BURST` and `HOURLY` messages at most, counted across the server's processes.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC
from typing import Literal, TypedDict

from limits import parse
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from server.persistence.models import ChatMessage, User
from server.throttle import Budgets

BURST = parse("5 per 10 seconds")
HOURLY = parse("100 per hour")
HISTORY = 100  # the messages a page loads

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


def post(
    sessions: sessionmaker[Session],
    budgets: Budgets,
    game_id: int,
    user_id: int,
    seat: int | None,
    text: str,
) -> Chat:
    """Store `user_id`'s message `text` in game `game_id`'s chat, sent from `seat`; its
    frame. Raises RateLimited, storing nothing, when the person's budget is spent."""
    what = "Too many chat messages"
    for limit in (BURST, HOURLY):
        budgets.check(limit, "chat", str(user_id), what=what)
    for limit in (BURST, HOURLY):
        budgets.spend(limit, "chat", str(user_id), what=what)
    with sessions() as db:
        name = db.scalars(select(User.name).where(User.id == user_id)).one()
        message = ChatMessage(game_id=game_id, user_id=user_id, text=text)
        db.add(message)
        db.commit()
        return frame(message, name, seat)


def recent(sessions: sessionmaker[Session], game_id: int, seat_of: SeatOf) -> list[Chat]:
    """The last HISTORY messages of game `game_id`'s chat, oldest first."""
    with sessions() as db:
        rows = db.execute(
            select(ChatMessage, User.name)
            .join(User, User.id == ChatMessage.user_id)
            .where(ChatMessage.game_id == game_id)
            .order_by(ChatMessage.id.desc())
            .limit(HISTORY)
        ).all()
        return [frame(m, name, seat_of(m.user_id)) for m, name in reversed(rows)]
