"""Playing Forest Shuffle in the browser: a whole game against a bot, and two people at a table.

Each step reads the seat's legal moves (and view) over HTTP to decide, then makes the move
only by clicking the screen: a hand card, then a highlighted slot or the new-tree place; the
deck or a clearing card to draw; hand cards to pay or to put in the cave; the buttons.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page

from tests.browser.conftest import Console
from tests.browser.players import (
    create_table,
    legal_moves,
    my_turn,
    register,
    start,
    wait_update,
)
from tests.browser.server import LiveServer
from tests.browser.test_play import DESKTOP, PHONE, pieces, shoot

GAME = "forest-shuffle"
SIDES = ("top", "bottom", "left", "right")
HALVES = {"free play", *(f"play {side}" for side in SIDES)}
Move = dict[str, Any]


def view_of(page: Page, base: str, game_id: int) -> dict[str, Any]:
    """The page's seat's view of the game, over HTTP."""
    answer = page.request.get(f"{base}/api/games/{game_id}")
    assert answer.ok, answer.text()
    view: dict[str, Any] = answer.json()["view"]
    return view


def wait_mine(page: Page) -> bool:
    """Wait until this page may move (True) or the game is over (False)."""
    page.wait_for_selector("main.game.ready, #final", timeout=20000)
    return page.locator("#final").count() == 0


def step_of(moves: list[Move]) -> str:
    """The step the legal moves are of (docs/games/forest-shuffle.md): a free play lists no
    sapling, the Mole's plays do; the second draw lists no play."""
    kinds = {m["type"] for m in moves}
    for kind, step in (("keep", "mulligan"), ("pay", "pay"), ("place", "place")):
        if kind in kinds:
            return step
    if "done" in kinds:
        if "cave" in kinds:
            return "cave"
        saplings = any(m["type"] == "play" and m["as"] == "sapling" for m in moves)
        return "mole" if saplings else "free"
    return "action" if "play" in kinds else "draw"


def mover(pages: list[Page]) -> Page:
    """The page whose seat may move now (waits for one)."""
    for _ in range(200):
        for page in pages:
            if page.locator("main.game.ready").count():
                return page
        pages[0].wait_for_timeout(100)
    raise AssertionError("nobody may move")


def click_hand(page: Page, card: int) -> None:
    """Click hand card `card`."""
    page.click(f".fs-hand [data-card='{card}']")


def play(
    page: Page, move: Move, *, by_button: bool = False, picked: Callable[[], None] | None = None
) -> None:
    """Play a hand card by clicking it, then where it goes (a slot, the new tree, a sapling);
    `picked` is called between the two clicks."""
    click_hand(page, move["card"])
    page.wait_for_selector(f".fs-hand .picked[data-card='{move['card']}']")
    if picked:
        picked()
    if move["as"] == "sapling":
        page.click("[data-action=sapling]")
    elif move["as"] == "tree":
        page.click("[data-action=tree]" if by_button else "[data-action=new-tree]")
    else:
        page.locator(f".fs-slot.target[data-slot='{move['as']}']").first.click()


def draw(page: Page, move: Move) -> None:
    """Draw by clicking the deck, or take by clicking the clearing's card."""
    if move["type"] == "draw":
        page.click("[data-action=draw]")
    else:
        page.click(f".fs-clearing [data-card='{move['card']}']")


class Player:
    """One seat clicking its way through a game, with counts of what it did."""

    def __init__(self, page: Page, base: str, game_id: int, artifacts: Path) -> None:
        self.page, self.base, self.game_id = page, base, game_id
        self.artifacts = artifacts
        self.made: dict[str, int] = {}
        self.sent = 0  # moves sent: a half played by clicking its slot is two (play, place)
        self.turns = 0
        self.caved = False  # a card was put in the cave in this cave step
        self.shot: set[str] = set()

    def shoot_once(self, name: str) -> None:
        """Screenshots named `name`, the first time only."""
        if name not in self.shot:
            self.shot.add(name)
            shoot(self.page, self.artifacts, name)

    def step(self, prefer: str = "") -> str:
        """Make one move by clicking; returns what kind of move it was. `prefer` ("play" or
        "draw") chooses the action; without it, every third turn plays a card, and every
        fourth takes from the clearing (drawing from the deck brings the end nearer)."""
        moves = legal_moves(self.page, self.base, self.game_id)
        kinds = {m["type"] for m in moves}
        step = step_of(moves)
        first = {kind: next(m for m in moves if m["type"] == kind) for kind in kinds}
        faces = [m for m in moves if m["type"] == "play" and m["as"] != "sapling"]
        if step != "cave":
            self.caved = False
        if step == "mulligan":
            done = "mulligan" if "mulligan" in kinds else "keep"
            self.page.click(f"[data-action={done}]")
        elif step == "pay":
            self.pay(moves)
            done = "pay"
        elif step == "place":
            self.page.click(f".fs-slot.target[data-tree='{first['place']['tree']}']")
            done = "place"
        elif step == "free" and faces:
            play(self.page, faces[0])
            done = "free play"
        elif step == "cave" and not self.caved:
            click_hand(self.page, first["cave"]["card"])
            self.caved = True
            done = "cave"
        elif "done" in kinds:
            self.page.click("[data-action=done]")
            done = "done"
        elif step == "action" and (
            prefer == "play" or (not prefer and self.turns % 3 == 1) or "draw" not in kinds
        ):
            self.turns += 1
            move = self.pick_play(moves, faces)
            shot = "fs-choose-slot" if move["as"] in SIDES else "fs-choose"
            play(
                self.page,
                move,
                by_button=self.turns % 2 == 0,
                picked=lambda: self.shoot_once(shot),
            )
            done = f"play {move['as']}"
        else:
            if step == "action":
                self.turns += 1
            takes = [m for m in moves if m["type"] == "take"]
            move = takes[0] if takes and self.turns % 4 == 3 else first["draw"]
            draw(self.page, move)
            done = move["type"]
        self.made[done] = self.made.get(done, 0) + 1
        self.sent += 2 if done in HALVES else 1
        wait_update(self.page)
        assert "Not accepted" not in self.page.locator(".message").inner_text()
        return done

    def turn(self, prefer: str) -> list[str]:
        """Play this seat's whole turn (extra turns too); returns what it did."""
        made = []
        while wait_mine(self.page):
            made.append(self.step(prefer))
            assert len(made) < 30, made
            if not my_turn(self.page):
                break
        return made

    def pick_play(self, moves: list[Move], faces: list[Move]) -> Move:
        """A tree if one can be played, else a half, else a sapling."""
        trees = [m for m in faces if m["as"] == "tree"]
        if trees or faces:
            return (trees or faces)[0]
        return next(m for m in moves if m["type"] == "play")

    def pay(self, moves: list[Move]) -> None:
        """Pay with a card that keeps the bonus when the screen marks one, else the first."""
        keeps = self.page.locator(".fs-hand .fs-card:has(.fs-bonus-mark.keeps)")
        if keeps.count():
            self.shoot_once("fs-pay-bonus")
            keeps.first.click()
        else:
            click_hand(self.page, moves[0]["card"])


