"""A player holding two seats: legal moves asked per seat, and the acknowledgement of a
move made for the seat the socket does not follow."""

from __future__ import annotations

import dataclasses

from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.support.players import started_game


def test_one_socket_plays_two_seats(app: FastAPI, client: TestClient) -> None:
    (ann, _bob), game_id = started_game(client, 2)
    with ann.socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id, "seat": 0})
        ws.receive_json()
        room = app.state.hub.rooms[game_id]
        holders = room.setup.holders
        room.setup = dataclasses.replace(
            room.setup,
            holders=(holders[0], dataclasses.replace(holders[1], user_id=holders[0].user_id)),
        )
        ws.send_json({"type": "legal_moves", "game": game_id, "seat": 1})
        assert ws.receive_json()["moves"] == []  # not seat 1's turn
        ws.send_json({"type": "legal_moves", "game": game_id, "seat": 0})
        mine = ws.receive_json()
        assert mine["seat"] == 0 and mine["moves"] == room.legal_moves(0)
        while room.current == 0:  # seat 0's turn, followed: acknowledged through it
            move = room.legal_moves(0)[0]
            ws.send_json(
                {
                    "type": "move",
                    "game": game_id,
                    "version": room.version,
                    "move": move,
                    "seat": 0,
                    "id": 1,
                }
            )
            update = ws.receive_json()
            assert (update["type"], update["id"]) == ("update", 1)
        assert room.current == 1
        ws.send_json({"type": "legal_moves", "game": game_id, "seat": 1})
        theirs = ws.receive_json()
        assert theirs["seat"] == 1 and theirs["moves"] == room.legal_moves(1)
        version = room.version
        move = theirs["moves"][0]
        ws.send_json(
            {
                "type": "move",
                "game": game_id,
                "version": version,
                "move": move,
                "seat": 1,
                "id": "x",
            }
        )
        seen = ws.receive_json()  # seat 0's own update of the move, without the id
        answer = ws.receive_json()  # the direct answer for seat 1, with it
        assert (seen["version"], "id" in seen) == (version + 1, False)
        assert (answer["version"], answer["id"]) == (version + 1, "x")
