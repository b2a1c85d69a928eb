"""A game's line: its state at a version, reached by moves from its setup; pure and
synchronous (no asyncio, no I/O), the one definition of "replay the stored moves".

A line holds the game's state, its version (the number of moves made), each version's
events, whose turn it is and the result once the game is over. `try_move` checks a move
through the game's rules without changing the line (`final` tells from it whether the
move could be taken back); `advance` makes its outcome the next
version; `apply` does both, and `replay` applies stored moves in order.

A move is one of the game's steps, or a list of them: the steps of one gesture, chosen
one at a time and made together as one version. Every step of a list but the last must be
one its seat could take back (`final` is false for it), so that nothing is revealed or
passed on before the last; `then` adds a step to steps not made (a room shows a seat its
steps so, one at a time, before they are made).

`UNDO` is the platform's own move: the seat to move takes back its last move. A move may
be taken back while its seat is still to move and no checkpoint came since (the game's
`checkpoint`: a step that reveals, involves another seat or ends the turn). An undo is a
version like any move, stored like one, and replays to the state before the move.
"""

from __future__ import annotations

import itertools
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Annotated, Any

import orjson
from pydantic import Field

from server.games.base import JSON, UNDONE, Event, Game, IllegalMove, Viewer, events_for

Move = JSON | list[JSON]  # one step, or the steps of one move (a gesture)
Moves = Iterable[tuple[int, Move]]  # stored moves: (seat, move), in order
MoveList = list[tuple[int, Move]]  # the same, as a list
Ending = Callable[[JSON], JSON]  # what becomes of the game's result (e.g. resignations)
UNDO: JSON = {"type": "undo"}  # take back the last move (no game's move has this type)
MOST_STEPS = 64  # the most steps one move may have
Steps = Annotated[list[JSON], Field(min_length=1, max_length=MOST_STEPS)]  # a move's, in frames


def steps_of(move: Move) -> list[JSON]:
    """The steps of `move`, in order."""
    return move if isinstance(move, list) else [move]


def apply_move(game: Game, state: Any, seat: int, move: Move) -> tuple[Any, list[Event]]:
    """`game.apply` of each step of `move` in turn: the state after them and their events.
    Raises IllegalMove. For moves the rules took already (stored ones): the steps are not
    checked to be made together (`Line.try_move` is)."""
    events: list[Event] = []
    for step in steps_of(move):
        state, made = game.apply(state, seat, step)
        events += made
    return state, events


def _same(result: JSON) -> JSON:
    return result


@dataclass(frozen=True, slots=True)
class Step:
    """What a move would make of a line: the next state, the move's events, the seat to
    move next (None: the game is over), the result (as the line's `ending` adjusts it;
    None while the game runs) and what the seat may then take back: (the version of each
    step, the state before it), the latest last."""

    state: Any
    events: list[Event]
    current: int | None
    result: JSON | None
    back: tuple[tuple[int, Any], ...] = ()
    undone: int | None = None  # the version of the step an undo takes back


class Log:
    """Every version's events, in order: the last version's as they were made, the others
    as compact JSON text (as dicts, a game's events took 50-110 KiB of its room's memory
    by mid-game), the texts of each full run of `CHUNK` versions compressed together (a
    quarter of their size). Events are JSON data, so they read back equal."""

    __slots__ = ("_chunks", "_last", "_texts")

    CHUNK = 32

    def __init__(self) -> None:
        self._chunks: list[bytes] = []  # each CHUNK versions' texts, one a line, compressed
        self._texts: list[str] = []  # the versions after the chunks'
        self._last: list[Event] = []

    def append(self, events: list[Event]) -> None:
        """Add the events of the next version."""
        self._texts.append(orjson.dumps([[e.data, e.audience, e.public] for e in events]).decode())
        self._last = events
        if len(self._texts) == self.CHUNK:
            self._chunks.append(zlib.compress("\n".join(self._texts).encode()))
            self._texts = []

    def __len__(self) -> int:
        return len(self._chunks) * self.CHUNK + len(self._texts)

    def __getitem__(self, version: int) -> list[Event]:
        """The events of the version at index `version` (-1: the last)."""
        if version in (-1, len(self) - 1):
            return self._last
        chunk, line = divmod(version, self.CHUNK)
        if chunk < len(self._chunks):
            return _events(self._chunk(chunk)[line])
        return _events(self._texts[version - len(self._chunks) * self.CHUNK])

    def __iter__(self) -> Iterator[list[Event]]:
        last = len(self) - 1
        chunks = (text for chunk in range(len(self._chunks)) for text in self._chunk(chunk))
        for version, text in enumerate(itertools.chain(chunks, self._texts)):
            yield self._last if version == last else _events(text)

    def _chunk(self, chunk: int) -> list[str]:
        return zlib.decompress(self._chunks[chunk]).decode().split("\n")


def _events(text: str) -> list[Event]:
    """The events of a version from their text in a `Log`."""
    return [Event(*event) for event in orjson.loads(text)]


