"""Players: the leaderboard of each game and each player's profile (ratings with their
history, games played and won, recent games), as JSON and as pages."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from pydantic import BaseModel
from sqlalchemy import ColumnElement, select
from sqlalchemy.orm import Session, selectinload

from server import ratings
from server.accounts import by_name
from server.api.deps import DB, MaybeUser
from server.api.pages import missing, page
from server.errors import NotFound
from server.games import registry
from server.i18n import current, gettext
from server.lobby import seen_by
from server.persistence.games import seat_name
from server.persistence.models import GameRecord, GameStatus, Rating, Seat, Table, User

RECENT = 10  # recent games a profile lists

router = APIRouter(tags=["players"])
pages = APIRouter(include_in_schema=False)


class LeaderPublic(BaseModel):
    """A place on a leaderboard: tied ratings share the place."""

    place: int
    name: str
    guest: bool
    rating: int
    games: int  # rated games


class LeaderboardPublic(BaseModel):
    game: str
    title: str
    players: list[LeaderPublic]


class RatingPoint(BaseModel):
    """A person's rating at one game after a rated game that ended `at`, and its change."""

    at: datetime
    rating: int
    change: int


class GameStatsPublic(BaseModel):
    """A person at one game: the rating (None before a rated game), its history, and the
    finished games played and won (with bots too); the history, played and won only by the
    games the viewer may see."""

    game: str
    title: str
    rating: int | None
    rated_games: int
    played: int
    won: int
    history: list[RatingPoint]


class HolderPublic(BaseModel):
    """Who held a seat: a person (whose profile has `name`) or a bot."""

    name: str
    bot: bool


class RecentGamePublic(BaseModel):
    """A finished game of the player's: its seats, the player's seat and place (1 first),
    whether they won, and the change of their rating (None: not rated)."""

    id: int
    game: str
    title: str
    at: datetime
    players: list[HolderPublic]
    seat: int
    place: int
    won: bool
    change: int | None


class PlayerPublic(BaseModel):
    name: str
    guest: bool
    since: datetime
    games: list[GameStatsPublic]
    recent: list[RecentGamePublic]


def utc(at: datetime) -> datetime:
    """`at` with its zone, UTC (SQLite gives the stored times back without it)."""
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def person(db: Session, name: str) -> User:
    """The user called `name` (in any case). Raises NotFound."""
    found = by_name(db, name) if len(name) <= 32 else None
    if found is None:
        raise NotFound("There is no player called {name!r}.", name=name)
    return found


def game_title(name: str) -> str:
    """The title of the game called `name`. Raises NotFound for an unknown game."""
    try:
        return gettext(registry.get(name).title)
    except KeyError:
        games = ", ".join(registry.names())
        raise NotFound(
            "There is no game {name!r}; games: {games}.", name=name, games=games
        ) from None


@router.get("/api/leaderboard/{game}")
def leaderboard(
    game: str, db: DB, limit: Annotated[int, Query(ge=1, le=200)] = 50
) -> LeaderboardPublic:
    """The `limit` best rated people at `game`. Raises NotFound for an unknown game."""
    title = game_title(game)
    rows = ratings.leaderboard(db, game, limit)
    shown = [r.rating for r, _ in rows]
    return LeaderboardPublic(
        game=game,
        title=title,
        players=[
            LeaderPublic(
                place=shown.index(rating.rating) + 1,
                name=user.name,
                guest=user.guest,
                rating=rating.rating,
                games=rating.games,
            )
            for rating, user in rows
        ],
    )


