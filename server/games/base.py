"""The interface every game implements, and the small pieces every game shares.

A game is a pure library: a state goes in, a new state and events come out. States are
never changed in place; `apply` returns a new state and leaves the one it was given as it
was, also when it raises `IllegalMove`. See docs/engine.md.
"""

from __future__ import annotations

import json
import pathlib
import random
import typing
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, NamedTuple, Protocol, runtime_checkable

import orjson
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from typing_extensions import TypeVar

from server.i18n import N_, Reason

JSON = dict[str, Any]
Viewer = int | None  # a seat, or None: a spectator
Path = tuple[str | int, ...]
Op = list[Any]  # [path, value] sets, [path] deletes; see apply_patch

S = TypeVar("S")
T = TypeVar("T", default=Any)  # a game's state type


class IllegalMove(Reason, ValueError):
    """A move the rules refuse, for a reason a person can read (said in the language of
    whoever is told)."""


# ---------------------------------------------------------------- events


class Event(NamedTuple):
    """Something that happened in a move, and who may see it (a named tuple: cheaper to
    make than a frozen dataclass, and a move makes several).

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


UNDONE = "undone"  # the event of a step taken back: {"type": UNDONE, "seat": seat}


def events_for(events: Iterable[Event], seat: Viewer) -> list[JSON]:
    """The forms of `events` that `seat` (None: a spectator) may see, in order."""
    return [seen for seen in (event.for_seat(seat) for event in events) if seen is not None]


# ---------------------------------------------------------------- options


class Options(BaseModel):
    """A game's table options: a pydantic model with a default for every field.

    Fields are booleans or `Literal` choices; each field's `title` is its label in the
    create-table dialog. Unknown options are refused. A game whose rule readings changed
    has an `EDITION` field (`edition_field`).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)


EDITION = "edition"  # the option naming the rules edition a game is played under


def edition_field(latest: int) -> Any:
    """The `EDITION` option of a game whose readings of its rules changed after games were
    stored: 1 for the first, `latest` (the default) for new games. A game keeps its edition,
    so that it replays as it was played; games stored before the game had an edition are
    given 1 by a migration. Not a choice of the create-table dialog (pydantic's `Field` is
    untyped)."""
    return Field(default=latest, ge=1, le=latest, title="Rules edition")


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
    """A choice's label when its game names none (in English: translated where shown)."""
    if isinstance(value, bool):
        return N_("Yes") if value else N_("No")
    return str(value).replace("-", " ").capitalize()


# ---------------------------------------------------------------- game data

M = TypeVar("M", bound=BaseModel)


def read_data(model: type[M], path: pathlib.Path) -> M:
    """The JSON data file at `path` (a game's components) read by the pydantic `model`.
    Raises ValueError as `parse_data` does, or for a file that is not JSON."""
    return parse_data(model, json.loads(path.read_text()), path.name)


def parse_data(model: type[M], raw: object, name: str) -> M:
    """`raw` (the data of the file called `name`) read by the pydantic `model`.

    Raises ValueError naming the file and each bad field: "cards.json: species.0.points:
    Field required".
    """
    try:
        return model.model_validate(raw)
    except ValidationError as error:
        wrong = "; ".join(
            f"{'.'.join(map(str, e['loc'])) or 'the file'}: {e['msg']}" for e in error.errors()
        )
        raise ValueError(f"{name}: {wrong}") from None


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

    The labels and the tie-break's words are stored as they are given, in English (a game
    marks them with N_ for its catalogue): whoever shows the result translates them.
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


def require_legal(
    legal: Sequence[JSON], move: object, explain: Callable[[], str | IllegalMove]
) -> JSON:
    """The one of the `legal` moves that `move` is, to the letter (`true` is not `1`).

    Raises IllegalMove when `move` is none of them: the one `explain()` gives, or one saying
    the message it gives (a message without values, marked where it is written).
    """
    if not isinstance(move, dict):
        raise IllegalMove("A move must be an object with a 'type'.")
    try:
        found = legal[legal.index(move)]
    except ValueError:
        raise _refusal(explain()) from None
    if found is not move and _text(found) != _text(move):
        raise _refusal(explain())
    return found


