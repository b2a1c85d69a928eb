"""Forest Shuffle by the keyboard alone: a whole game against an easy bot, from signing up
to the final table, every step by keys (tests.browser.forest_shuffle_player.KeyPlayer);
the board in words follows every move and names its slots as the log does."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Browser, expect

from tests.browser.forest_shuffle_player import KeyPlayer
from tests.browser.keys import keyboard_only, play_bots_now, pointer_presses, sign_up
from tests.browser.players import person, sent_types, wait_mine
from tests.browser.screens import DESKTOP, PHONE, Console, check_final_table, game_view, resize
from tests.browser.server import LiveServer

GAME = "forest-shuffle"
# a slot as the log names it: "on top of tree 2 (Oak)"
PLACE = re.compile(r"(?:on top of|below|left of|right of) tree \d+ \([^)]*\)")
CHANGES = {"draw", "take", "play", "pay", "cave"}  # moves that change what is on the table
WORDS = ".board-words-list"


def deck_count(text: str) -> int:
    """The cards left in the deck, from its label ("Deck 82")."""
    return int(re.findall(r"\d+", text)[0])


def test_a_whole_game_by_keyboard(browser: Browser, server: LiveServer, console: Console) -> None:
    base = server.url
    page = keyboard_only(person(browser, console, DESKTOP))
    sent = sent_types(page)
    sign_up(page, base, "kim")
    game_id = play_bots_now(page, GAME)
    player = KeyPlayer(page, base, game_id, random.Random(7), sent)
    seen = page.locator("#log li").count()
    deck = page.locator(".fs-deck")
    full = deck_count(deck.inner_text())
    steps = 0
    while wait_mine(page):
        if page.viewport_size == DESKTOP and deck_count(deck.inner_text()) < full / 2:
            resize(page, PHONE)  # the second half of the game on a phone
        words = page.locator(WORDS).text_content() or ""
        move = player.step()
        steps += 1
        if move["type"] in CHANGES:
            changed = "([sel, before]) => document.querySelector(sel).textContent !== before"
            page.wait_for_function(changed, arg=[WORDS, words])
        lines = page.locator("#log li").all_inner_texts()
        for line in lines[: len(lines) - seen]:
            for place in PLACE.findall(line):  # (the words may come a moment after the log)
                expect(page.locator(WORDS)).to_contain_text(place)
        seen = len(lines)
        assert steps < 300, "the game does not end"
    made = player.made
    assert made.get("draw") and made.get("play") and made.get("pay"), made
    assert page.viewport_size == PHONE
    assert sent.count("step") == steps, (sent, made)
    check_final_table(page, game_view(page, base, game_id)["result"])
    assert pointer_presses(page) == 0
    page.close()
