"""Taking a step back in the browser, in every game: the Undo button beside the turn, and
Ctrl+Z; the view comes back, the step's moves are offered again, and the other people see
the step come and go. A final step held for Confirm: with the person's setting on (always,
or by default at a table with a time per turn), a step that cannot be taken back waits on
the page with Undo and Confirm; Undo and Ctrl+Z drop it without sending anything, Confirm
makes it, and the other person sees nothing of it until then."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from server.games.forest_shuffle.ways import cost
from tests.browser import cascadia_player
from tests.browser.forest_shuffle_player import Player
from tests.browser.players import (
    create_clock_table,
    create_table,
    csrf,
    invite_link,
    join_and_start,
    legal_moves,
    play_step,
    registered,
    start_with_bot,
    wait_ready,
)
from tests.browser.screens import DESKTOP, PHONE, Console, game_view, resize, shoot, shown
from tests.browser.server import LiveServer
from tests.support.waiting import wait_for

Move = dict[str, Any]
UNDO = "#undo"
CONFIRM = "#confirm"
BACK = "took a step back."


def renature_step(moves: list[Move]) -> Move | None:
    return next((m for m in moves if m["type"] == "place"), None)


def cascadia_step(moves: list[Move]) -> Move | None:
    return next((m for m in moves if m["type"] == "take"), None)


def forest_shuffle_step(moves: list[Move]) -> Move | None:
    """A tree that costs cards: the payment is still to come, so the play is a step."""
    trees = (m for m in moves if m["type"] == "play" and m["as"] == "tree")
    return next((m for m in trees if cost(m["card"], "tree") > 0), None)


STEPS: dict[str, Callable[[list[Move]], Move | None]] = {
    "renature": renature_step,
    "cascadia": cascadia_step,
    "forest-shuffle": forest_shuffle_step,
}


def send(page: Page, base: str, game_id: int, move: Move) -> None:
    """Make `move` over HTTP as the page's person, at the current version."""
    game = f"{base}/api/games/{game_id}"
    version = page.request.get(game).json()["version"]
    answer = page.request.post(
        f"{game}/moves",
        data={"version": version, "move": move},
        headers={"X-CSRF-Token": csrf(page, base)},
    )
    assert answer.ok, answer.text()


def step(page: Page, base: str, game_id: int, game: str) -> tuple[Move, dict[str, Any]]:
    """Make a step of `game` that can be taken back, on the page's seat's turn (other moves,
    such as keeping a hand or a turn without such a step, are made first as needed);
    returns the step and the view before it."""
    for _ in range(12):
        wait_ready(page)
        moves = legal_moves(page, base, game_id)
        chosen = STEPS[game](moves)
        before = game_view(page, base, game_id)
        send(page, base, game_id, chosen or moves[0])
        if chosen is not None:
            expect(page.locator(UNDO)).to_be_enabled()
            return chosen, before
        wait_for(lambda: not page.locator(UNDO).is_enabled(), "the page to catch up")
    raise AssertionError(f"no step of {game} to take back")


def taken_back(page: Page, base: str, game_id: int, made: tuple[Move, dict[str, Any]]) -> None:
    """The step `made` was taken back: the log says so, the view is as before it, the step
    is offered again, and nothing more can be taken back."""
    move, before = made
    expect(page.locator(".log li").first).to_contain_text(BACK)
    wait_ready(page)
    assert game_view(page, base, game_id) == before
    assert move in legal_moves(page, base, game_id)
    expect(page.locator(UNDO)).to_be_disabled()
    assert "Not accepted" not in page.locator(".message").inner_text()


Clicker = Callable[[Page, str, int, random.Random], object]

CLICKERS: dict[str, Clicker] = {
    "renature": lambda page, base, game_id, _rng: play_step(page, base, game_id),
    "cascadia": cascadia_player.play_step,
    "forest-shuffle": lambda page, base, game_id, _rng: Player(page, base, game_id, None).step(),
}


def version(page: Page, base: str, game_id: int) -> int:
    return int(page.request.get(f"{base}/api/games/{game_id}").json()["version"])


def choose_always(page: Page) -> None:
    page.click("#settings summary")
    page.select_option("#settings select[name=confirmSteps]", json.dumps("always"))
    page.click("#settings summary")


def answered(page: Page, base: str, game_id: int, before: tuple[int, int]) -> bool:
    """Whether the step clicked after `before` (the version, the steps shown) was held,
    made, or shown, not made."""
    if page.locator(CONFIRM).is_visible():
        return True
    return (version(page, base, game_id), shown(page)) != before


def made(page: Page, base: str, game_id: int, before: int) -> None:
    wait_for(lambda: version(page, base, game_id) > before, "the confirmed step made")


