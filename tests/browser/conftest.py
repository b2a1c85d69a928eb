"""Browser tests: Debian's Chromium driven by Playwright against a real server.

They skip when /usr/bin/chromium is missing, except in CI (env CI set), where they fail.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser.server import ROOT, LiveServer, Spares

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

from playwright.sync_api import Browser, sync_playwright  # noqa: E402

from tests.browser.screens import Console  # noqa: E402


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def spares(tmp_path_factory: pytest.TempPathFactory, sqlite_template: Path) -> Iterator[Spares]:
    """The test process's servers, each launched one test ahead."""
    found = Spares(tmp_path_factory, sqlite_template)
    yield found
    found.stop()


@pytest.fixture
def server(spares: Spares) -> Iterator[LiveServer]:
    """A server of the test's own on a migrated SQLite database; its bots move at once."""
    live = spares.take()
    yield live
    live.stop()


@pytest.fixture
def console() -> Iterator[Console]:
    watcher = Console()
    yield watcher
    assert watcher.errors == [], "console errors"


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
