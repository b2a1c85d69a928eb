"""The rules pages: a shell per game that loads the game's rules modules, and one for a game
that does not exist (the page's script says so)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from server.games import registry


@pytest.mark.parametrize("name", registry.names())
def test_a_game_s_rules_page_loads_its_rules_and_styles(client: TestClient, name: str) -> None:
    page = client.get(f"/rules/{name}")
    assert page.status_code == 200
    html = page.text
    assert f'data-game-name="{name}"' in html
    assert f"<h1>{registry.get(name).title}</h1>" in html
    assert '<link rel="stylesheet" href="/static/css/rules.css">' in html
    assert f'<link rel="stylesheet" href="/static/js/games/{name}/style.css">' in html
    assert 'id="learn" disabled' in html, "the button that starts a practice game, until it can"
    assert '<body data-page="rules">' in html
    for module in ("page", "hints"):
        served = client.get(f"/static/js/games/{name}/rules/{module}.mjs")
        assert served.status_code == 200
        assert served.headers["content-type"].startswith("text/javascript")
    for script in ("hints", "tutorial"):
        assert client.get(f"/static/js/{script}.mjs").status_code == 200


def test_an_unknown_game_s_rules_page_names_no_game(client: TestClient) -> None:
    html = client.get("/rules/chess").text
    assert 'data-game-name=""' in html
    assert 'id="learn"' not in html
    assert "/static/js/games/" not in html, "no game's style to load"
    assert '<body data-page="rules">' in html
