"""Turn clocks over HTTP, on the tests' clock: a table's clock is checked and shown; when a
seat's time runs out a bot stands in until its person takes the seat back, or the person is
out; a move made too late is refused; live banks are charged; vacations pause per-turn
clocks; a time-out stored before a restart is settled after it; games whose people all ran
out of time finish with bots."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.main import create_app
from server.persistence.models import now
from server.rooms.hub import Hub
from tests.support.clock import Clock
from tests.support.players import (
    Person,
    game_over,
    my_turn,
    name,
    running,
    settings_for,
    started_game,
)

# These tests play games over HTTP: on SQLite only, to keep the suite short; the claim of a
# time-out (once, across processes) is tested on both databases in tests/rooms/test_clocks.py

DAY = timedelta(days=1)
PER_DAY = {"kind": "turn", "per_turn": 86400, "on_timeout": "bot", "bot_level": "easy"}
LIVE_MINUTE = {"kind": "live", "bank": 60, "on_timeout": "bot", "bot_level": "easy"}


@pytest.fixture
def app(database_url: str, tmp_path: Path, clock: Clock) -> FastAPI:
    """An app on the tests' clock that looks at the clocks only when a test asks."""
    app = create_app(settings_for(database_url, tmp_path, clock_interval=3600))
    app.state.hub.clock = clock
    return app


def check_clocks(client: TestClient) -> int:
    """Settle the clocks run out, as the server does every second; the games settled."""
    assert client.portal is not None
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    return client.portal.call(hub.check_clocks)


def view(person: Person, game_id: int) -> dict[str, Any]:
    return person.ok("GET", f"/api/games/{game_id}")  # type: ignore[no-any-return]


def at(text: str | None) -> datetime:
    assert text is not None
    return datetime.fromisoformat(text)


def play_turn(person: Person, game_id: int) -> None:
    """`person`'s moves until the turn is another seat's (their first legal move each)."""
    while (legal := person.ok("GET", f"/api/games/{game_id}/legal-moves"))["moves"]:
        move = {"version": legal["version"], "move": legal["moves"][0]}
        person.ok("POST", f"/api/games/{game_id}/moves", move)


def test_a_tables_clock_is_checked_and_shown(client: TestClient) -> None:
    ann = Person(client).register()
    body = {"game": "renature", "seats": 2, "clock": PER_DAY}
    table = ann.ok("POST", "/api/tables", body)
    assert table["clock"] == PER_DAY | {"bank": None, "increment": 0}
    assert table["players_chat"] is False
    assert ann.ok("GET", "/api/clocks")["per_turn"] == [43200, 86400, 259200, 604800]
    refused = [
        {"kind": "turn", "per_turn": 1000},
        {"kind": "live"},
        {"kind": "live", "bank": 10},
        {"kind": "none", "bank": 600},
        {"kind": "turn", "per_turn": 86400, "bot_level": "grandmaster"},
        {"kind": "hourglass"},
    ]
    for clock in refused:
        answer = ann.request("POST", "/api/tables", body | {"clock": clock})
        assert (answer.status_code, answer.json()["error"]) == (422, "invalid"), clock


def test_a_bot_stands_in_when_the_time_runs_out_until_its_person_takes_the_seat_back(
    client: TestClient, clock: Clock
) -> None:
    (ann, bob), game_id = started_game(client, 2, clock=PER_DAY)
    shown = view(ann, game_id)
    assert shown["current"] == 0 and shown["clock"]["kind"] == "turn"
    assert at(shown["clock"]["deadline"]) - now() == pytest.approx(DAY, abs=timedelta(seconds=30))
    mine = my_game(ann, game_id)
    assert mine["my_turn"] and at(mine["deadline"]) == at(shown["clock"]["deadline"])
    clock.advance(DAY - timedelta(minutes=1))
    assert check_clocks(client) == 0
    clock.advance(timedelta(minutes=2))
    assert check_clocks(client) == 1
    assert check_clocks(client) == 0  # once
    mine = my_game(ann, game_id)
    assert not mine["my_turn"] and mine["deadline"] is None
    shown = view(ann, game_id)
    assert shown["away"] == [0]
    assert my_name(bob, game_id, 0) == f"{name(ann)} (away, easy bot)"
    assert ann.ok("GET", f"/api/games/{game_id}/legal-moves")["moves"] == []
    my_turn(bob, game_id)  # the bot played seat 0's turn
    taken = ann.ok("POST", f"/api/games/{game_id}/take-back")
    assert taken == {"game": game_id, "seat": 0, "name": name(ann)}
    again = ann.request("POST", f"/api/games/{game_id}/take-back")
    assert (again.status_code, again.json()["error"]) == (409, "conflict")
    play_turn(bob, game_id)
    shown = view(ann, game_id)
    assert shown["away"] == [] and shown["current"] == 0
    assert at(shown["clock"]["deadline"]) - clock() == pytest.approx(DAY, abs=timedelta(seconds=30))
    play_turn(ann, game_id)  # the seat is ann's again


