"""Post-game reviews: a person asks the hard bot to review their moves in a finished game.

The review of a seat goes through its decisions (the versions at which it was the seat's
turn and it had more than one legal move). Each is assessed in the review worker
(`bots.assess`): the move made against the move the hard bot prefers, both played out on
the same sampled worlds for `review_budget` seconds. A move that loses less than `MARK`
points is as good as the bot's; the others are marked with the bot's move.

A runner in each server process assesses one decision at a time, so that the event loop
and the live bots never wait for a review, and stores its result before it takes the next.
The people waiting take turns, decision by decision: each time, the runner takes the
waiting review of the person served longest ago (their review asked for, or assessed,
longest ago; their own reviews in the order asked), so one person's many reviews hold up
another's by one decision at most. A person has at most `MAX_WAITING` reviews queued or
under way, and one of them assessed at a time.

Runners of several processes share the database: a review is claimed with one UPDATE of a
row that is queued, or running under a lease that ran out (its process died), so two
runners never hold the same review; the holder gives the lease back with the result it
stores, and a review taken up again goes on after the results stored (none is assessed
twice).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Row, Select, func, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from server.errors import Conflict, Forbidden, Invalid, NotFound, NotYourSeat, RateLimited
from server.games.base import JSON, Assessment
from server.games.line import Move, steps_of
from server.i18n import LANGUAGES, N_, SOURCE, current, ngettext, say, speaking
from server.persistence.games import Store
from server.persistence.models import (
    GameRecord,
    GameStatus,
    Review,
    ReviewStatus,
    Seat,
    Table,
    now,
)
from server.rooms import bots

log = logging.getLogger(__name__)

T = TypeVar("T")

MARK = 1.0  # points: a move that loses less is as good as the hard bot's
AS_GOOD = N_("as good as the hard bot's choice")
LEASE = 120.0  # seconds a claim holds a review without a result stored
MAX_WAITING = 3  # reviews one person may have queued or under way
KEPT_GAMES = 8  # finished games a runner keeps loaded for the decisions it takes in turns
WAITING = (ReviewStatus.QUEUED, ReviewStatus.RUNNING)


def _with_people(*columns: Any) -> Select[Any]:
    """`columns` of each review, with the person whose moves it reviews (`user_id`)."""
    return (
        select(*columns, Seat.user_id)
        .select_from(Review)
        .join(GameRecord, GameRecord.id == Review.game_id)
        .join(Seat, (Seat.table_id == GameRecord.table_id) & (Seat.seat == Review.seat))
    )


# ---------------------------------------------------------------- asking and reading


def reviewed_seat(db: Session, game_id: int, user_id: int, asked: int | None) -> int:
    """The seat of game `game_id` whose moves `user_id` may have reviewed: `asked`, or
    (None) the seat they hold.

    Raises NotFound for no such game and for a private game `user_id` holds no seat in
    (alike), Forbidden for someone who holds no seat in a public one, Invalid for a seat
    it does not have, NotYourSeat for a bot's seat or another person's.
    """
    record = db.get(GameRecord, game_id)
    table = None if record is None else db.get(Table, record.table_id)
    seats = [] if table is None else db.scalars(select(Seat).where(Seat.table_id == table.id)).all()
    held = [s.seat for s in seats if s.user_id == user_id]
    if table is None or not (held or table.public):
        raise NotFound("There is no game {game_id}.", game_id=game_id)
    if asked is None and not held:
        raise Forbidden("Only the game's players may have their moves reviewed.")
    seat = held[0] if asked is None else asked
    found = next((s for s in seats if s.seat == seat), None)
    if found is None or seat is None:
        raise Invalid("There is no seat {seat} in this game.", seat=seat)
    if found.bot_level is not None:
        raise NotYourSeat(
            "Seat {seat} is a bot's: only a person's own moves are reviewed.", seat=seat
        )
    if found.user_id != user_id:
        raise NotYourSeat("Seat {seat} is not yours: only your own moves are reviewed.", seat=seat)
    return seat


def find(db: Session, game_id: int, seat: int) -> Review | None:
    """The review of `seat` in game `game_id`, if it was asked for."""
    return db.scalar(select(Review).where(Review.game_id == game_id, Review.seat == seat))


def ask(db: Session, game_id: int, user_id: int, asked: int | None) -> Review:
    """The review of `user_id`'s seat in game `game_id` (`asked`, or None: the seat they
    hold), queued now unless it was asked for before (then the one asked for, queued again
    if it failed: it goes on from the decisions it had assessed); committed.

    Raises as `reviewed_seat` does, then Conflict while the game is not over, RateLimited
    when a review is to be queued while MAX_WAITING of the person's are queued or under way.
    """
    seat = reviewed_seat(db, game_id, user_id, asked)
    record = db.get(GameRecord, game_id)
    assert record is not None
    if record.status != GameStatus.FINISHED:
        raise Conflict("The game is not over: moves are reviewed once the game has ended.")
    before = find(db, game_id, seat)
    if before is None or before.status == ReviewStatus.FAILED:
        waiting = _with_people().where(Seat.user_id == user_id, Review.status.in_(WAITING))
        counted = select(func.count()).select_from(waiting.subquery())
        if db.execute(counted).scalar_one() >= MAX_WAITING:
            raise RateLimited(
                "You have {n} reviews queued or under way: "
                "ask for another once one of them is done.",
                n=MAX_WAITING,
            )
    dialect = postgresql if db.get_bind().dialect.name == "postgresql" else sqlite
    at = now()
    row = {"game_id": game_id, "seat": seat, "status": ReviewStatus.QUEUED, "done": 0}
    row |= {"results": [], "created_at": at, "updated_at": at}
    db.execute(
        dialect.insert(Review).on_conflict_do_nothing(index_elements=["game_id", "seat"]), row
    )
    failed = (Review.game_id == game_id, Review.seat == seat, Review.status == ReviewStatus.FAILED)
    again = {"status": ReviewStatus.QUEUED, "lease_owner": None, "lease_until": None}
    db.execute(update(Review).where(*failed).values(again | {"updated_at": at}))
    db.commit()
    found = find(db, game_id, seat)
    assert found is not None
    return found


# ---------------------------------------------------------------- claims and progress


@dataclass(frozen=True, slots=True)
class Claimed:
    """A review a runner holds: which game and seat, and the results stored so far."""

    id: int
    game_id: int
    seat: int
    results: list[JSON]


def _claimable(at: datetime) -> tuple[ColumnElement[bool], ...]:
    free = or_(Review.lease_until.is_(None), Review.lease_until < at)
    return Review.status.in_(WAITING), free


def _held(review: Row[Any], at: datetime) -> bool:
    """Whether `review` is under a lease that has not run out at `at`."""
    return review.lease_until is not None and review.lease_until >= at


def turns(db: Session, at: datetime) -> list[int]:
    """The reviews a runner may take up at `at`, in the order they are due: the people
    waiting by when they were last served (the latest of their reviews asked for or
    assessed), each person's reviews in the order asked; none of a person one of whose
    reviews is held (under way elsewhere)."""
    people = _with_people().where(Review.status.in_(WAITING))
    rows = db.execute(
        _with_people(Review.id, Review.status, Review.lease_until, Review.updated_at).where(
            Seat.user_id.in_(people)
        )
    ).all()
    served: dict[int, datetime] = {}
    for row in rows:
        served[row.user_id] = max(served.get(row.user_id, row.updated_at), row.updated_at)
    busy = {row.user_id for row in rows if row.status in WAITING and _held(row, at)}
    due = [row for row in rows if row.status in WAITING and row.user_id not in busy]
    return [row.id for row in sorted(due, key=lambda row: (served[row.user_id], row.id))]


def claim(db: Session, owner: str, lease: float) -> Claimed | None:
    """Lease the review due first (`turns`: queued, or running under a lease that ran out)
    to `owner` for `lease` seconds, marked running; committed. None when none waits, or
    other runners took every one first."""
    at = now()
    if db.scalar(select(Review.id).where(*_claimable(at)).limit(1)) is None:
        return None  # a read: no write lock taken while nothing waits
    for review in turns(db, at):
        row = db.execute(
            update(Review)
            .where(Review.id == review, *_claimable(at))
            .values(
                status=ReviewStatus.RUNNING,
                lease_owner=owner,
                lease_until=at + timedelta(seconds=lease),
                updated_at=at,
            )
            .returning(Review.id, Review.game_id, Review.seat, Review.results)
        ).first()
        db.commit()
        if row is not None:
            return Claimed(row.id, row.game_id, row.seat, list(row.results))
    return None


def save(db: Session, review: int, owner: str, results: list[JSON], total: int) -> bool:
    """Store the results so far of review `review` (of `total` decisions), held by `owner`,
    and give its lease back: done once every decision is assessed, else running (its next
    decision is assessed at its person's next turn); committed. Returns whether `owner`
    still held it (if not, nothing changed)."""
    held = db.execute(
        update(Review)
        .where(
            Review.id == review,
            Review.lease_owner == owner,
            Review.status == ReviewStatus.RUNNING,
        )
        .values(
            status=ReviewStatus.DONE if len(results) == total else ReviewStatus.RUNNING,
            results=results,
            done=len(results),
            total=total,
            lease_owner=None,
            lease_until=None,
            updated_at=now(),
        )
        .returning(Review.id)
    ).first()
    db.commit()
    return held is not None


def fail(db: Session, review: int, owner: str) -> None:
    """Mark review `review`, held by `owner`, failed; committed."""
    db.execute(
        update(Review)
        .where(Review.id == review, Review.lease_owner == owner)
        .values(status=ReviewStatus.FAILED, lease_owner=None, lease_until=None, updated_at=now())
    )
    db.commit()


def release(db: Session, owner: str) -> None:
    """Give back every review `owner` holds, for another runner to go on with at once;
    committed."""
    db.execute(
        update(Review)
        .where(Review.lease_owner == owner, Review.status == ReviewStatus.RUNNING)
        .values(lease_owner=None, lease_until=None)
    )
    db.commit()


def result(version: int, step: int, move: Move, judged: Assessment) -> JSON:
    """One decision's stored result: the version the move made, the index of the step
    judged among the move's steps, that step, the hard bot's step instead (None when the
    step loses less than MARK points), the loss in points (to a tenth) and the verdict in
    words."""
    loss = round(judged.loss, 1)
    made = {"version": version, "step": step, "move": steps_of(move)[step], "loss": loss}
    if judged.loss < MARK:
        return made | {"best": None, "text": in_every_language(AS_GOOD)}
    points = round(judged.loss)
    text: dict[str, str] = {}
    for language in LANGUAGES:
        with speaking(language):
            text[language] = ngettext(
                "best was to {plan}, about {n} point better",
                "best was to {plan}, about {n} points better",
                points,
                plan=judged.said.get(language, judged.plan),
            )
    return made | {"best": judged.best, "text": text}


def in_every_language(message: str) -> dict[str, str]:
    """`message` in each language of the site, by language."""
    return {language: say(message, language) for language in LANGUAGES}


def said(text: str | dict[str, str]) -> str:
    """A stored verdict in the language spoken: one of the words kept in each language
    (English where the language has none), or the words of a review stored before they
    were (in English)."""
    if isinstance(text, str):
        return text
    return text.get(current()) or text.get(SOURCE) or next(iter(text.values()), "")


# ---------------------------------------------------------------- the runner


class Runner:
    """Takes the reviews waiting, one decision at a time in the people's turns (`claim`):
    the decision's assessment in the review worker, its result stored before the next
    decision is taken.

    `budget`: seconds of search per decision; `interval`: seconds between looks for
    reviews when none was announced in this process (`wake`); `lease`: seconds a claim
    holds a review without a result stored; `saved(done)` is called once a review's
    progress is stored, with the number of its decisions done."""

    def __init__(
        self,
        store: Store,
        budget: float,
        interval: float = 5.0,
        lease: float = LEASE,
        saved: Callable[[int], None] = lambda _: None,
    ) -> None:
        self.store = store
        self.budget = budget
        self.interval = interval
        self.lease = lease
        self.saved = saved
        self.owner = f"reviews-{uuid.uuid4().hex}"
        self._wake = asyncio.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._games: dict[int, bots.Played] = {}  # the games reviewed last, last at the end

    def start(self) -> None:
        """Start taking reviews (on the running event loop, with an event of its own to be
        woken by)."""
        self._loop = asyncio.get_running_loop()
        self._wake = wake = asyncio.Event()
        self._task = asyncio.create_task(self._run(wake))

    def wake(self) -> None:
        """Look for reviews now: one was asked for. It may be called from any thread."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._wake.set)

    async def close(self) -> None:
        """Stop, and give back the review under way: another runner (or this server once
        it starts again) goes on from its stored results."""
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None
        try:
            await self._db(release, self.owner)
        except SQLAlchemyError as error:
            log.warning("reviews could not be given back: %s", error)

    async def _run(self, wake: asyncio.Event) -> None:
        while True:
            try:
                worked = await self.run_once()
            except SQLAlchemyError as error:
                log.warning("reviews wait for the database: %s", error)
                worked = False
            except Exception:
                log.exception("the review runner failed; it looks again later")
                worked = False
            if not worked:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(wake.wait(), self.interval)
                wake.clear()

    async def run_once(self) -> bool:
        """Claim the review due first and assess its next decision (with none left, mark
        it done); whether there was one."""
        review = await self._db(claim, self.owner, self.lease)
        if review is None:
            return False
        try:
            await self._step(review)
        except (asyncio.CancelledError, SQLAlchemyError):
            raise  # stopped, or the database: the review is taken up again later
        except Exception:
            log.exception("the review of seat %s in game %s failed", review.seat, review.game_id)
            await self._db(fail, review.id, self.owner)
        return True

    async def _step(self, review: Claimed) -> None:
        played = await self._played(review.game_id)
        decisions = await bots.in_review_worker(bots.decisions, played, review.seat)
        results = list(review.results)
        stored = {(entry["version"], entry.get("step", 0)) for entry in results}
        left = [(version, step) for version, step in decisions if (version + 1, step) not in stored]
        if left:
            judged = await bots.in_review_worker(
                bots.assess, played, review.seat, left[0], self.budget
            )
            version, step = left[0]
            results.append(result(version + 1, step, played.moves[version][1], judged))
        if await self._db(save, review.id, self.owner, results, len(decisions)):
            self.saved(len(results))

    async def _played(self, game_id: int) -> bots.Played:
        """Game `game_id` as stored; the last KEPT_GAMES asked for are kept (a finished
        game does not change)."""
        played = self._games.pop(game_id, None)
        if played is None:
            setup, moves = await self.store.run(self.store.load, game_id)
            played = bots.Played(setup.game, setup.players, setup.seed, setup.options, moves)
        self._games[game_id] = played
        while len(self._games) > KEPT_GAMES:
            del self._games[next(iter(self._games))]
        return played

    async def _db(self, call: Callable[..., T], *args: Any) -> T:
        """`call(db, *args)` in a session of its own, in one of the store's threads."""
        return await self.store.run(self._in_session, call, *args)

    def _in_session(self, call: Callable[..., T], *args: Any) -> T:
        with self.store.sessions() as db:
            return call(db, *args)
