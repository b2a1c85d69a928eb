"""A server's memory: what a cached game (a room) and an idle websocket cost it.

`python -m benchmarks.memory [--games 2000] [--sockets 10000] [--game renature cascadia
forest-shuffle] [--players 4]` starts `python -m server` on a new SQLite database, opens
the games' tables over HTTP (a guest per seat; the games split evenly between the games
named), then stops the server and stores each game's first half of a random legal game
(with a move id each, as the browser sends) and starts the server again on the same
database. It then reads the server's memory (VmRSS from /proc) at each stage:

- at the start, after one game of each kind was loaded (the rules' lazily built tables);
- after the games' rooms were loaded (`GET /api/games/{id}` by a seat's guest: the room
  replays the moves and keeps every seat's last updates, as after a restart), one kind
  at a time, with no socket open: the hub keeps them (`MAX_ROOMS`, 2000);
- after `--sockets` idle websockets: each a seat's guest subscribed to its game and sent
  its full view, then quiet (the seats taken in turn, a seat's guest with a second socket
  when there are more sockets than seats). The sockets are held by several client
  processes, whose memory does not count.

It prints KiB per cached game of each kind, KiB per idle socket and the server's total
against 1.5 GiB. Then, in this process, it builds one room of each kind the way the
server does and breaks it down: its whole cost by tracemalloc, and its parts by a walk of
the objects each part holds (every object counted once, in the order shown; objects the
modules hold are shared and not counted).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import multiprocessing
import resource
import sys
import tempfile
import time
import tracemalloc
import types
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import httpx
import orjson
import websockets
from sqlalchemy import Engine, insert, select, update

from benchmarks.reliability.process import FAST_LIMITS, Server
from benchmarks.server import database, open_table, wait_ready
from server.config import KEPT_VERSIONS
from server.games import registry
from server.games.base import JSON
from server.games.line import Line, MoveList
from server.games.playout import random_game
from server.persistence.db import make_engine
from server.persistence.games import Holder, SeatName, Setup, Store
from server.persistence.models import GameRecord, MoveRecord
from server.rooms.retries import Retries
from server.rooms.room import Room
from server.ws.feed import Feed

TARGET_KIB = 1536 * 1024  # 1.5 GiB
SOCKETS_PER_CLIENT = 2500  # sockets held by each client process


@dataclass
class Game:
    """A started game: its id, kind and its seats' session cookies, in seat order."""

    game_id: int
    kind: str
    cookies: list[str]


def raise_open_files() -> int:
    """Raise this process's limit of open files to its hard limit; the new limit."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


def spread(games: int, kinds: list[str]) -> list[str]:
    """The kind of each of `games` games, the kinds taking turns."""
    return [kinds[i % len(kinds)] for i in range(games)]


async def open_games(base: str, kinds: list[str], players: int) -> list[Game]:
    """Start a table of `players` guests for each kind in `kinds`, eight at a time."""
    games: list[Game] = []
    queue = list(enumerate(kinds))

    async def worker() -> None:
        async with httpx.AsyncClient(base_url=base, timeout=120) as http:
            while queue:
                _, kind = queue.pop(0)
                table = await open_table(http, players, kind)
                games.append(Game(table.game_id, kind, [s.cookie for s in table.seats]))

    await asyncio.gather(*(worker() for _ in range(8)))
    return sorted(games, key=lambda g: g.game_id)


def half_game(kind: str, players: int, seed: int, options: JSON) -> MoveList:
    """The first half (by moves) of a random legal game of `kind` from this setup."""
    game = registry.get(kind)
    moves: MoveList = [(s, move) for _, s, move, _, _ in random_game(game, players, seed, options)]
    return moves[: len(moves) // 2]


def store_half_games(engine: Engine) -> int:
    """Store the first half of a random game in every game of the database, as moves made
    (a move id each); the number of moves stored."""
    stored = 0
    with engine.begin() as db:
        records = db.execute(select(GameRecord.__table__)).mappings().all()
        for record in records:
            rec = dict(record)
            moves = half_game(rec["game"], rec["players"], rec["seed"], rec["options"])
            line = Line.start(
                registry.get(rec["game"]), rec["players"], rec["seed"], rec["options"]
            )
            line.replay(moves)
            rows = [
                {"game_id": rec["id"], "seq": seq, "seat": seat, "move": move, "move_id": f"m{seq}"}
                for seq, (seat, move) in enumerate(moves, 1)
            ]
            db.execute(insert(MoveRecord), rows)
            db.execute(
                update(GameRecord)
                .where(GameRecord.id == rec["id"])
                .values(version=line.version, current_seat=line.current)
            )
            stored += len(rows)
    return stored


async def load_rooms(base: str, games: list[Game]) -> None:
    """Have the server load each game's room (its seat 0 reads the game), four at a time."""
    queue = list(games)

    async def worker() -> None:
        async with httpx.AsyncClient(base_url=base, timeout=120) as http:
            while queue:
                game = queue.pop(0)
                http.cookies.clear()
                response = await http.get(
                    f"/api/games/{game.game_id}", headers={"cookie": f"session={game.cookies[0]}"}
                )
                response.raise_for_status()

    await asyncio.gather(*(worker() for _ in range(4)))


