"""A game's chat over the socket: a message reaches every subscriber of the game; only
signed-in people following the game write; a private game's chat is its players'; bad,
too long and too many messages are refused and change nothing."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from tests.support.players import Person, name, started_game
from tests.ws.test_watch import ping


def follow(ws: WebSocketTestSession, game: int) -> None:
    """Subscribe to `game` and take its full view."""
    ws.send_json({"type": "subscribe", "game": game})
    assert ws.receive_json()["type"] == "full"


def say(ws: WebSocketTestSession, game: int, text: str) -> None:
    ws.send_json({"type": "chat", "game": game, "text": text})


def history(person: Person, game: int) -> list[dict[str, Any]]:
    answer: list[dict[str, Any]] = person.ok("GET", f"/api/games/{game}/chat")
    return answer


def test_a_message_reaches_the_players_and_the_spectators(client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2)
    cat = Person(client).guest()
    with ann.socket() as a, bob.socket() as b, cat.socket() as c:
        for ws in (a, b, c):
            follow(ws, game)
        say(a, game, "  <b>hi</b>\x07 \n ")
        heard = [ping(ws) for ws in (a, b, c)]
        assert heard[0] == heard[1] == heard[2]
        [message] = heard[0]
        assert message["type"] == "chat" and message["game"] == game
        assert (message["from"], message["seat"], message["text"]) == (name(ann), 0, "<b>hi</b>")
        say(c, game, "a guest\nwatching")
        [spoken] = ping(c)  # the sender's answer first: its message is out then
        assert (spoken["from"], spoken["seat"]) == (name(cat), None)
        assert spoken["text"] == "a guest\nwatching"
        assert ping(a) == ping(b) == [spoken]
    assert history(cat, game) == [message, spoken]


def test_only_those_following_the_game_write(client: TestClient) -> None:
    (ann, _bob), game = started_game(client, 2)
    with ann.socket() as a, Person(client).socket() as anonymous:
        say(a, game, "not followed")
        [refused] = ping(a)
        assert (refused["type"], refused["code"], refused["game"]) == ("error", "forbidden", game)
        follow(anonymous, game)
        say(anonymous, game, "who am I")
        assert ping(anonymous)[0]["code"] == "not_authenticated"
    assert history(ann, game) == []


def test_a_private_games_chat_is_its_players(client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2, public=False)
    stranger = Person(client).register()
    with ann.socket() as a, bob.socket() as b, stranger.socket() as s:
        follow(a, game)
        follow(b, game)
        s.send_json({"type": "subscribe", "game": game})
        assert ping(s)[0]["code"] == "not_found"
        say(s, game, "let me in")
        assert ping(s)[0]["code"] == "forbidden"
        say(b, game, "between us")
        [said] = ping(b)
        assert said["text"] == "between us"
        assert ping(a) == [said]
        assert ping(s) == []
    assert stranger.request("GET", f"/api/games/{game}/chat").status_code == 404
    assert [m["text"] for m in history(ann, game)] == ["between us"]


def test_bad_messages_are_refused(client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2)
    with ann.socket() as a, bob.socket() as b:
        follow(a, game)
        follow(b, game)
        for text in ["", " \n\x00\t ", "x" * 501]:
            say(a, game, text)
            [refused] = ping(a)
            assert refused["code"] == "invalid" and "text" in refused["detail"], refused
        a.send_json({"type": "chat", "game": game, "text": "hi", "colour": "red"})
        assert ping(a)[0]["code"] == "invalid"
        say(a, game, "x" * 500)
        assert [len(m["text"]) for m in ping(a)] == [500]
        assert len(ping(b)) == 1
    assert len(history(bob, game)) == 1


def test_too_many_messages_are_refused_and_change_nothing(client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2)
    with ann.socket() as a, bob.socket() as b:
        follow(a, game)
        follow(b, game)
        for i in range(5):
            say(a, game, f"message {i}")
        say(a, game, "one too many")
        answers = ping(a)
        assert len(answers) == 6
        assert [m["text"] for m in answers[:5]] == [f"message {i}" for i in range(5)]
        assert answers[5]["code"] == "rate_limited"
        assert "Too many chat messages" in answers[5]["detail"]
        assert len(ping(b)) == 5
        say(b, game, "bob may still talk")  # the budget is each person's
        assert [m["text"] for m in ping(b)] == ["bob may still talk"]
        assert len(ping(a)) == 1
    assert [m["text"] for m in history(bob, game)][-2:] == ["message 4", "bob may still talk"]


def test_a_table_may_keep_the_chat_to_its_players(client: TestClient) -> None:
    (ann, bob), game = started_game(client, 2, players_chat=True)
    cat = Person(client).register()
    with ann.socket() as a, bob.socket() as b, cat.socket() as c:
        for ws in (a, b, c):
            follow(ws, game)  # the game is public: anyone watches it
        say(c, game, "a spectator speaking")
        [refused] = ping(c)
        assert (refused["type"], refused["code"]) == ("error", "forbidden")
        say(a, game, "between players")
        [message] = ping(a)
        assert ping(b) == [message]
        assert ping(c) == []  # the spectator does not hear it
    assert [m["text"] for m in history(bob, game)] == ["between players"]
    assert cat.request("GET", f"/api/games/{game}/chat").status_code == 403
