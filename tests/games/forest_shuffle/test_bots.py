"""Forest Shuffle's bots: legal moves only, from the view alone, and sound rebuilding."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from server.games.base import JSON, events_for
from server.games.forest_shuffle.bots import SEARCHED, easy, make
from server.games.forest_shuffle.bots.hard import candidates
from server.games.forest_shuffle.bots.plan import Turn, greedy_move
from server.games.forest_shuffle.sample import sample
from server.games.forest_shuffle.state import State, Step, step
from server.games.search import Searcher
from tests.games.forest_shuffle.positions import GAME, card, play, position, tree


def bot_game(levels: list[str], seed: int) -> Iterator[tuple[State, JSON, list[JSON], list[JSON]]]:
    """A game between bots of `levels`; yields (state, move, moves, history) per move,
    after checking that the move is legal."""
    bots = [make(level) if level != "hard" else Searcher(SEARCHED, budget=0.0) for level in levels]
    state = GAME.new(len(levels), seed, {})
    history: list[list[JSON]] = [[] for _ in levels]
    n = 0
    while (seat := GAME.current_seat(state)) is not None:
        moves = GAME.legal_moves(state, seat)
        move = bots[seat].choose(GAME.view(state, seat), moves, history[seat], seed + n)
        assert move in moves
        yield state, move, moves, history[seat]
        state, events = GAME.apply(state, seat, move)
        for i in range(len(levels)):
            history[i] += events_for(events, i)
        n += 1


@pytest.mark.parametrize("levels", [["easy", "medium"], ["medium", "easy", "medium"]])
def test_easy_and_medium_play_whole_games_with_legal_moves(levels: list[str]) -> None:
    assert sum(1 for _ in bot_game(levels, 3)) > 40 * len(levels)


def test_hard_plays_legal_moves_in_every_step() -> None:
    steps = set()
    for n, (state, _, _, _) in enumerate(bot_game(["hard", "medium"], 4)):
        steps.add(step(state))
        if n > 150:
            break
    assert {Step.ACTION, Step.PAY, Step.DRAW} <= steps


def test_easy_plays_a_card_face_up_whenever_it_can() -> None:
    for _, move, moves, _ in bot_game(["easy", "easy"], 5):
        if any(m["type"] == "play" and m["as"] != "sapling" for m in moves):
            assert move["type"] == "play" and move["as"] != "sapling"
    assert easy.Easy().level == "easy"


@pytest.mark.parametrize("players", [2, 4])
def test_a_rebuilt_state_gives_the_seats_view_and_moves_back(players: int) -> None:
    rng = random.Random(players)
    for n, (state, _, _, _) in enumerate(bot_game(["medium"] * players, 20 + players)):
        if n % 5:
            continue
        for seat in range(players):
            view = GAME.view(state, seat)
            rebuilt = sample(view, [], rng)
            assert GAME.view(rebuilt, seat) == view
            assert GAME.legal_moves(rebuilt, seat) == GAME.legal_moves(state, seat)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_chooses_from_the_view_alone(level: str) -> None:
    bot = Searcher(SEARCHED, budget=0.0) if level == "hard" else make(level)
    rng = random.Random(4)
    compared = 0
    for n, (state, _, moves, history) in enumerate(bot_game(["medium"] * 3, 9)):
        if n % 7:
            continue
        seat = state.current
        assert seat is not None
        twin = GAME.sample(GAME.view(state, seat), history, rng)
        assert GAME.dump(twin) != GAME.dump(state)
        view = GAME.view(state, seat)
        assert GAME.view(twin, seat) == view
        chosen = bot.choose(view, moves, history, n)
        assert bot.choose(GAME.view(twin, seat), moves, history, n) == chosen
        compared += 1
    assert compared > 10


def test_every_plan_starts_with_a_legal_move() -> None:
    for n, (state, _, moves, _) in enumerate(bot_game(["medium", "medium"], 12)):
        if n > 200:
            break
        seat = state.current
        assert seat is not None
        if step(state) in (Step.ACTION, Step.MOLE):
            for plan in Turn(state, seat).plans():
                assert plan.moves[0] in moves


def waiting_to_draw(leading: int) -> State:
    """Seat 0 chooses whether to use the Beech's draw with two Winter cards out; the seat
    `leading` has the bigger forest."""
    beech, birch, oak = card("Beech"), card("Birch"), card("Oak")
    big = [tree("Linden"), tree("Sycamore")]
    s = position(
        hands={0: [beech, birch]},
        forests={leading: big},
        upper=[card("Horse Chestnut")],
        winter_in=[1],
        winter_out=2,
    )
    s, _ = play(s, 0, {"type": "play", "card": beech, "as": "tree"}, use=False)
    s, _ = play(s, 0, {"type": "pay", "cards": [birch]}, use=False)
    assert step(s) == Step.USE and oak not in s.players[0].hand
    return s


def test_the_bots_skip_a_draw_that_may_end_the_game_only_while_another_seat_leads() -> None:
    assert greedy_move(waiting_to_draw(leading=1), 0) == {"type": "skip"}
    assert greedy_move(waiting_to_draw(leading=0), 0) == {"type": "use"}
    plans = candidates(waiting_to_draw(leading=1), 0, [])
    assert [p.moves for p in plans] == [({"type": "use"},), ({"type": "skip"},)]
