"""How Renature's game screen looks and answers, at 1366x768 and on a 390x844 phone: the
board fits whatever is opened, scrolled or zoomed; the spaces' names along its edges are
the names the moves and the log use; pinch, pan and tap on a touch screen; the seats'
colours, player boards and score track; the setting that fades or hides animals nothing
can be placed beside any more.

Moves are chosen from the seat's legal moves (read over HTTP) and made by clicking or
tapping. Screenshots go to test-artifacts/renature-<what>-<width>.png.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.players import (
    COLUMNS,
    SIZE,
    area_tip,
    box_of,
    cell_point,
    create_table,
    end_turn,
    legal_moves,
    make_move,
    register,
    start_with_bot,
    wait_ready,
    wait_update,
)
from tests.browser.screens import DESKTOP, PHONE, Console, follow_steps, game_view
from tests.browser.server import LiveServer

SIZES = pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
# the player colours' CSS colours (web/static/js/games/renature/draw.mjs)
COLOURS = {"white": "rgb(247, 245, 238)", "black": "rgb(38, 38, 38)"}
ZOOM = "#settings select[name=zoom]"
BOARD = "document.querySelector('canvas.board')"
WRAP = "document.querySelector('.board-wrap')"


def open_page(browser: Browser, console: Console, size: ViewportSize) -> Page:
    """A page of a new browser with a touch screen, at `size`."""
    page = browser.new_context(viewport=size, has_touch=True).new_page()
    return follow_steps(console.watch(page))


def bot_game(page: Page, base: str, name: str, board: str | None = None) -> int:
    """Register `name`, start a game on `board` (None: the base board) against an easy bot;
    returns the game's id once its board is drawn."""
    register(page, base, name)
    create_table(page, 2, options={"board": board} if board else None)
    return start_with_bot(page, "easy")


def room(page: Page) -> float:
    """The window's height below the board's box as laid out with the page at its top."""
    return float(
        page.evaluate(
            "() => innerHeight - (document.querySelector('.board-wrap')"
            ".getBoundingClientRect().top + scrollY)"
        )
    )


def choose_zoom(page: Page, label: str, grows: bool) -> None:
    """Choose the zoom `label` in the settings; wait for the board to be drawn again larger
    (`grows`) or smaller."""
    width = box_of(page, "canvas.board")["width"]
    drawn = page.locator("canvas.board").get_attribute("data-drawn")
    page.select_option(ZOOM, label=label)
    page.wait_for_function(
        "() => { const c = document.querySelector('canvas.board');"
        f" return c.getBoundingClientRect().width {'>' if grows else '<'} {width}"
        f" && c.dataset.drawn !== '{drawn}'; }}"
    )


@SIZES
def test_the_board_fits_whatever_is_opened_scrolled_or_zoomed(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: ViewportSize
) -> None:
    page = open_page(browser, console, size)
    bot_game(page, server.url, "fitz")
    wait_ready(page)  # the bot's first move and the turn's prompt are shown: nothing moves now
    first = box_of(page, "canvas.board")
    wrap = box_of(page, ".board-wrap")
    space = room(page)
    assert wrap["height"] <= space, "the board's box fits the window below its top"
    assert first["y"] + first["height"] <= size["height"], "the board is in the window"
    page.click("#settings summary")
    page.evaluate("scrollTo(0, document.documentElement.scrollHeight)")
    assert page.evaluate("scrollY") > 0, "the page is scrolled down"
    for label, grows in (("125%", True), ("100%", False), ("150%", True), ("100%", False)):
        choose_zoom(page, label, grows)
    page.evaluate("scrollTo(0, 0)")
    again = box_of(page, "canvas.board")
    assert (again["width"], again["height"]) == (first["width"], first["height"]), "as it was"
    assert room(page) == space

    page.evaluate("scrollTo(0, document.documentElement.scrollHeight)")
    choose_zoom(page, "200%", True)
    zoomed = box_of(page, "canvas.board")
    assert zoomed["height"] >= 1.9 * first["height"]
    page.evaluate("scrollTo(0, 0)")
    wrap = box_of(page, ".board-wrap")
    assert wrap["height"] <= space, "a zoomed board scrolls in its own box"
    assert wrap["y"] + wrap["height"] <= size["height"]
    scrolls = page.evaluate(
        "() => { const w = document.querySelector('.board-wrap');"
        " return [w.scrollWidth > w.clientWidth, w.scrollHeight > w.clientHeight]; }"
    )
    assert scrolls == [True, True], scrolls
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    page.screenshot(path=artifacts / f"renature-zoom-{size['width']}.png")

    page.set_viewport_size({"width": size["width"], "height": size["height"] - 100})
    page.wait_for_function(f"() => {WRAP}.getBoundingClientRect().height <= {space - 100}")
    page.set_viewport_size(size)
    choose_zoom(page, "100%", False)
    page.wait_for_function(f"() => {BOARD}.getBoundingClientRect().width === {first['width']}")
    page.reload()
    page.wait_for_selector("canvas.board[data-drawn]")
    assert box_of(page, "canvas.board")["height"] == first["height"], "the same after a reload"
    page.screenshot(path=artifacts / f"renature-fit-{size['width']}.png")
    page.close()