def held_step(page: Page, base: str, game_id: int, clicker: Clicker, rng: random.Random) -> int:
    """Click steps of the page's seat until one is held for Confirm; the version then (the
    held step changed nothing on the server)."""
    for _ in range(12):
        wait_ready(page)
        before = version(page, base, game_id)
        seen = (before, shown(page))
        clicker(page, base, game_id, rng)
        wait_for(partial(answered, page, base, game_id, seen), "the step held, made or shown")
        if page.locator(CONFIRM).is_visible():
            assert version(page, base, game_id) == before
            return before
    raise AssertionError("no step was held for Confirm")


def click_undo(page: Page) -> None:
    page.click(UNDO)


def press_undo_keys(page: Page) -> None:
    page.keyboard.press("Control+z")


@pytest.mark.parametrize("game", sorted(STEPS))
def test_steps_taken_back_and_a_final_step_held_for_confirm(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, game: str
) -> None:
    base = server.url
    rng = random.Random(7)
    page = registered(browser, console, DESKTOP, base, "ann")
    create_table(page, 2, game)
    game_id = start_with_bot(page, "easy")
    wait_ready(page)
    expect(page.locator(CONFIRM)).to_be_hidden()
    choose_always(page)
    for size, first, second in (
        (DESKTOP, click_undo, press_undo_keys),
        (PHONE, press_undo_keys, click_undo),
    ):
        resize(page, size)
        wait_ready(page)
        expect(page.locator(UNDO)).to_be_disabled()
        made_step = step(page, base, game_id, game)
        if size is DESKTOP:
            shoot(page, artifacts, f"undo-{game}")
        first(page)
        taken_back(page, base, game_id, made_step)
        at = held_step(page, base, game_id, CLICKERS[game], rng)
        view = game_view(page, base, game_id)
        expect(page.locator("#message")).to_contain_text("cannot be taken back")
        expect(page.locator(UNDO)).to_be_enabled()
        if size is DESKTOP:
            shoot(page, artifacts, f"confirm-{game}")
        second(page)
        expect(page.locator(CONFIRM)).to_be_hidden()
        wait_ready(page)
        assert version(page, base, game_id) == at and game_view(page, base, game_id) == view
        at = held_step(page, base, game_id, CLICKERS[game], rng)
        page.click(CONFIRM)
        made(page, base, game_id, at)
        expect(page.locator(CONFIRM)).to_be_hidden()
        assert "Not accepted" not in page.locator("#message").inner_text()
    page.close()


def test_the_other_person_sees_the_step_come_and_go(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, PHONE, base, "bob")
    create_table(ann, 2)
    game_id = join_and_start(ann, bob, invite_link(ann))
    mover = wait_for(
        lambda: next((p for p in (ann, bob) if p.locator("main.game.ready").count()), None),
        "a page whose seat may move",
    )
    watcher = bob if mover is ann else ann
    name = "ann" if mover is ann else "bob"
    watcher.wait_for_selector("canvas.board[data-drawn]")
    view = game_view(watcher, base, game_id)
    expect(watcher.locator(UNDO)).to_be_disabled()
    step(mover, base, game_id, "renature")
    expect(watcher.locator(".log li").first).to_contain_text(f"{name} placed")
    assert game_view(watcher, base, game_id) != view
    expect(watcher.locator(UNDO)).to_be_disabled()
    mover.click(UNDO)
    expect(watcher.locator(".log li").first).to_have_text(f"{name} {BACK}")
    assert game_view(watcher, base, game_id) == view
    shoot(watcher, artifacts, "undo-watcher")
    ann.close()
    bob.close()


def test_at_a_table_with_a_time_per_turn_the_other_person_sees_only_what_is_confirmed(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, PHONE, base, "bob")
    create_clock_table(ann)
    game_id = join_and_start(ann, bob, invite_link(ann))
    mover = wait_for(
        lambda: next((p for p in (ann, bob) if p.locator("main.game.ready").count()), None),
        "a page whose seat may move",
    )
    watcher = bob if mover is ann else ann
    at = held_step(mover, base, game_id, CLICKERS["renature"], random.Random(1))
    expect(mover.locator("#message")).to_contain_text("cannot be taken back")
    view = game_view(watcher, base, game_id)
    lines = watcher.locator(".log li").count()
    mover.click(CONFIRM)
    made(mover, base, game_id, at)
    wait_for(lambda: watcher.locator(".log li").count() > lines, "the step in the other's log")
    assert game_view(watcher, base, game_id) != view
    shoot(watcher, artifacts, "confirm-watcher")
    ann.close()
    bob.close()