def _refusal(why: str | IllegalMove) -> IllegalMove:
    return why if isinstance(why, IllegalMove) else IllegalMove(why)


def _text(value: JSON) -> bytes:
    """A move as JSON text, keys sorted: two moves have the same text when they are equal
    with the same types all the way down (`true` is not `1`, `1.0` is not `1`)."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    except TypeError:  # not JSON (a key that is not a string): like no listed move
        return b""


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
    is not there (the patch then deletes it). A `public` part is the same for every
    viewer: a move's patches build it once for all of them."""

    whole: Callable[[S, Viewer], Any]
    entry: Callable[[S, Viewer, Any], Any] | None = None
    public: bool = False


def public(build: Callable[[S], Any]) -> Part[S]:
    """A part every viewer sees alike, built by `build(state)`."""
    return Part(lambda s, _viewer: build(s), public=True)


def standard_parts(
    name: str, current: Callable[[S], int | None], result: Callable[[S], JSON | None]
) -> tuple[dict[str, Part[S]], dict[str, Part[S]]]:
    """The parts every game's view has, as (first parts, last parts): the game's `name`,
    the viewer's seat, the seat to move (`current`), and last the `result` (None while
    playing)."""
    first: dict[str, Part[S]] = {
        "game": public(lambda _s: name),
        "seat": Part(lambda _s, seat: seat),
        "current": public(current),
    }
    return first, {"result": public(result)}


EVERYTHING: Path = ()  # the path of the whole view: every part (e.g. at the game's end)


@dataclass(frozen=True, slots=True)
class PartedView(Generic[S]):
    """A view made of named parts, and its patches from what a move's events name.

    `touched(state, events)` gives the paths that the move changed: `(part,)` for a whole
    part, `(part, key, ...)` for one entry or a field deep in it, `EVERYTHING` for every
    part. A patch sets each path to its value in the new state (or deletes an entry no
    longer there), so the previous view plus the patch is the fresh view whenever
    `touched` names everything that changed (the conformance suite checks it). A step
    taken back (an `UNDONE` event) touches every part: the game's `touched` never sees it.
    """

    parts: dict[str, Part[S]]
    touched: Callable[[S, list[JSON]], Iterable[Path]]

    def with_parts(self, first: dict[str, Part[S]], last: dict[str, Part[S]]) -> PartedView[S]:
        """This view with the parts `first` before its own and `last` after them."""
        return PartedView(first | self.parts | last, self.touched)

    def view(self, state: S, seat: Viewer) -> JSON:
        """The whole view of `seat` (None: a spectator)."""
        return {name: part.whole(state, seat) for name, part in self.parts.items()}

    def patch(self, state: S, seat: Viewer, events: list[Event]) -> list[Op]:
        """The ops that turn `seat`'s view before the move into its view of `state`."""
        return self.patches(state, [seat], events)[0]

    def patches(self, state: S, viewers: Sequence[Viewer], events: list[Event]) -> list[list[Op]]:
        """`patch` for each of `viewers`, in order. The ops of public parts are built once
        and shared by every viewer's patch (do not change them)."""
        if not viewers:
            return []
        paths = self._paths(state, events)
        shared: dict[tuple[str, Any], Any] = {}
        ops = {p: self._op(state, viewers[0], p, shared) for p in paths if self._public(p)}
        out = []
        for seat in viewers:
            own: dict[tuple[str, Any], Any] = {}
            out.append([ops[p] if p in ops else self._op(state, seat, p, own) for p in paths])
        return out

    def _paths(self, state: S, events: list[Event]) -> list[Path]:
        """The paths the move changed, each once, in order; every part's for `EVERYTHING`."""
        if any(e.data.get("type") == UNDONE for e in events):
            return [(name,) for name in self.parts]
        paths: list[Path] = []
        for path in self.touched(state, [e.data for e in events]):
            paths += [(name,) for name in self.parts] if path == EVERYTHING else [path]
        return list(dict.fromkeys(paths))

    def _public(self, path: Path) -> bool:
        """Whether `path` lies in a part every viewer sees alike."""
        return self.parts[str(path[0])].public

    def _op(self, state: S, seat: Viewer, path: Path, built: dict[Any, Any]) -> Op:
        """The op that sets (or deletes) `path` in `seat`'s view; `built` keeps the parts
        and entries built so far."""
        name = str(path[0])
        part = self.parts[name]
        whole = len(path) == 1 or part.entry is None
        where = (name,) if whole else (name, path[1])
        if where not in built:
            built[where] = self._build(state, seat, part, where)
        value = built[where]
        if whole:
            return [[name], value]
        if value is _ABSENT:
            return [[name, path[1]]]
        for step in path[2:]:
            value = value[step]
        return [list(path), value]

    @staticmethod
    def _build(state: S, seat: Viewer, part: Part[S], where: tuple[Any, ...]) -> Any:
        """A whole part (`where` is its name alone), or one entry (None: not there)."""
        if len(where) == 1 or part.entry is None:
            return part.whole(state, seat)
        try:
            return part.entry(state, seat, where[1])
        except KeyError:
            return _ABSENT


