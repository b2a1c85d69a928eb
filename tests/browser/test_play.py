"""Playing Renature in the browser: two people at one table, and one person against a bot."""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Browser, expect

from tests.browser.players import (
    COLUMNS,
    click_cell,
    create_table,
    end_turn,
    invite_link,
    join_and_start,
    legal_moves,
    make_move,
    my_turn,
    person,
    play_step,
    play_turn,
    register,
    registered,
    start_with_bot,
    wait_ready,
)
from tests.browser.screens import DESKTOP, PHONE, Console, pieces, settled, shoot
from tests.browser.server import LiveServer


def test_two_people_invite_by_link_and_play(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = registered(browser, console, DESKTOP, base, "ann")
    bob = registered(browser, console, DESKTOP, base, "bob")
    shoot(ann, artifacts, "lobby")
    create_table(ann, 2)
    link = invite_link(ann)
    assert "/invite/" in link
    game_id = join_and_start(ann, bob, link)
    bob.wait_for_selector("canvas.board[data-drawn]")
    shoot(ann, artifacts, "game-start")

    first, second = (ann, bob) if my_turn(ann) else (bob, ann)
    second_name = "bob" if second is bob else "ann"
    seen = pieces(second)
    made = play_turn(first, base, game_id, prefer="joker")
    assert made[0] == "joker", made
    assert "place" in made and "plant" in made, made
    second.wait_for_function(f"() => document.querySelectorAll('.log li').length > {seen}")
    log = second.locator(".log").inner_text()
    assert "made the" in log and "planted" in log and "placed" in log
    shoot(second, artifacts, "game-after-first-turn")

    seen = pieces(first)
    made = play_turn(second, base, game_id)
    assert "place" in made or "discard" in made, made
    first.wait_for_function(f"() => document.querySelectorAll('.log li').length > {seen}")
    log = first.locator(".log").inner_text()
    assert f"{second_name} placed" in log or f"{second_name} returned" in log
    ann.close()
    bob.close()


def test_illegal_actions_cannot_be_sent(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    base = server.url
    page = person(browser, console, DESKTOP)
    sent: list[str] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(str(frame))))
    register(page, base, "carol")
    create_table(page, 2)
    game_id = start_with_bot(page)
    wait_ready(page)
    moves = legal_moves(page, base, game_id)
    place = next(m for m in moves if m["type"] == "place")
    mine = [m for m in moves if m["type"] == "place" and m["domino"] == place["domino"]]
    targets = {c for m in mine for c in m["cells"]}
    assert page.locator("button[data-action=discard]").is_disabled(), "no domino chosen yet"
    page.click(f"button[data-domino='{place['domino']}']")
    click_cell(page, "c1")  # an area space: no domino goes there
    click_cell(page, "h8")
    far = next(f"{c}{r}" for r in range(1, 16) for c in COLUMNS if f"{c}{r}" not in targets)
    click_cell(page, far)
    settled(page)  # the clicks were handled, and a frame they sent would have been seen
    assert not any('"type":"move"' in f for f in sent), sent
    assert page.locator("main.game.busy").count() == 0
    assert page.locator("button[data-action=joker]").is_enabled()
    assert page.locator("button[data-action=end_turn]").count() == 0
    page.close()


