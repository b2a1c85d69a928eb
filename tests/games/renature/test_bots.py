"""Renature's bots: legal moves only, no hidden information, sound sampling and arithmetic."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from types import FrameType

import pytest

from benchmarks import bots as tournament
from server.games import registry
from server.games.base import JSON
from server.games.renature.bots import SEARCHED, easy, make, plan
from server.games.renature.bots.hard import CANDIDATES, candidates, effect
from server.games.renature.bots.value import plant_steps, value
from server.games.renature.sample import own_discards, sample
from server.games.renature.state import Phase, State
from server.games.search import Searcher

GAME = registry.get("renature")


def bot_game(levels: list[str], seed: int) -> Iterator[tuple[State, JSON, list[JSON], list[JSON]]]:
    """Play a game between bots of `levels`; yield (state, move, moves, history) per move,
    after checking that the move is one of the legal ones."""
    bots = [make(level) for level in levels]
    state = GAME.new(len(levels), seed, {})
    history: list[list[JSON]] = [[] for _ in levels]
    while (seat := GAME.current_seat(state)) is not None:
        moves = GAME.legal_moves(state, seat)
        move = bots[seat].choose(GAME.view(state, seat), moves, history[seat], seed)
        assert move in moves
        yield state, move, moves, history[seat]
        state, events = GAME.apply(state, seat, move)
        for i in range(len(levels)):
            history[i] += [d for e in events if (d := e.for_seat(i)) is not None]


@pytest.mark.parametrize(
    "levels",
    [["easy", "medium"], ["medium", "easy"], ["easy", "medium", "medium"], ["medium"] * 4],
)
@pytest.mark.parametrize("seed", [3, 8])
def test_easy_and_medium_play_whole_games_with_legal_moves(levels: list[str], seed: int) -> None:
    assert sum(1 for _ in bot_game(levels, seed)) > 20 * len(levels)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_returns_legal_moves_in_every_phase(players: int) -> None:
    hard = Searcher(SEARCHED, budget=0.0)
    phases: set[Phase] = set()
    for n, (state, _, moves, history) in enumerate(bot_game(["medium"] * players, players)):
        if n == 90:
            break
        if n % 7 == 0 or state.phase in (Phase.PLANT, Phase.CLOUDS):
            seat = state.current
            assert seat is not None
            move = hard.choose(GAME.view(state, seat), moves, history, n)
            assert move in moves
            phases.add(state.phase)
    assert {Phase.DOMINO, Phase.PLANT, Phase.END} <= phases


def test_hard_searches_distinct_candidates() -> None:
    searched = 0
    for n, (state, _, moves, _) in enumerate(bot_game(["medium", "medium"], 12)):
        if n == 120:
            break
        seat = state.current
        assert seat is not None
        options = candidates(state, seat, moves)
        assert 1 <= len(options) <= CANDIDATES
        kinds = [tuple(effect(m) for m in plan.moves) for plan in options]
        assert len(set(kinds)) == len(kinds)
        assert [p.gain for p in options] == sorted((p.gain for p in options), reverse=True)
        searched += len(options) > 1
    assert searched > 20
    double = {"type": "place", "domino": 0, "cells": ["b1", "b2"]}
    assert effect(double) == effect(double | {"cells": ["b2", "b1"]})
    mixed = double | {"domino": 1}
    assert effect(mixed) != effect(mixed | {"cells": ["b2", "b1"]})


def test_easy_plants_whenever_it_can_and_spends_no_clouds() -> None:
    for _, move, moves, _ in bot_game(["easy", "easy", "easy"], 5):
        if any(m["type"] == "plant" for m in moves):
            assert move["type"] == "plant"
        assert move["type"] not in easy.CLOUD_SPENDING


# ------------------------------------------------------------ hidden information


def positions(players: int, seed: int) -> Iterator[tuple[State, list[list[JSON]]]]:
    """Every position of a medium game, with each seat's history up to it."""
    history: list[list[JSON]] = [[] for _ in range(players)]
    state = GAME.new(players, seed, {})
    bot = make("medium")
    while (seat := GAME.current_seat(state)) is not None:
        yield state, history
        moves = GAME.legal_moves(state, seat)
        move = bot.choose(GAME.view(state, seat), moves, history[seat], seed)
        state, events = GAME.apply(state, seat, move)
        history = [
            h + [d for e in events if (d := e.for_seat(i)) is not None]
            for i, h in enumerate(history)
        ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sampled_state_gives_the_seats_view_and_moves_back(players: int) -> None:
    rng = random.Random(players)
    for n, (state, history) in enumerate(positions(players, 20 + players)):
        if n % 3:
            continue
        for seat in range(players):
            view = GAME.view(state, seat)
            sampled = sample(view, history[seat], rng)
            assert GAME.view(sampled, seat) == view
            assert GAME.legal_moves(sampled, seat) == GAME.legal_moves(state, seat)
            mine = own_discards(history[seat], seat)
            assert set(mine) <= set(sampled.box_dominoes)


def test_sampling_deals_the_unseen_dominoes_and_token_backs_at_random() -> None:
    state = GAME.new(4, 1, {})
    view = GAME.view(state, 0)
    samples = [sample(view, [], random.Random(i)) for i in range(20)]
    assert len({tuple(s.players[1].hand) for s in samples}) > 10
    assert len({tuple(s.players[0].reserve) for s in samples}) > 10
    assert len({tuple(sorted(s.tokens.items())) for s in samples}) > 1
    assert all(s.players[0].hand == state.players[0].hand for s in samples)


def hidden_twin(s: State, seat: int, rng: random.Random) -> State:
    """`s` with everything `seat` cannot see dealt differently."""
    twin = s.copy()
    others = [p for i, p in enumerate(twin.players) if i != seat]
    unseen = [d for p in others for d in p.hand] + [d for p in twin.players for d in p.reserve]
    unseen += twin.box_dominoes
    rng.shuffle(unseen)
    for p in twin.players:
        if p not in others:
            p.reserve = [unseen.pop() for _ in p.reserve]
            continue
        p.hand = [unseen.pop() for _ in p.hand]
        p.reserve = [unseen.pop() for _ in p.reserve]
    twin.box_dominoes = tuple(unseen)
    return twin


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_chooses_from_the_view_alone(level: str) -> None:
    bot = Searcher(SEARCHED, budget=0.0) if level == "hard" else make(level)
    rng = random.Random(4)
    compared = 0
    for n, (state, history) in enumerate(positions(3, 9)):
        if n % 5 or state.current is None:
            continue
        seat = state.current
        twin = hidden_twin(state, seat, rng)
        assert GAME.dump(twin) != GAME.dump(state)
        view, moves = GAME.view(state, seat), GAME.legal_moves(state, seat)
        assert GAME.view(twin, seat) == view
        chosen = bot.choose(view, moves, history[seat], n)
        assert bot.choose(GAME.view(twin, seat), moves, history[seat], n) == chosen
        compared += 1
    assert compared > 10


def secrets(s: State, seat: int) -> set[int]:
    """Ids of the objects that hold what `seat` may not see, the state itself included."""
    held = [s, s.players, s.box_dominoes, s.box_tokens]
    held += [
        x for i, p in enumerate(s.players) for x in (p, p.reserve, p.tokens, p.hand) if i != seat
    ]
    return {id(x) for x in held} | {id(s.players[seat].reserve)}


def calls_holding(hidden: set[int], call: Callable[[], object]) -> list[str]:
    """The names of the Python functions that get one of the `hidden` objects (by id) as
    an argument or local variable at their start while `call()` runs."""
    seen: list[str] = []

    def watch(frame: FrameType, event: str, _arg: object) -> None:
        if event == "call" and any(id(v) in hidden for v in frame.f_locals.values()):
            seen.append(frame.f_code.co_name)

    sys.setprofile(watch)
    try:
        call()
    finally:
        sys.setprofile(None)
    return seen


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_function_the_bot_calls_ever_holds_the_true_state(level: str) -> None:
    bot = Searcher(SEARCHED, budget=0.0) if level == "hard" else make(level)
    watched = 0
    for n, (state, history) in enumerate(positions(2, 6)):
        if n % 9 or state.current is None:
            continue
        seat = state.current
        view, moves = GAME.view(state, seat), GAME.legal_moves(state, seat)
        choose = lambda: bot.choose(view, moves, history[seat], n)  # noqa: B023, E731
        assert calls_holding(secrets(state, seat), choose) == []
        watched += 1
    assert watched > 5
    assert "legal_moves" in calls_holding(secrets(state, 0), lambda: GAME.legal_moves(state, 0))


# ------------------------------------------------------------ the medium level's arithmetic


@pytest.mark.parametrize("players", [2, 4])
def test_every_plan_gains_what_the_engine_gives(players: int) -> None:
    checked = 0
    for n, (state, _) in enumerate(positions(players, 30 + players)):
        seat = state.current
        if seat is None or n % 2:
            continue
        moves = GAME.legal_moves(state, seat)
        if state.phase == Phase.DOMINO:
            options = [(p.gain, p.moves) for p in plan.plans(state, seat, moves)]
        elif state.phase == Phase.PLANT:
            options = [(gain, (move,)) for gain, move in plant_steps(state, seat)]
            assert sorted(map(str, (m for _, (m,) in options))) == sorted(
                str(m) for m in moves if m["type"] in ("plant", "skip_plant")
            )
        else:
            continue
        for gain, steps in options:
            after = state
            for move in steps:
                after, _ = GAME.apply(after, seat, move)
            after = plan.finish_turn(after, seat)
            if after.phase != Phase.OVER and steps[-1]["type"] != "discard":
                assert value(after, seat) - value(state, seat) == pytest.approx(gain)
                checked += 1
    assert checked > 100


# ------------------------------------------------------------ the tournament


def test_a_short_seeded_tournament_ranks_medium_above_easy() -> None:
    entrants = tournament.lineup(["medium", "easy"], 2)
    played = tournament.tournament(entrants, games=4, seed=1)
    assert [g for g, _ in played] == [0, 1, 2, 3]
    medium = sum(game.winner == g % 2 for g, game in played)
    assert medium >= 3
    lines = tournament.report(entrants, played)
    assert lines[1].startswith("0 medium") and lines[2].startswith("1 easy")
    assert tournament.tournament(entrants, games=4, seed=1)[2][1].scores == played[2][1].scores


def test_lineup_rotation_and_wilson_interval() -> None:
    assert tournament.lineup(["hard", "medium"], 4) == ["hard", "medium", "medium", "medium"]
    assert tournament.rotated(["a", "b", "c"], 1) == ["c", "a", "b"]
    low, high = tournament.wilson(7, 10)
    assert (round(low, 3), round(high, 3)) == (0.397, 0.892)
    with pytest.raises(ValueError):
        tournament.lineup(["easy"] * 3, 2)
