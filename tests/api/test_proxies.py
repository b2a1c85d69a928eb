"""`python -m server` believes forwarded client addresses only from the proxies it is told
to trust, answers only to its own host names, and takes only its own exact origin."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.browser.server import LiveServer


@contextmanager
def serving(data: Path, template: Path, **env: str) -> Iterator[httpx.Client]:
    """A client of a server on `data`, its database a copy of `template`, its settings `env`."""
    live = LiveServer(data, template=template)
    live.env |= env
    live.start()
    try:
        with httpx.Client(base_url=live.url, timeout=10) as client:
            yield client
    finally:
        live.stop()


def log_in(client: httpx.Client, name: str, forwarded_for: str) -> int:
    answer = client.post(
        "/api/session",
        json={"name": name, "password": "not the password"},
        headers={"X-Forwarded-For": forwarded_for},
    )
    return answer.status_code


def test_forwarded_addresses_are_ignored_unless_a_proxy_is_trusted(
    tmp_path: Path, sqlite_template: Path
) -> None:
    with serving(tmp_path, sqlite_template) as client:
        # one client rotating X-Forwarded-For is still one address: 30 failures, then 429
        codes = [log_in(client, f"name{i}", f"203.0.113.{i}") for i in range(31)]
        assert codes[:30] == [401] * 30 and codes[30] == 429


def test_a_trusted_proxy_forwards_each_client_address(
    tmp_path: Path, sqlite_template: Path
) -> None:
    with serving(tmp_path, sqlite_template, FORWARDED_ALLOW_IPS="127.0.0.1") as client:
        codes = [log_in(client, "alder", "203.0.113.7") for _ in range(6)]
        assert codes == [401] * 5 + [429]
        assert log_in(client, "alder", "198.51.100.2") == 401  # another client: not locked


def test_only_the_sites_hosts_and_its_exact_origin(tmp_path: Path, sqlite_template: Path) -> None:
    with serving(tmp_path, sqlite_template) as client:
        assert client.get("/api/session").status_code == 200
        assert client.get("/api/session", headers={"Host": "evil.example"}).status_code == 400
        own = str(client.base_url).rstrip("/")
        same_scheme = client.post("/api/guests", headers={"Origin": own})
        assert same_scheme.status_code == 201
        other_scheme = client.post("/api/guests", headers={"Origin": own.replace("http", "https")})
        assert other_scheme.status_code == 403
        assert other_scheme.json()["error"] == "csrf"
