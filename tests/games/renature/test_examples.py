"""The rulebook's worked examples, played on the board of components.json."""

from __future__ import annotations

from server.games.base import JSON
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import State, with_item, without
from tests.games.renature.positions import (
    END,
    GAME,
    SKIP,
    apply,
    at,
    domino,
    events_of,
    give,
    lay,
    new,
    place,
    plant,
    plant_move,
    put,
    refused,
)

MARY, FRANK, THIRD = 0, 1, 2


def _valley() -> State:
    """Three players: Mary orange, Frank black. The 4-space area R, at (12..13, 8..9), has
    a snail double at f15-g15 and an owl at k12 near it."""
    s = new(3, seed=7, colours=["orange", "black", "blue"])
    s = put(s, "snail", "snail", (14, 5), (14, 6))
    s = put(s, "owl", "frog", (11, 10), (10, 10))
    s = give(s, MARY, domino("snail", "turtle"), domino("snail", "owl"), domino("owl", "owl"))
    s = give(s, FRANK, domino("turtle", "badger"), domino("badger", "owl"), domino("frog", "frog"))
    return s


def _pass(s: State, seat: int) -> State:
    """`seat` discards the domino it drew last and ends its turn."""
    s, _ = apply(s, seat, {"type": "discard", "domino": s.players[seat].hand[-1]}, END)
    return s


def _plant_turn(
    s: State,
    seat: int,
    d: int,
    cells: tuple[tuple[int, int], tuple[int, int]],
    spot: tuple[int, int],
    colour: str,
    kind: str,
) -> tuple[State, int]:
    """`seat` places `d` on `cells`, plants on `spot`; its plant points."""
    s, events = apply(s, seat, place(d, *cells), plant_move(spot, colour, kind))
    (points,) = events_of(events, "plant_points")
    s, _ = apply(s, seat, END)
    return s, points["points"]


def test_plant_points_a_to_d_and_area_scoring_example_1() -> None:
    s = _valley()
    start = [p.score for p in s.players]
    # a) In an empty 4-space area, Mary places a bush and scores 1 point.
    s, points = _plant_turn(
        s, MARY, domino("snail", "turtle"), ((14, 7), (14, 8)), (13, 8), "orange", "bush"
    )
    assert points == 1
    # b) Frank places a turf in the same area and scores 1 point.
    s, points = _plant_turn(
        s, FRANK, domino("turtle", "badger"), ((14, 9), (14, 10)), (13, 9), "black", "turf"
    )
    assert points == 1
    s = _pass(s, THIRD)
    s = _pass(s, MARY)
    # c) On a later turn, Frank places a bush there and scores 3 points.
    s, points = _plant_turn(
        s, FRANK, domino("badger", "owl"), ((13, 10), (12, 10)), (12, 9), "black", "bush"
    )
    assert points == 3
    s = _pass(s, THIRD)
    # d) On her next turn, Mary places a neutral pine there and scores 4 points.
    s, points = _plant_turn(
        s, MARY, domino("snail", "owl"), ((13, 7), (12, 7)), (12, 8), "neutral", "pine"
    )
    assert points == 4
    assert "R" not in s.closed
    s = _pass(s, FRANK)
    s = _pass(s, THIRD)
    # Example 1: Mary closes R with the double owl: orange 2, black 3, neutral 3.
    token = C.tokens[s.tokens["R"]]
    assert (token.main, token.minor) == (4, 2)
    s, events = apply(s, MARY, place(domino("owl", "owl"), (11, 8), (11, 9)), SKIP)
    (area,) = events_of(events, "area")
    assert area["area"] == "R"
    assert area["totals"] == {"orange": 2, "black": 3, "neutral": 3}
    assert area["awards"] == [{"seat": MARY, "for": "main+minor", "points": 6}]
    assert s.players[MARY].points["areas"] == 6
    assert s.players[FRANK].points["areas"] == 0
    assert [a for a, _ in s.players[MARY].tokens] == ["R"]
    assert "R" in s.closed and "R" not in s.tokens
    assert [p.points["plants"] for p in s.players] == [1 + 4, 1 + 3, 0]
    assert [p.score for p in s.players] == [start[0] + 11, start[1] + 4, start[2]]


def _area_i_closable(s: State) -> State:
    """Area I, (5..6, 8..9), with every brook space beside it covered but h7."""
    s = put(s, "frog", "snail", (4, 8), (4, 9))
    s = put(s, "turtle", "hedgehog", (4, 7), (5, 7))
    s = put(s, "squirrel", "woodpecker", (5, 10), (6, 10))
    s = put(s, "badger", "squirrel", (7, 8), (7, 9))
    return s


