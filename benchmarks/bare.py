"""The bare web stack: a FastAPI + uvicorn server speaking the game server's HTTP calls and
websocket frames, with trivial rules and no database, to measure the server against.

`python -m benchmarks.bare [--port 8001]` serves what benchmarks.server's clients use: a
guest (`POST /api/guests`), a table (create, join, start), a seat's view
(`GET /api/games/{id}`), the session (`GET /api/session`) and the socket at `/ws`
(`subscribe` answered with a full view; `step`, the steps of a move so far, with what they
would make to the mover alone until the move's last step, then, as `move`, with one update
to every subscribed seat, encoded for each). A game is a fixed number of moves of a fixed
number of steps, in turns of a fixed number of moves; the seat to move may take any step
of a constant list; the view is a dict of cells, one of which a move sets, and the mover's
score. Each game's sizes (`PROFILES`) are those of its random 4-player games on the game
server: moves per game and per turn, steps per move, the full view, the patch and the
legal moves. Moves are checked in the server's order (who, seat, game over,
turn, version, the rules) and refused with the same error frames. Nothing of the server's
own code is used: benchmarks.ratio divides the server's CPU per move by this one's.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import secrets
from dataclasses import dataclass, field
from typing import Annotated, Any

import orjson
import uvicorn
from fastapi import (
    APIRouter,
    Cookie,
    Depends,
    FastAPI,
    Header,
    HTTPException,
    Request,
    Response,
    WebSocket,
)
from pydantic import BaseModel, Field

JSON = dict[str, Any]


@dataclass(frozen=True)
class Profile:
    """The sizes of one game's play."""

    moves: int  # moves per game
    turn: int  # moves per turn
    steps: int  # steps per move
    cells: int  # cells in the view
    cell: int  # characters of a cell's value: what a move's patch sets
    legal: int  # legal moves of the seat to move


# measured on 4-player random games of each game (view and patch as seat 0 sees them)
# (moves per game, per turn and steps per move: 58, 1.13 and 1.76 for Renature; 87, 1.08
# and 2.80 for Cascadia; 204, 1.15 and 1.52 for Forest Shuffle)
PROFILES = {
    "renature": Profile(moves=58, turn=1, steps=2, cells=20, cell=220, legal=17),
    "cascadia": Profile(moves=87, turn=1, steps=3, cells=7, cell=1050, legal=40),
    "forest-shuffle": Profile(moves=204, turn=1, steps=2, cells=11, cell=260, legal=10),
}


class TableCreate(BaseModel):
    game: str = Field(max_length=32)
    seats: int = Field(ge=1, le=6)


class StartCreate(BaseModel):
    order: list[int]


