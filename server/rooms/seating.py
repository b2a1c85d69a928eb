"""Who may do what in a game's room: the seats a person or the room's bots hold, the seat
whose view a follower gets, the seat a move is made in, and who reads the game's chat."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from server.errors import NotFound, NotYourSeat
from server.ids import UserId, Viewer
from server.persistence.games import Holder, Setup


@dataclass(frozen=True, slots=True)
class Actor:
    """Who makes a move: a user (by id), or the room's bot for a bot seat."""

    user_id: UserId | None = None
    bot: bool = False


def seats_of(holders: Sequence[Holder], actor: Actor) -> list[int]:
    """The seats `actor` holds."""
    if actor.bot:
        return [i for i, h in enumerate(holders) if h.bot_level is not None]
    return [
        i for i, h in enumerate(holders) if actor.user_id is not None and h.user_id == actor.user_id
    ]


def viewer_seat(game_id: int, setup: Setup, actor: Actor, asked: int | None) -> Viewer:
    """The seat whose view `actor` gets in game `game_id`: `asked` if it is theirs, else
    their own seat, else None (a spectator).

    Raises NotYourSeat for a seat not theirs, NotFound to watch a private game (as for no
    such game: the answer does not tell one from the other).
    """
    held = seats_of(setup.holders, actor)
    if asked is not None and asked not in held:
        raise NotYourSeat("Seat {seat} is not yours.", seat=asked)
    if asked is not None:
        return asked
    if held:
        return held[0]
    if not setup.public:
        raise NotFound("There is no game {game_id}.", game_id=game_id)
    return None


def held(holders: Sequence[Holder], actor: Actor, seat: int | None) -> int:
    """`seat`, or the one seat `actor` holds. Raises NotYourSeat."""
    mine = seats_of(holders, actor)
    if seat is None and len(mine) == 1:
        return mine[0]
    if seat is None:
        raise NotYourSeat("You hold no seat in this game.")
    if seat not in mine:
        raise NotYourSeat("Seat {seat} is not yours.", seat=seat)
    return seat


def mover_seat(holders: Sequence[Holder], actor: Actor, seat: int | None) -> int:
    """The seat `actor` moves in: `seat`, or the one seat they hold.

    Raises NotYourSeat, also for a seat its person resigned (a bot's now) or a bot plays
    since their time ran out."""
    seat = held(holders, actor, seat)
    holder = holders[seat]
    if not actor.bot and holder.resigned:
        raise NotYourSeat("You left seat {seat}: a bot plays it.", seat=seat)
    if not actor.bot and holder.stand_in:
        raise NotYourSeat(
            "A bot plays seat {seat} since your time ran out: take it back.", seat=seat
        )
    return seat


def reads_chat(setup: Setup, seat: Viewer) -> bool:
    """Whether a follower of the game as `seat` (None: a spectator) may read and write its
    chat: a player always, a spectator unless the table keeps it to players."""
    return seat is not None or not setup.players_chat
