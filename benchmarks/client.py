"""The browser client's weight and speed: `python -m benchmarks.client [--steps N]`.

Starts the server on loopback (SQLite in a temporary folder), signs up, starts a 2-player
game against a bot, then opens the game page in Debian's Chromium and reports:
- the bytes the game page transfers (HTML, JS, CSS, drawings; the API's JSON apart),
- the time from navigation to the first complete frame of the board,
- the time to apply an update and redraw (performance measures in the page) over N moves.
Needs /usr/bin/chromium and playwright.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import Page, Response, sync_playwright

from benchmarks.measure import percentile
from tests.browser.conftest import ARGS, CHROMIUM
from tests.browser.players import (
    create_table,
    my_turn,
    play_step,
    register,
    start_with_bot,
)
from tests.browser.server import LiveServer


def measures(page: Page, name: str) -> list[float]:
    """The durations (ms) of the page's performance measures called `name`."""
    return list(
        page.evaluate(f"performance.getEntriesByName({name!r}, 'measure').map((m) => m.duration)")
    )


def run(steps: int) -> None:
    with tempfile.TemporaryDirectory() as data, sync_playwright() as p:
        server = LiveServer(Path(data), bot_delay=0.05)
        server.start()
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            context = browser.new_context(viewport={"width": 1366, "height": 768})
            page = context.new_page()
            register(page, server.url, "bench")
            create_table(page, 2)
            game_id = start_with_bot(page)
            page.close()

            page = context.new_page()
            sizes: dict[str, int] = {}

            def count(response: Response) -> None:
                if response.request.resource_type != "websocket":
                    sizes[response.url] = len(response.body())

            page.on("response", count)
            page.goto(f"{server.url}/games/{game_id}")
            page.wait_for_selector("canvas.board[data-drawn]")
            first_frame = page.evaluate(
                "(() => { const m = performance.getEntriesByName('redraw', 'measure')[0];"
                " return m.startTime + m.duration; })()"
            )
            first_view = measures(page, "first-view")[0]
            page.wait_for_timeout(300)
            files = {url: n for url, n in sizes.items() if "/api/" not in url}
            static = sum(files.values())
            api = sum(sizes.values()) - static

            made = 0
            while made < steps and page.locator("#final").count() == 0:
                if my_turn(page) and page.locator("main.game.ready").count():
                    play_step(page, server.url, game_id)
                    made += 1
                else:
                    page.wait_for_timeout(20)
            updates = measures(page, "update")
            redraws = measures(page, "redraw")
        finally:
            browser.close()
            server.stop()

    print(f"machine: {platform.machine()}, Chromium at {CHROMIUM}, loopback")
    print(
        f"game page transfer: {static / 1024:.1f} KB in {len(files)} files"
        f" (+ {api / 1024:.1f} KB of API JSON)"
    )
    print(
        f"first complete frame: {first_frame:.0f} ms after navigation"
        f" (first view shown in {first_view:.1f} ms)"
    )
    print(
        f"update applied and shown: median {statistics.median(updates):.2f} ms,"
        f" p95 {percentile(updates, 0.95):.2f} ms over {len(updates)} updates"
    )
    print(
        f"board redraw: median {statistics.median(redraws):.2f} ms,"
        f" p95 {percentile(redraws, 0.95):.2f} ms, max {max(redraws):.2f} ms"
        f" over {len(redraws)} redraws"
    )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.client", description=__doc__)
    parser.add_argument("--steps", type=int, default=40, help="moves to make by clicking")
    run(parser.parse_args().steps)


if __name__ == "__main__":
    main()
