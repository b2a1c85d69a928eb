"""What the mail tests share: a clock they move, people with confirmed addresses, the
outbox's rows."""

from __future__ import annotations

from email.message import EmailMessage
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from server.persistence.models import GameRecord, GameStatus, OutboxMail
from tests.mail.inbox import Inbox, link
from tests.support.players import Person


def unconfirmed(client: TestClient, address: str) -> Person:
    """A new account that gave `address` and has not confirmed it (yet)."""
    person = Person(client).register()
    person.ok("POST", "/api/mail/address", {"address": address})
    return person


def confirm(person: Person, message: EmailMessage) -> Any:
    """The answer to `person` pressing the button of the page the confirmation link in
    `message` opens."""
    token = link(message, "/account/verify/").removeprefix("/account/verify/")
    return person.request("POST", "/api/mail/verify", {"token": token})


def confirmed(client: TestClient, inbox: Inbox, address: str) -> Person:
    """A new account whose `address` is confirmed through the link mailed to it."""
    before = len(inbox.wait(0, "Confirm your address", address))
    person = unconfirmed(client, address)
    message = inbox.wait(before + 1, "Confirm your address", address)[before]
    answer = confirm(person, message)
    assert "is confirmed" in answer.text, answer.text
    return person


def outbox(app: FastAPI) -> list[OutboxMail]:
    """The outbox's rows, oldest first."""
    with app.state.sessions() as db:
        return list(db.scalars(select(OutboxMail).order_by(OutboxMail.id)))


def name_of(person: Person) -> str:
    assert person.user is not None
    return str(person.user["name"])


def started(host: Person, guest: Person, **settings: Any) -> int:
    """A Renature game of `host` (seat 0) and `guest` (seat 1), invited by name, at a table
    with `settings` (a clock, ...); its id."""
    body = {"game": "renature", "seats": 2, "public": False} | settings
    table = host.ok("POST", "/api/tables", body)
    host.ok("POST", f"/api/tables/{table['id']}/invitations", {"name": name_of(guest)})
    guest.ok("POST", f"/api/tables/{table['id']}/join", {})
    seats = [s["id"] for s in host.ok("GET", f"/api/tables/{table['id']}")["seats"]]
    return int(host.ok("POST", f"/api/tables/{table['id']}/start", {"order": seats})["game_id"])


def end_turn(person: Person, game_id: int) -> None:
    """Make `person`'s moves (the first legal one each time) until the turn is another's."""
    for _ in range(100):
        legal = person.ok("GET", f"/api/games/{game_id}/legal-moves")
        if not legal["moves"]:
            return
        body = {"version": legal["version"], "move": legal["moves"][0]}
        person.ok("POST", f"/api/games/{game_id}/moves", body)
    raise AssertionError("the turn did not end")


def won_by(app: FastAPI, game: int, winner: int) -> None:
    """Mark 2-player game `game` over, won by seat `winner` (as the room would store it)."""
    ranking = [[winner], [1 - winner]]
    with app.state.sessions() as db:
        db.execute(
            update(GameRecord)
            .where(GameRecord.id == game)
            .values(status=GameStatus.FINISHED, result={"winners": [winner], "ranking": ranking})
        )
        db.commit()
