"""A name that cannot be told apart from an existing one is refused like a taken one: the
same but for case, look-alike characters or separators, or, from 5 characters on, one
character added, removed or replaced with the same digits."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from server.accounts import name_key
from tests.support.players import Person


@pytest.mark.parametrize(
    ("existing", "look_alike"),
    [("alice", "aIice"), ("alice", "a1ice"), ("alice", "ALICE"), ("admin", "admln"),
     ("admin", "adrnin"), ("bOb", "b0b"), ("alice", "alice_"), ("alice", "_alice"),
     ("alice", "a-l-i-c-e"), ("bob", "b_o_b"), ("admin", "admim"), ("admin", "rnadmin"),
     ("admin", "admins"), ("rowans", "rowan"), ("alice", "Alise"), ("alice", "aliice"),
     ("player1", "p1ayer1"), ("player1", "playerr1")],
)  # fmt: skip
def test_look_alikes_are_refused(client: TestClient, existing: str, look_alike: str) -> None:
    Person(client).register(existing)
    answer = Person(client).request(
        "POST", "/api/accounts", {"name": look_alike, "password": "a long password"}
    )
    assert (answer.status_code, answer.json()["error"]) == (409, "conflict")
    assert "taken" in answer.json()["detail"]


@pytest.mark.parametrize(
    ("existing", "other"),
    [("anna", "anne"), ("bob", "bob2"), ("anna", "annas"), ("alice", "alicia"),
     ("rowan", "rowena"), ("admin", "admiral"), ("player1", "player2"), ("player1", "player10"),
     ("player", "player7"), ("admin", "admin1")],
)  # fmt: skip
def test_different_people_keep_their_names(client: TestClient, existing: str, other: str) -> None:
    Person(client).register(existing)
    Person(client).register(other)


def test_the_refusal_names_the_name_it_is_too_like(client: TestClient) -> None:
    Person(client).register("admin")
    answer = Person(client).request(
        "POST", "/api/accounts", {"name": "Admim", "password": "a long password"}
    )
    assert answer.json()["detail"] == "The name 'Admim' is too like 'admin', which is taken."


def test_different_names_stay_different() -> None:
    names = ["alice", "alica", "bob", "rowan", "birch_7", "oak-1", "guest-a1b2"]
    assert len({name_key(n) for n in names}) == len(names)
    assert all(len(name_key(n)) <= len(n) for n in [*names, "adrnin", "mmmm"])


def test_the_owner_signs_in_with_the_name_as_written(client: TestClient) -> None:
    Person(client).register("aIder", "pine cones")
    answer = Person(client).request(
        "POST", "/api/session", {"name": "aIder", "password": "pine cones"}
    )
    assert answer.json()["user"]["name"] == "aIder"


def test_a_guest_cannot_become_a_look_alike(client: TestClient) -> None:
    Person(client).register("alice")
    answer = (
        Person(client)
        .guest()
        .request("POST", "/api/accounts/convert", {"name": "al_ice", "password": "a long password"})
    )
    assert (answer.status_code, answer.json()["error"]) == (409, "conflict")
