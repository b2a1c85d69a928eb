"""The lobby: tables, seats, bots, invitations, starting, "my games"."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import Field

from server.api.schemas import said_option
from server.errors import Conflict
from server.games.base import IllegalMove, Options, option_fields
from server.i18n import gettext, say, speaking
from server.lobby import MAX_OPEN_TABLES, MAX_OPEN_TABLES_PER_ADDRESS
from tests.support.players import Person


def table(host: Person, seats: int = 2, public: bool = True, **extra: Any) -> dict[str, Any]:
    body = {"game": "renature", "seats": seats, "public": public} | extra
    created: dict[str, Any] = host.ok("POST", "/api/tables", body)
    return created


def error(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["error"]


def test_the_catalogue_speaks_the_language_of_the_request(client: TestClient) -> None:
    english = Person(client).ok("GET", "/api/catalogue")
    answer = Person(client).request("GET", "/api/catalogue", **{"accept-language": "de-DE"})
    german = answer.json()
    assert [g["name"] for g in german] == [g["name"] for g in english]
    for game, said in zip(english, german, strict=True):
        assert said["title"] == say(game["title"], "de")
        assert said["summary"] == say(game["summary"], "de")
        for option, told in zip(game["options"], said["options"], strict=True):
            assert told["label"] == say(option["label"], "de")
            assert [c["value"] for c in told["choices"]] == [c["value"] for c in option["choices"]]
            assert [c["label"] for c in told["choices"]] == [
                say(c["label"], "de") for c in option["choices"]
            ]


def test_a_refusal_is_said_in_the_language_of_the_request(client: TestClient) -> None:
    for language, said in [
        ("de", "Es gibt keinen Tisch 999999."),
        ("fr", "Il n'y a pas de table 999999."),
        ("en", "There is no table 999999."),
    ]:
        answer = Person(client).request(
            "GET", "/api/tables/999999", **{"accept-language": language}
        )
        assert (answer.status_code, answer.json()["detail"]) == (404, said)


def test_a_bots_seat_is_named_in_the_language_of_the_request(client: TestClient) -> None:
    host = Person(client).register()
    t = table(host, seats=3)
    host.ok("POST", f"/api/tables/{t['id']}/bots", {"level": "medium"})
    for language, said in [("de", "Alder (Bot: mittel)"), ("fr", "Alder (bot moyen)")]:
        answer = Person(client).request(
            "GET", f"/api/tables/{t['id']}", **{"accept-language": language}
        )
        assert [s["name"] for s in answer.json()["seats"]][1:] == [said]
    english = Person(client).ok("GET", f"/api/tables/{t['id']}")
    assert [s["name"] for s in english["seats"]][1:] == ["Alder (medium bot)"]


class Level:
    """A value of a message that is itself words of the catalogues (a bot level), said in
    the language spoken where it is filled in."""

    def __format__(self, spec: str) -> str:
        return format(gettext("medium"), spec)


def test_a_refusals_values_are_said_in_its_language_and_its_detail_in_english() -> None:
    with speaking("fr"):
        refusal = Conflict("{name} is already invited.", name=Level())
        illegal = IllegalMove("{name} is already invited.", name=Level())
    assert refusal.detail == str(refusal) == str(illegal) == "medium is already invited."
    assert refusal.said("de") == "mittel ist schon eingeladen."
    assert refusal.said("fr") == "moyen est déjà invité."


class Toy(Options):
    hints: bool = Field(default=True, title="Hints")


def test_an_options_labels_are_said_in_the_language_spoken() -> None:
    [hints] = option_fields(Toy)
    assert [c["label"] for c in hints["choices"]] == ["No", "Yes"]
    with speaking("fr"):
        told = said_option(hints)
    assert [(c["value"], c["label"]) for c in told["choices"]] == [(False, "Non"), (True, "Oui")]
    assert (told["name"], told["default"]) == ("hints", True)


def test_catalogue_names_the_games(client: TestClient) -> None:
    cascadia, forest, renature = Person(client).ok("GET", "/api/catalogue")
    assert [(g["name"], g["title"], g["player_counts"]) for g in (cascadia, forest, renature)] == [
        ("cascadia", "Cascadia", [1, 2, 3, 4]),
        ("forest-shuffle", "Forest Shuffle", [2, 3, 4, 5]),
        ("renature", "Renature", [2, 3, 4]),
    ]
    assert {tuple(g["bot_levels"]) for g in (cascadia, forest, renature)} == {
        ("easy", "medium", "hard")
    }
    # the board is chosen in the lobby; colours are set through the API only
    assert [o["name"] for o in renature["options"]] == ["board"]
    assert [c["value"] for c in renature["options"][0]["choices"]] == [
        "base",
        "valley",
        "valley-variant",
    ]
    assert [o["name"] for o in cascadia["options"]] == [
        "bear",
        "elk",
        "salmon",
        "hawk",
        "fox",
        "variant",
        "majorities",
    ]
    bear = cascadia["options"][0]
    assert bear["default"] == "random"
    assert [c["value"] for c in bear["choices"]] == ["random", "A", "B", "C", "D"]


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ({"game": "chess", "seats": 2}, "There is no game 'chess'"),
        ({"game": "renature", "seats": 5}, "played by 2, 3, 4 players, not 5"),
        ({"game": "renature", "seats": 1}, "played by 2, 3, 4 players, not 1"),
        ({"game": "renature", "seats": 2, "options": {"speed": 1}}, "Option speed: Extra inputs"),
        (
            {"game": "renature", "seats": 2, "options": {"colours": ["red", "blue"]}},
            "Option colours.0: Input should be",
        ),
        (
            {"game": "renature", "seats": 3, "options": {"colours": ["black", "blue"]}},
            "Options refused: colours must be 3 different colours",
        ),
        ({"game": "renature"}, "seats"),
    ],
)
def test_create_refusals(client: TestClient, body: dict[str, Any], detail: str) -> None:
    response = Person(client).register().request("POST", "/api/tables", body)
    assert response.status_code == 422
    assert detail in response.json()["detail"]


def test_create_list_join_leave(client: TestClient) -> None:
    host, ann, bob = (Person(client).register(n) for n in ("Host", "Ann", "Bob"))
    created = table(host, 3, options={"colours": ["black", "blue", "white"]})
    assert created["host"] == "Host" and created["invite_token"]
    assert [s["user"] for s in created["seats"]] == ["Host"]
    listed = ann.ok("GET", "/api/tables")
    assert [t["id"] for t in listed] == [created["id"]]
    assert listed[0]["invite_token"] is None  # only the host sees the link's token
    joined = ann.ok("POST", f"/api/tables/{created['id']}/join", {})
    assert [s["user"] for s in joined["seats"]] == ["Host", "Ann"]
    assert error(ann.request("POST", f"/api/tables/{created['id']}/join", {})) == (409, "conflict")
    bob.ok("POST", f"/api/tables/{created['id']}/join", {})
    full = Person(client).register()
    response = full.request("POST", f"/api/tables/{created['id']}/join", {})
    assert response.json() == {"error": "conflict", "detail": "The table is full."}
    left = ann.ok("POST", f"/api/tables/{created['id']}/leave")
    assert [s["user"] for s in left["seats"]] == ["Host", "Bob"]
    assert error(ann.request("POST", f"/api/tables/{created['id']}/leave")) == (404, "not_found")


def test_host_leaving_hands_over_or_closes(client: TestClient) -> None:
    host, ann = Person(client).register("Host"), Person(client).register("Ann")
    t = table(host, 3)
    ann.ok("POST", f"/api/tables/{t['id']}/join", {})
    assert host.ok("POST", f"/api/tables/{t['id']}/leave")["host"] == "Ann"
    assert ann.request("POST", f"/api/tables/{t['id']}/leave").status_code == 204
    assert error(ann.request("GET", f"/api/tables/{t['id']}")) == (404, "not_found")


def test_kick_and_bots(client: TestClient) -> None:
    host, ann = Person(client).register("Host"), Person(client).register("Ann")
    t = table(host, 4)
    seats = ann.ok("POST", f"/api/tables/{t['id']}/join", {})["seats"]
    level = host.ok("GET", "/api/catalogue")[0]["bot_levels"][0]
    with_bot = host.ok("POST", f"/api/tables/{t['id']}/bots", {"level": level})
    assert [s["bot"] for s in with_bot["seats"]] == [None, None, level]
    response = host.request("POST", f"/api/tables/{t['id']}/bots", {"level": "genius"})
    assert error(response) == (422, "invalid")
    response = ann.request("POST", f"/api/tables/{t['id']}/bots", {"level": level})
    assert error(response) == (403, "forbidden")
    response = ann.request("POST", f"/api/tables/{t['id']}/kick", {"seat_id": seats[0]["id"]})
    assert error(response) == (403, "forbidden")
    response = host.request("POST", f"/api/tables/{t['id']}/kick", {"seat_id": seats[0]["id"]})
    assert error(response) == (422, "invalid")
    kicked = host.ok("POST", f"/api/tables/{t['id']}/kick", {"seat_id": seats[1]["id"]})
    assert [s["user"] or s["bot"] for s in kicked["seats"]] == ["Host", level]
    bot_seat = kicked["seats"][1]["id"]
    kicked = host.ok("POST", f"/api/tables/{t['id']}/kick", {"seat_id": bot_seat})
    assert [s["user"] for s in kicked["seats"]] == ["Host"]
    response = host.request("POST", f"/api/tables/{t['id']}/kick", {"seat_id": 999})
    assert error(response) == (404, "not_found")


def test_private_tables_by_invitation(client: TestClient) -> None:
    host, ann, eve = (Person(client).register(n) for n in ("Host", "Ann", "Eve"))
    t = table(host, 3, public=False)
    assert ann.ok("GET", "/api/tables") == []
    assert error(eve.request("GET", f"/api/tables/{t['id']}")) == (404, "not_found")
    response = eve.request("POST", f"/api/tables/{t['id']}/join", {})
    assert error(response) == (404, "not_found")  # private: as if it did not exist
    response = host.request("POST", f"/api/tables/{t['id']}/invitations", {"name": "nobody"})
    assert error(response) == (404, "not_found")
    response = ann.request("POST", f"/api/tables/{t['id']}/invitations", {"name": "Eve"})
    assert error(response) == (404, "not_found")
    invited = host.ok("POST", f"/api/tables/{t['id']}/invitations", {"name": "ann"})
    assert invited["invited"] == ["Ann"]
    response = host.request("POST", f"/api/tables/{t['id']}/invitations", {"name": "Ann"})
    assert error(response) == (409, "conflict")
    assert [x["id"] for x in ann.ok("GET", "/api/invitations")] == [t["id"]]
    assert ann.ok("GET", f"/api/tables/{t['id']}")["invited"] == ["Ann"]
    assert ann.ok("POST", f"/api/tables/{t['id']}/join", {})["invited"] == []
    assert ann.ok("GET", "/api/invitations") == []
    assert host.ok("GET", f"/api/tables/{t['id']}")["invited"] == []


def test_invitation_link(client: TestClient) -> None:
    host, bob, eve = (Person(client).register(n) for n in ("Host", "Bob", "Eve"))
    t = table(host, 3, public=False)
    token = t["invite_token"]
    assert len(token) >= 32
    assert bob.ok("GET", f"/api/invites/{token}")["id"] == t["id"]
    assert [s["user"] for s in bob.ok("POST", f"/api/invites/{token}/join")["seats"]] == [
        "Host",
        "Bob",
    ]
    response = eve.request("POST", f"/api/tables/{t['id']}/join", {"token": "guess"})
    assert error(response) == (404, "not_found")
    assert error(eve.request("POST", "/api/invites/guess/join")) == (404, "not_found")
    eve.ok("POST", f"/api/tables/{t['id']}/join", {"token": token})


def test_start_in_the_host_order_or_shuffled(client: TestClient) -> None:
    host, ann = Person(client).register("Host"), Person(client).register("Ann")
    t = table(host)
    response = host.request("POST", f"/api/tables/{t['id']}/start", {"order": None})
    assert response.json() == {
        "error": "conflict",
        "detail": "The table is not full (1 of 2 seats).",
    }
    seats = ann.ok("POST", f"/api/tables/{t['id']}/join", {})["seats"]
    ids = [s["id"] for s in seats]
    response = ann.request("POST", f"/api/tables/{t['id']}/start", {"order": ids[::-1]})
    assert error(response) == (403, "forbidden")
    response = host.request("POST", f"/api/tables/{t['id']}/start", {"order": [ids[0], ids[0]]})
    assert error(response) == (422, "invalid")
    started = host.ok("POST", f"/api/tables/{t['id']}/start", {"order": ids[::-1]})
    assert started["status"] == "playing" and started["game_id"]
    assert [(s["seat"], s["user"]) for s in started["seats"]] == [(0, "Ann"), (1, "Host")]
    response = ann.request("POST", f"/api/tables/{t['id']}/leave")
    assert error(response) == (409, "conflict")
    assert ann.ok("GET", "/api/tables") == []
    shuffled = table(host, 2)
    ann.ok("POST", f"/api/tables/{shuffled['id']}/join", {})
    started = host.ok("POST", f"/api/tables/{shuffled['id']}/start", {})
    assert sorted((s["seat"], s["user"]) for s in started["seats"])[0][0] == 0


def test_my_games_waiting_for_me_first(client: TestClient) -> None:
    ann, bob = Person(client).register("Ann"), Person(client).register("Bob")
    game_ids = []
    for first in (bob, ann, bob):
        t = table(ann)
        seats = bob.ok("POST", f"/api/tables/{t['id']}/join", {})["seats"]
        order = [s["id"] for s in seats]
        if first is bob:
            order.reverse()
        game_ids.append(ann.ok("POST", f"/api/tables/{t['id']}/start", {"order": order})["game_id"])
    mine = ann.ok("GET", "/api/games")
    assert mine[0]["id"] == game_ids[1]
    assert [g["my_turn"] for g in mine] == [True, False, False]
    assert mine[0]["players"] == ["Ann", "Bob"] and mine[0]["seat"] == 0
    assert [g["my_turn"] for g in bob.ok("GET", "/api/games")] == [True, True, False]
    assert error(Person(client).request("GET", "/api/games")) == (401, "not_authenticated")


def test_every_bot_at_a_table_has_its_own_name(client: TestClient) -> None:
    host = Person(client).register("Host")
    t = table(host, 4)
    for level in ("medium", "medium", "easy"):
        seats = host.ok("POST", f"/api/tables/{t['id']}/bots", {"level": level})["seats"]
    assert [s["name"] for s in seats] == [
        "Host",
        "Alder (medium bot)",
        "Bramble (medium bot)",
        "Clover (easy bot)",
    ]
    game_id = host.ok("POST", f"/api/tables/{t['id']}/start", {"order": [s["id"] for s in seats]})
    [mine] = host.ok("GET", "/api/games")
    assert mine["id"] == game_id["game_id"] and mine["players"][1:] == [
        "Alder (medium bot)",
        "Bramble (medium bot)",
        "Clover (easy bot)",
    ]


def test_open_tables_opened_from_one_address_are_capped(app: FastAPI, client: TestClient) -> None:
    hosts = [
        Person(client).register() for _ in range(MAX_OPEN_TABLES_PER_ADDRESS // MAX_OPEN_TABLES)
    ]
    opened = [table(host)["id"] for host in hosts for _ in range(MAX_OPEN_TABLES)]
    assert len(opened) == MAX_OPEN_TABLES_PER_ADDRESS
    newcomer = Person(client).register()  # their own first table, from the same address
    refused = newcomer.request("POST", "/api/tables", {"game": "renature", "seats": 2})
    assert error(refused) == (429, "rate_limited")
    assert "opened from your address" in refused.json()["detail"]
    elsewhere = Person(TestClient(app, client=("203.0.113.9", 50000))).register()
    table(elsewhere)  # another address has its own count
    assert len(newcomer.ok("GET", "/api/tables?limit=100")) == MAX_OPEN_TABLES_PER_ADDRESS + 1
    hosts[0].ok("POST", f"/api/tables/{opened[0]}/cancel")  # a closed table counts no more
    table(newcomer)
