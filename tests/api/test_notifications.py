"""Pushes and webhooks end to end: the push key and subscriptions, each person's choices,
a turn pushed once to the tests' push service (VAPID checked, payload decrypted, no hidden
information), a subscription gone (410) removed, quiet hours, webhooks in Discord, Slack and
plain JSON, private addresses refused, a slow receiver holding up no other delivery."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, timedelta
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select

from server import chat
from server.config import Settings
from server.mail import alerts, hooks, push, web
from server.mail.notices import game_over, invitation_sent
from server.mail.transport import Refused
from server.main import create_app
from server.persistence.models import (
    Channel,
    GameRecord,
    Invitation,
    MailStatus,
    OutboxMail,
    PushSubscription,
)
from tests.mail.receivers import Service, receivers, unb64, vapid_key
from tests.mail.support import name_of, started, won_by
from tests.support.clock import Clock
from tests.support.players import Person, running, settings_for

DELAY = timedelta(minutes=2)
VAPID = vapid_key()


@pytest.fixture
def service() -> Iterator[Service]:
    with receivers() as service:
        yield service


@pytest.fixture
def app(database_url: str, tmp_path: Path, clock: Clock) -> FastAPI:
    """An app that may post to 127.0.0.1, looking at its outbox every 20 ms, on the tests'
    clock."""
    settings = settings_for(
        database_url,
        tmp_path,
        public_url="http://testserver",
        mail_interval=0.02,
        webhooks_allow_private=True,
        vapid_private_key=VAPID,
        notify_timeout=1.0,
    )
    app = create_app(settings)
    app.state.mail.clock = app.state.hub.clock = clock
    return app


def rows(app: FastAPI, channel: Channel) -> list[OutboxMail]:
    with app.state.sessions() as db:
        query = select(OutboxMail).where(OutboxMail.channel == channel)
        return list(db.scalars(query.order_by(OutboxMail.id)))


def turns_due(app: FastAPI, clock: Clock) -> int:
    with app.state.sessions() as db:
        return alerts.queue_turns(db, clock(), DELAY)


def subscribed(person: Person, service: Service) -> None:
    answer = person.request("POST", "/api/push/subscriptions", service.subscribe().json())
    assert answer.status_code == 201, answer.text


def test_the_key_and_a_devices_subscription(client: TestClient, app: FastAPI) -> None:
    settings = app.state.settings
    settings.webhooks_allow_private = True
    key = client.get("/api/push/key").json()["key"]
    assert len(unb64(key)) == 65 and unb64(key)[0] == 4
    assert client.get("/api/push/key").json()["key"] == key
    ann = Person(client).register()
    device = {
        "endpoint": "http://127.0.0.1:9/push/1",
        "keys": {"p256dh": "B" + "A" * 86, "auth": "A" * 22},
    }
    first = ann.request("POST", "/api/push/subscriptions", device)
    assert first.status_code == 201
    again = ann.request("POST", "/api/push/subscriptions", device)
    assert again.json() == first.json()
    assert ann.ok("GET", "/api/account/notifications")["devices"] == 1
    bad = dict(device, keys={"p256dh": "AAAA", "auth": "A" * 22})
    assert ann.request("POST", "/api/push/subscriptions", bad).status_code == 422
    settings.webhooks_allow_private = False
    refused = ann.request(
        "POST", "/api/push/subscriptions", dict(device, endpoint="https://127.0.0.1/p")
    )
    assert refused.status_code == 422
    plain = ann.request(
        "POST", "/api/push/subscriptions", dict(device, endpoint="http://example.com/p")
    )
    assert plain.status_code == 422
    gone = ann.request("DELETE", "/api/push/subscriptions", {"endpoint": device["endpoint"]})
    assert gone.status_code == 204
    assert ann.ok("GET", "/api/account/notifications")["devices"] == 0
    guest = Person(client).guest()
    assert guest.request("POST", "/api/push/subscriptions", device).status_code == 403


def test_a_vapid_key_is_made_once_and_kept_in_the_data_directory(tmp_path: Path) -> None:
    first = Settings(data_dir=tmp_path).vapid_key
    assert Settings(data_dir=tmp_path).vapid_key == first
    assert (tmp_path / "vapid_private_key.pem").stat().st_mode & 0o077 == 0
    assert push.public_key(first) != push.public_key(VAPID)
    assert push.public_key(Settings(vapid_private_key=VAPID).vapid_key) == push.public_key(VAPID)


def test_the_choices_of_a_person(client: TestClient) -> None:
    ann = Person(client).register()
    state = ann.ok("GET", "/api/account/notifications")
    assert state == {
        "mail": {"turns": "each", "invitations": True, "results": True},
        "push": {
            "turns": True,
            "invitations": True,
            "results": True,
            "chat": False,
            "reminders": True,
        },
        "webhook": {"turns": True, "results": True},
        "quiet": {"from": None, "to": None, "time_zone": "UTC"},
        "devices": 0,
        "webhooks": [],
    }
    changed = ann.ok(
        "PUT",
        "/api/account/notifications",
        {
            "mail": {"turns": "digest"},
            "push": {"chat": True, "results": False},
            "quiet": {"from": 22, "to": 7, "time_zone": "Europe/Berlin"},
        },
    )
    assert changed["mail"] == {"turns": "digest", "invitations": True, "results": True}
    assert changed["push"]["chat"] is True and changed["push"]["results"] is False
    assert changed["push"]["turns"] is True
    assert changed["quiet"] == {"from": 22, "to": 7, "time_zone": "Europe/Berlin"}
    assert ann.ok("GET", "/api/mail")["turns"] == "daily"  # the mail settings, mapped
    assert ann.ok("GET", "/api/account/notifications") == changed
    wrong = {"quiet": {"from": 1, "to": 2, "time_zone": "Mars/Olympus"}}
    assert ann.request("PUT", "/api/account/notifications", wrong).status_code == 422
    late = {"quiet": {"from": 24, "to": 2, "time_zone": "UTC"}}
    assert ann.request("PUT", "/api/account/notifications", late).status_code == 422


@pytest.mark.both_databases
def test_jobs_run_at_once_by_two_processes_queue_one_push_per_turn(
    client: TestClient, app: FastAPI, clock: Clock, service: Service
) -> None:
    """Each server process runs the turn jobs: run together, they queue a turn's pushes once
    (each on its own connection, as two processes would)."""
    ann, bob = Person(client).register(), Person(client).register()
    subscribed(ann, service)
    started(ann, bob)
    clock.advance(DELAY + timedelta(seconds=1))
    with ThreadPoolExecutor(2) as pool:
        queued = list(pool.map(lambda _: turns_due(app, clock), range(2)))
    assert sum(queued) == 1 and turns_due(app, clock) == 0
    assert len(rows(app, Channel.PUSH)) == 1
    assert len(service.pushes(1)) == 1


def test_a_turn_push_arrives_once_decrypted_naming_the_game_and_nothing_hidden(
    client: TestClient, app: FastAPI, clock: Clock, service: Service
) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    subscribed(ann, service)
    subscribed(ann, service)  # a second device
    game = started(ann, bob)
    assert turns_due(app, clock) == 0  # the turn is too new
    clock.advance(DELAY + timedelta(seconds=1))
    assert turns_due(app, clock) == 2
    assert turns_due(app, clock) == 0  # once per turn
    pushes = service.pushes(2)
    key = client.get("/api/push/key").json()["key"]
    assert {p.signer for p in pushes} == {key}
    assert sorted(p.path for p in pushes) == ["/push/0", "/push/1"]
    assert pushes[0].body == {
        "title": "Your turn in Renature",
        "body": f"It is your turn in Renature with {name_of(bob)} (game {game}).",
        "url": f"/games/{game}",
        "tag": f"turn:{game}",
    }
    time.sleep(0.2)
    assert len(service.pushes(2)) == 2 and not service.refused
    assert [r.status for r in rows(app, Channel.PUSH)] == [MailStatus.SENT] * 2


def test_pushes_in_the_persons_language_and_after_their_quiet_hours(
    client: TestClient, app: FastAPI, clock: Clock, service: Service
) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    assert ann.request("POST", "/api/language", {"language": "de"}).status_code < 300
    hour = clock().astimezone(UTC).hour
    quiet = {"from": hour, "to": (hour + 2) % 24, "time_zone": "UTC"}
    ann.ok("PUT", "/api/account/notifications", {"quiet": quiet})
    subscribed(ann, service)
    game = started(ann, bob)
    clock.advance(DELAY + timedelta(seconds=1))
    assert turns_due(app, clock) == 1
    [row] = rows(app, Channel.PUSH)
    end = (clock() + timedelta(hours=2)).replace(minute=0, second=0, microsecond=0)
    if clock().hour > hour:  # the hour turned while the test ran
        end -= timedelta(hours=1)
    assert row.next_attempt_at == end
    time.sleep(0.3)
    assert service.pushes(0) == []
    clock.advance(end - clock() + timedelta(seconds=1))
    [push] = service.pushes(1)
    assert push.body["title"] == "Dein Zug in Renature"
    assert push.body["url"] == f"/games/{game}"


def test_a_subscription_its_service_no_longer_knows_is_removed(
    client: TestClient, app: FastAPI, clock: Clock, service: Service
) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    subscribed(ann, service)
    service.answers["/push/0"] = 410
    started(ann, bob)
    clock.advance(DELAY + timedelta(seconds=1))
    assert turns_due(app, clock) == 1
    for _ in range(500):
        if ann.ok("GET", "/api/account/notifications")["devices"] == 0:
            break
        time.sleep(0.01)
    assert ann.ok("GET", "/api/account/notifications")["devices"] == 0
    [row] = rows(app, Channel.PUSH)
    assert row.status == MailStatus.FAILED and row.last_error is not None
    assert "410" in row.last_error


def test_invitations_and_game_over_pushed_as_chosen(
    client: TestClient, app: FastAPI, service: Service
) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    subscribed(bob, service)
    table = ann.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": False})
    ann.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": name_of(bob)})
    [invited] = service.pushes(1)
    assert invited.body["title"] == f"{name_of(ann)} invites you to play Renature"
    assert invited.body["url"] == f"/tables/{table['id']}"
    bob.ok("PUT", "/api/account/notifications", {"push": {"results": False}})
    game = started(ann, bob)
    won_by(app, game, 1)
    with app.state.sessions() as db:
        game_over(db, game)
    time.sleep(0.3)
    assert len(service.pushes(1)) == 2  # the second invitation, no result
    with app.state.sessions() as db:
        invitation = db.scalars(select(Invitation)).first()
        assert invitation is not None
        invitation_sent(db, invitation)  # queued once only
    time.sleep(0.2)
    assert len(service.pushes(1)) == 2


def test_webhooks_of_a_person_and_of_a_table_in_their_formats(
    client: TestClient, app: FastAPI, clock: Clock, service: Service
) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    for shape in ("discord", "slack", "json"):
        hook = ann.request(
            "POST",
            "/api/account/webhooks",
            {"url": f"{service.base}/hook/{shape}", "format": shape},
        )
        assert hook.status_code == 201, hook.text
    game = started(ann, bob)
    table_id = _table_of(app, game)
    assert (
        bob.request(
            "POST",
            f"/api/tables/{table_id}/webhooks",
            {"url": f"{service.base}/hook/t", "format": "json"},
        ).status_code
        == 403
    )
    assert (
        ann.request(
            "POST",
            f"/api/tables/{table_id}/webhooks",
            {"url": f"{service.base}/hook/table", "format": "json"},
        ).status_code
        == 201
    )
    clock.advance(DELAY + timedelta(seconds=1))
    assert turns_due(app, clock) == 4
    posts = {p.path: p.body for p in service.posts(4)}
    url = f"http://testserver/games/{game}"
    said = f"It is {name_of(ann)}'s turn in Renature (game {game})."
    assert posts["/hook/discord"]["content"] == f"**Renature (game {game})**: {said} {url}"
    assert posts["/hook/slack"] == {"text": f"*Renature (game {game})*: {said} <{url}>"}
    plain = {"event": "turn", "game": game, "title": f"Renature (game {game})", "url": url}
    assert posts["/hook/json"] == plain | {"text": said}
    assert posts["/hook/table"] == plain | {"text": said}
    hooks_now = ann.ok("GET", "/api/account/notifications")["webhooks"]
    assert [h["format"] for h in hooks_now] == ["discord", "slack", "json"]
    gone = ann.request("DELETE", f"/api/account/webhooks/{hooks_now[0]['id']}")
    assert gone.status_code == 204
    assert bob.request("DELETE", f"/api/account/webhooks/{hooks_now[1]['id']}").status_code == 404
    won_by(app, game, 0)
    with app.state.sessions() as db:
        game_over(db, game)
    over = [p.body for p in service.posts(7)[4:]]
    assert {
        "event": "game_over",
        "game": game,
        "title": f"Renature (game {game})",
        "url": url,
        "text": f"Renature (game {game}) is over. {name_of(ann)} won.",
    } in over


def _table_of(app: FastAPI, game: int) -> int:
    with app.state.sessions() as db:
        return int(db.get_one(GameRecord, game).table_id)


@pytest.mark.parametrize(
    "url",
    [
        "ftp://example.com/hook",
        "http://127.0.0.1:8000/hook",
        "http://localhost/hook",
        "http://10.1.2.3/hook",
        "http://192.168.0.1/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/hook",
        "http://[::ffff:127.0.0.1]/hook",
        "http://0.0.0.0/hook",
        "http://224.0.0.1/hook",
        "https://user:secret@example.com/hook",
        "not a url",
    ],
)
def test_webhooks_to_private_addresses_are_refused_unless_the_operator_allows(
    url: str, database_url: str, tmp_path: Path
) -> None:
    app = create_app(settings_for(database_url, tmp_path, vapid_private_key=VAPID))
    with running(app) as client:
        ann = Person(client).register()
        answer = ann.request("POST", "/api/account/webhooks", {"url": url, "format": "json"})
        assert answer.status_code == 422, answer.text
        assert answer.json()["error"] == "invalid"


def test_an_address_that_became_private_is_refused_when_posted_to() -> None:
    post = hooks.Post("http://127.0.0.1:9/hook", b"{}", {})

    async def send() -> None:
        async with web.client(1.0) as http:
            await hooks.send(http, post, allow_private=False)

    with pytest.raises(Refused) as refused:
        asyncio.run(send())
    assert refused.value.permanent
    assert web.public("93.184.216.34") and not web.public("100.64.0.1")


def test_a_slow_receiver_holds_up_no_other_delivery(
    client: TestClient, app: FastAPI, clock: Clock, service: Service
) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    for path in ("slow/late", "hook/fast"):
        body = {"url": f"{service.base}/{path}", "format": "json"}
        assert ann.request("POST", "/api/account/webhooks", body).status_code == 201
    subscribed(ann, service)
    started(ann, bob)
    clock.advance(DELAY + timedelta(seconds=1))
    began = time.time()
    assert turns_due(app, clock) == 3
    [fast] = service.posts(1)
    [pushed] = service.pushes(1)
    assert fast.at - began < 1.0 and pushed.at - began < 1.0
    for _ in range(300):  # the slow one times out (1 s) and waits for its next attempt
        late = [r for r in rows(app, Channel.WEBHOOK) if r.status == MailStatus.QUEUED]
        if late and late[0].last_error:
            break
        time.sleep(0.01)
    assert late[0].attempts == 1 and "Timeout" in (late[0].last_error or "")


def test_chat_pushed_to_players_away_who_want_it(
    client: TestClient, app: FastAPI, service: Service
) -> None:
    ann, bob = Person(client).register(), Person(client).register()
    subscribed(bob, service)
    bob.ok(
        "PUT",
        "/api/account/notifications",
        {"push": {"chat": True, "turns": False, "invitations": False}},
    )
    game = started(ann, bob)
    sessions, budgets = app.state.sessions, app.state.budgets
    chat.post(sessions, budgets, game, _id(ann), 0, "good luck!")
    [pushed] = service.pushes(1)
    chat.post(sessions, budgets, game, _id(ann), 0, "still there?")  # one per 10 minutes
    chat.post(sessions, budgets, game, _id(bob), 1, "thanks")  # ann has no device
    time.sleep(0.2)
    assert len(service.pushes(1)) == 1
    assert pushed.body == {
        "title": f"{name_of(ann)} in Renature",
        "body": "good luck!",
        "url": f"/games/{game}",
        "tag": f"chat:{game}",
    }
    with app.state.sessions() as db:
        assert db.scalars(select(PushSubscription)).all()


def _id(person: Person) -> int:
    assert person.user is not None
    return int(person.user["id"])


def test_processes_sharing_a_data_directory_sign_with_one_key(tmp_path: Path) -> None:
    """The first process to start makes the key; those starting at the same time read it."""
    with ThreadPoolExecutor(8) as pool:
        keys = set(pool.map(lambda _: Settings(data_dir=tmp_path).vapid_key, range(8)))
    assert len(keys) == 1 and next(iter(keys)).startswith("-----BEGIN PRIVATE KEY-----")
    assert [p.name for p in tmp_path.iterdir()] == ["vapid_private_key.pem"]
    assert (tmp_path / "vapid_private_key.pem").stat().st_mode & 0o777 == 0o600
