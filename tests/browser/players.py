"""What a person does in the browser: register, open tables, play a turn by clicking.

Moves are chosen from the seat's legal moves (read over HTTP with the page's own session),
and made only by clicking the screen as a person would.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, Position

PASSWORD = "a long enough password"
SIZE = 15
COLUMNS = "abcdefghijklmno"


def register(page: Page, base: str, name: str) -> None:
    page.goto(f"{base}/login")
    page.fill("#register input[name=name]", name)
    page.fill("#register input[name=password]", PASSWORD)
    page.click("#register button[type=submit]")
    page.wait_for_url(f"{base}/")


def create_table(
    page: Page, seats: int, game: str = "renature", options: dict[str, Any] | None = None
) -> int:
    """Create a public table of `game` from the lobby, choosing `options` ({name: value}) in
    the dialog; returns its id (the page is on the table)."""
    page.wait_for_selector("#create-form select[name=game] option", state="attached")
    page.click("#create")
    page.select_option("#create-form select[name=game]", json.dumps(game))
    page.select_option("#create-form select[name=seats]", json.dumps(seats))
    for name, value in (options or {}).items():
        page.select_option(f"#create-form select[name='option.{name}']", json.dumps(value))
    page.click("#create-form button[type=submit]")
    page.wait_for_url("**/tables/*")
    return int(page.url.rsplit("/", 1)[1])


def start(page: Page) -> int:
    """Start the table's game (the host's page); returns the game id once its page shows."""
    page.click("#start")
    page.wait_for_url("**/games/*")
    page.wait_for_selector("[data-drawn]")
    return int(page.url.rsplit("/", 1)[1])


def legal_moves(page: Page, base: str, game_id: int) -> list[dict[str, Any]]:
    answer = page.request.get(f"{base}/api/games/{game_id}/legal-moves")
    assert answer.ok, answer.text()
    return list(answer.json()["moves"])


def cell_point(page: Page, cell: str) -> Position:
    """The centre of the board's space named `cell` ("e4": column e, row 4 from the top),
    on the board's canvas."""
    row, column = int(cell[1:]) - 1, COLUMNS.index(cell[0])
    box = page.locator("canvas.board").bounding_box()
    assert box is not None
    side = box["width"] / SIZE
    return {"x": (column + 0.5) * side, "y": (row + 0.5) * side}


def click_cell(page: Page, cell: str) -> None:
    """Click the board's space named `cell`."""
    page.locator("canvas.board").click(position=cell_point(page, cell))


def wait_ready(page: Page) -> None:
    """Wait until it is this page's turn and its legal moves are on the screen."""
    page.wait_for_selector("main.game.ready", timeout=20000)


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
    return page.locator(".status").inner_text().startswith("Your turn")


def play_turn(page: Page, base: str, game_id: int, prefer: str | None = None) -> list[str]:
    """Play this seat's turn to its end by clicking; returns the move types made."""
    made = [play_step(page, base, game_id, prefer)]
    while made[-1] != "end_turn" and my_turn(page):
        made.append(play_step(page, base, game_id))
    return made


def finish(pages: list[Page], base: str, game_id: int) -> None:
    """Play game `game_id` to its end over HTTP, each page's person making their first legal
    move when it is their turn (the bots make theirs)."""
    while not pages[0].request.get(f"{base}/api/games/{game_id}").json()["over"]:
        moved = False
        for page in pages:
            legal = page.request.get(f"{base}/api/games/{game_id}/legal-moves").json()
            if legal["moves"]:
                move = {"version": legal["version"], "move": legal["moves"][0]}
                answer = page.request.post(
                    f"{base}/api/games/{game_id}/moves",
                    data=move,
                    headers={"X-CSRF-Token": csrf(page, base)},
                )
                assert answer.ok, answer.text()
                moved = True
        if not moved:
            pages[0].wait_for_timeout(20)  # a bot's turn


def csrf(page: Page, base: str) -> str:
    """The CSRF token of the page's session, for requests made with `page.request`."""
    return str(page.request.get(f"{base}/api/session").json()["csrf"])
