"""What a seat sees: everything but the draws ahead, until the end; patches; dump/load;
the text form."""

from __future__ import annotations

import copy
import itertools
import json
import random
from collections.abc import Mapping, Sequence

import pytest

from server.games import playout
from server.games.base import apply_patch
from server.games.cascadia import scoring
from server.games.cascadia import view as cascadia_view
from server.games.cascadia.components import Coord
from server.games.cascadia.points import READS_ALL, Breakdown, animal_of, breakdown, breakdowns
from server.games.cascadia.sample import reshuffle
from server.games.cascadia.state import TILES, State
from tests.games.cascadia.positions import FOUR_TILES, GAME, new, play, set_display

SECRET_KEYS = {"stack", "unused", "rng", "seed"}


def test_the_view_shows_the_table_and_no_draw_ahead() -> None:
    s = new(3, seed=4)
    view = GAME.view(s, 1)
    assert view["game"] == "cascadia" and view["seat"] == 1 and view["current"] == 0
    assert view["stack"] == {"count": 59} and view["seed"] is None and view["result"] is None
    assert sum(view["bag"].values()) == 96 and set(view["bag"]) == {
        "bear",
        "elk",
        "salmon",
        "hawk",
        "fox",
    }
    assert view["cards"] == list(s.cards) and view["nature"] == 25
    assert [d["tile"]["id"] for d in view["display"]] == s.tiles
    assert [d["token"] for d in view["display"]] == s.tokens
    assert view["turn"] == {
        "number": 1,
        "pending": None,
        "taken": None,
        "placed": None,
        "overpopulation_used": False,
        "auto_replaced": list(s.auto),
    }
    assert set(view["seats"][2]["environment"]) == {"0,0", "-1,1", "0,1"}
    # five corridors of one tile each, and all three seats tied for every majority
    assert [score["total"] for score in view["scores"]] == [10, 10, 10]
    assert view["scores"][0]["majorities"] == dict.fromkeys("FMPRW", 1)
    text = json.dumps(view)
    assert str(s.rng.state) not in text


def test_no_view_tells_apart_states_that_differ_only_in_the_draws_ahead() -> None:
    s = new(2, seed=4)
    other = reshuffle(s, random.Random(1))
    assert other.stack != s.stack or other.bag != s.bag
    for seat in (0, 1, None):
        assert GAME.view(s, seat) == GAME.view(other, seat)


def test_everything_is_shown_once_the_game_is_over() -> None:
    *_, (_, _, _, final, events) = playout.random_game(GAME, 2, 3)
    view = GAME.view(final, 0)
    assert view["seed"] == 3 and view["step"] == "over" and view["current"] is None
    assert view["stack"] == {"count": 0, "tiles": [], "unused": sorted(final.unused)}
    assert view["result"] == GAME.result(final) == events[-1].data["result"]


def test_each_seat_sees_the_same() -> None:
    s = new(4, seed=4)
    views = [GAME.view(s, seat) for seat in (0, 1, 2, 3, None)]
    for view in views:
        view.pop("seat")
    assert all(v == views[0] for v in views)


def test_patches_give_the_fresh_view_and_events_name_no_draw() -> None:
    s = set_display(new(2, seed=4), FOUR_TILES, ["hawk", "bear", "elk", "fox"])
    s.players[0].nature, s.nature = 1, 24
    before = GAME.view(s, 1)
    after, events = play(s, {"type": "wipe", "slots": [0, 2]})
    patched = apply_patch(copy.deepcopy(before), GAME.view_patch(after, 1, events))
    assert patched == GAME.view(after, 1)
    assert [e.data for e in events] == [
        {"type": "wipe", "seat": 0, "slots": [0, 2], "animals": ["hawk", "elk"], "cost": 1}
    ]


