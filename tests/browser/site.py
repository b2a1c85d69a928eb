"""Every page of the site, for the scans that look at them all (axe, languages): a game of
each game started against a bot by one person, one of them played to its end."""

from __future__ import annotations

from dataclasses import dataclass

from playwright.sync_api import Page

from tests.browser.players import create_table, finish, start_with_bot

GAMES = ("renature", "cascadia", "forest-shuffle")


@dataclass(frozen=True)
class Pages:
    """The paths of every page: those anyone may open, and those of the person's own."""

    shared: list[str]
    signed_in: list[str]


def every_page(page: Page, base: str, name: str) -> Pages:
    """Start a game of each game against an easy bot from `page` (signed in as `name`) and
    play Cascadia's to its end; the paths of every page, those games' included."""
    games = {}
    for game in GAMES:
        page.goto(f"{base}/")
        create_table(page, 2, game=game)
        table = int(page.url.rsplit("/", 1)[1])
        games[game] = (table, start_with_bot(page, "easy"))
    _table, finished = games["cascadia"]
    finish([page], base, finished)
    return Pages(
        shared=[
            "/login",
            "/reset",
            *(f"/rules/{game}" for game in GAMES),
            *(f"/leaderboard/{game}" for game in GAMES),
            f"/players/{name}",
            "/games/424242",
        ],
        signed_in=[
            "/",
            "/account",
            *(f"/tables/{table}" for table, _game in games.values()),
            *(f"/games/{game_id}" for _table, game_id in games.values()),
            f"/games/{finished}/replay",
            f"/games/{finished}/replay?move=3",
        ],
    )
