"""A websocket client that keeps playing through faults: it keeps its seat's view and
version from full views and patches, reconnects whenever its socket is cut and resubscribes
from its version, and makes a random legal move whenever it is its seat's turn.

A move is acknowledged when the mover receives the update of the version its move made.
When a move's fate was unknown (the socket was cut, the database was unavailable) the
client may have sent another for the same version: the update then acknowledges one of
them, and the one stored must be one of them.
"""

from __future__ import annotations

import asyncio
import copy
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

import websockets

from server.games.base import apply_patch

RETRY = {"stale_version", "not_your_turn", "unavailable"}


@dataclass
class Player:
    """One seat (or a spectator, seat None) of `game` on the server at `url`."""

    url: str
    game: int
    seat: int | None
    cookie: str | None
    rng: random.Random
    think: tuple[float, float] = (0.0, 0.0)  # seconds before each move, at random
    moving: bool = True
    view: dict[str, Any] | None = None
    version: int | None = None
    sent: dict[int, list[dict[str, Any]]] = field(default_factory=dict)  # version -> moves
    acked: dict[int, list[dict[str, Any]]] = field(default_factory=dict)  # version -> moves
    errors: dict[str, int] = field(default_factory=dict)  # error frames by code
    closes: dict[int, int] = field(default_factory=dict)  # close codes seen
    connections: int = 0
    latencies: list[tuple[float, float]] = field(default_factory=list)  # (sent, seconds)
    ws: Any = None
    away: float = 0.0  # how long to stay away after the next cut
    _sent_at: float = 0.0
    _moved: tuple[Any, int] | None = None  # (socket, version) of the last move sent

    @property
    def my_turn(self) -> bool:
        return (
            self.moving
            and self.seat is not None
            and self.view is not None
            and self.view["current"] == self.seat
        )

    async def run(self) -> None:
        """Play until cancelled, reconnecting after every cut."""
        headers = {"cookie": f"session={self.cookie}"} if self.cookie else {}
        while True:
            try:
                async with websockets.connect(
                    self.url, additional_headers=headers, compression=None, open_timeout=5
                ) as ws:
                    self.ws = ws
                    self.connections += 1
                    await self._follow(ws)
            except websockets.ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd else 1006
                self.closes[code] = self.closes.get(code, 0) + 1
            except (OSError, TimeoutError, websockets.InvalidHandshake):
                pass
            self.ws = None
            await asyncio.sleep(max(0.05, self.away))
            self.away = 0.0

    def vanish(self, seconds: float) -> None:
        """Drop the connection without a word (as a lost network does); come back later."""
        if self.ws is not None:
            self.away = seconds
            self.ws.transport.abort()

    async def _follow(self, ws: Any) -> None:
        subscribe = {"type": "subscribe", "game": self.game, "version": self.version}
        await ws.send(json.dumps(subscribe))
        await self._ask(ws)
        async for raw in ws:
            frame = json.loads(raw)
            kind = frame["type"]
            if kind in ("full", "update"):
                self._take(frame)
                await self._ask(ws)
            elif kind == "legal_moves":
                await self._move(ws, frame)
            elif kind == "error":
                self.errors[frame["code"]] = self.errors.get(frame["code"], 0) + 1
                if frame["code"] not in RETRY:
                    raise RuntimeError(f"game {self.game} seat {self.seat}: {frame}")
                self._moved = None
                await asyncio.sleep(0.05)
                if frame["code"] == "unavailable":
                    return  # the subscription may not have been made: connect again
                await self._ask(ws)

    async def _ask(self, ws: Any) -> None:
        if self.my_turn:
            await ws.send(json.dumps({"type": "legal_moves", "game": self.game}))

    def _take(self, frame: dict[str, Any]) -> None:
        if frame["type"] == "full":
            self.view, self.version = frame["view"], frame["version"]
        else:
            if frame["version"] != (self.version or 0) + 1 or self.view is None:
                raise RuntimeError(
                    f"game {self.game}: update {frame['version']} after {self.version}"
                )
            apply_patch(self.view, frame["patch"])
            self.version = frame["version"]
        moves = self.sent.pop(self.version, None)
        if moves is not None:
            self.acked[self.version] = moves
            now = time.monotonic()
            self.latencies.append((self._sent_at, now - self._sent_at))

    async def _move(self, ws: Any, legal: dict[str, Any]) -> None:
        if not self.my_turn or legal["version"] != self.version or not legal["moves"]:
            return
        if self.think[1]:
            await asyncio.sleep(self.rng.uniform(*self.think))
        if (
            not self.my_turn
            or legal["version"] != self.version
            or self._moved == (ws, self.version)
        ):
            return
        assert self.version is not None
        move = self.rng.choice(legal["moves"])
        self._moved = (ws, self.version)
        self.sent = {self.version + 1: [*self.sent.get(self.version + 1, []), copy.deepcopy(move)]}
        self._sent_at = time.monotonic()
        await ws.send(
            json.dumps({"type": "move", "game": self.game, "version": self.version, "move": move})
        )
