"""Games: "my games", a seat's view, its legal moves, and moves for clients without a socket."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from server import lobby
from server.api.deps import DB, CurrentUser, MaybeUser, Rooms
from server.api.schemas import GameView, LegalMoves, MoveCreate, MyGamePublic, PathId
from server.errors import NotYourSeat
from server.persistence.models import User
from server.rooms.room import Ack, Actor

router = APIRouter(prefix="/api/games", tags=["games"])


def actor(user: User | None) -> Actor:
    """The room actor of `user` (an anonymous one for None)."""
    return Actor(user_id=None if user is None else user.id)


@router.get("")
def my_games(db: DB, user: CurrentUser) -> list[MyGamePublic]:
    """The user's games: waiting for the user first, then the others, then finished ones."""
    return [MyGamePublic.of(record, seat) for record, seat in lobby.my_games(db, user)]


@router.get("/{game_id}")
async def game_view(
    game_id: PathId, hub: Rooms, user: MaybeUser, seat: int | None = None
) -> GameView:
    """The full view of the user's seat (a spectator's if they have none)."""
    room = await hub.room(game_id)
    frame = room.full(room.viewer_seat(actor(user), seat))
    return GameView(
        game=game_id,
        version=frame["version"],
        seat=frame["seat"],
        current=frame["current"],
        over=frame["over"],
        view=frame["view"],
    )


@router.get("/{game_id}/legal-moves")
async def legal_moves(
    game_id: PathId, hub: Rooms, user: CurrentUser, seat: int | None = None
) -> LegalMoves:
    """The moves the user's seat may make now (none when it is not its turn)."""
    room = await hub.room(game_id)
    mine = room.viewer_seat(actor(user), seat)
    if mine is None:
        raise NotYourSeat("You hold no seat in this game.")
    return LegalMoves(
        game=game_id,
        version=room.version,
        seat=mine,
        moves=room.legal_moves(mine),
    )


@router.post("/{game_id}/moves")
async def make_move(
    game_id: PathId, body: MoveCreate, hub: Rooms, user: CurrentUser
) -> dict[str, Any]:
    """Make a move; the answer is the mover's update (version, events, patch)."""
    room = await hub.room(game_id)
    update = await room.submit(actor(user), body.seat, body.version, body.move, Ack(body.id))
    return dict(update)
