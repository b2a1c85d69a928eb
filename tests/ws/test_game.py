"""Whole games over websockets: every client's view, built from a full view and patches,
is the engine's view of its seat after every move."""

from __future__ import annotations

import json
import random
from contextlib import ExitStack
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.games import registry
from server.games.base import Event
from server.games.line import apply_move
from server.persistence.games import Store
from server.rooms.hub import Hub
from server.rooms.room import Room
from tests.support.players import Person, SeatView, started_game


def plain(data: Any) -> Any:
    """`data` as it comes out of JSON."""
    return json.loads(json.dumps(data))


def room_of(app: FastAPI, game_id: int) -> Room:
    hub: Hub = app.state.hub
    return hub.rooms[game_id]


def replayed_events(app: FastAPI, game_id: int) -> list[Event]:
    """Every event of the game, from its setup and moves in the database, by the engine."""
    setup, moves = Store(app.state.engine).load(game_id)
    game = registry.get(setup.game)
    state = game.new(setup.players, setup.seed, setup.options)
    events: list[Event] = []
    for seat, move in moves:
        state, more = apply_move(game, state, seat, move)
        events += more
    return events


def test_four_players_and_a_spectator_play_to_the_end(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 4)
    watcher = Person(client)
    room = room_of(app, game_id)
    rng = random.Random(3)
    with ExitStack() as stack:
        sockets = [stack.enter_context(p.socket()) for p in [*people, watcher]]
        views = [SeatView() for _ in sockets]
        names = [holder.name for holder in room.setup.holders]
        assert len(set(names)) == 4
        seats: list[int | None] = [0, 1, 2, 3, None]
        latest: dict[int | None, dict[str, Any]] = {}
        for ws, view, s in zip(sockets, views, seats, strict=True):
            ws.send_json({"type": "subscribe", "game": game_id, "version": None})
            first = ws.receive_json()
            assert first["players"] == names
            assert (first["current"], first["over"], first["seat"]) == (0, False, s)
            view.take(first)
            latest[s] = first
        while (seat := room.current) is not None:
            # the frame that gave the seat its turn carried its moves: no request needed
            move = rng.choice(latest[seat]["moves"])
            ref = f"m{room.version}"
            sockets[seat].send_json(
                {"type": "move", "game": game_id, "version": room.version, "move": move, "id": ref}
            )
            for ws, view, s in zip(sockets, views, seats, strict=True):
                frame = ws.receive_json()
                view.take(frame)
                assert view.view == plain(room.game.view(room.state, s))
                assert (frame["current"], frame["over"]) == (room.current, room.result is not None)
                if s is not None and s == room.current:
                    assert frame["moves"] == plain(room.game.legal_moves(room.state, s))
                else:
                    assert "moves" not in frame
                assert frame.get("id") == (ref if s == seat else None)
                latest[s] = frame
        result = room.game.result(room.state)
        assert views[0].view is not None
        assert result is not None and views[0].view["result"] == plain(result)
        events = replayed_events(app, game_id)
        for view, s in zip(views, seats, strict=True):
            seen = [e for e in (event.for_seat(s) for event in events) if e is not None]
            assert view.events == plain(seen)
            assert view.version == room.version
        for ws, view, s in zip(sockets, views, seats, strict=True):
            ws.send_json({"type": "history", "game": game_id})
            history = ws.receive_json()
            assert (history["type"], history["seat"], history["version"]) == (
                "history",
                s,
                room.version,
            )
            assert [v for v, _ in history["events"]] == list(range(1, room.version + 1))
            assert [e for _, seen in history["events"] for e in seen] == view.events
    [finished] = people[1].ok("GET", "/api/games")
    assert finished["status"] == "finished" and finished["result"] == plain(result)
    assert finished["version"] == room.version and not finished["my_turn"]
    response = people[0].request(
        "POST", f"/api/games/{game_id}/moves", {"version": room.version, "move": {"type": "x"}}
    )
    assert response.json() == {"error": "game_over", "detail": "The game is over."}


def test_a_person_plays_a_bot_to_the_end(app: FastAPI, client: TestClient) -> None:
    [person], game_id = started_game(client, 1, bots=("easy",))
    room = room_of(app, game_id)
    rng = random.Random(5)
    view = SeatView()
    with person.socket() as ws:
        ws.send_json({"type": "subscribe", "game": game_id})
        view.take(ws.receive_json())
        while view.view is not None and view.view["current"] is not None:
            if view.view["current"] == 0:
                assert view.version == room.version  # the bot waits for the person
                assert view.view == plain(room.game.view(room.state, 0))
                ws.send_json({"type": "legal_moves", "game": game_id})
                moves = ws.receive_json()["moves"]
                ws.send_json(
                    {
                        "type": "move",
                        "game": game_id,
                        "version": view.version,
                        "move": rng.choice(moves),
                    }
                )
            view.take(ws.receive_json())
    assert view.view == plain(room.game.view(room.state, 0))
    assert room.game.result(room.state) is not None
    [mine] = person.ok("GET", "/api/games")
    assert mine["status"] == "finished" and mine["players"][1] == "Alder (easy bot)"
