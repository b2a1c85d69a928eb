"""What the browser tests look at: the two window sizes, screenshots at both, the page's
console errors, the game log, and a seat's view of a game over HTTP."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import ConsoleMessage, Page, ViewportSize

DESKTOP = ViewportSize(width=1366, height=768)
PHONE = ViewportSize(width=390, height=844)


def settled(page: Page) -> None:
    """Wait until the page has drawn two more frames: what a change of the window's size
    sets off (resize observers, redrawing) has run."""
    page.evaluate(
        "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
    )


def resize(page: Page, size: ViewportSize) -> None:
    """Give the window `size` and wait until the page has been laid out and drawn at it."""
    page.set_viewport_size(size)
    settled(page)


def shoot(page: Page, artifacts: Path, name: str) -> None:
    """Screenshots of `page` at both window sizes; checks nothing sticks out sideways.
    The window gets its size back."""
    before = page.viewport_size or DESKTOP
    for size in (DESKTOP, PHONE):
        resize(page, size)
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= size["width"], f"{name} scrolls sideways at {size}"
        page.screenshot(path=artifacts / f"{name}-{size['width']}x{size['height']}.png")
    resize(page, before)


def pieces(page: Page) -> int:
    """How many log lines the page shows (each move adds some)."""
    return page.locator(".log li").count()


def game_view(page: Page, base: str, game_id: int) -> dict[str, Any]:
    """The page's seat's view of the game, over HTTP."""
    answer = page.request.get(f"{base}/api/games/{game_id}")
    assert answer.ok, answer.text()
    return dict(answer.json()["view"])


class Console:
    """Console errors and page errors of every page a test opens."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.allowed: list[str] = []

    def watch(self, page: Page) -> Page:
        """`page`, its console errors and page errors now recorded."""
        page.on("console", self.message)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        return page

    def message(self, message: ConsoleMessage) -> None:
        """Record `message` if it is an error not allowed."""
        if message.type == "error" and not any(a in message.text for a in self.allowed):
            self.errors.append(message.text)
