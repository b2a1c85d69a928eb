"""A move of several steps over the socket: the seat to move sends the steps chosen so far;
steps that could be taken back are only shown to it (its view after them and its next
choices), and the steps up to one that could not are made as one move, one version, one
update for everybody, stored as one move that replays and is taken back whole."""

from __future__ import annotations

import copy
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from server.games.base import JSON, apply_patch
from server.games.line import MOST_STEPS, Line, steps_of
from server.persistence.games import Store
from server.rooms.hub import Hub
from server.rooms.room import Room
from tests.support.players import Person, started_game


def step(
    ws: WebSocketTestSession, game_id: int, version: int, steps: list[Any], **more: Any
) -> Any:
    ws.send_json({"type": "step", "game": game_id, "version": version, "steps": steps} | more)
    return ws.receive_json()


def quiet(ws: WebSocketTestSession) -> None:
    """Check that nothing came to `ws`: the answer to a ping is the next frame."""
    ws.send_json({"type": "ping"})
    assert ws.receive_json() == {"type": "pong"}


def a_turn(room: Room, seat: int) -> list[JSON]:
    """Steps of `seat`'s turn from the room's state, each the first listed, up to the first
    that could not be taken back."""
    steps: list[JSON] = []
    state = room.state
    while True:
        steps.append(room.game.legal_moves(state, seat)[0])
        made = room.line.try_move(seat, steps)
        if not made.back:
            return steps
        state = made.state


def stored(app: FastAPI, game_id: int) -> list[tuple[int, Any]]:
    store = Store(app.state.hub.store.engine)
    try:
        return store.load(game_id)[1]
    finally:
        store.close()


def test_steps_are_shown_to_their_seat_alone_then_made_as_one_move(
    app: FastAPI, client: TestClient
) -> None:
    people, game_id = started_game(client, 2, game="cascadia")
    hub: Hub = app.state.hub
    with people[0].socket() as ann, people[1].socket() as bob:
        for ws in (ann, bob):
            ws.send_json({"type": "subscribe", "game": game_id})
            assert ws.receive_json()["type"] == "full"
        room = hub.rooms[game_id]
        turn = a_turn(room, 0)
        assert len(turn) == 3  # take a tile and token, place the tile, place the token
        view = room.game.view(room.state, 0)
        for count in range(1, len(turn)):
            shown = step(ann, game_id, 0, turn[:count], id=f"s{count}")
            after = room.line.try_move(0, turn[:count]).state
            assert shown["type"] == "stepped" and shown["id"] == f"s{count}"
            assert (shown["version"], shown["seat"]) == (0, 0)
            assert apply_patch(copy.deepcopy(view), shown["patch"]) == room.game.view(after, 0)
            assert shown["moves"] == room.game.legal_moves(after, 0)
            assert turn[count] in shown["moves"]
        assert room.version == 0 and stored(app, game_id) == []
        quiet(bob)  # nothing of the steps shown reached the other seat

        expected = Line.start(room.game, 2, room.setup.seed, room.setup.options)
        events = expected.apply(0, turn)
        made = step(ann, game_id, 0, turn, id="s3")
        assert (made["type"], made["version"], made["id"]) == ("update", 1, "s3")
        seen = bob.receive_json()
        assert (seen["type"], seen["version"]) == ("update", 1) and "id" not in seen
        assert len(seen["events"]) == len([e for e in events if e.for_seat(1) is not None])
        assert room.version == 1 and room.current == 1
        assert room.game.dump(room.state) == room.game.dump(expected.state)
        assert stored(app, game_id) == [(0, turn)]

    hub.rooms.clear()  # loaded again from the database: the move replays as it was made
    with people[1].socket() as bob:
        bob.send_json({"type": "subscribe", "game": game_id})
        assert bob.receive_json()["version"] == 1
        assert room.game.dump(hub.rooms[game_id].state) == room.game.dump(expected.state)


def test_steps_are_refused_as_a_move_would_be_and_change_nothing(
    app: FastAPI, client: TestClient
) -> None:
    people, game_id = started_game(client, 2, game="cascadia")
    hub: Hub = app.state.hub
    watcher = Person(client).register()
    with people[0].socket() as ann, people[1].socket() as bob, watcher.socket() as cat:
        ann.send_json({"type": "subscribe", "game": game_id})
        ann.receive_json()
        room = hub.rooms[game_id]
        turn = a_turn(room, 0)
        refusals = [
            (bob, 0, turn, "not_your_turn"),
            (ann, 3, turn, "stale_version"),
            (cat, 0, turn, "not_your_seat"),
            (ann, 0, [*turn, turn[-1]], "illegal_move"),  # a step after the final one
            (ann, 0, [turn[0], {"type": "fly"}], "illegal_move"),
            (ann, 0, [turn[1]], "illegal_move"),  # the second step first
        ]
        for ws, version, steps, code in refusals:
            answer = step(ws, game_id, version, steps, id=7)
            assert (answer["type"], answer["code"], answer["id"]) == ("error", code, 7), answer
        for steps in ([], [turn[0]] * (MOST_STEPS + 1)):  # not a frame: no id to echo
            assert step(ann, game_id, 0, steps, id=7)["code"] == "invalid"
        after_final = step(ann, game_id, 0, [*turn, turn[-1]], id=8)
        assert "cannot be taken back" in after_final["detail"]
        assert room.version == 0 and stored(app, game_id) == []


def test_a_move_of_steps_is_taken_back_whole(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 2, game="cascadia")
    hub: Hub = app.state.hub
    with people[0].socket() as ann:
        ann.send_json({"type": "subscribe", "game": game_id})
        ann.receive_json()
        room = hub.rooms[game_id]
        before = room.game.dump(room.state)
        steps = a_turn(room, 0)[:2]  # take and place: both could be taken back
        ann.send_json({"type": "move", "game": game_id, "version": 0, "move": steps, "id": 1})
        made = ann.receive_json()
        assert (made["version"], made["id"], made["undo"]) == (1, 1, True)
        ann.send_json({"type": "move", "game": game_id, "version": 1, "move": {"type": "undo"}})
        assert ann.receive_json()["version"] == 2
        assert room.game.dump(room.state) == before and not room.line.undoable


def test_a_bot_makes_its_steps_as_one_move(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 1, bots=("easy",), game="cascadia")
    hub: Hub = app.state.hub
    with people[0].socket() as ann:
        ann.send_json({"type": "subscribe", "game": game_id})
        ann.receive_json()
        room = hub.rooms[game_id]
        assert step(ann, game_id, 0, a_turn(room, 0))["version"] == 1
        while ann.receive_json()["current"] == 1:  # the bot's turn: its moves, one by one
            pass
    # before its tile and token, the bot's turn may have moves of one step that reveal
    # something (a wipe of the display's tokens); its tile and token are one move
    (_, mine), *before, bot_move = stored(app, game_id)
    assert {seat for seat, _ in before} <= {1} and all(len(steps_of(m)) == 1 for _, m in before)
    assert bot_move[0] == 1 and len(steps_of(bot_move[1])) >= 2
    line = Line.start(room.game, 2, room.setup.seed, room.setup.options)
    line.apply(0, mine)
    for seat, move in before:
        line.apply(seat, move)
    for count in range(1, len(steps_of(bot_move[1]))):  # each step but the last kept
        assert line.try_move(1, steps_of(bot_move[1])[:count]).back
    assert not line.try_move(1, bot_move[1]).back
