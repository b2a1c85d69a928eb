"""Replay steps are rebuilt in the replay worker: stepping through finished games leaves
the serving process's event loop free."""

from __future__ import annotations

import asyncio

from sqlalchemy import Engine, insert
from sqlalchemy.orm import Session, sessionmaker

from server import lobby
from server.games import registry
from server.games.line import Line
from server.games.playout import random_game
from server.persistence.games import Store
from server.persistence.models import GameRecord, GameStatus, MoveRecord, User
from server.rooms.hub import Hub
from server.rooms.replays import Replays
from tests.rooms.helpers import lag_while
from tests.support.asyncio import in_new_loop

GAMES = 5


def same_games(sessions: sessionmaker[Session], count: int) -> list[int]:
    """`count` finished 4-player Forest Shuffle games with one seed and the moves of one
    random game to its end, stored; their ids."""
    game = registry.get("forest-shuffle")
    with sessions() as db:
        people = [User(name=f"fs{i}", name_key=f"fs{i}") for i in range(4)]
        db.add_all(people)
        db.commit()
        records: list[GameRecord] = []
        for _ in range(count):
            table = lobby.create_table(db, people[0], "forest-shuffle", 4, {}, True)
            for person in people[1:]:
                lobby.join(db, table, person)
            records.append(lobby.start(db, table, people[0], [s.id for s in table.seats]))
        seed, options = records[0].seed, records[0].options
        played = list(random_game(game, 4, seed, options))
        for record in records:
            record.seed, record.version, record.current_seat = seed, len(played), None
            record.status, record.result = GameStatus.FINISHED, game.result(played[-1][3])
            rows = [
                {"game_id": record.id, "seq": seq, "seat": seat, "move": move}
                for seq, (_, seat, move, _, _) in enumerate(played, 1)
            ]
            db.execute(insert(MoveRecord), rows)
        db.commit()
        return [r.id for r in records]


@in_new_loop
async def test_replay_steps_do_not_hold_the_event_loop(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    hub = Hub(Store(engine))
    replays = Replays()
    ids = same_games(sessions, GAMES)
    games = [await replays.game(hub, game_id) for game_id in ids]
    done = asyncio.Event()
    views = []

    async def last_versions() -> None:
        # each game's last version: every move of the game replayed, nothing kept yet
        for game_id, game in zip(ids, games, strict=True):
            step = await replays.step(game_id, game, len(game.moves), None, "client")
            views.append(step.view)
        done.set()

    stepping = asyncio.create_task(last_versions())
    worst = await asyncio.wait_for(lag_while(done), timeout=60)
    await stepping
    setup = games[0].setup
    line = Line.start(registry.get(setup.game), setup.players, setup.seed, setup.options)
    line.replay(games[0].moves)
    assert views == [line.game.view(line.state, None)] * GAMES
    # rebuilt on the event loop, each game's whole replay held it: the fifth worst wake-up
    # 10-12 ms; in the worker, 1-2 ms
    assert worst < 0.005, f"the event loop was held {worst * 1000:.1f} ms"
    assert all(game.over for game in games)
    assert not hub.rooms  # read as stored: no room built, none kept
    hub.close()
