"""The frames a client sends, parsed and checked, and the error frames the server sends.

Client frames are JSON objects with a "type": subscribe, unsubscribe, move, step,
legal_moves, try, history, chat, watch, unwatch, ping. See docs/protocol.md; the server's
frames are built in `server.ws.frames`.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal, Self

import orjson
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    model_validator,
)
from pydantic_core import PydanticCustomError

from server.errors import Invalid, Refusal
from server.games.line import Steps
from server.ids import Id, MoveId
from server.ws.frames import TopicName


class _Frame(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Subscribe(_Frame):
    """Follow a game from `version` (None: send a full view), as `seat` (None: one's own)."""

    type: Literal["subscribe"]
    game: Id
    version: int | None = None
    seat: int | None = None


class Unsubscribe(_Frame):
    type: Literal["unsubscribe"]
    game: Id


class Move(_Frame):
    """Make `move` (a step, or the steps of one move) in `game`, having seen `version`;
    `id` is echoed in the mover's update (the acknowledgement) or in a refusal."""

    type: Literal["move"]
    game: Id
    version: int
    move: dict[str, Any] | Steps
    seat: int | None = None
    id: MoveId | None = None


class LegalMovesRequest(_Frame):
    """The moves of `seat` (None: the one seat held) now."""

    type: Literal["legal_moves"]
    game: Id
    seat: int | None = None


class TryMove(_Frame):
    """Whether `move` (a step, or steps), if made now (having seen `version`), could be
    taken back; nothing is made. `id` is echoed in the answer or in a refusal."""

    type: Literal["try"]
    game: Id
    version: int
    move: dict[str, Any] | Steps
    seat: int | None = None
    id: MoveId | None = None


class StepMove(_Frame):
    """The `steps` of the move under way in `game` (seen at `version`), the last just
    chosen: made as one move when the last could not be taken back, else only shown (the
    seat's view and moves after them); `id` is echoed in the answer or in a refusal."""

    type: Literal["step"]
    game: Id
    version: int
    steps: Steps
    seat: int | None = None
    id: MoveId | None = None


class HistoryRequest(_Frame):
    """Every version's events so far, as the viewer's seat may see them (for a game log)."""

    type: Literal["history"]
    game: Id
    seat: int | None = None


CHAT_LENGTH = 500  # the most characters of a chat message
_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")  # control characters, but newline


def _plain(text: str) -> str:
    """`text` without control characters (but newlines) and trimmed; 1 to CHAT_LENGTH
    characters long, else a ValueError."""
    text = _CONTROL.sub("", text).strip()
    if not 1 <= len(text) <= CHAT_LENGTH:
        raise ValueError(f"a message is 1 to {CHAT_LENGTH} characters long")
    return text


class Chat(_Frame):
    """Say `text` (plain text) in the chat of `game`, which the socket follows."""

    type: Literal["chat"]
    game: Id
    text: Annotated[str, Field(max_length=4 * CHAT_LENGTH), AfterValidator(_plain)]


class _Topical(_Frame):
    """A frame naming a topic: the lobby, or a table (`table`, needed then and only then)."""

    topic: TopicName
    table: Id | None = None

    @model_validator(mode="after")
    def _table_only_for_a_table(self) -> Self:
        if (self.topic == "table") != (self.table is not None):
            raise PydanticCustomError("topic", "the table topic names a table, no other does")
        return self


class Watch(_Topical):
    """Be told when the lobby, a table, or a table of one's own ("mine": one is seated or
    invited at) changes; `token`, the table's invitation link's, lets one watch a private
    table one is not yet at."""

    type: Literal["watch"]
    token: str | None = Field(default=None, max_length=64)


class Unwatch(_Topical):
    type: Literal["unwatch"]


class Ping(_Frame):
    type: Literal["ping"]


ClientFrame = Annotated[
    Subscribe
    | Unsubscribe
    | Move
    | LegalMovesRequest
    | TryMove
    | StepMove
    | HistoryRequest
    | Chat
    | Watch
    | Unwatch
    | Ping,
    Field(discriminator="type"),
]
_frames: TypeAdapter[ClientFrame] = TypeAdapter(ClientFrame)


class BadJson(Refusal):
    code = "bad_json"


def parse(text: str) -> ClientFrame:
    """The client frame in `text`. Raises BadJson or Invalid with a readable reason."""
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError as error:
        raise BadJson("The frame is not JSON: {error}.", error=error) from None
    try:
        return _frames.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "frame"
        raise Invalid("Bad frame: {where}: {reason}.", where=where, reason=first["msg"]) from None
