"""The id types shared by every layer: games, tables, users, seats and moves.

The aliases say what an `int` names; `Id` and `MoveId` are the validated forms that come
in from clients (HTTP bodies and websocket frames alike).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StringConstraints

GameId = int
TableId = int
UserId = int
Seat = int  # a seat of a game, from 0
Viewer = Seat | None  # a seat, or None: a spectator

MAX_ID = 2**31 - 1  # ids are 32-bit integer columns
Id = Annotated[int, Field(ge=1, le=MAX_ID)]

# A move's id, chosen by the client (kept with the move: at most 64 characters)
MoveId = (
    Annotated[str, StringConstraints(max_length=64)] | Annotated[int, Field(ge=-(2**53), le=2**53)]
)
