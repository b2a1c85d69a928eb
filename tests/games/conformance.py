"""The conformance suite's checks, for any game: tests/games/test_conformance.py runs them
over every registered game, and a game defined in a test folder runs them on itself.

Seeded random games, and games between the bots, are played to the end; after every move
the checks hold what every engine promises (docs/engine.md):

- `apply` never changes its input, also when it refuses a move; refused moves (random
  changes of legal ones, moves out of turn, malformed moves) raise IllegalMove with a
  reason; every listed move applies;
- the game's `invariants` hold: every component is in one place;
- `dump`/`load` round-trip exactly; replaying the moves from the seed gives the same dumps;
- for every seat and a spectator, the previous view plus the patch is the fresh view, the
  patches of all viewers at once are their patches one by one, and the events seen are
  `events_for` the seat;
- hidden information: a state the game's `sample` deals from a seat's view and the events
  it has seen gives that seat the same view, and the same events when another seat makes
  the same move and the seat's view after it is the same;
- every bot level returns one of the listed moves; the strongest, reviewing, judges a listed
  move of each kind of decision (each set of kinds of move listed) against one listed.

A human-readable golden playthrough per game (tests/games/<game>/golden/) is compared
line by line; the game's hooks (tests/games/<game>/hooks.py) give a view in one line.
"""

from __future__ import annotations

import copy
import importlib
import json
import os
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from server.games import playout
from server.games.base import (
    JSON,
    Event,
    Game,
    IllegalMove,
    apply_patch,
    events_for,
    option_values,
    reviewer,
)
from server.games.line import UNDO, Line

TESTS = Path(__file__).parent
LISTED_PER_STEP = 12  # listed moves applied at each step (all when fewer)
BAD_PER_STEP = 4  # refused moves tried at each step


def folder(game: Game) -> Path:
    """The game's test folder: tests/games/<name with underscores>."""
    return TESTS / game.name.replace("-", "_")


def hooks(game: Game) -> ModuleType:
    """The game's conformance hooks: summary(view), a view in one line."""
    return importlib.import_module(f"tests.games.{folder(game).name}.hooks")


def cases(game: Game, every_value: bool = True) -> Iterator[tuple[int, JSON]]:
    """(players, options) to play: with the default options every player count (not
    `every_value`: the fewest and the most), and each other option value (not
    `every_value`: every option at its last value, all in one game) at the fewest players
    that seat two. CONFORMANCE=full: each option value at every count."""
    full = os.environ.get("CONFORMANCE") == "full"
    few = [n for n in game.player_counts if n >= 2][:1] or list(game.player_counts[-1:])
    counts = game.player_counts
    if not (every_value or full):
        counts = tuple(sorted({counts[0], counts[-1]}))
    values = option_values(game.options)
    if not (every_value or full):  # the defaults, then every option at its last value
        last = {key: value for v in values[1:] for key, value in v.items()}
        values = [{}, last] if last else [{}]
    for options in values:
        for players in counts if full or not options else few:
            yield players, options


def dumped(game: Game, state: Any) -> str:
    return json.dumps(game.dump(state), sort_keys=True)


def shown(view: JSON) -> str:
    """A view as text with its keys sorted: `true` and `1` differ."""
    return json.dumps(view, sort_keys=True)


# ---------------------------------------------------------------- refused moves


def bad_moves(legal: list[JSON], rng: random.Random) -> list[Any]:
    """Moves the rules must refuse: malformed ones, and legal moves changed at random."""
    out: list[Any] = [None, [], "place", {}, {"type": 7}, {"type": "no such move"}]
    for move in rng.sample(legal, min(len(legal), 3)):
        changed = copy.deepcopy(move)
        key = rng.choice(sorted(changed))
        changed[key] = rng.choice([None, -1, 10**6, "zz99", True, [], {"x": 1}])
        out.append(changed)
        out.append(move | {"extra": 1})
    out = [m for m in out if m not in legal]
    return rng.sample(out, min(len(out), BAD_PER_STEP))


def check_refused(game: Game, state: Any, seat: int, move: Any) -> None:
    before = dumped(game, state)
    with pytest.raises(IllegalMove) as refused:
        game.apply(state, seat, move)
    assert str(refused.value).strip(), f"no reason given for {move!r}"
    assert dumped(game, state) == before, f"refusing {move!r} changed the state"


def check_turn(
    game: Game, players: int, before: Any, seat: int, move: JSON, bad: list[Any]
) -> list[JSON]:
    """Check that `move` is among `seat`'s legal moves, that no other seat has any, and
    that each move of `bad` not listed is refused with the state unchanged. Returns the
    legal moves."""
    legal = game.legal_moves(before, seat)
    assert move in legal
    for other in range(players):
        if other != seat:
            assert game.legal_moves(before, other) == []
    for unlisted in bad:
        if unlisted not in legal:
            check_refused(game, before, seat, unlisted)
    return legal


# ---------------------------------------------------------------- the checks of one move


