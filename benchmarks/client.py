"""The browser client's weight and speed: `python -m benchmarks.client [--loads N] [--steps N]
[--code DIR] [--language de]`.

Starts the server on loopback (SQLite in a temporary folder), signs up, starts a 2-player
game of each game against a bot, then opens each game page in Debian's Chromium, its cache
emptied before each of N loads and its service worker kept out, and reports per game:
- the files the game page loads (HTML, JS, CSS, data; the API's JSON apart): their number,
  their bytes as the page has them and as they came over the wire (compressed or not),
- the request waves: the longest chain of files each asked for by one before it (the HTML
  is the first wave; a module found by reading another's imports is one wave after it),
- the time from navigation to the first complete frame of the board (median of the loads),
- a second load with the cache kept: the bytes it transfers;
then the server's CPU per static file (a page's files asked for 20 times over 6 connections,
gzip accepted); and for Renature the time to apply an update and redraw (performance
measures in the page) over N moves made by clicking. `--code DIR` runs the server of
another checkout (e.g. `--code ../other-checkout`), to compare; `--language` has the browser
ask for another language than English (its catalogue is one more file of the page). Needs
/usr/bin/chromium and playwright.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import BrowserContext, Page, Request, ViewportSize, sync_playwright

from benchmarks.measure import percentile
from benchmarks.server import cpu_seconds
from tests.browser.conftest import ARGS, CHROMIUM
from tests.browser.players import (
    create_table,
    my_turn,
    play_step,
    register,
    start_with_bot,
)
from tests.browser.screens import follow_steps
from tests.browser.server import LiveServer

GAMES = ("renature", "cascadia", "forest-shuffle")

# in the page's clock: the moment the board is first drawn (its element gets data-drawn),
# and the moments the game's socket was made, opened and first heard from
FIRST_FRAME = """
new MutationObserver((_, observer) => {
  if (document.querySelector("[data-drawn]")) {
    window.firstFrame = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-drawn"] });
window.WebSocket = class extends window.WebSocket {
  constructor(...args) {
    super(...args);
    window.socketMade ??= performance.now();
    this.addEventListener("open", () => { window.socketOpen ??= performance.now(); });
    this.addEventListener("message", () => { window.socketHeard ??= performance.now(); });
  }
};
"""

# the moments of a load, in order, as the page's clock had them
MOMENTS = """({
  "page": performance.getEntriesByType("navigation")[0].responseEnd,
  "files": Math.max(...performance.getEntriesByType("resource")
    .filter((r) => !r.name.includes("/api/")).map((r) => r.responseEnd)),
  "socket made": window.socketMade,
  "socket open": window.socketOpen,
  "view heard": window.socketHeard,
  "drawn": window.firstFrame,
})"""


class Checkout(LiveServer):
    """The server of the checkout in `code`."""

    def __init__(self, data: Path, code: Path) -> None:
        super().__init__(data, bot_delay=0.05)
        self.code = code.resolve()

    def launch(self) -> None:
        command = [sys.executable, "-m", "server", "--port", str(self.port)]
        env = self.env | {"PYTHONPATH": str(self.code)}
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [*command, "--log-level", "warning"],
                cwd=self.code,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )


@dataclass
class Load:
    """What one load of a game page fetched: per URL, the bytes the page has, the bytes that
    came over the wire, and the URL that asked for it (its initiator)."""

    size: dict[str, int] = field(default_factory=dict)
    wire: dict[str, int] = field(default_factory=dict)
    asker: dict[str, str] = field(default_factory=dict)
    first_frame: float = 0.0
    moments: dict[str, float] = field(default_factory=dict)

    def files(self) -> list[str]:
        return [url for url in self.size if "/api/" not in url]

    def waves(self) -> int:
        """The longest chain of files, each asked for by the one before it."""

        def depth(url: str, seen: frozenset[str]) -> int:
            asker = self.asker.get(url)
            if asker is None or asker in seen or asker not in self.size:
                return 1
            return 1 + depth(asker, seen | {url})

        return max(depth(url, frozenset()) for url in self.files())


def asker(initiator: dict[str, Any]) -> str | None:
    """The URL of the document or module that asked for a request (Chromium's initiator)."""
    if initiator.get("url"):
        return str(initiator["url"])
    stack = initiator.get("stack")
    while stack:
        if stack.get("callFrames"):
            return str(stack["callFrames"][0]["url"])
        stack = stack.get("parent")
    return None


def load(context: BrowserContext, url: str, cold: bool) -> Load:
    """Open `url` (its cache emptied first if `cold`) and wait for the board's first frame."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    if cold:
        cdp.send("Network.clearBrowserCache")
    found = Load()
    cdp.on(
        "Network.requestWillBeSent",
        lambda e: found.asker.__setitem__(e["request"]["url"], asker(e["initiator"]) or ""),
    )

    def finished(request: Request) -> None:
        if request.resource_type == "websocket" or request.url.startswith("data:"):
            return
        response = request.response()
        found.size[request.url] = len(response.body()) if response else 0
        found.wire[request.url] = request.sizes()["responseBodySize"]

    page.on("requestfinished", finished)
    page.goto(url)
    page.wait_for_selector("[data-drawn]")
    page.wait_for_load_state("networkidle")
    found.first_frame = float(page.evaluate("window.firstFrame"))
    found.moments = page.evaluate(MOMENTS)
    page.remove_listener("requestfinished", finished)  # none is read while the page closes
    page.close()
    return found


def renature_updates(page: Page, base: str, game_id: int, steps: int) -> None:
    """Make `steps` moves of game `game_id` on `page` by clicking; print the time to apply
    an update and redraw."""
    page.goto(f"{base}/games/{game_id}")
    page.wait_for_selector("[data-drawn]")
    made = 0
    while made < steps and page.locator("#final").count() == 0:
        if my_turn(page) and page.locator("main.game.ready").count():
            play_step(page, base, game_id)
            made += 1
        else:
            page.wait_for_timeout(20)
    updates = measures(page, "update")
    redraws = measures(page, "redraw")
    print(
        f"renature: update applied and shown: median {statistics.median(updates):.2f} ms,"
        f" p95 {percentile(updates, 0.95):.2f} ms over {len(updates)} updates"
    )
    print(
        f"renature: board redraw: median {statistics.median(redraws):.2f} ms,"
        f" p95 {percentile(redraws, 0.95):.2f} ms, max {max(redraws):.2f} ms"
        f" over {len(redraws)} redraws"
    )


def measures(page: Page, name: str) -> list[float]:
    """The durations (ms) of the page's performance measures called `name`."""
    return list(
        page.evaluate(f"performance.getEntriesByName({name!r}, 'measure').map((m) => m.duration)")
    )


def report(game: str, loads: list[Load], warm: Load) -> None:
    first = loads[0]
    files = first.files()
    size = sum(first.size[url] for url in files)
    wire = sum(first.wire[url] for url in files)
    api = sum(first.size.values()) - size
    frames = [one.first_frame for one in loads]
    print(
        f"{game}: {len(files)} files, {size / 1024:.1f} KB ({wire / 1024:.1f} KB over the wire)"
        f" in {first.waves()} request waves (+ {api / 1024:.1f} KB of API JSON)"
    )
    print(
        f"{game}: first complete frame: median {statistics.median(frames):.0f} ms after"
        f" navigation (min {min(frames):.0f}, max {max(frames):.0f}, {len(frames)} loads);"
        f" second load: {sum(warm.wire[url] for url in warm.files()) / 1024:.1f} KB"
        f" over the wire"
    )
    moments = ", ".join(
        f"{name} {statistics.median(one.moments[name] for one in loads):.0f}"
        for name in loads[0].moments
    )
    print(f"{game}: moments of a load, median ms after navigation: {moments}")


def fetch_all(base: str, paths: list[str], rounds: int) -> None:
    """Ask for every one of `paths` at once over 6 connections, `rounds` times."""
    limits = httpx.Limits(max_connections=6)
    with httpx.Client(base_url=base, limits=limits) as http, ThreadPoolExecutor(6) as pool:
        for _ in range(rounds):
            list(pool.map(http.get, paths))


def static_cpu(server: LiveServer, paths: list[str], rounds: int = 20) -> None:
    """Print the server's CPU time per static file served, over `rounds` of `paths`."""
    assert server.process is not None
    fetch_all(server.url, paths, 1)
    before = cpu_seconds(server.process.pid)
    fetch_all(server.url, paths, rounds)
    spent = cpu_seconds(server.process.pid) - before
    print(
        f"server CPU per static file: {spent / (rounds * len(paths)) * 1000:.2f} ms"
        f" ({rounds} x {len(paths)} files, 6 connections)"
    )


LOCALES = {"en": "en-GB", "de": "de-DE", "fr": "fr-FR"}


def run(loads: int, steps: int, code: Path, language: str) -> None:
    with tempfile.TemporaryDirectory() as data, sync_playwright() as p:
        server = Checkout(Path(data), code)
        server.start()
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        print(f"machine: {platform.machine()}, Chromium at {CHROMIUM}, loopback")
        print(f"server code: {server.code}, load average {os.getloadavg()[0]:.2f}")
        print(f"the browser asks for {LOCALES[language]}")
        try:
            size = ViewportSize(width=1366, height=768)
            # no service worker: it would serve the page's files from its own cache
            context = browser.new_context(
                viewport=size, locale=LOCALES[language], service_workers="block"
            )
            context.add_init_script(FIRST_FRAME)
            # the moves the page offers after a step not made yet are those the server showed it
            page = follow_steps(context.new_page())
            register(page, server.url, "bench")
            games = {}
            for game in GAMES:
                page.goto(f"{server.url}/")
                create_table(page, 2, game)
                games[game] = start_with_bot(page)
            for game, game_id in games.items():
                url = f"{server.url}/games/{game_id}"
                cold = [load(context, url, cold=True) for _ in range(loads)]
                report(game, cold, load(context, url, cold=False))
            static = [u.removeprefix(server.url) for u in cold[0].files() if "/static/" in u]
            static_cpu(server, static)
            if steps:
                renature_updates(page, server.url, games["renature"], steps)
        finally:
            browser.close()
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.client", description=__doc__)
    parser.add_argument("--loads", type=int, default=5, help="cold loads of each game page")
    parser.add_argument("--steps", type=int, default=40, help="Renature moves to make by clicking")
    parser.add_argument("--code", type=Path, default=Path.cwd(), help="the server's checkout")
    parser.add_argument("--language", choices=sorted(LOCALES), default="en", help="the browser's")
    args = parser.parse_args()
    run(args.loads, args.steps, args.code, args.language)


if __name__ == "__main__":
    main()
