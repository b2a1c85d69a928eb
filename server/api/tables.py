"""The lobby: tables, seats, bots, invitations (by name and by link) and starting games.

Every change is told to the sockets watching the table or the lobby (`announce`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response, status

from server import clocks, lobby
from server.api.accounts import address
from server.api.deps import DB, CurrentUser, MaybeUser, Rooms
from server.api.schemas import (
    BotCreate,
    GameInfo,
    InvitationCreate,
    JoinCreate,
    KickCreate,
    PathId,
    StartCreate,
    TableCreate,
    TablePublic,
)
from server.errors import NotFound
from server.games import registry
from server.ids import MAX_ID
from server.mail import notices
from server.persistence.models import Table, User
from server.rooms.hub import Hub

router = APIRouter(prefix="/api", tags=["tables"])


def public(table: Table, user: User | None, invited: list[str] | None = None) -> TablePublic:
    """`table` as `user` may see it in a list: the host gets the invitation token."""
    host = user is not None and table.host_id == user.id
    return TablePublic.of(table, with_token=host, invited=invited)


def page(db: DB, table: Table, user: User | None) -> TablePublic:
    """`table` as `user` may see it on its own page: as in a list, with the people invited
    by name who have not taken a seat."""
    return public(table, user, lobby.invitees(db, table))


def visible(db: DB, table_id: int, user: User | None) -> Table:
    """Table `table_id` if `user` may see it. Raises NotFound (also for hidden ones)."""
    table = lobby.get_table(db, table_id)
    if not lobby.can_see(db, table, user):
        raise NotFound("There is no table {table_id}.", table_id=table_id)
    return table


def announce(hub: Hub, db: DB, table: Table, also: Iterable[int] = ()) -> None:
    """Tell the watchers of `table` and of the lobby that it changed: in the lobby, everyone
    for a public table, else those seated or invited (and `also`, people it no longer
    concerns: someone who left it or was taken off it)."""
    hub.changed(table.id, table.public, lobby.concerned(db, table) | set(also))


@router.get("/catalogue")
def catalogue() -> list[GameInfo]:
    """The games a table can be opened for, their player counts and bot levels."""
    return [GameInfo.of(registry.get(name)) for name in registry.names()]


@router.get("/clocks")
def clock_choices() -> dict[str, Any]:
    """The turn clocks a table may choose (server.clocks)."""
    return clocks.choices()


@router.post("/tables", status_code=status.HTTP_201_CREATED)
def create_table(
    body: TableCreate, request: Request, db: DB, user: CurrentUser, hub: Rooms
) -> TablePublic:
    """Open a table, the creator seated as host. 429 when the host, or the client's address,
    has too many open tables."""
    table = lobby.create_table(
        db,
        user,
        body.game,
        body.seats,
        body.options,
        body.public,
        body.clock,
        body.players_chat,
        address(request),
    )
    announce(hub, db, table)
    return page(db, table, user)


@router.get("/tables")
def open_tables(
    db: DB,
    user: MaybeUser,
    game: Annotated[str | None, Query(max_length=32)] = None,
    before: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 50,
) -> list[TablePublic]:
    """Open public tables with a free seat, newest first; of one `game` only if given; the
    next page: those `before` the last table id of the page before."""
    return [public(t, user) for t in lobby.list_open(db, game, before, limit)]


@router.get("/tables/{table_id}")
def get_table(table_id: PathId, db: DB, user: MaybeUser) -> TablePublic:
    """A table: public, or one the user sits at or is invited to."""
    return page(db, visible(db, table_id, user), user)


@router.post("/tables/{table_id}/join")
def join(table_id: PathId, body: JoinCreate, db: DB, user: CurrentUser, hub: Rooms) -> TablePublic:
    """Take a seat (private tables need an invitation or the link's token)."""
    table = lobby.join(db, lobby.get_table(db, table_id), user, body.token)
    announce(hub, db, table)
    return page(db, table, user)


@router.post("/tables/{table_id}/leave", response_model=None)
def leave(table_id: PathId, db: DB, user: CurrentUser, hub: Rooms) -> TablePublic | Response:
    """Leave before the game starts; 204 when the table closed with it."""
    table = visible(db, table_id, user)
    before, was_public = lobby.concerned(db, table), table.public
    left = lobby.leave(db, table, user)
    if left is None:
        hub.changed(table_id, was_public, before)
        return Response(status_code=204)
    announce(hub, db, left, before)
    return page(db, left, user)


@router.post("/tables/{table_id}/cancel")
def cancel(table_id: PathId, db: DB, user: CurrentUser, hub: Rooms) -> TablePublic:
    """The host closes a table whose game has not started: its seats and invitations go."""
    table = visible(db, table_id, user)
    before = lobby.concerned(db, table)
    table = lobby.cancel(db, table, user)
    announce(hub, db, table, before)
    return page(db, table, user)


@router.post("/tables/{table_id}/kick")
def kick(table_id: PathId, body: KickCreate, db: DB, user: CurrentUser, hub: Rooms) -> TablePublic:
    """The host takes a person or bot off a seat."""
    table = visible(db, table_id, user)
    before = lobby.concerned(db, table)
    table = lobby.kick(db, table, user, body.seat_id)
    announce(hub, db, table, before)
    return page(db, table, user)


@router.post("/tables/{table_id}/bots")
def add_bot(
    table_id: PathId, body: BotCreate, db: DB, user: CurrentUser, hub: Rooms
) -> TablePublic:
    """The host gives an empty seat to a bot."""
    table = lobby.add_bot(db, visible(db, table_id, user), user, body.level)
    announce(hub, db, table)
    return page(db, table, user)


@router.post("/tables/{table_id}/invitations", status_code=status.HTTP_201_CREATED)
def invite(
    table_id: PathId, body: InvitationCreate, db: DB, user: CurrentUser, hub: Rooms
) -> TablePublic:
    """The host invites a user by name."""
    table = visible(db, table_id, user)
    notices.invitation_sent(db, lobby.invite(db, table, user, body.name))
    announce(hub, db, table)
    return page(db, table, user)


@router.get("/invitations")
def my_invitations(db: DB, user: CurrentUser) -> list[TablePublic]:
    """Open tables the user is invited to, each with the game it is the rematch of, if any."""
    tables = lobby.invitations(db, user)
    rematches = lobby.rematches_of(db, [t.id for t in tables])
    return [TablePublic.of(t, rematch_of=rematches.get(t.id)) for t in tables]


@router.get("/invites/{token}")
def invitation_link(token: str, db: DB, user: MaybeUser) -> TablePublic:
    """The table an invitation link leads to."""
    return page(db, lobby.by_token(db, token), user)


@router.post("/invites/{token}/join")
def join_by_link(token: str, db: DB, user: CurrentUser, hub: Rooms) -> TablePublic:
    """Take a seat at the table an invitation link leads to."""
    table = lobby.join(db, lobby.by_token(db, token), user, token)
    announce(hub, db, table)
    return page(db, table, user)


@router.post("/tables/{table_id}/start", status_code=status.HTTP_201_CREATED)
async def start(
    table_id: PathId, body: StartCreate, db: DB, user: CurrentUser, hub: Rooms
) -> TablePublic:
    """The host starts the game of a full table, in the given seat order or shuffled."""

    def start_game() -> TablePublic:
        table = visible(db, table_id, user)
        lobby.start(db, table, user, body.order)
        announce(hub, db, table)
        return page(db, table, user)

    table = await asyncio.to_thread(start_game)
    assert table.game_id is not None
    await hub.room(table.game_id)
    return table
