"""Renature's Valley boards in the browser: a whole game on the Valley board against a bot,
made by clicking, with at least one mushroom placed by clicking, at both window sizes; and
the back side (the variant) opened and drawn.

Moves are chosen from the seat's legal moves (read over HTTP) and made only by clicking.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.conftest import Console
from tests.browser.players import (
    cell_point,
    create_table,
    legal_moves,
    make_move,
    my_turn,
    play_step,
    play_turn,
    register,
    start,
    wait_ready,
)
from tests.browser.server import LiveServer
from tests.browser.test_play import DESKTOP, PHONE, shoot

Move = dict[str, Any]


def game_view(page: Page, base: str, game_id: int) -> dict[str, Any]:
    """The page's seat's view of the game."""
    answer = page.request.get(f"{base}/api/games/{game_id}")
    assert answer.ok, answer.text()
    return dict(answer.json()["view"])


def valley_game(page: Page, board: str) -> int:
    """A started game on `board` against an easy bot, its table made in the lobby's
    create dialog; returns the game's id."""
    create_table(page, 2, options={"board": board})
    page.select_option("#bot-level", "easy")
    page.click("#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    return start(page)


def towards_a_stump(moves: list[Move], view: dict[str, Any]) -> Move | None:
    """While a mushroom lies beside the board, the place move nearest a tree stump no
    domino covers (one covering it if any); None when there is none."""
    valley = view["valley"]
    stumps = [cell for cell, covered in valley["stumps"].items() if not covered]
    places = [m for m in moves if m["type"] == "place"]
    if not valley["supply"] or not stumps or not places:
        return None

    def distance(move: Move) -> int:
        return min(
            abs(int(a[1:]) - int(b[1:])) + abs(ord(a[0]) - ord(b[0]))
            for a in move["cells"]
            for b in stumps
        )

    return min(places, key=distance)


def area_tip(page: Page, cell: str, touch: bool = False) -> str:
    """The tip shown when hovering (`touch`: tapping) the space `cell` of the board. An
    update drawn just after the tap closes the tip, as it does for a player: then tap again."""
    board = page.locator("canvas.board")
    tip = page.locator(".board-wrap .tip")
    for attempt in range(3):
        wait_ready(page)
        if touch:
            board.tap(position=cell_point(page, cell))
        else:
            board.hover(position=cell_point(page, cell))
        try:
            expect(tip).to_be_visible(timeout=2000)
            break
        except AssertionError:
            if attempt == 2:
                raise
    return tip.inner_text()


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_whole_valley_game_with_mushrooms_by_clicking(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: ViewportSize
) -> None:
    base = server.url
    phone = size == PHONE
    page = console.watch(browser.new_context(viewport=size, has_touch=phone).new_page())
    register(page, base, "vera")
    game_id = valley_game(page, "valley")
    assert game_view(page, base, game_id)["board"]["name"] == "valley"
    name = f"valley-{size['width']}"
    placed: list[str] = []  # the mushrooms this page placed by clicking
    declined = False
    steps = 0
    while page.locator("#final").count() == 0:
        if not (my_turn(page) and page.locator("main.game.ready").count()):
            page.wait_for_timeout(50)
            continue
        steps += 1
        assert steps < 400, "the game does not end"
        wait_ready(page)
        moves = legal_moves(page, base, game_id)
        view = game_view(page, base, game_id)
        if view["phase"] == "mushroom":
            expect(page.locator(".step")).to_have_text(
                "Place the mushroom beside an area, or leave it."
            )
            expect(page.locator("button[data-action=skip_mushroom]")).to_be_enabled()
            sites = [m["cell"] for m in moves if m["type"] == "mushroom"]
            if placed and not declined:  # the second time: "No mushroom", one click
                assert play_step(page, base, game_id, prefer="skip_mushroom") == "skip_mushroom"
                declined = True
                continue
            if not placed:
                shoot(page, artifacts, f"{name}-mushroom-step")
            assert play_step(page, base, game_id) == "mushroom"
            cell = game_view(page, base, game_id)["valley"]["mushrooms"][-1]
            assert cell in sites
            placed.append(cell)
            expect(page.locator(".log")).to_contain_text(f"placed a mushroom on {cell}")
            tip = area_tip(page, cell, touch=phone)
            assert "spaces)" in tip and "At the end, as it is now:" in tip, tip
            continue
        move = None if placed else towards_a_stump(moves, view)
        if move is not None and view["phase"] == "domino":
            make_move(page, move)
        else:
            play_step(page, base, game_id)
    assert placed, "no mushroom was placed by clicking"
    result = game_view(page, base, game_id)["result"]
    expect(page.locator(".final-table")).to_be_visible()
    areas = page.locator(".area-table tr.total td").all_inner_texts()
    expected = [
        str(next(p["points"] for p in seat["parts"] if p["label"] == "Areas scored at the end"))
        for seat in result["seats"]
    ]
    assert areas == expected, (areas, expected)
    assert "Final scoring of area" in page.locator(".log").inner_text()
    shoot(page, artifacts, f"{name}-final")
    page.close()


def test_the_valley_back_side_is_drawn(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    page = console.watch(browser.new_context(viewport=DESKTOP).new_page())
    register(page, base, "wren")
    game_id = valley_game(page, "valley-variant")
    view = game_view(page, base, game_id)
    assert view["board"]["name"] == "valley-variant"
    assert view["clouds"], "cloud tokens lie on area spaces"
    cloudy = next(iter(view["clouds"]))
    assert "spaces)" in area_tip(page, cloudy)
    while not my_turn(page):
        page.wait_for_timeout(50)
    made = play_turn(page, base, game_id)
    assert "place" in made or "discard" in made, made
    expect(page.locator(".mushroom-info")).to_contain_text("Mushrooms: ")
    shoot(page, artifacts, "valley-variant")
    page.close()
