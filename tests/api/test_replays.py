"""Replays over HTTP: every version rebuilt as the seat saw it live; who may see what."""

from __future__ import annotations

from fastapi.testclient import TestClient

from server.rooms.replays import CHECKPOINT
from tests.support.players import Person, started_game

# These tests play whole games over HTTP: on SQLite only, to keep the suite short; what the
# database does for them (claims, locks, ratings once) is tested on both in tests/persistence
# and tests/rooms.


def play_to_the_end(people: list[Person], game_id: int) -> list[dict[str, object]]:
    """Play game `game_id` with each person making their first legal move in turn; the
    first person's view at every version, as the game page gets it live."""
    seen = [people[0].ok("GET", f"/api/games/{game_id}")["view"]]
    while True:
        moved = False
        for person in people:
            legal = person.ok("GET", f"/api/games/{game_id}/legal-moves")
            if legal["moves"]:
                move = {"version": legal["version"], "move": legal["moves"][0]}
                person.ok("POST", f"/api/games/{game_id}/moves", move)
                seen.append(people[0].ok("GET", f"/api/games/{game_id}")["view"])
                moved = True
        if not moved:
            return seen


def test_every_version_of_a_finished_game_is_the_view_its_seat_had(client: TestClient) -> None:
    people, game_id = started_game(client, 2, public=False)
    seen = play_to_the_end(people, game_id)
    assert len(seen) > 2 * CHECKPOINT
    history = people[0].ok("GET", f"/api/games/{game_id}/replay")
    assert history["over"] and history["seat"] == 0 and history["game_name"] == "renature"
    assert history["version"] == len(seen) - 1 == len(history["history"])
    assert history["history"][-1][1][-1]["type"] == "game_over"
    # backwards, then forwards: from the kept checkpoints as well as from the start
    for version in [*range(len(seen) - 1, -1, -7), *range(len(seen))]:
        step = people[0].ok("GET", f"/api/games/{game_id}/replay/{version}")
        assert (step["version"], step["seat"]) == (version, 0)
        assert step["view"] == seen[version], version
    last = people[0].ok("GET", f"/api/games/{game_id}/replay/{len(seen) - 1}")
    assert last["over"] and last["current"] is None


def test_a_finished_game_shows_every_seat_a_running_one_only_your_own(client: TestClient) -> None:
    people, game_id = started_game(client, 2, public=False)
    stranger = Person(client).register()
    cases = [
        (people[0], "?seat=1", 403, "not_your_seat"),
        (stranger, "", 404, "not_found"),
        (people[0], "?seat=2", 403, "not_your_seat"),
    ]
    for person, query, status, code in cases:
        answer = person.request("GET", f"/api/games/{game_id}/replay/0{query}")
        assert (answer.status_code, answer.json()["error"]) == (status, code), query
    answer = people[0].request("GET", f"/api/games/{game_id}/replay/1")
    assert (answer.status_code, answer.json()["error"]) == (422, "invalid")
    own = people[0].ok("GET", f"/api/games/{game_id}/replay/0")
    assert own["view"]["seats"][0]["hand"] is not None
    assert own["view"]["seats"][1]["hand"] is None

    play_to_the_end(people, game_id)
    theirs = people[0].ok("GET", f"/api/games/{game_id}/replay/0?seat=1")
    assert theirs["seat"] == 1 and theirs["view"]["seats"][1]["hand"] is not None
    answer = people[0].request("GET", f"/api/games/{game_id}/replay/0?seat=2")
    assert (answer.status_code, answer.json()["error"]) == (422, "invalid")
    answer = stranger.request("GET", f"/api/games/{game_id}/replay")
    assert (answer.status_code, answer.json()["error"]) == (404, "not_found")


def test_a_public_game_is_replayed_as_a_spectator_sees_it(client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    legal = people[0].ok("GET", f"/api/games/{game_id}/legal-moves")
    people[0].ok("POST", f"/api/games/{game_id}/moves", {"version": 0, "move": legal["moves"][0]})
    watcher = Person(client)
    history = watcher.ok("GET", f"/api/games/{game_id}/replay")
    assert (history["seat"], history["over"], history["version"]) == (None, False, 1)
    step = watcher.ok("GET", f"/api/games/{game_id}/replay/1")
    assert step["view"] == watcher.ok("GET", f"/api/games/{game_id}")["view"]
    assert all(seat["hand"] is None for seat in step["view"]["seats"])
