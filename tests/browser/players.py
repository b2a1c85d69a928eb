"""What a person does in the browser: register, open tables, play a turn by clicking.

Moves are chosen from the moves the page offers (the seat's legal moves, read over HTTP
with the page's own session, or, after steps of a move not made yet, those the server
showed the page for them), and made only by clicking the screen as a person would.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

import httpx
from playwright.sync_api import Browser, FloatRect, Page, Position, ViewportSize, expect

from tests.browser.screens import Console, follow_steps, offered
from tests.support.waiting import wait_for

PASSWORD = "a long enough password"
SIZE = 15
COLUMNS = "abcdefghijklmno"


def register(page: Page, base: str, name: str) -> None:
    page.goto(f"{base}/login")
    page.fill("#register input[name=name]", name)
    page.fill("#register input[name=password]", PASSWORD)
    page.click("#register button[type=submit]")
    page.wait_for_url(f"{base}/")


def person(browser: Browser, console: Console, size: ViewportSize) -> Page:
    """A page of a browser context of its own (its own cookies), watched for errors."""
    return follow_steps(console.watch(browser.new_context(viewport=size).new_page()))


def registered(
    browser: Browser, console: Console, size: ViewportSize, base: str, name: str
) -> Page:
    """A `person`'s page, `name` registered and signed in on it (the page is on the lobby)."""
    page = person(browser, console, size)
    register(page, base, name)
    return page


def sent_types(page: Page) -> list[str]:
    """The type of each frame the page sends over its socket, as they go (a list that grows)."""
    sent: list[str] = []
    page.on(
        "websocket",
        lambda ws: ws.on("framesent", lambda frame: sent.append(json.loads(frame)["type"])),
    )
    return sent


def create_table(
    page: Page, seats: int, game: str = "renature", options: dict[str, Any] | None = None
) -> int:
    """Create a public table of `game` without a turn clock from the lobby, choosing
    `options` ({name: value}) in the dialog; returns its id (the page is on the table)."""
    page.wait_for_selector("#create-form select[name=game] option", state="attached")
    page.click("#create")
    page.select_option("#create-form select[name=game]", json.dumps(game))
    page.select_option("#create-form select[name=seats]", json.dumps(seats))
    page.select_option("#create-form select[name=clock]", "none")
    for name, value in (options or {}).items():
        page.select_option(f"#create-form select[name='option.{name}']", json.dumps(value))
    page.click("#create-form button[type=submit]")
    page.wait_for_url("**/tables/*")
    return int(page.url.rsplit("/", 1)[1])


def create_clock_table(page: Page) -> None:
    """Create a public Renature table of 2 with a day per turn, an easy bot standing in when
    the time runs out, and the chat kept to the players (the page goes to the table)."""
    form = "#create-form"
    page.wait_for_selector(
        f"{form} select[name=clock] option[value='turn:86400']", state="attached"
    )
    page.click("#create")
    page.select_option(f"{form} select[name=game]", json.dumps("renature"))
    page.select_option(f"{form} select[name=seats]", json.dumps(2))
    clock = page.locator(f"{form} select[name=clock]")
    expect(clock).to_have_value("turn:259200")  # 3 days per turn unless chosen otherwise
    expect(page.locator(f"{form} select[name=on-timeout]")).to_be_visible()
    page.select_option(f"{form} select[name=clock]", "none")
    expect(page.locator(f"{form} select[name=on-timeout]")).to_be_hidden()
    page.select_option(f"{form} select[name=clock]", "live")
    expect(page.locator(f"{form} input[name=bank-minutes]")).to_be_visible()
    page.select_option(f"{form} select[name=clock]", "turn:86400")
    expect(page.locator(f"{form} input[name=bank-minutes]")).to_be_hidden()
    page.select_option(f"{form} select[name=on-timeout]", "bot")
    page.select_option(f"{form} select[name=clock-bot]", "easy")
    page.check(f"{form} input[name=players-chat]")
    page.click(f"{form} button[type=submit]")
    page.wait_for_url("**/tables/*")


def start(page: Page) -> int:
    """Start the table's game (the host's page); returns the game id once its page shows."""
    page.click("#start")
    # the click and the table's news of the start both lead there: one may cut the other short
    expect(page).to_have_url(re.compile(r"/games/\d+$"))
    page.wait_for_selector("[data-drawn]")
    return int(page.url.rsplit("/", 1)[1])


def start_with_bot(page: Page, level: str | None = None) -> int:
    """Seat a bot (of `level`, or the form's own choice) at the table `page` shows, then
    start the game; returns the game id once its page shows."""
    if level is not None:
        page.select_option("#bot-level", level)
    page.click("#bot-form button[type=submit]")
    page.wait_for_selector("#start:not([disabled])")
    return start(page)


