"""The leak hunt, CI-sized: 2, 3 and 4 player games over the socket and HTTP, every message
to every seat, spectator and stranger checked; the detector is shown to find planted leaks."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from benchmarks.reliability.leakhunt import CLOUD_ACTIONS, Hunt
from server.games import registry
from server.games.base import Event


def test_no_message_shows_a_secret(app: FastAPI, client: TestClient) -> None:
    hunt = Hunt(app, client, seed=6)
    for players, people in ((2, 2), (3, 1), (4, 2), (4, 4)):
        hunt.game(players, people)
    tally = hunt.tally
    assert tally.games == 4 and tally.messages > 1000
    assert tally.leaks == []
    assert CLOUD_ACTIONS - {"take_clouds"} <= set(tally.move_types), tally.move_types


def test_the_detector_finds_a_hand_shown_to_another_seat(
    app: FastAPI, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    renature = registry.get("renature")
    honest = renature.view

    def leaky(state: Any, seat: int | None) -> Any:
        view = honest(state, seat)
        view["seats"] = honest(state, 0)["seats"]  # seat 0's hand for everybody
        return view

    monkeypatch.setattr(renature, "view", leaky)
    hunt = Hunt(app, client, seed=1)
    hunt.game(2, 2)
    assert any("domino" in leak and "seat 1" in leak for leak in hunt.tally.leaks)


def test_the_detector_finds_a_private_event_shown_to_all(
    app: FastAPI, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Event, "for_seat", lambda self, _seat: self.data)
    hunt = Hunt(app, client, seed=2)
    hunt.game(2, 2)
    kinds = " ".join(hunt.tally.leaks)
    assert "domino" in kinds and "token back" in kinds