@dataclass
class Table:
    """What the viewers of a random game have: each viewer's view and the events each
    seat has seen."""

    views: dict[int | None, JSON]
    seen: dict[int, list[JSON]] = field(default_factory=dict)


def check_step(
    game: Game, players: int, before: Any, seat: int, move: JSON, after: Any, rng: random.Random
) -> None:
    legal = game.legal_moves(before, seat)
    assert move in legal
    frozen = dumped(game, before)
    for other in rng.sample(legal, min(len(legal), LISTED_PER_STEP)):
        game.apply(before, seat, other)  # every listed move applies
    for bad in bad_moves(legal, rng):
        check_refused(game, before, seat, bad)
    for other_seat in range(players):
        if other_seat != seat:
            assert game.legal_moves(before, other_seat) == []
            check_refused(game, before, other_seat, move)
    assert dumped(game, before) == frozen, "apply changed its input"
    game.invariants(after)
    assert dumped(game, game.load(game.dump(after))) == dumped(game, after)


def check_views(game: Game, table: Table, after: Any, events: list[Event]) -> None:
    viewers = list(table.views)
    together = game.view_patches(after, viewers, events)
    for viewer, patch in zip(viewers, together, strict=True):
        alone = game.view_patch(after, viewer, events)
        assert patch == alone, f"the patches of all viewers differ for {viewer}"
        patched = apply_patch(json.loads(shown(table.views[viewer])), alone)
        fresh = game.view(after, viewer)
        assert patched == fresh, f"patch for {viewer} differs from a fresh view"
        assert [e for e in (ev.for_seat(viewer) for ev in events) if e is not None] == (
            events_for(events, viewer)
        )
        table.views[viewer] = fresh


def check_hidden(
    game: Game,
    table: Table,
    earlier_views: dict[int | None, JSON],
    step: tuple[Any, int, JSON, Any, list[Event]],
    rng: random.Random,
) -> None:
    """A state sampled from a seat's view and the events it saw gives that seat the same
    view and keeps every component in one place; when another seat makes the same move in
    a state sampled before the move, and the seat sees the same view after it (chance,
    e.g. a card revealed from the deck, went the same way), it sees the same events too.
    `earlier_views` are the viewers' views before the move, `table`'s views those after it.
    Brings `table`'s events seen up to date."""
    _, seat, move, after, events = step
    for viewer, seen in table.seen.items():
        earlier = list(seen)
        seen += events_for(events, viewer)
        if game.current_seat(after) is None:
            continue
        view = table.views[viewer]
        sampled = game.sample(view, seen, rng)
        game.invariants(sampled)
        assert shown(game.view(sampled, viewer)) == shown(view), f"sampled for {viewer}"
        if viewer == seat:
            continue
        twin = game.sample(earlier_views[viewer], earlier, rng)
        if move in game.legal_moves(twin, seat):
            twin_after, twin_events = game.apply(twin, seat, move)
            if shown(game.view(twin_after, viewer)) == shown(view):
                assert events_for(twin_events, viewer) == events_for(events, viewer)


# ---------------------------------------------------------------- whole games


def check_random_game(game: Game, players: int, options: JSON) -> None:
    """A seeded random game to its end, every promise checked after every move; then its
    result and its replay."""
    seed = 1000 + players
    rng = random.Random(seed)
    table = Table({}, {seat: [] for seat in range(players)})
    moves: list[tuple[int, JSON]] = []
    dumps: list[str] = []
    after = None
    for before, seat, move, after, events in playout.random_game(game, players, seed, options):
        if not table.views:
            game.invariants(before)
            table.views = {v: game.view(before, v) for v in [*range(players), None]}
        check_step(game, players, before, seat, move, after, rng)
        earlier_views = dict(table.views)
        check_views(game, table, after, events)
        check_hidden(game, table, earlier_views, (before, seat, move, after, events), rng)
        moves.append((seat, move))
        dumps.append(dumped(game, after))
    assert after is not None and game.current_seat(after) is None
    assert game.legal_moves(after, 0) == []
    check_refused(game, after, 0, moves[-1][1])
    result = game.result(after)
    assert result is not None
    assert sorted(s for tied in result["ranking"] for s in tied) == list(range(players))
    assert all(s["total"] == sum(p["points"] for p in s["parts"]) for s in result["seats"])
    state = game.new(players, seed, options)
    for i, (seat, move) in enumerate(moves):
        state, _ = game.apply(state, seat, move)
        assert dumped(game, state) == dumps[i], f"replay differs at move {i + 1}"