def edge_names(page: Page) -> tuple[dict[str, float], dict[str, list[dict[str, Any]]]]:
    """The board's box ({x, y, width, height}) and the names along each edge of the board
    ({side: [{name, x, y, left, right, top, bottom, font}]}, font in px), read at one moment
    so that nothing laid out in between moves one against the other."""
    board, edges = page.evaluate(
        """() => {
          const r = document.querySelector('canvas.board').getBoundingClientRect();
          const board = { x: r.x, y: r.y, width: r.width, height: r.height };
          return [board, Object.fromEntries([...document.querySelectorAll('.edge')].map((strip) => [
            strip.classList[1].replace('edge-', ''),
            [...strip.children].map((label) => {
              const r = label.getBoundingClientRect();
              const font = parseFloat(getComputedStyle(label).fontSize);
              return { name: label.textContent, x: r.left + r.width / 2, y: r.top + r.height / 2,
                       left: r.left, right: r.right, top: r.top, bottom: r.bottom, font };
            }),
          ]))];
        }"""
    )
    return board, edges


@SIZES
@pytest.mark.parametrize("board", [None, "valley"], ids=["base", "valley"])
def test_the_edge_names_are_the_names_of_the_moves_and_the_log(
    browser: Browser,
    server: LiveServer,
    console: Console,
    artifacts: Path,
    size: ViewportSize,
    board: str | None,
) -> None:
    base = server.url
    page = open_page(browser, console, size)
    game_id = bot_game(page, base, "edna", board)
    wait_ready(page)
    canvas, edges = edge_names(page)
    cell = canvas["width"] / SIZE
    rows = [str(r) for r in range(1, SIZE + 1)]
    assert [e["name"] for e in edges["top"]] == list(COLUMNS)
    assert [e["name"] for e in edges["bottom"]] == list(COLUMNS)
    assert [e["name"] for e in edges["left"]] == rows
    assert [e["name"] for e in edges["right"]] == rows
    for side in ("top", "bottom"):
        for c, label in enumerate(edges[side]):
            assert abs(label["x"] - (canvas["x"] + (c + 0.5) * cell)) < 1.5, (side, label)
    for side in ("left", "right"):
        for r, label in enumerate(edges[side]):
            assert abs(label["y"] - (canvas["y"] + (r + 0.5) * cell)) < 1.5, (side, label)
    # outside the spaces, and large enough to read
    assert all(e["bottom"] <= canvas["y"] + 0.5 for e in edges["top"])
    assert all(e["top"] >= canvas["y"] + canvas["height"] - 0.5 for e in edges["bottom"])
    assert all(e["right"] <= canvas["x"] + 0.5 for e in edges["left"])
    assert all(e["left"] >= canvas["x"] + canvas["width"] - 0.5 for e in edges["right"])
    assert min(e["font"] for strip in edges.values() for e in strip) >= 11
    page.screenshot(path=artifacts / f"renature-{board or 'base'}-names-{size['width']}.png")

    # a domino placed by clicking where the edge names point: the log names those spaces so
    wait_ready(page)
    move = next(m for m in legal_moves(page, base, game_id) if m["type"] == "place")
    a, b = move["cells"]
    page.click(f"button[data-domino='{move['domino']}']")
    for name in move["cells"]:
        canvas, edges = edge_names(page)
        x = next(e["x"] for e in edges["top"] if e["name"] == name[0]) - canvas["x"]
        y = next(e["y"] for e in edges["left"] if e["name"] == name[1:]) - canvas["y"]
        page.locator("canvas.board").click(position={"x": x, "y": y})
    wait_update(page)
    end_turn(page, base, game_id)  # the placement is made with the step that ends the turn
    placed = page.locator(".log li.mine", has_text=" placed ", has_not_text="mushroom")
    dash = "\N{EN DASH}"
    expect(placed.first).to_have_text(re.compile(rf"on ({a}{dash}{b}|{b}{dash}{a})"))
    page.close()