class Refused(Exception):
    """A move or subscription refused: the error frame's code and detail."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


@dataclass
class Room:
    """A game being played: its players (guest ids, in seat order), version and view, and
    the sockets following it (by their id) with the seat each follows as."""

    id: int
    profile: Profile
    players: list[int]
    names: list[str]
    version: int = 0
    view: JSON = field(default_factory=dict)
    followers: dict[int, tuple[WebSocket, int | None]] = field(default_factory=dict)
    moves: list[JSON] = field(default_factory=list)  # the legal moves of the seat to move

    def __post_init__(self) -> None:
        self.moves = [
            {"type": "take", "cell": f"c{i}", "option": i} for i in range(self.profile.legal)
        ]
        cells = {f"c{i}": self.value(i) for i in range(self.profile.cells)}
        self.view = {"turn": 0, "cells": cells, "scores": [0] * len(self.players)}

    def value(self, version: int) -> str:
        """What the move making `version` writes into its cell."""
        return f"{version}:".ljust(self.profile.cell, "x")

    @property
    def over(self) -> bool:
        return self.version >= self.profile.moves

    @property
    def current(self) -> int | None:
        if self.over:
            return None
        return self.version // self.profile.turn % len(self.players)

    def seat_of(self, guest: int | None) -> int | None:
        return self.players.index(guest) if guest in self.players else None

    def full(self, seat: int | None) -> JSON:
        frame = {
            "type": "full",
            "game": self.id,
            "version": self.version,
            "seat": seat,
            "players": self.names,
            "current": self.current,
            "over": self.over,
            "view": self.view,
        }
        if seat is not None and seat == self.current:
            frame["moves"] = self.moves
        return frame

    def step(self, guest: int | None, version: int, steps: list[object]) -> list[Any] | None:
        """The steps of a move of `guest`'s seat, seen at `version`: their patch to the
        mover's view while the move has steps to come (nothing is made), else None.
        Raises Refused as `move` does."""
        if len(steps) >= self.profile.steps:
            return None
        self.check(guest, version, steps[-1])
        return [[["cells", "c0"], self.value(version + 1)]]

    def move(self, guest: int | None, version: int, move: object) -> tuple[JSON, list[Any]]:
        """Make `move` for `guest`'s seat, having seen `version`: its event and the patch.
        Raises Refused as the server checks: who, seat, game over, turn, version, rules."""
        seat = self.check(guest, version, move)
        self.version += 1
        key = f"c{self.version % self.profile.cells}"
        self.view["cells"][key] = self.value(self.version)
        self.view["turn"] = self.version // self.profile.turn
        self.view["scores"][seat] += 1
        patch = [
            [["cells", key], self.view["cells"][key]],
            [["turn"], self.view["turn"]],
            [["scores", seat], self.view["scores"][seat]],
        ]
        return {"type": "moved", "seat": seat, "move": move}, patch

    def check(self, guest: int | None, version: int, move: object) -> int:
        """The seat of `guest` if it may make `move` at `version`. Raises Refused as the
        server checks: who, seat, game over, turn, version, rules."""
        if guest is None:
            raise Refused("not_authenticated", "Sign in to move.")
        seat = self.seat_of(guest)
        if seat is None:
            raise Refused("not_your_seat", "You hold no seat in this game.")
        if self.over:
            raise Refused("game_over", "The game is over.")
        if seat != self.current:
            raise Refused("not_your_turn", "It is not your turn.")
        if version != self.version:
            raise Refused(
                "stale_version", f"You saw version {version}; the game is at {self.version}."
            )
        if move not in self.moves:
            raise Refused("illegal_move", "That move is not among the legal moves.")
        return seat

    def update(self, seat: int | None, event: JSON, patch: list[Any]) -> JSON:
        frame = {
            "type": "update",
            "game": self.id,
            "version": self.version,
            "current": self.current,
            "over": self.over,
            "events": [event],
            "patch": patch,
        }
        if seat is not None and seat == self.current:
            frame["moves"] = self.moves
        return frame


class Site:
    """Every guest, table and game, in memory."""

    def __init__(self, profiles: dict[str, Profile]) -> None:
        self.profiles = profiles
        self.ids = itertools.count(1)
        self.sessions: dict[str, int] = {}  # session cookie -> guest id
        self.csrf: dict[int, str] = {}  # guest id -> CSRF token
        self.tables: dict[int, JSON] = {}
        self.rooms: dict[int, Room] = {}

    def guest(self, session: str | None) -> int | None:
        return None if session is None else self.sessions.get(session)

    def signed(self, session: str | None, csrf: str | None) -> int:
        """The guest of a state-changing request. Raises HTTPException (401, 403)."""
        guest = self.guest(session)
        if guest is None:
            raise HTTPException(401, "Sign in first.")
        if csrf != self.csrf[guest]:
            raise HTTPException(403, "The CSRF token is missing or wrong.")
        return guest

    def table(self, table_id: int) -> JSON:
        try:
            return self.tables[table_id]
        except KeyError:
            raise HTTPException(404, "No such table.") from None

    def sit(self, table: JSON, guest: int) -> None:
        if len(table["seats"]) >= table["size"]:
            raise HTTPException(409, "The table is full.")
        seat = {"id": next(self.ids), "seat": None, "user": f"guest{guest}", "bot": None}
        table["seats"].append(seat | {"name": seat["user"]})


def site_of(request: Request) -> Site:
    site: Site = request.app.state.site
    return site


Session = Annotated[str | None, Cookie()]
Csrf = Annotated[str | None, Header(alias="x-csrf-token")]
Sites = Annotated[Site, Depends(site_of)]
router = APIRouter(prefix="/api")


@router.get("/session")
def session_of(site: Sites, session: Session = None) -> JSON:
    guest = site.guest(session)
    if guest is None:
        return {"user": None, "csrf": None}
    return {"user": {"name": f"guest{guest}", "guest": True}, "csrf": site.csrf[guest]}


@router.post("/guests", status_code=201)
def play_as_guest(site: Sites, response: Response) -> JSON:
    guest, cookie = next(site.ids), secrets.token_urlsafe(32)
    site.sessions[cookie] = guest
    site.csrf[guest] = secrets.token_urlsafe(32)
    response.set_cookie("session", cookie, httponly=True, samesite="lax")
    return {"user": {"name": f"guest{guest}", "guest": True}, "csrf": site.csrf[guest]}


@router.post("/tables", status_code=201)
def create_table(
    body: TableCreate, site: Sites, session: Session = None, csrf: Csrf = None
) -> JSON:
    guest = site.signed(session, csrf)
    if body.game not in site.profiles:
        raise HTTPException(422, f"Unknown game {body.game!r}.")
    table_id = next(site.ids)
    table = {"id": table_id, "game": body.game, "size": body.seats, "options": {}}
    table |= {"public": True, "host": f"guest{guest}", "status": "open", "seats": []}
    table["game_id"] = None
    site.sit(table, guest)
    site.tables[table_id] = table
    return table


@router.post("/tables/{table_id}/join")
def join(table_id: int, site: Sites, session: Session = None, csrf: Csrf = None) -> JSON:
    table = site.table(table_id)
    site.sit(table, site.signed(session, csrf))
    return table


@router.post("/tables/{table_id}/start", status_code=201)
def start(
    table_id: int, body: StartCreate, site: Sites, session: Session = None, csrf: Csrf = None
) -> JSON:
    guest, table = site.signed(session, csrf), site.table(table_id)
    by_id = {seat["id"]: seat for seat in table["seats"]}
    if table["host"] != f"guest{guest}" or sorted(body.order) != sorted(by_id):
        raise HTTPException(409, "Only the host starts, with every seat in the order.")
    seats = [by_id[i] for i in body.order]
    for number, seat in enumerate(seats):
        seat["seat"] = number
    game_id = next(site.ids)
    players = [int(seat["user"].removeprefix("guest")) for seat in seats]
    names = [seat["name"] for seat in seats]
    site.rooms[game_id] = Room(game_id, site.profiles[table["game"]], players, names)
    table |= {"seats": seats, "status": "playing", "game_id": game_id}
    return table


@router.get("/games/{game_id}")
def game_view(game_id: int, site: Sites, session: Session = None) -> JSON:
    room = site.rooms.get(game_id)
    if room is None:
        raise HTTPException(404, "No such game.")
    frame = room.full(room.seat_of(site.guest(session)))
    return {key: frame[key] for key in ("game", "version", "seat", "current", "over", "view")}


async def socket(websocket: WebSocket) -> None:
    """Answer one client's frames until it leaves."""
    site: Site = websocket.app.state.site
    await websocket.accept()
    guest = site.guest(websocket.cookies.get("session"))
    followed: list[Room] = []
    try:
        while True:
            text = (await websocket.receive()).get("text")
            if text is None:
                break
            await answer(site, websocket, guest, orjson.loads(text), followed)
    finally:
        for room in followed:
            room.followers.pop(id(websocket), None)


