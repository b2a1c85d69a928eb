"""Playing Cascadia in the browser: a game against a bot to its end (its first 36 steps
clicked, the rest played over HTTP; a whole game is played by the keyboard in
test_cascadia_keys.py), and two people at one table.

Moves are chosen from the seat's legal moves (read over HTTP) and made only by clicking
the screen; every move frame the page sends must be the move chosen, one of those listed.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from playwright.sync_api import Browser, Page

from tests.browser.cascadia_player import BOARD, Move, cell_point, play_step
from tests.browser.players import (
    create_table,
    finish,
    invite_link,
    join_and_start,
    my_turn,
    person,
    register,
    registered,
    start,
    start_with_bot,
    wait_mine,
)
from tests.browser.screens import (
    DESKTOP,
    PHONE,
    Console,
    change_size_now_and_then,
    check_final_table,
    shoot,
)
from tests.browser.server import LiveServer

HALF = 36  # the steps clicked


def sent_moves(page: Page) -> list[Move]:
    """The steps the page sends over its socket, each the last of the steps of its frame,
    as they go (a list that grows)."""
    moves: list[Move] = []

    def frame(payload: str | bytes) -> None:
        data = json.loads(payload)
        if data["type"] == "step":
            moves.append(data["steps"][-1])

    page.on("websocket", lambda ws: ws.on("framesent", frame))
    return moves


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


def test_a_game_against_a_bot_to_its_end(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    rng = random.Random(5)
    page = person(browser, console, PHONE)
    sent = sent_moves(page)
    register(page, base, "gil")
    create_table(page, 2, game="cascadia")
    game_id = start_with_bot(page, "easy")
    shoot(page, artifacts, "cascadia-start")
    page.set_viewport_size(PHONE)  # the first turns on a phone
    chosen: list[Move] = []
    while wait_mine(page):
        chosen.append(play_step(page, base, game_id, rng))
        change_size_now_and_then(page, len(chosen))
        if len(chosen) == 12:
            shoot(page, artifacts, "cascadia-phone-turns")
        if len(chosen) == 31:
            shoot(page, artifacts, "cascadia-middle")
        if len(chosen) == HALF:  # the rest of the game is played over HTTP: the end is the same
            finish([page], base, game_id)
    assert sent == chosen, "each move sent is the one chosen among the legal moves"
    assert {m["type"] for m in chosen} >= {"take", "place", "token"}
    result = page.request.get(f"{base}/api/games/{game_id}").json()["view"]["result"]
    check_final_table(page, result)
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
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, PHONE, base, "bob")
    create_table(ann, 2, game="cascadia")
    game_id = join_and_start(ann, bob, invite_link(ann))
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
    page = person(browser, console, PHONE)
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


def test_a_table_without_the_majority_bonuses(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    """The create-table dialog offers the family variant's rule by a plain label; the game
    then scores no majority bonus."""
    base = server.url
    page = person(browser, console, DESKTOP)
    register(page, base, "ida")
    page.wait_for_selector("#create-form select[name=game] option", state="attached")
    page.click("#create")
    page.select_option("#create-form select[name=game]", json.dumps("cascadia"))
    label = page.locator("#create-options label", has_text="Habitat majority bonuses")
    assert label.locator("option").all_inner_texts() == [
        "Counted",
        "Left out (a family variant rule)",
    ]
    page.click("#create-cancel")
    create_table(page, 1, game="cascadia", options={"majorities": "left-out"})
    game_id = start(page)
    view = page.request.get(f"{base}/api/games/{game_id}").json()["view"]
    assert view["majorities"] is False
    assert all(seat["majorities"] == {} for seat in view["scores"])
    page.close()
