"""Leaderboards and profiles over HTTP, from games played to their end; 404s for unknown
games and players, as JSON and as pages."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from server import ratings
from server.games import registry
from server.persistence.games import BOT_NAMES
from server.persistence.models import GameRecord, GameStatus
from tests.api.test_replays import play_to_the_end
from tests.support.players import Person, finish, name, started_game

# These tests play whole games over HTTP: on SQLite only, to keep the suite short; what the
# database does for them (claims, locks, ratings once) is tested on both in tests/persistence
# and tests/rooms.


def rate_all(app: FastAPI) -> int:
    """Rate the finished games not yet rated, as the server's catch-up does; how many."""
    with app.state.sessions() as db:
        return ratings.rate_unrated(db)


def recent_at(profile: dict[str, Any]) -> str:
    return str(profile["recent"][0]["at"])


def renature(profile: dict[str, Any]) -> dict[str, Any]:
    return next(g for g in profile["games"] if g["game"] == "renature")


def test_a_finished_game_between_people_ranks_them(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    play_to_the_end(people, game_id)
    result = people[0].ok("GET", "/api/games")[0]["result"]
    rate_all(app)  # once, whether or not the game's end rated it already
    assert rate_all(app) == 0

    board = people[0].ok("GET", "/api/leaderboard/renature")
    assert board["title"] == "Renature"
    rows = {row["name"]: row for row in board["players"]}
    assert set(rows) == {name(p) for p in people}
    assert all(row["games"] == 1 and not row["guest"] for row in rows.values())
    first, second = (rows[name(people[seat])] for seat in (0, 1))
    if result["ranking"] == [[0], [1]]:
        assert first["rating"] > ratings.NEWCOMER > second["rating"]
        assert (first["place"], second["place"]) == (1, 2)
        assert board["players"][0]["name"] == name(people[0])
    elif result["ranking"] == [[1], [0]]:
        assert second["rating"] > ratings.NEWCOMER > first["rating"]
    else:
        assert first["rating"] == second["rating"] and first["place"] == second["place"] == 1
    assert people[0].ok("GET", "/api/leaderboard/cascadia")["players"] == []

    watcher = Person(client)
    for seat, person in enumerate(people):
        profile = watcher.ok("GET", f"/api/players/{name(person).upper()}")
        assert profile["name"] == name(person) and not profile["guest"]
        mine = renature(profile)
        won = seat in result["winners"]
        assert (mine["played"], mine["won"], mine["rated_games"]) == (1, int(won), 1)
        assert mine["rating"] == rows[name(person)]["rating"]
        [point] = mine["history"]
        assert point["rating"] == mine["rating"]
        assert point["change"] == mine["rating"] - ratings.NEWCOMER
        assert point["at"].endswith("Z") and point["at"] == recent_at(profile)
        others = [g for g in profile["games"] if g["game"] != "renature"]
        assert [(g["rating"], g["history"], g["played"]) for g in others] == [(None, [], 0)] * 2
        [recent] = profile["recent"]
        assert (recent["id"], recent["game"], recent["seat"]) == (game_id, "renature", seat)
        assert recent["won"] == won and recent["change"] == point["change"]
        assert recent["players"] == [{"name": name(p), "bot": False} for p in people]


def test_a_game_with_a_bot_rates_only_its_people(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 2, bots=("easy",))
    finish(people, game_id)
    rate_all(app)
    board = people[0].ok("GET", "/api/leaderboard/renature")
    assert sorted(row["name"] for row in board["players"]) == sorted(name(p) for p in people)
    recent = people[0].ok("GET", f"/api/players/{name(people[0])}")["recent"][0]
    assert recent["players"][2] == {"name": f"{BOT_NAMES[0]} (easy bot)", "bot": True}
    assert recent["change"] is not None


def test_one_person_against_bots_is_not_rated(app: FastAPI, client: TestClient) -> None:
    guest = Person(client).guest()
    table = guest.ok("POST", "/api/tables", {"game": "renature", "seats": 2})
    guest.ok("POST", f"/api/tables/{table['id']}/bots", {"level": "easy"})
    game_id = guest.ok("POST", f"/api/tables/{table['id']}/start", {"order": None})["game_id"]
    finish([guest], game_id)
    rate_all(app)
    assert guest.ok("GET", "/api/leaderboard/renature")["players"] == []
    profile = guest.ok("GET", f"/api/players/{name(guest)}")
    assert profile["guest"]
    mine = renature(profile)
    assert (mine["rating"], mine["history"], mine["played"]) == (None, [], 1)
    assert profile["recent"][0]["change"] is None


def ended(app: FastAPI, game_id: int, ranking: list[list[int]]) -> None:
    """Store game `game_id` as finished with `ranking` (its first group winning)."""
    with app.state.sessions() as db:
        record = db.get_one(GameRecord, game_id)
        record.status = GameStatus.FINISHED
        record.result = {"seats": [], "ranking": ranking, "winners": ranking[0]}
        db.commit()


def test_private_games_are_shown_only_to_whom_may_see_them(
    app: FastAPI, client: TestClient
) -> None:
    people, game_id = started_game(client, 2, public=False)
    ended(app, game_id, [[0], [1]])
    rate_all(app)
    stranger = Person(client).register()
    for viewer in (stranger, Person(client)):
        theirs = viewer.ok("GET", f"/api/players/{name(people[0])}")
        mine = renature(theirs)
        assert theirs["recent"] == [] and (mine["played"], mine["won"]) == (0, 0)
        assert (mine["rating"], mine["rated_games"], mine["history"]) == (None, 0, [])
    own = people[1].ok("GET", f"/api/players/{name(people[0])}")
    assert [g["id"] for g in own["recent"]] == [game_id]
    assert (renature(own)["played"], renature(own)["won"]) == (1, 1)
    assert renature(own)["rating"] is None  # a private game is not rated
    assert stranger.ok("GET", "/api/leaderboard/renature")["players"] == []


def test_joining_and_resigning_at_once_is_not_rated(app: FastAPI, client: TestClient) -> None:
    (ann, bob), game_id = started_game(client, 2)
    bob.ok("POST", f"/api/games/{game_id}/resign")
    ended(app, game_id, [[0], [1]])
    assert rate_all(app) == 1
    assert ann.ok("GET", "/api/leaderboard/renature")["players"] == []
    assert ann.ok("GET", f"/api/players/{name(ann)}")["recent"][0]["change"] is None


def test_unknown_games_and_players_are_not_found(client: TestClient) -> None:
    person = Person(client).register()
    for path in ("/api/players/nobody", "/api/players/" + "x" * 80, "/api/leaderboard/chess"):
        answer = person.request("GET", path)
        assert (answer.status_code, answer.json()["error"]) == (404, "not_found"), path
    assert "nobody" in person.request("GET", "/api/players/nobody").json()["detail"]
    for path, text in (("/players/nobody", "no player"), ("/leaderboard/chess", "no game")):
        answer = person.request("GET", path)
        assert answer.status_code == 404 and "text/html" in answer.headers["content-type"]
        assert text in answer.text, path
    found = person.request("GET", f"/players/{name(person)}")
    assert found.status_code == 200 and f'data-player="{name(person)}"' in found.text
    board = person.request("GET", "/leaderboard/cascadia")
    assert board.status_code == 200
    assert all(f'href="/leaderboard/{g}"' in board.text for g in registry.names())
    answer = client.get("/leaderboard", follow_redirects=False)
    assert answer.status_code == 307 and answer.headers["location"] == "/leaderboard/cascadia"
