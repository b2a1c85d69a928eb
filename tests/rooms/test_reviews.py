"""Reviews worked through by runners: progress stored decision by decision, the event loop
free meanwhile, the people waiting served in turns, a few reviews waiting per person, taken
up again after a runner dies without assessing anything twice, and never held by two
runners."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import uuid
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session, sessionmaker

from server import lobby
from server.errors import RateLimited
from server.games import registry
from server.games.base import Assessment
from server.games.line import steps_of
from server.games.playout import random_game
from server.i18n import speaking
from server.persistence.games import Made, Store
from server.persistence.models import GameRecord, GameStatus, Review, ReviewStatus, Seat, User, now
from server.rooms import bots, reviews
from server.rooms.reviews import MAX_WAITING, Claimed, Runner
from tests.rooms.helpers import lag_while, new_game
from tests.support.asyncio import in_new_loop

BUDGET = 0.01


def finished_game(engine: Engine, sessions: sessionmaker[Session]) -> tuple[int, int]:
    """A 2-person Renature game played to its end with random moves, stored; (game id, the
    host's user id, in seat 0)."""
    game_id, host = new_game(sessions)
    store = Store(engine)
    setup, _ = store.load(game_id)
    game = registry.get(setup.game)
    for seq, (_, seat, move, after, _) in enumerate(
        random_game(game, setup.players, setup.seed, setup.options), 1
    ):
        made = Made(game_id, seq, seat, move, game.current_seat(after), game.result(after), now())
        store.append(made)
    store.close()
    return game_id, host


def queued(sessions: sessionmaker[Session], game_id: int, user_id: int) -> int:
    with sessions() as db:
        return reviews.ask(db, game_id, user_id, None).id


def stored(sessions: sessionmaker[Session], review_id: int) -> Review:
    with sessions() as db:
        found = db.get(Review, review_id)
        assert found is not None
        return found


def own_decisions(engine: Engine, game_id: int, seat: int) -> list[tuple[int, int]]:
    """(the version its move made, the step's index) of each step `seat` chose among
    several, counted here."""
    store = Store(engine)
    setup, moves = store.load(game_id)
    store.close()
    game = registry.get(setup.game)
    state = game.new(setup.players, setup.seed, setup.options)
    found = []
    for version, (mover, move) in enumerate(moves):
        for index, step in enumerate(steps_of(move)):
            if mover == seat and len(game.legal_moves(state, seat)) > 1:
                found.append((version + 1, index))
            state, _ = game.apply(state, mover, step)
    return found


async def work_through(runner: Runner) -> None:
    """Run `runner` until nothing waits."""
    while await runner.run_once():
        pass


def counting_assessments(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The decisions (version before the move, step) the review worker is asked to assess
    from now on."""
    asked: list[tuple[int, int]] = []
    real = bots.in_review_worker

    async def counted(call: Callable[..., Any], *args: Any) -> Any:
        if call is bots.assess:
            asked.append(args[2])
        return await real(call, *args)

    monkeypatch.setattr(bots, "in_review_worker", counted)
    return asked


@in_new_loop
async def test_a_review_is_worked_through_its_progress_stored_as_it_goes(
    engine: Engine,
    sessions: sessionmaker[Session],
) -> None:
    game_id, host = finished_game(engine, sessions)
    review_id = queued(sessions, game_id, host)
    store = Store(engine)
    progress = set()

    def saved(done: int) -> None:
        assert stored(sessions, review_id).done == done  # in the database as it goes
        progress.add(done)

    runner = Runner(store, BUDGET, saved=saved)
    await work_through(runner)
    review = stored(sessions, review_id)
    expected = own_decisions(engine, game_id, 0)
    assert (review.status, review.done, review.total) == (
        ReviewStatus.DONE,
        len(expected),
        len(expected),
    )
    assert [(r["version"], r["step"]) for r in review.results] == expected
    assert len(progress - {0, len(expected)}) > 3  # seen part way, several times
    assert review.lease_owner is None
    store.close()


@in_new_loop
async def test_a_review_leaves_the_event_loop_free(
    engine: Engine,
    sessions: sessionmaker[Session],
) -> None:
    game_id, host = finished_game(engine, sessions)
    queued(sessions, game_id, host)
    store = Store(engine)
    done = asyncio.Event()

    async def review() -> None:
        await work_through(Runner(store, BUDGET))
        done.set()

    work = asyncio.create_task(review())
    worst = await asyncio.wait_for(lag_while(done), timeout=120)
    await work
    assert worst < 0.05, f"the event loop was held {worst * 1000:.0f} ms"
    store.close()


@pytest.mark.both_databases
@in_new_loop
async def test_a_review_a_dead_runner_held_is_finished_by_another_without_repeats(
    engine: Engine,
    sessions: sessionmaker[Session],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game_id, host = finished_game(engine, sessions)
    review_id = queued(sessions, game_id, host)
    first = Store(engine)
    real = bots.in_review_worker
    fourth = asyncio.Event()
    assessed: list[int] = []

    async def dies_at_the_fourth(call: Callable[..., Any], *args: Any) -> Any:
        if call is bots.assess:
            assessed.append(args[2])
            if len(assessed) == 4:
                fourth.set()
                await asyncio.Event().wait()  # the process dies while it thinks
        return await real(call, *args)

    monkeypatch.setattr(bots, "in_review_worker", dies_at_the_fourth)
    dying = asyncio.create_task(work_through(Runner(first, BUDGET, lease=0.5)))
    await fourth.wait()
    dying.cancel()  # the process ends: no lease given back
    with contextlib.suppress(asyncio.CancelledError):
        await dying
    first.executor.shutdown(wait=True)
    monkeypatch.setattr(bots, "in_review_worker", real)
    before = stored(sessions, review_id)
    assert before.status == ReviewStatus.RUNNING and before.lease_owner is not None
    assert before.done == 3
    kept = before.results

    asked = counting_assessments(monkeypatch)
    second = Store(engine)
    runner = Runner(second, BUDGET)
    while not await runner.run_once():  # until the dead runner's lease runs out: the wait
        await asyncio.sleep(0.1)  # is what is tested, on the database's clock
    await work_through(runner)
    after = stored(sessions, review_id)
    assert after.status == ReviewStatus.DONE and after.results[: len(kept)] == kept
    versions = [(r["version"], r["step"]) for r in after.results]
    assert versions == own_decisions(engine, game_id, 0)
    assert not {(v + 1, k) for v, k in asked} & {(r["version"], r["step"]) for r in kept}
    assert len(asked) == len(versions) - len(kept)
    second.close()


@pytest.mark.both_databases
def test_two_runners_never_hold_the_same_review(
    sessions: sessionmaker[Session],
) -> None:
    games = [new_game(sessions) for _ in range(3)]
    with sessions() as db:
        for game_id, _ in games:
            for seat in (0, 1):
                db.add(Review(game_id=game_id, seat=seat, status=ReviewStatus.QUEUED))
        db.commit()
    claims: list[tuple[str, Claimed]] = []
    start = threading.Barrier(6)

    def runner(owner: str) -> None:
        start.wait()
        for _ in range(4):
            with sessions() as db:
                got = reviews.claim(db, owner, 60)
            if got is not None:
                claims.append((owner, got))

    threads = [threading.Thread(target=runner, args=(f"runner{i}",)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    ids = [claim.id for _, claim in claims]
    assert len(ids) == len(set(ids)) == 6  # each once, and every one
    with sessions() as db:
        rows = db.scalars(select(Review)).all()
        held = {row.id: row.lease_owner for row in rows}
        assert all(row.status == ReviewStatus.RUNNING for row in rows)
    assert held == {claim.id: owner for owner, claim in claims}
    with sessions() as db:
        assert reviews.claim(db, "late", 60) is None  # all held, none run out


def test_asking_again_after_a_failure_queues_the_review_again(
    engine: Engine,
    sessions: sessionmaker[Session],
) -> None:
    game_id, host = finished_game(engine, sessions)
    review_id = queued(sessions, game_id, host)
    progress = [{"version": 3, "move": {}, "best": None, "loss": 0.0, "text": "as good"}]
    with sessions() as db:
        review = db.get_one(Review, review_id)
        review.status, review.done, review.results = ReviewStatus.FAILED, 1, progress
        review.lease_owner, review.lease_until = "gone", now()
        db.commit()
    assert queued(sessions, game_id, host) == review_id
    again = stored(sessions, review_id)
    assert (again.status, again.done, again.results) == (ReviewStatus.QUEUED, 1, progress)
    assert again.lease_owner is None and again.lease_until is None
    assert queued(sessions, game_id, host) == review_id  # a queued review stays as it is
    assert stored(sessions, review_id).status == ReviewStatus.QUEUED


def holder(sessions: sessionmaker[Session], game_id: int, seat: int) -> int:
    """The user id of the person in `seat` of game `game_id`."""
    with sessions() as db:
        record = db.get_one(GameRecord, game_id)
        found = select(Seat.user_id).where(Seat.table_id == record.table_id, Seat.seat == seat)
        user_id = db.scalar(found)
        assert user_id is not None
        return user_id


def judged_at_once(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats whose decisions are assessed from now on, in order; each decision is
    judged at once, as good as the hard bot's choice."""
    taken: list[int] = []
    real = bots.in_review_worker

    async def at_once(call: Callable[..., Any], *args: Any) -> Any:
        if call is bots.assess:
            taken.append(args[1])
            return Assessment(best={}, plan="", loss=0.0)
        return await real(call, *args)

    monkeypatch.setattr(bots, "in_review_worker", at_once)
    return taken


@pytest.mark.both_databases
@in_new_loop
async def test_the_people_waiting_take_turns_decision_by_decision(
    engine: Engine,
    sessions: sessionmaker[Session],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game_id, host = finished_game(engine, sessions)
    first = queued(sessions, game_id, host)  # seat 0's decisions, all asked for first
    second = queued(sessions, game_id, holder(sessions, game_id, 1))
    taken = judged_at_once(monkeypatch)
    store = Store(engine)
    runner = Runner(store, BUDGET)
    for _ in range(4):
        assert await runner.run_once()
    assert taken == [0, 1, 0, 1]  # the second person's first before the first one's second
    assert stored(sessions, first).done == stored(sessions, second).done == 2
    store.close()


def games_played(sessions: sessionmaker[Session], count: int) -> tuple[int, int, list[int]]:
    """`count` 2-seat games between the same two people, over (no moves stored: a review
    is only queued here); (the user id in seat 0, in seat 1, the game ids)."""
    with sessions() as db:
        key = uuid.uuid4().hex[:12]
        ann, bob = User(name=f"ann{key}", name_key=f"ann{key}"), User(name=key, name_key=key)
        db.add_all([ann, bob])
        db.commit()
        games = []
        for _ in range(count):
            table = lobby.join(db, lobby.create_table(db, ann, "renature", 2, {}, True), bob)
            record = lobby.start(db, table, ann, [s.id for s in table.seats])
            record.status = GameStatus.FINISHED
            db.commit()
            games.append(record.id)
        return ann.id, bob.id, games


def test_a_person_has_a_few_reviews_waiting_at_most(sessions: sessionmaker[Session]) -> None:
    ann, bob, games = games_played(sessions, MAX_WAITING + 1)
    *first, last = games
    with sessions() as db:
        asked = [reviews.ask(db, game_id, ann, None).id for game_id in first]
        with pytest.raises(RateLimited, match=f"You have {MAX_WAITING} reviews queued or under"):
            reviews.ask(db, last, ann, None)
        assert reviews.find(db, last, 0) is None  # nothing queued
        assert reviews.ask(db, first[0], ann, None).id == asked[0]  # asked again: answered
        assert reviews.ask(db, last, bob, None).seat == 1  # another person's are their own
        db.get_one(Review, asked[0]).status = ReviewStatus.DONE
        db.commit()
        assert reviews.ask(db, last, ann, None).status == ReviewStatus.QUEUED  # one is done


def test_a_verdict_is_kept_in_every_language_and_read_in_the_one_spoken() -> None:
    said = {"en": "plant a birch", "de": "eine Birke pflanzen", "fr": "planter un bouleau"}
    judged = Assessment(best={"type": "plant"}, plan="plant a birch", loss=2.4, said=said)
    marked = reviews.result(3, 0, {"type": "place"}, judged)
    assert marked["best"] == {"type": "plant"}
    assert marked["text"] == {
        "en": "best was to plant a birch, about 2 points better",
        "de": "besser wäre gewesen: eine Birke pflanzen, etwa 2 Punkte mehr",
        "fr": "le mieux était de planter un bouleau, environ 2 points de plus",
    }
    as_good = reviews.result(5, 1, [{"type": "a"}, {"type": "b"}], replace(judged, loss=0.2))
    assert (as_good["best"], as_good["move"]) == (None, {"type": "b"})
    assert set(as_good["text"]) == {"en", "de", "fr"}
    with speaking("de"):
        assert reviews.said(marked["text"]) == marked["text"]["de"]
        assert reviews.said("words stored before") == "words stored before"
        assert reviews.said({"en": "only English"}) == "only English"
    assert reviews.said(marked["text"]) == "best was to plant a birch, about 2 points better"
