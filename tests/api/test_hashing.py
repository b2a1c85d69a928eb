"""Password hashing cannot be turned against the server, and failed log-ins cannot lock an
account's owner out."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any, Literal

import pytest
from argon2 import PasswordHasher
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from server import accounts
from server.accounts import Accounts
from server.errors import Conflict, NotAuthenticated, RateLimited
from server.persistence.db import make_engine, make_sessions
from server.throttle import Budgets, LoginThrottle
from tests.support.asyncio import run_new
from tests.support.players import Person


class CountingHasher(PasswordHasher):
    """Argon2 at its cheapest, counting the hashes made and holding each `hold` seconds."""

    def __init__(self, hold: float = 0.0) -> None:
        super().__init__(time_cost=1, memory_cost=8, parallelism=1)
        self.hold = hold
        self.made = 0
        self.at_once = 0
        self.most_at_once = 0
        self.lock = threading.Lock()

    def hash(self, password: str | bytes, *, salt: bytes | None = None) -> str:
        with self.lock:
            self.made += 1
            self.at_once += 1
            self.most_at_once = max(self.most_at_once, self.at_once)
        time.sleep(self.hold)  # a real wait: a slow hash, what the others must wait for
        with self.lock:
            self.at_once -= 1
        return super().hash(password, salt=salt)


class WatchedTurns(asyncio.Semaphore):
    """One turn to hash, noting how many database connections are in use each time a
    request starts waiting for it."""

    def __init__(self, engine: Engine) -> None:
        super().__init__(1)
        self.engine = engine
        self.connections_while_waiting: list[int] = []

    async def acquire(self) -> Literal[True]:
        self.connections_while_waiting.append(self.engine.pool.checkedout())  # type: ignore[attr-defined]
        return await super().acquire()


def sessions_of(client: TestClient) -> sessionmaker[Session]:
    found: sessionmaker[Session] = client.app.state.sessions  # type: ignore[attr-defined]
    return found


def test_a_taken_name_is_refused_before_hashing(client: TestClient) -> None:
    Person(client).register("Alder", "pine cones")
    hasher = CountingHasher()
    with sessions_of(client)() as db, pytest.raises(Conflict, match="taken"):
        run_new(Accounts(hasher).register(db, "ALDER", "another password"))
    assert hasher.made == 0


def test_hashes_run_one_per_turn_and_the_excess_is_refused(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(accounts, "HASH_WAIT", 0.2)
    hasher = CountingHasher(hold=0.5)
    service = Accounts(hasher, hashers=2)

    async def register(i: int) -> Any:
        with sessions_of(client)() as db:
            try:
                return (await service.register(db, f"person{i}", "a good password")).name
            except RateLimited as refusal:
                return refusal

    async def all_at_once() -> list[Any]:
        return list(await asyncio.gather(*(register(i) for i in range(6))))

    results = run_new(all_at_once())
    assert hasher.most_at_once == 2
    assert sum(isinstance(r, str) for r in results) == 2
    refused = [r for r in results if isinstance(r, RateLimited)]
    assert len(refused) == 4 and all(r.retry_after == 2 for r in refused)


@pytest.mark.both_databases
def test_waiting_for_a_turn_holds_no_database_connection(
    client: TestClient, database_url: str
) -> None:
    Person(client).register("Alder", "pine cones")
    engine = make_engine(database_url)  # a pool of its own, which the app's work leaves alone
    service = Accounts(CountingHasher())
    turns = service.turns = WatchedTurns(engine)

    async def sign_ins() -> None:
        with make_sessions(engine)() as db:
            assert (await service.login(db, "alder", "pine cones")).name == "Alder"
        with make_sessions(engine)() as db, pytest.raises(NotAuthenticated):
            await service.login(db, "nobody", "pine cones")
        with make_sessions(engine)() as db:
            await service.register(db, "Rowan", "a good password")

    try:
        run_new(sign_ins())
    finally:
        engine.dispose()
    assert turns.connections_while_waiting  # the two log-ins' and the registration's waits
    assert max(turns.connections_while_waiting) == 0


def test_failures_from_elsewhere_do_not_lock_the_owner_out() -> None:
    throttle = LoginThrottle(Budgets())
    for _ in range(5):
        throttle.check("alder", "203.0.113.9")
        throttle.failed("alder", "203.0.113.9")
    with pytest.raises(RateLimited, match="Too many failed log-ins"):
        throttle.check("Alder", "203.0.113.9")
    throttle.check("alder", "198.51.100.1")  # the owner, from their own address


def test_refusals_say_when_to_try_again(client: TestClient) -> None:
    Person(client).register("Alder", "pine cones")
    person = Person(client)
    for _ in range(5):
        person.request("POST", "/api/session", {"name": "alder", "password": "wrong one"})
    refused = person.request("POST", "/api/session", {"name": "alder", "password": "pine cones"})
    assert refused.status_code == 429
    wait = int(refused.headers["retry-after"])
    assert 1 <= wait <= 15 * 60
    assert f"try again in {wait} s" in refused.json()["detail"]


def test_guests_per_address_are_limited(client: TestClient) -> None:
    for _ in range(30):
        Person(client).guest()
    refused = Person(client).request("POST", "/api/guests")
    assert (refused.status_code, refused.json()["error"]) == (429, "rate_limited")
    assert "Too many guests from your address" in refused.json()["detail"]
