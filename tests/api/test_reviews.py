"""Post-game reviews over HTTP: who may ask for one, asking twice, a few waiting per person,
and a review followed to its end."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import update

from server.games.base import Assessment
from server.persistence.models import GameRecord, GameStatus, Review, ReviewStatus
from server.rooms import reviews
from server.rooms.reviews import MAX_WAITING
from tests.api.test_replays import play_to_the_end
from tests.support.players import Person, started_game
from tests.support.waiting import wait_for

# These tests play whole games over HTTP: on SQLite only, to keep the suite short; what the
# database does for them (claims, locks, ratings once) is tested on both in tests/persistence
# and tests/rooms.


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reviews search 10 ms per decision and look for work every 0.2 s in these apps."""
    monkeypatch.setenv("REVIEW_BUDGET", "0.01")
    monkeypatch.setenv("REVIEW_INTERVAL", "0.2")


def refused(person: Person, method: str, path: str) -> tuple[int, str, str]:
    answer = person.request(method, path)
    body = answer.json()
    return answer.status_code, body["error"], body["detail"]


def test_only_a_player_of_a_finished_game_has_their_own_moves_reviewed(
    client: TestClient,
) -> None:
    people, game_id = started_game(client, 2, public=True)
    stranger = Person(client).register()
    path = f"/api/games/{game_id}/review"
    # not over yet: refused, and nothing is queued
    status, code, detail = refused(people[0], "POST", path)
    assert (status, code) == (409, "conflict") and "not over" in detail
    assert people[0].ok("GET", path)["status"] == "none"

    play_to_the_end(people, game_id)
    assert refused(Person(client), "GET", path)[:2] == (401, "not_authenticated")
    assert refused(stranger, "POST", path)[:2] == (403, "forbidden")
    assert refused(stranger, "GET", path)[:2] == (403, "forbidden")
    status, code, detail = refused(people[0], "POST", f"{path}?seat=1")
    assert (status, code) == (403, "not_your_seat") and "not yours" in detail
    assert refused(people[0], "POST", f"{path}?seat=2")[:2] == (422, "invalid")
    missing = refused(people[0], "POST", "/api/games/999999/review")
    assert missing[:2] == (404, "not_found")
    # a private game of others is answered as a missing one
    _, private = started_game(client, 2, public=False)
    for method in ("POST", "GET"):
        assert refused(stranger, method, f"/api/games/{private}/review")[1:] == (
            "not_found",
            f"There is no game {private}.",
        )
    assert people[1].ok("GET", path) == {
        "game": game_id,
        "seat": 1,
        "status": "none",
        "done": 0,
        "total": None,
        "results": [],
    }


def test_a_bots_seat_is_not_reviewed(client: TestClient) -> None:
    people, game_id = started_game(client, 1, bots=("easy",))
    status, code, detail = refused(people[0], "POST", f"/api/games/{game_id}/review?seat=1")
    assert (status, code) == (403, "not_your_seat") and "bot" in detail


def wait_until_done(person: Person, path: str, timeout: float = 120) -> dict[str, Any]:
    """The review at `path` once it is done (or failed)."""

    def ended() -> dict[str, Any] | None:
        review: dict[str, Any] = person.ok("GET", path)
        return review if review["status"] in ("done", "failed") else None

    return wait_for(ended, f"the end of the review at {path}", timeout)


def test_asking_again_answers_the_review_asked_for_which_runs_to_its_end(
    client: TestClient,
) -> None:
    people, game_id = started_game(client, 2, public=False)
    last = len(play_to_the_end(people, game_id)) - 1
    path = f"/api/games/{game_id}/review"
    first = people[0].ok("POST", path)
    assert first["seat"] == 0 and first["status"] in ("queued", "running")
    again = people[0].ok("POST", f"{path}?seat=0")  # the same, however far it has come
    assert again["seat"] == 0 and again["status"] in ("queued", "running", "done")

    review = wait_until_done(people[0], path)
    assert review["status"] == "done" and review["total"] == review["done"] > 10
    decisions = [(r["version"], r["step"]) for r in review["results"]]
    assert decisions == sorted(set(decisions)) and decisions[0][0] >= 1
    assert decisions[-1][0] <= last
    for entry in review["results"]:
        assert entry["loss"] >= 0
        assert (entry["best"] is None) == (entry["text"] == "as good as the hard bot's choice")
    assert people[0].ok("POST", path) == review  # asked again once done: the same review
    assert people[1].ok("GET", path)["status"] == "none"  # the other seat's is its own

    # the position after the hard bot's step instead of a step marked, for the board
    marked = next(r for r in review["results"] if r["best"] is not None)
    version, step = marked["version"], marked["step"]
    better = people[0].ok("GET", f"/api/games/{game_id}/review/{version}/better?step={step}")
    assert (better["version"], better["step"], better["seat"]) == (version, step, 0)
    assert better["events"], "the bot's step says what it did"
    before = people[0].ok("GET", f"/api/games/{game_id}/replay/{version - 1}?seat=0")["view"]
    made = people[0].ok("GET", f"/api/games/{game_id}/replay/{version}?seat=0")["view"]
    assert better["view"] != before and better["view"] != made
    unmarked = next((r for r in review["results"] if r["best"] is None), None)
    if unmarked is not None:
        where = f"/api/games/{game_id}/review/{unmarked['version']}/better?step={unmarked['step']}"
        assert refused(people[0], "GET", where)[:2] == (404, "not_found")
    other = f"/api/games/{game_id}/review/{version}/better?step={step}&seat=1"
    assert refused(people[0], "GET", other)[:2] == (403, "not_your_seat")
    assert refused(people[1], "GET", f"/api/games/{game_id}/review/{version}/better")[:2] == (
        404,
        "not_found",
    )  # the other seat asked for no review


