"""The interface every game implements, and the small pieces every game shares.

A game is a pure library: a state goes in, a new state and events come out. States are
never changed in place; `apply` returns a new state and leaves the one it was given as it
was, also when it raises `IllegalMove`. See docs/engine.md.
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict

JSON = dict[str, Any]
Viewer = int | None  # a seat, or None: a spectator
Path = tuple[str | int, ...]
Op = list[Any]  # [path, value] sets, [path] deletes; see apply_patch

S = TypeVar("S")


class IllegalMove(ValueError):
    """A move the rules refuse. `str(error)` is a reason a person can read."""


# ---------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a move, and who may see it.

    `data` is seen by `audience` (None: everybody). When `audience` is a seat, every other
    seat and spectators see `public` instead, or nothing at all when `public` is None.
    """

    data: JSON
    audience: int | None = None
    public: JSON | None = None

    def for_seat(self, seat: Viewer) -> JSON | None:
        """The form of this event that `seat` (None: a spectator) may see, or None."""
        if self.audience is None or self.audience == seat:
            return self.data
        return self.public


def events_for(events: Iterable[Event], seat: Viewer) -> list[JSON]:
    """The forms of `events` that `seat` (None: a spectator) may see, in order."""
    return [seen for seen in (event.for_seat(seat) for event in events) if seen is not None]


# ---------------------------------------------------------------- options


class Options(BaseModel):
    """A game's table options: a pydantic model with a default for every field.

    Fields are booleans or `Literal` choices; each field's `title` is its label in the
    create-table dialog. Unknown options are refused.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)


def option_fields(options: type[Options]) -> list[JSON]:
    """The options of a game as the lobby shows them: name, label, choices, default.

    Fields that are neither a boolean nor a `Literal` (advanced options set through the
    API) are left out.
    """
    out = []
    for name, info in options.model_fields.items():
        annotation = info.annotation
        if annotation is bool:
            values: tuple[Any, ...] = (False, True)
        elif typing.get_origin(annotation) is Literal:
            values = typing.get_args(annotation)
        else:
            continue
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        labels = extra.get("choices", {})
        assert isinstance(labels, dict)
        out.append(
            {
                "name": name,
                "label": info.title or name,
                "choices": [{"value": v, "label": labels.get(str(v), _label(v))} for v in values],
                "default": info.default,
            }
        )
    return out


def option_values(options: type[Options]) -> list[JSON]:
    """One options dict per value of each listed option (the others at their defaults):
    the settings a conformance run goes through."""
    found: list[JSON] = [{}]
    for f in option_fields(options):
        found += [{f["name"]: c["value"]} for c in f["choices"] if c["value"] != f["default"]]
    return found


def _label(value: object) -> str:
    if isinstance(value, bool):
        return "Yes" if value else "No"
    return str(value).replace("-", " ").capitalize()


# ---------------------------------------------------------------- results


def make_result(
    parts: Sequence[Sequence[tuple[str, int]]],
    tie_values: Sequence[int | float] | None = None,
    tie_break: str | None = None,
) -> JSON:
    """The game-neutral result from each seat's scoring parts, best total first.

    `parts[seat]` is an ordered list of (label, points); the total is their sum. Seats with
    equal totals are ranked by `tie_values` (higher first, described by `tie_break`), and
    stay tied when those are equal too. Returns {"seats": [{"total", "parts"}], "ranking":
    [[seats tied], ...], "winners": [...], "tie_break": words or None}.
    """
    totals = [sum(points for _, points in seat) for seat in parts]
    ties = list(tie_values) if tie_values is not None else [0] * len(parts)
    order = sorted(range(len(parts)), key=lambda i: (-totals[i], -ties[i]))
    ranking: list[list[int]] = []
    for seat in order:
        first = ranking[-1][0] if ranking else None
        if first is not None and (totals[first], ties[first]) == (totals[seat], ties[seat]):
            ranking[-1].append(seat)
        else:
            ranking.append([seat])
    return {
        "seats": [
            {"total": total, "parts": [{"label": label, "points": p} for label, p in seat]}
            for total, seat in zip(totals, parts, strict=True)
        ],
        "ranking": ranking,
        "winners": ranking[0],
        "tie_break": tie_break,
    }


# ---------------------------------------------------------------- legality


def require_legal(legal: Sequence[JSON], move: object, explain: Callable[[], str]) -> JSON:
    """The one of the `legal` moves that `move` is, to the letter (`true` is not `1`).

    Raises IllegalMove with `explain()` when `move` is none of them.
    """
    if not isinstance(move, dict):
        raise IllegalMove("A move must be an object with a 'type'.")
    try:
        found = legal[legal.index(move)]
    except ValueError:
        raise IllegalMove(explain()) from None
    if not _same(found, move):
        raise IllegalMove(explain())
    return found


def _same(a: Any, b: Any) -> bool:
    """Whether two JSON values are equal with the same types all the way down."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return a.keys() == b.keys() and all(_same(v, b[k]) for k, v in a.items())
    if type(a) is list:
        return len(a) == len(b) and all(map(_same, a, b))
    return bool(a == b)


