"""Renature's Valley boards in the browser: a whole game on the Valley board against a bot,
made by clicking, with at least one mushroom placed by clicking, at both window sizes; and
the back side (the variant) opened and drawn.

Moves are chosen from the seat's legal moves (read over HTTP) and made only by clicking.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.browser.players import (
    area_tip,
    create_table,
    end_turn,
    legal_moves,
    make_move,
    person,
    play_step,
    play_turn,
    register,
    sent_types,
    start_with_bot,
    wait_mine,
    won_by,
)
from tests.browser.screens import (
    DESKTOP,
    PHONE,
    Console,
    change_size_now_and_then,
    check_final_table,
    follow_steps,
    game_view,
    shoot,
)
from tests.browser.server import LiveServer

Move = dict[str, Any]


def valley_game(page: Page, board: str) -> int:
    """A started game on `board` against an easy bot, its table made in the lobby's
    create dialog; returns the game's id."""
    create_table(page, 2, options={"board": board})
    return start_with_bot(page, "easy")


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


def test_a_whole_valley_game_with_mushrooms_by_clicking(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    """One game on both screens, from the lobby to the final score: on a phone (tapping) up
    to the first mushroom placed, at 1366x768 to the end. One frame is sent per step (the
    update of a move brings the next moves); the result comes back after a reload, and the
    lobby lists the finished game with its scores."""
    base = server.url
    page = browser.new_context(viewport=PHONE, has_touch=True).new_page()
    follow_steps(console.watch(page))
    sent = sent_types(page)
    register(page, base, "vera")
    game_id = valley_game(page, "valley")
    assert game_view(page, base, game_id)["board"]["name"] == "valley"
    placed: list[str] = []  # the mushrooms this page placed by clicking
    declined = False
    steps = 0
    while wait_mine(page):
        steps += 1
        assert steps < 400, "the game does not end"
        change_size_now_and_then(page, steps)
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
                shoot(page, artifacts, "valley-mushroom-step")
            assert play_step(page, base, game_id) == "mushroom"
            cell = game_view(page, base, game_id)["valley"]["mushrooms"][-1]
            assert cell in sites
            placed.append(cell)
            end_turn(page, base, game_id)  # the mushroom is made with the step ending the turn
            expect(page.locator(".log")).to_contain_text(f"placed a mushroom on {cell}")
            tip = area_tip(page, cell, touch=len(placed) == 1)
            assert "spaces)" in tip and "At the end, as it is now:" in tip, tip
            page.set_viewport_size(DESKTOP)
            continue
        move = None if placed else towards_a_stump(moves, view)
        if move is not None and view["phase"] == "domino":
            make_move(page, move)
        else:
            play_step(page, base, game_id)
    assert placed, "no mushroom was placed by clicking"
    result = game_view(page, base, game_id)["result"]
    expected = [
        str(next(p["points"] for p in seat["parts"] if p["label"] == "Areas scored at the end"))
        for seat in result["seats"]
    ]
    expect(page.locator(".final-table")).to_be_visible()
    areas = page.locator(".area-table tr.total td").all_inner_texts()
    assert areas == expected, (areas, expected)
    shoot(page, artifacts, "valley-final")
    assert "Final scoring of area" in page.locator(".log").inner_text()
    check_final_table(page, result)
    assert page.locator(".status").inner_text() == "The game is over."
    assert sent.count("step") >= steps and "legal_moves" not in sent, sent
    page.reload()  # the result comes back from the game's history
    page.wait_for_selector("#final .final-table")
    page.goto(f"{base}/")
    badge = page.locator(f"#finished-games li[data-game='{game_id}'] .badge")
    expect(badge).to_have_text(won_by(page, base, game_id))
    page.close()


def test_the_valley_back_side_is_drawn(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    page = person(browser, console, DESKTOP)
    register(page, base, "wren")
    game_id = valley_game(page, "valley-variant")
    view = game_view(page, base, game_id)
    assert view["board"]["name"] == "valley-variant"
    assert view["clouds"], "cloud tokens lie on area spaces"
    cloudy = next(iter(view["clouds"]))
    assert "spaces)" in area_tip(page, cloudy)
    made = play_turn(page, base, game_id)
    assert "place" in made or "discard" in made, made
    expect(page.locator(".mushroom-info")).to_contain_text("Mushrooms: ")
    shoot(page, artifacts, "valley-variant")
    page.close()
