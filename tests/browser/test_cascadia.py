"""Playing Cascadia in the browser: a whole game against a bot, and two people at one table.

Moves are chosen from the seat's legal moves (read over HTTP) and made only by clicking
the screen; every move frame the page sends must be the move chosen, one of those listed.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page

from tests.browser.conftest import Console
from tests.browser.players import (
    create_table,
    legal_moves,
    my_turn,
    register,
    start,
    wait_ready,
    wait_update,
)
from tests.browser.server import LiveServer
from tests.browser.test_play import DESKTOP, PHONE, shoot

Move = dict[str, Any]
BOARD = "canvas.cs-board"


def sent_moves(page: Page) -> list[Move]:
    """The moves the page sends over its socket, as they go (a list that grows)."""
    moves: list[Move] = []

    def frame(payload: str | bytes) -> None:
        data = json.loads(payload)
        if data["type"] == "move":
            moves.append(data["move"])

    page.on("websocket", lambda ws: ws.on("framesent", frame))
    return moves


def cell_point(page: Page, cell: str) -> tuple[float, float]:
    """Where the centre of `cell` ("q,r") is on the board, from its camera (x, y, radius)."""
    camera = page.locator(BOARD).get_attribute("data-camera")
    assert camera is not None
    x, y, radius = (float(n) for n in camera.split())
    q, r = (int(n) for n in cell.split(","))
    return x + radius * math.sqrt(3) * (q + r / 2), y + radius * 1.5 * r


def click_cell(page: Page, cell: str) -> None:
    """Click cell `cell` of the environment shown."""
    x, y = cell_point(page, cell)
    page.locator(BOARD).click(position={"x": x, "y": y})


def painted(page: Page, cell: str) -> bool:
    """Whether the board shows something (a tile) on the centre of `cell`."""
    x, y = cell_point(page, cell)
    alpha = page.evaluate(
        """([x, y]) => {
          const canvas = document.querySelector("canvas.cs-board");
          const k = canvas.width / canvas.getBoundingClientRect().width;
          return canvas.getContext("2d").getImageData(x * k, y * k, 1, 1).data[3];
        }""",
        [x, y],
    )
    return int(alpha) > 0


def seat_of(page: Page) -> int:
    """The page's own seat: its tab is marked "(you)"."""
    return int(page.locator(".cs-tab:has-text('(you)')").get_attribute("data-seat") or "")


def choose(page: Page, moves: list[Move], rng: random.Random) -> Move:
    """The choose step: sometimes overpopulation or a nature token, mostly a pair."""
    kinds = {m["type"] for m in moves}
    anyone = [m for m in moves if m["type"] == "take" and m["tile"] != m["token"]]
    if "overpopulation" in kinds and rng.random() < 0.5:
        page.click("button[data-action=overpopulation]")
        return next(m for m in moves if m["type"] == "overpopulation")
    if "wipe" in kinds and rng.random() < 0.2:
        wipe = rng.choice([m for m in moves if m["type"] == "wipe"])
        page.click("button[data-action=wipe]")
        for slot in reversed(wipe["slots"]):
            page.click(f"button[data-token='{slot}']")
        page.click("button[data-action=replace]")
        return wipe
    if anyone and rng.random() < 0.3:
        take = rng.choice(anyone)
        page.click("button[data-action=any]")
        page.click(f"button[data-token='{take['token']}']")
        page.click(f"button[data-tile='{take['tile']}']")
        return take
    take = rng.choice([m for m in moves if m["type"] == "take" and m["tile"] == m["token"]])
    part = rng.choice(["tile", "token"])
    page.click(f"button[data-{part}='{take['tile']}']")
    return take


