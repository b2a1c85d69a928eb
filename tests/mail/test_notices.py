"""Notifications, received by the tests' SMTP server with links that work: a turn mail once
the turn has waited long enough unseen (once per turn), invitations, game over, a daily
digest instead of turn mails; each as the person chose, only to confirmed addresses."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select

from server.mail.notices import (
    game_over,
    invitation_sent,
    looked_at,
    queue_digests,
    queue_turn_mails,
)
from server.persistence.models import Invitation, MailKind
from tests.mail.inbox import Inbox, link, text
from tests.mail.support import end_turn, name_of, outbox, started, unconfirmed, won_by
from tests.support.clock import Clock
from tests.support.players import Person

DELAY = timedelta(minutes=10)


def run(app: FastAPI, job: Callable[..., Any], *args: Any) -> Any:
    """`job(db, *args)` on a session of the app's database."""
    with app.state.sessions() as db:
        return job(db, *args)


def wants(person: Person, **choices: Any) -> None:
    everything = {"turns": "each", "invitations": True, "results": True}
    person.ok("POST", "/api/mail/preferences", everything | choices)


def test_a_turn_mail_once_the_turn_waited_long_enough_and_once_per_turn(
    ann_and_bob: tuple[Person, Person], app: FastAPI, inbox: Inbox, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    game = started(ann, bob)
    clock.advance(DELAY - timedelta(minutes=1))
    assert run(app, queue_turn_mails, clock(), DELAY) == 0
    clock.advance(timedelta(minutes=2))
    assert run(app, queue_turn_mails, clock(), DELAY) == 1
    assert run(app, queue_turn_mails, clock() + timedelta(hours=1), DELAY) == 0
    [message] = inbox.wait(1, "Your turn in Renature")
    assert message["To"] == "ann@example.org"
    assert f"Renature with {name_of(bob)} (game {game})" in text(message)
    assert ann.request("GET", link(message, f"/games/{game}")).status_code == 200
    clock.advance(-clock.ahead)
    end_turn(ann, game)
    clock.advance(DELAY + timedelta(seconds=1))
    assert run(app, queue_turn_mails, clock(), DELAY) == 1
    assert inbox.wait(2, "Your turn in Renature")[1]["To"] == "bob@example.org"
    assert [m.to_address for m in outbox(app) if m.kind == MailKind.TURN] == [
        "ann@example.org",
        "bob@example.org",
    ]


def test_no_turn_mail_once_the_game_was_seen_or_long_ago(
    ann_and_bob: tuple[Person, Person], app: FastAPI, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    seen, forgotten = started(ann, bob), started(ann, bob)
    assert ann.user is not None
    run(app, looked_at, seen, ann.user["id"])
    assert run(app, queue_turn_mails, clock() + DELAY * 2, DELAY) == 1  # only `forgotten`
    assert run(app, queue_turn_mails, clock() + DELAY + timedelta(days=2), DELAY) == 0
    [turn] = [m for m in outbox(app) if m.kind == MailKind.TURN]
    assert f"(game {forgotten})" in turn.body


def test_turn_mails_as_chosen_and_only_to_confirmed_addresses(
    ann_and_bob: tuple[Person, Person], client: TestClient, app: FastAPI, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    cat = unconfirmed(client, "cat@example.org")  # never confirmed
    wants(ann, turns="off")
    started(ann, bob)
    started(cat, bob)
    wants(ann, turns="daily")
    started(ann, bob)
    assert run(app, queue_turn_mails, clock() + DELAY * 2, DELAY) == 0


def test_a_daily_digest_instead_of_turn_mails(
    ann_and_bob: tuple[Person, Person], app: FastAPI, inbox: Inbox, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    wants(ann, turns="daily")
    games = [started(ann, bob), started(ann, bob)]
    morning = clock().replace(hour=7, minute=30) + timedelta(days=1)
    assert run(app, queue_digests, morning.replace(hour=6), 7) == 0
    clock.advance(morning - clock())
    assert run(app, queue_digests, clock(), 7) == 1
    assert run(app, queue_digests, clock() + timedelta(hours=3), 7) == 0  # one a day
    assert run(app, queue_turn_mails, clock(), DELAY) == 0
    [message] = inbox.wait(1, "2 games are waiting for you")
    assert message["To"] == "ann@example.org"
    for game in games:
        assert ann.request("GET", link(message, f"/games/{game}")).status_code == 200
    assert run(app, queue_digests, clock() + timedelta(days=1), 7) == 1


def test_an_invitation_mail_leads_to_the_table(
    ann_and_bob: tuple[Person, Person], client: TestClient, app: FastAPI, inbox: Inbox
) -> None:
    ann, bob = ann_and_bob
    cat = Person(client).register()

    def invite(guest: Person) -> int:
        table = ann.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": False})
        ann.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": name_of(guest)})
        with app.state.sessions() as db:
            invitation = db.scalars(select(Invitation).order_by(Invitation.id.desc())).first()
            assert invitation is not None
            invitation_sent(db, invitation)
            invitation_sent(db, invitation)  # called twice: mailed once
        return int(table["id"])

    table = invite(bob)
    [message] = inbox.wait(1, f"{name_of(ann)} invites you to play Renature")
    assert message["To"] == "bob@example.org"
    assert bob.request("GET", link(message, f"/tables/{table}")).status_code == 200
    assert bob.ok("GET", f"/api/tables/{table}")["id"] == table
    wants(bob, invitations=False)
    invite(bob)
    invite(cat)
    assert [m.kind for m in outbox(app)].count(MailKind.INVITATION) == 1


def test_an_invitation_after_a_cancelled_one_is_mailed_too(
    ann_and_bob: tuple[Person, Person], app: FastAPI
) -> None:
    """SQLite may give a new row the id of a row deleted: an invitation's mail is not taken
    for that of the cancelled invitation before it."""
    ann, bob = ann_and_bob
    for _ in range(2):
        table = ann.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": False})
        ann.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": name_of(bob)})
        ann.ok("POST", f"/api/tables/{table['id']}/cancel", {})
    invitations = [m for m in outbox(app) if m.kind == MailKind.INVITATION]
    assert [m.to_address for m in invitations] == ["bob@example.org"] * 2


def test_game_over_mails_say_who_won(
    ann_and_bob: tuple[Person, Person], app: FastAPI, inbox: Inbox
) -> None:
    ann, bob = ann_and_bob
    game = started(ann, bob)
    won_by(app, game, 1)
    run(app, game_over, game)
    run(app, game_over, game)
    messages = {m["To"]: m for m in inbox.wait(2, "Renature is over")}
    assert f"{name_of(bob)} won." in text(messages["ann@example.org"])
    assert "You won." in text(messages["bob@example.org"])
    assert (
        ann.request("GET", link(messages["ann@example.org"], f"/games/{game}")).status_code == 200
    )
    wants(bob, results=False)
    second = started(ann, bob)
    run(app, game_over, second)
    assert [m.to_address for m in outbox(app) if m.kind == MailKind.RESULT] == [
        "ann@example.org",
        "bob@example.org",
        "ann@example.org",
    ]


def test_mail_for_a_game_that_is_not_there_is_logged_not_raised(app: FastAPI, caplog: Any) -> None:
    run(app, game_over, 12345)
    assert "the mails of a game's end failed" in caplog.text


def test_a_reminder_once_a_quarter_of_the_turns_time_is_left(
    ann_and_bob: tuple[Person, Person], client: TestClient, app: FastAPI, inbox: Inbox, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    per_day = {"kind": "turn", "per_turn": 86400}
    game = started(ann, bob, clock=per_day)
    check = app.state.hub.check_clocks
    assert client.portal is not None
    clock.advance(timedelta(hours=17, minutes=59))
    client.portal.call(check)
    assert [m for m in outbox(app) if m.kind == MailKind.REMINDER] == []
    clock.advance(timedelta(minutes=2))
    client.portal.call(check)
    client.portal.call(check)
    [message] = inbox.wait(1, "Your time runs out in Renature")
    assert message["To"] == "ann@example.org"
    assert f"(game {game})" in text(message) and "runs out on" in text(message)
    assert ann.request("GET", link(message, f"/games/{game}")).status_code == 200
    assert len([m for m in outbox(app) if m.kind == MailKind.REMINDER]) == 1
    wants(bob, turns="off")
    end_turn(ann, game)  # bob's turn, bob wants no turn mails: no reminder
    clock.advance(timedelta(hours=19))
    client.portal.call(check)
    assert len([m for m in outbox(app) if m.kind == MailKind.REMINDER]) == 1


def test_a_step_taken_back_mails_nobody_and_leaves_the_deadline(
    ann_and_bob: tuple[Person, Person], app: FastAPI, clock: Clock
) -> None:
    """An undo never passes the turn: no turn mail for it, and the turn's deadline stays."""
    ann, bob = ann_and_bob
    game = started(ann, bob, clock={"kind": "turn", "per_turn": 86400})
    url = f"/api/games/{game}"
    deadline = ann.ok("GET", url)["clock"]["deadline"]
    room = app.state.hub.rooms[game]
    step = next(m for m in room.legal_moves(0) if room.line.try_move(0, m).back)
    clock.advance(timedelta(hours=1))
    for version, move in enumerate((step, {"type": "undo"})):
        ann.ok("POST", f"{url}/moves", {"version": version, "move": move})
    after = ann.ok("GET", url)
    assert (after["version"], after["current"]) == (2, 0)
    assert after["clock"]["deadline"] == deadline
    assert run(app, queue_turn_mails, clock() + DELAY * 2, DELAY) == 0
    assert [m for m in outbox(app) if m.kind == MailKind.TURN] == []


def test_a_turn_mail_is_in_the_language_its_person_reads(
    ann_and_bob: tuple[Person, Person], app: FastAPI, inbox: Inbox, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    ann.ok("POST", "/api/language", {"language": "de"})
    game = started(ann, bob)
    clock.advance(DELAY + timedelta(minutes=1))
    assert run(app, queue_turn_mails, clock(), DELAY) == 1
    [message] = inbox.wait(1, "Dein Zug in Renature")
    assert message["To"] == "ann@example.org"
    said = text(message)
    assert said.startswith(f"Hallo {name_of(ann)},\n\n")
    assert f"du bist am Zug in Renature mit {name_of(bob)} (Partie {game}):" in said
    assert "Wähle, welche Mails du bekommst: http://testserver/account" in said
    stop = "Keine Mails mehr über Partien, die auf dich warten: http://testserver/unsubscribe/"
    assert stop in said
    assert ann.request("GET", link(message, f"/games/{game}")).status_code == 200