def shown_cards(forest: list[dict[str, Any]]) -> list[int]:
    """The cards face up in a forest's view: trees, and the card on top of each slot."""
    cards = [tree["card"] for tree in forest if not tree["sapling"]]
    return cards + [tree[side][-1] for tree in forest for side in SIDES if tree[side]]


def look_around(page: Page, base: str, game_id: int) -> None:
    """The live scores, a forest card shown whole, a log line highlighting its card."""
    page.click("#settings summary")
    page.check("#settings input[name=scores]")
    page.wait_for_selector(".fs-score-table")
    view = view_of(page, base, game_id)
    me = view["seat"]
    totals = page.locator(".fs-tab-score").all_inner_texts()
    assert totals == [f"{s['total']} pts" for s in view["scores"]]
    assert page.locator(f"[data-seat='{me}'] .fs-points-badge").count() > 0
    page.locator(f"[data-seat='{me}'] .fs-placed").first.click()
    page.wait_for_selector(".fs-sheet .fs-big")
    page.click(".fs-sheet")
    page.wait_for_selector(".fs-sheet", state="hidden")
    page.locator(".log li", has_text="enters gwen's forest").first.hover()
    page.wait_for_selector(f"[data-seat='{me}'] .marked")
    page.mouse.move(0, 0)
    page.wait_for_selector(f"[data-seat='{me}'] .marked", state="detached")


def test_a_whole_game_against_a_bot(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    page = console.watch(browser.new_context(viewport=PHONE).new_page())
    sent: list[str] = []
    page.on(
        "websocket",
        lambda ws: ws.on("framesent", lambda frame: sent.append(json.loads(frame)["type"])),
    )
    register(page, base, "gwen")
    create_table(page, 2, game=GAME)
    page.select_option("#bot-level", "easy")
    page.click("#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    game_id = start(page)
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
        if steps == 25:
            page.evaluate("window.scrollTo(0, 0)")
            shoot(page, artifacts, "fs-middle")
            page.set_viewport_size(PHONE)
        assert steps < 400, "the game does not end"
    made = me.made
    assert made.get("draw", 0) and made.get("take", 0) and made.get("pay", 0), made
    assert any(kind.startswith("play ") for kind in made), made
    result = view_of(page, base, game_id)["result"]
    table = page.locator(".final-table").inner_text()
    for seat in result["seats"]:
        for part in seat["parts"]:
            assert part["label"] in table
    assert [str(seat["total"]) for seat in result["seats"]] == (
        page.locator(".final-table tr.total td").all_inner_texts()
    )
    assert page.locator(".status").inner_text() == "The game is over."
    assert sent.count("move") == me.sent, (sent, made)
    assert "legal_moves" not in sent, sent
    shoot(page, artifacts, "fs-final")
    page.close()


def test_two_people_see_each_others_moves(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path
) -> None:
    base = server.url
    ann = console.watch(browser.new_context(viewport=DESKTOP).new_page())
    bob = console.watch(browser.new_context(viewport=PHONE).new_page())
    register(ann, base, "ann")
    register(bob, base, "bob")
    create_table(ann, 2, game=GAME)
    ann.wait_for_function("() => document.querySelector('#invite-link').value.includes('/invite/')")
    bob.goto(ann.locator("#invite-link").input_value())
    bob.click("#join")
    ann.wait_for_selector("#start:not([disabled])")
    game_id = start(ann)
    bob.wait_for_url(f"**/games/{game_id}")
    bob.wait_for_selector("[data-drawn]")
    seats = {page: view_of(page, base, game_id)["seat"] for page in (ann, bob)}
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
            forest = view_of(watcher, base, game_id)["forests"][seat]
            assert watcher.locator(f"[data-seat='{seat}'] .fs-stand").count() == len(forest) > 0
            for card in shown_cards(forest):
                assert watcher.locator(f"[data-seat='{seat}'] [data-card='{card}']").count() == 1
    second.evaluate("window.scrollTo(0, 0)")
    shoot(second, artifacts, "fs-other-forest")
    ann.close()
    bob.close()
