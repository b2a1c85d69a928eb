"""Forest Shuffle's cards in the browser: each drawn with its picture, opening large on a
click, a right click or a long press; a turn laid out in one window on a desktop and in
rows that wrap on a phone; the cards others play, and those new in the clearing, shown
arriving only with animations on."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, ViewportSize

from tests.browser.forest_shuffle_player import SIDES, Player
from tests.browser.players import Motion, touch_game, wait_mine
from tests.browser.screens import DESKTOP, PHONE, Console, game_view, shoot
from tests.browser.server import LiveServer

GAME = "forest-shuffle"
ZOOMED = "dialog.zoom .fs-big"


def game_page(
    browser: Browser, console: Console, base: str, size: ViewportSize, motion: Motion
) -> tuple[Page, int]:
    """A touch screen's page playing a new game against the easy bot, once its hand is
    drawn; the game's id."""
    page, game_id = touch_game(browser, console, base, size, GAME, motion)
    page.wait_for_selector(".fs-hand .fs-card .fs-pic")
    return page, game_id


def play_until_bot_played(page: Page, base: str, game_id: int, cards: int) -> Player:
    """Play by clicking until the bot's forest holds `cards` cards face up and it is this
    seat's turn again; the seat's player."""
    me = Player(page, base, game_id, None)
    for _ in range(200):
        assert wait_mine(page)
        view = game_view(page, base, game_id)
        bot = view["forests"][1 - view["seat"]]
        if len(bot) + sum(len(tree[side]) for tree in bot for side in SIDES) >= cards:
            return me
        me.step()
    raise AssertionError("the bot plays no card")


def width(page: Page, selector: str) -> float:
    """The width of the first element of `selector`."""
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box["width"]


def close_zoom(page: Page) -> None:
    """Close the card shown large with Escape."""
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.zoom", state="detached")


def test_cards_open_large_and_others_plays_arrive(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    page, game_id = game_page(browser, console, server.url, DESKTOP, "no-preference")
    me = play_until_bot_played(page, server.url, game_id, 3)
    while not page.locator(".fs-forest .fs-placed").count():  # a card of this seat's own
        me.step()
        assert wait_mine(page)
    # the bot's cards, and those new in the clearing, were shown arriving
    assert int(page.get_attribute(".fs-main", "data-arrivals") or 0) > 0

    # a forest card (a click there makes no move) opens large on a click, drawn anew
    small = width(page, ".fs-forest .fs-placed")
    page.locator(".fs-forest .fs-placed").first.click()
    page.wait_for_selector(ZOOMED)
    assert width(page, ZOOMED) >= 2 * small
    assert page.locator(f"{ZOOMED} .fs-pic").count() >= 1
    assert page.locator(f"{ZOOMED} .fs-text").count() >= 1  # every text of the card
    shoot(page, artifacts, "fs-zoom")
    close_zoom(page)

    # a hand card opens large on a right click
    small = width(page, ".fs-hand .fs-card")
    page.locator(".fs-hand .fs-card").first.click(button="right")
    page.wait_for_selector(ZOOMED)
    assert width(page, ZOOMED) >= 2 * small
    close_zoom(page)

    # a turn needs no scrolling: the hand, the clearing and the forest in the window
    page.evaluate("window.scrollTo(0, 0)")
    for part in (".fs-hand", ".fs-clearing-box", ".fs-forest .fs-stand"):
        box = page.locator(part).first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= DESKTOP["height"], part
    shoot(page, artifacts, "fs-turn")
    page.close()


def test_a_long_press_opens_a_card_and_nothing_arrives_with_reduced_motion(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    page, game_id = game_page(browser, console, server.url, PHONE, "reduce")
    card = ".fs-hand .fs-card"
    small = width(page, card)
    page.locator(card).first.dispatch_event(
        "pointerdown", {"pointerType": "touch", "clientX": 40, "clientY": 400}
    )
    page.wait_for_selector(ZOOMED)  # after the press is held long enough
    page.locator(card).first.dispatch_event("pointerup", {"pointerType": "touch"})
    assert width(page, ZOOMED) >= 2 * small
    shoot(page, artifacts, "fs-zoom-phone")
    close_zoom(page)

    play_until_bot_played(page, server.url, game_id, 2)
    assert page.get_attribute(".fs-main", "data-arrivals") in (None, "0")
    # nothing sticks out sideways: every row of cards wraps within the window
    right = page.evaluate("document.documentElement.clientWidth")
    assert page.evaluate("document.documentElement.scrollWidth") == right
    for box in page.locator(".fs-hand .fs-card, .fs-clearing .fs-card, .fs-stand").all():
        found = box.bounding_box()
        assert found is not None and found["x"] >= 0 and found["x"] + found["width"] <= right
    page.close()
