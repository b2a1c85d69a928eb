"""Renature with the keyboard alone: a whole game on the Valley board against an easy bot,
from signing up and the new-table dialog to the final score, every step made by keys (the
hand's digits, Tab to the buttons, B to the board, the arrow keys over its spaces and Enter,
E to end the turn), half of it at 1366x768 and the rest on a phone's screen, without a
single press of a pointer. After each move the board in words has changed and names every
space the newest log lines name. The base board's spaces are the same to the keyboard.

Moves are chosen as a person would: from the moves offered, at random (seeded), preferring
to place (on a tree stump, for its mushroom), to plant and to place a mushroom.
"""

from __future__ import annotations

import random
import re
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.browser.keys import (
    keyboard_only,
    pointer_presses,
    press_on,
    sign_up,
    table_against_a_bot,
)
from tests.browser.players import legal_moves, wait_mine, wait_update
from tests.browser.screens import (
    DESKTOP,
    PHONE,
    Console,
    check_final_table,
    follow_steps,
    game_view,
    resize,
)
from tests.browser.server import LiveServer

Move = dict[str, Any]

COLUMNS = "abcdefghijklmno"
CELL = re.compile(r"\b[a-o](?:1[0-5]|[1-9])\b")
SAID = ".board-box p[aria-live]"
WORDS = ".board-words-list"
# moves that change nothing the board's words show
UNSEEN = {"skip_plant", "skip_mushroom"}


def focused_cell(page: Page) -> str:
    """The board's space the keyboard is on, as the page says it ("e4: brook, ...")."""
    return page.locator(SAID).inner_text().split(":", 1)[0]


def board_to(page: Page, cell: str) -> None:
    """Give the board the keyboard (B) and move its focus to `cell` with the arrow keys."""
    page.keyboard.press("b")
    here = focused_cell(page)
    dx = COLUMNS.index(cell[0]) - COLUMNS.index(here[0])
    dy = int(cell[1:]) - int(here[1:])
    for _ in range(abs(dx)):
        page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
    for _ in range(abs(dy)):
        page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
    assert focused_cell(page) == cell


def choose_cell(page: Page, cell: str) -> None:
    board_to(page, cell)
    page.keyboard.press("Enter")


def hand_key(page: Page, domino: int) -> str:
    """The digit that chooses `domino` in the hand."""
    hand = page.locator(".hand button.domino").evaluate_all("bs => bs.map((b) => b.dataset.domino)")
    return str(hand.index(str(domino)) + 1)


def make_by_keys(page: Page, move: Move, rng: random.Random) -> None:
    """Make `move`, one of the seat's legal moves, with the keyboard alone; a domino is
    placed half the time turned round (R), from its second space."""
    kind = move["type"]
    if kind == "place":
        page.keyboard.press(hand_key(page, move["domino"]))
        first, second = move["cells"]
        if rng.random() < 0.5:
            page.keyboard.press("r")
            first, second = second, first
        choose_cell(page, first)
        board_to(page, second)
        cells = "\N{EN DASH}".join(move["cells"])
        expect(page.locator(SAID)).to_contain_text(f"Enter places the domino on {cells}.")
        page.keyboard.press("Enter")
    elif kind == "discard":
        page.keyboard.press(hand_key(page, move["domino"]))
        press_on(page, "button[data-action=discard]")
    elif kind == "plant":
        page.keyboard.press("b")
        press_on(page, f"button[data-plant='{move['colour']}/{move['kind']}']")
        choose_cell(page, move["cell"])
    elif kind == "joker":
        page.keyboard.press("b")
        press_on(page, "button[data-action=joker]")
        press_on(page, f"button[data-animal='{move['animal']}']")
    elif kind == "return":
        page.keyboard.press("b")
        press_on(page, "button[data-action=return]")
        choose_cell(page, move["cell"])
    elif kind == "mushroom":
        choose_cell(page, move["cell"])
    elif kind == "end_turn":
        page.keyboard.press("e")
    else:
        page.keyboard.press("b")
        press_on(page, f"button[data-action={kind}]")
    wait_update(page)


def pick(moves: list[Move], stumps: set[str], rng: random.Random) -> Move:
    """A move as a person might choose it: a placement (covering one of the free tree
    `stumps` if it can), a plant or a mushroom when there is one (now and then a new joker
    or another turn's end instead), else what is offered."""
    by_type: dict[str, list[Move]] = {}
    for move in moves:
        by_type.setdefault(move["type"], []).append(move)
    if "joker" in by_type and rng.random() < 0.05:
        return rng.choice(by_type["joker"])
    on_stumps = [m for m in by_type.get("place", []) if stumps & set(m["cells"])]
    if on_stumps:
        return rng.choice(on_stumps)
    for kind in ("mushroom", "plant", "place", "take_clouds", "end_turn", "discard"):
        if kind in by_type and not (kind == "plant" and rng.random() < 0.2):
            return rng.choice(by_type[kind])
    return rng.choice(moves)


def test_a_whole_game_by_keyboard(browser: Browser, server: LiveServer, console: Console) -> None:
    base = server.url
    page = keyboard_only(console.watch(browser.new_context(viewport=DESKTOP).new_page()))
    follow_steps(page)
    sign_up(page, base, "kai")
    game_id = table_against_a_bot(page, "renature", {"board": "valley"})
    rng = random.Random(7)
    steps = named = mushrooms = 0
    while wait_mine(page):
        steps += 1
        if steps == 30:
            resize(page, PHONE)
        valley = game_view(page, base, game_id)["valley"]
        stumps = {cell for cell, covered in valley["stumps"].items() if not covered}
        move = pick(legal_moves(page, base, game_id), stumps if valley["supply"] else set(), rng)
        mushrooms += move["type"] == "mushroom"
        words = page.locator(WORDS).text_content()
        logged = page.locator("#log li").count()
        make_by_keys(page, move, rng)
        if move["type"] == "end_turn":
            wait_mine(page)
        if move["type"] not in UNSEEN:
            expect(page.locator(WORDS)).not_to_have_text(words or "")
        lines = page.locator("#log li").all_inner_texts()
        fresh = lines[: len(lines) - logged]
        for cell in CELL.findall(" ".join(fresh)):  # (the words may come a moment after the log)
            expect(page.locator(WORDS)).to_contain_text(re.compile(rf"(?<![a-o\d]){cell}(?!\d)"))
            named += 1
    assert steps > 30 and named > steps / 2 and mushrooms, (steps, named, mushrooms)
    result = game_view(page, base, game_id)["result"]
    expect(page.locator(".final-table")).to_be_visible()
    check_final_table(page, result)
    assert pointer_presses(page) == 0
    page.close()
