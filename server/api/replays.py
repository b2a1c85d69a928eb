"""Replays: a game's history and any of its versions, as a seat saw it (server/rooms/replays.py
says who may step through what)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel

from server.api.deps import Kept, MaybeUser, Rooms, client_of
from server.api.games import actor
from server.api.schemas import GameView, PathId
from server.rooms.replays import replay_seat

router = APIRouter(prefix="/api/games", tags=["replays"])


class ReplayPublic(BaseModel):
    """What a replay needs besides the views: the seats' names, the last version, whether
    the game is over, the seat seen, and every version's events as that seat saw them."""

    game: int
    game_name: str
    players: list[str]
    version: int
    over: bool
    seat: int | None
    history: list[list[Any]]


@router.get("/{game_id}/replay")
async def replay(
    game_id: PathId, hub: Rooms, user: MaybeUser, seat: int | None = None
) -> ReplayPublic:
    """Game `game_id`'s history as `seat` (None: the viewer's own, or a spectator's) saw it."""
    room = await hub.room(game_id)
    seen = replay_seat(game_id, room.setup, room.result is not None, actor(user), seat)
    return ReplayPublic(
        game=game_id,
        game_name=room.game.name,
        players=[holder.name for holder in room.setup.holders],
        version=room.version,
        over=room.result is not None,
        seat=seen,
        history=room.line.events_seen(seen),
    )


@router.get("/{game_id}/replay/{version}")
async def replay_step(
    game_id: PathId,
    version: int,
    request: Request,
    hub: Rooms,
    replays: Kept,
    user: MaybeUser,
    seat: int | None = None,
) -> GameView:
    """Game `game_id` at `version` as `seat` saw it; a client's steps are rebuilt one at a
    time (a person's by their account, an anonymous client's by its address), and a game
    this process does not hold is read without loading its room. Raises Invalid for a
    version the game has not reached."""
    game = await replays.game(hub, game_id)
    seen = replay_seat(game_id, game.setup, game.over, actor(user), seat)
    step = await replays.step(game_id, game, version, seen, client_of(request, user))
    return GameView.of_step(game_id, step, seen)
