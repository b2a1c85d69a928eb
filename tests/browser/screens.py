"""What the browser tests look at: the two window sizes, screenshots at both, the page's
console errors, the game log, and a seat's view of a game over HTTP."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, NamedTuple

from playwright.sync_api import ConsoleMessage, Page, ViewportSize

from server.games.base import apply_patch

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


def filled(page: Page) -> None:
    """Wait until the page shown has run its module to the end (body[data-filled]) and, on
    a game's page or its replay, drawn the game."""
    page.wait_for_selector("body[data-filled]", state="attached")
    if page.locator("main.game:not([data-game-name=''])").count():
        page.wait_for_selector("#screen [data-drawn]", state="attached")


def shoot(page: Page, artifacts: Path, name: str) -> None:
    """Screenshots of `page` at both window sizes; checks nothing sticks out sideways, and
    that no text shows a value the page failed to fill ("null", "undefined", "NaN"). The
    window gets its size back."""
    unfilled = re.findall(r".{0,30}\b(?:null|undefined|NaN)\b.{0,30}", page.inner_text("body"))
    assert not unfilled, f"{name} shows {unfilled}"
    before = page.viewport_size or DESKTOP
    for size in (DESKTOP, PHONE):
        resize(page, size)
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= size["width"], f"{name} scrolls sideways at {size}"
        page.screenshot(path=artifacts / f"{name}-{size['width']}x{size['height']}.png")
    resize(page, before)


def change_size_now_and_then(page: Page, step: int, every: int = 4) -> None:
    """At every `every`-th step of a game, give the window the other size: a whole game is
    drawn at both, and the Console's watch (SIDEWAYS) checks every drawing at its size."""
    if step % every == 0:
        resize(page, PHONE if (page.viewport_size or DESKTOP) == DESKTOP else DESKTOP)


def pieces(page: Page) -> int:
    """How many log lines the page shows (each move adds some)."""
    return page.locator(".log li").count()


def game_view(page: Page, base: str, game_id: int) -> dict[str, Any]:
    """The view the page shows: its seat's view of the game, over HTTP, after the steps of
    a move not made yet, if any (for a page that `follow_steps`)."""
    answer = page.request.get(f"{base}/api/games/{game_id}")
    assert answer.ok, answer.text()
    view = dict(answer.json()["view"])
    steps = _steps.get(page)
    return view if steps is None else apply_patch(view, steps.patch)


class Steps(NamedTuple):
    """What the server showed a page of the steps of a move, not made: the patch to its
    view, and the moves then offered."""

    patch: list[Any]
    moves: list[dict[str, Any]]


_steps: dict[Page, Steps | None] = {}  # a page's steps not made, until its next view
_shown: dict[Page, int] = {}  # how many times the server showed a page steps not made


def follow_steps(page: Page) -> Page:
    """Keep, from the frames `page` receives, what the server showed it of the steps of a
    move not made yet (until the next view); `page` itself."""

    def received(text: str | bytes) -> None:
        frame = json.loads(text)
        if frame["type"] == "stepped" or (frame["type"] == "tried" and "moves" in frame):
            _steps[page] = Steps(frame["patch"], frame["moves"])
            _shown[page] = shown(page) + 1
        elif frame["type"] in ("update", "full"):
            _steps[page] = None

    page.on("websocket", lambda ws: ws.on("framereceived", received))
    return page


def shown(page: Page) -> int:
    """How many times the server showed `page` steps of a move, not made."""
    return _shown.get(page, 0)


def offered(page: Page) -> list[dict[str, Any]] | None:
    """The moves offered to `page` after steps not made (None: no such steps)."""
    steps = _steps.get(page)
    return None if steps is None else steps.moves


# Run in every page watched, before its own scripts: after each drawing (a data-drawn
# count going up) and each change of the window's size, an error in the console if the page
# scrolls sideways (once a page), naming the element reaching out furthest.
SIDEWAYS = """(() => {
  let said = false;
  const check = () => {
    const root = document.documentElement;
    // (a full-page screenshot may lay the page out a moment in a window a pixel wide: no
    // window a person has, so not a sideways scroll)
    if (said || root.clientWidth < 100 || root.scrollWidth <= root.clientWidth) return;
    said = true;
    let far = null;
    for (const e of document.body.querySelectorAll("*")) {
      if (!far || e.getBoundingClientRect().right > far.getBoundingClientRect().right) far = e;
    }
    const what = far ? `${far.tagName.toLowerCase()}.${far.className}` : "?";
    const width = `${root.scrollWidth} px in ${root.clientWidth}`;
    console.error(`${location.pathname} scrolls sideways: ${width} (${what})`);
  };
  addEventListener("DOMContentLoaded", () => {
    new MutationObserver(check).observe(document.body, {
      attributes: true, attributeFilter: ["data-drawn"], subtree: true,
    });
  });
  addEventListener("resize", () => requestAnimationFrame(check));
})();"""


class Console:
    """Console errors and page errors of every page a test opens, and a page scrolling
    sideways after any drawing (`SIDEWAYS`)."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.allowed: list[str] = []

    def watch(self, page: Page) -> Page:
        """`page`, its console errors and page errors now recorded, and whether it scrolls
        sideways after a drawing."""
        page.add_init_script(SIDEWAYS)
        page.on("console", self.message)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        return page

    def message(self, message: ConsoleMessage) -> None:
        """Record `message` if it is an error not allowed."""
        if message.type == "error" and not any(a in message.text for a in self.allowed):
            self.errors.append(message.text)


def check_final_table(page: Page, result: dict[str, Any]) -> None:
    """The final table shows a row for each part of the score some seat scored in (and
    none for the others), in the result's order, and every seat's total."""
    labels = list(dict.fromkeys(p["label"] for seat in result["seats"] for p in seat["parts"]))
    scored = {p["label"] for seat in result["seats"] for p in seat["parts"] if p["points"]}
    rows = page.locator(".final-table tbody tr th").all_inner_texts()
    assert rows == [label for label in labels if label in scored] + ["Total", "Place"], rows
    totals = page.locator(".final-table tr.total td").all_inner_texts()
    assert totals == [str(seat["total"]) for seat in result["seats"]], totals
