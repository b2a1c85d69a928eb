"""Renature's pieces seen large and arriving: a domino of the hand, an animal of the joker
row and a space of the board open large (a right click, a click where it makes no move, or
a long press on a touch screen) and close with Escape; the bot's pieces arrive with an
animation only while animations are on; the page never scrolls sideways, and Fit shows the
whole board, at 1366x768 and on a 390x844 phone.

Screenshots go to test-artifacts/renature-art-<what>-<width>.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, FloatRect, Locator, Page, ViewportSize, expect

from tests.browser.players import (
    Motion,
    box_of,
    cell_point,
    play_turn,
    touch_game,
    wait_ready,
)
from tests.browser.screens import DESKTOP, PHONE, Console, game_view
from tests.browser.server import LiveServer

SIZES = pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
ZOOM = "dialog.zoom"
SIDEWAYS = "document.documentElement.scrollWidth - document.documentElement.clientWidth"


def box(target: Locator) -> FloatRect:
    """Where `target` is in the window."""
    found = target.bounding_box()
    assert found is not None, target
    return found


def long_press(page: Page, target: Locator, x: float, y: float) -> None:
    """Press the point (x, y) of `target` with a finger until it opens large; lift it."""
    where = box(target)
    at = {
        "clientX": where["x"] + x,
        "clientY": where["y"] + y,
        "pointerType": "touch",
        "isPrimary": True,
    }
    target.dispatch_event("pointerdown", {**at, "pointerId": 7, "bubbles": True})
    page.wait_for_selector(ZOOM)  # after the long press's half second, without moving
    target.dispatch_event("pointerup", {**at, "pointerId": 7, "bubbles": True})


def opened(page: Page, small: float, what: str) -> str:
    """Check the dialog shows a picture at least twice as wide as `small` px and closes with
    Escape; returns its words (its title and lines)."""
    dialog = page.locator(ZOOM)
    expect(dialog).to_be_visible()
    large = box_of(page, f"{ZOOM} .rn-zoom > :first-child")["width"]
    assert large >= 2 * small, (what, large, small)
    words = dialog.inner_text()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    return words


@SIZES
def test_pieces_open_large(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: ViewportSize
) -> None:
    page, game_id = touch_game(browser, console, server.url, size, "renature")
    wait_ready(page)
    view = game_view(page, server.url, game_id)
    names = view["board"]["animals"]
    width = size["width"]

    # a domino of the hand: a right click, or a long press (a click chooses it)
    domino = page.locator(".hand .piece").first
    small = box(domino)["width"]
    domino.click(button="right")
    page.screenshot(path=artifacts / f"renature-art-domino-{width}.png")
    hand = view["seats"][view["seat"]]["hand"]
    assert opened(page, small, "domino").startswith("Domino: "), "a domino"
    long_press(page, domino, 10, 10)
    words = opened(page, small, "domino")
    assert any(" \u2013 ".join(names[a] for a in d["animals"]) in words for d in hand), words
    expect(page.locator(".domino.chosen")).to_have_count(0)  # the long press chose nothing

    # an animal of the joker row: a click, while it makes no move
    badger = page.locator(".joker .piece").nth(3)
    badger.click()
    assert names[3] in opened(page, box(badger)["width"], "joker animal")

    # a space of the board: a long press, or a right click; with its area's facts, and the
    # animal on it if any
    area, info = next((a, i) for a, i in view["areas"].items() if i.get("token_cell"))
    cell = next(iter(view["animals"]), info["token_cell"])
    point = cell_point(page, cell)
    board = page.locator("canvas.board")
    space = box(board)["width"] / 15
    long_press(page, board, point["x"], point["y"])
    page.screenshot(path=artifacts / f"renature-art-space-{width}.png")
    words = opened(page, space * 2, "space")
    assert words.startswith(f"Space {cell}"), words
    if cell in view["animals"]:
        assert names[view["animals"][cell]] in words, words
    else:
        assert f"Area {area} (" in words, words
    board.click(button="right", position=point)
    assert f"Space {cell}" in opened(page, space * 2, "space")
    assert page.evaluate(SIDEWAYS) == 0
    page.context.close()


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_bots_pieces_arrive_only_with_animations(
    browser: Browser, server: LiveServer, console: Console, motion: Motion
) -> None:
    page, game_id = touch_game(browser, console, server.url, DESKTOP, "renature", motion)
    wait_ready(page)
    play_turn(page, server.url, game_id)
    wait_ready(page)  # the bot has made its turn after ours
    arrivals = page.locator("canvas.board").get_attribute("data-arrivals")
    if motion == "reduce":
        assert arrivals is None
    else:
        assert arrivals is not None and int(arrivals) >= 1
        page.wait_for_function("() => !document.querySelector('canvas.board').dataset.arriving")
    page.context.close()


@SIZES
def test_fit_shows_the_whole_board_without_scrolling_sideways(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: ViewportSize
) -> None:
    page, _ = touch_game(browser, console, server.url, size, "renature")
    wait_ready(page)
    assert page.evaluate(SIDEWAYS) == 0
    page.click("button[data-action=zoom-in]")
    page.click("button[data-action=zoom-in]")
    assert page.evaluate(SIDEWAYS) == 0, "a zoomed board scrolls in its own box"
    page.click("button[data-action=fit]")
    page.wait_for_function(
        "() => { const w = document.querySelector('.board-wrap');"
        " return w.scrollWidth <= w.clientWidth && w.scrollHeight <= w.clientHeight; }"
    )
    board = box_of(page, "canvas.board")
    assert board["x"] >= 0 and board["x"] + board["width"] <= size["width"]
    assert page.evaluate(SIDEWAYS) == 0
    page.screenshot(path=artifacts / f"renature-art-fit-{size['width']}.png")
    page.context.close()
