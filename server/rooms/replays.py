"""Replays: a game at any of its versions, rebuilt from its setup and moves.

A finished game may be stepped through as any of its seats (each seat's view then shows
what that seat held hidden); a running one only up to now and as the viewer may watch it
live: as their own seat, or as a spectator of a public game.

A version is rebuilt in the replay worker, a process of its own (as bots think in theirs,
server/rooms/bots.py), so that stepping through a replay never holds the serving process's
event loop: 60 steps a second of a 4-player Forest Shuffle game rebuilt in the serving
process put a bystander's pings from 5 to 65 ms (p99). The worker keeps every CHECKPOINT-th
state of the games it replayed lately, so a version costs at most CHECKPOINT moves. Each
client (a person, or an address for anonymous ones) has one step rebuilt at a time: its
other steps wait for it, and the worker's queue holds at most one step of each client.
A game the hub does not hold is read as stored (`Hub.stored`): stepping through finished
games builds no rooms, which would cost hundreds of KiB each.
"""

from __future__ import annotations

import asyncio
from collections import Counter, OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from server.errors import Damaged, Invalid
from server.games import registry
from server.games.base import JSON, Viewer
from server.games.line import Line, MoveList, apply_move, steps_of
from server.persistence.games import DAMAGED, Setup
from server.rooms import seating
from server.rooms.bots import LIVE_NICE, Workers
from server.rooms.seating import Actor

if TYPE_CHECKING:
    from server.rooms.hub import Hub

T = TypeVar("T")
CHECKPOINT = 16  # versions between two kept states
GAMES_KEPT = 32  # games whose checkpoints are kept


@dataclass(frozen=True, slots=True)
class Step:
    """One version of a game as one seat sees it."""

    version: int
    view: JSON
    current: int | None
    over: bool


def replay_seat(game_id: int, setup: Setup, over: bool, actor: Actor, asked: int | None) -> Viewer:
    """The seat whose view `actor` may step through in game `game_id` of `setup`: when it
    is `over`, `asked` (any seat, None: a spectator's), while it runs as
    `seating.viewer_seat` decides.

    Raises NotFound for a private game the actor has no seat in (as for no such game),
    NotYourSeat for another's seat in a running game, Invalid for a seat the game does not
    have.
    """
    own = seating.viewer_seat(game_id, setup, actor, None)
    if asked is None:
        return own
    if not over:
        return seating.viewer_seat(game_id, setup, actor, asked)
    if not 0 <= asked < setup.players:
        raise Invalid("There is no seat {seat} in this game.", seat=asked)
    return asked


@dataclass(frozen=True, slots=True)
class Instead:
    """A step of a game made otherwise, as one seat sees it, and its events as it sees them."""

    step: Step
    events: list[JSON]


Checkpoint = tuple[Any, tuple[tuple[int, Any], ...]]  # a line's state and `back`


@dataclass(frozen=True, slots=True)
class Stored:
    """A game as a replay needs it: its setup, its moves so far and whether it is over."""

    setup: Setup
    moves: MoveList
    over: bool


_worker = Workers(lambda: 1, LIVE_NICE)
# in the replay worker: the checkpoints of the games replayed there lately (the first:
# before any move), the least recently used dropped
_checkpoints: OrderedDict[int, list[Checkpoint]] = OrderedDict()


