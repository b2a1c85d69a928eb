"""What a person does with the keyboard alone: Tab to a control, choose in a list with the
arrow keys, type, press Enter; sign up and start a game against bots from the lobby, at once
or at a table of chosen options. A page made `keyboard_only` counts every pointer event it
sees, so a test can show none was used."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from tests.browser.players import PASSWORD

# every press of a pointer (mouse, touch, pen) the page sees, counted from its first script
COUNT_POINTERS = """
window.pointerPresses = 0;
for (const type of ["pointerdown", "mousedown", "touchstart"]) {
  addEventListener(type, () => (window.pointerPresses += 1), true);
}
"""
FOCUSED = "(selector) => document.activeElement?.matches(selector) ?? false"


def keyboard_only(page: Page) -> Page:
    """`page`, counting the pointer presses of every document it shows (`pointer_presses`)."""
    page.context.add_init_script(COUNT_POINTERS)
    return page


def pointer_presses(page: Page) -> int:
    return int(page.evaluate("window.pointerPresses"))


def tab_to(page: Page, selector: str, limit: int = 400) -> None:
    """Press Tab until the control focused is `selector` (round the page at most once)."""
    for _ in range(limit):
        if page.evaluate(FOCUSED, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def choose(page: Page, selector: str, value: object) -> None:
    """Tab to the list `selector` and move through it with the arrow keys to the option whose
    value is `value` (options carry JSON values, or plain strings)."""
    tab_to(page, selector)
    wanted = {json.dumps(value), str(value)}
    options = page.locator(f"{selector} option").evaluate_all("os => os.map((o) => o.value)")
    assert wanted & set(options), f"{selector} offers no {value!r} among {options}"
    page.keyboard.press("Home")
    for _ in options:
        if page.locator(selector).input_value() in wanted:
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"{selector} never showed {value!r}")


def press_on(page: Page, selector: str, key: str = "Enter") -> None:
    """Tab to `selector` and press `key` there."""
    tab_to(page, selector)
    page.keyboard.press(key)


def sign_up(page: Page, base: str, name: str) -> None:
    """Make an account on the sign-in page with the keyboard; the page goes to the lobby."""
    page.goto(f"{base}/login")
    tab_to(page, "#register input[name=name]")
    page.keyboard.type(name)
    page.keyboard.press("Tab")
    page.keyboard.type(PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(f"{base}/")


def play_bots_now(page: Page, game: str, level: str = "easy") -> int:
    """From the lobby, start a game of `game` against one bot of `level` with the lobby's
    "Play against bots now"; returns the game id once its screen is drawn."""
    page.wait_for_selector("#quick-form select[name=game] option", state="attached")
    choose(page, "#quick-form select[name=game]", game)
    choose(page, "#quick-form select[name=players]", 2)
    choose(page, "#quick-form select[name=level]", level)
    press_on(page, "#quick")
    expect(page).to_have_url(re.compile(r"/games/\d+$"))
    page.wait_for_selector("[data-drawn]")
    return int(page.url.rsplit("/", 1)[1])


def table_against_a_bot(page: Page, game: str, options: dict[str, object]) -> int:
    """From the lobby, create a table of `game` for 2 with `options` ({name: value}) and no
    clock in the new-table dialog, add an easy bot and start; returns the game id once its
    screen is drawn."""
    page.wait_for_selector("#create-form select[name=game] option", state="attached")
    press_on(page, "#create")
    choose(page, "#create-form select[name=game]", game)
    choose(page, "#create-form select[name=seats]", 2)
    choose(page, "#create-form select[name=clock]", "none")
    for name, value in options.items():
        choose(page, f"#create-form select[name='option.{name}']", value)
    press_on(page, "#create-form button[type=submit]")
    expect(page).to_have_url(re.compile(r"/tables/\d+$"))
    choose(page, "#bot-level", "easy")
    press_on(page, "#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    press_on(page, "#start")
    expect(page).to_have_url(re.compile(r"/games/\d+$"))
    page.wait_for_selector("[data-drawn]")
    return int(page.url.rsplit("/", 1)[1])
