"""Ratings: each person's skill at each game, from the finished games between accounts.

A finished game is rated once (docs/ratings.md): among its accounts only (bots and guests
are left out), in the order of the result's ranking (ties stay ties), by openskill's
Plackett-Luce model; when `unrated_because` finds no reason not to (a private game, fewer
than two accounts, an account that played too few moves of its own, a pairing played too
often). The number shown is a conservative estimate of the skill, `shown(mu, sigma)`.

`rate` settles one game; its `rated_games` row, written first in the same transaction as
the updates, makes a second call (in this process or another) change nothing.
`rate_unrated` settles every finished game not yet settled, oldest first, and `keep_rated`
runs it at start and every minute.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from openskill.models import PlackettLuce, PlackettLuceRating
from sqlalchemy import ColumnElement, and_, func, insert, or_, select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from server.persistence.models import (
    GameRecord,
    GameStatus,
    MoveRecord,
    RatedGame,
    Rating,
    RatingChange,
    Seat,
    Table,
    User,
    now,
)

log = logging.getLogger(__name__)

MODEL = PlackettLuce()  # openskill's defaults: mu 25, sigma 25/3, beta 25/6, tau 25/300
SHOWN_BASE = 1000  # what a newcomer shows: mu - 3 sigma = 0
SHOWN_SCALE = 25  # rating points per point of mu - 3 sigma
CATCH_UP_EVERY = 60.0  # seconds between two runs of `rate_unrated` by `keep_rated`
MIN_OWN_MOVES = 10  # moves each account of a rated game made in its seat itself
PAIRED_GAMES = 3  # rated games of one game two accounts may play together in PAIRING_WINDOW
PAIRING_WINDOW = timedelta(hours=24)
# Key of the PostgreSQL advisory lock held while rating a game ("ratings" in ASCII).
RATINGS_LOCK = 0x72617469_6E6773


def shown(mu: float, sigma: float) -> int:
    """The rating shown for skill `mu` known to within `sigma`: 1000 + 25 (mu - 3 sigma),
    rounded; 1000 for a newcomer, about 1500 for an average player once well known."""
    return round(SHOWN_BASE + SHOWN_SCALE * (mu - 3 * sigma))


NEWCOMER = shown(MODEL.mu, MODEL.sigma)


def places(result: dict[str, Any], seats: dict[int, int]) -> dict[int, int]:
    """The place of each person (`seats`: user id by seat) among the people of a game with
    `result`: 0 first, people tied in the ranking sharing a place, bots' places skipped; a
    seat missing from the ranking counted last.

    Raises ValueError when the result has no ranking of seat numbers."""
    ranking = result.get("ranking")
    if not isinstance(ranking, list) or not all(
        isinstance(group, list) and all(isinstance(seat, int) for seat in group)
        for group in ranking
    ):
        raise ValueError(f"no ranking of seats in the result {result!r}")
    group_of = {seat: index for index, group in enumerate(ranking) for seat in group}
    groups = {user: group_of.get(seat, len(ranking)) for seat, user in seats.items()}
    order = sorted(set(groups.values()))
    return {user: order.index(group) for user, group in groups.items()}


def rate(db: Session, game_id: int) -> bool:
    """Update the ratings of the accounts of finished game `game_id`, committed, unless it
    was rated before; in a transaction of its own (anything uncommitted in `db` is rolled
    back first). A game that `unrated_because` gives a reason for, or whose result has no
    ranking, is settled without changing any rating.

    Returns whether this call settled the game: False when it was settled already (also by
    another process at the same time), is not finished, or does not exist. Raises
    SQLAlchemyError when the database fails (nothing changed then).
    """
    db.rollback()
    bind = db.get_bind()
    if bind.dialect.name == "postgresql":
        # one rating transaction at a time: two games of one person never update their
        # rating from the same old value (SQLite's write lock, taken next, does that there)
        db.execute(select(func.pg_advisory_xact_lock(RATINGS_LOCK)))
    try:
        db.execute(insert(RatedGame).values(game_id=game_id, people=0, rated_at=now()))
    except IntegrityError:  # rated already, or no such game
        db.rollback()
        return False
    record = db.get(GameRecord, game_id)
    if record is None or record.status != GameStatus.FINISHED or record.result is None:
        db.rollback()
        return False
    seats = db.execute(
        select(Seat.seat, Seat.user_id)
        .join(User, User.id == Seat.user_id)
        .where(Seat.table_id == record.table_id, User.guest.is_(False), Seat.seat.is_not(None))
    ).all()
    try:
        people = places(record.result, {s: u for s, u in seats if s is not None and u is not None})
    except ValueError as error:
        log.warning("game %s is not rated: %s", game_id, error)
        people = {}
    reason = unrated_because(db, record, people)
    if reason is None:
        _update(db, record, people)
        db.get_one(RatedGame, game_id).people = len(people)
    else:
        log.info("game %s is not rated: %s", game_id, reason)
    db.commit()
    return True


def unrated_because(db: Session, record: GameRecord, people: dict[int, int]) -> str | None:
    """Why finished game `record` is not rated among `people` (its accounts' places by user
    id), or None when it is: it must be public, have at least two accounts, each of which
    made MIN_OWN_MOVES moves of its own, no two of which played PAIRED_GAMES rated games of
    the game together in the PAIRING_WINDOW before it ended."""
    if not record.table.public:
        return "it is private"
    if len(people) < 2:
        return "it has fewer than two accounts"
    moves = own_moves(db, record)
    short = sorted(user for user in people if moves.get(user, 0) < MIN_OWN_MOVES)
    if short:
        return f"users {short} made fewer than {MIN_OWN_MOVES} moves of their own"
    since = record.updated_at - PAIRING_WINDOW
    together: dict[int, set[int]] = {}  # earlier rated games in the window: their people
    for game_id, user in db.execute(
        select(RatingChange.game_id, RatingChange.user_id).where(
            RatingChange.game == record.game,
            RatingChange.user_id.in_(people),
            RatingChange.at > since,
            RatingChange.at <= record.updated_at,
            RatingChange.game_id != record.id,
        )
    ):
        together.setdefault(game_id, set()).add(user)
    for pair in itertools.combinations(sorted(people), 2):
        if sum(set(pair) <= users for users in together.values()) >= PAIRED_GAMES:
            return f"users {list(pair)} played {PAIRED_GAMES} rated games together lately"
    return None


def own_moves(db: Session, record: GameRecord) -> dict[int, int]:
    """How many moves each person (by user id) made in their seat of `record`'s game: its
    stored moves up to their resignation or running out of time, when a bot took it over."""
    rows = db.execute(
        select(Seat.user_id, func.count(MoveRecord.seq))
        .select_from(Seat)
        .join(
            MoveRecord,
            and_(
                MoveRecord.game_id == record.id,
                MoveRecord.seat == Seat.seat,
                or_(Seat.resigned_at.is_(None), MoveRecord.created_at < Seat.resigned_at),
            ),
        )
        .where(Seat.table_id == record.table_id, Seat.user_id.is_not(None))
        .group_by(Seat.user_id)
    ).all()
    return {user: count for user, count in rows if user is not None}


def _update(db: Session, record: GameRecord, people: dict[int, int]) -> None:
    """Rate `record`'s game among `people` (their places by user id), in `db`'s transaction."""
    users = sorted(people)
    known = {
        rating.user_id: rating
        for rating in db.scalars(
            select(Rating).where(Rating.game == record.game, Rating.user_id.in_(users))
        )
    }
    before = [known.get(user) for user in users]
    teams = [[MODEL.rating()] if r is None else [MODEL.rating(r.mu, r.sigma)] for r in before]
    after: list[list[PlackettLuceRating]] = MODEL.rate(
        teams, ranks=[float(people[user]) for user in users]
    )
    for user, old, [new] in zip(users, before, after, strict=True):
        rating = old or Rating(user_id=user, game=record.game, games=0)
        was = NEWCOMER if old is None else rating.rating
        rating.mu, rating.sigma = new.mu, new.sigma
        rating.rating = shown(new.mu, new.sigma)
        rating.games += 1
        rating.updated_at = record.updated_at
        db.add(rating)
        db.add(
            RatingChange(
                game_id=record.id,
                user_id=user,
                game=record.game,
                place=people[user],
                mu=new.mu,
                sigma=new.sigma,
                rating=rating.rating,
                change=rating.rating - was,
                at=record.updated_at,
            )
        )


def rate_game(sessions: Callable[[], Session], game_id: int) -> bool:
    """`rate(db, game_id)` on a session of its own from `sessions`; what it returns."""
    with sessions() as db:
        return rate(db, game_id)


def rate_unrated(db: Session) -> int:
    """Rate every finished game not yet settled, the one that ended first first, each in its
    own transaction; returns how many this call settled. Raises SQLAlchemyError when the
    database fails (the games settled before stay settled)."""
    db.rollback()
    unrated = db.scalars(
        select(GameRecord.id)
        .outerjoin(RatedGame, RatedGame.game_id == GameRecord.id)
        .where(GameRecord.status == GameStatus.FINISHED, RatedGame.game_id.is_(None))
        .order_by(GameRecord.updated_at, GameRecord.id)
    ).all()
    return sum(rate(db, game_id) for game_id in unrated)


async def keep_rated(sessions: Callable[[], Session], every: float = CATCH_UP_EVERY) -> None:
    """Run `rate_unrated` in a thread now and then every `every` seconds, until cancelled;
    a database failure is logged and the games are tried again the next time."""
    while True:
        try:
            settled = await asyncio.to_thread(_rate_unrated_with, sessions)
            if settled:
                log.info("rated %s finished games", settled)
        except SQLAlchemyError as error:
            log.warning("ratings could not be brought up to date: %s", error)
        await asyncio.sleep(every)


def _rate_unrated_with(sessions: Callable[[], Session]) -> int:
    with sessions() as db:
        return rate_unrated(db)


def leaderboard(db: Session, game: str, limit: int) -> list[tuple[Rating, User]]:
    """The `limit` best ratings at `game` with their accounts (a guest's, from before guests
    were left out, is not shown): the highest shown rating first, then the most rated
    games, then by name."""
    rows = db.execute(
        select(Rating, User)
        .join(User, User.id == Rating.user_id)
        .where(Rating.game == game, User.guest.is_(False))
        .order_by(Rating.rating.desc(), Rating.games.desc(), User.name)
        .limit(limit)
    ).all()
    return [(rating, user) for rating, user in rows]


def history(
    db: Session, user_id: int, tables: ColumnElement[bool] | None = None
) -> list[RatingChange]:
    """Every change of the ratings of user `user_id`, oldest first; only by the games
    whose table meets `tables`, if given."""
    query = (
        select(RatingChange)
        .join(GameRecord, GameRecord.id == RatingChange.game_id)
        .join(Table, Table.id == GameRecord.table_id)
        .where(RatingChange.user_id == user_id)
    )
    if tables is not None:
        query = query.where(tables)
    return list(db.scalars(query.order_by(RatingChange.at, RatingChange.id)))
