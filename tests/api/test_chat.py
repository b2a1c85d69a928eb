"""GET /api/games/{id}/chat: a game's last messages, oldest first, as their chat frames,
for those who may follow the game."""

from __future__ import annotations

from datetime import datetime

from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.chat import HISTORY
from server.persistence.models import ChatMessage
from tests.support.players import Person, name, started_game


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
    assert len(messages) == HISTORY
    assert [m["text"] for m in messages[:2]] == ["ann 2", "ann 3"]
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
