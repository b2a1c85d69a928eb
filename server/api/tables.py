"""The lobby: tables, seats, bots, invitations (by name and by link) and starting games."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Query, Response, status

from server import lobby
from server.api.deps import DB, CurrentUser, MaybeUser, Rooms
from server.api.schemas import (
    MAX_ID,
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
from server.persistence.models import Table, User

router = APIRouter(prefix="/api", tags=["tables"])


def public(table: Table, user: User | None) -> TablePublic:
    """`table` as `user` may see it: the host gets the invitation token."""
    return TablePublic.of(table, with_token=user is not None and table.host_id == user.id)


def visible(db: DB, table_id: int, user: User | None) -> Table:
    """Table `table_id` if `user` may see it. Raises NotFound (also for hidden ones)."""
    table = lobby.get_table(db, table_id)
    if not lobby.can_see(db, table, user):
        raise NotFound(f"There is no table {table_id}.")
    return table


@router.get("/catalogue")
def catalogue() -> list[GameInfo]:
    """The games a table can be opened for, their player counts and bot levels."""
    return [GameInfo.of(registry.get(name)) for name in registry.names()]


@router.post("/tables", status_code=status.HTTP_201_CREATED)
def create_table(body: TableCreate, db: DB, user: CurrentUser) -> TablePublic:
    """Open a table, the creator seated as host."""
    table = lobby.create_table(db, user, body.game, body.seats, body.options, body.public)
    return public(table, user)


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
    return public(visible(db, table_id, user), user)


@router.post("/tables/{table_id}/join")
def join(table_id: PathId, body: JoinCreate, db: DB, user: CurrentUser) -> TablePublic:
    """Take a seat (private tables need an invitation or the link's token)."""
    return public(lobby.join(db, lobby.get_table(db, table_id), user, body.token), user)


@router.post("/tables/{table_id}/leave", response_model=None)
def leave(table_id: PathId, db: DB, user: CurrentUser) -> TablePublic | Response:
    """Leave before the game starts; 204 when the table closed with it."""
    table = lobby.leave(db, visible(db, table_id, user), user)
    return Response(status_code=204) if table is None else public(table, user)


@router.post("/tables/{table_id}/kick")
def kick(table_id: PathId, body: KickCreate, db: DB, user: CurrentUser) -> TablePublic:
    """The host takes a person or bot off a seat."""
    return public(lobby.kick(db, visible(db, table_id, user), user, body.seat_id), user)


@router.post("/tables/{table_id}/bots")
def add_bot(table_id: PathId, body: BotCreate, db: DB, user: CurrentUser) -> TablePublic:
    """The host gives an empty seat to a bot."""
    return public(lobby.add_bot(db, visible(db, table_id, user), user, body.level), user)


@router.post("/tables/{table_id}/invitations", status_code=status.HTTP_201_CREATED)
def invite(table_id: PathId, body: InvitationCreate, db: DB, user: CurrentUser) -> TablePublic:
    """The host invites a user by name."""
    table = visible(db, table_id, user)
    lobby.invite(db, table, user, body.name)
    return public(table, user)


@router.get("/invitations")
def my_invitations(db: DB, user: CurrentUser) -> list[TablePublic]:
    """Open tables the user is invited to."""
    return [public(t, user) for t in lobby.invitations(db, user)]


@router.get("/invites/{token}")
def invitation_link(token: str, db: DB, user: MaybeUser) -> TablePublic:
    """The table an invitation link leads to."""
    return public(lobby.by_token(db, token), user)


@router.post("/invites/{token}/join")
def join_by_link(token: str, db: DB, user: CurrentUser) -> TablePublic:
    """Take a seat at the table an invitation link leads to."""
    return public(lobby.join(db, lobby.by_token(db, token), user, token), user)


@router.post("/tables/{table_id}/start", status_code=status.HTTP_201_CREATED)
async def start(
    table_id: PathId, body: StartCreate, db: DB, user: CurrentUser, hub: Rooms
) -> TablePublic:
    """The host starts the game of a full table, in the given seat order or shuffled."""

    def start_game() -> TablePublic:
        table = visible(db, table_id, user)
        lobby.start(db, table, user, body.order)
        return public(table, user)

    table = await asyncio.to_thread(start_game)
    assert table.game_id is not None
    await hub.room(table.game_id)
    return table
