"""Random games on both Valley boards, with invariants checked after every move; bots on
the Valley boards."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from server.games import playout
from server.games.base import JSON, Event
from server.games.renature.board import NEIGHBOURS
from server.games.renature.bots import make
from server.games.renature.bots.value import mushroom_steps
from server.games.renature.sample import sample
from server.games.renature.state import Phase, State
from tests.games.renature.play import check_dominoes_and_plants, scored_by_events
from tests.games.renature.positions import COVER_STUMP_J, GAME, apply, by_stump_j, mushroom, plant

BOARDS = ["valley", "valley-variant"]


def expected_areas(s: State) -> dict[str, frozenset[int]]:
    """The connected groups of area spaces (the board's and the mushrooms), worked out
    afresh, each by the first letter of the board's areas in it."""
    spaces = {i for i, a in enumerate(s.board.area_of) if a} | set(s.mushrooms)
    out: dict[str, frozenset[int]] = {}
    while spaces:
        group, todo = set(), [spaces.pop()]
        while todo:
            i = todo.pop()
            group.add(i)
            todo += [j for j in NEIGHBOURS[i] if j in spaces]
            spaces -= set(NEIGHBOURS[i])
        out[min(a for i in group if (a := s.board.area_of[i]))] = frozenset(group)
    return out


def check(s: State, start: State) -> None:
    check_dominoes_and_plants(s, start)
    clouds = sum(s.clouds.values()) + sum(p.clouds for p in s.players) + s.box_clouds
    assert clouds + s.pending_clouds == 32
    assert s.mushroom_supply + len(s.mushrooms) + s.box_mushrooms == 8
    assert {a: frozenset(cs) for a, cs in s.areas.cells.items()} == expected_areas(s)
    assert all(s.animals[m] < 0 and s.board.domino[m] for m in s.mushrooms)
    assert all(s.areas.of[c] is None for c in s.frontier)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("seed", range(3))
def test_random_valley_games_keep_every_invariant(players: int, board: str, seed: int) -> None:
    start: State | None = None
    all_events: list[Event] = []
    kinds: Counter[str] = Counter()
    after = None
    for before, seat, move, after, events in playout.random_game(
        GAME, players, seed, {"board": board}
    ):
        start = start or before
        all_events += events
        kinds[move["type"]] += 1
        check(after, start)
        assert move in GAME.legal_moves(before, seat)
        assert [p.score for p in after.players] == scored_by_events(all_events, after)
        assert json.loads(json.dumps(GAME.dump(after))) == GAME.dump(GAME.load(GAME.dump(after)))
    assert after is not None and after.phase == Phase.OVER and after.plants == {}
    assert kinds["mushroom"] > 0
    result = GAME.result(after)
    assert result is not None and len(after.tie) == players


@pytest.mark.parametrize("board", BOARDS)
def test_a_state_sampled_from_a_valley_view_gives_the_view_back(board: str) -> None:
    rng = random.Random(4)
    for n, (_, _, _, after, _) in enumerate(playout.random_game(GAME, 3, 5, {"board": board})):
        if after.current is None or n % 5:
            continue
        seat = after.current
        view = GAME.view(after, seat)
        sampled = sample(view, [], rng)
        assert GAME.view(sampled, seat) == view


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_play_whole_valley_games_with_legal_moves(board: str, level: str) -> None:
    bots = [make(level, 0.01), make("medium")]
    state = GAME.new(2, 21, {"board": board})
    history: list[list[JSON]] = [[], []]
    while (seat := GAME.current_seat(state)) is not None:
        moves = GAME.legal_moves(state, seat)
        move = bots[seat].choose(GAME.view(state, seat), moves, history[seat], len(history[0]))
        assert move in moves
        state, events = GAME.apply(state, seat, move)
        for i in range(2):
            history[i] += [d for e in events if (d := e.for_seat(i)) is not None]
    assert GAME.result(state) is not None


def test_medium_puts_its_mushroom_where_the_joined_area_is_worth_most_to_it() -> None:
    s = mushroom(by_stump_j(), (0, 1))  # A: 5 spaces
    s = plant(s, (1, 0), 0, "white", "oak")  # white alone in A: 5 + 2 now
    s = plant(s, (2, 2), 1, "black", "turf")  # black alone in F (6): 6 + 3 now
    s, _ = apply(s, 0, COVER_STUMP_J)
    # joining A and the empty I (5) at (4, 0): white 11 + 5 (+9); joining A and F at (2, 1)
    # or (3, 1): white 12, black 6 (+5, and black -3); one more space for A: +2
    gains = dict((json.dumps(m), g) for g, m in mushroom_steps(s, 0))
    best = max(gains, key=gains.__getitem__)
    assert json.loads(best) == {"type": "mushroom", "cell": "a5"}
    chosen = make("medium").choose(GAME.view(s, 0), GAME.legal_moves(s, 0), [], 1)
    assert chosen == {"type": "mushroom", "cell": "a5"}
