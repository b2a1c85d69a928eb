"""Step A: placing a domino on the brook, or discarding one."""

from __future__ import annotations

import pytest

from server.games.base import JSON
from server.games.renature.cells import parse
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import State
from tests.games.renature.positions import (
    GAME,
    animal,
    apply,
    at,
    domino,
    events_of,
    give,
    lay,
    new,
    nm,
    place,
    put,
    refused,
    settled,
)


def _start(*hand: int) -> State:
    s = new(2, seed=21)
    return give(s, 0, *hand) if hand else s


def test_domino_on_a_starting_space_either_way_round() -> None:
    d = domino("owl", "frog")
    for first, second in (((0, 1), (1, 1)), ((1, 1), (0, 1)), ((0, 1), (0, 0))):
        s, events = apply(_start(d), 0, place(d, first, second))
        (event,) = events_of(events, "place")
        assert event["cells"] == [nm(first), nm(second)]
        assert s.animals[at(*first)] == animal("owl")
        assert s.animals[at(*second)] == animal("frog")
        assert d not in s.players[0].hand
        assert s.frontier == settled(s).frontier


def test_domino_needs_a_starting_space_or_an_animal_beside_it() -> None:
    d = domino("owl", "frog")
    refused(_start(d), 0, place(d, (2, 1), (3, 1)), "Neither half", "starting space")


def test_domino_never_on_an_area_space() -> None:
    d = domino("owl", "frog")
    refused(_start(d), 0, place(d, (0, 1), (0, 2)), "c1 is an area space")
    refused(_start(d), 0, place(d, (1, 2), (1, 1)), "c2 is an area space")


def test_domino_never_on_a_covered_space() -> None:
    s = put(_start(domino("owl", "frog")), "snail", "snail", (0, 1), (1, 1))
    refused(s, 0, place(domino("owl", "frog"), (1, 1), (2, 1)), "b2 is already covered")


@pytest.mark.parametrize(
    ("cells", "words"),
    [
        (["a1", "b2"], ["a1 and b2 are not beside each other"]),  # diagonal
        (["b1", "e1"], ["not beside each other"]),
        (["b1", "b1"], ["not beside each other"]),
        (["o1", "p1"], ["must name a space, a1 to o15"]),  # beyond the grid
        (["b1", "b0"], ["must name a space, a1 to o15"]),
        ([[0, 1], [1, 1]], ["must name a space"]),  # the old [row, col] form
        (["b1"], ["two spaces"]),
        ("b1", ["two spaces"]),
    ],
)
def test_domino_halves_on_two_spaces_beside_each_other_inside_the_grid(
    cells: object, words: list[str]
) -> None:
    d = domino("owl", "frog")
    refused(_start(d), 0, {"type": "place", "domino": d, "cells": cells}, *words)


def test_only_dominoes_in_hand() -> None:
    s = _start(domino("owl", "frog"))
    refused(s, 0, place(domino("owl", "owl"), (0, 1), (1, 1)), "not in your hand")
    refused(s, 0, {"type": "discard", "domino": 999}, "not in your hand")


def _junction(upper: str, lower: str, right: str) -> State:
    """e11 lies between `upper` on e10 and `lower` on e12; its partner f11
    lies beside `right` on g11."""
    s = new(2, seed=23)
    s = put(s, "snail", upper, (8, 4), (9, 4))
    s = put(s, "turtle", lower, (11, 3), (11, 4))
    return put(s, right, "squirrel", (10, 6), (10, 7))


def _to_lay(s: State, a: str, b: str) -> tuple[State, JSON]:
    """`s` with seat 0 holding the domino of `a` and `b`, and the move laying `a` on
    (10, 4) and `b` on (10, 5)."""
    move = lay(a, b, (10, 4), (10, 5))
    return give(s, 0, move["domino"]), move


@pytest.mark.parametrize(
    ("around", "laid"),
    [
        (("owl", "owl", "badger"), "owl"),  # the animals beside match
        (("owl", "frog", "badger"), "butterfly"),  # the joker animal goes beside any animal
    ],
)
def test_a_half_beside_matching_animals_or_the_joker_is_legal(
    around: tuple[str, str, str], laid: str
) -> None:
    s, move = _to_lay(_junction(*around), laid, "badger")
    after, _ = apply(s, 0, move)
    assert after.animals[at(10, 4)] == animal(laid)


