"""A game's chat in the browser: a message shows as the very text written, to the other
player too; a muted author's messages are hidden; the chat button counts the messages that
came while the chat was out of view and brings it into view; the panel fits both window
sizes."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests.browser.players import (
    create_table,
    join_and_start,
    registered,
)
from tests.browser.screens import DESKTOP, PHONE, Console, shoot
from tests.browser.server import LiveServer


def send(page: Page, text: str) -> None:
    page.fill("#chat-input", text)
    page.press("#chat-input", "Enter")


def test_two_players_chat_and_one_mutes_the_other(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, PHONE, base, "bob")
    table = create_table(ann, 2)
    join_and_start(ann, bob, f"{base}/tables/{table}")
    bob.wait_for_selector("canvas.board[data-drawn]")

    send(ann, "<b>hi</b>")
    expect(ann.locator("#chat-input")).to_have_value("")
    said = bob.locator("#chat-messages li").last
    expect(said.locator(".chat-text")).to_have_text("<b>hi</b>")
    expect(said.locator(".chat-from")).to_have_text("ann")
    assert said.locator("b").count() == 0
    send(bob, "hello ann")
    expect(ann.locator("#chat-messages li .chat-text")).to_have_text(["<b>hi</b>", "hello ann"])
    shoot(ann, artifacts, "game-chat")

    bob.click("#chat-messages li:first-child .chat-mute")
    send(ann, "can you hear me")
    expect(ann.locator("#chat-messages li").last.locator(".chat-text")).to_have_text(
        "can you hear me"
    )
    expect(bob.locator("#chat-messages li")).to_have_count(3)
    assert "can you hear me" not in bob.locator("#chat-messages").inner_text()
    expect(bob.locator("#chat-messages li.chat-muted")).to_have_count(2)
    bob.reload()  # the mute is remembered; the chat is loaded again
    expect(bob.locator("#chat-messages li")).to_have_count(3)
    expect(bob.locator("#chat-messages li.chat-muted")).to_have_count(2)
    expect(bob.locator("#chat-messages li").nth(1).locator(".chat-text")).to_have_text("hello ann")
    shoot(bob, artifacts, "game-chat-muted")

    # the chat button counts the messages that came while the chat was out of view (below
    # the board on a phone), and brings the chat into view
    ann.set_viewport_size(PHONE)
    ann.evaluate("window.scrollTo(0, 0)")
    ann.evaluate(
        "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
    )
    assert ann.evaluate("document.getElementById('chat').getBoundingClientRect().top > innerHeight")
    send(bob, "look down")
    expect(ann.locator("#chat-button")).to_have_text("Chat (1)")
    expect(ann.locator("#chat-button")).to_have_class("unread")
    ann.click("#chat-button")
    expect(ann.locator("#chat-button")).to_have_text("Chat")
    expect(ann.locator("#chat-input")).to_be_focused()
    assert ann.evaluate("document.getElementById('chat').getBoundingClientRect().top < innerHeight")
    shoot(ann, artifacts, "game-chat-read")
