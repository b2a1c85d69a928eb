"""Games: "my games", public games being played, a seat's view, its legal moves, moves for
clients without a socket, resigning, rematches, and the last messages of a game's chat."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response, status

from server import chat, lobby
from server.api.accounts import address
from server.api.deps import DB, CurrentUser, Kept, MaybeUser, Rooms, client_of
from server.api.schemas import (
    GameView,
    LegalMoves,
    LiveGamePublic,
    MoveCreate,
    MyGamePublic,
    PathId,
    SeatCreate,
    SeatName,
    StepsCreate,
    TablePublic,
)
from server.api.tables import announce, public
from server.errors import Forbidden, NotYourSeat
from server.mail import notices
from server.persistence.models import User
from server.rooms import seating
from server.rooms.hub import Hub
from server.rooms.room import Room
from server.rooms.seating import Actor
from server.rooms.transport import Outcome
from server.ws.feed import feed_of

router = APIRouter(prefix="/api/games", tags=["games"])


def actor(user: User | None) -> Actor:
    """The room actor of `user` (an anonymous one for None)."""
    return Actor(user_id=None if user is None else user.id)


async def followed(hub: Hub, game_id: int, user: User | None) -> Room:
    """The room of game `game_id` if `user` may follow it: a public game, or one they hold
    a seat in. Raises NotFound alike for a private game of others and for no such game, so
    that the answer does not tell one from the other."""
    room = await hub.room(game_id)
    room.viewer_seat(actor(user), None)
    return room


@router.get("")
def my_games(db: DB, user: CurrentUser) -> list[MyGamePublic]:
    """The user's games: waiting for the user first, then the others, then finished ones."""
    return [MyGamePublic.of(record, seat) for record, seat in lobby.my_games(db, user)]


@router.get("/live")
def live_games(
    db: DB,
    limit: Annotated[int, Query(ge=1, le=50)] = 20,
    offset: Annotated[int, Query(ge=0, le=1000)] = 0,
) -> list[LiveGamePublic]:
    """Public games being played, the one moved in last first; the next page: `offset` by
    the number of games seen."""
    return [LiveGamePublic.of(record) for record in lobby.list_live(db, limit, offset)]


@router.get("/{game_id}")
async def game_view(
    game_id: PathId,
    request: Request,
    hub: Rooms,
    replays: Kept,
    user: MaybeUser,
    seat: int | None = None,
) -> GameView:
    """The full view of the user's seat (a spectator's if they have none). A finished game
    this process does not hold is shown as its replay's last step: no room is built for it,
    and a client's reads of such games are rebuilt one at a time, off the event loop."""
    if game_id not in hub.rooms and (stored := await replays.game(hub, game_id)).over:
        seen = seating.viewer_seat(game_id, stored.setup, actor(user), seat)
        last = len(stored.moves)
        step = await replays.step(game_id, stored, last, seen, client_of(request, user))
        holders = stored.setup.holders
        resigned = [i for i, holder in enumerate(holders) if holder.resigned]
        return GameView.of_step(game_id, step, seen, resigned)
    room = await followed(hub, game_id, user)
    frame = feed_of(room).full(room.viewer_seat(actor(user), seat))
    if user is not None and frame["seat"] is not None:
        await notices.in_store(hub.store, notices.looked_at, game_id, user.id)
    return GameView(
        game=game_id,
        version=frame["version"],
        seat=frame["seat"],
        current=frame["current"],
        over=frame["over"],
        view=frame["view"],
        resigned=frame.get("resigned", []),
        away=frame.get("away", []),
        clock=frame.get("clock"),
    )


@router.get("/{game_id}/legal-moves")
async def legal_moves(
    game_id: PathId, hub: Rooms, user: CurrentUser, seat: int | None = None
) -> LegalMoves:
    """The moves the user's seat may make now (none when it is not its turn)."""
    room = await followed(hub, game_id, user)
    mine = room.viewer_seat(actor(user), seat)
    if mine is None:
        raise NotYourSeat("You hold no seat in this game.")
    return LegalMoves(
        game=game_id,
        version=room.version,
        seat=mine,
        moves=room.moves_of(mine),
    )


@router.post("/{game_id}/moves")
async def make_move(
    game_id: PathId, body: MoveCreate, hub: Rooms, user: CurrentUser
) -> dict[str, Any]:
    """Make a move; the answer is the mover's update (version, events, patch)."""
    room = await followed(hub, game_id, user)
    outcome = await room.submit(actor(user), body.seat, body.version, body.move, body.id)
    return dict(feed_of(room).answer(outcome))


@router.post("/{game_id}/steps")
async def make_steps(
    game_id: PathId, body: StepsCreate, hub: Rooms, user: CurrentUser
) -> dict[str, Any]:
    """The steps of the move under way, the last just chosen: made as one move when the
    last could not be taken back (the answer is the mover's update), else only shown (the
    answer is a stepped frame: the seat's view patch and its moves after them)."""
    room = await followed(hub, game_id, user)
    outcome = await room.step(actor(user), body.seat, body.version, body.steps, body.id)
    feed = feed_of(room)
    if isinstance(outcome, Outcome):
        return dict(feed.answer(outcome))
    return dict(feed.shown(body.version, outcome, body.id))


@router.post("/{game_id}/resign")
async def resign(
    game_id: PathId, hub: Rooms, user: CurrentUser, body: SeatCreate | None = None
) -> SeatName:
    """Resign the user's seat (`seat`, or the one seat they hold): a bot plays it from now
    on, and it is ranked last when the game ends."""
    room = await followed(hub, game_id, user)
    seat = await room.resign(actor(user), None if body is None else body.seat)
    return SeatName(game=game_id, seat=seat, name=room.setup.holders[seat].name)


@router.post("/{game_id}/take-back")
async def take_back(
    game_id: PathId, hub: Rooms, user: CurrentUser, body: SeatCreate | None = None
) -> SeatName:
    """Take back the user's seat (`seat`, or the one seat they hold) from the bot that
    plays it since their time ran out."""
    room = await followed(hub, game_id, user)
    seat = await room.take_back(actor(user), None if body is None else body.seat)
    return SeatName(game=game_id, seat=seat, name=room.setup.holders[seat].name)


@router.get("/{game_id}/chat")
async def chat_messages(game_id: PathId, hub: Rooms, user: MaybeUser) -> list[dict[str, Any]]:
    """The last messages of the game's chat, oldest first, as its chat frames; for those
    who may follow the game (a private game's: its players)."""
    room = await followed(hub, game_id, user)
    if not room.reads_chat(room.viewer_seat(actor(user), None)):
        raise Forbidden("Only the players read this game's chat.")
    messages = await hub.store.run(chat.recent, hub.store.sessions, game_id, room.seat_of)
    return [dict(message) for message in messages]


@router.post("/{game_id}/rematch", status_code=status.HTTP_201_CREATED)
def rematch(
    game_id: PathId, request: Request, db: DB, user: CurrentUser, hub: Rooms, response: Response
) -> TablePublic:
    """A new table for a finished game's rematch, the user hosting, the same bots seated,
    the other players invited; or a seat at the one another player opened already as this
    game's rematch (200)."""
    table, created = lobby.rematch(db, game_id, user, address(request))
    if not created:
        response.status_code = status.HTTP_200_OK
    announce(hub, db, table)
    return public(table, user)