# ---------------------------------------------------------------- views and patches


def apply_patch(view: JSON, ops: list[Op]) -> JSON:
    """Change `view` in place by patch `ops`, and return it.

    An op is `[path, value]`: set the value at `path` (a list index one past the end
    appends), or `[path]`: delete the key (if present) or the list element at `path`.
    """
    for op in ops:
        *parents, last = op[0]
        node: Any = view
        for key in parents:
            node = node[key]
        if len(op) == 1:
            if isinstance(node, list):
                del node[last]
            else:
                node.pop(last, None)
        elif isinstance(node, list) and last == len(node):
            node.append(op[1])
        else:
            node[last] = op[1]
    return view


@dataclass(frozen=True, slots=True)
class Part(Generic[S]):
    """One top-level part of a view: how to build it whole, and (for a part that is a
    dict or list) how to build one entry of it. `entry` raises KeyError for an entry that
    is not there (the patch then deletes it)."""

    whole: Callable[[S, Viewer], Any]
    entry: Callable[[S, Viewer, Any], Any] | None = None


@dataclass(frozen=True, slots=True)
class PartedView(Generic[S]):
    """A view made of named parts, and its patches from what a move's events name.

    `touched(state, events)` gives the paths that the move changed: `(part,)` for a whole
    part, `(part, key, ...)` for one entry or a field deep in it. A patch sets each path
    to its value in the new state (or deletes an entry no longer there), so the previous
    view plus the patch is the fresh view whenever `touched` names everything that
    changed (the conformance suite checks it).
    """

    parts: dict[str, Part[S]]
    touched: Callable[[S, list[JSON]], Iterable[Path]]
    _names: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_names", tuple(self.parts))

    def view(self, state: S, seat: Viewer) -> JSON:
        """The whole view of `seat` (None: a spectator)."""
        return {name: part.whole(state, seat) for name, part in self.parts.items()}

    def patch(self, state: S, seat: Viewer, events: list[Event]) -> list[Op]:
        """The ops that turn `seat`'s view before the move into its view of `state`."""
        paths = dict.fromkeys(self.touched(state, [e.data for e in events]))
        entries: dict[tuple[str, Any], Any] = {}
        ops: list[Op] = []
        for path in paths:
            name = path[0]
            assert isinstance(name, str)
            part = self.parts[name]
            if len(path) == 1 or part.entry is None:
                ops.append([[name], part.whole(state, seat)])
                continue
            where = (name, path[1])
            try:
                if where not in entries:
                    entries[where] = part.entry(state, seat, path[1])
            except KeyError:
                ops.append([[name, path[1]]])
                continue
            value = entries[where]
            for step in path[2:]:
                value = value[step]
            ops.append([list(path), value])
        return ops

    def everything(self) -> list[Path]:
        """Every part's path (for a move that changes the whole view, e.g. the game's end)."""
        return [(name,) for name in self._names]


# ---------------------------------------------------------------- randomness during play


_MASK = (1 << 64) - 1


class Rng:
    """A seeded generator for draws during play (splitmix64), kept in a game's state.

    Its whole state is one integer, dumped and loaded with the game's state and never
    shown in a view or an event. It does not depend on Python's `random`, so a stored
    game replays identically on any Python version.
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def copy(self) -> Rng:
        return Rng(self.state)

    def _next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number from 0 to n - 1, each equally likely. Raises ValueError if n < 1."""
        if n < 1:
            raise ValueError("below() needs n >= 1")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self._next()
            if x < limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle `items` in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


# ---------------------------------------------------------------- the interface


class Bot(Protocol):
    """A player that knows only what its seat may know."""

    level: str

    def choose(self, view: JSON, moves: list[JSON], history: list[JSON], seed: int) -> JSON:
        """One of `moves`, chosen from the seat's `view` and the events it has seen."""
        ...


@dataclass(frozen=True, slots=True)
class Assessment:
    """A bot's judgement of a move made: the move it prefers instead (the first of its
    plan), that plan in words, and how many points the move made is worse (0: as good)."""

    best: JSON
    plan: str
    loss: float


