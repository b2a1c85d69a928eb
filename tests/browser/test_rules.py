"""The rules pages at both window sizes, with their pictures drawn, and the practice game a
rules page starts: the game page explains each step as it comes (its hint box)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.players import person, play_step, register
from tests.browser.screens import DESKTOP, PHONE, Console, resize
from tests.browser.server import LiveServer

# The least number of pictures each rules page draws.
FIGURES = {"renature": 9, "cascadia": 4, "forest-shuffle": 3}

# Each figure of the page: its pictures (canvas drawings as <img>, each with the number of
# different colours it shows) and the game's cards drawn as DOM.
FIGURES_JS = """() => [...document.querySelectorAll('.rules-body figure')].map((figure) => {
  const colours = [...figure.querySelectorAll('img')].map((img) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4) {
      seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    }
    return seen.size;
  });
  return {
    colours,
    cards: figure.querySelectorAll('.fs-card').length,
    caption: figure.querySelector('figcaption')?.textContent ?? '',
    right: figure.getBoundingClientRect().right,
  };
})"""
LOADED_JS = """() => [...document.querySelectorAll('.rules-body img')]
  .every((img) => img.complete && img.naturalWidth > 0)"""


def figures(page: Page) -> list[dict[str, Any]]:
    page.wait_for_function(LOADED_JS)
    result: list[dict[str, Any]] = page.evaluate(FIGURES_JS)
    return result


@pytest.mark.parametrize("game", sorted(FIGURES))
def test_a_rules_page_is_drawn_and_readable_at_both_sizes(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, game: str
) -> None:
    page = person(browser, console, DESKTOP)
    page.goto(f"{server.url}/rules/{game}")
    page.wait_for_selector(".rules-body section")
    sections = page.locator(".rules-body section[id] > h2").all_inner_texts()
    assert sections[0] == "The game in brief"
    assert page.locator("#contents a").all_inner_texts() == sections
    for size in (DESKTOP, PHONE):
        resize(page, size)
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"], (
            f"{game} scrolls sideways at {size}"
        )
        drawn = figures(page)
        assert len(drawn) >= FIGURES[game], drawn
        for figure in drawn:
            assert figure["caption"], "every picture says what it shows"
            assert figure["colours"] or figure["cards"], figure
            assert all(colours >= 8 for colours in figure["colours"]), f"a blank picture: {figure}"
            assert figure["right"] <= size["width"], figure
        page.screenshot(path=artifacts / f"rules-{game}-{size['width']}.png", full_page=True)
    page.close()


def test_an_unknown_game_has_no_rules(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    page = console.watch(browser.new_page(viewport=DESKTOP))
    page.goto(f"{server.url}/rules/chess")
    expect(page.locator(".rules-missing")).to_contain_text("There is no game chess.")
    page.click(".rules-missing a")
    page.wait_for_url(f"{server.url}/**")
    assert page.url.rstrip("/") in (server.url, f"{server.url}/login?next=%2F")
    page.close()


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["laptop", "phone"])
def test_a_practice_game_explains_each_step(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: Any
) -> None:
    """From the rules page to a practice game whose hints follow each step."""
    base = server.url
    page = person(browser, console, size)
    register(page, base, "learner")
    page.goto(f"{base}/rules/renature")
    page.click("#learn")
    page.wait_for_url(re.compile(r".*/games/\d+\?tutorial$"))
    found = re.search(r"/games/(\d+)", page.url)
    assert found is not None
    game_id = int(found.group(1))
    games = page.request.get(f"{base}/api/games").json()
    mine = next(g for g in games if g["id"] == game_id)
    assert mine["seat"] == 0 and len(mine["players"]) == 2 and "easy" in mine["players"][1]

    box = page.locator(".hint-box.tutorial")
    expect(box.locator(".hint-welcome")).to_contain_text("Welcome to your practice game")
    expect(box.locator(".hint-step")).to_have_text("Step 1")
    expect(box.locator(".hint-text")).to_contain_text("Place a domino on the brook")
    first = box.locator(".hint-text").inner_text()
    assert "starting space" in box.locator(".hint-detail").inner_text()
    page.screenshot(path=artifacts / f"tutorial-renature-start-{size['width']}.png")

    assert play_step(page, base, game_id) == "place"
    expect(box.locator(".hint-step")).to_have_text("Step 2")
    assert box.locator(".hint-text").inner_text() != first
    expect(box.locator(".hint-welcome")).to_have_count(0)
    page.screenshot(path=artifacts / f"tutorial-renature-step-2-{size['width']}.png")

    now = box.locator(".hint-text").inner_text()
    page.click(".hint-off")
    expect(page.locator(".hint-box.tutorial")).to_have_count(0)
    ask = page.locator(".hint-box .hint-ask")
    expect(ask).to_have_text("What can I do now?")
    expect(page.locator(".hint-box .hint-text")).to_have_count(0)
    ask.click()
    expect(page.locator(".hint-box .hint-text")).to_have_text(now)
    page.close()


@pytest.mark.parametrize("game", ["cascadia", "forest-shuffle"])
def test_every_game_has_a_practice_game(
    browser: Browser, server: LiveServer, console: Console, game: str
) -> None:
    """Needs the game page's hint box (game.mjs/game.html wiring)."""
    page = person(browser, console, PHONE)
    register(page, server.url, f"learner-{game}")
    page.goto(f"{server.url}/rules/{game}")
    page.click("#learn")
    page.wait_for_url(re.compile(r".*/games/\d+\?tutorial$"))
    box = page.locator(".hint-box.tutorial")
    expect(box.locator(".hint-welcome")).to_be_visible()
    expect(box.locator(".hint-step")).to_have_text("Step 1", timeout=20000)
    expect(box.locator(".hint-detail")).not_to_be_empty()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.close()
