"""The game server's calls into mail: an invitation by name is mailed, opening a game (by
HTTP or over the socket) counts as having seen it, and a game played to its end mails its
people who won."""

from __future__ import annotations

from datetime import timedelta

from fastapi import FastAPI

from server.mail.notices import queue_turn_mails
from server.persistence.models import MailKind
from tests.mail.inbox import Inbox, link, text
from tests.mail.support import name_of, outbox, started
from tests.support.clock import Clock
from tests.support.players import Person


def turn_mails(app: FastAPI, clock: Clock) -> int:
    with app.state.sessions() as db:
        return queue_turn_mails(db, clock() + timedelta(minutes=11))


def test_an_invitation_by_name_is_mailed(ann_and_bob: tuple[Person, Person], inbox: Inbox) -> None:
    ann, bob = ann_and_bob
    table = ann.ok("POST", "/api/tables", {"game": "renature", "seats": 2, "public": False})
    ann.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": name_of(bob)})
    [message] = inbox.wait(1, f"{name_of(ann)} invites you to play Renature", "bob@example.org")
    assert bob.request("GET", link(message, f"/tables/{table['id']}")).status_code == 200


def test_a_game_opened_over_http_is_seen(
    ann_and_bob: tuple[Person, Person], app: FastAPI, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    game = started(ann, bob)
    bob.ok("GET", f"/api/games/{game}")  # not bob's turn: changes nothing
    assert turn_mails(app, clock) == 1
    other = started(ann, bob)
    ann.ok("GET", f"/api/games/{other}")
    assert turn_mails(app, clock) == 0


def test_a_game_opened_over_the_socket_is_seen(
    ann_and_bob: tuple[Person, Person], app: FastAPI, clock: Clock
) -> None:
    ann, bob = ann_and_bob
    game = started(ann, bob)
    with ann.socket() as ws:
        ws.send_json({"type": "subscribe", "game": game})
        ws.send_json({"type": "ping"})  # answered once the subscription is handled
        assert [ws.receive_json()["type"] for _ in range(2)] == ["full", "pong"]
    assert turn_mails(app, clock) == 0


def test_a_game_played_to_its_end_mails_who_won(
    ann_and_bob: tuple[Person, Person], app: FastAPI, inbox: Inbox
) -> None:
    ann, bob = ann_and_bob
    game = started(ann, bob)
    people = [ann, bob]
    for _ in range(2000):
        view = ann.ok("GET", f"/api/games/{game}")
        if view["over"]:
            break
        mover = people[view["current"]]
        legal = mover.ok("GET", f"/api/games/{game}/legal-moves")
        mover.ok(
            "POST",
            f"/api/games/{game}/moves",
            {"version": legal["version"], "move": legal["moves"][0]},
        )
    else:
        raise AssertionError("the game did not end")
    messages = {m["To"]: m for m in inbox.wait(2, "Renature is over")}
    assert set(messages) == {"ann@example.org", "bob@example.org"}
    assert all(" won." in text(m) for m in messages.values())
    assert [m.kind for m in outbox(app)].count(MailKind.RESULT) == 2
