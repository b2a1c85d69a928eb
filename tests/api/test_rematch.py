"""Public games being played, to watch (GET /api/games/live), and rematches of finished
games (POST /api/games/{id}/rematch)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import update

from server.persistence.models import GameRecord, GameStatus
from tests.support.players import Person, finish, my_turn, name, started_game


def mark(app: FastAPI, game_id: int, status: GameStatus) -> None:
    """Set game `game_id`'s status in the database (as a finished or damaged game has it)."""
    with app.state.sessions() as db:
        db.execute(update(GameRecord).where(GameRecord.id == game_id).values(status=status))
        db.commit()


def test_public_games_being_played_newest_move_first(client: TestClient, app: FastAPI) -> None:
    (ann,), first = started_game(client, 1, bots=("easy",), bots_first=True)
    mine = my_turn(ann, first)  # the bot, seated first, moves first
    (bob, cat), second = started_game(client, 2)
    started_game(client, 2, public=False)  # private: not for watching
    Person(client).register().ok("POST", "/api/tables", {"game": "renature", "seats": 2})
    anyone = Person(client)
    assert [g["id"] for g in anyone.ok("GET", "/api/games/live")] == [second, first]
    legal = bob.ok("GET", f"/api/games/{second}/legal-moves")
    bob.ok("POST", f"/api/games/{second}/moves", {"version": 0, "move": legal["moves"][0]})
    assert [g["id"] for g in anyone.ok("GET", "/api/games/live")] == [second, first]
    move = {"version": mine["version"], "move": mine["moves"][0]}
    ann.ok("POST", f"/api/games/{first}/moves", move)
    newest, older = anyone.ok("GET", "/api/games/live")
    assert newest["id"] == first and older["id"] == second
    assert newest["game"] == "renature" and newest["title"] == "Renature"
    assert newest["players"] == ["Alder (easy bot)", name(ann)]
    assert older["players"] == [name(bob), name(cat)]
    assert older["version"] == 1
    assert older["current_seat"] == bob.ok("GET", f"/api/games/{second}")["current"]
    assert newest["version"] == ann.ok("GET", f"/api/games/{first}")["version"] >= 2
    assert [g["id"] for g in anyone.ok("GET", "/api/games/live?limit=1")] == [first]
    assert [g["id"] for g in anyone.ok("GET", "/api/games/live?limit=1&offset=1")] == [second]
    mark(app, second, GameStatus.FINISHED)
    mark(app, first, GameStatus.DAMAGED)
    assert anyone.ok("GET", "/api/games/live") == []


@pytest.mark.parametrize("query", ["limit=0", "limit=51", "offset=-1", "offset=1001", "limit=x"])
def test_live_games_refuse_bad_pages(client: TestClient, query: str) -> None:
    response = Person(client).request("GET", f"/api/games/live?{query}")
    assert response.status_code == 422 and response.json()["error"] == "invalid"


def test_a_rematch_seats_the_same_bots_and_invites_the_others(client: TestClient) -> None:
    (ann, bob), game_id = started_game(client, 2, bots=("medium",))
    finish([ann, bob], game_id)
    old = ann.ok("GET", f"/api/games/{game_id}")
    assert old["over"]
    response = bob.request("POST", f"/api/games/{game_id}/rematch")
    assert response.status_code == 201
    table: dict[str, Any] = response.json()
    assert (table["game"], table["size"], table["public"], table["status"]) == (
        "renature",
        3,
        True,
        "open",
    )
    assert table["host"] == name(bob) and table["invite_token"]
    assert [(s["user"], s["bot"]) for s in table["seats"]] == [(name(bob), None), (None, "medium")]
    [invitation] = ann.ok("GET", "/api/invitations")  # telling her of the game it follows
    assert (invitation["id"], invitation["rematch_of"]) == (table["id"], game_id)
    assert bob.ok("GET", "/api/invitations") == []
    # ann asks too: she takes the seat waiting for her, and no second table is opened
    again = ann.request("POST", f"/api/games/{game_id}/rematch")
    assert again.status_code == 200 and again.json()["id"] == table["id"]
    seated = [s["user"] for s in again.json()["seats"]]
    assert seated == [name(bob), None, name(ann)]
    assert bob.request("POST", f"/api/games/{game_id}/rematch").json()["id"] == table["id"]
    bob.ok("POST", f"/api/tables/{table['id']}/start", {"order": None})
    assert ann.ok("POST", f"/api/games/{game_id}/rematch")["id"] != table["id"]  # started


