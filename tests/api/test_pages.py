"""The pages of what is not there: a game, a table (or one the visitor may not see), an
invitation link, an address the site has no page at; each says so, links to the lobby and
its games, and answers 404."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.support.players import Person, started_game


def missing(person: Person, path: str, **headers: str) -> str:
    """The text of the page at `path`, which must be the 404 page."""
    response = person.request("GET", path, **headers)
    assert response.status_code == 404, (path, response.status_code)
    assert response.headers["content-type"].startswith("text/html")
    page: str = response.text
    assert 'href="/"' in page and 'href="/#live"' in page
    assert "/static/js/pages/missing.mjs" in page
    return page


@pytest.mark.parametrize("game_id", [123, 0, 2**31])
def test_a_game_that_does_not_exist(client: TestClient, game_id: int) -> None:
    assert f"There is no game {game_id}." in missing(Person(client), f"/games/{game_id}")


def test_tables_and_links_that_do_not_exist_or_are_hidden(client: TestClient) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    private = ann.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": False})
    public = ann.ok("POST", "/api/tables", {"game": "renature", "seats": 2})
    assert "There is no table 999." in missing(bob, "/tables/999")
    hidden = f"/tables/{private['id']}"
    for visitor in (bob, Person(client)):
        assert f"There is no table {private['id']}." in missing(visitor, hidden)
    assert "This invitation link is not valid." in missing(bob, "/invite/not-a-token")
    for person, path in [
        (ann, f"/tables/{private['id']}"),
        (bob, f"/tables/{public['id']}"),
        (bob, f"/invite/{private['invite_token']}"),
    ]:
        response = person.request("GET", path)
        assert response.status_code == 200 and 'id="table"' in response.text
    assert bob.user is not None
    ann.ok("POST", f"/api/tables/{private['id']}/invitations", {"name": bob.user["name"]})
    assert bob.request("GET", f"/tables/{private['id']}").status_code == 200


def test_a_game_that_exists_has_its_page(client: TestClient) -> None:
    _, game_id = started_game(client, 2)
    page = Person(client).request("GET", f"/games/{game_id}")
    assert page.status_code == 200
    assert 'data-game-name="renature"' in page.text and f"Renature · game {game_id}" in page.text


BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@pytest.mark.parametrize("path", ["/nothing", "/games", "/a/b/c", "/%3Cscript%3E"])
def test_an_address_with_no_page_answers_the_page_that_says_so(
    client: TestClient, path: str
) -> None:
    text = "There is no page at this address."
    assert text in missing(Person(client), path, accept=BROWSER)
    german = missing(Person(client), path, accept=BROWSER, **{"accept-language": "de"})
    assert text not in german and 'lang="de"' in german
    assert "<script>" not in missing(Person(client), path, accept=BROWSER)


@pytest.mark.parametrize("path", ["/api/nothing", "/static/nothing.js", "/nothing"])
def test_an_unknown_address_asked_by_a_program_is_answered_in_json(
    client: TestClient, path: str
) -> None:
    headers = {"accept": BROWSER} if path != "/nothing" else {}
    answer = Person(client).request("GET", path, **headers)
    assert answer.status_code == 404
    assert answer.json() == {"error": "not_found", "detail": "Not Found"}