def gesture(page: Page, frames: list[list[tuple[float, float]]]) -> None:
    """Fingers on the touch screen: `frames` are where they are (window points) from their
    touching down to their last move; they rest there a moment (a flick would set the
    browser flinging, and its next tap only stops the fling), then they are lifted."""
    cdp = page.context.new_cdp_session(page)
    for i, points in enumerate([*frames, frames[-1]]):
        if i == len(frames):  # a real wait: fingers at rest, as opposed to a flick
            page.wait_for_timeout(200)
        touches = [{"x": x, "y": y, "id": n} for n, (x, y) in enumerate(points)]
        kind = "touchStart" if i == 0 else "touchMove"
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touches})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def pinch(page: Page, centre: tuple[float, float], start: float, end: float) -> None:
    """Two fingers about `centre`, `start` px apart, moved to `end` px apart."""
    x, y = centre
    halves = [(start + (end - start) * i / 8) / 2 for i in range(9)]
    gesture(page, [[(x - half, y), (x + half, y)] for half in halves])


def drag(page: Page, start: tuple[float, float], dx: float, dy: float) -> None:
    """One finger from `start` moved by (dx, dy)."""
    gesture(page, [[(start[0] + dx * i / 6, start[1] + dy * i / 6)] for i in range(7)])


def cell_under(page: Page, x: float, y: float) -> str:
    """The name of the board's space under the window point (x, y)."""
    canvas = box_of(page, "canvas.board")
    side = canvas["width"] / SIZE
    column, row = int((x - canvas["x"]) // side), int((y - canvas["y"]) // side)
    return f"{COLUMNS[column]}{row + 1}"


@SIZES
def test_pinch_pan_and_tap_on_a_touch_screen(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: ViewportSize
) -> None:
    base = server.url
    page = open_page(browser, console, size)
    game_id = bot_game(page, base, "pia")
    wait_ready(page)
    wrap = box_of(page, ".board-wrap")
    canvas = box_of(page, "canvas.board")
    if size == PHONE:
        assert canvas["width"] / SIZE >= 32, "spaces large enough to tell the animals apart"
        assert canvas["width"] > wrap["width"], "so the board is panned on a phone"
    centre = (wrap["x"] + wrap["width"] / 2, wrap["y"] + min(wrap["height"], size["height"]) / 2)
    under = cell_under(page, *centre)
    pinch(page, centre, 60, 120)
    page.wait_for_function(f"() => {BOARD}.getBoundingClientRect().width > {canvas['width'] * 1.6}")
    assert cell_under(page, *centre) == under, "the space between the fingers stays there"
    page.screenshot(path=artifacts / f"renature-pinch-{size['width']}.png")

    scrolled = page.evaluate(f"{WRAP}.scrollLeft")
    drag(page, centre, -100, 0)
    page.wait_for_function(f"() => {WRAP}.scrollLeft >= {scrolled + 90}")
    assert page.locator("main.game.busy").count() == 0, "a drag sends nothing"

    # taps still choose the domino and its spaces, now that the board is zoomed and panned
    move = next(m for m in legal_moves(page, base, game_id) if m["type"] == "place")
    page.locator(f"button[data-domino='{move['domino']}']").tap()
    for name in move["cells"]:
        page.locator("canvas.board").tap(position=cell_point(page, name))
    wait_update(page)
    view = game_view(page, base, game_id)
    assert all(name in view["animals"] for name in move["cells"]), "the domino is placed"

    # a mouse drag pans too, and is no click on the space it was pressed on
    wait_ready(page)
    sites = [m["cell"] for m in legal_moves(page, base, game_id) if m["type"] == "plant"]
    if sites:
        board = page.locator("canvas.board")
        board.hover(position=cell_point(page, sites[0]))
        canvas = box_of(page, "canvas.board")
        point = cell_point(page, sites[0])
        x, y = canvas["x"] + point["x"], canvas["y"] + point["y"]
        scrolled = page.evaluate(f"{WRAP}.scrollLeft")
        dx = 60 if scrolled >= 60 else -60  # the way the board can move
        page.mouse.down()
        page.mouse.move(x + dx, y, steps=6)
        page.mouse.up()
        assert abs(page.evaluate(f"{WRAP}.scrollLeft") - (scrolled - dx)) <= 2
        expect(page.locator(".message")).to_have_text("")
        board.click(position=cell_point(page, sites[0]))
        expect(page.locator(".message")).to_have_text(
            "Choose one of your plants first, below the board."
        )

    # Ctrl + wheel (a touchpad's pinch) zooms too
    width = box_of(page, "canvas.board")["width"]
    page.mouse.move(*centre)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -100)
    page.keyboard.up("Control")
    page.wait_for_function(f"() => {BOARD}.getBoundingClientRect().width > {width}")

    # pinching out stops at the whole board in its box
    wrap = box_of(page, ".board-wrap")
    centre = (wrap["x"] + wrap["width"] / 2, wrap["y"] + min(wrap["height"], size["height"]) / 2)
    pinch(page, centre, 240, 40)
    page.wait_for_function(
        "() => { const f = document.querySelector('.board-frame').getBoundingClientRect();"
        " return f.width <= document.querySelector('.board-wrap').clientWidth; }"
    )
    page.screenshot(path=artifacts / f"renature-whole-{size['width']}.png")

    # the buttons over the board: + makes it larger, Fit shows it whole again
    fits = (
        "() => { const f = document.querySelector('.board-frame').getBoundingClientRect();"
        " return f.width <= document.querySelector('.board-wrap').clientWidth; }"
    )
    width = box_of(page, "canvas.board")["width"]
    for _ in range(3):
        page.click(".board-box .zoom-button[data-action='zoom-in']")
    page.wait_for_function(f"() => {BOARD}.getBoundingClientRect().width > {width}")
    assert not page.evaluate(fits)
    page.click(".board-box .zoom-button[data-action='fit']")
    page.wait_for_function(fits)
    page.close()


