"""Faults during busy play: the server SIGKILLed and restarted on the same database, or its
PostgreSQL connections terminated, at random moments while several games are played by
websocket clients that reconnect after every cut.

Afterwards every game is replayed by the engine from its stored setup and moves: every
acknowledged move (the mover received its update) must be there, at its version, and every
client (each seat and a spectator) must converge to the engine's view of its seat.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import orjson
from sqlalchemy import text

from benchmarks.reliability.player import Player
from benchmarks.reliability.process import Server
from benchmarks.server import POSTGRES, guest
from server.games import registry
from server.games.line import apply_move
from server.persistence.db import make_engine
from server.persistence.games import Store

SHAPES = ((2, 0), (3, 1), (4, 0), (1, 1))  # (people, bots) of the games played side by side


@dataclass
class Figures:
    """What a run did and found."""

    faults: int = 0
    games: int = 0
    moves_checked: int = 0
    acknowledged: int = 0
    lost: list[str] = field(default_factory=list)
    diverged: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)  # clients stopped by a refusal
    connections: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    closes: dict[int, int] = field(default_factory=dict)
    seconds: float = 0.0

    def add(self, players: list[Player]) -> None:
        for p in players:
            self.connections += p.connections
            for code, n in p.errors.items():
                self.errors[code] = self.errors.get(code, 0) + n
            for close, n in p.closes.items():
                self.closes[close] = self.closes.get(close, 0) + n

    def summary(self, what: str) -> str:
        return (
            f"{what}: {self.faults} survived in {self.seconds:.0f} s; {self.games} games, "
            f"{self.moves_checked} moves checked, {self.acknowledged} acknowledged, "
            f"{len(self.lost)} lost, {len(self.diverged)} clients diverged; "
            f"{self.connections} connections; error frames {self.errors}; "
            f"close codes {self.closes}"
        )


async def open_bot_table(http: httpx.AsyncClient, people: int, bots: int) -> tuple[int, list[Any]]:
    """A started game of `people` guests then `bots` easy bots; its id and the cookies."""
    guests = [await guest(http) for _ in range(people)]

    async def post(who: tuple[str, str], url: str, body: Any) -> Any:
        http.cookies.clear()
        headers = {"cookie": f"session={who[0]}", "x-csrf-token": who[1]}
        response = await http.post(url, json=body, headers=headers)
        response.raise_for_status()
        return response.json()

    table = await post(guests[0], "/api/tables", {"game": "renature", "seats": people + bots})
    for who in guests[1:]:
        table = await post(who, f"/api/tables/{table['id']}/join", {})
    for _ in range(bots):
        table = await post(guests[0], f"/api/tables/{table['id']}/bots", {"level": "easy"})
    order = [s["id"] for s in table["seats"]]
    started = await post(guests[0], f"/api/tables/{table['id']}/start", {"order": order})
    return started["game_id"], [cookie for cookie, _ in guests]


async def open_game(
    server: Server, shape: tuple[int, int], rng: random.Random, think: tuple[float, float]
) -> list[Player]:
    """A started game of (people, bots), tried again while the server is down or answers
    503; a player for each person's seat and an anonymous spectator."""
    while True:
        try:
            async with httpx.AsyncClient(base_url=server.base, timeout=10) as http:
                game_id, cookies = await open_bot_table(http, *shape)
            break
        except httpx.HTTPStatusError as error:
            if error.response.status_code != 503:
                raise
        except httpx.TransportError:
            pass
        await asyncio.sleep(0.1)
    seats = [*enumerate(cookies), (None, None)]
    return [
        Player(server.ws_url, game_id, seat, cookie, random.Random(rng.random()), think)
        for seat, cookie in seats
    ]


