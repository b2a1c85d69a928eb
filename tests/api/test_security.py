"""Security basics: headers on every page, cookie flags, sessions ended by logging out or by
age, login throttling, and no secrets in the logs."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from server import logs
from server.api.headers import CSP, DOCS_CSP
from server.main import create_app
from server.persistence.db import make_engine
from tests.support.players import Person, running, settings_for, started_game

ROOT = Path(__file__).resolve().parents[2]
PAGES = [
    "/",
    "/login",
    "/tables/1",
    "/invite/abc",
    "/games/1",
    "/static/css/site.css",
    "/static/js/pages/game.mjs",
    "/api/session",
    "/api/tables",
    "/openapi.json",
    "/nowhere",
]


@pytest.mark.parametrize("path", PAGES)
def test_every_answer_has_the_security_headers(client: TestClient, path: str) -> None:
    headers = client.get(path).headers
    assert headers["content-security-policy"] == CSP
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert headers["referrer-policy"] == "same-origin"
    assert "strict-transport-security" not in headers


def test_the_csp_allows_no_inline_code_and_no_framing(client: TestClient) -> None:
    policy = dict(part.split(" ", 1) for part in CSP.split("; "))
    assert policy["script-src"] == policy["style-src"] == "'self'"
    assert policy["frame-ancestors"] == "'none'" and policy["object-src"] == "'none'"
    page = client.get("/").text
    assert "<script>" not in page and "<style" not in page and " style=" not in page
    assert client.get("/docs").status_code == 404  # off unless API_DOCS is set


def test_the_api_docs_when_enabled_load_one_pinned_version(
    database_url: str, tmp_path: Path
) -> None:
    with running(create_app(settings_for(database_url, tmp_path, api_docs=True))) as client:
        page = client.get("/docs")
        assert page.headers["content-security-policy"] == DOCS_CSP
        assert "swagger-ui-dist@5.17.14/swagger-ui-bundle.js" in page.text
        assert client.get("/redoc").status_code == 404


def test_https_settings_mark_the_cookie_secure(database_url: str, tmp_path: Path) -> None:
    app = create_app(settings_for(database_url, tmp_path, cookie_secure=True))
    with running(app) as client:
        response = Person(client).request("POST", "/api/guests")
    cookie = response.headers["set-cookie"].lower()
    assert "secure" in cookie and "httponly" in cookie and "samesite=lax" in cookie
    assert response.headers["strict-transport-security"].startswith("max-age=")


def test_logging_out_ends_every_session_of_the_account(client: TestClient) -> None:
    home = Person(client).register("Alder", "pine cones")
    _, game_id = started_game(client, 2)
    stolen = Person(client)
    stolen.cookie, stolen.csrf = home.cookie, home.csrf
    work = Person(client)
    work.signed_in(work.ok("POST", "/api/session", {"name": "Alder", "password": "pine cones"}))
    assert work.request("DELETE", "/api/session", **{"x-csrf-token": ""}).status_code == 403
    assert work.request("DELETE", "/api/session").status_code == 204
    for person in (home, stolen, work):
        assert person.ok("GET", "/api/session")["user"] is None
        response = person.request("POST", "/api/tables", {"game": "renature", "seats": 2})
        assert response.status_code == 401
    with stolen.socket() as ws:
        ws.send_json({"type": "move", "game": game_id, "version": 0, "move": {}})
        assert ws.receive_json()["code"] == "not_authenticated"
    again = Person(client)
    again.signed_in(again.ok("POST", "/api/session", {"name": "Alder", "password": "pine cones"}))
    assert again.ok("GET", "/api/session")["user"]["name"] == "Alder"


def test_sessions_expire(
    database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = create_app(settings_for(database_url, tmp_path, session_max_age=3600))
    with running(app) as client:
        alder = Person(client).register()
        assert alder.ok("GET", "/api/session")["user"] is not None
        later = time.time() + 3601
        monkeypatch.setattr(time, "time", lambda: later)
        assert alder.ok("GET", "/api/session")["user"] is None


def test_login_throttling(client: TestClient) -> None:
    Person(client).register("Alder", "pine cones")
    person = Person(client)
    for _ in range(5):
        wrong = person.request("POST", "/api/session", {"name": "alder", "password": "wrong one"})
        assert wrong.status_code == 401
    right = person.request("POST", "/api/session", {"name": "ALDER", "password": "pine cones"})
    assert (right.status_code, right.json()["error"]) == (429, "rate_limited")
    assert "try again in" in right.json()["detail"]
    Person(client).register("Birch", "silver bark")
    other = person.request("POST", "/api/session", {"name": "birch", "password": "silver bark"})
    assert other.status_code == 200


def test_login_throttling_by_address(client: TestClient) -> None:
    Person(client).register("Alder", "pine cones")
    for i in range(30):
        name = f"nobody{i}"
        response = Person(client).request("POST", "/api/session", {"name": name, "password": "x"})
        assert response.status_code == 401
    response = Person(client).request(
        "POST", "/api/session", {"name": "Alder", "password": "pine cones"}
    )
    assert response.status_code == 429


def test_overlong_passwords_are_refused_before_hashing(client: TestClient) -> None:
    response = Person(client).request(
        "POST", "/api/accounts", {"name": "Alder", "password": "long pass" * 200}
    )
    assert (response.status_code, response.json()["error"]) == (422, "invalid")


def test_no_secrets_in_the_logs(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    alder = Person(client).register("Alder", "pine cones")
    alder.request("DELETE", "/api/session")
    alder.signed_in(alder.ok("POST", "/api/session", {"name": "Alder", "password": "pine cones"}))
    Person(client).request("POST", "/api/session", {"name": "Alder", "password": "wrong guess"})
    table = alder.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": False})
    people, game_id = started_game(client, 2, bots=("easy",))
    room = client.app.state.hub.rooms[game_id]  # type: ignore[attr-defined]
    with people[0].socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id})
        ws.receive_json()
        ws.send_json({"type": "move", "game": game_id, "version": 0, "move": {"type": "x"}})
        ws.receive_json()
    secrets = [
        "pine cones",
        "wrong guess",
        alder.cookie,
        alder.csrf,
        table["invite_token"],
        str(room.setup.seed),
    ]
    assert caplog.records
    for secret in secrets:
        assert secret and secret not in caplog.text


def test_database_errors_do_not_log_parameters(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'x.db'}")
    with pytest.raises(SQLAlchemyError) as failed, engine.connect() as connection:
        connection.execute(text("select * from nowhere where x = :p"), {"p": "hunter2-secret"})
    engine.dispose()
    assert "hunter2-secret" not in str(failed.value)


def test_invitation_tokens_are_masked_in_access_logs(caplog: pytest.LogCaptureFixture) -> None:
    logs.install()
    access = logging.getLogger("uvicorn.access")
    with caplog.at_level(logging.INFO, logger="uvicorn.access"):
        args = ("127.0.0.1:5000", "GET", "/api/invites/s3cr3t-Token_x/join?a=1", "1.1", 200)
        access.info('%s - "%s %s HTTP/%s" %d', *args)
        access.info("GET /invite/0therT0ken HTTP/1.1")
    assert "s3cr3t" not in caplog.text and "0therT0ken" not in caplog.text
    assert "/api/invites/***/join?a=1" in caplog.text


def test_static_files_are_those_under_web_static_and_the_links_there(client: TestClient) -> None:
    served = client.get("/static/js/games/forest-shuffle/cards.json")
    engine = (ROOT / "server/games/forest_shuffle/cards.json").read_bytes()
    assert served.status_code == 200 and served.content == engine  # a link to the engine's
    for outside in ["../../server/config.py", "..%2F..%2Fpyproject.toml", "/etc/passwd"]:
        assert client.get(f"/static/{outside}").status_code == 404, outside
    assert client.get("/static/js/games/forest-shuffle/nothing.json").status_code == 404
