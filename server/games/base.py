"""The interface every game implements, and what it returns.

A game is a pure library: a state goes in, a new state and events come out. States are
never changed in place; `apply` returns a new state and leaves the one it was given as it
was, also when it raises `IllegalMove`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

JSON = dict[str, Any]


class IllegalMove(ValueError):
    """A move the rules refuse. `str(error)` is a reason a person can read."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a move, and who may see it.

    `data` is seen by `audience` (None: everybody). When `audience` is a seat, every other
    seat and spectators see `public` instead, or nothing at all when `public` is None.
    """

    data: JSON
    audience: int | None = None
    public: JSON | None = None

    def for_seat(self, seat: int | None) -> JSON | None:
        """The form of this event that `seat` (None: a spectator) may see, or None."""
        if self.audience is None or self.audience == seat:
            return self.data
        return self.public


class Bot(Protocol):
    """A player that knows only what its seat may know."""

    level: str

    def choose(self, view: JSON, moves: list[JSON], history: list[JSON], seed: int) -> JSON:
        """One of `moves`, chosen from the seat's `view` and the events it has seen."""


def apply_patch(view: JSON, ops: list[list[Any]]) -> JSON:
    """Change `view` in place by patch `ops`, and return it.

    An op is `[path, value]`: set the value at `path` (a list index one past the end
    appends), or `[path]`: delete the key or list element at `path`.
    """
    for op in ops:
        *parents, last = op[0]
        node: Any = view
        for key in parents:
            node = node[key]
        if len(op) == 1:
            del node[last]
        elif isinstance(node, list) and last == len(node):
            node.append(op[1])
        else:
            node[last] = op[1]
    return view


class Game(Protocol):
    """A game's rules. Seats are 0..players-1; seat 0 starts."""

    name: str
    min_players: int
    max_players: int
    bot_levels: tuple[str, ...]

    def new(self, players: int, seed: int, options: JSON) -> Any:
        """A new game's state. Raises ValueError for a player count or options it refuses."""

    def current_seat(self, state: Any) -> int | None:
        """The seat to move, or None once the game is over."""

    def legal_moves(self, state: Any, seat: int) -> list[JSON]:
        """Every move `seat` may make now, as JSON-ready dicts (empty when not its turn)."""

    def apply(self, state: Any, seat: int, move: JSON) -> tuple[Any, list[Event]]:
        """The state after `seat` makes `move`, and the events. Raises IllegalMove."""

    def view(self, state: Any, seat: int | None) -> JSON:
        """What `seat` (None: a spectator) may see, JSON-ready."""

    def view_patch(self, state: Any, seat: int | None, events: list[Event]) -> list[list[Any]]:
        """How `seat`'s view changed in the move that gave `state` and `events`, as patch
        ops (see `apply_patch`) built from what the move changed, not by comparing views."""

    def bot(self, level: str) -> Bot:
        """A bot of `level` (one of `bot_levels`). Raises KeyError for an unknown level."""

    def result(self, state: Any) -> JSON | None:
        """Final scores with a breakdown per seat, ranking and winners; None while playing."""

    def dump(self, state: Any) -> JSON:
        """The whole state, secrets included, JSON-ready (server side only)."""

    def load(self, data: JSON) -> Any:
        """The state that `dump` gave `data` for. Raises ValueError for malformed data."""
