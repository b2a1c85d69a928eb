"""A Cascadia seat playing a game in the browser: each move is chosen from the seat's legal
moves (read over HTTP) and made only by clicking the screen, or only with the keyboard
(`play_step`)."""

from __future__ import annotations

import math
import random
from typing import Any

from playwright.sync_api import Page

from tests.browser.keys import press_on, tab_to
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


def play_step(page: Page, base: str, game_id: int, rng: random.Random, keys: bool = False) -> Move:
    """Make one move of this page's seat by clicking (with the keyboard alone: `keys`);
    returns the move chosen."""
    wait_ready(page)
    moves = legal_moves(page, base, game_id)
    step = {"take": "choose", "place": "place", "token": "token", "return_token": "token"}
    kind = next(step[m["type"]] for m in moves if m["type"] in step)
    if kind == "choose":
        move = (key_choose if keys else choose)(page, moves, rng)
    elif kind == "place":
        move = (key_place if keys else place)(page, moves, rng)
    else:
        tokens = [m for m in moves if m["type"] == "token"]
        if tokens and rng.random() < 0.9:
            move = rng.choice(tokens)
            if keys:
                key_to_cell(page, move["cell"], rng)
                page.keyboard.press("Enter")
            else:
                click_cell(page, move["cell"])
        else:
            move = next(m for m in moves if m["type"] == "return_token")
            if keys:
                page.keyboard.press("b")
            else:
                page.click("button[data-action=return_token]")
    wait_update(page)
    return move


# ---------------------------------------------------------------- by the keyboard alone

ROOT3 = math.sqrt(3)
ARROWS = {"ArrowRight": (1, 0), "ArrowLeft": (-1, 0), "ArrowDown": (0, 1), "ArrowUp": (0, -1)}


def hex_centre(cell: str) -> tuple[float, float]:
    """The centre of `cell` ("q,r") in hex radii, as the board's keys lay it out."""
    q, r = (int(n) for n in cell.split(","))
    return ROOT3 * (q + r / 2), 1.5 * r


def focused_cell(page: Page) -> str:
    """The cell the board's keyboard focus is on ("" for none)."""
    return page.locator(BOARD).get_attribute("data-focus") or ""


def focus_board(page: Page) -> None:
    """Give the board the keyboard, unless it has it."""
    if not page.evaluate(f"document.activeElement?.matches('{BOARD}') ?? false"):
        tab_to(page, BOARD)


def key_to_cell(page: Page, cell: str, rng: random.Random) -> None:
    """Move the board's focus to `cell`: by the arrow key pointing most nearly at it, or by N
    to the next open cell, as a person might."""
    focus_board(page)
    arrows = rng.random() < 0.5
    seen: set[str] = set()
    for _ in range(40):
        here = focused_cell(page)
        if here == cell:
            return
        if arrows and here:
            seen.add(here)
            (x0, y0), (x1, y1) = hex_centre(here), hex_centre(cell)
            key = max(ARROWS, key=lambda k: ARROWS[k][0] * (x1 - x0) + ARROWS[k][1] * (y1 - y0))
            page.keyboard.press(key)
            arrows = focused_cell(page) not in seen  # going round: go on with N
        else:
            page.keyboard.press("n")
    raise AssertionError(f"the board's focus never reached {cell}")


def key_choose(page: Page, moves: list[Move], rng: random.Random) -> Move:
    """The choose step by keys: the shortcuts 1 to 4, or Tab to a button and Enter."""
    kinds = {m["type"] for m in moves}
    anyone = [m for m in moves if m["type"] == "take" and m["tile"] != m["token"]]
    if "overpopulation" in kinds and rng.random() < 0.5:
        press_on(page, "button[data-action=overpopulation]")
        return next(m for m in moves if m["type"] == "overpopulation")
    if "wipe" in kinds and rng.random() < 0.2:
        wipe = rng.choice([m for m in moves if m["type"] == "wipe"])
        press_on(page, "button[data-action=wipe]")
        for slot in wipe["slots"]:
            page.keyboard.press(str(slot + 1))
        press_on(page, "button[data-action=replace]")
        return wipe
    if anyone and rng.random() < 0.3:
        take = rng.choice(anyone)
        press_on(page, "button[data-action=any]")
        page.keyboard.press(str(take["tile"] + 1))
        page.keyboard.press(str(take["token"] + 1))
        return take
    take = rng.choice([m for m in moves if m["type"] == "take" and m["tile"] == m["token"]])
    if rng.random() < 0.7:
        page.keyboard.press(str(take["tile"] + 1))
    else:
        part = rng.choice(["tile", "token"])
        press_on(page, f"button[data-{part}='{take['tile']}']", rng.choice(["Enter", " "]))
    return take


def key_place(page: Page, moves: list[Move], rng: random.Random) -> Move:
    """The place step by keys: to the spot on the board, Enter, R or Shift+R to turn the
    tile, then Enter again (or the Place button)."""
    move = rng.choice(moves)
    key_to_cell(page, move["cell"], rng)
    page.keyboard.press("Enter")
    bar = page.locator(".cs-turn-bar")
    turn = rng.choice(["r", "Shift+R"])
    for _ in range(6):
        if bar.get_attribute("data-rotation") == str(move["rotation"]):
            break
        page.keyboard.press(turn)
    assert bar.get_attribute("data-rotation") == str(move["rotation"])
    if rng.random() < 0.8:
        page.keyboard.press("Enter")
    else:
        press_on(page, "button[data-action=place]")
    return move