@router.get("/api/players/{name}")
def player(name: str, db: DB, viewer: MaybeUser) -> PlayerPublic:
    """The profile of the player called `name`: its rating history, games played, won and
    recent only by the games `viewer` may see (a private game is neither listed nor
    counted for others). Raises NotFound."""
    user = person(db, name)
    seen = seen_by(viewer)
    changes = ratings.history(db, user.id, seen)
    current = {r.game: r for r in db.scalars(select(Rating).where(Rating.user_id == user.id))}
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for game, result, seat in _finished(db, user, seen):
        played[game] = played.get(game, 0) + 1
        won[game] = won.get(game, 0) + (seat in (result or {}).get("winners", []))
    games = [
        GameStatsPublic(
            game=game,
            title=gettext(registry.get(game).title),
            rating=current[game].rating if game in current else None,
            rated_games=current[game].games if game in current else 0,
            played=played.get(game, 0),
            won=won.get(game, 0),
            history=[
                RatingPoint(at=utc(c.at), rating=c.rating, change=c.change)
                for c in changes
                if c.game == game
            ],
        )
        for game in registry.names()
    ]
    change_of = {c.game_id: c.change for c in changes}
    return PlayerPublic(
        name=user.name,
        guest=user.guest,
        since=utc(user.created_at),
        games=games,
        recent=[
            _recent(record, seat, change_of.get(record.id))
            for record, seat in _recent_games(db, user, seen)
        ],
    )


def _finished(
    db: Session, user: User, seen: ColumnElement[bool]
) -> list[tuple[str, dict[str, Any] | None, int | None]]:
    """(game, result, seat) of every finished game `user` played whose table meets `seen`."""
    rows = db.execute(
        select(GameRecord.game, GameRecord.result, Seat.seat)
        .join(Seat, Seat.table_id == GameRecord.table_id)
        .join(Table, Table.id == GameRecord.table_id)
        .where(Seat.user_id == user.id, GameRecord.status == GameStatus.FINISHED, seen)
    ).all()
    return [(game, result, seat) for game, result, seat in rows]


def _recent_games(
    db: Session, user: User, seen: ColumnElement[bool]
) -> list[tuple[GameRecord, int]]:
    """`user`'s latest finished games whose table meets `seen` (at most RECENT), with the
    seat held, the latest first."""
    rows = db.execute(
        select(GameRecord, Seat.seat)
        .join(Seat, Seat.table_id == GameRecord.table_id)
        .join(Table, Table.id == GameRecord.table_id)
        .where(Seat.user_id == user.id, GameRecord.status == GameStatus.FINISHED, seen)
        .options(selectinload(GameRecord.table).selectinload(Table.seats))
        .order_by(GameRecord.updated_at.desc(), GameRecord.id.desc())
        .limit(RECENT)
    ).all()
    return [(record, seat) for record, seat in rows if seat is not None]


def _recent(record: GameRecord, seat: int, change: int | None) -> RecentGamePublic:
    """Finished game `record` as `seat`'s player's recent game, `change` their rating's."""
    result = record.result or {}
    ranking: list[list[int]] = result.get("ranking", [])
    place = next((i for i, group in enumerate(ranking) if seat in group), len(ranking))
    holders = sorted(record.table.seats, key=lambda s: s.seat or 0)
    return RecentGamePublic(
        id=record.id,
        game=record.game,
        title=gettext(registry.get(record.game).title),
        at=utc(record.updated_at),
        players=[HolderPublic(name=seat_name(s), bot=s.user_id is None) for s in holders],
        seat=seat,
        place=place + 1,
        won=seat in result.get("winners", []),
        change=change,
    )


@pages.get("/leaderboard")
def first_leaderboard() -> RedirectResponse:
    """The leaderboard of the first game."""
    return RedirectResponse(f"/leaderboard/{registry.names()[0]}")


@pages.get("/leaderboard/{game}")
def leaderboard_page(request: Request, game: str) -> HTMLResponse:
    """A game's leaderboard, with links to the others' (the not-found page, 404, for an
    unknown game)."""
    try:
        title = game_title(game)
    except NotFound as error:
        return missing(request, error.said(current()))
    games = [(name, gettext(registry.get(name).title)) for name in registry.names()]
    return page(request, "leaderboard.html", game_name=game, game_title=title, games=games)


@pages.get("/players/{name}")
def profile_page(request: Request, name: str, db: DB) -> HTMLResponse:
    """A player's profile (the not-found page, 404, for an unknown name)."""
    try:
        user = person(db, name)
    except NotFound as error:
        return missing(request, error.said(current()))
    return page(request, "profile.html", player=user.name, guest=user.guest)


router.include_router(pages)
