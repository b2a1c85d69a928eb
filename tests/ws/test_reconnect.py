"""Reconnecting: the missed updates when the room still has them, else a full view (also
when who plays a seat changed since); and a restart of the server in the middle of a
game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.main import create_app
from server.ws.feed import Kept
from tests.support.players import Person, SeatView, running, settings_for, started_game
from tests.ws.test_game import plain, room_of


def play(person: Person, game_id: int, rng: random.Random) -> None:
    """One random legal move of `person` over HTTP."""
    legal = person.ok("GET", f"/api/games/{game_id}/legal-moves")
    person.ok(
        "POST",
        f"/api/games/{game_id}/moves",
        {"version": legal["version"], "move": rng.choice(legal["moves"])},
    )


def play_turns(people: list[Person], game_id: int, moves: int, seed: int = 1) -> None:
    """`moves` random moves, each by the person whose turn it is."""
    rng = random.Random(seed)
    for _ in range(moves):
        seat = people[0].ok("GET", f"/api/games/{game_id}")["view"]["current"]
        play(people[seat], game_id, rng)


def follow(person: Person, game_id: int, view: SeatView, since: int | None) -> list[str]:
    """Subscribe from `since`, take frames until `view` is current; the frame types."""
    types = []
    with person.socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id, "version": since})
        ws.send_json({"type": "ping"})
        while (frame := ws.receive_json())["type"] != "pong":
            types.append(frame["type"])
            view.take(frame)
    return types


def test_missed_updates_are_sent_again(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 3)
    view = SeatView()
    assert follow(people[2], game_id, view, None) == ["full"]
    before = view.version
    play_turns(people, game_id, 5)
    assert follow(people[2], game_id, view, before) == ["update"] * 5
    room = room_of(app, game_id)
    assert view.version == room.version == 5
    assert view.view == plain(room.game.view(room.state, 2))
    assert follow(people[2], game_id, view, view.version) == []


def test_missed_updates_carry_the_seats_legal_moves_on_the_last_alone(
    app: FastAPI, client: TestClient
) -> None:
    people, game_id = started_game(client, 2)
    play_turns(people, game_id, 4)
    room = room_of(app, game_id)
    mover = room.current
    assert mover is not None
    with people[mover].socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id, "version": 0})
        frames = [ws.receive_json() for _ in range(4)]
    assert [f["version"] for f in frames] == [1, 2, 3, 4]
    assert all("moves" not in f for f in frames[:-1])
    assert frames[-1]["moves"] == plain(room.moves_of(mover))


def test_too_far_behind_gets_a_full_view(database_url: str, tmp_path: Path) -> None:
    app = create_app(settings_for(database_url, tmp_path, update_history=3))
    with running(app) as client:
        people, game_id = started_game(client, 2)
        view = SeatView()
        follow(people[1], game_id, view, None)
        play_turns(people, game_id, 4)
        assert follow(people[1], game_id, view, 0) == ["full"]
        room = room_of(app, game_id)
        assert view.view == plain(room.game.view(room.state, 1))
        assert follow(people[1], game_id, view, 99) == ["full"]
        assert view.version == 4


@pytest.mark.both_databases
def test_a_restart_resumes_the_game_exactly(database_url: str, tmp_path: Path) -> None:
    settings = settings_for(database_url, tmp_path)
    with running(create_app(settings)) as client:
        people, game_id = started_game(client, 4)
        view = SeatView()
        follow(people[3], game_id, view, None)
        play_turns(people, game_id, 6, seed=2)
        room = room_of(client.app, game_id)  # type: ignore[arg-type]
        before = (room.version, plain(room.game.dump(room.state)))
    app = create_app(settings)
    with running(app) as client:
        for person in people:
            person.client = client
        assert follow(people[3], game_id, view, 0) == ["update"] * 6
        room = room_of(app, game_id)
        assert (room.version, plain(room.game.dump(room.state))) == before
        assert view.view == plain(room.game.view(room.state, 3))
        play_turns(people, game_id, 2, seed=3)
        assert follow(people[3], game_id, view, view.version) == ["update"] * 2
        assert view.version == 8


def test_bots_to_move_resume_at_start(database_url: str, tmp_path: Path) -> None:
    with running(create_app(settings_for(database_url, tmp_path, bot_delay=60))) as client:
        [person], game_id = started_game(client, 1, bots=("easy",), bots_first=True)
    app = create_app(settings_for(database_url, tmp_path))
    with running(app) as client:
        person.client = client
        view = SeatView()
        with person.socket() as ws:
            ws.send_json({"type": "subscribe", "game": game_id})
            view.take(ws.receive_json())
            while view.view is not None and view.view["current"] != 1:
                view.take(ws.receive_json())
        assert view.version is not None and view.version > 0
        room = room_of(app, game_id)
        assert view.view == plain(room.game.view(room.state, 1))


def test_a_seat_changing_hands_while_away_comes_with_a_full_view(client: TestClient) -> None:
    people, game_id = started_game(client, 3)
    view = SeatView()
    assert follow(people[2], game_id, view, None) == ["full"]
    play_turns(people, game_id, 1)
    people[1].ok("POST", f"/api/games/{game_id}/resign")  # no move: no update tells of it
    with people[2].socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id, "version": 0})
        frame = ws.receive_json()
    assert frame["type"] == "full" and frame["resigned"] == [1]
    view.take(frame)
    assert follow(people[2], game_id, view, view.version) == ["full"]  # it may have missed it
    play(people[0], game_id, random.Random(2))
    assert follow(people[2], game_id, view, view.version) == ["full"]
    assert follow(people[2], game_id, view, view.version) == []  # seen since the change


def test_a_version_keeps_each_distinct_update_once() -> None:
    texts = ['{"moves":[1]}', '{"patch":[]}', '{"patch":[]}', '{"patch":[]}']
    kept = Kept.of(7, (0, 1, 2, None), texts)
    assert [kept.text(seat) for seat in (0, 1, 2, None)] == texts
    assert kept.lines() == texts[:2]
    later = Kept.of(8, (0, None), ['{"patch":[1]}', '{"patch":[2]}'])
    assert later.text(None) == '{"patch":[2]}' and kept.text(0) == texts[0]  # each alone
