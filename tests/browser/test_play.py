"""Playing Renature in the browser: two people at one table, and one person against a bot."""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.conftest import Console
from tests.browser.players import (
    COLUMNS,
    click_cell,
    create_table,
    legal_moves,
    my_turn,
    play_step,
    play_turn,
    register,
    start,
    wait_ready,
)
from tests.browser.server import LiveServer

DESKTOP = ViewportSize(width=1366, height=768)
PHONE = ViewportSize(width=390, height=844)


def shoot(page: Page, artifacts: Path, name: str) -> None:
    """Screenshots of `page` at both window sizes; checks nothing sticks out sideways.
    The window gets its size back."""
    before = page.viewport_size or DESKTOP
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= size["width"], f"{name} scrolls sideways at {size}"
        page.screenshot(path=artifacts / f"{name}-{size['width']}x{size['height']}.png")
    page.set_viewport_size(before)


def pieces(page: Page) -> int:
    """How many log lines the page shows (each move adds some)."""
    return page.locator(".log li").count()


def test_two_people_invite_by_link_and_play(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = console.watch(browser.new_context(viewport=DESKTOP).new_page())
    bob = console.watch(browser.new_context(viewport=DESKTOP).new_page())
    register(ann, base, "ann")
    register(bob, base, "bob")
    shoot(ann, artifacts, "lobby")
    create_table(ann, 2)
    ann.wait_for_function("() => document.querySelector('#invite-link').value.includes('/invite/')")
    link = ann.locator("#invite-link").input_value()
    assert "/invite/" in link
    bob.goto(link)
    bob.click("#join")
    ann.wait_for_selector("#start:not([disabled])")
    game_id = start(ann)
    bob.wait_for_url(f"**/games/{game_id}")
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
    page = console.watch(browser.new_context(viewport=DESKTOP).new_page())
    sent: list[str] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(str(frame))))
    register(page, base, "carol")
    create_table(page, 2)
    page.click("#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    game_id = start(page)
    while not my_turn(page):
        page.wait_for_timeout(100)
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
    page.wait_for_timeout(300)
    assert not any('"type":"move"' in f for f in sent), sent
    assert page.locator("main.game.busy").count() == 0
    assert page.locator("button[data-action=joker]").is_enabled()
    assert page.locator("button[data-action=end_turn]").count() == 0
    page.close()


def test_a_whole_game_against_a_bot(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    page = console.watch(browser.new_context(viewport=DESKTOP).new_page())
    sent: list[str] = []
    page.on(
        "websocket",
        lambda ws: ws.on("framesent", lambda frame: sent.append(json.loads(frame)["type"])),
    )
    register(page, base, "dana")
    create_table(page, 2)
    page.select_option("#bot-level", "easy")
    page.click("#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    game_id = start(page)
    steps = 0
    while page.locator("#final").count() == 0:
        if my_turn(page) and page.locator("main.game.ready").count():
            play_step(page, base, game_id)
            steps += 1
            if steps == 30:
                shoot(page, artifacts, "game-middle")
        else:
            page.wait_for_timeout(50)
        assert steps < 400, "the game does not end"
    result = page.request.get(f"{base}/api/games/{game_id}").json()["view"]["result"]
    table = page.locator(".final-table").inner_text()
    for seat in result["seats"]:
        for part in seat["parts"]:
            assert part["label"] in table
    assert "Total" in table
    assert [str(seat["total"]) for seat in result["seats"]] == (
        page.locator(".final-table tr.total td").all_inner_texts()
    )
    assert page.locator(".status").inner_text() == "The game is over."
    # one frame per step: the move; its update brings the next moves
    assert sent.count("move") == steps
    assert "legal_moves" not in sent, sent
    shoot(page, artifacts, "final-score")
    page.reload()  # the result comes back from the game's history
    page.wait_for_selector("#final .final-table")
    page.goto(f"{base}/")
    scores = " : ".join(str(seat["total"]) for seat in result["seats"])
    expect(page.locator("#finished-games li[data-game]")).to_contain_text(f"({scores})")
    page.close()


def test_a_dropped_connection_recovers(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    console.allowed.append("WebSocket connection to")
    base = server.url
    page = console.watch(browser.new_context(viewport=DESKTOP).new_page())
    register(page, base, "eve")
    create_table(page, 2)
    page.click("#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    game_id = start(page)
    while not my_turn(page):
        page.wait_for_timeout(100)
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
    page = console.watch(browser.new_context(viewport=PHONE).new_page())
    page.goto(f"{base}/login")
    page.click("#guest")  # first click
    page.wait_for_url(f"{base}/")
    page.select_option("#quick-form select[name=game]", label="Renature")
    page.click("#quick")  # second click: 2 players, medium bots
    page.wait_for_url("**/games/*")
    page.wait_for_selector("canvas.board[data-drawn]")
    game_id = int(page.url.rsplit("/", 1)[1])
    assert "Alder (medium bot)" in page.locator("#game").inner_text()
    while not my_turn(page):
        page.wait_for_timeout(50)
    play_step(page, base, game_id)
    logged = page.locator(".log li").count()
    assert logged > 0
    page.reload()  # the log comes back from the game's history
    page.wait_for_selector("canvas.board[data-drawn]")
    page.wait_for_function(f"() => document.querySelectorAll('.log li').length >= {logged}")
    page.close()


def test_the_page_around_the_game(browser: Browser, server: LiveServer, console: Console) -> None:
    """Games by title from the catalogue; the settings panel and store; the log's hover."""
    base = server.url
    page = console.watch(browser.new_context(viewport=DESKTOP).new_page())
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
    page.click("#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    game_id = start(page)
    assert page.title().endswith(f"Renature · game {game_id}")
    box = page.locator("canvas.board").bounding_box()
    assert box is not None
    width = box["width"]
    page.click("#settings summary")
    page.select_option("#settings select[name=zoom]", label="150%")
    page.wait_for_function(
        f"() => document.querySelector('canvas.board').getBoundingClientRect().width > {width}"
    )
    page.check("#settings input[name=confirm]")
    user = page.request.get(f"{base}/api/session").json()["user"]["id"]
    saved = page.evaluate(f"() => JSON.parse(localStorage.getItem('renature.settings.{user}'))")
    assert saved["zoom"] == 1.5 and saved["confirm"] is True
    page.reload()
    page.wait_for_selector("canvas.board[data-drawn]")
    assert page.locator("#settings select[name=zoom]").input_value() == "1.5"
    assert page.locator("#settings input[name=confirm]").is_checked()
    while not my_turn(page):
        page.wait_for_timeout(50)
    wait_ready(page)
    move = next(m for m in legal_moves(page, base, game_id) if m["type"] == "place")
    page.click(f"button[data-domino='{move['domino']}']")
    click_cell(page, move["cells"][0])
    click_cell(page, move["cells"][1])
    first, second = move["cells"]
    assert page.locator(".message").inner_text() == f"Place the domino on {first} and {second}."
    page.click("button[data-action=confirm]")
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
