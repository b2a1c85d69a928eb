"""A Forest Shuffle seat clicking its way through a game in the browser, or playing by the
keyboard alone (KeyPlayer).

Each step reads the seat's legal moves over HTTP to decide, then makes the move only by
clicking the screen: a hand card, then a highlighted slot or the new-tree place; the deck
or a clearing card to draw; hand cards to pay with (sent as one move once there are
enough) or to put in the cave; the buttons.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from tests.browser.keys import tab_to
from tests.browser.players import legal_moves, my_turn, wait_mine, wait_update
from tests.browser.screens import shoot
from tests.support.waiting import wait_for

SIDES = ("top", "bottom", "left", "right")
Move = dict[str, Any]


def step_of(moves: list[Move]) -> str:
    """The step the legal moves are of (docs/games/forest-shuffle.md): a free play lists no
    sapling, the Mole's plays do; the second draw lists no play."""
    kinds = {m["type"] for m in moves}
    for kind, step in (("keep", "mulligan"), ("pay", "pay"), ("use", "use")):
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
    return wait_for(
        lambda: next((page for page in pages if page.locator("main.game.ready").count()), None),
        "a page whose seat may move",
    )


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
        page.click(f".fs-slot.target[data-tree='{move['tree']}'][data-slot='{move['as']}']")


def draw(page: Page, move: Move) -> None:
    """Draw by clicking the deck, or take by clicking the clearing's card."""
    if move["type"] == "draw":
        page.click("[data-action=draw]")
    else:
        page.click(f".fs-clearing [data-card='{move['card']}']")


class Player:
    """One seat clicking its way through a game, with counts of what it did."""

    def __init__(self, page: Page, base: str, game_id: int, artifacts: Path | None) -> None:
        self.page, self.base, self.game_id = page, base, game_id
        self.artifacts = artifacts
        self.made: dict[str, int] = {}
        self.sent = 0  # moves sent
        self.turns = 0
        self.caved = False  # a card was put in the cave in this cave step
        self.shot: set[str] = set()

    def shoot_once(self, name: str) -> None:
        """Screenshots named `name`, the first time only (none without `artifacts`)."""
        if self.artifacts is not None and name not in self.shot:
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
        elif step == "use":  # the proposal, Use; every third time, Skip
            chosen = self.made.get("use", 0) + self.made.get("skip", 0)
            done = "skip" if chosen % 3 == 2 else "use"
            self.page.locator(f"[data-action={done}]").scroll_into_view_if_needed()
            self.shoot_once("fs-use")
            self.page.click(f"[data-action={done}]")
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
        self.sent += 1
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
        """Choose the payment card by card: a card that keeps the bonus when the screen marks
        one, else one of the first payment listed; the first card chosen is let go and chosen
        again. The payment goes by itself with its last card."""
        chosen: list[int] = []
        need = len(moves[0]["cards"])
        for n in range(need):
            keeps = self.page.locator(".fs-hand .fs-card:has(.fs-bonus-mark.keeps)")
            if keeps.count():
                self.shoot_once("fs-pay-bonus")
                card = int(keeps.first.get_attribute("data-card") or "")
            else:
                card = next(c for c in moves[0]["cards"] if c not in chosen)
            chosen.append(card)
            click_hand(self.page, card)
            if n == need - 1:
                return
            picked = f".fs-hand .picked[data-card='{card}']"
            self.page.wait_for_selector(picked)
            if n == 0:
                click_hand(self.page, card)
                self.page.wait_for_selector(picked, state="detached")
                click_hand(self.page, card)
                self.page.wait_for_selector(picked)


# ------------------------------------------------------------ the keyboard alone

FOCUSED_KEY = """() => {
  const e = document.activeElement;
  return e?.dataset.space ?? e?.dataset.key ?? e?.dataset.action ?? null;
}"""
PART_KEY = {"top": "ArrowUp", "bottom": "ArrowDown", "left": "ArrowLeft", "right": "ArrowRight"}
BACK_KEY = {"top": "ArrowDown", "bottom": "ArrowUp", "left": "ArrowRight", "right": "ArrowLeft"}


def focused(page: Page) -> str | None:
    """What the keyboard's focus is on: a forest cell ("2:top", "0:tree", "new"), a hand or
    clearing card ("hand:12"), a tab ("tab:1"), or a button's action."""
    found = page.evaluate(FOCUSED_KEY)
    return None if found is None else str(found)


def toward(here: str, target: str, trees: int) -> str:
    """The arrow key that leads from forest cell `here` toward cell `target` in a forest of
    `trees` trees (forest-keys.mjs): back to the trunk, along the row of trees, out to the
    slot."""

    def parse(cell: str) -> tuple[int, str]:
        if cell == "new":
            return trees, "tree"
        tree, part = cell.split(":")
        return int(tree), part

    at, part = parse(here)
    to, goal = parse(target)
    if at == to:
        return PART_KEY[goal] if part == "tree" else BACK_KEY[part]
    onward = (part == "right" and at < to) or (part == "left" and at > to)
    if part != "tree" and not onward:
        return BACK_KEY[part]
    return "ArrowRight" if at < to else "ArrowLeft"


