"""Every page and each game's screen, at 1366x768 and on a phone, signed out, as a guest and
as an account: axe-core finds nothing serious or critical (names, contrast, roles,
landmarks), no text shows a value the page failed to fill, and at 200% zoom (1366x768 seen
as 683x384) nothing scrolls sideways."""

from __future__ import annotations

import re
from typing import Any

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, ViewportSize

from tests.browser.players import person, registered
from tests.browser.screens import DESKTOP, PHONE, Console, filled, resize
from tests.browser.server import LiveServer
from tests.browser.site import every_page

UNFILLED = re.compile(r".{0,30}\b(?:null|undefined|NaN|\[object \w+\])\b.{0,30}")
ZOOMED = ViewportSize(width=DESKTOP["width"] // 2, height=DESKTOP["height"] // 2)
GRAVE = ("serious", "critical")
# everything folded is opened, so that axe reads it too
UNFOLD = "() => document.querySelectorAll('details').forEach((d) => (d.open = true))"

AXE = Axe()


def grave(page: Page) -> list[str]:
    """axe-core's serious and critical findings on `page` as it is now, one line each."""
    violations: list[dict[str, Any]] = AXE.run(page).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {[node['target'] for node in v['nodes'][:4]]}"
        for v in violations
        if v["impact"] in GRAVE
    ]


def test_every_page_passes_axe_fills_its_values_and_zooms(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    console.allowed.append("the server responded with a status of 404")
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    pages = every_page(ann, base, "ann")
    guest = person(browser, console, PHONE)
    assert guest.request.post(f"{base}/api/guests").ok
    nobody = person(browser, console, PHONE)
    found: dict[str, list[str]] = {}

    def check(page: Page, where: str, axe: bool) -> None:
        unfilled = UNFILLED.findall(page.inner_text("body"))
        if unfilled:
            found[f"{where}: unfilled"] = unfilled
        if not axe:
            return
        page.evaluate(UNFOLD)
        for size in (DESKTOP, PHONE):
            resize(page, size)
            if violations := grave(page):
                found[f"{where} at {size['width']}"] = violations
        resize(page, ZOOMED)
        wide = page.evaluate("document.documentElement.scrollWidth")
        if wide > ZOOMED["width"]:
            found[f"{where} at 200%"] = [f"scrolls sideways: {wide} px wide"]

    for page, paths, axe in [
        (nobody, pages.shared, True),
        (guest, pages.shared + pages.signed_in, False),
        (ann, pages.signed_in, True),
    ]:
        for path in paths:
            page.goto(f"{base}{path}")
            filled(page)
            check(page, path, axe)
    ann.goto(f"{base}/")
    ann.wait_for_selector("#create-form select[name=game] option", state="attached")
    ann.click("#create")
    check(ann, "the new table dialog", True)
    assert found == {}, "\n".join(f"{where}: {what}" for where, what in found.items())
    for page in (ann, guest, nobody):
        page.close()
