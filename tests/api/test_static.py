"""The browser client's files as served: a game page names every module it will load, for the
browser to fetch them at once; files come gzipped to clients that accept it, with a tag of
their content so that a second load transfers nothing new; the security headers hold."""

from __future__ import annotations

import gzip
import os
import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from server.api.headers import CSP
from server.api.modules import STATIC, imports
from server.api.static import static_file
from tests.support.players import Person, started_game

PRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"( as="json")?>')
GAMES = ["renature", "cascadia", "forest-shuffle"]


def preloaded(person: Person, path: str) -> list[str]:
    """The modules the page at `path` asks the browser to fetch at once (a JSON module as
    one)."""
    page = person.request("GET", path)
    assert page.status_code == 200 and page.headers["content-security-policy"] == CSP
    found = PRELOAD.findall(page.text)
    assert all(url.endswith(".json") == bool(json) for url, json in found)
    return [url for url, _ in found]


def game_files(game: str) -> set[str]:
    """The URLs of a game's client files: its folder's modules and data, and its hints (its
    preview is the first page's)."""
    folder = STATIC / "js" / "games" / game
    files = [f for f in folder.iterdir() if f.suffix in (".mjs", ".json") and f.stem != "preview"]
    return {f"/static/{f.relative_to(STATIC)}" for f in [*files, folder / "rules" / "hints.mjs"]}


@pytest.mark.parametrize("game", GAMES)
def test_a_game_page_preloads_its_whole_module_graph(client: TestClient, game: str) -> None:
    (person,), game_id = started_game(client, 1, bots=("easy",), game=game)
    urls = preloaded(person, f"/games/{game_id}")
    assert len(urls) == len(set(urls))
    assert urls[0] == "/static/js/pages/game.mjs"
    assert {u for u in urls if u.startswith("/static/js/games/")} == game_files(game)
    for url in urls:  # every one is there, and what it imports is preloaded too
        answer = person.request("GET", url)
        assert answer.status_code == 200, url
        if url.endswith(".mjs"):
            for found in imports(answer.text, game):
                assert os.path.normpath(os.path.join(os.path.dirname(url), found)) in urls
    replay = preloaded(person, f"/games/{game_id}/replay")
    assert "/static/js/pages/replay.mjs" in replay
    assert f"/static/js/games/{game}/client.mjs" in replay
    assert f"/static/js/games/{game}/rules/hints.mjs" not in replay  # the replay has no hints


def test_the_rules_page_preloads_its_game_rules(client: TestClient) -> None:
    urls = preloaded(Person(client), "/rules/cascadia")
    assert "/static/js/games/cascadia/rules/page.mjs" in urls
    assert "/static/js/games/cascadia/rules/diagrams.mjs" in urls
    assert not [u for u in preloaded(Person(client), "/rules/chess") if "/games/" in u]


def test_imports_are_read_from_every_form_of_import() -> None:
    source = """
    // a comment that says import from "./not.mjs" is not read
    import {
      one,
      two,
    } from "./multi-line.mjs";
    import * as all from '../single-quoted.mjs';
    import "./side-effect.mjs";
    import DATA from "./data.json" with { type: "json" };
    export { three } from "./re-exported.mjs";
    const client = await import(`./games/${gameName}/client.mjs`);
    const other = await import(`./${somethingElse}.mjs`);
    """
    assert imports(source, "cascadia") == [
        "./multi-line.mjs",
        "../single-quoted.mjs",
        "./side-effect.mjs",
        "./data.json",
        "./re-exported.mjs",
        "./games/cascadia/client.mjs",
    ]
    assert "./games/cascadia/client.mjs" not in imports(source, None)


def test_static_files_come_gzipped_to_clients_that_accept_it(client: TestClient) -> None:
    path = "js/games/cascadia/screen.mjs"
    text = (STATIC / path).read_bytes()
    plain = client.get(f"/static/{path}", headers={"accept-encoding": "identity"})
    assert "content-encoding" not in plain.headers and plain.content == text
    zipped = client.get(f"/static/{path}", headers={"accept-encoding": "gzip, br"})
    assert zipped.headers["content-encoding"] == "gzip"
    assert zipped.content == text  # decoded by the client
    assert int(zipped.headers["content-length"]) < len(text) / 2
    for answer in (plain, zipped):
        assert answer.headers["content-type"].startswith("text/javascript")
        assert answer.headers["vary"] == "Accept-Encoding"
        assert answer.headers["cache-control"] == "no-cache"
        assert answer.headers["content-security-policy"] == CSP
    assert plain.headers["etag"] != zipped.headers["etag"]


def test_a_copy_the_client_has_is_not_sent_again(client: TestClient) -> None:
    first = client.get("/static/css/site.css")
    tag = first.headers["etag"]
    again = client.get("/static/css/site.css", headers={"if-none-match": f'"other", W/{tag}'})
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == tag and again.headers["content-security-policy"] == CSP
    other = client.get("/static/css/site.css", headers={"if-none-match": '"other"'})
    assert other.status_code == 200 and other.content == first.content


def test_a_changed_file_gets_a_new_tag(tmp_path: Path) -> None:
    file = tmp_path / "style.css"
    file.write_text("main { color: red; }")
    before = static_file(file)
    assert static_file(file) is before
    file.write_text("main { color: blue; }")
    after = static_file(file)
    assert after.body == b"main { color: blue; }" and after.tag != before.tag
    assert after.gzipped is None  # too short to gain from it
    big = tmp_path / "big.json"
    big.write_text("[" + "1, " * 1000 + "1]")
    assert static_file(big).gzipped is not None
    assert gzip.decompress(static_file(big).gzipped or b"") == big.read_bytes()
