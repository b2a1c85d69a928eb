"""Replays: a game at any of its versions, rebuilt from its setup and moves.

A finished game may be stepped through as any of its seats (each seat's view then shows
what that seat held hidden); a running one only up to now and as the viewer may watch it
live: as their own seat, or as a spectator of a public game. Rebuilding a version costs at
most CHECKPOINT moves: every CHECKPOINT-th state of the games replayed lately is kept.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from server.errors import Invalid
from server.games.base import JSON, Game, Viewer
from server.games.line import Line
from server.persistence.games import Setup
from server.rooms.room import Room
from server.rooms.seating import Actor

CHECKPOINT = 16  # versions between two kept states
GAMES_KEPT = 32  # games whose checkpoints are kept


@dataclass(frozen=True, slots=True)
class Step:
    """One version of a game as one seat sees it."""

    version: int
    view: JSON
    current: int | None
    over: bool


def replay_seat(room: Room, actor: Actor, asked: int | None) -> Viewer:
    """The seat whose view `actor` may step through: in a finished game `asked` (any seat,
    None: a spectator's), in a running one as `Room.viewer_seat` decides.

    Raises Forbidden for a private game the actor has no seat in, NotYourSeat for another's
    seat in a running game, Invalid for a seat the game does not have.
    """
    own = room.viewer_seat(actor, None)
    if asked is None:
        return own
    if room.result is None:
        return room.viewer_seat(actor, asked)
    if not 0 <= asked < room.setup.players:
        raise Invalid(f"There is no seat {asked} in this game.")
    return asked


Moves = list[tuple[int, dict[str, Any]]]  # (seat, move) in order


@dataclass(slots=True)
class Kept:
    """What is kept of a game replayed lately: its moves as loaded, and the line's state
    and the states it may go back to at every CHECKPOINT-th version (the first: before
    any move)."""

    moves: Moves
    checkpoints: list[tuple[Any, tuple[tuple[int, Any], ...]]]


class Replays:
    """The games replayed lately, the least recently used dropped."""

    def __init__(self, games: int = GAMES_KEPT) -> None:
        self.games = games
        self.kept: OrderedDict[int, Kept] = OrderedDict()

    def moves(self, game_id: int, version: int) -> Moves | None:
        """The kept moves of game `game_id` if they reach `version` (else None: load them)."""
        kept = self.kept.get(game_id)
        return kept.moves if kept is not None and len(kept.moves) >= version else None

    def step(
        self, game: Game, game_id: int, setup: Setup, moves: Moves, version: int, seat: Viewer
    ) -> Step:
        """Version `version` of the game with `setup` and `moves` (all it has so far), as
        `seat` sees it. Raises Invalid for a version the moves do not reach."""
        if not 0 <= version <= len(moves):
            raise Invalid(f"The game has versions 0 to {len(moves)}, not {version}.")
        kept = self.kept.pop(game_id, None)
        if kept is None:
            kept = Kept(moves, [(game.new(setup.players, setup.seed, setup.options), ())])
        kept.moves = moves
        self.kept[game_id] = kept
        while len(self.kept) > self.games:
            self.kept.popitem(last=False)
        checkpoints = kept.checkpoints
        start = min(version // CHECKPOINT, len(checkpoints) - 1)
        state, back = checkpoints[start]
        line = Line(game, state, start * CHECKPOINT, back=back)
        for stored in moves[line.version : version]:
            line.replay([stored])
            if line.version == len(checkpoints) * CHECKPOINT:
                checkpoints.append((line.state, line.back))
        return Step(
            version=version,
            view=game.view(line.state, seat),
            current=line.current,
            over=line.result is not None,
        )