def test_a_rematch_keeps_the_options_and_privacy(client: TestClient, app: FastAPI) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    options = {"board": "valley", "colours": ["black", "white"]}
    body = {"game": "renature", "seats": 2, "public": False, "options": options}
    table = ann.ok("POST", "/api/tables", body)
    ann.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": name(bob)})
    bob.ok("POST", f"/api/tables/{table['id']}/join", {})
    game_id = ann.ok("POST", f"/api/tables/{table['id']}/start", {"order": None})["game_id"]
    mark(app, game_id, GameStatus.FINISHED)
    rematch = ann.ok("POST", f"/api/games/{game_id}/rematch")
    assert rematch["public"] is False and rematch["options"] == table["options"]
    assert rematch["options"]["board"] == "valley"


def test_rematch_refusals_change_nothing(client: TestClient, app: FastAPI) -> None:
    (ann, bob), game_id = started_game(client, 2)
    (cat, dan), private = started_game(client, 2, public=False)
    stranger = Person(client).register()

    def refused(person: Person, game: int) -> tuple[int, str, str]:
        response = person.request("POST", f"/api/games/{game}/rematch")
        answer = response.json()
        return response.status_code, answer["error"], answer["detail"]

    assert refused(ann, game_id) == (409, "conflict", "The game is not over yet.")
    mark(app, game_id, GameStatus.FINISHED)
    mark(app, private, GameStatus.FINISHED)
    assert refused(stranger, game_id) == (
        403,
        "forbidden",
        "Only the game's players may ask for a rematch.",
    )
    assert refused(stranger, private) == (404, "not_found", f"There is no game {private}.")
    assert refused(stranger, 999999) == (404, "not_found", "There is no game 999999.")
    assert refused(Person(client), game_id)[:2] == (401, "not_authenticated")
    assert refused(ann, 0)[:2] == (422, "invalid")
    mark(app, game_id, GameStatus.DAMAGED)
    assert refused(bob, game_id) == (
        409,
        "conflict",
        f"Game {game_id} is damaged: it cannot be played again.",
    )
    for person in (ann, bob, cat, dan, stranger):
        assert person.ok("GET", "/api/invitations") == []
    assert Person(client).ok("GET", "/api/tables") == []


def test_a_game_keeps_its_rules_edition_and_a_rematch_takes_the_latest(
    client: TestClient, app: FastAPI
) -> None:
    (ann,), game_id = started_game(client, 1, bots=("easy",), game="cascadia")
    with app.state.sessions() as db:
        record = db.get_one(GameRecord, game_id)
        assert record.options["edition"] == 2  # written out when the game started
        record.options = record.options | {"edition": 1}  # as a game stored earlier
        record.status = GameStatus.FINISHED
        db.commit()
    table = ann.ok("POST", f"/api/games/{game_id}/rematch")
    assert table["options"]["edition"] == 2


def finished_game(app: FastAPI, host: Person, other: Person, **table: Any) -> int:
    """A finished game of `host` and `other` (at a table with the settings `table`); its id."""
    body = {"game": "renature", "seats": 2} | table
    opened = host.ok("POST", "/api/tables", body)
    host.ok("POST", f"/api/tables/{opened['id']}/invitations", {"name": name(other)})
    other.ok("POST", f"/api/tables/{opened['id']}/join", {})
    game_id: int = host.ok("POST", f"/api/tables/{opened['id']}/start", {"order": None})["game_id"]
    mark(app, game_id, GameStatus.FINISHED)
    return game_id


def test_a_rematch_joins_only_the_table_made_from_that_game(
    client: TestClient, app: FastAPI
) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    game_id = finished_game(app, ann, bob)
    # bob opens a table like it, with his own clock and options, and invites ann to it
    clock = {"kind": "live", "bank": 60, "increment": 0}
    body = {"game": "renature", "seats": 2, "clock": clock, "options": {"board": "valley"}}
    trap = bob.ok("POST", "/api/tables", body)
    bob.ok("POST", f"/api/tables/{trap['id']}/invitations", {"name": name(ann)})
    # and the rematch of another game of theirs
    other = bob.ok("POST", f"/api/games/{finished_game(app, bob, ann)}/rematch")
    mine = ann.request("POST", f"/api/games/{game_id}/rematch")
    assert mine.status_code == 201, mine.text  # a table of her own, not one of his
    table: dict[str, Any] = mine.json()
    assert table["id"] not in (trap["id"], other["id"]) and table["host"] == name(ann)
    assert table["clock"]["kind"] == "none" and table["options"]["board"] == "base"
    assert [s["user"] for s in table["seats"]] == [name(ann)]
    answer = bob.request("POST", f"/api/games/{game_id}/rematch")
    assert answer.status_code == 200 and answer.json()["id"] == table["id"]
    assert [t["id"] for t in ann.ok("GET", "/api/invitations")] == [other["id"], trap["id"]]
