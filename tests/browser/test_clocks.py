"""Turn clocks in the browser: a table made with a time per turn and its chat kept to its
players, the clock on the game page, a bot standing in once the time ran out and the seat
taken back, a spectator shown no chat, and vacation days on the account page; at 1366x768
and on a phone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ViewportSize, expect
from sqlalchemy import create_engine, update

from server.persistence.models import GameRecord
from tests.browser.players import create_clock_table, person, register, start, wait_ready
from tests.browser.screens import DESKTOP, PHONE, Console
from tests.browser.server import LiveServer
from tests.support.waiting import wait_for

SIZES = pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
A_DAY_LEFT = re.compile(r"^23 h 5\d min$")


@pytest.fixture
def server(tmp_path: Path, sqlite_template: Path) -> Iterator[LiveServer]:
    """A server whose bots wait half a second before they move: the bot standing in for a
    person must not have played the game to its end before the person takes the seat back."""
    live = LiveServer(tmp_path, bot_delay=0.5, template=sqlite_template)
    live.start()
    yield live
    live.stop()


def run_out_of_time(server: LiveServer, game_id: int) -> None:
    """Make the current turn's time of game `game_id` run out (the server looks every
    second)."""
    engine = create_engine(server.env["DATABASE_URL"])
    try:
        with engine.begin() as db:
            past = datetime.now(UTC) - timedelta(seconds=1)
            db.execute(update(GameRecord).where(GameRecord.id == game_id).values(deadline=past))
    finally:
        engine.dispose()


@SIZES
def test_a_clock_per_turn_runs_out_and_the_person_takes_their_seat_back(
    browser: Browser, server: LiveServer, console: Console, size: ViewportSize, artifacts: Path
) -> None:
    console.allowed.append("the server responded with a status of 403")  # the spectator's chat
    base = server.url
    page = person(browser, console, size)
    register(page, base, "ann")
    create_clock_table(page)
    expect(page.locator("#terms")).to_have_text(
        "1 day per turn; then an easy bot plays until the player is back."
        " Only the players read and write the game's chat."
    )
    page.select_option("#bot-level", "easy")
    page.click("#bot-form button[type=submit]")
    expect(page.locator("#start")).to_be_enabled()
    game_id = start(page)
    wait_ready(page)
    mine = page.locator("#clocks li.clock.running")
    expect(mine.locator(".clock-time")).to_have_text(A_DAY_LEFT)
    expect(mine).to_contain_text("You")
    expect(page.locator("#away")).to_be_hidden()
    page.screenshot(path=artifacts / f"clock-game-{size['width']}.png")

    game = f"{base}/api/games/{game_id}"
    seat = page.request.get(game).json()["current"]
    run_out_of_time(server, game_id)
    expect(page.locator("#take-back")).to_be_visible(timeout=10000)
    # the turn the time ran out on is the bot's: the seat is taken back once it is played
    wait_for(lambda: page.request.get(game).json()["current"] != seat, "the bot's turn played")
    expect(page.locator("#away")).to_contain_text("A bot is playing for you since")
    expect(page.locator("#take-back")).to_be_enabled()
    page.click("#take-back")
    expect(page.locator("#away")).to_be_hidden()
    expect(page.locator("#message")).to_have_text("You have your seat back.")
    wait_ready(page)
    expect(mine.locator(".clock-time")).to_have_text(A_DAY_LEFT)

    watcher = person(browser, console, size)
    assert watcher.request.post(f"{base}/api/guests").ok
    watcher.goto(f"{base}/games/{game_id}")
    expect(watcher.locator("#chat-closed")).to_have_text("Only the players chat in this game.")
    expect(watcher.locator("#chat-input")).to_have_count(0)
    expect(watcher.locator("#clocks")).to_contain_text("ann")
    watcher.close()

    page.goto(f"{base}/account")
    state = page.locator("#vacation-state")
    expect(state).to_have_text("Not on vacation. 21 days of 21 left this year.")
    page.fill("#vacation-form input[name=days]", "3")
    expect(page.locator("#take-vacation")).to_have_text("Take 3 days")
    page.click("#take-vacation")
    expect(state).to_contain_text("On vacation until")
    expect(state).to_contain_text("18 days of 21 left this year.")
    page.click("#end-vacation")
    # the whole days not used come back: the day begun counts as taken
    expect(state).to_have_text("Not on vacation. 20 days of 21 left this year.")
    expect(page.locator("#end-vacation")).to_be_hidden()
    page.close()