Motion = Literal["no-preference", "reduce"]  # what the system asks for (prefers-reduced-motion)


def touch_game(
    browser: Browser,
    console: Console,
    base: str,
    size: ViewportSize,
    game: str,
    motion: Motion = "no-preference",
) -> tuple[Page, int]:
    """A page of a new browser context with a touch screen at `size`, its system asking for
    `motion`, signed up and playing a new game of `game` against an easy bot; the game id."""
    context = browser.new_context(viewport=size, has_touch=True, reduced_motion=motion)
    page = follow_steps(console.watch(context.new_page()))
    register(page, base, "iris")
    create_table(page, 2, game=game)
    return page, start_with_bot(page, "easy")


def invite_link(page: Page) -> str:
    """The invitation link of the table `page` shows, once the page has it."""
    page.wait_for_function(
        "() => document.querySelector('#invite-link').value.includes('/invite/')"
    )
    return page.locator("#invite-link").input_value()


def join_and_start(host: Page, guest: Page, url: str) -> int:
    """`guest` opens `url` (the table, or its invitation) and takes a seat; then `host`
    starts the game. Returns the game id once `guest`'s page is on the game."""
    guest.goto(url)
    guest.click("#join")
    host.wait_for_selector("#start:not([disabled])")
    game_id = start(host)
    guest.wait_for_url(f"**/games/{game_id}")
    return game_id


def legal_moves(page: Page, base: str, game_id: int) -> list[dict[str, Any]]:
    """The moves `page` offers its seat now."""
    shown_moves = offered(page)
    if shown_moves is not None:
        return shown_moves
    answer = page.request.get(f"{base}/api/games/{game_id}/legal-moves")
    assert answer.ok, answer.text()
    return list(answer.json()["moves"])


def box_of(page: Page, selector: str) -> FloatRect:
    """Where the first element of `selector` is in the window."""
    found = page.evaluate(
        """(selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box && { x: box.x, y: box.y, width: box.width, height: box.height };
        }""",
        selector,
    )
    assert found is not None, selector
    return FloatRect(x=found["x"], y=found["y"], width=found["width"], height=found["height"])


def click_at(page: Page, selector: str, point: Position) -> None:
    """Click the mouse on `point` of the first element of `selector` (in its own box), as a
    person would. Where that point is out of sight or covered, Playwright scrolls the
    element into view and clicks it there."""
    at = page.evaluate(
        """([selector, x, y]) => {
          const element = document.querySelector(selector);
          const box = element.getBoundingClientRect();
          const [left, top] = [box.left + x, box.top + y];
          return document.elementFromPoint(left, top) === element ? [left, top] : null;
        }""",
        [selector, point["x"], point["y"]],
    )
    if at is None:
        page.locator(selector).first.click(position=point)
    else:
        page.mouse.click(at[0], at[1])


def cell_point(page: Page, cell: str) -> Position:
    """The centre of the board's space named `cell` ("e4": column e, row 4 from the top),
    on the board's canvas."""
    row, column = int(cell[1:]) - 1, COLUMNS.index(cell[0])
    side = box_of(page, "canvas.board")["width"] / SIZE
    return {"x": (column + 0.5) * side, "y": (row + 0.5) * side}


def click_cell(page: Page, cell: str) -> None:
    """Click the board's space named `cell`."""
    click_at(page, "canvas.board", cell_point(page, cell))


def wait_ready(page: Page) -> None:
    """Wait until it is this page's turn and its legal moves are on the screen."""
    page.wait_for_selector("main.game.ready", timeout=20000)


def area_tip(page: Page, cell: str, touch: bool = False) -> str:
    """The tip shown when hovering (`touch`: tapping) the space `cell` of the board. An
    update drawn just after the tap closes the tip, as it does for a player: then tap again."""
    board = page.locator("canvas.board")
    tip = page.locator(".board-wrap .tip")
    for attempt in range(3):
        wait_ready(page)
        if touch:
            board.tap(position=cell_point(page, cell))
        else:
            board.hover(position=cell_point(page, cell))
        try:
            expect(tip).to_be_visible(timeout=2000)
            break
        except AssertionError:
            if attempt == 2:
                raise
    return tip.inner_text()


def wait_mine(page: Page) -> bool:
    """Wait until this page may move (True) or the game is over (False)."""
    page.wait_for_selector("main.game.ready, #final", timeout=20000)
    return page.locator("#final").count() == 0


def wait_update(page: Page) -> None:
    """Wait until a sent move has been answered (the screen is no longer busy)."""
    page.wait_for_selector("main.game:not(.busy)", timeout=20000)