def hold(url: str, seats: list[tuple[str, int]], pipe: Connection) -> None:
    """A client process: open a socket per (cookie, game) of `seats`, each subscribed and
    sent its full view; send the number opened on `pipe`, hold them until told to stop."""
    raise_open_files()
    asyncio.run(_hold(url, seats, pipe))


async def _hold(url: str, seats: list[tuple[str, int]], pipe: Connection) -> None:
    sockets: list[Any] = []
    queue = list(seats)

    async def opener() -> None:
        while queue:
            cookie, game_id = queue.pop()
            ws = await websockets.connect(
                url,
                additional_headers={"cookie": f"session={cookie}"},
                ping_interval=None,
                max_size=None,
                open_timeout=120,
            )
            await ws.send(orjson.dumps({"type": "subscribe", "game": game_id}).decode())
            frame = orjson.loads(await ws.recv())
            if frame["type"] != "full":
                raise RuntimeError(f"server answered: {frame}")
            sockets.append(ws)

    await asyncio.gather(*(opener() for _ in range(20)))
    pipe.send(len(sockets))
    await asyncio.to_thread(pipe.recv)


@dataclass
class Clients:
    """The client processes holding the sockets, and the pipes to stop them."""

    processes: list[multiprocessing.process.BaseProcess]
    pipes: list[Connection]

    def stop(self) -> None:
        for pipe in self.pipes:
            pipe.send("stop")
        for process in self.processes:
            process.join(timeout=60)
            if process.is_alive():
                process.kill()


def open_sockets(url: str, games: list[Game], count: int) -> tuple[Clients, int]:
    """`count` sockets held by client processes, the seats taken in turn; the processes
    and the number of sockets open."""
    seats = [(cookie, g.game_id) for g in games for cookie in g.cookies]
    wanted = [seats[i % len(seats)] for i in range(count)]
    context = multiprocessing.get_context("spawn")
    clients = Clients([], [])
    for start in range(0, count, SOCKETS_PER_CLIENT):
        mine, theirs = context.Pipe()
        part = wanted[start : start + SOCKETS_PER_CLIENT]
        process = context.Process(target=hold, args=(url, part, theirs), daemon=True)
        process.start()
        clients.processes.append(process)
        clients.pipes.append(mine)
    opened = sum(pipe.recv() for pipe in clients.pipes)
    return clients, opened


async def started(server: Server) -> None:
    """Start `server` and wait until it answers: a minute at most (a busy machine)."""
    try:
        await server.start()
    except RuntimeError:
        for _ in range(6):
            with contextlib.suppress(RuntimeError):
                await wait_ready(server.base, server.process)  # type: ignore[arg-type]
                return
        raise


def settled_rss(server: Server, seconds: float = 3.0) -> int:
    """The server's RSS in KiB once it stopped changing for a second (at most `seconds`)."""
    last = server.rss_kib()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(1.0)
        now = server.rss_kib()
        if now == last:
            break
        last = now
    return last


def mib(kib: float) -> str:
    return f"{kib / 1024:,.0f} MiB"


def serve_and_measure(args: argparse.Namespace, workdir: Path) -> None:
    """Run the stages against a real server and print its memory at each."""
    url, _ = database("sqlite", workdir)
    server = Server(url, workdir, FAST_LIMITS | {"MAX_ROOMS": str(max(2000, args.games))})
    kinds = spread(args.games + len(args.game), args.game)
    t0 = time.perf_counter()
    asyncio.run(started(server))
    try:
        games = asyncio.run(open_games(server.base, kinds, args.players))
    finally:
        server.stop()
    print(f"tables opened: {len(games)} in {time.perf_counter() - t0:.0f} s")
    t0 = time.perf_counter()
    engine = make_engine(url)
    moves = store_half_games(engine)
    engine.dispose()
    print(f"moves stored: {moves} (half of a random game each) in {time.perf_counter() - t0:.0f} s")
    warm = [next(g for g in games if g.kind == kind) for kind in args.game]
    cached = [g for g in games if g not in warm]
    asyncio.run(started(server))
    clients = None
    try:
        asyncio.run(load_rooms(server.base, warm))
        start = settled_rss(server)
        print(f"server RSS at start (one game of each kind loaded): {mib(start)}")
        before = start
        for kind in args.game:
            mine = [g for g in cached if g.kind == kind]
            t0 = time.perf_counter()
            asyncio.run(load_rooms(server.base, mine))
            after = settled_rss(server)
            print(
                f"  {len(mine)} cached {kind} games ({args.players} players, mid-game): "
                f"+{mib(after - before)}, {(after - before) / len(mine):.0f} KiB per game "
                f"(loaded in {time.perf_counter() - t0:.0f} s)"
            )
            before = after
        rooms = before
        print(
            f"server RSS with {len(cached)} cached games: {mib(rooms)}, "
            f"{(rooms - start) / len(cached):.0f} KiB per game"
        )
        t0 = time.perf_counter()
        clients, opened = open_sockets(server.ws_url, games, args.sockets)
        after = settled_rss(server, 10.0)
        print(
            f"server RSS with {opened} idle sockets: {mib(after)}, "
            f"{(after - rooms) / opened:.1f} KiB per socket "
            f"(opened in {time.perf_counter() - t0:.0f} s)"
        )
        share = after / TARGET_KIB
        print(f"total: {mib(after)} of 1.5 GiB ({share:.0%})")
    finally:
        if clients is not None:
            clients.stop()
        server.stop()