def check_bots(game: Game, players: int, options: JSON) -> None:
    """A game between the bots to its end: the strongest level first, then each weaker one,
    the weakest filling the seats left."""
    strongest = len(game.bot_levels) - 1
    levels = [game.bot_levels[max(strongest - i, 0)] for i in range(players)]
    bots = [game.bot(level, 0.02) for level in levels]
    judge = reviewer(game, 0.0)
    reviewed: set[frozenset[str]] = set()
    state = game.new(players, 7 + players, options)
    history: list[list[JSON]] = [[] for _ in range(players)]
    number = 0
    while (seat := game.current_seat(state)) is not None:
        view, legal = game.view(state, seat), game.legal_moves(state, seat)
        move = bots[seat].choose(view, legal, history[seat], number)
        assert move in legal, f"{levels[seat]} chose {move!r}"
        kind = frozenset(json.dumps(m.get("type") if isinstance(m, dict) else m) for m in legal)
        if judge is not None and len(legal) > 1 and kind not in reviewed:
            reviewed.add(kind)
            judged = judge.assess(view, legal, history[seat], number, legal[-1])
            assert judged.best in legal and judged.loss >= 0, f"{judged!r} of {legal[-1]!r}"
        state, events = game.apply(state, seat, move)
        for i in range(players):
            history[i] += events_for(events, i)
        number += 1
    assert game.result(state) is not None


# ---------------------------------------------------------------- taking back

UNDO_CHANCE = 0.3  # how often a random game takes a step back where it may


def check_undo(game: Game, players: int, options: JSON) -> None:
    """A seeded random game on a line that takes steps back at random where it may: no
    listed move is the platform's undo; a step that may be taken back shows its seat
    nothing it did not know (the same move in a state sampled from the seat's view gives
    the same view), and whether a move could be taken back is the same there (a seat may
    ask it of any move: `Line.final`); an undo gives back the state, the legal moves and
    every view before the step, every viewer seeing that the seat took a step back and
    nothing more; the stored moves, undos included, replay to the same line."""
    seed = 2000 + players
    rng = random.Random(seed)
    line = Line.start(game, players, seed, options)
    viewers: list[int | None] = [*range(players), None]
    stored: list[tuple[int, JSON]] = []
    undos = 0
    while (seat := line.current) is not None:
        legal = game.legal_moves(line.state, seat)
        assert UNDO not in legal
        if line.undoable and rng.random() < UNDO_CHANCE:
            before = line.back[-1][1]
            events = line.apply(seat, UNDO)
            assert dumped(game, line.state) == dumped(game, before)
            assert game.legal_moves(line.state, seat) == game.legal_moves(before, seat)
            for viewer in viewers:
                assert events_for(events, viewer) == [{"type": "undone", "seat": seat}]
                assert game.view_patch(line.state, viewer, events) == [
                    [[name], value] for name, value in game.view(before, viewer).items()
                ]
            stored.append((seat, UNDO))
            undos += 1
            continue
        move = rng.choice(legal)
        twin = game.sample(game.view(line.state, seat), line.seen(seat), rng)
        final = line.final(seat, move)
        assert Line(game, twin).final(seat, move) == final, (
            f"whether {move!r} could be taken back tells its seat what it did not know"
        )
        line.apply(seat, move)
        stored.append((seat, move))
        if line.undoable:
            after, _ = game.apply(twin, seat, move)
            assert shown(game.view(after, seat)) == shown(game.view(line.state, seat)), (
                f"{move!r} may be taken back but shows its seat what it did not know"
            )
    replayed = Line.start(game, players, seed, options)
    replayed.replay(stored)
    assert dumped(game, replayed.state) == dumped(game, line.state)
    assert replayed.version == line.version == len(stored)
    assert undos > 0, "no step of the game could be taken back"
    assert len(replayed.taken_back) == 2 * undos


# ---------------------------------------------------------------- golden playthroughs


def playthrough(game: Game, players: int, seed: int) -> list[str]:
    """A seeded random game as text: each step's state, every seat's view in one line, the
    legal moves, the move chosen and the events each seat saw."""
    summary = hooks(game).summary
    viewers: list[int | None] = [*range(players), None]
    lines = [f"# {game.title}, {players} players, seed {seed}"]
    after = None
    for step, (before, seat, move, after, events) in enumerate(  # noqa: B007
        playout.random_game(game, players, seed), 1
    ):
        legal = game.legal_moves(before, seat)
        lines += [f"## step {step}: seat {seat}", *game.text(before).splitlines()]
        lines += [f"view {v}: {summary(game.view(before, v))}" for v in viewers]
        listed = ", ".join(json.dumps(m, sort_keys=True) for m in legal[:8])
        lines.append(f"legal ({len(legal)}): {listed}{' ...' if len(legal) > 8 else ''}")
        lines.append(f"move: {json.dumps(move, sort_keys=True)}")
        for v in viewers:
            lines.append(f"events {v}: {json.dumps(events_for(events, v), sort_keys=True)}")
    assert after is not None
    lines += ["## the end", *game.text(after).splitlines()]
    lines.append(json.dumps(game.result(after), sort_keys=True))
    return lines


def check_golden(game: Game) -> None:
    """The game's golden playthrough (at its middle player count, seed 2026) is the one in
    its folder; REGEN_GOLDEN=1 writes it anew."""
    players = game.player_counts[len(game.player_counts) // 2]
    golden = folder(game) / "golden" / f"{game.name}-{players}p.txt"
    lines = playthrough(game, players, 2026)
    if os.environ.get("REGEN_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        golden.write_text("\n".join(lines) + "\n")
    assert golden.read_text().splitlines() == lines