class Play:
    """Games played side by side, each replaced by a new one when it ends."""

    def __init__(self, server: Server, rng: random.Random, think: tuple[float, float]) -> None:
        self.server = server
        self.rng = rng
        self.think = think
        self.players: list[Player] = []
        self.tasks: list[asyncio.Task[None]] = []

    async def keep_one(self, shape: tuple[int, int]) -> None:
        while True:
            group = await open_game(self.server, shape, self.rng, self.think)
            self.players += group
            self.tasks += [asyncio.create_task(p.run()) for p in group]
            while group[0].view is None or group[0].view["current"] is not None:
                await asyncio.sleep(0.1)

    def start(self, shapes: tuple[tuple[int, int], ...] = SHAPES) -> list[asyncio.Task[None]]:
        return [asyncio.create_task(self.keep_one(shape)) for shape in shapes]

    async def settle(self, keepers: list[asyncio.Task[None]], timeout: float = 60) -> None:
        """Stop new games and moves; wait until no bot is to move (every game is over or
        waits on a person) and every client has the stored version."""
        for keeper in keepers:
            keeper.cancel()
        for p in self.players:
            p.moving = False
        await asyncio.sleep(0.5)  # moves in flight land or fail
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            stored = await asyncio.to_thread(stored_versions, self.server.url, self.game_ids)
            if self.waiting_on_people() and all(
                p.version == stored.get(p.game) for p in self.players
            ):
                return
            await asyncio.sleep(0.2)

    def waiting_on_people(self) -> bool:
        """Whether every game, as its clients see it, is over or waits on a person's seat
        (a bot to move would move on after the clients stopped)."""
        people = {(p.game, p.seat) for p in self.players if p.seat is not None}
        return all(
            p.view is not None
            and (p.view["current"] is None or (p.game, p.view["current"]) in people)
            for p in self.players
        )

    @property
    def acknowledged(self) -> int:
        """How many moves the server has acknowledged to the clients so far."""
        return sum(len(p.acked) for p in self.players)

    async def moved_since(self, acknowledged: int, timeout: float = 60) -> None:
        """Wait until more than `acknowledged` moves have been acknowledged (at most
        `timeout` seconds: a stalled play is then found by the checks)."""
        deadline = time.monotonic() + timeout
        while self.acknowledged <= acknowledged and time.monotonic() < deadline:
            await asyncio.sleep(0.05)

    @property
    def game_ids(self) -> list[int]:
        return sorted({p.game for p in self.players})

    def stop(self) -> list[str]:
        """Cancel the clients; the ones that had stopped on a refusal."""
        failed = []
        for player, task in zip(self.players, self.tasks, strict=True):
            if task.done() and not task.cancelled() and task.exception() is not None:
                failed.append(f"game {player.game} seat {player.seat}: {task.exception()}")
            task.cancel()
        return failed


def stored_versions(url: str, game_ids: list[int]) -> dict[int, int]:
    engine = make_engine(url)
    try:
        return Store(engine).versions(game_ids)
    finally:
        engine.dispose()


def plain(value: Any) -> Any:
    """`value` as the client sees it: through JSON."""
    return orjson.loads(orjson.dumps(value))


def check(url: str, players: list[Player], figures: Figures) -> None:
    """Replay every game from the database; count lost moves and diverged clients."""
    engine = make_engine(url)
    store = Store(engine)
    try:
        for game_id in sorted({p.game for p in players}):
            setup, moves = store.load(game_id)
            game = registry.get(setup.game)
            state = game.new(setup.players, setup.seed, setup.options)
            for seat, move in moves:
                state, _ = apply_move(game, state, seat, move)
            figures.games += 1
            figures.moves_checked += len(moves)
            for p in (p for p in players if p.game == game_id):
                for version, sent in p.acked.items():
                    figures.acknowledged += 1
                    stored = moves[version - 1] if version <= len(moves) else None
                    if stored not in [(p.seat, move) for move in sent]:
                        figures.lost.append(
                            f"game {game_id} version {version}: seat {p.seat} had one of "
                            f"{sent} acknowledged, the database has {stored}"
                        )
                if p.version != len(moves) or p.view != plain(game.view(state, p.seat)):
                    figures.diverged.append(f"game {game_id} seat {p.seat} at {p.version}")
    finally:
        store.close()
        engine.dispose()


async def under_faults(
    server: Server,
    fault: Callable[[], Awaitable[None]],
    count: int,
    *,
    seed: int = 1,
    gap: tuple[float, float] = (0.5, 2.0),
    think: tuple[float, float] = (0.0, 0.05),
) -> Figures:
    """Play while `fault` strikes `count` times, at random gaps, each once play has gone on
    since the last (a busy machine plays slower: the faults wait for it); then settle and
    check."""
    rng = random.Random(seed)
    figures = Figures()
    play = Play(server, rng, think)
    started = time.monotonic()
    keepers = play.start()
    try:
        for _ in range(count):
            acknowledged = play.acknowledged
            await asyncio.sleep(rng.uniform(*gap))
            await play.moved_since(acknowledged)
            await fault()
            figures.faults += 1
        await asyncio.sleep(gap[1])  # play on after the last fault
        await play.settle(keepers)
    finally:
        figures.failed = play.stop()
    figures.seconds = time.monotonic() - started
    figures.add(play.players)
    await asyncio.to_thread(check, server.url, play.players, figures)
    return figures


def killer(server: Server) -> Callable[[], Awaitable[None]]:
    """SIGKILL the server and start it again on the same database."""

    async def fault() -> None:
        server.kill()
        await server.start()

    return fault


def terminate_connections(name: str) -> int:
    """Terminate every PostgreSQL connection of the application `name`; how many."""
    engine = make_engine(POSTGRES)
    try:
        with engine.begin() as connection:
            return len(
                connection.execute(
                    text(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                        " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                        " AND application_name = :name"
                    ),
                    {"name": name},
                ).all()
            )
    finally:
        engine.dispose()


def dropper(server: Server, terminated: list[int]) -> Callable[[], Awaitable[None]]:
    """Terminate the server's database connections (noting how many in `terminated`)."""
    assert server.name, "the server is not on PostgreSQL"

    async def fault() -> None:
        terminated.append(await asyncio.to_thread(terminate_connections, server.name))

    return fault