def test_every_animal_beside_must_match_even_one_mismatch_refuses() -> None:
    s, move = _to_lay(_junction("owl", "frog", "badger"), "owl", "badger")
    refused(s, 0, move, "The owl on e11 would be beside the frog on e12", "butterfly")
    # The other half must match too.
    s, move = _to_lay(_junction("owl", "owl", "badger"), "owl", "hedgehog")
    refused(s, 0, move, "The hedgehog on f11 would be beside the badger on g11")


def test_any_animal_may_go_beside_the_joker_animal() -> None:
    s, move = _to_lay(_junction("butterfly", "butterfly", "butterfly"), "hedgehog", "frog")
    apply(s, 0, move)
    # Once the joker is another animal, the butterflies are plain butterflies.
    changed, _ = apply(s, 0, {"type": "joker", "animal": animal("snail")})
    refused(changed, 0, move, "beside the butterfly", "joker (snail)")
    # ... and the new joker animal fits anywhere.
    snail = lay("snail", "frog", (10, 4), (10, 5))
    changed = give(changed, 0, snail["domino"])
    refused(changed, 0, snail, "The frog on f11")
    both = lay("snail", "snail", (10, 4), (10, 5))
    changed = give(changed, 0, both["domino"])
    apply(changed, 0, both)


def test_discard_is_always_allowed_even_when_a_placement_exists() -> None:
    s = _start()
    hand = list(s.players[0].hand)
    moves = GAME.legal_moves(s, 0)
    assert any(m["type"] == "place" for m in moves)
    assert sorted(m["domino"] for m in moves if m["type"] == "discard") == sorted(set(hand))
    drawn = s.players[0].reserve[-1]
    after, events = GAME.apply(s, 0, {"type": "discard", "domino": hand[0]})
    assert after.box_dominoes[-1] == hand[0]
    assert sorted(after.players[0].hand) == sorted([*hand[1:], drawn])
    assert after.animals == s.animals
    assert after.phase == "end"
    discard = next(e for e in events if e.data["type"] == "discard")
    assert discard.data["domino"] == hand[0]
    assert discard.for_seat(0) == discard.data
    assert discard.for_seat(1) == {"type": "discard", "seat": 0}
    assert discard.for_seat(None) == {"type": "discard", "seat": 0}


def test_turn_and_phase_are_checked() -> None:
    s = _start(domino("owl", "frog"))
    refused(s, 1, place(domino("owl", "frog"), (0, 1), (1, 1)), "seat 0's turn", "not seat 1's")
    refused(s, 0, {"type": "skip_plant"}, "not possible now", "place or discard")
    refused(s, 0, {"type": "end_turn"}, "not possible now")
    refused(s, 0, {"type": "fly"}, "Unknown move type 'fly'")


def _all_placements(s: State) -> set[tuple[int, int, int]]:
    """Every (domino, first cell, second cell) that apply accepts."""
    found = set()
    for f in range(len(C.brook)):
        for g in C.brook_neighbours[f] if C.brook[f] else ():
            for d in set(s.players[0].hand):
                try:
                    GAME.apply(s, 0, place(d, divmod(f, 15), divmod(g, 15)))
                except ValueError:
                    continue
                found.add((d, f, g))
    return found


def test_legal_placements_are_exactly_those_apply_accepts() -> None:
    s = _junction("owl", "frog", "badger")
    s = put(s, "owl", "hedgehog", (0, 1), (1, 1))
    s = give(s, 0, domino("owl", "owl"), domino("butterfly", "badger"), domino("frog", "hedgehog"))
    listed = set()
    for m in GAME.legal_moves(s, 0):
        if m["type"] == "place":
            f, g = (parse(c) for c in m["cells"])
            listed.add((m["domino"], f, g))
    accepted = _all_placements(s)
    assert listed == accepted
    assert len(accepted) > 10
