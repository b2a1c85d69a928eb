"""What changes a game without a move, made through one server process, reaches the players
following the game on the other: a chat message, a vacation moving a turn's deadline, and a
resignation handing a seat to a bot."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta
from typing import Any

import httpx

from tests.cluster.test_cluster import Player

PER_DAY = {"kind": "turn", "per_turn": 86400}


def seen_from(base: str, player: Player, game: int) -> dict[str, Any]:
    """Game `game` as `player` gets it over HTTP from process `base`."""
    answer = httpx.get(f"{base}/api/games/{game}", headers={"cookie": f"session={player.cookie}"})
    assert answer.status_code == 200, answer.text
    return answer.json()  # type: ignore[no-any-return]


def test_chat_vacations_and_resignations_reach_the_other_process(cluster_factory: Any) -> None:
    cluster = cluster_factory()
    here, there = (f"http://127.0.0.1:{port}" for port in cluster.ports)
    name = f"host{random.randrange(10**6)}"  # an account: vacation days are for accounts
    account = httpx.post(f"{here}/api/accounts", json={"name": name, "password": "correct horse"})
    host = Player(here, account.cookies["session"], account.json()["csrf"])
    guest = Player(here)
    table = host.post("/api/tables", {"game": "renature", "seats": 2, "clock": PER_DAY})
    table = guest.post(f"/api/tables/{table['id']}/join", {})
    order = [s["id"] for s in table["seats"]]
    game = host.post(f"/api/tables/{table['id']}/start", {"order": order})["game_id"]
    host.connect(here, game)
    guest.connect(there, game)
    assert host.ws is not None

    host.ws.send(json.dumps({"type": "chat", "game": game, "text": "hello from here"}))
    heard = guest.take_until(lambda frame: frame["type"] == "chat")
    assert (heard["text"], heard["seat"]) == ("hello from here", 0)

    before = seen_from(there, guest, game)
    assert before["current"] == 0  # the host's turn: their clock runs
    host.post("/api/account/vacation", {"days": 2})
    moved = guest.take_until(lambda frame: frame["type"] == "full")
    deadline = datetime.fromisoformat(moved["clock"]["deadline"])
    assert deadline - datetime.fromisoformat(before["clock"]["deadline"]) == timedelta(days=2)
    assert seen_from(there, guest, game)["clock"] == moved["clock"]

    host.post(f"/api/games/{game}/resign", {})
    resigned = guest.take_until(lambda frame: frame["type"] == "full")
    assert resigned["resigned"] == [0]
    assert resigned["players"][0].endswith("(resigned, medium bot)")


def test_a_step_taken_back_on_one_process_goes_back_on_the_other(cluster_factory: Any) -> None:
    cluster = cluster_factory()
    here, there = (f"http://127.0.0.1:{port}" for port in cluster.ports)
    host, guest = Player(here), Player(here)
    table = host.post("/api/tables", {"game": "renature", "seats": 2})
    table = guest.post(f"/api/tables/{table['id']}/join", {})
    order = [s["id"] for s in table["seats"]]
    game = host.post(f"/api/tables/{table['id']}/start", {"order": order})["game_id"]
    host.connect(here, game)
    guest.connect(there, game)
    players, rng = (host, guest), random.Random(5)
    while True:  # moves until the seat to move may take its last step back
        mover = players[host.current or 0]
        before = [json.dumps(p.view.view, sort_keys=True) for p in players]
        version = mover.move(rng)
        for player in players:
            player.wait_for(version)
        if mover.last.get("undo"):
            break
    undo = {"type": "move", "game": game, "version": version, "move": {"type": "undo"}}
    mover.ask(undo, lambda _: mover.version == version + 1)
    for player, seen in zip(players, before, strict=True):
        player.wait_for(version + 1)
        assert player.last["events"] == [{"type": "undone", "seat": players.index(mover)}]
        assert json.dumps(player.view.view, sort_keys=True) == seen
