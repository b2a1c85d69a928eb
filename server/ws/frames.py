"""Every frame the server sends, typed and built in one place (docs/protocol.md).

Incoming frames are parsed in `server.ws.protocol`; these are their answers and the
updates of the games a client follows. A frame is a dict until `encode` makes it text.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

import orjson

from server.chat import Chat
from server.errors import Refusal
from server.games.base import JSON, Op
from server.i18n import current


class Full(TypedDict):
    """A seat's (None: a spectator's) whole view at a version."""

    type: Literal["full"]
    game: int
    version: int
    seat: int | None
    players: list[str]
    current: int | None
    over: bool
    view: JSON
    moves: NotRequired[list[JSON]]  # the seat's legal moves, when it is its turn
    undo: NotRequired[bool]  # True when the seat may take its last step back now
    resigned: NotRequired[list[int]]  # the seats whose people resigned (bots play them)
    away: NotRequired[list[int]]  # the seats a bot plays since their people's time ran out
    clock: NotRequired[JSON]  # the turn clock (server.clocks.Timing.view), if the table has one


class Update(TypedDict):
    """One move as one seat sees it: its events and the patch to the seat's view."""

    type: Literal["update"]
    game: int
    version: int
    current: int | None
    over: bool
    events: list[JSON]
    patch: list[Op]
    moves: NotRequired[list[JSON]]  # the seat's legal moves, when it is its turn
    undo: NotRequired[bool]  # True when the seat may take its last step back now
    clock: NotRequired[JSON]  # the turn clock after the move, if the table has one
    id: NotRequired[str | int]  # the mover's own move id: the acknowledgement


class History(TypedDict):
    type: Literal["history"]
    game: int
    version: int
    seat: int | None
    events: list[list[Any]]  # [version, [events]] for every version


class LegalMoves(TypedDict):
    type: Literal["legal_moves"]
    game: int
    version: int
    seat: int
    moves: list[JSON]


class Tried(TypedDict):
    """The answer to a try: whether `move` (a step or steps, legal at `version`) could not
    be taken back once made: it ends the seat's turn or is a checkpoint; `id` echoes the
    try's. A move that could be taken back comes with what it would make: `patch` and
    `moves`, as in `Stepped`."""

    type: Literal["tried"]
    game: int
    version: int
    seat: int
    move: JSON | list[JSON]
    final: bool
    id: NotRequired[str | int]
    patch: NotRequired[list[Op]]
    moves: NotRequired[list[JSON]]


class Stepped(TypedDict):
    """The answer to steps that could be taken back, so not made: `patch` turns the seat's
    view at `version` into its view after them, and `moves` are its moves then (the next
    step's choices); `id` echoes the step frame's."""

    type: Literal["stepped"]
    game: int
    version: int
    seat: int
    patch: list[Op]
    moves: list[JSON]
    id: NotRequired[str | int]


TopicName = Literal["lobby", "table", "mine"]  # what a socket may watch


class Changed(TypedDict):
    """Something the watched topic shows changed: fetch it again."""

    type: Literal["changed"]
    topic: TopicName
    table: NotRequired[int]


class Error(TypedDict):
    type: Literal["error"]
    code: str
    detail: str
    game: NotRequired[int]
    id: NotRequired[str | int]


PONG = '{"type":"pong"}'


def encode(
    frame: Full | Update | History | LegalMoves | Tried | Stepped | Changed | Chat | Error | JSON,
) -> str:
    """A frame as compact JSON text."""
    return orjson.dumps(frame).decode()


def with_id(text: str, ref: str | int) -> str:
    """An encoded update frame with the mover's move `id` added (its acknowledgement)."""
    return f'{text[:-1]},"id":{encode({"": ref})[4:-1]}}}'


def with_moves(text: str, moves: list[JSON], undo: bool) -> str:
    """An encoded update frame with the seat's legal `moves` added, and `undo` when its last
    step may be taken back."""
    undone = ',"undo":true' if undo else ""
    return f'{text[:-1]},"moves":{orjson.dumps(moves).decode()}{undone}}}'


def changed(topic: TopicName, table: int | None) -> str:
    """The notice that `topic` (of `table`, for a table) changed."""
    frame: Changed = {"type": "changed", "topic": topic}
    if table is not None:
        frame["table"] = table
    return encode(frame)


def error(refusal: Refusal, game: int | None = None, ref: str | int | None = None) -> str:
    """The error frame for `refusal`, naming the game and the client's frame id if known."""
    frame: Error = {"type": "error", "code": refusal.code, "detail": refusal.said(current())}
    if game is not None:
        frame["game"] = game
    if ref is not None:
        frame["id"] = ref
    return encode(frame)