def place(page: Page, moves: list[Move], rng: random.Random) -> Move:
    """The place step: a spot, turned by buttons, the R key or the wheel, then placed."""
    move = rng.choice(moves)
    click_cell(page, move["cell"])
    bar = page.locator(".cs-turn-bar")
    way = rng.choice(["button", "key", "wheel"])
    for _ in range(12):
        if bar.get_attribute("data-rotation") == str(move["rotation"]):
            break
        if way == "button":
            page.click("button[data-action=turn-left]")
        elif way == "key":
            page.keyboard.press("Shift+R")
        else:
            x, y = cell_point(page, move["cell"])
            box = page.locator(BOARD).bounding_box()
            assert box is not None
            page.mouse.move(box["x"] + x, box["y"] + y)
            page.mouse.wheel(0, -100)  # up: anticlockwise, like the left button
            page.wait_for_timeout(150)  # the wheel turns the tile at most every 120 ms
    assert bar.get_attribute("data-rotation") == str(move["rotation"])
    if rng.random() < 0.5:
        page.click("button[data-action=place]")
    else:
        click_cell(page, move["cell"])  # a second click on the spot places it
    return move


def play_step(page: Page, base: str, game_id: int, rng: random.Random) -> Move:
    """Make one move of this page's seat by clicking; returns the move chosen."""
    wait_ready(page)
    moves = legal_moves(page, base, game_id)
    step = {"take": "choose", "place": "place", "token": "token", "return_token": "token"}
    kind = next(step[m["type"]] for m in moves if m["type"] in step)
    if kind == "choose":
        move = choose(page, moves, rng)
    elif kind == "place":
        move = place(page, moves, rng)
    else:
        tokens = [m for m in moves if m["type"] == "token"]
        if tokens and rng.random() < 0.9:
            move = rng.choice(tokens)
            click_cell(page, move["cell"])
        else:
            move = next(m for m in moves if m["type"] == "return_token")
            page.click("button[data-action=return_token]")
    wait_update(page)
    return move


