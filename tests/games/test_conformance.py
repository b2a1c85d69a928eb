"""The conformance suite: every registered game at every player count with its default
options, and at its most players with each other option value (with CONFORMANCE=full, each
option value at every player count: a longer run).

Seeded random games, and games between the bots, are played to the end; after every move
the suite checks what every engine promises (docs/engine.md):

- `apply` never changes its input, also when it refuses a move; refused moves (random
  changes of legal ones, moves out of turn, malformed moves) raise IllegalMove with a
  reason; every listed move applies;
- `dump`/`load` round-trip exactly; replaying the moves from the seed gives the same dumps;
- for every seat and a spectator, the previous view plus the patch is the fresh view, and
  the events seen are `events_for` the seat;
- hidden information: a state that differs only in what a seat may not know (the game's
  `resample` hook, tests/games/<game>/hooks.py) gives that seat the same view, and the
  same events when another seat makes the same move;
- every bot level returns one of the listed moves.

A human-readable golden playthrough per game (tests/games/<game>/golden/) is compared
line by line; regenerate it after an intended change with
    REGEN_GOLDEN=1 python -m pytest tests/games/test_conformance.py -k golden
"""

from __future__ import annotations

import copy
import importlib
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from server.games import playout, registry
from server.games.base import JSON, Event, Game, IllegalMove, apply_patch, events_for, option_values

TESTS = Path(__file__).parent
LISTED_PER_STEP = 12  # listed moves applied at each step (all when fewer)
BAD_PER_STEP = 4  # refused moves tried at each step


def hooks(game: Game) -> ModuleType:
    """The game's conformance hooks: resample(state, seat, rng), summary(view)."""
    return importlib.import_module(f"tests.games.{game.name.replace('-', '_')}.hooks")


def cases() -> Iterator[Any]:
    every_count = os.environ.get("CONFORMANCE") == "full"
    for name in registry.names():
        game = registry.get(name)
        most = (max(game.player_counts),)
        for options in option_values(game.options):
            counts = game.player_counts if every_count or not options else most
            for players in counts:
                label = "-".join([name, f"{players}p", *(f"{k}={v}" for k, v in options.items())])
                yield pytest.param(game, players, options, id=label)


def dumped(game: Game, state: Any) -> str:
    return json.dumps(game.dump(state), sort_keys=True)


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


# ---------------------------------------------------------------- the checks of one move


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
    assert dumped(game, game.load(game.dump(after))) == dumped(game, after)


def check_views(game: Game, views: dict[int | None, JSON], after: Any, events: list[Event]) -> None:
    for viewer, previous in views.items():
        patched = apply_patch(copy.deepcopy(previous), game.view_patch(after, viewer, events))
        fresh = game.view(after, viewer)
        assert patched == fresh, f"patch for {viewer} differs from a fresh view"
        assert [e for e in (ev.for_seat(viewer) for ev in events) if e is not None] == (
            events_for(events, viewer)
        )
        views[viewer] = fresh


def check_hidden(
    game: Game,
    viewers: list[int | None],
    step: tuple[Any, int, JSON, Any, list[Event]],
    rng: random.Random,
) -> None:
    """Resampling what a viewer may not know changes neither its view nor, when another seat
    makes the same move, the events it sees."""
    resample = hooks(game).resample
    before, seat, move, after, events = step
    if game.current_seat(after) is None:
        return
    for viewer in viewers:
        shown = json.dumps(game.view(after, viewer), sort_keys=True)
        other = resample(after, viewer, rng)
        assert json.dumps(game.view(other, viewer), sort_keys=True) == shown
        if viewer == seat:
            continue
        twin = resample(before, viewer, rng)
        if move in game.legal_moves(twin, seat):
            _, twin_events = game.apply(twin, seat, move)
            assert events_for(twin_events, viewer) == events_for(events, viewer)


# ---------------------------------------------------------------- the suite


@pytest.mark.parametrize(("game", "players", "options"), list(cases()))
def test_random_games_keep_every_promise(game: Game, players: int, options: JSON) -> None:
    seed = 1000 + players
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(players), None]
    views: dict[int | None, JSON] = {}
    moves: list[tuple[int, JSON]] = []
    dumps: list[str] = []
    after = None
    for before, seat, move, after, events in playout.random_game(game, players, seed, options):
        views = views or {v: game.view(before, v) for v in viewers}
        check_step(game, players, before, seat, move, after, rng)
        check_views(game, views, after, events)
        check_hidden(game, viewers, (before, seat, move, after, events), rng)
        moves.append((seat, move))
        dumps.append(dumped(game, after))
    assert after is not None and game.current_seat(after) is None
    result = game.result(after)
    assert result is not None
    assert sorted(s for tied in result["ranking"] for s in tied) == list(range(players))
    assert all(s["total"] == sum(p["points"] for p in s["parts"]) for s in result["seats"])
    state = game.new(players, seed, options)
    for i, (seat, move) in enumerate(moves):
        state, _ = game.apply(state, seat, move)
        assert dumped(game, state) == dumps[i], f"replay differs at move {i + 1}"


@pytest.mark.parametrize(("game", "players", "options"), list(cases()))
def test_bots_of_every_level_move_legally(game: Game, players: int, options: JSON) -> None:
    """A game between the bots, levels in turn around the table, to its end."""
    levels = [game.bot_levels[i % len(game.bot_levels)] for i in range(players)]
    bots = [game.bot(level, 0.02) for level in levels]
    state = game.new(players, 7 + players, options)
    history: list[list[JSON]] = [[] for _ in range(players)]
    number = 0
    while (seat := game.current_seat(state)) is not None:
        view, legal = game.view(state, seat), game.legal_moves(state, seat)
        move = bots[seat].choose(view, legal, history[seat], number)
        assert move in legal, f"{levels[seat]} chose {move!r}"
        state, events = game.apply(state, seat, move)
        for i in range(players):
            history[i] += events_for(events, i)
        number += 1
    assert game.result(state) is not None


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
        shown = ", ".join(json.dumps(m, sort_keys=True) for m in legal[:8])
        lines.append(f"legal ({len(legal)}): {shown}{' ...' if len(legal) > 8 else ''}")
        lines.append(f"move: {json.dumps(move, sort_keys=True)}")
        for v in viewers:
            lines.append(f"events {v}: {json.dumps(events_for(events, v), sort_keys=True)}")
    assert after is not None
    lines += ["## the end", *game.text(after).splitlines()]
    lines.append(json.dumps(game.result(after), sort_keys=True))
    return lines


@pytest.mark.parametrize("name", registry.names())
def test_golden_playthrough(name: str) -> None:
    game = registry.get(name)
    players = game.player_counts[len(game.player_counts) // 2]
    golden = TESTS / game.name.replace("-", "_") / "golden" / f"{game.name}-{players}p.txt"
    lines = playthrough(game, players, 2026)
    if os.environ.get("REGEN_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        golden.write_text("\n".join(lines) + "\n")
    assert golden.read_text().splitlines() == lines