def play_step(page: Page, base: str, game_id: int, prefer: str | None = None) -> str:
    """Make one move of this page's seat by clicking; returns the move's type.

    Places, places a mushroom and plants when it can; `prefer` names a move type to make
    if it is legal.
    """
    wait_ready(page)
    moves = legal_moves(page, base, game_id)
    types = {m["type"] for m in moves}
    chosen = prefer if prefer in types else None
    for kind in ("place", "mushroom", "plant", "take_clouds", "end_turn", "discard"):
        if chosen is None and kind in types:
            chosen = kind
    assert chosen is not None, f"nothing to do among {types}"
    make_move(page, next(m for m in moves if m["type"] == chosen))
    return str(chosen)


def make_move(page: Page, move: dict[str, Any]) -> None:
    """Make `move`, one of this page's seat's legal moves, by clicking; wait for its answer."""
    chosen = move["type"]
    if chosen == "place":
        page.click(f"button[data-domino='{move['domino']}']")
        click_cell(page, move["cells"][0])
        click_cell(page, move["cells"][1])
    elif chosen == "discard":
        page.click(f"button[data-domino='{move['domino']}']")
        page.click("button[data-action=discard]")
    elif chosen == "plant":
        page.click(f"button[data-plant='{move['colour']}/{move['kind']}']")
        click_cell(page, move["cell"])
    elif chosen == "joker":
        page.click("button[data-action=joker]")
        page.click(f"button[data-animal='{move['animal']}']")
    elif chosen == "return":
        page.click("button[data-action=return]")
        click_cell(page, move["cell"])
    elif chosen == "mushroom":
        click_cell(page, move["cell"])
    else:
        page.click(f"button[data-action={chosen}]")
    wait_update(page)


def my_turn(page: Page) -> bool:
    """Whether the page's banner says it is its person's turn (in any language)."""
    return bool(page.locator(".status").evaluate("(e) => e.classList.contains('mine')"))


def end_turn(page: Page, base: str, game_id: int) -> None:
    """Make the steps taken so far, not made yet, by clicking the steps that end the turn,
    the sooner the better."""
    while offered(page) is not None:
        play_step(page, base, game_id, prefer="end_turn")


def play_turn(page: Page, base: str, game_id: int, prefer: str | None = None) -> list[str]:
    """Play this seat's turn to its end by clicking; returns the move types made."""
    made = [play_step(page, base, game_id, prefer)]
    while made[-1] != "end_turn" and my_turn(page):
        made.append(play_step(page, base, game_id))
    return made


def finish(pages: list[Page], base: str, game_id: int) -> None:
    """Play game `game_id` to its end over HTTP, each page's person making their first legal
    move when it is their turn (the bots make theirs), with the page's session."""
    people = [session_of(page, base) for page in pages]
    game = f"/api/games/{game_id}"
    try:
        while not (seen := people[0].get(game).json())["over"]:
            if not any(move_first(http, game) for http in people):  # a bot's turn
                wait_for(
                    lambda: people[0].get(game).json()["version"] > seen["version"],
                    f"a bot's move in game {game_id}",
                )
    finally:
        for http in people:
            http.close()


def session_of(page: Page, base: str) -> httpx.Client:
    """An HTTP client of `base` with the page's session cookie and its CSRF token."""
    cookies = {cookie["name"]: cookie["value"] for cookie in page.context.cookies(base)}
    http = httpx.Client(base_url=base, cookies=cookies)
    http.headers["X-CSRF-Token"] = http.get("/api/session").json()["csrf"]
    return http


def move_first(http: httpx.Client, game: str) -> bool:
    """Make the seat's first legal move in `game` (its path) over HTTP, if it has one;
    returns whether it did."""
    legal = http.get(f"{game}/legal-moves").json()
    if not legal["moves"]:
        return False
    answer = http.post(
        f"{game}/moves", json={"version": legal["version"], "move": legal["moves"][0]}
    )
    assert answer.is_success, answer.text
    return True


def csrf(page: Page, base: str) -> str:
    """The CSRF token of the page's session, for requests made with `page.request`."""
    return str(page.request.get(f"{base}/api/session").json()["csrf"])


def won_by(page: Page, base: str, game_id: int) -> str:
    """What the lobby says of finished game `game_id` (one of the page's person's games): its
    winners, then each seat's name and points in the order of the ranking."""
    listed = page.request.get(f"{base}/api/games").json()
    players, result = next((g["players"], g["result"]) for g in listed if g["id"] == game_id)
    scores = [
        f"{players[i]} {result['seats'][i]['total']}" for tied in result["ranking"] for i in tied
    ]
    names = [players[i] for i in result["winners"]]
    winners = " and ".join(filter(None, [", ".join(names[:-1]), names[-1]]))  # "a, b and c"
    return f"won by {winners} ({', '.join(scores)})"
