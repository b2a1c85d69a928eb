"""The site's languages: which one a request is answered in, the person's choice of it,
refusals and pages in it, and the browser client's catalogues."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

from server.i18n import say
from tests.support.players import Person, started_game

GERMAN = {"accept-language": "de-DE,de;q=0.9,en;q=0.8"}
FRENCH = {"accept-language": "fr-CH, fr;q=0.9, en;q=0.8"}


def page_language(html: str) -> str:
    found = re.search(r'<html lang="(\w+)"', html)
    assert found, html[:200]
    return found.group(1)


@pytest.mark.parametrize(
    ("headers", "language"),
    [({}, "en"), (GERMAN, "de"), (FRENCH, "fr"), ({"accept-language": "es, it;q=0.5"}, "en")],
)
def test_a_page_speaks_the_browsers_language(
    client: TestClient, headers: dict[str, str], language: str
) -> None:
    answer = Person(client).request("GET", "/login", **headers)
    assert answer.headers["content-language"] == language
    assert {"Accept-Language", "Cookie"} <= set(answer.headers["vary"].split(", "))
    html = answer.text
    assert page_language(html) == language
    assert f'<option value="{language}" lang="{language}" selected>' in html
    if language == "en":
        assert "data-messages" not in html
    else:
        url = re.search(r'data-messages="([^"]+)"', html)
        assert url and url.group(1).startswith(f"/i18n/{language}/site.json?v=")


def test_a_choice_in_the_footer_is_kept_by_the_browser(client: TestClient) -> None:
    visitor = Person(client)
    answer = visitor.request("POST", "/api/language", {"language": "fr"}, **GERMAN)
    assert answer.status_code == 200
    cookie = answer.headers["set-cookie"]
    assert cookie.startswith("language=fr;") and "samesite=lax" in cookie.lower()
    html = visitor.request("GET", "/", cookie="language=fr", **GERMAN).text
    assert page_language(html) == "fr"


def test_an_account_speaks_its_language_on_every_device(client: TestClient) -> None:
    ann = Person(client).register("Ann")
    ann.ok("POST", "/api/language", {"language": "de"})
    assert page_language(ann.request("GET", "/").text) == "de"
    elsewhere = Person(client)
    elsewhere.signed_in(
        elsewhere.ok("POST", "/api/session", {"name": "Ann", "password": "correct horse"})
    )
    assert page_language(elsewhere.request("GET", "/", **FRENCH).text) == "de"


def test_an_account_made_in_german_keeps_german(client: TestClient) -> None:
    """Signing up from a German browser makes German the account's language: its mails
    and its pages on any other device."""
    bea = {"name": "Bea", "password": "pine cones"}
    assert Person(client).request("POST", "/api/accounts", bea, **GERMAN).status_code == 201
    other = Person(client)
    other.signed_in(other.ok("POST", "/api/session", bea))
    assert page_language(other.request("GET", "/").text) == "de"


def test_a_language_the_site_does_not_speak_is_refused(client: TestClient) -> None:
    answer = Person(client).request("POST", "/api/language", {"language": "xx"})
    assert answer.status_code == 404
    assert answer.json()["error"] == "not_found"
    assert "set-cookie" not in answer.headers


def test_a_refusal_keeps_its_code_and_speaks_the_language(client: TestClient) -> None:
    english = Person(client).request("GET", "/api/tables/424242").json()
    german = Person(client).request("GET", "/api/tables/424242", **GERMAN).json()
    french = Person(client).request("GET", "/api/tables/424242", **FRENCH).json()
    assert english["error"] == german["error"] == french["error"] == "not_found"
    assert english["detail"] == "There is no table 424242."
    assert german["detail"] == say("There is no table {table_id}.", "de", {"table_id": 424242})
    assert german["detail"] != english["detail"] != french["detail"]
    assert "424242" in german["detail"] and "424242" in french["detail"]


def test_the_client_catalogue_is_kept_a_year(client: TestClient) -> None:
    html = Person(client).request("GET", "/login", **GERMAN).text
    url = re.search(r'data-messages="([^"]+)"', html)
    assert url
    answer = Person(client).request("GET", url.group(1).replace("&amp;", "&"))
    assert answer.status_code == 200
    assert "immutable" in answer.headers["cache-control"]
    assert answer.headers["content-encoding"] == "gzip"  # httpx asks for it and unpacks it
    messages = answer.json()
    assert messages["Lobby"] == say("Lobby", "de")
    for wrong in ("/i18n/xx/site.json", "/i18n/en/site.json", "/i18n/de/chess.json"):
        assert Person(client).request("GET", wrong).status_code == 404


def test_a_games_page_reads_the_games_messages_too(client: TestClient) -> None:
    html = Person(client).request("GET", "/rules/cascadia", **FRENCH).text
    url = re.search(r'data-messages="(/i18n/fr/cascadia\.json[^"]*)"', html)
    assert url
    messages = Person(client).request("GET", url.group(1)).json()
    assert messages["Lobby"] == say("Lobby", "fr")
    assert any(say(key, "fr") == value for key, value in messages.items() if key != "Lobby")


def first_of(ws: Any, kind: str) -> dict[str, Any]:
    """The first frame of type `kind` the socket hears."""
    while (frame := ws.receive_json())["type"] != kind:
        pass
    return dict(frame)


def test_a_socket_speaks_its_persons_language(client: TestClient) -> None:
    """Over one game's socket each person reads the seats' names and the refusals in their
    own language: a bot's name is said in each."""
    people, game_id = started_game(client, 1, bots=("easy",))
    ann = people[0]
    ann.ok("POST", "/api/language", {"language": "de"})
    with ann.socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id})
        full = first_of(ws, "full")
        ws.send_json({"type": "move", "game": game_id, "version": 0, "move": {"type": "fly"}})
        refused = first_of(ws, "error")
    with Person(client).register().socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id})
        watched = first_of(ws, "full")
    level = say("easy", "de")
    assert full["players"][1] == say(
        "{name} ({level} bot)", "de", {"name": "Alder", "level": level}
    )
    assert watched["players"][1] == "Alder (easy bot)" != full["players"][1]
    assert refused["code"] == "illegal_move"
    assert refused["detail"] == say("Unknown move type {kind}.", "de", {"kind": "'fly'"})
