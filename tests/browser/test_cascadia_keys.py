"""Cascadia with the keyboard alone: a whole game against a bot, from signing up to the final
table, every step made by keys (the shortcuts 1 to 4, R and B, Tab to a button, the arrow
keys, N and Enter on the board; the arrow keys on the players' tabs), half of it at a
desktop's size and the rest at a phone's; after each move the board in words has changed
and names the cells of the newest log lines as the log names them."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Browser, Page

from tests.browser.cascadia_player import BOARD, play_step
from tests.browser.keys import keyboard_only, play_bots_now, pointer_presses, sign_up, tab_to
from tests.browser.players import wait_mine
from tests.browser.screens import DESKTOP, PHONE, Console, follow_steps, resize
from tests.browser.server import LiveServer

WORDS = ".cs-main .board-words"
CELL = re.compile(r"-?\d+,-?\d+")


def words(page: Page) -> str:
    return page.locator(WORDS).text_content() or ""


def check_words(page: Page, before: str, lines: int) -> None:
    """The board in words changed since `before`, and names every cell the log lines newer
    than the first `lines` name."""
    page.wait_for_function(
        """([selector, before, lines]) => {
          const text = document.querySelector(selector).textContent;
          const items = [...document.querySelectorAll("#log li")];
          const fresh = items.slice(0, items.length - lines).map((li) => li.textContent).join(" ");
          const cells = fresh.match(/-?\\d+,-?\\d+/g) ?? [];
          return text !== before && cells.every((cell) => text.includes(`${cell}:`));
        }""",
        arg=[WORDS, before, lines],
    )


def test_a_whole_game_by_keyboard(browser: Browser, server: LiveServer, console: Console) -> None:
    rng = random.Random(4)
    context = browser.new_context(viewport=DESKTOP)
    page = follow_steps(console.watch(keyboard_only(context.new_page())))
    sign_up(page, server.url, "kim")
    game_id = play_bots_now(page, "cascadia", "easy")
    # the tabs: one Tab stop, the arrow keys show the other seat's environment and back
    tab_to(page, ".cs-tab[aria-selected=true]")
    shown = page.locator(BOARD).get_attribute("data-seat")
    for key in ("ArrowRight", "ArrowLeft"):
        page.keyboard.press(key)
        assert page.locator(BOARD).get_attribute("data-seat") != shown
        assert page.evaluate("document.activeElement.getAttribute('aria-selected')") == "true"
        shown = page.locator(BOARD).get_attribute("data-seat")
    made: list[str] = []
    named = 0
    while wait_mine(page):
        before, lines = words(page), page.locator("#log li").count()
        made.append(play_step(page, server.url, game_id, rng, keys=True)["type"])
        check_words(page, before, lines)
        named += len(CELL.findall(" ".join(page.locator("#log li").all_text_contents()[:2])))
        if len(made) == 30:
            resize(page, PHONE)
        assert len(made) < 120, "the game does not end"
    page.wait_for_selector("#result table")
    assert {"take", "place", "token"} <= set(made) and named > 0
    assert pointer_presses(page) == 0
