"""The site as an installable app: its manifest, its service worker at the root (never kept
by the browser without asking, its version following the client's files) and the offline
page in the request's language."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from server.api import app
from server.api.modules import STATIC
from tests.support.players import Person

GERMAN = {"accept-language": "de-DE,de;q=0.9"}
FRENCH = {"accept-language": "fr-FR,fr;q=0.9"}


def test_the_manifest_names_the_app_and_its_icons(client: TestClient) -> None:
    answer = Person(client).request("GET", "/manifest.webmanifest")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/manifest+json")
    manifest = answer.json()
    assert manifest["name"] == "Nature Table" and manifest["short_name"]
    assert (manifest["start_url"], manifest["display"]) == ("/", "standalone")
    assert manifest["theme_color"] == "#2f5d34"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512", "any"} <= sizes
    for icon in manifest["icons"]:
        image = client.get(icon["src"])
        assert image.status_code == 200 and image.headers["content-type"] == icon["type"]
        if icon["type"] == "image/png":
            assert image.content[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = (int.from_bytes(image.content[at : at + 4]) for at in (16, 20))
            assert f"{width}x{height}" == icon["sizes"]
    german = Person(client).request("GET", "/manifest.webmanifest", **GERMAN).json()
    assert german["lang"] == "de" and german["description"] != manifest["description"]


def test_every_page_links_the_manifest_and_registers_the_worker(client: TestClient) -> None:
    html = Person(client).request("GET", "/").text
    assert '<link rel="manifest" href="/manifest.webmanifest"' in html
    assert '<meta name="theme-color" content="#2f5d34">' in html
    assert '<script type="module" src="/static/js/app.mjs"></script>' in html


def test_the_service_worker_is_served_from_the_root_unkept(client: TestClient) -> None:
    answer = Person(client).request("GET", "/sw.js")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/javascript")
    assert answer.headers["cache-control"] == "no-cache"
    found = re.match(r'const VERSION = "([0-9a-f]{16})";\n', answer.text)
    assert found, answer.text[:80]
    assert found.group(1) == app.version()
    assert 'addEventListener("push"' in answer.text


def test_the_workers_version_follows_the_client_files(monkeypatch: pytest.MonkeyPatch) -> None:
    before = app.version()
    assert app.version() == before  # the same files, the same version
    changed = [*app.client_files(), STATIC / "css" / "site.css"]  # one file read twice
    monkeypatch.setattr(app, "client_files", lambda: changed)
    assert app.version() != before


@pytest.mark.parametrize(
    ("headers", "language", "words"),
    [
        ({}, "en", "Try again"),
        (GERMAN, "de", "Erneut versuchen"),
        (FRENCH, "fr", "Réessayer"),
    ],
)
def test_the_offline_page_speaks_the_requests_language(
    client: TestClient, headers: dict[str, str], language: str, words: str
) -> None:
    answer = Person(client).request("GET", "/offline", **headers)
    assert answer.status_code == 200
    assert answer.headers["content-language"] == language
    assert f'<html lang="{language}">' in answer.text
    assert words in answer.text and 'id="retry"' in answer.text
    assert "<script>" not in answer.text  # the page's script is a file: the CSP allows no other