def my_game(person: Person, game_id: int) -> dict[str, Any]:
    """Game `game_id` as `person`'s "my games" shows it."""
    return next(g for g in person.ok("GET", "/api/games") if g["id"] == game_id)


def my_name(person: Person, game_id: int, seat: int) -> str:
    return str(my_game(person, game_id)["players"][seat])


def test_a_move_too_late_is_refused_and_the_clock_settles_the_seat(
    client: TestClient, clock: Clock
) -> None:
    out = PER_DAY | {"on_timeout": "out"}
    (ann, bob), game_id = started_game(client, 2, clock=out)
    legal = ann.ok("GET", f"/api/games/{game_id}/legal-moves")
    clock.advance(DAY + timedelta(seconds=1))
    move = {"version": legal["version"], "move": legal["moves"][0]}
    late = ann.request("POST", f"/api/games/{game_id}/moves", move)
    assert (late.status_code, late.json()["error"]) == (409, "time_up")
    assert view(ann, game_id)["version"] == legal["version"]  # the move was not made
    shown = view(bob, game_id)
    assert shown["resigned"] == [0] and shown["away"] == []
    assert my_name(bob, game_id, 0) == f"{name(ann)} (out of time, easy bot)"
    back = ann.request("POST", f"/api/games/{game_id}/take-back")
    assert back.status_code == 409  # out for good
    assert check_clocks(client) == 0


def test_live_clocks_charge_the_time_taken_and_add_the_increment(
    client: TestClient, clock: Clock
) -> None:
    live = {"kind": "live", "bank": 600, "increment": 10, "bot_level": "easy"}
    (ann, bob), game_id = started_game(client, 2, clock=live)
    assert view(ann, game_id)["clock"]["banks"] == [600, 600]
    clock.advance(timedelta(seconds=100))
    play_turn(ann, game_id)
    shown = view(bob, game_id)["clock"]
    assert shown["banks"][0] == pytest.approx(510, abs=2)
    assert shown["banks"][1] == 600
    assert at(shown["deadline"]) - at(shown["turn_since"]) == timedelta(seconds=600)
    clock.advance(timedelta(seconds=601))
    assert check_clocks(client) == 1  # bob's bank ran out
    assert view(ann, game_id)["clock"]["banks"][1] == 0
    my_turn(ann, game_id)  # bob's stand-in moved, on no clock of its own
    bob.ok("POST", f"/api/games/{game_id}/take-back")
    assert view(bob, game_id)["clock"]["banks"][1] == 60  # the least a seat comes back with


@pytest.mark.parametrize("table_clock", [PER_DAY, LIVE_MINUTE])
def test_a_seat_is_not_taken_back_on_the_turn_its_time_ran_out(
    database_url: str, tmp_path: Path, clock: Clock, table_clock: dict[str, Any]
) -> None:
    """Else each take-back would give the turn a new per-turn time or a live bank of a
    minute, as often as the seat runs out of it (the stand-in, made to wait here, has not
    played the turn)."""
    app = create_app(settings_for(database_url, tmp_path, clock_interval=3600, bot_delay=3600))
    app.state.hub.clock = clock
    with running(app) as client:
        (ann, _bob), game_id = started_game(client, 2, clock=table_clock)
        clock.advance(DAY + timedelta(seconds=1))
        assert check_clocks(client) == 1
        before = view(ann, game_id)
        for _ in range(2):
            refused = ann.request("POST", f"/api/games/{game_id}/take-back")
            assert (refused.status_code, refused.json()["error"]) == (409, "conflict")
            assert "ran out on this turn" in refused.json()["detail"]
        after = view(ann, game_id)
        assert after["away"] == [0] and after["clock"] == before["clock"]  # no time given
        assert after["clock"]["deadline"] is None