def test_area_scoring_example_2_neutral_first_frank_second() -> None:
    s = new(3, seed=3, colours=["orange", "black", "blue"])
    s = _area_i_closable(s)
    s = plant(s, (5, 8), MARY, "neutral", "oak")
    s = plant(s, (5, 9), FRANK, "black", "bush")
    s = plant(s, (6, 9), MARY, "orange", "turf")
    s = give(s, MARY, domino("hedgehog", "badger"))
    token = C.tokens[s.tokens["I"]]
    s, events = apply(s, MARY, lay("hedgehog", "badger", (6, 7), (7, 7)), SKIP)
    (area,) = events_of(events, "area")
    assert area["totals"] == {"orange": 1, "black": 2, "neutral": 4}
    # Neutral ranks first but never scores; Frank is second: the minor points.
    assert area["awards"] == [{"seat": FRANK, "for": "minor", "points": token.minor}]
    assert token.minor == 2
    assert s.players[FRANK].points["areas"] == 2
    assert s.players[MARY].points["areas"] == 0
    # Mary closed it: she takes the token.
    assert [a for a, _ in s.players[MARY].tokens] == ["I"]


def _joker_frame(joker: int) -> State:
    """A frame e11-f11: e11 lies beside an owl and a frog, f11 beside a
    badger."""
    s = new(2, seed=5)
    s = put(s, "snail", "owl", (8, 4), (9, 4))
    s = put(s, "turtle", "frog", (11, 3), (11, 4))
    s = put(s, "badger", "squirrel", (10, 6), (10, 7))
    s.joker = joker
    return s


def _fitting(s: State) -> set[tuple[int, int]]:
    """The dominoes (as animal pairs) that may go in the frame, either way round."""
    fit = set()
    on_board = {d for d, _, _ in s.placed}
    for d in range(len(C.dominoes)):
        if d in on_board:
            continue
        mine = give(s.copy(), 0, d)
        for cells in (((10, 4), (10, 5)), ((10, 5), (10, 4))):
            try:
                GAME.apply(mine, 0, place(d, *cells))
            except ValueError:
                continue
            fit.add(C.dominoes[d])
    return fit


def test_joker_example_only_two_dominoes_fit_the_frame() -> None:
    salamander = C.animals.index("salamander")
    badger = C.animals.index("badger")
    s = _joker_frame(salamander)
    assert _fitting(s) == {(badger, salamander), (salamander, salamander)}
    # The same frame with the butterfly as the joker.
    assert _fitting(_joker_frame(0)) == {(0, badger), (0, 0)}


def test_joker_example_reason_names_the_mismatch() -> None:
    s = _joker_frame(C.animals.index("salamander"))
    d = domino("badger", "badger")
    s = give(s, 0, d)
    refused(s, 0, place(d, (10, 4), (10, 5)), "badger", "owl", "salamander")


def _area_b_open() -> State:
    """Area B, g1 f2 g2: brook spaces h1-h2 and f3-g3 covered."""
    s = new(2, seed=11)
    s = put(s, "snail", "turtle", (0, 7), (1, 7))
    s = put(s, "badger", "owl", (2, 5), (2, 6))
    return s


def test_closure_with_free_diagonal_spaces_and_an_isolated_space() -> None:
    s = _area_b_open()
    s = plant(s, (1, 6), 0, "white", "bush")
    d = domino("frog", "hedgehog")
    s = give(s, 0, d)
    # The domino on the starting space e1 and on e2 covers e2 and leaves f1
    # with no free brook space beside it; e3 and h3, diagonal to B, stay free.
    s, events = apply(s, 0, place(d, (0, 4), (1, 4)), SKIP)
    assert s.animals[at(0, 5)] < 0
    assert s.animals[at(2, 4)] < 0 and s.animals[at(2, 7)] < 0
    (area,) = events_of(events, "area")
    assert area["area"] == "B"
    token = C.tokens[s.players[0].tokens[0][1]]
    assert area["awards"] == [{"seat": 0, "for": "main+minor", "points": token.main + token.minor}]
    assert s.closed == ("B",)


def test_area_with_a_free_brook_space_that_is_not_isolated_stays_open() -> None:
    s = new(2, seed=11)
    s = put(s, "snail", "turtle", (0, 7), (1, 7))
    d = domino("frog", "hedgehog")
    s = give(s, 0, d)
    # f3 and g3 are free and beside each other: B is not closed off.
    s, events = apply(s, 0, place(d, (0, 4), (1, 4)), SKIP)
    assert not events_of(events, "area")
    assert s.closed == () and "B" in s.tokens


