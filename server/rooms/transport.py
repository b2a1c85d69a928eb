"""How a room's decisions reach the people following its game.

A room decides and stores; it is given a transport (boardgame.io's `Master(game, storage,
transport)`), which the socket layer implements (server.ws.feed): building each seat's
frames, keeping each seat's recent updates for reconnects, and sending them to the
connections following the game. The room tells its transport what happened, in order,
while it holds its lock; it never sees a frame. Likewise the hub tells the sockets watching
the lobby or a table of each `Change`, through the watchers the socket layer gives it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from server.games.base import Event
from server.games.line import Step
from server.ids import Seat, TableId, UserId

MoveRef = str | int  # a move's id, chosen by the client that sent it


@dataclass(frozen=True, slots=True)
class Change:
    """A change to `table`'s seats, status or invitations (None: no table's page shows
    it), which the lobby shows to everyone (`public`) or else only to `users`; the hub
    tells the sockets watching the lobby or the table."""

    table: TableId | None
    public: bool
    users: frozenset[UserId]


@dataclass(frozen=True, slots=True)
class Moved:
    """A move that made the room's current version: its `events`, the seat that made it
    here (None: made by another process, or replayed), the client's id for it, and the
    connection it came on, as the transport knows it (`source`: the room never looks)."""

    events: list[Event]
    mover: Seat | None = None
    move_id: MoveRef | None = None
    source: object = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """What became of a move submitted to a room: `version` is the version it made, in
    `seat`, with the client's `move_id`; `retried` when it was made before (a retry,
    answered without changing anything)."""

    version: int
    seat: Seat
    move_id: MoveRef | None = None
    retried: bool = False


@dataclass(frozen=True, slots=True)
class Shown:
    """What a move would make in `seat`, not made: the line's `step` (its `back` empty when
    the move could not be taken back)."""

    seat: Seat
    step: Step

    @property
    def final(self) -> bool:
        """Whether the move could not be taken back once made (`Line.final`)."""
        return not self.step.back


class Transport(Protocol):
    """What a room tells the people following its game."""

    @property
    def followed(self) -> bool:
        """Whether anybody follows the game here."""
        ...

    def replayed(self, events: list[Event]) -> None:
        """Keep every seat's update for a stored move just replayed (nobody follows yet)."""
        ...

    def moved(self, moved: Moved) -> None:
        """Keep the seats' updates for the move just made and send the followers theirs."""
        ...

    def reseated(self) -> None:
        """Who holds a seat, or the clock, changed: every follower gets a full view."""
        ...

    def tell(self, frame: str) -> None:
        """Send `frame` (a chat message, the same for everyone) to every follower who
        may read the game's chat."""
        ...


class Unfollowed:
    """The transport of a room nobody can follow (a process without sockets)."""

    followed = False

    def replayed(self, events: list[Event]) -> None:
        """Keep nothing."""

    def moved(self, moved: Moved) -> None:
        """Tell nobody."""

    def reseated(self) -> None:
        """Tell nobody."""

    def tell(self, frame: str) -> None:
        """Tell nobody."""