def test_vacation_days_taken_after_a_deadline_leave_its_time_out_due(
    client: TestClient, clock: Clock
) -> None:
    (ann, _bob), game_id = started_game(client, 2, clock=PER_DAY)
    deadline = view(ann, game_id)["clock"]["deadline"]
    clock.advance(DAY + timedelta(seconds=1))
    ann.ok("POST", "/api/account/vacation", {"days": 3})
    assert view(ann, game_id)["clock"]["deadline"] == deadline
    assert check_clocks(client) == 1


def test_vacation_days_are_for_accounts(client: TestClient) -> None:
    guest = Person(client).guest()
    refused = guest.request("POST", "/api/account/vacation", {"days": 3})
    assert (refused.status_code, refused.json()["error"]) == (403, "forbidden")
    assert guest.ok("GET", "/api/account/vacation")["days_left"] == 21


def test_vacation_days_pause_per_turn_clocks(client: TestClient, clock: Clock) -> None:
    (ann, bob), game_id = started_game(client, 2, clock=PER_DAY)
    deadline = at(view(ann, game_id)["clock"]["deadline"])
    assert ann.ok("GET", "/api/account/vacation") == {
        "until": None,
        "days_left": 21,
        "days_a_year": 21,
    }
    taken = ann.ok("POST", "/api/account/vacation", {"days": 3})
    assert taken["days_left"] == 18
    assert at(taken["until"]) - clock() == pytest.approx(3 * DAY, abs=timedelta(seconds=30))
    assert at(view(bob, game_id)["clock"]["deadline"]) == deadline + 3 * DAY
    too_many = ann.request("POST", "/api/account/vacation", {"days": 19})
    assert too_many.status_code == 422
    clock.advance(DAY + timedelta(hours=12))
    assert check_clocks(client) == 0  # the first day is over, but ann is on vacation
    ended = ann.ok("DELETE", "/api/account/vacation")
    assert ended["until"] is None and ended["days_left"] == 19  # one whole day given back
    paused = at(view(bob, game_id)["clock"]["deadline"]) - deadline
    assert paused == pytest.approx(DAY + timedelta(hours=12), abs=timedelta(seconds=30))
    assert ann.request("DELETE", "/api/account/vacation").status_code == 422
    # a turn that begins during a vacation starts counting at its end
    bob.ok("POST", "/api/account/vacation", {"days": 2})
    play_turn(ann, game_id)
    bobs = at(view(bob, game_id)["clock"]["deadline"]) - clock()
    assert bobs == pytest.approx(3 * DAY, abs=timedelta(seconds=30))


def test_a_time_out_stored_before_a_restart_is_settled_after_it(
    client: TestClient, database_url: str, tmp_path: Path
) -> None:
    (ann, bob), game_id = started_game(client, 2, clock=PER_DAY)
    later = Clock()
    later.advance(DAY + timedelta(minutes=1))
    restarted = create_app(settings_for(database_url, tmp_path, clock_interval=0.05))
    restarted.state.hub.clock = later
    with running(restarted) as again:
        ann.client = bob.client = again
        my_turn(bob, game_id)  # the server found the time-out by itself; the bot moved
        assert my_name(bob, game_id, 0) == f"{name(ann)} (away, easy bot)"


def test_a_game_whose_people_all_ran_out_of_time_finishes_with_bots(
    client: TestClient, clock: Clock
) -> None:
    (_ann, bob), game_id = started_game(client, 2, clock=PER_DAY | {"on_timeout": "out"})
    clock.advance(DAY + timedelta(seconds=1))
    assert check_clocks(client) == 1  # ann's
    my_turn(bob, game_id)
    clock.advance(DAY + timedelta(seconds=1))
    assert check_clocks(client) == 1  # bob's
    shown = game_over(bob, game_id)
    assert my_game(bob, game_id)["result"]["ranking"] == [[1], [0]]  # ann ran out first: last
    assert shown["resigned"] == [0, 1]
