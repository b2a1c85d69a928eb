"""Browser tests: Debian's Chromium driven by Playwright against a real server.

They skip when /usr/bin/chromium is missing, except in CI (env CI set), where they fail.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser.server import ROOT, LiveServer

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = ROOT / "test-artifacts"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]

if not CHROMIUM.exists() or importlib.util.find_spec("playwright") is None:
    if os.environ.get("CI"):
        raise RuntimeError(f"browser tests need {CHROMIUM} and playwright in CI")
    pytest.skip(
        f"{CHROMIUM} or playwright is missing: install chromium (apt-get) to run browser tests",
        allow_module_level=True,
    )

from playwright.sync_api import Browser, ConsoleMessage, Page, sync_playwright  # noqa: E402


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    live = LiveServer(tmp_path)
    live.start()
    yield live
    live.stop()


class Console:
    """Console errors and page errors of every page a test opens."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.allowed: list[str] = []

    def watch(self, page: Page) -> Page:
        page.on("console", self._message)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        return page

    def _message(self, message: ConsoleMessage) -> None:
        if message.type == "error" and not any(a in message.text for a in self.allowed):
            self.errors.append(message.text)


@pytest.fixture
def console() -> Iterator[Console]:
    watcher = Console()
    yield watcher
    assert watcher.errors == [], "console errors"


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
