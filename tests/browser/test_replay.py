"""A finished game stepped through in its replay: buttons, keys, the slider, the log, a link
to a move, and another seat's eyes, at a laptop's and a phone's size; the hard bot's
review of the player's moves, asked for there."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.players import finish
from tests.browser.screens import Console
from tests.browser.server import LiveServer

SIZES = {"laptop": (1366, 768), "phone": (390, 844)}
DASH = "\u2014"  # between a marked move and the review's verdict
# a new server's first replay step waits for its replay worker to start (a process of its
# own, below the serving process's priority: slow on a busy machine)
FIRST_STEP = 30_000  # ms


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
    finish([page], base, game_id)
    return game_id


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
    expect(status).to_have_text(f"Move {last} of {last} · game over", timeout=FIRST_STEP)
    expect(page.locator("#who")).to_have_text(
        re.compile(r"^guest-\w+ \(guest\) Keep your games Log out$")
    )
    expect(page.locator("#slider")).to_have_attribute("max", str(last))
    expect(page.locator("#next")).to_be_disabled()
    # it opens at its controls, the log scrolled within its box to the move shown
    expect(page.locator("#next")).to_be_in_viewport()
    assert page.evaluate("window.scrollY") == 0
    shown = page.evaluate(
        "() => { const log = document.getElementById('log').getBoundingClientRect();"
        " const line = document.querySelector('#log li.current').getBoundingClientRect();"
        " return line.top >= log.top && line.bottom <= log.bottom; }"
    )
    assert shown, "the log shows the move shown"
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
    # and, from the keyboard, Enter on a line's link (the page stays)
    page.locator("#log li[data-version='7'] a").first.focus()
    page.keyboard.press("Enter")
    expect(status).to_contain_text(f"Move 7 of {last}")

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


@pytest.fixture
def reviewing(tmp_path: Path, sqlite_template: Path) -> Iterator[LiveServer]:
    """A server whose hard bot reviews with 10 ms of search per decision."""
    live = LiveServer(tmp_path, bot_delay=0, review_budget=0.01, template=sqlite_template)
    live.start()
    yield live
    live.stop()


def test_a_player_asks_for_the_review_and_jumps_to_a_marked_move(
    browser: Browser, reviewing: LiveServer, console: Console, artifacts: Path
) -> None:
    # no motion: a board drawn twice from one view is drawn alike
    viewport = ViewportSize(width=1366, height=900)
    page = console.watch(browser.new_page(viewport=viewport, reduced_motion="reduce"))
    game_id = finished_game(page, reviewing.url)
    last = page.request.get(f"{reviewing.url}/api/games/{game_id}").json()["version"]
    page.goto(f"{reviewing.url}/games/{game_id}/replay?move=0")
    status = page.locator("#status")
    expect(status).to_contain_text(f"Move 0 of {last}", timeout=FIRST_STEP)
    expect(page.locator("#review-note")).to_be_hidden()

    page.get_by_role("button", name="Ask the hard bot to review my moves").click()
    progress = page.locator("#review-progress")
    expect(progress).to_contain_text("hard bot")
    expect(progress).to_contain_text("could have been better", timeout=120_000)
    expect(page.get_by_role("button", name="Ask the hard bot to review my moves")).to_be_hidden()
    marked = page.locator("#review-list li a")
    count = marked.count()
    assert count > 0
    expect(page.locator("#log li.reviewed")).to_have_count(count)
    text = marked.first.inner_text()
    found = re.fullmatch(
        rf"Move (\d+): .+ {DASH} (best was to .+, about \d+ points? better\.)", text
    )
    assert found, text
    version, verdict = int(found[1]), found[2]
    page.screenshot(path=artifacts / "replay-review.png")

    marked.first.click()
    expect(status).to_contain_text(f"Move {version} of {last}")
    assert f"move={version}" in page.url
    expect(page.locator("#review-note .review-verdict")).to_have_text(f"Move {version}: {verdict}")
    expect(page.locator(f"#log li.current.reviewed[data-version='{version}']")).to_have_count(1)
    expect(page.locator("#review-list li.current")).to_have_count(1)
    page.screenshot(path=artifacts / "replay-review-move.png")

    # the board shows the hard bot's step instead, marked, said in the log's words, and back
    board = page.locator("canvas.board")
    made = board.evaluate("(canvas) => canvas.toDataURL()")
    page.click("#show-better")
    expect(status).to_have_text(f"Move {version} of {last} · the hard bot's move instead")
    expect(page.locator("#show-better")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".review-instead")).to_have_text(re.compile(r"^The hard bot: .+\.$"))
    assert board.evaluate("(canvas) => canvas.toDataURL()") != made
    page.screenshot(path=artifacts / "replay-review-better.png")
    page.click("#show-made")
    expect(page.locator("#show-made")).to_have_attribute("aria-pressed", "true")
    expect(status).to_have_text(re.compile(rf"^Move {version} of {last}( · .+ to play)?$"))
    page.wait_for_function(
        "(made) => document.querySelector('canvas.board').toDataURL() === made", arg=made
    )

    # the review is kept: the page opened again shows it without asking again
    page.reload()
    expect(progress).to_contain_text("could have been better")
    expect(marked).to_have_count(count)
    expect(page.locator("#review-note")).to_be_visible()
