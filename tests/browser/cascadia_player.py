"""A Cascadia seat clicking its way through a game in the browser: each move is chosen from
the seat's legal moves (read over HTTP) and made only by clicking the screen."""

from __future__ import annotations

import math
import random
from typing import Any

from playwright.sync_api import Page

from tests.browser.players import box_of, click_at, legal_moves, wait_ready, wait_update

Move = dict[str, Any]
BOARD = "canvas.cs-board"


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
    click_at(page, BOARD, {"x": x, "y": y})


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
            box = box_of(page, BOARD)
            page.mouse.move(box["x"] + x, box["y"] + y)
            page.mouse.wheel(0, -100)  # up: anticlockwise, like the left button
            # a real wait: the wheel turns the tile at most every 120 ms, what this tries
            page.wait_for_timeout(150)
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