@dataclass(slots=True)
class Line:
    """A game's state at `version`, with every version's events (`log`), the seat to move
    (`current`, None once the game is over) and the `result` (None while it runs), as
    `ending` adjusts it; a game over event carries that result. `back` holds each step
    the seat to move may take back, as (its version, the state before it), the latest
    last; `taken_back`, the versions of the steps taken back and of the undos."""

    game: Game
    state: Any
    version: int = 0
    ending: Ending = _same
    back: tuple[tuple[int, Any], ...] = ()
    log: Log = field(default_factory=Log)
    # the versions of the steps taken back and of the undos that took them
    taken_back: set[int] = field(default_factory=set)
    current: int | None = field(init=False)
    result: JSON | None = field(init=False)

    def __post_init__(self) -> None:
        self._take(self.state)

    @classmethod
    def start(
        cls, game: Game, players: int, seed: int, options: JSON, ending: Ending = _same
    ) -> Line:
        """A new game of `game` (version 0)."""
        return cls(game, game.new(players, seed, options), ending=ending)

    def try_move(self, seat: int, move: Move) -> Step:
        """What `seat` playing `move` (or `UNDO`) would give; the line is not changed.
        Raises IllegalMove (the game's rules refuse a step, a step before the last could
        not be taken back, or there is nothing to take back)."""
        if move == UNDO:
            return self._undo(seat)
        steps = steps_of(move)
        if not steps or len(steps) > MOST_STEPS:
            raise IllegalMove("A move has 1 to {n} steps.", n=MOST_STEPS)
        made = self.begun
        for step in steps:
            made = self.then(made, seat, step)
        return made

    @property
    def begun(self) -> Step:
        """A move begun, no step of it taken yet: the line as it is, to which `then` adds
        steps."""
        back = (*self.back, (self.version + 1, self.state))
        return Step(self.state, [], self.current, self.result, back)

    def then(self, made: Step, seat: int, step: JSON) -> Step:
        """What the steps that gave `made` (all of them steps that could be taken back, not
        made) followed by `seat`'s `step` would give; the line is not changed. Raises
        IllegalMove (the rules refuse `step`, or the steps before it cannot be taken back)."""
        if not made.back:
            raise IllegalMove("A step of the move cannot be taken back: it must be the last.")
        state, events = self.game.apply(made.state, seat, step)
        current = self.game.current_seat(state)
        kept = current == seat and not self.game.checkpoint(made.state, seat, step, events)
        return Step(
            state, made.events + events, current, self.result_of(state), made.back if kept else ()
        )

    def final(self, seat: int, move: Move) -> bool:
        """Whether `seat` playing `move` now could not be taken back: it ends the turn or
        is a checkpoint (never so for `UNDO`). Raises IllegalMove."""
        return move != UNDO and not self.try_move(seat, move).back

    @property
    def undoable(self) -> bool:
        """Whether the seat to move may take a step back now."""
        return bool(self.back)

    def advance(self, step: Step) -> list[Event]:
        """Make `step` the next version; its events as kept (a game over event carrying
        the result)."""
        self.state, self.current, self.result = step.state, step.current, step.result
        self.version += 1
        if step.undone is not None:
            self.taken_back |= {step.undone, self.version}
        self.back = step.back
        events = step.events
        if self.result is not None:
            events = [
                e._replace(data=e.data | {"result": self.result})
                if e.data.get("type") == "game_over"
                else e
                for e in events
            ]
        self.log.append(events)
        return events

    def apply(self, seat: int, move: Move) -> list[Event]:
        """Play `move` for `seat` as the next version; its events. Raises IllegalMove."""
        return self.advance(self.try_move(seat, move))

    def replay(self, moves: Moves) -> None:
        """Apply stored `moves` in order. Raises ValueError naming the first move the rules
        refuse (the stored moves do not fit the game)."""
        for seat, move in moves:
            try:
                self.apply(seat, move)
            except IllegalMove as error:
                raise ValueError(f"move {self.version + 1}: {error}") from None

    def seen(self, seat: Viewer, versions: int | None = None) -> list[JSON]:
        """The events `seat` saw in the first `versions` versions (None: all), in order."""
        return [
            e for events in itertools.islice(self.log, versions) for e in events_for(events, seat)
        ]

    def events_seen(self, seat: Viewer) -> list[list[Any]]:
        """[version, events] for every version so far, the events as `seat` may see them."""
        return [[version, events_for(events, seat)] for version, events in enumerate(self.log, 1)]

    def result_of(self, state: Any) -> JSON | None:
        """The result at `state` as `ending` adjusts it; None while the game runs."""
        result = self.game.result(state)
        return None if result is None else self.ending(result)

    def _undo(self, seat: int) -> Step:
        self.game.check_turn(self.state, seat)
        if not self.back:
            raise IllegalMove("There is no step of this turn to take back.")
        version, state = self.back[-1]
        undone = Event({"type": UNDONE, "seat": seat})
        current = self.game.current_seat(state)
        return Step(state, [undone], current, None, self.back[:-1], version)

    def _take(self, state: Any) -> None:
        self.state = state
        self.current = self.game.current_seat(state)
        self.result = self.result_of(state)