def test_several_areas_closed_at_once_each_scored_closer_takes_each_token() -> None:
    s = new(2, seed=13)
    # R (12..13, 8..9) and P (11..13, 11..12) share the brook spaces k13 and k14.
    for first, second in (
        ((11, 8), (11, 9)),
        ((12, 7), (13, 7)),
        ((14, 8), (14, 9)),
        ((10, 11), (10, 12)),
        ((11, 13), (12, 13)),
        ((13, 13), (14, 13)),
        ((14, 11), (14, 12)),
    ):
        a = len(s.placed) + 1
        s = put(s, a, a, first, second)
    s = put(s, "snail", "butterfly", (11, 10), (10, 10))
    s = plant(s, (12, 8), 1, "black", "oak")
    s = plant(s, (12, 11), 0, "white", "pine")
    s = plant(s, (13, 12), 1, "black", "turf")
    d = domino("snail", "squirrel")
    s = give(s, 0, d)
    s, events = apply(s, 0, place(d, (12, 10), (13, 10)), SKIP)
    areas = {e["area"]: e for e in events_of(events, "area")}
    assert set(areas) == {"P", "R"}
    p_token, r_token = C.tokens[s.players[0].tokens[0][1]], C.tokens[s.players[0].tokens[1][1]]
    assert [a for a, _ in s.players[0].tokens] == ["P", "R"]
    assert areas["R"]["awards"] == [{"seat": 1, "for": "main+minor", "points": 6}]
    assert areas["P"]["awards"] == [
        {"seat": 0, "for": "main", "points": p_token.main},
        {"seat": 1, "for": "minor", "points": p_token.minor},
    ]
    assert (r_token.main, p_token.main) == (4, 6)
    assert s.players[0].points["areas"] == 6
    assert s.players[1].points["areas"] == 6 + 3
    assert sorted(s.closed) == ["P", "R"]
    assert len(events_of(events, "token")) == 2


def _last_turns(score: list[int], tokens: list[int]) -> State:
    """Two players, one domino each and nothing else to do: the game ends after both
    discard. Scores before the final scoring and collected tokens are given."""
    s = new(2, seed=17)
    for seat, p in enumerate(s.players):
        s.box_dominoes += (*p.reserve, *p.hand[1:])
        p.reserve, p.hand = [], p.hand[:1]
        s.box_clouds += p.clouds
        p.clouds = 0
        p.own, p.neutral = [0, 0, 0, 0], [0, 0, 0, 0]
        p.points["start"] = score[seat]
        for area in sorted(s.tokens)[: tokens[seat]]:
            p.tokens.append((area, s.tokens[area]))
            s.tokens = without(s.tokens, area)
            s.token_cells = with_item(s.token_cells, area, None)
            s.closed += (area,)
    return s


def _finish(s: State) -> JSON:
    for seat in (0, 1):
        s, _ = apply(s, seat, {"type": "discard", "domino": s.players[seat].hand[0]})
    result = GAME.result(s)
    assert result is not None
    return result


def _tied(tokens: list[int]) -> tuple[State, JSON]:
    """The last turns with `tokens` collected, both seats ending on 20 points; the state
    before the final scoring and the result."""
    s = _last_turns([0, 0], tokens)
    for p in s.players:
        p.points["start"] = 20 - sum(C.tokens[t].back for _, t in p.tokens)
    return s, _finish(s)


def test_final_tie_broken_by_most_area_tokens() -> None:
    s, result = _tied([1, 2])
    assert result["seats"][0]["total"] == result["seats"][1]["total"]
    assert [len(p.tokens) for p in s.players] == [1, 2]
    assert result["ranking"] == [[1], [0]]
    assert result["winners"] == [1]


def test_final_tie_with_as_many_tokens_is_a_shared_victory() -> None:
    _, result = _tied([1, 1])
    assert result["seats"][0]["total"] == result["seats"][1]["total"]
    assert result["ranking"] == [[0, 1]]
    assert result["winners"] == [0, 1]


def test_final_more_points_wins_whatever_the_tokens() -> None:
    s = _last_turns([0, 0], [0, 3])
    backs = [sum(C.tokens[t].back for _, t in p.tokens) for p in s.players]
    s.players[0].points["start"] = 21
    s.players[1].points["start"] = 20 - backs[1]
    result = _finish(s)
    assert result["winners"] == [0]
    assert result["ranking"] == [[0], [1]]
