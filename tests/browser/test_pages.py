"""The pages around the games: errors that stay, tables and the lobby kept up to date over
the socket, an old invitation link, games to watch, the final screen's rematch, the seats'
colours, and the pages of what is not there; at 1366x768 and on a phone."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ViewportSize, expect

from tests.browser.players import (
    create_table,
    csrf,
    finish,
    invite_link,
    join_and_start,
    legal_moves,
    make_move,
    person,
    register,
    registered,
    wait_ready,
    won_by,
)
from tests.browser.screens import DESKTOP, PHONE, Console, shoot, shown
from tests.browser.server import LiveServer, public_game
from tests.support.waiting import wait_for

SIZES = pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])


@SIZES
def test_an_error_stays_until_dismissed_or_made_obsolete(
    browser: Browser, server: LiveServer, console: Console, size: ViewportSize, artifacts: Path
) -> None:
    console.allowed.append("the server responded with a status of 404")
    base = server.url
    page = person(browser, console, size)
    page.clock.install()  # the page's timers, run on below
    register(page, base, "ann")
    table = create_table(page, 3)
    page.fill("#invite-form input[name=name]", "nobody")
    page.click("#invite-form button[type=submit]")
    notice = page.locator("#notice")
    expect(notice).to_contain_text("There is no user 'nobody'.")
    # a change made elsewhere redraws the table: the error stays
    answer = page.request.post(
        f"{base}/api/tables/{table}/bots",
        data={"level": "easy"},
        headers={"X-CSRF-Token": csrf(page, base)},
    )
    assert answer.ok
    expect(page.locator("#seats li[data-seat]")).to_have_count(2)
    page.clock.run_for(10_000)  # ten seconds for the page's timers: no timer hides it
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("There is no user 'nobody'.")
    shoot(page, artifacts, "error-notice")
    page.click("#notice button.close")
    expect(notice).to_be_hidden()
    # made obsolete: the next action that succeeds takes it away
    page.fill("#invite-form input[name=name]", "nobody")
    page.click("#invite-form button[type=submit]")
    expect(notice).to_contain_text("There is no user 'nobody'.")
    page.click("#bot-form button[type=submit]")
    expect(page.locator("#seats li[data-seat]")).to_have_count(3)
    expect(notice).to_be_hidden()
    page.close()


def test_a_table_and_the_lobby_change_before_ones_eyes(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, PHONE, base, "bob")
    table = create_table(ann, 2, options={"board": "valley"})
    listed = bob.locator(f"#open-tables li[data-table='{table}']")
    expect(listed).to_contain_text("Board: Valley (expansion)")  # the options joined
    bob.click(f"#open-tables li[data-table='{table}'] button")
    bob.wait_for_url(f"**/tables/{table}")
    expect(bob.locator("#terms")).to_contain_text("Board: Valley (expansion).")
    expect(ann.locator("#seats")).to_contain_text("bob")  # no reload
    expect(ann.locator("#start")).to_be_enabled()
    ann.click("#start")
    ann.wait_for_url("**/games/*")
    bob.wait_for_url("**/games/*")  # the table told bob's page the game started
    assert ann.url == bob.url
    ann.close()
    bob.close()


@pytest.mark.parametrize("public", [True, False], ids=["public", "private"])
def test_a_cancelled_table_tells_the_others_and_leads_back_to_the_lobby(
    browser: Browser, server: LiveServer, console: Console, public: bool
) -> None:
    console.allowed.append("the server responded with a status of 404")  # a private one
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, PHONE, base, "bob")
    headers = {"X-CSRF-Token": csrf(ann, base)}
    body = {"game": "renature", "seats": 3, "public": public}
    table = ann.request.post(f"{base}/api/tables", data=body, headers=headers).json()["id"]
    invited = {"name": "bob"}
    ann.request.post(f"{base}/api/tables/{table}/invitations", data=invited, headers=headers)
    bob.goto(f"{base}/tables/{table}")
    bob.click("#join")
    expect(bob.locator("#seats")).to_contain_text("bob")
    ann.request.post(f"{base}/api/tables/{table}/cancel", headers=headers)
    said = "ann cancelled this table." if public else "no longer open to you"
    expect(bob.locator("#state")).to_contain_text(said)
    expect(bob.locator("#seats li")).to_have_count(0)
    expect(bob.locator("#join")).to_be_hidden()
    expect(bob.locator("#notice")).to_be_hidden()
    bob.click("#state #to-lobby")
    bob.wait_for_url(f"{base}/")
    ann.close()
    bob.close()


@SIZES
def test_an_old_invitation_link_leads_to_the_game(
    browser: Browser, server: LiveServer, console: Console, size: ViewportSize, artifacts: Path
) -> None:
    base = server.url
    ann = registered(browser, console, size, base, "ann")
    bob = registered(browser, console, size, base, "bob")
    create_table(ann, 2)
    link = invite_link(ann)
    ann.click("#bot-form button[type=submit]")
    ann.click("#start")
    ann.wait_for_url("**/games/*")
    game_id = int(ann.url.rsplit("/", 1)[1])
    bob.goto(link)
    expect(bob.locator("#state")).to_contain_text("The game has started.")
    expect(bob.locator("#join")).to_be_hidden()
    shoot(bob, artifacts, "invitation-after-start")
    bob.click("#watch")
    bob.wait_for_url(f"**/games/{game_id}")
    bob.wait_for_selector("canvas.board[data-drawn]")
    expect(bob.locator("#status")).to_contain_text("turn")
    ann.goto(link)  # a player holding a seat goes straight to the game
    ann.wait_for_url(f"**/games/{game_id}")
    ann.close()
    bob.close()


@SIZES
def test_the_lobby_lists_public_games_to_watch(
    browser: Browser, server: LiveServer, console: Console, size: ViewportSize, artifacts: Path
) -> None:
    base = server.url
    first = public_game(base)
    page = registered(browser, console, size, base, "cat")
    games = page.locator("#live-games li[data-live]")
    expect(games).to_have_count(1)
    second = public_game(base)  # shown without a reload
    expect(games).to_have_count(2)
    expect(page.locator(f"#live-games li[data-live='{second}']")).to_be_visible()
    watched = page.locator(f"#live-games li[data-live='{first}']")
    expect(watched).to_contain_text(f"Renature · game {first}")
    expect(watched).to_contain_text("Alder (easy bot)")
    shoot(page, artifacts, "lobby-live-games")
    watched.get_by_role("link", name="Watch").click()
    page.wait_for_url(f"**/games/{first}")
    page.wait_for_selector("canvas.board[data-drawn]")
    expect(page.locator("#status")).to_contain_text("turn")
    page.close()


def test_a_rematch_from_the_final_screen(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, PHONE, base, "bob")
    table = create_table(ann, 3)
    ann.fill("#invite-form input[name=name]", "bob")
    ann.click("#invite-form button[type=submit]")
    expect(ann.locator("#invited")).to_have_text("Invited, no seat taken yet: bob.")
    bob.click(f"#invitations li[data-table='{table}'] button")
    bob.wait_for_url(f"**/tables/{table}")
    expect(ann.locator("#invited")).to_be_hidden()  # bob took a seat
    ann.select_option("#bot-level", "easy")
    ann.click("#bot-form button[type=submit]")
    ann.click("#start")
    ann.wait_for_url("**/games/*")
    game_id = int(ann.url.rsplit("/", 1)[1])
    ann.wait_for_selector("canvas.board[data-drawn]")
    # every name on the page comes with its seat's colour
    expect(ann.locator("#status .swatch")).to_have_count(1)
    bob.wait_for_url(f"**/games/{game_id}")  # the table page follows the start
    lobby = bob.context.new_page()  # bob's lobby, open all along
    lobby.goto(f"{base}/")
    finish([ann, bob], base, game_id)
    ann.wait_for_selector("#final .final-table")
    expect(ann.locator(".final-table thead .swatch")).to_have_count(3)
    colours = ann.locator(".final-table thead .swatch").evaluate_all(
        "(squares) => squares.map((s) => getComputedStyle(s).backgroundColor)"
    )
    assert len(set(colours)) == 3, colours
    lines = ann.locator(".log li .swatch").count()
    assert lines > 10
    expect(ann.locator("#end #to-lobby")).to_have_attribute("href", "/")
    shoot(ann, artifacts, "final-screen")
    # bob's lobby names the winner, then every seat's points in the order of the ranking
    expect(lobby.locator(f"li[data-game='{game_id}'] .badge")).to_have_text(
        won_by(bob, base, game_id)
    )
    # a spectator's final screen: the replay and the lobby, no rematch
    watcher = person(browser, console, PHONE)
    assert watcher.request.post(f"{base}/api/guests").ok
    watcher.goto(f"{base}/games/{game_id}")
    expect(watcher.locator("#end")).to_have_text("ReplayBack to the lobby")
    shoot(watcher, artifacts, "final-screen-spectator")
    watcher.close()
    ann.click("#end #rematch")
    ann.wait_for_url("**/tables/*")
    rematch = int(ann.url.rsplit("/", 1)[1])
    assert rematch != table
    expect(ann.locator("#seats li[data-seat]")).to_have_count(2)
    expect(ann.locator("#seats")).to_contain_text("(easy bot)")
    expect(ann.locator("#seats li").first).to_contain_text("ann")
    # bob's lobby shows the invitation, and his game's page the rematch offer
    expect(lobby.locator(f"#invitations li[data-table='{rematch}']")).to_be_visible()
    offer = bob.locator(f"#invitation-notices [data-table='{rematch}']")
    expect(offer.locator(".grow")).to_have_text("ann asks for a rematch. Join the rematch")
    shoot(bob, artifacts, "rematch-offer")
    offer.get_by_role("link", name="Join the rematch").click()
    bob.wait_for_url(f"**/tables/{rematch}")
    bob.click("#join")
    expect(ann.locator("#seats")).to_contain_text("bob")
    expect(ann.locator("#start")).to_be_enabled()
    ann.close()
    bob.close()


def test_the_message_of_a_dropped_connection_goes_when_it_is_back(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    console.allowed.append("WebSocket connection to")
    base = server.url
    page = registered(browser, console, DESKTOP, base, "dee")
    create_table(page, 2)
    page.click("#bot-form button[type=submit]")
    page.click("#start")
    page.wait_for_url("**/games/*")
    game_id = int(page.url.rsplit("/", 1)[1])
    wait_ready(page)
    move = next(m for m in legal_moves(page, base, game_id) if m["type"] == "place")
    server.stop()
    page.wait_for_selector("#banner:not([hidden])")
    make_move(page, move)
    message = page.locator("#message")
    expect(message).to_have_text(re.compile(r"^Not accepted: the connection is down"))
    server.start()
    page.wait_for_selector("#banner[hidden]", state="attached", timeout=20000)
    expect(message).to_have_text("")
    wait_ready(page)
    steps = shown(page)
    make_move(page, move)  # and the step goes through now: the server shows what it makes
    wait_for(lambda: shown(page) > steps, "the step shown")
    assert page.locator("#message").inner_text() == ""
    page.close()


@SIZES
def test_pages_of_what_is_not_there(
    browser: Browser, server: LiveServer, console: Console, size: ViewportSize, artifacts: Path
) -> None:
    console.allowed.append("the server responded with a status of 404")
    base = server.url
    page = registered(browser, console, size, base, "eve")
    for path, text in [
        ("/games/123", "There is no game 123."),
        ("/tables/77", "There is no table 77."),
        ("/invite/not-a-token", "This invitation link is not valid."),
    ]:
        answer = page.goto(f"{base}{path}")
        assert answer is not None and answer.status == 404
        expect(page.locator("#missing h2")).to_have_text(text)
        expect(page.locator("#who")).to_contain_text("eve")
    shoot(page, artifacts, "missing-page")
    page.get_by_role("link", name="Games being played").click()
    page.wait_for_url(f"{base}/#live")
    expect(page.locator("#live-games")).to_contain_text("No public games are being played.")
    page.close()


def test_a_player_who_resigns_is_told_to_the_others(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = registered(browser, console, PHONE, base, "ann")
    bob = registered(browser, console, DESKTOP, base, "bob")
    create_table(ann, 3)
    ann.click("#bot-form button[type=submit]")
    game_id = join_and_start(ann, bob, invite_link(ann))
    expect(ann.locator("#notice")).to_be_hidden()
    headers = {"X-CSRF-Token": csrf(bob, base)}
    answer = bob.request.post(f"{base}/api/games/{game_id}/resign", data={}, headers=headers)
    assert answer.ok, answer.text()
    said = ann.locator("#notice")
    expect(said).to_contain_text(
        re.compile(r"^bob \(resigned, \w+ bot\) plays this seat from now on\.")
    )
    shoot(ann, artifacts, "seat-change-notice")
    ann.close()
    bob.close()
