"""Cascadia's pieces shown large and others' moves shown arriving, at 1366x768 and on a
390x844 phone with a touch screen: a scoring card opens on a click, a display's tile on a
long press, its token on a right click (neither makes a move), a placed tile on a tap of
the board; each is drawn at least twice as large and closes with Escape. Others' tiles and
tokens grow in and the display's new pairs slide in only with animations on.

Screenshots go to test-artifacts/cascadia-zoom-<what>-<width>.png.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize

from tests.browser.cascadia_player import BOARD, click_cell, play_step
from tests.browser.players import (
    Motion,
    box_of,
    my_turn,
    touch_game,
    wait_mine,
    wait_ready,
)
from tests.browser.screens import DESKTOP, PHONE, Console, game_view
from tests.browser.server import LiveServer

SIZES = pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
ZOOM = "dialog.zoom[open]"


def no_sideways_scroll(page: Page) -> None:
    assert page.evaluate(
        "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    )


def check_large(page: Page, small: str, artifacts: Path, name: str) -> str:
    """The piece is shown large (its picture at least twice the size of `small`'s); a
    screenshot; Escape closes it. Returns the dialog's text."""
    page.wait_for_selector(ZOOM)
    large = box_of(page, f"{ZOOM} img")
    assert large["width"] >= 2 * box_of(page, small)["width"], name
    no_sideways_scroll(page)
    text = page.inner_text(ZOOM)
    width = page.evaluate("innerWidth")
    page.screenshot(path=artifacts / f"cascadia-zoom-{name}-{width}.png")
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.zoom", state="detached")
    return text


def long_press(page: Page, selector: str) -> None:
    """Hold a finger on `selector` until the piece opens large, then lift it."""
    box = box_of(page, selector)
    point = {"clientX": box["x"] + box["width"] / 2, "clientY": box["y"] + box["height"] / 2}
    touch = {"pointerType": "touch", "pointerId": 7, "isPrimary": True, **point}
    page.dispatch_event(selector, "pointerdown", touch)
    page.wait_for_selector(ZOOM)
    page.dispatch_event(selector, "pointerup", touch)


@SIZES
def test_pieces_open_large(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: ViewportSize
) -> None:
    page, game_id = touch_game(browser, console, server.url, size, "cascadia")
    wait_ready(page)  # the choose step: the display's tiles and tokens make moves
    view = game_view(page, server.url, game_id)
    steps = page.evaluate("document.querySelector('.cs-prompt').innerText")

    # a scoring card: a click, its example large with its rule and points
    first = view["cards"][0]
    card = f".cs-card[data-card='{first}']"
    page.click(card)
    text = check_large(page, f"{card} img[alt^='example']", artifacts, "card")
    assert "count" in text and "points" in text, text

    # a tile of the display: a long press, not a move
    long_press(page, "button[data-tile='0']")
    text = check_large(page, "button[data-tile='0'] img", artifacts, "tile")
    assert "May hold" in text, text

    # a token of the display: a right click, not a move; the card that scores it
    page.click("button[data-token='1']", button="right")
    text = check_large(page, "button[data-token='1'] img", artifacts, "token")
    animal = view["display"][1]["token"]
    assert f"{animal.capitalize()} token" in text and "Scored by" in text, text
    assert page.evaluate("document.querySelector('.cs-prompt').innerText") == steps, "no move"

    # a tile of the environment: a tap where nothing can be played
    me = view["seat"]
    cell = next(iter(view["seats"][me]["environment"]))
    page.wait_for_selector(f"{BOARD}[data-seat='{me}']")
    page.locator(BOARD).scroll_into_view_if_needed()
    click_cell(page, cell)
    page.wait_for_selector(ZOOM)
    assert box_of(page, f"{ZOOM} img")["width"] >= 2 * 2 * float(
        (page.locator(BOARD).get_attribute("data-camera") or "0 0 0").split()[2]
    ), "at least twice the width of a hex of the board"
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.zoom", state="detached")
    assert (
        my_turn(page) and page.evaluate("document.querySelector('.cs-prompt').innerText") == steps
    ), "still the same step: nothing was played"
    no_sideways_scroll(page)
    page.close()


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_others_moves_arrive_only_with_animations(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, motion: Motion
) -> None:
    page, game_id = touch_game(browser, console, server.url, PHONE, "cascadia", motion)
    rng = random.Random(2)
    wait_mine(page)
    me = game_view(page, server.url, game_id)["seat"]
    bot = 1 - me
    while my_turn(page):  # one whole turn: the display refills after it
        play_step(page, server.url, game_id, rng)
    wait_mine(page)  # the bot has played: its tile and token wait in its tab
    display = page.locator(".cs-display").get_attribute("data-arrivals")
    page.click(f".cs-tab[data-seat='{bot}']")
    page.wait_for_selector(f"{BOARD}[data-seat='{bot}']")
    grown = page.locator(BOARD).get_attribute("data-arrivals")
    if motion == "reduce":
        assert display is None and grown is None, "nothing moves with reduced motion"
    else:
        assert display is not None and int(display) >= 1, "the display's new pairs slid in"
        assert grown == "1", "the bot's tile and token grew in on its environment"
        page.screenshot(path=artifacts / "cascadia-arrived-390.png")
    no_sideways_scroll(page)
    page.close()