def walk(page: Page, target: str, step: Callable[[str], str]) -> None:
    """Press the key `step(focused)` until the focus is on `target`."""
    for _ in range(200):
        here = focused(page)
        if here == target:
            return
        assert here is not None, f"the focus left on the way to {target}"
        page.keyboard.press(step(here))
    raise AssertionError(f"the keys never reached {target}")


def row_to(page: Page, row: str, key: str) -> None:
    """Move with the arrow keys along the row of buttons `row` (".fs-hand") to `key`."""
    keys = page.locator(f"{row} button").evaluate_all("bs => bs.map((b) => b.dataset.key)")
    assert key in keys, (key, keys)
    at = keys.index(key)
    walk(page, key, lambda here: "ArrowRight" if keys.index(here) < at else "ArrowLeft")


def press_action(page: Page, action: str) -> None:
    """Focus the step line (S), then Tab to the step's button `action` and press Enter."""
    page.keyboard.press("s")
    tab_to(page, f"[data-action={action}]")
    page.keyboard.press("Enter")


class KeyPlayer:
    """One seat playing by the keyboard alone, choosing among its legal moves at random
    (`rng`) the way a person might: mostly drawing from the deck, now and then taking from
    the clearing, playing a card a third of the time, using most effects."""

    def __init__(
        self, page: Page, base: str, game_id: int, rng: random.Random, sent: list[str]
    ) -> None:
        """`sent`: the frames the page sends (players.sent_types), to know a step went."""
        self.page, self.base, self.game_id, self.rng = page, base, game_id, rng
        self.sent = sent
        self.made: dict[str, int] = {}
        self.caved = False  # a card was put in the cave in this cave step

    def choose(self, moves: list[Move]) -> Move:
        """The move to make among `moves`."""
        rng = self.rng
        step = step_of(moves)
        if step != "cave":
            self.caved = False
        by = {kind: [m for m in moves if m["type"] == kind] for kind in {m["type"] for m in moves}}
        faces = [m for m in by.get("play", []) if m["as"] != "sapling"]
        if step == "mulligan":
            return rng.choice(by["keep"] * 3 + by.get("mulligan", []))
        if step == "pay":
            return rng.choice(by["pay"])
        if step == "use":
            return rng.choice(by["use"] * 3 + by["skip"])
        if step == "cave" and not self.caved:
            self.caved = True
            return rng.choice(by["cave"])
        if step in ("free", "mole") and faces and rng.random() < 0.7:
            return rng.choice(faces)
        if "done" in by:
            return by["done"][0]
        plays = faces or by.get("play", [])
        if plays and (rng.random() < 0.35 or not (by.get("draw") or by.get("take"))):
            return rng.choice(plays)
        takes = by.get("take", [])
        if takes and (rng.random() < 0.1 or "draw" not in by):
            return rng.choice(takes)
        return by["draw"][0]

    def step(self) -> Move:
        """Make one move by the keyboard; returns it."""
        page = self.page
        moves = legal_moves(page, self.base, self.game_id)
        move = self.choose(moves)
        steps = self.sent.count("step")
        kind = move["type"]
        if kind in ("keep", "mulligan", "use", "skip", "done"):
            press_action(page, kind)
        elif kind == "draw":
            page.keyboard.press("d")
        elif kind == "take":
            page.keyboard.press("c")
            row_to(page, ".fs-clearing", f"clearing:{move['card']}")
            page.keyboard.press("Enter")
        elif kind == "cave":
            self.hand_card(move["card"])
        elif kind == "pay":
            for card in move["cards"]:
                self.hand_card(card)
        else:
            self.play(move)
        self.made[kind] = self.made.get(kind, 0) + 1
        for _ in range(250):
            if self.sent.count("step") > steps:
                break
            page.wait_for_timeout(20)
        assert self.sent.count("step") == steps + 1, f"{move} was not sent"
        wait_update(page)
        assert "Not accepted" not in page.locator(".message").inner_text()
        return move

    def hand_card(self, card: int) -> None:
        """Focus hand card `card` (H, then the arrow keys) and press Enter."""
        self.page.keyboard.press("h")
        row_to(self.page, ".fs-hand", f"hand:{card}")
        self.page.keyboard.press("Enter")

    def play(self, move: Move) -> None:
        """Pick the hand card, then choose where it goes: a slot or the new tree in the
        forest (F, then the arrow keys), or the sapling's button."""
        page = self.page
        self.hand_card(move["card"])
        page.wait_for_selector(f".fs-hand .picked[data-card='{move['card']}']")
        if move["as"] == "sapling":
            press_action(page, "sapling")
            return
        target = "new" if move["as"] == "tree" else f"{move['tree']}:{move['as']}"
        trees = page.locator("[data-seat] .fs-stand:not(.fs-new):not(.fs-planting)").count()
        page.keyboard.press("f")
        walk(page, target, lambda here: toward(here, target, trees))
        label = page.evaluate("document.activeElement.getAttribute('aria-label')") or ""
        assert move["as"] == "tree" or "here" in label, label
        page.keyboard.press("Enter")
