"""GET /api/games/{id}/chat: a game's last messages, oldest first, as their chat frames,
for those who may follow the game; the players' messages kept apart from the spectators',
who also share one budget per game; invisible format characters taken out of messages."""

from __future__ import annotations

from datetime import datetime

from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.chat import HISTORY, SPECTATOR_HISTORY, SPECTATORS
from server.persistence.models import ChatMessage
from tests.support.players import Person, name, started_game
from tests.ws.test_chat import follow, history, say
from tests.ws.test_watch import ping


def store(app: FastAPI, game: int, person: Person, texts: list[str]) -> None:
    """Store `texts` as `person`'s messages in `game`'s chat, in order."""
    assert person.user is not None
    with app.state.sessions() as db:
        db.add_all(ChatMessage(game_id=game, user_id=person.user["id"], text=t) for t in texts)
        db.commit()


def test_the_last_messages_oldest_first(app: FastAPI, client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2)
    cat = Person(client).register()
    store(app, game, ann, [f"ann {i}" for i in range(HISTORY)])
    store(app, game, cat, ["cat watching"])
    store(app, game, bob, ["bob last"])
    messages = Person(client).ok("GET", f"/api/games/{game}/chat")  # anyone: a public game
    assert len(messages) == HISTORY + 1  # the players' last, and the spectator's
    assert [m["text"] for m in messages[:2]] == ["ann 1", "ann 2"]
    *_, by_ann, by_cat, by_bob = messages
    assert (by_ann["from"], by_ann["seat"], by_ann["text"]) == (name(ann), 0, "ann 99")
    assert (by_cat["from"], by_cat["seat"]) == (name(cat), None)
    assert (by_bob["from"], by_bob["seat"], by_bob["game"]) == (name(bob), 1, game)
    assert [m["id"] for m in messages] == sorted(m["id"] for m in messages)
    assert datetime.fromisoformat(by_bob["at"]).utcoffset() is not None
    assert set(by_bob) == {"type", "game", "id", "from", "seat", "text", "at"}


def test_a_private_games_chat_is_for_its_players(app: FastAPI, client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2, public=False)
    store(app, game, ann, ["between us"])
    assert [m["text"] for m in bob.ok("GET", f"/api/games/{game}/chat")] == ["between us"]
    for stranger in (Person(client), Person(client).register()):
        answer = stranger.request("GET", f"/api/games/{game}/chat")
        assert answer.status_code == 404
        assert "between us" not in answer.text


def test_no_such_game(client: TestClient) -> None:
    assert Person(client).request("GET", "/api/games/999999/chat").status_code == 404


def test_spectators_never_push_the_players_messages_out(app: FastAPI, client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2)
    cat, dan = Person(client).register(), Person(client).register()
    store(app, game, ann, ["ann first"])
    store(app, game, bob, ["bob first"])
    store(app, game, cat, [f"cat {i}" for i in range(HISTORY)])
    store(app, game, dan, [f"dan {i}" for i in range(HISTORY)])
    store(app, game, ann, ["ann last"])
    texts = [m["text"] for m in history(ann, game)]
    spectators = [f"dan {i}" for i in range(HISTORY - SPECTATOR_HISTORY, HISTORY)]
    assert texts == ["ann first", "bob first", *spectators, "ann last"]


def test_spectators_share_one_budget_and_the_players_talk_on(client: TestClient) -> None:
    (ann, _bob), game = started_game(client, 2)
    guests = [Person(client).guest() for _ in range(3)]
    with ann.socket() as a, guests[0].socket() as g0, guests[1].socket() as g1:
        with guests[2].socket() as g2:
            for ws in (a, g0, g1, g2):
                follow(ws, game)
            for i in range(SPECTATORS.amount):
                say((g0, g1, g2)[i % 3], game, f"watching {i}")
            for ws in (g0, g1, g2):
                assert all(m["type"] == "chat" for m in ping(ws))
            say(g2, game, "one more")
            [refused] = [m for m in ping(g2) if m["type"] == "error"]
            assert refused["code"] == "rate_limited" and "spectators" in refused["detail"]
        say(a, game, "the players talk on")
        assert [m["text"] for m in ping(a)][-1] == "the players talk on"
    assert len(history(ann, game)) == SPECTATORS.amount + 1


def test_invisible_format_characters_are_taken_out(client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2)
    with ann.socket() as a, bob.socket() as b:
        follow(a, game)
        follow(b, game)
        coder = "\U0001f469\u200d\U0001f4bb"  # woman, zero-width joiner, laptop
        say(a, game, f"\u200b\u202eevil\u202c \u2066text\u2069\ufeff a\u200bb {coder}")
        [said] = ping(a)
        assert said["text"] == f"evil text ab {coder}"  # the joiner kept
        assert ping(b) == [said]
        say(a, game, "\u200b\u202e \u200f")
        [refused] = ping(a)
        assert refused["code"] == "invalid" and "visible text" in refused["detail"]
        assert ping(b) == []
    assert history(bob, game) == [said]