async def answer(
    site: Site, websocket: WebSocket, guest: int | None, frame: JSON, followed: list[Room]
) -> None:
    """Answer a subscribe with the seat's full view, a move with its update to every
    follower; anything refused with an error frame."""
    room = site.rooms.get(frame.get("game", 0))
    try:
        if room is None:
            raise Refused("not_found", "No such game.")
        if frame["type"] == "subscribe":
            seat = room.seat_of(guest)
            room.followers[id(websocket)] = websocket, seat
            followed.append(room)
            await websocket.send_text(orjson.dumps(room.full(seat)).decode())
        elif frame["type"] == "step" and (
            shown := room.step(guest, frame["version"], frame["steps"])
        ):
            stepped = {"type": "stepped", "game": room.id, "version": frame["version"]}
            stepped |= {"seat": room.current, "patch": shown, "moves": room.moves}
            await websocket.send_text(orjson.dumps(stepped).decode())
        elif frame["type"] in ("move", "step"):
            move = frame["move"] if frame["type"] == "move" else frame["steps"][-1]
            event, patch = room.move(guest, frame["version"], move)
            for follower, seat in list(room.followers.values()):
                update = room.update(seat, event, patch)
                if follower is websocket and "id" in frame:
                    update["id"] = frame["id"]
                await follower.send_text(orjson.dumps(update).decode())
        else:
            raise Refused("invalid", f"Unknown frame type {frame['type']!r}.")
    except Refused as refused:
        error = {"type": "error", "code": refused.code, "detail": refused.detail}
        await websocket.send_text(orjson.dumps(error | {"game": frame.get("game")}).decode())


def create_app(profiles: dict[str, Profile] = PROFILES) -> FastAPI:
    """The bare app, playing the games of `profiles`."""
    app = FastAPI()
    app.state.site = Site(profiles)
    app.include_router(router)
    app.router.add_websocket_route("/ws", socket)
    return app


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bare", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8001, help="port to listen on")
    parser.add_argument("--log-level", default="warning", help="uvicorn log level")
    args = parser.parse_args()
    app = create_app()
    gc.freeze()  # collected as the game server is (server.__main__.tune_gc)
    gc.set_threshold(20_000, 20, 20)
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        http="httptools",
        ws="websockets-sansio",
    )


if __name__ == "__main__":
    main()
