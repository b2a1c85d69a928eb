"""A name that cannot be told apart from an existing one is refused like a taken one."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from server.accounts import name_key
from tests.support.players import Person


@pytest.mark.parametrize(
    ("existing", "look_alike"),
    [("alice", "aIice"), ("alice", "a1ice"), ("alice", "ALICE"), ("admin", "admln"),
     ("admin", "adrnin"), ("bOb", "b0b")],
)  # fmt: skip
def test_look_alikes_are_refused(client: TestClient, existing: str, look_alike: str) -> None:
    Person(client).register(existing)
    answer = Person(client).request(
        "POST", "/api/accounts", {"name": look_alike, "password": "a long password"}
    )
    assert (answer.status_code, answer.json()["error"]) == (409, "conflict")
    assert "taken" in answer.json()["detail"]


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
