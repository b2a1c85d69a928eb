"""Playing Forest Shuffle in the browser: a game against a bot to its end, and two people at
a table, each seat clicking its way (tests.browser.forest_shuffle_player)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page

from tests.browser.forest_shuffle_player import SIDES, Player, mover
from tests.browser.players import (
    create_table,
    finish,
    invite_link,
    join_and_start,
    person,
    register,
    registered,
    sent_types,
    start_with_bot,
    wait_mine,
)
from tests.browser.screens import (
    DESKTOP,
    PHONE,
    Console,
    change_size_now_and_then,
    check_final_table,
    game_view,
    pieces,
    shoot,
)
from tests.browser.server import LiveServer

GAME = "forest-shuffle"
HALF = 60  # the steps clicked; a whole game by the keyboard: test_forest_shuffle_keys.py


def shown_cards(forest: list[dict[str, Any]]) -> list[int]:
    """The cards face up in a forest's view: trees, and the card on top of each slot."""
    cards = [tree["card"] for tree in forest if not tree["sapling"]]
    return cards + [tree[side][-1] for tree in forest for side in SIDES if tree[side]]


def look_around(page: Page, base: str, game_id: int) -> None:
    """The live scores, a forest card shown large, a log line highlighting its card."""
    page.click("#settings summary")
    page.check("#settings input[name=scores]")
    page.wait_for_selector(".fs-score-table")
    view = game_view(page, base, game_id)
    me = view["seat"]
    totals = page.locator(".fs-tab-score").all_inner_texts()
    assert totals == [f"{s['total']} pts" for s in view["scores"]]
    assert page.locator(f"[data-seat='{me}'] .fs-points-badge").count() > 0
    page.locator(f"[data-seat='{me}'] .fs-placed").first.click()
    page.wait_for_selector("dialog.zoom .fs-big")
    page.click("dialog.zoom .zoom-close")
    page.wait_for_selector("dialog.zoom", state="detached")
    page.locator(".log li", has_text="enters gwen's forest").first.hover()
    page.wait_for_selector(f"[data-seat='{me}'] .marked")
    page.mouse.move(0, 0)
    page.wait_for_selector(f"[data-seat='{me}'] .marked", state="detached")


def test_a_game_against_a_bot_to_its_end(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    page = person(browser, console, PHONE)
    sent = sent_types(page)
    register(page, base, "gwen")
    create_table(page, 2, game=GAME)
    game_id = start_with_bot(page, "easy")
    page.wait_for_selector(".fs-hand .fs-card")
    shoot(page, artifacts, "fs-start")
    page.set_viewport_size(PHONE)
    me = Player(page, base, game_id, artifacts)
    steps = 0
    while wait_mine(page):
        if steps == 40:
            page.set_viewport_size(DESKTOP)
            look_around(page, base, game_id)
        me.step()
        steps += 1
        change_size_now_and_then(page, steps)
        if steps == 25:
            page.evaluate("window.scrollTo(0, 0)")
            shoot(page, artifacts, "fs-middle")
            page.set_viewport_size(PHONE)
        if steps == HALF:  # the rest of the game is played over HTTP: the end is the same
            finish([page], base, game_id)
    made = me.made
    assert made.get("draw", 0) and made.get("take", 0) and made.get("pay", 0), made
    assert made.get("use", 0), made  # an effect or a bonus used, by its button
    assert any(kind.startswith("play ") for kind in made), made
    result = game_view(page, base, game_id)["result"]
    check_final_table(page, result)
    assert page.locator(".status").inner_text() == "The game is over."
    assert sent.count("step") == me.sent, (sent, made)
    assert "legal_moves" not in sent, sent
    shoot(page, artifacts, "fs-final")
    page.close()


def test_two_people_see_each_others_moves(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, PHONE, base, "bob")
    create_table(ann, 2, game=GAME)
    game_id = join_and_start(ann, bob, invite_link(ann))
    bob.wait_for_selector("[data-drawn]")
    seats = {page: game_view(page, base, game_id)["seat"] for page in (ann, bob)}
    players = {page: Player(page, base, game_id, artifacts) for page in (ann, bob)}
    for _ in range(2):  # the mulligan step: each seat keeps its hand (or gives it back)
        players[mover([ann, bob])].step()
    first = mover([ann, bob])
    second = bob if first is ann else ann
    for prefer in ("play", "draw"):
        for playing, watcher in ((first, second), (second, first)):
            seen = pieces(watcher)
            made = players[playing].turn(prefer)
            assert made, prefer
            watcher.wait_for_function(f"() => document.querySelectorAll('.log li').length > {seen}")
            name = "ann" if playing is ann else "bob"
            log = watcher.locator(".log").inner_text()
            assert f"{name} plants" in log or f"{name} plays" in log, log
            if prefer == "draw":
                assert f"{name} draws" in log or f"{name} takes" in log, log
            seat = seats[playing]
            watcher.click(f".fs-tabs [data-seat='{seat}']")
            forest = game_view(watcher, base, game_id)["forests"][seat]
            assert watcher.locator(f"[data-seat='{seat}'] .fs-stand").count() == len(forest) > 0
            for card in shown_cards(forest):
                assert watcher.locator(f"[data-seat='{seat}'] [data-card='{card}']").count() == 1
    second.evaluate("window.scrollTo(0, 0)")
    shoot(second, artifacts, "fs-other-forest")
    ann.close()
    bob.close()
