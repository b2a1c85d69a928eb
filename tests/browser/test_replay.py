"""A finished game stepped through in its replay: buttons, keys, the slider, the log, a link
to a move, and another seat's eyes, at a laptop's and a phone's size."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import Console
from tests.browser.server import LiveServer

SIZES = {"laptop": (1366, 768), "phone": (390, 844)}


def finished_game(page: Page, base: str) -> int:
    """A game of the page's guest against an easy bot, played to its end over HTTP (the
    guest's first legal move each turn); its id."""
    csrf = page.request.post(f"{base}/api/guests").json()["csrf"]
    headers = {"X-CSRF-Token": csrf}

    def post(path: str, body: dict[str, Any]) -> Any:
        return page.request.post(f"{base}{path}", data=body, headers=headers)

    table = post("/api/tables", {"game": "renature", "seats": 2}).json()
    post(f"/api/tables/{table['id']}/bots", {"level": "easy"})
    game_id = int(post(f"/api/tables/{table['id']}/start", {"order": None}).json()["game_id"])
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        view = page.request.get(f"{base}/api/games/{game_id}").json()
        if view["over"]:
            return game_id
        legal = page.request.get(f"{base}/api/games/{game_id}/legal-moves").json()
        if legal["moves"]:
            post(
                f"/api/games/{game_id}/moves",
                {"version": legal["version"], "move": legal["moves"][0]},
            )
        else:
            time.sleep(0.05)
    raise AssertionError(f"game {game_id} did not end")


@pytest.mark.parametrize("size", SIZES)
def test_a_finished_game_is_stepped_through_to_its_end(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: str
) -> None:
    width, height = SIZES[size]
    page = console.watch(browser.new_page(viewport={"width": width, "height": height}))
    game_id = finished_game(page, server.url)
    last = page.request.get(f"{server.url}/api/games/{game_id}").json()["version"]

    page.goto(f"{server.url}/games/{game_id}/replay")
    status = page.locator("#status")
    expect(status).to_have_text(f"Move {last} of {last} · game over")
    expect(page.locator("#slider")).to_have_attribute("max", str(last))
    expect(page.locator("#next")).to_be_disabled()
    page.screenshot(path=artifacts / f"replay-end-{width}.png")

    page.keyboard.press("Home")
    expect(status).to_contain_text(f"Move 0 of {last}")
    expect(page.locator("#previous")).to_be_disabled()
    expect(page.locator("#log li.current")).to_have_count(0)
    page.keyboard.press("ArrowRight")
    expect(status).to_contain_text(f"Move 1 of {last}")
    expect(page.locator("#log li.current").first).to_have_attribute("data-version", "1")
    page.click("#next")
    expect(status).to_contain_text(f"Move 2 of {last}")
    assert "move=2" in page.url

    # a link opens the replay at its move; a click on a log line goes to that line's move
    page.goto(f"{server.url}/games/{game_id}/replay?move=5")
    expect(status).to_contain_text(f"Move 5 of {last}")
    page.locator("#log li[data-version='9']").first.click()
    expect(status).to_contain_text(f"Move 9 of {last}")

    # step to the end with the key, every step answered
    page.keyboard.press("End")
    expect(status).to_have_text(f"Move {last} of {last} · game over")
    expect(page.locator("#log li.current").last).to_have_attribute("data-version", str(last))

    # the bot's seat, its hidden hand shown (the game is over): the seat's panel says so
    page.select_option("#seat", "1")
    page.wait_for_url("**seat=1**")
    expect(status).to_contain_text(f"Move {last} of {last}")
    page.keyboard.press("Home")
    expect(status).to_contain_text(f"Move 0 of {last}")
    page.screenshot(path=artifacts / f"replay-start-seat1-{width}.png")
