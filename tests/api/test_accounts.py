"""Accounts: registration, log-in and out, guests, the session cookie, CSRF."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.support.players import Person


def test_register_signs_in_with_a_safe_cookie(client: TestClient) -> None:
    response = Person(client).request(
        "POST", "/api/accounts", {"name": "Alder", "password": "pine cones"}
    )
    assert response.status_code == 201
    assert response.json()["user"] == {"id": 1, "name": "Alder", "guest": False}
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie


def test_session_tells_who_is_signed_in(client: TestClient) -> None:
    alder = Person(client)
    assert alder.ok("GET", "/api/session") == {"user": None, "csrf": None}
    alder.register("Alder")
    assert alder.ok("GET", "/api/session") == {"user": alder.user, "csrf": alder.csrf}


def test_taken_name_any_case(client: TestClient) -> None:
    Person(client).register("Alder")
    response = Person(client).request(
        "POST", "/api/accounts", {"name": "ALDER", "password": "another one"}
    )
    assert response.status_code == 409
    assert response.json() == {"error": "conflict", "detail": "The name 'ALDER' is taken."}


@pytest.mark.parametrize(
    ("name", "password", "reason"),
    [
        ("Alder", "short", "at least 8 characters"),
        ("Alder", "aaaabbbb", "at least 5 different characters"),
        ("Alder", "myalder-name", "must not contain the name"),
        ("al", "pine cones", "3 to 24 letters"),
        ("no spaces", "pine cones", "3 to 24 letters"),
        ("guest-me", "pine cones", "kept for guests"),
    ],
)
def test_weak_passwords_and_bad_names(
    client: TestClient, name: str, password: str, reason: str
) -> None:
    response = Person(client).request("POST", "/api/accounts", {"name": name, "password": password})
    assert response.status_code == 422
    assert response.json()["error"] == "invalid"
    assert reason in response.json()["detail"]


def test_login_logout(client: TestClient) -> None:
    Person(client).register("Alder", "pine cones")
    alder = Person(client)
    alder.signed_in(alder.ok("POST", "/api/session", {"name": "alder", "password": "pine cones"}))
    assert alder.user is not None and alder.user["name"] == "Alder"
    assert alder.request("DELETE", "/api/session").status_code == 204
    assert alder.ok("GET", "/api/session")["user"] is None


@pytest.mark.parametrize(("name", "password"), [("Alder", "wrong pass"), ("Nobody", "pine cones")])
def test_wrong_credentials(client: TestClient, name: str, password: str) -> None:
    Person(client).register("Alder", "pine cones")
    response = Person(client).request("POST", "/api/session", {"name": name, "password": password})
    assert response.status_code == 401
    assert response.json() == {"error": "not_authenticated", "detail": "Wrong name or password."}


def test_guest_becomes_an_account_and_keeps_its_tables(client: TestClient) -> None:
    guest = Person(client).guest()
    assert guest.user is not None and guest.user["guest"]
    table = guest.ok("POST", "/api/tables", {"game": "renature", "seats": 2})
    account = guest.signed_in(
        guest.ok("POST", "/api/accounts/convert", {"name": "Birch", "password": "silver bark"})
    )
    assert account.user == {"id": guest.user["id"], "name": "Birch", "guest": False}
    assert guest.ok("GET", f"/api/tables/{table['id']}")["host"] == "Birch"
    again = Person(client)
    again.ok("POST", "/api/session", {"name": "Birch", "password": "silver bark"})
    response = guest.request(
        "POST", "/api/accounts/convert", {"name": "Birch2", "password": "silver bark"}
    )
    assert response.json() == {"error": "invalid", "detail": "This is already an account."}


def test_guest_cannot_take_a_taken_name(client: TestClient) -> None:
    Person(client).register("Alder")
    guest = Person(client).guest()
    response = guest.request(
        "POST", "/api/accounts/convert", {"name": "alder", "password": "silver bark"}
    )
    assert response.status_code == 409
    assert guest.ok("GET", "/api/session")["user"]["guest"] is True


def test_state_changes_need_the_csrf_token(client: TestClient) -> None:
    alder = Person(client).register()
    body = {"game": "renature", "seats": 2}
    for token in ("", "forged"):
        response = alder.request("POST", "/api/tables", body, **{"x-csrf-token": token})
        assert response.status_code == 403
        assert response.json()["error"] == "csrf"
    assert alder.ok("GET", "/api/tables") == []
    assert alder.request("POST", "/api/tables", body).status_code == 201


def test_requests_from_another_site_are_refused(client: TestClient) -> None:
    alder = Person(client).register()
    response = alder.request(
        "POST", "/api/tables", {"game": "renature", "seats": 2}, origin="https://evil.example"
    )
    assert response.status_code == 403
    response = Person(client).request("POST", "/api/guests", origin="https://evil.example")
    assert response.status_code == 403
    response = alder.request(
        "POST", "/api/tables", {"game": "renature", "seats": 2}, origin="http://testserver"
    )
    assert response.status_code == 201


def test_changes_need_a_session(client: TestClient) -> None:
    response = Person(client).request("POST", "/api/tables", {"game": "renature", "seats": 2})
    assert response.status_code == 401
    assert response.json()["error"] == "not_authenticated"


def test_the_register_form_states_the_rules_it_is_held_to(client: TestClient) -> None:
    page = client.get("/login").text
    assert "A name is 3 to 24 letters, digits, &#39;-&#39; or &#39;_&#39;." in page
    assert "A password has at least 8 characters, 5 of them different," in page
    assert 'minlength="8"' in page