def _line_at(
    game_name: str, game_id: int, players: int, seed: int, options: JSON, moves: MoveList
) -> Line:
    """Game `game_id` after its first `moves`, from its nearest checkpoint (in the replay
    worker; the checkpoints passed are kept)."""
    game = registry.get(game_name)
    checkpoints = _checkpoints.pop(game_id, None) or [(game.new(players, seed, options), ())]
    _checkpoints[game_id] = checkpoints
    while len(_checkpoints) > GAMES_KEPT:
        _checkpoints.popitem(last=False)
    start = min(len(moves) // CHECKPOINT, len(checkpoints) - 1)
    state, back = checkpoints[start]
    line = Line(game, state, start * CHECKPOINT, back=back)
    for stored in moves[line.version :]:
        line.replay([stored])
        if line.version == len(checkpoints) * CHECKPOINT:
            checkpoints.append((line.state, line.back))
    return line


def rebuild(
    game_name: str,
    game_id: int,
    players: int,
    seed: int,
    options: JSON,
    moves: MoveList,
    seat: Viewer,
) -> Step:
    """The version of game `game_id` its first `moves` make, as `seat` sees it (in the
    replay worker)."""
    line = _line_at(game_name, game_id, players, seed, options, moves)
    return Step(
        version=len(moves),
        view=line.game.view(line.state, seat),
        current=line.current,
        over=line.result is not None,
    )


def rebuild_instead(
    game_name: str,
    game_id: int,
    players: int,
    seed: int,
    options: JSON,
    moves: MoveList,
    seat: Viewer,
    step: int,
    instead: JSON,
) -> Instead:
    """Game `game_id` had the last of `moves` made its first `step` steps and then
    `instead`, as `seat` sees it (in the replay worker). Raises IllegalMove when the rules
    refuse `instead` there."""
    line = _line_at(game_name, game_id, players, seed, options, moves[:-1])
    mover, made = moves[-1]
    game = line.game
    state, _ = apply_move(game, line.state, mover, steps_of(made)[:step])
    state, events = game.apply(state, mover, instead)
    seen = [e for e in (event.for_seat(seat) for event in events) if e is not None]
    current = game.current_seat(state)
    return Instead(Step(len(moves), game.view(state, seat), current, current is None), seen)


def shutdown() -> None:
    """End the replay worker (it starts again when needed)."""
    _worker.shutdown()


class Replays:
    """The games replayed lately (the least recently used dropped), and the clients whose
    steps are being rebuilt."""

    def __init__(self, games: int = GAMES_KEPT) -> None:
        self.games = games
        self.kept: OrderedDict[int, Stored] = OrderedDict()
        self._turns: dict[Hashable, asyncio.Lock] = {}  # per client: one step at a time
        self._waiting: Counter[Hashable] = Counter()

    async def game(self, hub: Hub, game_id: int) -> Stored:
        """Game `game_id` as far as it was played: from its room if the hub holds it, else
        as stored (`Hub.stored`: no room is built for it). Raises NotFound, Damaged."""
        room = hub.rooms.get(game_id)
        kept = self.kept.pop(game_id, None)
        if room is not None:
            if kept is None or len(kept.moves) < room.version:
                moves = await room.store.run(room.store.moves_after, game_id, 0)
            else:
                moves = kept.moves
            game = Stored(room.setup, moves[: room.version], room.result is not None)
        elif kept is not None and kept.over:
            game = kept
        else:
            game = await hub.stored(game_id)
        self.kept[game_id] = game
        while len(self.kept) > self.games:
            self.kept.popitem(last=False)
        return game

    async def step(
        self, game_id: int, game: Stored, version: int, seat: Viewer, client: Hashable
    ) -> Step:
        """Version `version` of `game` (game `game_id`) as `seat` sees it, rebuilt in the
        replay worker once `client`'s steps asked before are done. Raises Invalid for a
        version the game has not reached, Damaged for stored moves the rules refuse."""
        self._check(game, version, 0)
        return await self._rebuilt(client, game_id, rebuild, game, version, seat)

    async def instead(
        self,
        game_id: int,
        game: Stored,
        version: int,
        seat: Viewer,
        client: Hashable,
        step: int,
        move: JSON,
    ) -> Instead:
        """`game` (game `game_id`) with the move that made `version` made its first `step`
        steps and then `move` instead, as `seat` sees it: rebuilt as `step` is. Raises
        Invalid for a version or step the game has not, Damaged for stored moves the rules
        refuse (and for `move`, if they refuse it there)."""
        self._check(game, version, 1)
        if not 0 <= step < len(steps_of(game.moves[version - 1][1])):
            raise Invalid(
                "The move that made version {version} has no step {step}.",
                version=version,
                step=step,
            )
        return await self._rebuilt(
            client, game_id, rebuild_instead, game, version, seat, step, move
        )

    @staticmethod
    def _check(game: Stored, version: int, first: int) -> None:
        """Raises Invalid unless `game` has `version`, from `first` on."""
        if not first <= version <= len(game.moves):
            raise Invalid(
                "The game has versions {first} to {last}, not {version}.",
                first=first,
                last=len(game.moves),
                version=version,
            )

    async def _rebuilt(
        self,
        client: Hashable,
        game_id: int,
        build: Callable[..., T],
        game: Stored,
        version: int,
        *more: Any,
    ) -> T:
        """`build(...)` of `game`'s first `version` moves (and `more`) in the replay worker,
        once `client`'s steps asked before are done."""
        turn = self._turns.setdefault(client, asyncio.Lock())
        self._waiting[client] += 1
        try:
            async with turn:
                setup = game.setup
                return await _worker.run(
                    build,
                    setup.game,
                    game_id,
                    setup.players,
                    setup.seed,
                    setup.options,
                    game.moves[:version],
                    *more,
                )
        except ValueError:
            raise Damaged(DAMAGED, game_id=game_id) from None
        finally:
            self._waiting[client] -= 1
            if not self._waiting[client]:
                del self._waiting[client], self._turns[client]