_ABSENT = object()  # an entry that is not there


# ---------------------------------------------------------------- invariants


def conserved(found: Iterable[Hashable], expected: Iterable[Hashable], what: str) -> None:
    """Check that the components `found` in a state are `expected`, each as many times.

    Raises AssertionError naming the `what` (e.g. "tile") lost and doubled.
    """
    have, want = Counter(found), Counter(expected)
    if have != want:
        lost = sorted(map(str, (want - have).elements()))
        extra = sorted(map(str, (have - want).elements()))
        raise AssertionError(f"{what}s lost: {lost}; {what}s too many: {extra}")


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
    plan), that plan in words (in the language spoken), how many points the move made is
    worse (0: as good), and the plan in words in each language of the site (`said`, by
    language; empty when only `plan` was said)."""

    best: JSON
    plan: str
    loss: float
    said: dict[str, str] = field(default_factory=dict)


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


@dataclass(frozen=True, slots=True)
class GameSpec(Generic[S]):
    """What a game supplies: its description as data and its rules as functions of its
    state type `S` (docs/engine.md). The platform's `Game` wraps them: the turn and
    game-over checks and the standard view parts are its own, not the game's.

    `legal_moves(state, seat)` and `apply(state, seat, move)` are only called for the
    seat to move of a game not over. `view` holds the game's own parts (see
    `standard_parts`). `sample(view, seen, rng)` deals a state that gives a seat's `view`
    back, from the events `seen` by the seat (raises ValueError for a view it cannot
    meet). `invariants(state)` raises AssertionError when a component is lost or doubled.
    `checkpoint(state, seat, move, events)` tells whether `move`, made by `seat` at `state`
    with `events`, cannot be taken back: it draws, turns or shows anything hidden, asks
    something of another seat, or ends the seat's turn (then nothing before it can be
    taken back either; the conformance suite checks that every other step reveals nothing).
    """

    name: str
    title: str
    summary: str
    player_counts: tuple[int, ...]
    options: type[Options]
    bots: BotLevels
    new: Callable[[int, int, JSON], S]
    current_seat: Callable[[S], int | None]
    legal_moves: Callable[[S, int], list[JSON]]
    apply: Callable[[S, int, JSON], tuple[S, list[Event]]]
    view: PartedView[S]
    result: Callable[[S], JSON | None]
    dump: Callable[[S], JSON]
    load: Callable[[JSON], S]
    text: Callable[[S], str]
    sample: Callable[[JSON, list[JSON], random.Random], S]
    invariants: Callable[[S], None]
    checkpoint: Callable[[S, int, JSON, list[Event]], bool]


class Game(Generic[T]):
    """A registered game, as the server uses it: a `GameSpec` and what the platform adds.
    Seats are 0..players-1; `T` is the game's state type (`Any` when not said)."""

    def __init__(self, spec: GameSpec[T]) -> None:
        self.spec = spec
        self.name = spec.name  # the short name, in URLs and the registry
        self.title = spec.title
        self.summary = spec.summary  # what the game is about, for the lobby
        self.player_counts = spec.player_counts
        self.options = spec.options
        self.bot_levels = spec.bots.names  # weakest first
        self._view = spec.view.with_parts(
            *standard_parts(spec.name, spec.current_seat, spec.result)
        )

    def new(self, players: int, seed: int, options: JSON) -> T:
        """A new game's state. Raises ValueError for a player count or options it refuses."""
        return self.spec.new(players, seed, options)

    def current_seat(self, state: T) -> int | None:
        """The seat to move, or None once the game is over."""
        return self.spec.current_seat(state)

    def legal_moves(self, state: T, seat: int) -> list[JSON]:
        """Every move `seat` may make now, as JSON-ready dicts; empty when it is not its
        turn or the game is over. A move is legal exactly when it is in this list."""
        if seat != self.spec.current_seat(state):
            return []
        return self.spec.legal_moves(state, seat)

    def apply(self, state: T, seat: int, move: JSON) -> tuple[T, list[Event]]:
        """The state after `seat` makes `move`, and the events; `state` is left as it was.
        Raises IllegalMove after the end, out of turn, or for a move the rules refuse."""
        self.check_turn(state, seat)
        return self.spec.apply(state, seat, move)

    def check_turn(self, state: T, seat: int) -> None:
        """Raises IllegalMove after the end, or when it is not `seat`'s turn."""
        current = self.spec.current_seat(state)
        if current is None:
            raise IllegalMove("The game is over.")
        if seat != current:
            raise IllegalMove(
                "It is seat {current}'s turn, not seat {seat}'s.", current=current, seat=seat
            )

    def view(self, state: T, seat: Viewer) -> JSON:
        """What `seat` (None: a spectator) may see, JSON-ready."""
        return self._view.view(state, seat)

    def view_patch(self, state: T, seat: Viewer, events: list[Event]) -> list[Op]:
        """How `seat`'s view changed in the move that gave `state` and `events`, as patch
        ops (see `apply_patch`) built from what the move changed, not by comparing views."""
        return self._view.patch(state, seat, events)

    def view_patches(
        self, state: T, viewers: Sequence[Viewer], events: list[Event]
    ) -> list[list[Op]]:
        """`view_patch` for each of `viewers`, in order, from one move: the parts every
        viewer sees alike are built once, and their ops shared (do not change them)."""
        return self._view.patches(state, viewers, events)

    def bot(self, level: str, budget: float | None = None) -> Bot:
        """A bot of `level` (one of `bot_levels`); `budget` is a searching level's seconds
        per move (None: its default). Raises KeyError for an unknown level."""
        return self.spec.bots.make(level, budget)

    def result(self, state: T) -> JSON | None:
        """The result (see `make_result`) once the game is over; None while playing."""
        return self.spec.result(state)

    def dump(self, state: T) -> JSON:
        """The whole state, secrets included, JSON-ready (server side only)."""
        return self.spec.dump(state)

    def load(self, data: JSON) -> T:
        """The state that `dump` gave `data` for. Raises ValueError for malformed data."""
        return self.spec.load(data)

    def text(self, state: T) -> str:
        """The state as text a person can read (golden files, bug reports)."""
        return self.spec.text(state)

    def sample(self, view: JSON, seen: list[JSON], rng: random.Random) -> T:
        """A state that gives a seat's `view` back, what the seat cannot see dealt by
        `rng`; `seen` are the events the seat has seen. Raises ValueError."""
        return self.spec.sample(view, seen, rng)

    def invariants(self, state: T) -> None:
        """Raises AssertionError when a component of `state` is lost or doubled."""
        self.spec.invariants(state)

    def checkpoint(self, state: T, seat: int, move: JSON, events: list[Event]) -> bool:
        """Whether `move`, made by `seat` at `state` with `events`, cannot be taken back,
        nor anything before it: it reveals what was hidden, involves another seat or ends
        the turn."""
        return self.spec.checkpoint(state, seat, move, events)
