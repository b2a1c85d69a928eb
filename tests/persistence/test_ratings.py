"""Ratings: finished games between people move their ratings the right way, once each,
also when two processes rate at the same time; bots and guests are left out; private games,
people who hardly played and pairings played too often are not rated."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker

from server import ratings
from server.persistence.db import make_engine, make_sessions
from server.persistence.models import (
    Base,
    GameRecord,
    GameStatus,
    MoveRecord,
    RatedGame,
    Rating,
    RatingChange,
    Seat,
    Table,
    User,
)

pytestmark = pytest.mark.both_databases

START = datetime(2025, 3, 1, tzinfo=UTC)
HOUR = timedelta(hours=1)
Holder = User | str  # a person, or a bot's level
_tokens = itertools.count()


@pytest.fixture
def sessions(database_url: str) -> Iterator[sessionmaker[Session]]:
    engine = make_engine(database_url)
    yield make_sessions(engine)
    engine.dispose()


def people(db: Session, *names: str) -> list[User]:
    users = [User(name=name, name_key=name) for name in names]
    db.add_all(users)
    db.commit()
    return users


def game(
    db: Session,
    holders: list[Holder],
    ranking: list[list[int]] | None,
    ended: datetime = START,
    name: str = "renature",
    public: bool = True,
    moves: int = ratings.MIN_OWN_MOVES,
) -> int:
    """A game of `name` between `holders` (seat by seat) that ended at `ended` with
    `ranking` (None: still being played), `public` or not, in which each seat made `moves`
    moves, an hour before it ended; its id."""
    first = next(h for h in holders if isinstance(h, User))
    seats = [
        Seat(seat=i, user_id=h.id) if isinstance(h, User) else Seat(seat=i, bot_level=h)
        for i, h in enumerate(holders)
    ]
    table = Table(
        game=name,
        size=len(holders),
        options={},
        public=public,
        host_id=first.id,
        invite_token=f"t{next(_tokens)}",
        seats=seats,
    )
    record = GameRecord(
        table=table, game=name, players=len(holders), seed=1, options={}, updated_at=ended
    )
    if ranking is not None:
        record.status = GameStatus.FINISHED
        record.result = {
            "seats": [{"total": 0, "parts": {}} for _ in holders],
            "ranking": ranking,
            "winners": ranking[0],
        }
    db.add(record)
    db.flush()
    db.add_all(
        MoveRecord(game_id=record.id, seq=seq, seat=seat, move={}, created_at=ended - HOUR)
        for seq, seat in enumerate((seat for _ in range(moves) for seat in range(len(holders))), 1)
    )
    db.commit()
    return record.id


def utc(at: datetime) -> datetime:
    """`at`, read back from SQLite without its zone (UTC), as an aware time."""
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def rating(db: Session, user: User, name: str = "renature") -> Rating:
    found = db.get(Rating, (user.id, name))
    assert found is not None, user.name
    return found


def count(db: Session, model: type[Base]) -> int:
    return db.scalar(select(func.count()).select_from(model)) or 0


def test_what_is_shown_and_the_people_s_places() -> None:
    assert ratings.shown(25.0, 25 / 3) == ratings.NEWCOMER == 1000
    assert ratings.shown(30.0, 2.0) == 1000 + 25 * 24
    # bots' places are skipped, ties share a place, a seat the ranking leaves out is last
    assert ratings.places({"ranking": [[1], [0, 2], [3]]}, {0: 10, 2: 12, 3: 13}) == {
        10: 0,
        12: 0,
        13: 1,
    }
    assert ratings.places({"ranking": [[2], [0]]}, {0: 10, 1: 11, 2: 12}) == {
        12: 0,
        10: 1,
        11: 2,
    }
    with pytest.raises(ValueError, match="no ranking"):
        ratings.places({"winners": [0]}, {0: 10})


def test_three_people_move_the_right_way_once(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        ann, bob, cat = people(db, "ann", "bob", "cat")
        game_id = game(db, [cat, ann, bob], [[1], [2], [0]])  # ann, bob, then cat
        assert ratings.rate(db, game_id)
        first, second, third = rating(db, ann), rating(db, bob), rating(db, cat)
        assert first.mu > ratings.MODEL.mu > third.mu
        assert first.mu > second.mu > third.mu
        assert first.rating > second.rating > third.rating
        assert first.rating > ratings.NEWCOMER > third.rating
        assert [first.games, second.games, third.games] == [1, 1, 1]
        changes = db.scalars(select(RatingChange).order_by(RatingChange.place)).all()
        assert [(c.user_id, c.place) for c in changes] == [(ann.id, 0), (bob.id, 1), (cat.id, 2)]
        assert [c.rating - c.change for c in changes] == [ratings.NEWCOMER] * 3
        assert all(utc(c.at) == START and c.game_id == game_id for c in changes)

        assert not ratings.rate(db, game_id)  # a second call changes nothing
        assert rating(db, ann).mu == first.mu and rating(db, ann).games == 1
        assert count(db, RatingChange) == 3

        # a second game: the winner of the first now loses, from the ratings it left
        before = rating(db, ann).mu
        later = game(db, [ann, cat], [[1], [0]], START + timedelta(days=1))
        assert ratings.rate(db, later)
        assert rating(db, ann).mu < before and rating(db, ann).games == 2
        assert rating(db, bob).games == 1


def test_tied_people_stay_tied(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        ann, bob, cat = people(db, "ann", "bob", "cat")
        assert ratings.rate(db, game(db, [ann, bob, cat], [[0, 2], [1]]))
        a, b, c = rating(db, ann), rating(db, bob), rating(db, cat)
        assert (a.mu, a.sigma, a.rating) == (c.mu, c.sigma, c.rating)
        assert a.mu > b.mu and a.rating > b.rating
        places = {u: p for u, p in db.execute(select(RatingChange.user_id, RatingChange.place))}
        assert places == {ann.id: 0, cat.id: 0, bob.id: 1}


def test_bots_are_left_out(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        ann, bob = people(db, "ann", "bob")
        # the bot wins, bob is second, ann last: rated as bob beating ann
        game_id = game(db, [ann, "hard", bob], [[1], [2], [0]])
        assert ratings.rate(db, game_id)
        [[loser], [winner]] = ratings.MODEL.rate(
            [[ratings.MODEL.rating()], [ratings.MODEL.rating()]], ranks=[1.0, 0.0]
        )
        assert rating(db, bob).mu == pytest.approx(winner.mu)
        assert rating(db, ann).mu == pytest.approx(loser.mu)
        assert count(db, Rating) == 2
        assert db.get_one(RatedGame, game_id).people == 2


def test_one_person_with_bots_is_not_rated(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        [ann] = people(db, "ann")
        game_id = game(db, ["easy", ann, "medium"], [[1], [0, 2]])
        assert ratings.rate(db, game_id)  # settled, without a rating
        assert count(db, Rating) == count(db, RatingChange) == 0
        assert db.get_one(RatedGame, game_id).people == 0
        assert ratings.rate_unrated(db) == 0


def test_games_not_finished_or_missing_are_left_for_later(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        ann, bob = people(db, "ann", "bob")
        playing = game(db, [ann, bob], None)
        assert not ratings.rate(db, playing)
        assert not ratings.rate(db, playing + 1000)
        assert count(db, RatedGame) == 0
        record = db.get_one(GameRecord, playing)
        record.status = GameStatus.FINISHED
        record.result = {"seats": [], "ranking": [[0], [1]], "winners": [0]}
        db.commit()
        assert ratings.rate(db, playing)
        assert rating(db, ann).rating > rating(db, bob).rating


def test_the_catch_up_rates_the_oldest_first_and_once(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        ann, bob = people(db, "ann", "bob")
        newer = game(db, [ann, bob], [[0], [1]], START + timedelta(hours=2))
        older = game(db, [ann, bob], [[1], [0]], START)
        game(db, [ann, bob], None)  # being played
        assert ratings.rate_unrated(db) == 2
        assert ratings.rate_unrated(db) == 0
        order = db.scalars(
            select(RatingChange.game_id)
            .where(RatingChange.user_id == ann.id)
            .order_by(RatingChange.id)
        ).all()
        assert order == [older, newer]
        history = ratings.history(db, ann.id)
        assert [c.game_id for c in history] == [older, newer]
        assert history[0].change < 0 < history[1].change
        assert rating(db, ann).rating == history[-1].rating


def racing(url: str, calls: list[int], rounds: int = 1) -> list[bool]:
    """Call `rate` on each of the games `calls`, each in a thread with its own engine, all
    at once; `rounds` times over. What each call returned."""
    answers: list[bool] = []
    lock = threading.Lock()

    def rater(game_id: int, start: threading.Barrier) -> None:
        engine = make_engine(url)
        try:
            with make_sessions(engine)() as db:
                db.execute(select(1))  # connected before the start
                start.wait()
                answer = ratings.rate(db, game_id)
            with lock:
                answers.append(answer)
        finally:
            engine.dispose()

    for _ in range(rounds):
        start = threading.Barrier(len(calls))
        threads = [threading.Thread(target=rater, args=(g, start)) for g in calls]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
    return answers


def test_two_processes_rate_a_game_exactly_once(
    database_url: str, sessions: sessionmaker[Session]
) -> None:
    with sessions() as db:
        ann, bob, cat = people(db, "ann", "bob", "cat")
        games = [game(db, [ann, bob, cat], [[0], [1], [2]], START + timedelta(i)) for i in range(4)]
    for game_id in games:
        assert sorted(racing(database_url, [game_id, game_id])) == [False, True]
    with sessions() as db:
        assert [rating(db, p).games for p in (ann, bob, cat)] == [4, 4, 4]
        assert count(db, RatingChange) == 12
        assert count(db, RatedGame) == 4


def test_two_games_of_one_person_rated_at_once_both_count(
    database_url: str, sessions: sessionmaker[Session]
) -> None:
    with sessions() as db:
        ann, bob, cat = people(db, "ann", "bob", "cat")
        pairs = [
            (game(db, [ann, bob], [[0], [1]]), game(db, [ann, cat], [[0], [1]])) for _ in range(3)
        ]
    for pair in pairs:
        assert racing(database_url, list(pair)) == [True, True]
    with sessions() as db:
        mine = rating(db, ann)
        assert mine.games == 6
        last = ratings.history(db, ann.id)
        assert len(last) == 6
        # each game started from the rating the one before left: nothing was lost
        for before, after in itertools.pairwise(last):
            assert after.rating - after.change == before.rating
        assert mine.rating == last[-1].rating


def test_guests_and_private_games_are_left_out(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        ann, bob, gus = people(db, "ann", "bob", "gus")
        gus.guest = True
        db.commit()
        alone = game(db, [gus, ann], [[0], [1]])  # one account, and a guest
        hidden = game(db, [ann, bob], [[0], [1]], public=False)
        three = game(db, [gus, ann, bob], [[0], [1], [2]])  # rated as ann beating bob
        assert ratings.rate_unrated(db) == 3
        assert [db.get_one(RatedGame, g).people for g in (alone, hidden, three)] == [0, 0, 2]
        assert count(db, Rating) == 2 and count(db, RatingChange) == 2
        assert rating(db, ann).rating > ratings.NEWCOMER > rating(db, bob).rating
        assert db.get(Rating, (gus.id, "renature")) is None
        db.add(Rating(user_id=gus.id, game="renature", mu=40, sigma=1, rating=1900, games=50))
        db.commit()  # as a guest was rated before guests were left out: not on the board
        assert [user.name for _, user in ratings.leaderboard(db, "renature", 10)] == ["ann", "bob"]


def test_each_account_must_have_played_moves_of_its_own(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        ann, bob = people(db, "ann", "bob")

        def resigned(game_id: int, after: int) -> None:
            """Bob resigned game `game_id` after `after` moves of his own (a bot made the
            rest of his seat's moves)."""
            record = db.get_one(GameRecord, game_id)
            seat = next(s for s in record.table.seats if s.user_id == bob.id)
            mine = db.scalars(
                select(MoveRecord).where(MoveRecord.game_id == game_id, MoveRecord.seat == 1)
            ).all()
            for number, move in enumerate(mine):
                move.created_at = START + timedelta(minutes=number)
            seat.resigned_at = START + timedelta(minutes=after)
            db.commit()

        quick = game(db, [ann, bob], [[0], [1]], START + HOUR, moves=ratings.MIN_OWN_MOVES * 3)
        resigned(quick, ratings.MIN_OWN_MOVES - 1)
        few = game(db, [ann, bob], [[0], [1]], START + 2 * HOUR, moves=ratings.MIN_OWN_MOVES - 1)
        assert ratings.rate_unrated(db) == 2
        assert count(db, RatingChange) == 0
        played = game(db, [ann, bob], [[0], [1]], START + 3 * HOUR, moves=ratings.MIN_OWN_MOVES)
        resigned(played, ratings.MIN_OWN_MOVES)
        assert ratings.rate(db, played)
        assert [db.get_one(RatedGame, g).people for g in (quick, few, played)] == [0, 0, 2]
        mine = ratings.MIN_OWN_MOVES * 3, ratings.MIN_OWN_MOVES - 1
        assert own_moves(db, quick) == dict(zip((ann.id, bob.id), mine, strict=True))


def own_moves(db: Session, game_id: int) -> dict[int, int]:
    return ratings.own_moves(db, db.get_one(GameRecord, game_id))


def test_a_pairing_is_rated_a_few_times_a_day(sessions: sessionmaker[Session]) -> None:
    with sessions() as db:
        ann, bob, cat = people(db, "ann", "bob", "cat")
        daily = [game(db, [ann, bob], [[0], [1]], START + i * HOUR) for i in range(5)]
        other_game = game(db, [ann, bob], [[0], [1]], START + 5 * HOUR, name="cascadia")
        other_pair = game(db, [ann, cat, bob], [[0], [1], [2]], START + 6 * HOUR)
        next_day = game(db, [bob, ann], [[0], [1]], START + 2 * HOUR + ratings.PAIRING_WINDOW)
        assert ratings.rate_unrated(db) == 8
        rated = [db.get_one(RatedGame, g).people for g in [*daily, other_game, other_pair]]
        assert rated == [2] * ratings.PAIRED_GAMES + [0, 0] + [2, 0]  # ann and bob again
        assert db.get_one(RatedGame, next_day).people == 2  # the first of those days is over
        assert rating(db, ann).games == ratings.PAIRED_GAMES + 1
        assert rating(db, ann, "cascadia").games == 1
