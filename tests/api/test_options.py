"""Every game's table options through the API: each value accepted and stored with the
defaults filled in; each refused value answered 422 naming the option, nothing created."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from server.games import registry
from server.games.base import option_fields
from tests.support.players import Person

BAD_VALUES: list[Any] = ["no such value", 17, None, [1], {"a": 1}]


def fields() -> list[Any]:
    return [
        pytest.param(name, field, id=f"{name}-{field['name']}")
        for name in registry.names()
        for field in option_fields(registry.get(name).options)
    ]


def create(person: Person, name: str, options: dict[str, Any]) -> Any:
    game = registry.get(name)
    body = {"game": name, "seats": game.player_counts[0], "options": options}
    return person.request("POST", "/api/tables", body)


@pytest.mark.parametrize("name", registry.names())
def test_no_options_means_every_default(client: TestClient, name: str) -> None:
    host = Person(client).register()
    created = create(host, name, {})
    assert created.status_code == 201
    defaults = registry.get(name).options().model_dump(mode="json")
    assert created.json()["options"] == defaults


@pytest.mark.parametrize(("name", "field"), fields())
def test_every_choice_is_accepted_and_stored(
    client: TestClient, name: str, field: dict[str, Any]
) -> None:
    host = Person(client).register()
    for choice in field["choices"]:
        created = create(host, name, {field["name"]: choice["value"]})
        assert created.status_code == 201, created.json()
        assert created.json()["options"][field["name"]] == choice["value"]


@pytest.mark.parametrize(("name", "field"), fields())
def test_every_bad_value_is_refused_naming_the_option(
    client: TestClient, name: str, field: dict[str, Any]
) -> None:
    host = Person(client).register()
    allowed = [c["value"] for c in field["choices"]]
    for bad in BAD_VALUES:
        if bad in allowed and type(bad) in {type(a) for a in allowed}:
            continue
        refused = create(host, name, {field["name"]: bad})
        assert refused.status_code == 422, bad
        assert field["name"] in refused.json()["detail"]
    assert host.ok("GET", "/api/tables") == []


@pytest.mark.parametrize("name", registry.names())
def test_an_unknown_option_is_refused(client: TestClient, name: str) -> None:
    host = Person(client).register()
    refused = create(host, name, {"no_such_option": True})
    assert refused.status_code == 422
    assert "no_such_option" in refused.json()["detail"]
    assert host.ok("GET", "/api/tables") == []
