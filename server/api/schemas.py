"""Request and response bodies: `...Create` comes in, `...Public` goes out."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import Path
from pydantic import BaseModel, Field

from server import vacations
from server.clocks import NO_CLOCK, Clock
from server.games import registry
from server.games.base import Game, option_fields
from server.games.line import Steps
from server.i18n import gettext
from server.ids import MAX_ID, Id, MoveId
from server.persistence.games import seat_name
from server.persistence.models import GameRecord, GameStatus, Table, User
from server.rooms.replays import Step

PathId = Annotated[int, Path(ge=1, le=MAX_ID)]


class GameInfo(BaseModel):
    """A game a table can be opened for: its names, player counts, bot levels and the
    options of the create-table dialog (name, label, choices, default)."""

    name: str
    title: str
    summary: str
    player_counts: list[int]
    bot_levels: list[str]
    options: list[dict[str, Any]]

    @classmethod
    def of(cls, game: Game) -> GameInfo:
        """`game` with its words (title, summary, the options' labels) in the language
        spoken; the names and values stay as they are."""
        return cls(
            name=game.name,
            title=_said(game.title),
            summary=_said(game.summary),
            player_counts=list(game.player_counts),
            bot_levels=list(game.bot_levels),
            options=[said_option(option) for option in option_fields(game.options)],
        )


def _said(words: str) -> str:
    """`words` (a message a game marked) in the language spoken."""
    return gettext(words) if words else words


def said_option(option: dict[str, Any]) -> dict[str, Any]:
    """An option of the create-table dialog (`option_fields`), its labels in the language
    spoken."""
    choices = [choice | {"label": _said(choice["label"])} for choice in option["choices"]]
    return option | {"label": _said(option["label"]), "choices": choices}


class AccountCreate(BaseModel):
    name: str = Field(max_length=64)
    password: str = Field(max_length=1024)


class UserPublic(BaseModel):
    id: int
    name: str
    guest: bool

    @classmethod
    def of(cls, user: User) -> UserPublic:
        return cls(id=user.id, name=user.name, guest=user.guest)


class VacationCreate(BaseModel):
    days: int = Field(ge=1, le=vacations.DAYS_A_YEAR)


class Vacation(BaseModel):
    """A person's vacation: until when (None: not on vacation), the days they may still
    take this year, and how many a year gives."""

    until: datetime | None
    days_left: int
    days_a_year: int

    @classmethod
    def of(cls, user: User, at: datetime) -> Vacation:
        until = user.vacation_until if vacations.on_vacation(user, at) else None
        return cls(
            until=until, days_left=vacations.days_left(user, at), days_a_year=vacations.DAYS_A_YEAR
        )


class SessionPublic(BaseModel):
    """The signed-in user, and the token to send as X-CSRF-Token on state changes."""

    user: UserPublic | None
    csrf: str | None


class TableCreate(BaseModel):
    game: str = Field(max_length=32)
    seats: int
    options: dict[str, Any] = {}
    public: bool = True
    clock: Clock = NO_CLOCK
    players_chat: bool = False  # whether only the players read and write the game's chat


class JoinCreate(BaseModel):
    token: str | None = Field(default=None, max_length=64)


class KickCreate(BaseModel):
    seat_id: Id


class BotCreate(BaseModel):
    level: str = Field(max_length=32)


class InvitationCreate(BaseModel):
    name: str = Field(max_length=64)


class StartCreate(BaseModel):
    """Seat ids in playing order, or None to shuffle them."""

    order: list[Id] | None = Field(default=None, max_length=8)


class SeatPublic(BaseModel):
    id: int
    seat: int | None
    user: str | None
    bot: str | None
    name: str  # the name the seat shows (a bot's own name and level)


class TablePublic(BaseModel):
    id: int
    game: str
    size: int
    options: dict[str, Any]
    public: bool
    clock: dict[str, Any]
    players_chat: bool
    host: str
    status: str
    seats: list[SeatPublic]
    game_id: int | None
    invite_token: str | None = None
    invited: list[str] = []  # invited by name, not seated yet (a table's own page alone)
    rematch_of: int | None = None  # the game it is the rematch of (one's invitations alone)

    @classmethod
    def of(
        cls,
        table: Table,
        *,
        with_token: bool = False,
        invited: list[str] | None = None,
        rematch_of: int | None = None,
    ) -> TablePublic:
        return cls(
            id=table.id,
            game=table.game,
            size=table.size,
            options=table.options,
            public=table.public,
            clock=table.clock,
            players_chat=table.players_chat,
            host=table.host.name,
            status=table.status.value,
            seats=[
                SeatPublic(
                    id=s.id,
                    seat=s.seat,
                    user=s.user.name if s.user else None,
                    bot=s.bot_level,
                    name=seat_name(s),
                )
                for s in sorted(table.seats, key=lambda s: (s.seat is None, s.seat, s.id))
            ],
            game_id=table.game_record.id if table.game_record else None,
            invite_token=table.invite_token if with_token else None,
            invited=invited or [],
            rematch_of=rematch_of,
        )


class MyGamePublic(BaseModel):
    id: int
    table_id: int
    game: str
    seat: int
    players: list[str]
    version: int
    status: str
    current_seat: int | None
    my_turn: bool  # the seat's turn, and no bot plays it for its person
    deadline: datetime | None  # when the current seat's time runs out (None: no clock runs)
    result: dict[str, Any] | None
    updated_at: datetime

    @classmethod
    def of(cls, record: GameRecord, seat: int) -> MyGamePublic:
        seats = sorted(record.table.seats, key=lambda s: s.seat or 0)
        return cls(
            id=record.id,
            table_id=record.table_id,
            game=record.game,
            seat=seat,
            players=[seat_name(s) for s in seats],
            version=record.version,
            status=record.status.value,
            current_seat=record.current_seat,
            my_turn=record.status == GameStatus.PLAYING
            and record.current_seat == seat
            and seats[seat].bot_level is None,
            result=record.result,
            updated_at=record.updated_at,
            deadline=record.deadline,
        )


class LiveGamePublic(BaseModel):
    """A public game being played, for anyone to watch: its players (seat names), whose
    turn it is, how many moves were made and when the last one was."""

    id: int
    game: str
    title: str
    players: list[str]
    current_seat: int | None
    version: int
    updated_at: datetime

    @classmethod
    def of(cls, record: GameRecord) -> LiveGamePublic:
        seats = sorted(record.table.seats, key=lambda s: s.seat or 0)
        return cls(
            id=record.id,
            game=record.game,
            title=gettext(registry.get(record.game).title),
            players=[seat_name(s) for s in seats],
            current_seat=record.current_seat,
            version=record.version,
            updated_at=record.updated_at,
        )


class MoveCreate(BaseModel):
    version: int
    move: dict[str, Any] | Steps  # a step, or the steps of one move
    seat: int | None = None
    # the move's id, chosen by the client: a retry with the same id, seat and version is
    # answered with the move's update instead of being made again
    id: MoveId | None = None


class StepsCreate(BaseModel):
    """The steps of the move under way (`POST /api/games/{id}/steps`), as `MoveCreate`."""

    version: int
    steps: Steps
    seat: int | None = None
    id: MoveId | None = None


class SeatCreate(BaseModel):
    """A seat to resign or take back."""

    seat: int | None = None  # None: the one seat the person holds


class SeatName(BaseModel):
    """A seat resigned (a bot plays it from now on) or taken back, and the name it shows."""

    game: int
    seat: int
    name: str


class GameView(BaseModel):
    """A seat's (None: a spectator's) full view of a game at a version, whose turn it is
    and whether the game is over; the seats whose people resigned or are out of time, the
    seats a bot plays until their people take them back, and the turn clock (if any)."""

    game: int
    version: int
    seat: int | None
    current: int | None
    over: bool
    view: dict[str, Any]
    resigned: list[int] = []
    away: list[int] = []
    clock: dict[str, Any] | None = None

    @classmethod
    def of_step(
        cls, game_id: int, step: Step, seat: int | None, resigned: list[int] | None = None
    ) -> GameView:
        """The view of a replay's `step` as `seat` saw it."""
        return cls(
            game=game_id,
            version=step.version,
            seat=seat,
            current=step.current,
            over=step.over,
            view=step.view,
            resigned=resigned or [],
        )


class LegalMoves(BaseModel):
    game: int
    version: int
    seat: int
    moves: list[dict[str, Any]]