@pytest.fixture
def idle_runner(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's review runner looks for reviews once an hour (and is not woken)."""
    monkeypatch.setenv("REVIEW_INTERVAL", "3600")


def game_between(host: Person, other: Person) -> int:
    """A 2-seat game started by `host` (seat 0) with `other` (seat 1); its id."""
    assert other.user is not None
    table = host.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": True})
    path = f"/api/tables/{table['id']}"
    host.ok("POST", f"{path}/invitations", {"name": other.user["name"]})
    other.ok("POST", f"{path}/join", {})
    order = [seat["id"] for seat in host.ok("GET", path)["seats"]]
    game_id: int = host.ok("POST", f"{path}/start", {"order": order})["game_id"]
    return game_id


@pytest.mark.usefixtures("idle_runner")
def test_a_person_has_a_few_reviews_waiting_at_most(
    app: FastAPI, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert app.state.reviews.interval == 3600
    monkeypatch.setattr(app.state.reviews, "wake", lambda: None)  # every review stays queued
    ann, bob = Person(client).register(), Person(client).register()
    games = [game_between(ann, bob) for _ in range(MAX_WAITING + 1)]
    with app.state.sessions() as db:  # over, as far as reviews go
        db.execute(
            update(GameRecord).where(GameRecord.id.in_(games)).values(status=GameStatus.FINISHED)
        )
        db.commit()
    *first, last = [f"/api/games/{game_id}/review" for game_id in games]
    for path in first:
        assert ann.ok("POST", path)["status"] == "queued"
    status, code, detail = refused(ann, "POST", last)
    assert (status, code) == (429, "rate_limited")
    assert detail == (
        f"You have {MAX_WAITING} reviews queued or under way: "
        "ask for another once one of them is done."
    )
    assert ann.ok("GET", last)["status"] == "none"  # nothing queued
    assert ann.ok("POST", first[0])["status"] == "queued"  # asked again: the same answer
    assert bob.ok("POST", last)["status"] == "queued"  # each person's own


@pytest.mark.usefixtures("idle_runner")
def test_a_review_is_read_in_the_language_of_its_reader(
    app: FastAPI, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app.state.reviews, "wake", lambda: None)
    ann, bob = Person(client).register(), Person(client).register()
    game_id = game_between(ann, bob)
    path = f"/api/games/{game_id}/review"
    said = {"en": "plant a birch", "de": "eine Birke pflanzen", "fr": "planter un bouleau"}
    judged = Assessment(best={"type": "plant"}, plan="plant a birch", loss=3.0, said=said)
    stored_before = {"version": 4, "move": {}, "best": None, "loss": 0.0, "text": "as good"}
    results = [
        reviews.result(1, 0, {"type": "place"}, judged),
        reviews.result(2, 0, {"type": "place"}, replace(judged, loss=0.0)),
        stored_before,
    ]
    with app.state.sessions() as db:
        db.execute(
            update(GameRecord).where(GameRecord.id == game_id).values(status=GameStatus.FINISHED)
        )
        db.commit()
    assert ann.ok("POST", path)["status"] == "queued"
    with app.state.sessions() as db:
        db.execute(
            update(Review)
            .where(Review.game_id == game_id)
            .values(status=ReviewStatus.DONE, results=results, done=3, total=3)
        )
        db.commit()

    def texts(person: Person, **headers: str) -> list[str]:
        answer = person.request("GET", path, **headers)
        assert answer.status_code == 200
        return [entry["text"] for entry in answer.json()["results"]]

    assert texts(ann) == [
        "best was to plant a birch, about 3 points better",
        "as good as the hard bot's choice",
        "as good",
    ]
    assert texts(ann, **{"accept-language": "de"}) == texts(ann)  # the account's language
    assert texts(reading(ann, "de")) == [
        "besser wäre gewesen: eine Birke pflanzen, etwa 3 Punkte mehr",
        "so gut wie die Wahl des schweren Bots",
        "as good",  # stored before the words were kept in every language
    ]
    assert texts(reading(ann, "fr"))[:2] == [
        "le mieux était de planter un bouleau, environ 3 points de plus",
        "aussi bon que le choix du bot difficile",
    ]


def reading(person: Person, language: str) -> Person:
    """`person` signed in anew after choosing to read the site in `language`."""
    assert person.user is not None
    person.ok("POST", "/api/language", {"language": language})
    again = Person(person.client)
    body = {"name": person.user["name"], "password": "correct horse"}
    return again.signed_in(again.ok("POST", "/api/session", body))