def colour_of(page: Page, selector: str) -> str:
    return str(page.locator(selector).first.evaluate("(e) => getComputedStyle(e).backgroundColor"))


def check_player_boards(page: Page, view: dict[str, Any]) -> None:
    """Each seat's panel draws its player board as `view` has it, and the score track its
    score; every name has its seat's colour beside it."""
    spaces = view["player_board"]
    scores = [seat["score"] for seat in view["seats"]]
    end = max(20, max(scores) // 10 * 10 + 10)
    expect(page.locator(".track-scale span").last).to_have_text(str(end))
    for i, seat in enumerate(view["seats"]):
        panel = f".seat[data-seat='{i}']"
        for row, colour in (("own", seat["colour"]), ("neutral", "neutral")):
            pictures = page.locator(f"{panel} .pb-row[data-row={row}] img")
            titles = pictures.evaluate_all("(images) => images.map((i) => i.title)")
            full = [t for t in titles if not t.startswith("empty")]
            assert len(full) == sum(seat[row]), (row, titles)
            pairs = zip(spaces[row], seat[row], strict=True)
            assert len(titles) == sum(max(n, left) for n, left in pairs)
            assert all(t.startswith(colour) for t in full), titles
        clouds = page.locator(f"{panel} .pb-row[data-row=clouds] img")
        titles = clouds.evaluate_all("(images) => images.map((i) => i.title)")
        assert titles.count("cloud") == seat["clouds"]
        assert len(titles) == max(spaces["clouds"], seat["clouds"])
        assert colour_of(page, f"{panel} .colour-swatch") == COLOURS[seat["colour"]]
        row = f".track-row[data-seat='{i}']"
        expect(page.locator(f"{row} .track-score")).to_have_text(str(seat["score"]))
        assert colour_of(page, f"{row} .colour-swatch") == COLOURS[seat["colour"]]
        assert colour_of(page, f"{row} .bar") == COLOURS[seat["colour"]]
        bar, track = box_of(page, f"{row} .bar"), box_of(page, f"{row} .track")
        assert abs(bar["width"] / (track["width"] - 2) - seat["score"] / end) < 0.02


def area_of(view: dict[str, Any], cell: str) -> str | None:
    """The area of the base board's space `cell`, or None for a brook space."""
    char = view["board"]["rows"][int(cell[1:]) - 1][COLUMNS.index(cell[0])]
    return None if char in ".S" else char.upper()


@SIZES
def test_seat_colours_player_boards_and_scores(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: ViewportSize
) -> None:
    base = server.url
    page = open_page(browser, console, size)
    game_id = bot_game(page, base, "sam")
    wait_ready(page)
    check_player_boards(page, game_view(page, base, game_id))
    colours = page.evaluate(
        """async (view) => {
          const { mount } = await import('/static/js/games/renature/client.mjs');
          const host = { names: ['a', 'b'], say() {}, send() {},
            settings: { get: (name) => ({ zoom: 1, deadAnimals: 'fade' })[name], listen() {} } };
          const screen = mount(document.createElement('div'), host);
          screen.show(view, []);
          return view.seats.map((_, seat) => screen.seatColor(seat));
        }""",
        game_view(page, base, game_id),
    )
    seats = game_view(page, base, game_id)["seats"]
    assert colours == [{"white": "#f7f5ee", "black": "#262626"}[s["colour"]] for s in seats]

    # plant one of the seat's own plants in an area without plants: its tip names the seat,
    # with its colour, as the one who would score there
    place = next(m for m in legal_moves(page, base, game_id) if m["type"] == "place")
    make_move(page, place)
    wait_ready(page)
    view = game_view(page, base, game_id)
    me = view["seat"]
    plants = [m for m in legal_moves(page, base, game_id) if m["type"] == "plant"]
    taken = {area_of(view, cell) for cell in view["plants"]}
    mine = [m for m in plants if m["colour"] == seats[me]["colour"]]
    plant = next((m for m in mine if area_of(view, m["cell"]) not in taken), None)
    if plant is None:
        pytest.skip("no empty area to plant in beside this domino")
    make_move(page, plant)
    check_player_boards(page, game_view(page, base, game_id))
    tip = area_tip(page, plant["cell"], touch=size == PHONE)
    assert f"Area {area_of(view, plant['cell'])} (" in tip and "If it closed now:" in tip, tip
    gain = page.locator(".board-wrap .tip .gain")
    expect(gain).to_have_attribute("data-seat", str(me))
    assert colour_of(page, ".board-wrap .tip .gain .colour-swatch") == COLOURS[seats[me]["colour"]]
    page.screenshot(path=artifacts / f"renature-panels-{size['width']}.png", full_page=True)

    # tied colours struck through, each with its colour
    tied = page.evaluate(
        """async () => {
          const { tipLines } = await import('/static/js/games/renature/area-tip.mjs');
          const facts = { area: 'A', size: 7, closed: false,
            gains: { when: 'If it closed now', awards: [] },
            totals: [{ colour: 'white', value: 2, tied: true },
                     { colour: 'black', value: 2, tied: true },
                     { colour: 'neutral', value: 1, tied: false }] };
          const seats = [{ colour: 'white' }, { colour: 'black' }];
          const lines = tipLines(facts, seats, ['a', 'b'], false);
          const totals = lines[1];
          return { struck: [...totals.querySelectorAll('s')].map((s) => s.textContent.trim()),
                   swatches: [...totals.querySelectorAll('.colour-swatch')].map((s) => s.title),
                   text: lines.map((l) => l.textContent) };
        }"""
    )
    assert tied["struck"] == ["white 2", "black 2"], tied
    assert tied["swatches"] == ["white", "black", "neutral"], tied
    assert tied["text"][2] == "If it closed now: nobody scores", tied
    page.close()


DEAD_ANIMALS = """async ([view, mode, cells]) => {
  const games = '/static/js/games/renature';
  const { BoardModel, cellName, cellPosition } = await import(`${games}/board-model.mjs`);
  const { BoardView } = await import(`${games}/board.mjs`);
  const model = new BoardModel(view.board);
  const full = { ...view, animals: {}, dominoes: [] };
  for (let r = 0; r < 15; r++) for (let c = 0; c < 15; c++) {
    if (!model.isBrook(r, c)) continue;
    full.animals[cellName(r, c)] = (r * 3 + c) % 10;
    full.dominoes.push([cellName(r, c), cellName(r, c)]);
  }
  const canvas = document.querySelector('canvas.board');
  const s = parseFloat(canvas.style.width) / 15;
  const board = new BoardView(canvas, model);
  board.resize(s);
  const options = { deadAnimals: mode, colourBlind: false, shadeScored: true, markJoker: false };
  board.draw(full, {}, options);
  const dpr = devicePixelRatio;
  const pixels = (name) => {
    const [r, c] = cellPosition(name);
    const inset = Math.round(s * 0.2 * dpr);
    const side = Math.round(s * dpr) - 2 * inset;
    const x = Math.round(c * s * dpr) + inset;
    const y = Math.round(r * s * dpr) + inset;
    return [...canvas.getContext('2d').getImageData(x, y, side, side).data];
  };
  return { dead: model.deadAnimals(full).size, covered: full.dominoes.length,
           animals: cells.map((name) => full.animals[name]), pixels: cells.map(pixels) };
}"""


def whiteness(pixels: list[int]) -> float:
    """The share of RGBA `pixels` of the domino's own colour (#fffdf6)."""
    quads = [pixels[i : i + 3] for i in range(0, len(pixels), 4)]
    return sum(1 for r, g, b in quads if r > 250 and g > 248 and b > 240) / len(quads)


def ink(pixels: list[int]) -> float:
    """How far RGBA `pixels` are from white, on average (0: all white)."""
    quads = [pixels[i : i + 3] for i in range(0, len(pixels), 4)]
    return sum(765 - sum(q) for q in quads) / len(quads)


@SIZES
def test_animals_nothing_can_be_placed_beside_are_shown_faded_or_hidden(
    browser: Browser, server: LiveServer, console: Console, artifacts: Path, size: ViewportSize
) -> None:
    base = server.url
    page = open_page(browser, console, size)
    game_id = bot_game(page, base, "dora")
    wait_ready(page)  # no update redraws the board while it shows every animal dead
    view = game_view(page, base, game_id)
    cells = ["a1", "b15"]  # a butterfly (0) and a badger (3)
    drawn = {}
    for mode in ("show", "fade", "hide"):
        drawn[mode] = page.evaluate(DEAD_ANIMALS, [view, mode, cells])
        page.screenshot(path=artifacts / f"renature-dead-{mode}-{size['width']}.png")
    assert drawn["show"]["dead"] == drawn["show"]["covered"], "every animal is dead"
    assert drawn["show"]["animals"] == [0, 3]
    for i, cell in enumerate(cells):
        shown, faded, hidden = (drawn[mode]["pixels"][i] for mode in ("show", "fade", "hide"))
        assert whiteness(hidden) > 0.97, f"hidden: the domino on {cell} is empty"
        assert whiteness(shown) < 0.3 and whiteness(faded) < 0.5, "shown or faded: it is there"
        assert ink(faded) < 0.75 * ink(shown), "faded: clearly paler"
    butterfly, badger = drawn["fade"]["pixels"]
    apart = sum(abs(a - b) for a, b in zip(butterfly, badger, strict=True)) / len(butterfly)
    assert apart > 25, f"two faded animals are still told apart ({apart:.1f})"

    # the setting: a choice of shown, faded (the default) and hidden, kept for the next visit
    page.click("#settings summary")
    setting = page.locator("#settings select[name=deadAnimals]")
    expect(setting.locator("option")).to_have_text(["shown", "faded", "hidden"])
    assert setting.locator("option:checked").inner_text() == "faded"
    before = page.locator("canvas.board").get_attribute("data-drawn")
    setting.select_option(label="hidden")
    page.wait_for_function(
        f"() => document.querySelector('canvas.board').dataset.drawn !== '{before}'"
    )
    user = page.request.get(f"{base}/api/session").json()["user"]["id"]
    saved = page.evaluate(f"() => JSON.parse(localStorage.getItem('renature.settings.{user}'))")
    assert saved["deadAnimals"] == "hide"
    page.reload()
    page.wait_for_selector("canvas.board[data-drawn]")
    assert setting.locator("option:checked").text_content() == "hidden"
    page.close()