@runtime_checkable
class Reviewer(Protocol):
    """A bot that can also judge the moves a seat made (a game's hard bot)."""

    def assess(
        self, view: JSON, moves: list[JSON], history: list[JSON], seed: int, played: JSON
    ) -> Assessment:
        """How `played`, one of `moves`, compares with the move the bot would choose from
        the same `view` and `history`: both are played out on the same sampled worlds,
        under the bot's budget. The loss is in the game's points."""
        ...


def judge(values: Sequence[float], candidates: int, played: int) -> tuple[int, float]:
    """The bot's pick among the first `candidates` options by `values` (the first of
    equals), and how much lower option `played`'s value is (0 when it is no lower)."""
    pick = max(range(candidates), key=values.__getitem__)
    return pick, max(0.0, values[pick] - values[played])


def reviewer(game: Game, budget: float) -> Reviewer | None:
    """`game`'s strongest bot, searching `budget` seconds a decision, as a reviewer; None
    when it cannot review."""
    bot = game.bot(game.bot_levels[-1], budget)
    return bot if isinstance(bot, Reviewer) else None


@dataclass(frozen=True, slots=True)
class BotLevels:
    """A game's three bot levels and how to make each: the hard one searches for `budget`
    seconds a move unless told otherwise."""

    easy: Callable[[], Bot]
    medium: Callable[[], Bot]
    hard: Callable[[float], Bot]
    budget: float
    names: tuple[str, ...] = ("easy", "medium", "hard")

    def make(self, level: str, budget: float | None = None) -> Bot:
        """A bot of `level`. Raises KeyError for an unknown level."""
        if level == "easy":
            return self.easy()
        if level == "medium":
            return self.medium()
        if level == "hard":
            return self.hard(self.budget if budget is None else budget)
        raise KeyError(f"unknown bot level {level!r}; the levels are {', '.join(self.names)}")


class Game(Protocol):
    """A game's rules. Seats are 0..players-1."""

    @property
    def name(self) -> str:
        """The short name, in URLs and the registry: "renature", "forest-shuffle"."""
        ...

    @property
    def title(self) -> str:
        """The display name: "Renature", "Forest Shuffle"."""
        ...

    @property
    def summary(self) -> str:
        """What the game is about, in a sentence or two for the lobby."""
        ...

    @property
    def player_counts(self) -> tuple[int, ...]:
        """The numbers of players it is played by."""
        ...

    @property
    def options(self) -> type[Options]:
        """Its table options' schema."""
        ...

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """Its bots' levels, weakest first."""
        ...

    def new(self, players: int, seed: int, options: JSON) -> Any:
        """A new game's state. Raises ValueError for a player count or options it refuses."""
        ...

    def current_seat(self, state: Any) -> int | None:
        """The seat to move, or None once the game is over."""
        ...

    def legal_moves(self, state: Any, seat: int) -> list[JSON]:
        """Every move `seat` may make now, as JSON-ready dicts (empty when not its turn).

        A move is legal exactly when it is in this list."""
        ...

    def apply(self, state: Any, seat: int, move: JSON) -> tuple[Any, list[Event]]:
        """The state after `seat` makes `move`, and the events. Raises IllegalMove."""
        ...

    def view(self, state: Any, seat: Viewer) -> JSON:
        """What `seat` (None: a spectator) may see, JSON-ready."""
        ...

    def view_patch(self, state: Any, seat: Viewer, events: list[Event]) -> list[Op]:
        """How `seat`'s view changed in the move that gave `state` and `events`, as patch
        ops (see `apply_patch`) built from what the move changed, not by comparing views."""
        ...

    def bot(self, level: str, budget: float | None = None) -> Bot:
        """A bot of `level` (one of `bot_levels`); `budget` is a searching level's seconds
        per move (None: its default). Raises KeyError for an unknown level."""
        ...

    def result(self, state: Any) -> JSON | None:
        """The result (see `make_result`) once the game is over; None while playing."""
        ...

    def dump(self, state: Any) -> JSON:
        """The whole state, secrets included, JSON-ready (server side only)."""
        ...

    def load(self, data: JSON) -> Any:
        """The state that `dump` gave `data` for. Raises ValueError for malformed data."""
        ...

    def text(self, state: Any) -> str:
        """The state as text a person can read (golden files, bug reports)."""
        ...


def is_over(game: Game, state: Any) -> bool:
    """Whether the game in `state` is over."""
    return game.result(state) is not None
