"""Setup for 1 to 4 players as the rules say, and the options."""

from __future__ import annotations

from collections import Counter

import pytest

from server.games.base import option_fields
from server.games.cascadia.components import COMPONENTS as C
from server.games.cascadia.components import LETTERS, WILDLIFE
from server.games.cascadia.state import CascadiaOptions, Step
from tests.games.cascadia.positions import GAME, new, tiles_everywhere, tokens_everywhere

TILES_IN_PLAY = {1: 43, 2: 43, 3: 63, 4: 83}  # solo as two players: docs/rules/cascadia.md


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_tiles_in_play_by_player_count_four_face_up(players: int) -> None:
    s = new(players, seed=players)
    assert len(s.stack) + len(s.tiles) == TILES_IN_PLAY[players]
    assert len(s.unused) == 85 - TILES_IN_PLAY[players]
    assert all(t is not None for t in s.tiles) and len(s.tiles) == 4
    assert tiles_everywhere(s) == sorted(
        [t.id for t in C.tiles] + [t for p in s.players for t, _ in p.tiles.values()]
    )


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_bag_holds_a_hundred_tokens_less_the_display(players: int) -> None:
    s = new(players, seed=10 + players)
    assert len(s.bag) == 96
    assert all(a is not None for a in s.tokens) and len(s.tokens) == 4
    assert tokens_everywhere(s) == dict.fromkeys(WILDLIFE, 20)
    assert s.nature == 25 and all(p.nature == 0 for p in s.players)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_each_player_gets_a_different_starter_set_as_printed(players: int) -> None:
    s = new(players, seed=20 + players)
    sets = []
    for p in s.players:
        assert len(p.tiles) == 3 and p.tokens == {}
        found = [st for st in C.starters if p.tiles[st[0].cell][0] == st[0].tile.id]
        assert len(found) == 1
        assert p.tiles == {placed.cell: (placed.tile.id, placed.rotation) for placed in found[0]}
        sets.append(found[0][0].tile.id)
    assert len(set(sets)) == players


def test_starter_sets_are_dealt_at_random() -> None:
    keystones = {new(4, seed).players[0].tiles[(0, 0)][0] for seed in range(30)}
    assert len(keystones) == 5


def test_seat_zero_starts_choosing() -> None:
    s = new(3, seed=4)
    assert (s.current, s.step, s.turn) == (0, Step.CHOOSE, 1)
    assert GAME.current_seat(s) == 0


def test_one_card_per_animal_at_random_by_default() -> None:
    s = new(2, seed=5)
    assert [c.split("-")[0] for c in s.cards] == list(WILDLIFE)
    letters = Counter(c.split("-")[1] for seed in range(40) for c in new(2, seed).cards)
    assert set(letters) == set(LETTERS)


def test_chosen_cards_and_variants() -> None:
    s = new(2, seed=5, bear="C", fox="D")
    assert s.cards[0] == "bear-C" and s.cards[4] == "fox-D"
    assert new(2, seed=5, variant="family").cards == tuple(f"family-{a}" for a in WILDLIFE)
    assert new(2, 5, variant="intermediate", elk="A").cards[1] == "intermediate-elk"


def test_options_are_literal_choices_with_labels() -> None:
    fields = {f["name"]: f for f in option_fields(CascadiaOptions)}
    assert list(fields) == [*WILDLIFE, "variant", "majorities"]
    assert fields["bear"]["label"] == "Bear scoring card"
    assert [c["value"] for c in fields["elk"]["choices"]] == ["random", *LETTERS]
    assert fields["variant"]["default"] == "standard"
    assert fields["majorities"] == {
        "name": "majorities",
        "label": "Habitat majority bonuses",
        "choices": [
            {"value": "counted", "label": "Counted"},
            {"value": "left-out", "label": "Left out (a family variant rule)"},
        ],
        "default": "counted",
    }


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(0, 1, {}), (5, 1, {}), (2, "x", {}), (2, 1, {"bear": "E"}), (2, 1, {"colour": "red"})],
)
def test_refused_setups(players: int, seed: object, options: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        GAME.new(players, seed, options)  # type: ignore[arg-type]


def test_the_same_seed_sets_up_the_same_game() -> None:
    assert GAME.dump(new(4, seed=9)) == GAME.dump(new(4, seed=9))
    assert GAME.dump(new(4, seed=9)) != GAME.dump(new(4, seed=10))
