"""The bare stack of benchmarks.ratio answers the server benchmark's calls and frames."""

from __future__ import annotations

import ast
import copy
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from benchmarks import bare
from server.games.base import apply_patch

TINY = bare.Profile(moves=4, turn=2, steps=2, cells=3, cell=10, legal=3)


def started(client: TestClient) -> tuple[int, list[str]]:
    """A tiny game of two guests, the second seated first: its id and the seats' cookies."""
    people = []
    for _ in range(2):
        client.cookies.clear()
        response = client.post("/api/guests")
        people.append((response.cookies["session"], response.json()["csrf"]))

    def post(who: tuple[str, str], url: str, body: Any) -> Any:
        client.cookies.clear()
        headers = {"cookie": f"session={who[0]}", "x-csrf-token": who[1]}
        response = client.post(url, json=body, headers=headers)
        assert response.status_code in (200, 201), response.text
        return response.json()

    table = post(people[0], "/api/tables", {"game": "tiny", "seats": 2})
    table = post(people[1], f"/api/tables/{table['id']}/join", {})
    order = [seat["id"] for seat in reversed(table["seats"])]
    game = post(people[0], f"/api/tables/{table['id']}/start", {"order": order})["game_id"]
    return game, [cookie for cookie, _ in reversed(people)]


def test_a_tiny_game_is_played_as_on_the_server() -> None:
    # one event loop for every socket, as under uvicorn: a move's handler writes to the
    # other seat's socket
    with TestClient(bare.create_app({"tiny": TINY})) as client:
        game, cookies = started(client)
        with (
            client.websocket_connect("/ws", headers={"cookie": f"session={cookies[0]}"}) as first,
            client.websocket_connect("/ws", headers={"cookie": f"session={cookies[1]}"}) as second,
        ):
            sockets = [first, second]
            for ws in sockets:
                ws.send_json({"type": "subscribe", "game": game})
            last = [ws.receive_json() for ws in sockets]
            assert [f["type"] for f in last] == ["full", "full"]
            view, version, current = copy.deepcopy(last[0]["view"]), 0, last[0]["current"]
            moves = last[current]["moves"]
            waiting = {"type": "move", "game": game, "version": 0, "move": moves[0]}
            sockets[1 - current].send_json(waiting)
            assert sockets[1 - current].receive_json()["code"] == "not_your_turn"
            while current is not None:
                steps = {"type": "step", "game": game, "version": version, "steps": moves[:1]}
                sockets[current].send_json(steps)
                shown = sockets[current].receive_json()  # the first step: shown, not made
                assert (shown["type"], shown["version"], shown["moves"]) == (
                    "stepped",
                    version,
                    moves,
                )
                steps["steps"] = [moves[0], shown["moves"][-1]]
                sockets[current].send_json(steps | {"id": "m"})
                updates = [ws.receive_json() for ws in sockets]  # the other saw nothing before
                assert [u["version"] for u in updates] == [version + 1] * 2
                assert ["id" in u for u in updates] == [i == current for i in range(2)]
                apply_patch(view, updates[0]["patch"])
                version, current = version + 1, updates[0]["current"]
                moves = [] if current is None else updates[current]["moves"]
        assert version == TINY.moves
        client.cookies.clear()
        served = client.get(f"/api/games/{game}", headers={"cookie": f"session={cookies[0]}"})
        assert served.json()["view"] == view
        assert served.json()["over"] is True


def test_the_bare_stack_uses_nothing_of_the_server() -> None:
    tree = ast.parse(Path(bare.__file__).read_text())
    imported = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    imported += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [name for name in imported if name.split(".")[0] == "server"]