def shared_ids() -> set[int]:
    """The ids of every object the loaded modules' names reach (shared by all rooms)."""
    return walk([vars(m) for m in list(sys.modules.values()) if m is not None], set())[1]


def walk(roots: Iterable[object], skip: set[int]) -> tuple[int, set[int]]:
    """The bytes (sys.getsizeof) of the objects reachable from `roots` that are not in
    `skip`, and their ids; types, modules and functions are not followed."""
    size, seen = 0, set()
    stack = list(roots)
    while stack:
        obj = stack.pop()
        key = id(obj)
        if key in skip or key in seen:
            continue
        if isinstance(obj, type | types.ModuleType | types.FunctionType | types.MethodType):
            seen.add(key)
            continue
        seen.add(key)
        size += sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return size, seen


def half_game_room(kind: str, players: int, seed: int) -> Room:
    """A room of a game of `kind` at the half of a random game, built as the hub loads
    one (moves replayed, every seat's last updates kept, the moves' ids remembered)."""
    holders = tuple(Holder(i + 1, None, SeatName(f"p{i}")) for i in range(players))
    setup = Setup(kind, players, seed, {}, holders, True, 1)
    store = Store(make_engine("sqlite://"))
    room = Room(1, setup, store, transport=Feed, history=KEPT_VERSIONS)
    moves = half_game(kind, players, seed, {})
    room.catchup.replay(moves)
    made = {(seat, f"m{seq}"): seq for seq, (seat, _) in enumerate(moves, 1)}
    room.retries = Retries(
        KEPT_VERSIONS, {k: v for k, v in made.items() if v > len(moves) - KEPT_VERSIONS}
    )
    return room


def parts(room: Room) -> Iterator[tuple[str, list[object]]]:
    """What a room holds, named, in the order its bytes are counted."""
    state = room.line.state
    memo = getattr(state, "memo", None)
    if isinstance(memo, dict):
        yield "engine memo (state.memo)", [memo]
    yield "engine state", [state]
    yield "turn states (line.back)", [room.line.back]
    yield "events of every version (line.log)", [room.line.log]
    feed = room.transport
    assert isinstance(feed, Feed)
    yield f"updates kept ({KEPT_VERSIONS} per seat)", [feed.history]
    yield "retries (move ids)", [room.retries.made]
    yield "legal moves memo", [room._moves]
    yield "seats, clock, lock, bots", [room.setup, room.clock, room.lock, room.bots, room.seats]
    yield "the rest of the room", [room]


def breakdown(kinds: list[str], players: int) -> None:
    """Print the in-process breakdown of one mid-game room of each kind."""
    print(f"\none room in this process ({players} players, mid-game), KiB:")
    for kind in kinds:
        half_game_room(kind, players, 7)  # the rules' lazily built tables
        gc.collect()
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        room = half_game_room(kind, players, 8)
        gc.collect()
        total = tracemalloc.get_traced_memory()[0] - base
        tracemalloc.stop()
        skip = shared_ids() | walk([room.store], set())[1]  # the store is the server's
        counted: set[int] = set()
        shares = []
        walked = 0
        for name, roots in parts(room):
            size, ids = walk(roots, skip | counted)
            counted |= ids
            walked += size
            shares.append(f"{name} {size / 1024:.1f}")
        shares.append(f"not held by the room (the rules' caches) {(total - walked) / 1024:.1f}")
        print(f"  {kind} at version {room.version}: {total / 1024:.0f} (tracemalloc)")
        print("    " + "; ".join(shares))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.memory", description=__doc__)
    parser.add_argument("--games", type=int, default=2000, help="cached games, all kinds")
    parser.add_argument("--sockets", type=int, default=10000)
    parser.add_argument("--game", nargs="+", choices=registry.names(), default=registry.names())
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    limit = raise_open_files()
    print(f"open files allowed: {limit}; load average {Path('/proc/loadavg').read_text()[:14]}")
    with tempfile.TemporaryDirectory() as workdir:
        serve_and_measure(args, Path(workdir))
    breakdown(args.game, args.players)
    print(f"load average {Path('/proc/loadavg').read_text()[:14]}")


if __name__ == "__main__":
    main()
