"""Trying a move over the socket: the seat to move asks whether a move could be taken back
once made (the answer a page needs to hold a final step for Confirm); nothing is made, and
a try is refused as a move would be, its id echoed."""

from __future__ import annotations

import copy
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from server.games.base import apply_patch
from server.rooms.hub import Hub
from tests.support.players import Person, started_game


def tried(ws: WebSocketTestSession, game_id: int, version: int, move: Any, **more: Any) -> Any:
    ws.send_json({"type": "try", "game": game_id, "version": version, "move": move} | more)
    return ws.receive_json()


def test_a_try_tells_whether_a_step_is_final_and_makes_nothing(
    app: FastAPI, client: TestClient
) -> None:
    people, game_id = started_game(client, 2)
    hub: Hub = app.state.hub
    with people[0].socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id})
        ws.receive_json()
        room = hub.rooms[game_id]
        answers = {}
        view = room.game.view(room.state, 0)
        for move in room.legal_moves(0):
            answer = tried(ws, game_id, 0, move, id="t1")
            step = room.line.try_move(0, move)
            expected = {
                "type": "tried",
                "game": game_id,
                "version": 0,
                "seat": 0,
                "move": move,
                "final": not step.back,
                "id": "t1",
            }
            if step.back:  # a step that could be taken back comes with what it would make
                patched = apply_patch(copy.deepcopy(view), answer.pop("patch"))
                assert patched == room.game.view(step.state, 0)
                expected["moves"] = room.game.legal_moves(step.state, 0)
            assert answer == expected
            answers[answer["final"]] = move
        assert room.version == 0 and set(answers) == {False, True}
        kept = answers[False]
        ws.send_json({"type": "move", "game": game_id, "version": 0, "move": kept, "id": "m1"})
        assert ws.receive_json()["id"] == "m1"
        final = next(m for m in room.legal_moves(0) if not room.line.try_move(0, m).back)
        assert tried(ws, game_id, 1, final)["final"] is True
        assert room.version == 1 and room.current == 0


def test_a_try_is_refused_as_a_move_would_be(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    hub: Hub = app.state.hub
    watcher = Person(client).register()
    with people[0].socket() as ann, people[1].socket() as bob, watcher.socket() as cat:
        ann.send_json({"type": "legal_moves", "game": game_id})
        move = ann.receive_json()["moves"][0]
        refusals = [
            (bob, 0, move, "not_your_turn"),
            (ann, 3, move, "stale_version"),
            (ann, 0, {"type": "fly"}, "illegal_move"),
            (cat, 0, move, "not_your_seat"),
        ]
        for ws, version, what, code in refusals:
            answer = tried(ws, game_id, version, what, id=7)
            assert (answer["type"], answer["code"], answer["id"]) == ("error", code, 7)
        assert hub.rooms[game_id].version == 0
