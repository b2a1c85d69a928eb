"""A player's profile with its rating chart, and a game's leaderboard, at a laptop's and a
phone's size: two people play two games to their end over HTTP, the games are rated, and
the pages show it without scrolling sideways."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
from playwright.sync_api import Browser, Page, expect

from server import ratings
from server.persistence.db import make_engine, make_sessions
from tests.browser.players import session_of
from tests.browser.screens import Console
from tests.browser.server import LiveServer

SIZES = [(1366, 768), (390, 844)]
PASSWORD = "a long enough password"


def account(base: str, name: str) -> httpx.Client:
    """A client signed in to a new account called `name`, sending its CSRF token."""
    http = httpx.Client(base_url=base)
    answer = http.post("/api/accounts", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    http.headers["X-CSRF-Token"] = answer.json()["csrf"]
    return http


def played(host: httpx.Client, guest: httpx.Client, guest_name: str) -> int:
    """A game of Renature between `host` and `guest`, played to its end with the first
    legal move of each turn; its id."""
    table = host.post("/api/tables", json={"game": "renature", "seats": 2}).json()["id"]
    host.post(f"/api/tables/{table}/invitations", json={"name": guest_name})
    guest.post(f"/api/tables/{table}/join", json={})
    game_id = int(host.post(f"/api/tables/{table}/start", json={"order": None}).json()["game_id"])
    deadline = time.monotonic() + 120
    while not host.get(f"/api/games/{game_id}").json()["over"]:
        assert time.monotonic() < deadline, f"game {game_id} did not end"
        for http in (host, guest):
            legal = http.get(f"/api/games/{game_id}/legal-moves").json()
            if legal["moves"]:
                move = {"version": legal["version"], "move": legal["moves"][0]}
                http.post(f"/api/games/{game_id}/moves", json=move)
    return game_id


def fits(page: Page, width: int) -> None:
    """Nothing on the page reaches past its width."""
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    widest = page.evaluate(
        "Math.max(...[...document.querySelectorAll('main *')]"
        ".map((e) => e.getBoundingClientRect().right))"
    )
    assert widest <= width + 0.5, f"something reaches {widest} at {width}"


def test_a_profile_charts_the_rating_and_the_leaderboard_links_to_it(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    fern, moss = account(server.url, "fern"), account(server.url, "moss")
    try:
        games = [played(fern, moss, "moss") for _ in range(2)]
    finally:
        fern.close()
        moss.close()
    engine = make_engine(server.env["DATABASE_URL"])
    with make_sessions(engine)() as db:
        ratings.rate_unrated(db)  # as the server's catch-up does
    engine.dispose()

    for width, height in SIZES:
        page = console.watch(browser.new_page(viewport={"width": width, "height": height}))
        page.goto(f"{server.url}/players/fern")
        page.wait_for_selector("#profile[data-loaded]")
        card = page.locator(".rating-card[data-game=renature]")
        profile = page.request.get(f"{server.url}/api/players/fern").json()
        rating = next(g["rating"] for g in profile["games"] if g["game"] == "renature")
        expect(card.locator(".rating-value")).to_have_text(str(rating))
        points = card.locator("svg.chart polyline").get_attribute("points")
        assert points is not None and len(points.split()) == len(games)
        expect(card.locator("svg.chart circle")).to_have_count(len(games))
        expect(card).to_contain_text("2 rated games · played 2")
        for other in ("cascadia", "forest-shuffle"):
            other_card = page.locator(f".rating-card[data-game={other}]")
            expect(other_card.locator(".rating-value")).to_have_text("not rated yet")
            expect(other_card.locator("svg")).to_have_count(0)
        recent = page.locator("#recent li")
        expect(recent).to_have_count(len(games))
        for game_id in games:
            item = page.locator(f"#recent li[data-game='{game_id}']")
            expect(item.locator(f"a[href='/games/{game_id}']")).to_have_count(1)
            expect(item.locator(f"a[href='/games/{game_id}/replay']")).to_have_count(1)
            expect(item.locator("a[href='/players/moss']")).to_have_count(1)
        fits(page, width)
        page.screenshot(path=artifacts / f"profile-{width}.png", full_page=True)

        page.goto(f"{server.url}/leaderboard/renature")
        page.wait_for_selector("#leaderboard[data-loaded]")
        rows = page.locator("#leaders tbody tr")
        expect(rows).to_have_count(2)
        expect(page.locator("nav.games a")).to_have_count(3)
        expect(page.locator("nav.games a[aria-current=page]")).to_have_text("Renature")
        fits(page, width)
        page.screenshot(path=artifacts / f"leaderboard-{width}.png", full_page=True)
        page.locator("#leaders a[href='/players/moss']").click()
        page.wait_for_selector("#profile[data-loaded]")
        expect(page.locator("h1")).to_contain_text("moss")
        page.close()


def test_a_guest_made_an_account_keeps_its_games_and_their_record(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    page = console.watch(browser.new_page(viewport={"width": 390, "height": 844}))
    page.goto(f"{base}/login")
    page.click("#guest")
    page.wait_for_url(f"{base}/")
    guest = session_of(page, base)
    guest_name = guest.get("/api/session").json()["user"]["name"]
    fern = account(base, "fern")
    try:
        game_id = played(fern, guest, guest_name)
    finally:
        fern.close()
        guest.close()
    engine = make_engine(server.env["DATABASE_URL"])
    with make_sessions(engine)() as db:
        ratings.rate_unrated(db)
    engine.dispose()
    before = page.request.get(f"{base}/api/players/{guest_name}").json()
    renature = next(g for g in before["games"] if g["game"] == "renature")
    assert (renature["played"], renature["rating"]) == (1, None)  # guests are not rated

    page.goto(f"{base}/games/{game_id}")
    page.wait_for_selector("#end #keep-game")
    expect(page.locator("#who")).to_contain_text(f"{guest_name} (guest)")
    assert page.evaluate("document.documentElement.scrollWidth") == 390  # no sideways scroll
    page.screenshot(path=artifacts / "guest-final-390.png", full_page=True)
    page.click("#end #keep-game")
    expect(page.locator("#register-title")).to_have_text(
        f"Keep your games: turn {guest_name} into an account"
    )
    page.fill("#register input[name=name]", "wren")
    page.fill("#register input[name=password]", PASSWORD)
    page.click("#register button[type=submit]")
    page.wait_for_url(f"{base}/games/{game_id}")  # back where the guest was
    expect(page.locator("#who")).to_contain_text("wren")
    expect(page.locator("#who")).not_to_contain_text("guest")
    expect(page.locator("#keep-games")).to_have_count(0)
    expect(page.locator("#end #keep-game")).to_have_count(0)
    expect(page.locator("#end #rematch")).to_be_visible()  # still the game's player
    after = page.request.get(f"{base}/api/players/wren").json()
    assert not after["guest"] and after["games"] == before["games"]
    assert [g["id"] for g in after["recent"]] == [g["id"] for g in before["recent"]] == [game_id]
    mine = page.request.get(f"{base}/api/games").json()
    assert [g["id"] for g in mine] == [game_id]
    page.close()