def test_a_dropped_connection_recovers(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    console.allowed.append("WebSocket connection to")
    base = server.url
    page = person(browser, console, DESKTOP)
    register(page, base, "eve")
    create_table(page, 2)
    game_id = start_with_bot(page)
    play_step(page, base, game_id)
    server.stop()
    page.wait_for_selector("#banner:not([hidden])")
    server.start()
    page.wait_for_selector("#banner[hidden]", state="attached", timeout=20000)
    made = []
    while "end_turn" not in made and my_turn(page):
        made.append(play_step(page, base, game_id))
    page.wait_for_function("() => document.querySelectorAll('.log li').length > 3", timeout=20000)
    assert page.locator(".status").inner_text()
    page.close()


def test_a_newcomer_plays_bots_in_two_clicks(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    base = server.url
    page = person(browser, console, PHONE)
    page.goto(f"{base}/login")
    # each game shows what it looks like before anybody signs in
    previews = page.locator("#games .game-preview")
    expect(previews).to_have_count(3)
    for game in ("cascadia", "forest-shuffle", "renature"):
        expect(page.locator(f".game-preview[data-game={game}] :is(img, svg)").first).to_be_visible()
    page.click("#guest")  # first click
    page.wait_for_url(f"{base}/")
    # a game played alone too (Cascadia, the first) starts at two players: oneself and a bot
    expect(page.locator("#quick-form select[name=game]")).to_have_value('"cascadia"')
    expect(page.locator("#quick-form select[name=players]")).to_have_value("2")
    page.select_option("#quick-form select[name=game]", label="Renature")
    page.click("#quick")  # second click: 2 players, medium bots
    page.wait_for_url("**/games/*")
    page.wait_for_selector("canvas.board[data-drawn]")
    game_id = int(page.url.rsplit("/", 1)[1])
    assert "Alder (medium bot)" in page.locator("#game").inner_text()
    play_step(page, base, game_id)
    end_turn(page, base, game_id)
    logged = page.locator(".log li").count()
    assert logged > 0
    page.reload()  # the log comes back from the game's history
    page.wait_for_selector("canvas.board[data-drawn]")
    page.wait_for_function(f"() => document.querySelectorAll('.log li').length >= {logged}")
    page.close()


def test_the_page_around_the_game(browser: Browser, server: LiveServer, console: Console) -> None:
    """Games by title from the catalogue; the settings panel and store; the log's hover."""
    base = server.url
    page = person(browser, console, DESKTOP)
    register(page, base, "fay")
    expect(page.locator("#quick-form select[name=game] option")).to_have_text(
        ["Cascadia", "Forest Shuffle", "Renature"]
    )
    page.click("#create")
    page.select_option("#create-form select[name=game]", label="Renature")
    seats = page.locator("#create-form select[name=seats] option")
    expect(seats).to_have_text(["2 players", "3 players", "4 players"])
    page.click("#create-cancel")
    create_table(page, 2)
    expect(page.locator("#title")).to_have_text(re.compile(r"^Renature · table"))
    game_id = start_with_bot(page)
    assert page.title().endswith(f"Renature · game {game_id}")
    box = page.locator("canvas.board").bounding_box()
    assert box is not None
    width = box["width"]
    page.click("#settings summary")
    page.select_option("#settings select[name=zoom]", label="150%")
    page.wait_for_function(
        f"() => document.querySelector('canvas.board').getBoundingClientRect().width > {width}"
    )
    page.select_option("#settings select[name=confirmSteps]", json.dumps("always"))
    user = page.request.get(f"{base}/api/session").json()["user"]["id"]
    saved = page.evaluate(f"() => JSON.parse(localStorage.getItem('renature.settings.{user}'))")
    assert saved["zoom"] == 1.5 and saved["confirmSteps"] == "always"
    page.reload()
    page.wait_for_selector("canvas.board[data-drawn]")
    assert page.locator("#settings select[name=zoom]").input_value() == "1.5"
    assert page.locator("#settings select[name=confirmSteps]").input_value() == '"always"'
    page.click("#settings summary")
    page.select_option("#settings select[name=confirmSteps]", json.dumps("never"))
    wait_ready(page)
    move = next(m for m in legal_moves(page, base, game_id) if m["type"] == "place")
    make_move(page, move)
    end_turn(page, base, game_id)  # the placement is made with the step that ends the turn
    first, second = move["cells"]
    placed = page.locator(f".log li.mine:has-text('on {first}\N{EN DASH}{second}')")
    placed.wait_for()
    drawn = page.locator("canvas.board").get_attribute("data-drawn")
    placed.hover()
    page.wait_for_function(
        f"() => document.querySelector('canvas.board').dataset.drawn !== '{drawn}'"
    )
    console.allowed.append("status of 404")
    page.goto(f"{base}/games/999")
    expect(page.locator("#missing h2")).to_have_text("There is no game 999.")
    page.close()