def test_a_whole_game_against_a_bot(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    rng = random.Random(5)
    page = console.watch(browser.new_context(viewport=PHONE).new_page())
    sent = sent_moves(page)
    register(page, base, "gil")
    create_table(page, 2, game="cascadia")
    page.select_option("#bot-level", "easy")
    page.click("#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    game_id = start(page)
    shoot(page, artifacts, "cascadia-start")
    page.set_viewport_size(PHONE)  # the first turns on a phone
    chosen: list[Move] = []
    while page.locator("#final").count() == 0:
        if my_turn(page) and page.locator("main.game.ready").count():
            chosen.append(play_step(page, base, game_id, rng))
            if len(chosen) == 12:
                shoot(page, artifacts, "cascadia-phone-turns")
            if len(chosen) == 31:
                shoot(page, artifacts, "cascadia-middle")
        else:
            page.wait_for_timeout(30)
        assert len(chosen) < 120, "the game does not end"
    assert sent == chosen, "each move sent is the one chosen among the legal moves"
    assert {m["type"] for m in chosen} >= {"take", "place", "token"}
    result = page.request.get(f"{base}/api/games/{game_id}").json()["view"]["result"]
    table = page.locator(".final-table").inner_text()
    for part in result["seats"][0]["parts"]:
        assert part["label"] in table
    assert "Bear (" in table and "Forest corridor" in table and "Nature tokens" in table
    assert [str(seat["total"]) for seat in result["seats"]] == (
        page.locator(".final-table tr.total td").all_inner_texts()
    )
    assert page.locator(".status").inner_text() == "The game is over."
    shoot(page, artifacts, "cascadia-final")
    lines = page.locator(".log li").count()
    page.reload()  # the result and the log come back from the game's history
    page.wait_for_selector("#final .final-table")
    page.wait_for_function(f"() => document.querySelectorAll('.log li').length >= {lines}")
    page.close()


def test_two_people_see_each_others_moves(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    rng = random.Random(8)
    ann = console.watch(browser.new_context(viewport=DESKTOP).new_page())
    bob = console.watch(browser.new_context(viewport=PHONE).new_page())
    register(ann, base, "ann")
    register(bob, base, "bob")
    create_table(ann, 2, game="cascadia")
    ann.wait_for_function("() => document.querySelector('#invite-link').value.includes('/invite/')")
    bob.goto(ann.locator("#invite-link").input_value())
    bob.click("#join")
    ann.wait_for_selector("#start:not([disabled])")
    game_id = start(ann)
    bob.wait_for_url(f"**/games/{game_id}")
    bob.wait_for_selector(f"{BOARD}[data-drawn]")
    seats = {"ann": ann, "bob": bob}
    for turn in range(4):
        player = ann if my_turn(ann) else bob
        other = bob if player is ann else ann
        me, them = seat_of(player), seat_of(other)
        assert my_turn(player) and not my_turn(other)
        lines = other.locator(".log li").count()
        made = [play_step(player, base, game_id, rng)]
        while made[-1]["type"] != "place":  # after overpopulation or a nature token
            made.append(play_step(player, base, game_id, rng))
        cell = made[-1]["cell"]
        if my_turn(player):  # the token step (unless the token had nowhere to go)
            made.append(play_step(player, base, game_id, rng))
        other.wait_for_function(f"() => document.querySelectorAll('.log li').length > {lines}")
        name = next(n for n, p in seats.items() if p is player)
        placed = other.locator(f".log li:has-text('{name} placed')").first
        placed.wait_for()
        other.locator(f".cs-tab[data-seat='{me}'].fresh").wait_for()
        if turn == 0:  # hovering the line shows that player's environment for a moment
            placed.hover()
            other.wait_for_selector(f"{BOARD}[data-seat='{me}']")
            other.mouse.move(0, 0)
            other.wait_for_selector(f"{BOARD}[data-seat='{them}']")
        other.click(f".cs-tab[data-seat='{me}']")
        other.wait_for_selector(f"{BOARD}[data-seat='{me}']")
        assert painted(other, cell), "the tile placed shows in the player's environment"
        if turn == 1:
            shoot(other, artifacts, "cascadia-other-environment")
        other.click(f".cs-tab[data-seat='{them}']")
        other.wait_for_selector(f"{BOARD}[data-seat='{them}']")
        other.wait_for_selector("main.game.ready")
    ann.close()
    bob.close()


def test_solo_on_a_phone(browser: Browser, server: LiveServer, console: Console) -> None:
    """One player alone: the display loses a pair each turn; the log, settings and board."""
    base = server.url
    rng = random.Random(3)
    page = console.watch(browser.new_context(viewport=PHONE).new_page())
    register(page, base, "hal")
    create_table(page, 1, game="cascadia")
    game_id = start(page)
    for _ in range(2):
        made = [play_step(page, base, game_id, rng)]
        while made[-1]["type"] not in ("token", "return_token") and len(made) < 5:
            made.append(play_step(page, base, game_id, rng))
    assert "left the game" in page.locator(".log").inner_text()
    # a log line's cells light up on the board
    drawn = page.locator(BOARD).get_attribute("data-drawn")
    page.locator(".log li:has-text('hal placed')").first.hover()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').dataset.drawn !== '{drawn}'")
    # dragging pans the board; Fit shows it all again
    fitted = page.locator(BOARD).get_attribute("data-camera")
    page.locator(BOARD).scroll_into_view_if_needed()
    box = page.locator(BOARD).bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + 100, box["y"] + 200)
    page.mouse.down()
    page.mouse.move(box["x"] + 160, box["y"] + 240, steps=5)
    page.mouse.up()
    assert page.locator(BOARD).get_attribute("data-camera") != fitted
    page.click("button[data-action=fit]")
    assert page.locator(BOARD).get_attribute("data-camera") == fitted
    # the live scores are a setting
    assert page.locator(".cs-score-table").count() == 1
    page.click("#settings summary")
    page.uncheck("#settings input[name=scores]")
    assert page.locator(".cs-score-table").count() == 0
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= PHONE["width"]
    page.close()
