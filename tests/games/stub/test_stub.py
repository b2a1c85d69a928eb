"""A game from outside server/games joins the platform by registering itself, and passes
the whole conformance suite (tests/games/conformance.py) like the games of the platform."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from server.games import registry
from server.games.base import Game, IllegalMove
from tests.games import conformance
from tests.games.stub.game import HIGH_CARD, State


@pytest.fixture
def game() -> Iterator[Game[State]]:
    registry.register(HIGH_CARD)
    yield registry.get("stub")
    registry.unregister("stub")


def test_a_registered_game_is_listed_and_found(game: Game[State]) -> None:
    assert "stub" in registry.names() and game is HIGH_CARD
    with pytest.raises(ValueError, match="registered already"):
        registry.register(HIGH_CARD)


def test_it_passes_the_conformance_suite(game: Game[State]) -> None:
    cases = list(conformance.cases(game))
    assert (2, {"short": True}) in cases
    for players, options in cases:
        conformance.check_random_game(game, players, options)
        conformance.check_bots(game, players, options)
    conformance.check_golden(game)


def test_the_platform_checks_the_turn_and_the_end(game: Game[State]) -> None:
    s = game.new(2, 1, {})
    card = s.hands[0][0]
    assert game.legal_moves(s, 1) == []
    with pytest.raises(IllegalMove) as refused:
        game.apply(s, 1, {"type": "play", "card": card})
    assert str(refused.value) == "It is seat 0's turn, not seat 1's."
    s.current = None
    assert game.legal_moves(s, 0) == []
    with pytest.raises(IllegalMove) as refused:
        game.apply(s, 0, {"type": "play", "card": card})
    assert str(refused.value) == "The game is over."


def test_the_view_has_the_standard_parts(game: Game[State]) -> None:
    view = game.view(game.new(3, 2, {}), 1)
    assert list(view) == ["game", "seat", "current", "hands", "piles", "deck", "result"]
    assert (view["game"], view["seat"], view["current"], view["result"]) == ("stub", 1, 0, None)


def test_a_lost_or_doubled_card_breaks_the_invariants(game: Game[State]) -> None:
    s = game.new(2, 3, {})
    s.hands[1][0] = s.hands[0][0]
    with pytest.raises(AssertionError, match="cards lost"):
        game.invariants(s)