def test_dump_and_load_round_trip_exactly() -> None:
    for _, _, _, after, _ in playout.random_game(GAME, 3, 5):
        data = GAME.dump(after)
        assert json.loads(json.dumps(data)) == data
        assert GAME.dump(GAME.load(data)) == data
    assert set(data) >= SECRET_KEYS


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("bag"),
        lambda d: d.update(game="renature"),
        lambda d: d.update(stack=[200]),
        lambda d: d.update(bag=["wolf"]),
        lambda d: d["players"][0]["tiles"].update({"x": [1, 0]}),
        lambda d: d.update(step="dancing"),
    ],
)
def test_load_refuses_malformed_data(change: object) -> None:
    data = GAME.dump(new(2, seed=1))
    change(data)  # type: ignore[operator]
    with pytest.raises(ValueError, match="malformed Cascadia state"):
        GAME.load(data)


def test_the_text_form_shows_the_table_and_each_environment() -> None:
    s = new(2, seed=1)
    lines = GAME.text(s).splitlines()
    assert lines[0] == f"cards {' '.join(s.cards)}"
    assert lines[1].startswith("display #")
    assert lines[2].startswith("bag bear ") and "stack 39" in lines[2]
    assert lines[3] == "turn 1, current 0, step choose"
    assert lines[4] == "seat 0: 0 nature, 0 turns, 3 tiles"
    assert lines[5] == "     0,0 RRRRRR salmon"
    assert lines[6] == "    -1,1 FPPPFF salmon/elk/bear"


def test_a_moves_patches_score_once_for_every_viewer_and_only_the_seats_it_may_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[object] = []
    every, one = breakdowns, breakdown

    def counted_every(s: State) -> list[Breakdown]:
        calls.append("every seat")
        return every(s)

    def counted_one(s: State, seat: int) -> Breakdown:
        calls.append(seat)
        return one(s, seat)

    monkeypatch.setattr(cascadia_view, "breakdowns", counted_every)
    monkeypatch.setattr(cascadia_view, "breakdown", counted_one)
    for before, _, move, after, events in playout.random_game(GAME, 4, 11):
        if GAME.current_seat(after) is None:
            break
        calls.clear()
        GAME.view_patches(after, [0, 1, 2, 3, None], events)
        mover = GAME.current_seat(before)
        if move["type"] == "place":  # a tile: every seat's majority bonuses may change
            assert calls == ["every seat"]
        elif move["type"] in ("take", "token", "wipe"):  # the mover's tokens
            assert calls == [mover]
        else:
            assert calls == []


def test_a_moves_patches_score_again_only_what_it_changed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scored: list[str] = []
    card_points, corridor_size = scoring.card_points, scoring.corridor_size

    def counted_card(tokens: Mapping[Coord, str], card: str) -> int:
        scored.append(card)
        return card_points(tokens, card)

    def counted_corridor(edges: Mapping[Coord, Sequence[str]], habitat: str, cell: Coord) -> int:
        scored.append(habitat)
        return corridor_size(edges, habitat, cell)

    monkeypatch.setattr(scoring, "card_points", counted_card)
    monkeypatch.setattr(scoring, "corridor_size", counted_corridor)
    moves = itertools.islice(playout.random_game(GAME, 4, 11), 40)
    *_, start, _ = next(moves)
    GAME.view(start, None)
    for before, seat, move, after, events in moves:
        scored.clear()
        GAME.view_patches(after, [0, 1, 2, 3, None], events)
        # a tile laid: the corridors of its habitats through it; a token: the cards that
        # read its animal
        expected: list[str] = []
        if move["type"] == "place":
            assert before.pending is not None
            expected = sorted(TILES[before.pending[0]].habitats)
        elif move["type"] == "token":
            assert before.pending is not None
            animal = before.pending[1]
            expected = [c for c in after.cards if c in READS_ALL or animal_of(c) == animal]
        assert sorted(scored) == sorted(expected), move
        fresh = GAME.load(GAME.dump(after))  # nothing kept: every environment scored anew
        assert breakdowns(after) == breakdowns(fresh), seat
