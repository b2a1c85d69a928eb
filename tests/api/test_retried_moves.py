"""A move sent again with its id (its answer was lost) is answered with the move's update,
not refused and not made twice; also after the server restarted."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from server.main import create_app
from server.persistence.models import MoveRecord
from tests.support.players import Person, running, settings_for, started_game

pytestmark = pytest.mark.both_databases


def first_move(person: Person, game_id: int) -> dict[str, Any]:
    moves = person.ok("GET", f"/api/games/{game_id}/legal-moves")["moves"]
    return dict(moves[0])


def stored_moves(client: TestClient, game_id: int) -> int:
    with client.app.state.sessions() as db:  # type: ignore[attr-defined]
        found = db.scalar(
            select(func.count()).select_from(MoveRecord).where(MoveRecord.game_id == game_id)
        )
        return int(found or 0)


def test_a_retried_move_is_answered_once_made(
    client: TestClient, database_url: str, tmp_path: Path
) -> None:
    (ann, bob), game_id = started_game(client, 2)
    view = ann.ok("GET", f"/api/games/{game_id}")
    mover = ann if view["current"] == view["seat"] else bob
    body = {"version": 0, "move": first_move(mover, game_id), "id": "a1b2"}
    made = mover.ok("POST", f"/api/games/{game_id}/moves", body)
    again = mover.ok("POST", f"/api/games/{game_id}/moves", body)
    assert made["version"] == again["version"] == 1 and again["id"] == "a1b2"
    assert again["events"] == made["events"] and again["patch"] == made["patch"]
    assert stored_moves(client, game_id) == 1
    without_id = mover.request("POST", f"/api/games/{game_id}/moves", body | {"id": None})
    assert without_id.json()["error"] == "stale_version"  # no id: nothing to recognise
    with running(create_app(settings_for(database_url, tmp_path))) as restarted:
        mover.client = restarted
        after = mover.ok("POST", f"/api/games/{game_id}/moves", body)
        assert after["version"] == 1 and after["events"] == made["events"]
        assert stored_moves(restarted, game_id) == 1


def test_the_same_id_on_a_later_move_is_a_new_move(client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    for version in range(3):
        view = people[0].ok("GET", f"/api/games/{game_id}")
        mover = people[0] if view["current"] == view["seat"] else people[1]
        body = {"version": version, "move": first_move(mover, game_id), "id": 7}
        assert mover.ok("POST", f"/api/games/{game_id}/moves", body)["version"] == version + 1
    assert stored_moves(client, game_id) == 3


def test_overlong_ids_are_refused(client: TestClient) -> None:
    (ann, _), game_id = started_game(client, 2)
    body = {"version": 0, "move": {"type": "discard"}, "id": "x" * 65}
    answer = ann.request("POST", f"/api/games/{game_id}/moves", body)
    assert (answer.status_code, answer.json()["error"]) == (422, "invalid")
