"""The rooms a hub keeps: finished games nobody follows are kept only a few at a time."""

from __future__ import annotations

import orjson
from sqlalchemy import Engine, insert
from sqlalchemy.orm import Session, sessionmaker

from server.games import registry
from server.games.playout import random_game
from server.persistence.games import Store
from server.persistence.models import GameRecord, GameStatus, MoveRecord
from server.rooms.hub import Hub
from server.ws.feed import Feed, Subscriber, feed_of
from server.ws.outbox import Outbox
from tests.rooms.helpers import new_game
from tests.support.asyncio import in_new_loop


def finished_game(sessions: sessionmaker[Session]) -> int:
    """A 2-person Renature game played to its end with random moves, stored; its id."""
    game_id, _ = new_game(sessions)
    with sessions() as db:
        record = db.get_one(GameRecord, game_id)
        game = registry.get(record.game)
        played = list(random_game(game, record.players, record.seed, record.options))
        rows = [
            {"game_id": game_id, "seq": seq, "seat": seat, "move": move}
            for seq, (_, seat, move, _, _) in enumerate(played, 1)
        ]
        db.execute(insert(MoveRecord), rows)
        record.version, record.current_seat = len(rows), None
        record.status, record.result = GameStatus.FINISHED, game.result(played[-1][3])
        db.commit()
    return game_id


@in_new_loop
async def test_finished_games_nobody_follows_are_kept_a_few_at_a_time(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    followed, *read = [finished_game(sessions) for _ in range(3)]
    running, _ = new_game(sessions)
    hub = Hub(Store(engine), max_finished=1, transport=Feed)
    room = await hub.room(followed)
    feed_of(room).subscribe(Subscriber(None, Outbox()), None)
    await hub.room(running)
    for game_id in read:
        assert (await hub.room(game_id)).result is not None
    # the followed game and the running one stay; of the others, the one read last
    assert list(hub.rooms) == [followed, running, read[-1]]
    hub.close()


@in_new_loop
async def test_a_finished_game_loaded_keeps_no_updates(
    engine: Engine, sessions: sessionmaker[Session]
) -> None:
    game_id = finished_game(sessions)
    hub = Hub(Store(engine), transport=Feed)
    room = await hub.room(game_id)
    feed = feed_of(room)
    assert not feed.history
    outbox = Outbox()
    feed.subscribe(Subscriber(0, outbox), room.version - 1)
    assert [orjson.loads(frame)["type"] for frame in outbox.frames] == ["full"]
    hub.close()


@in_new_loop
async def test_clients_asking_for_a_games_history_share_one_text(
    sessions: sessionmaker[Session], engine: Engine
) -> None:
    hub = Hub(Store(engine), transport=Feed)
    feed = feed_of(await hub.room(finished_game(sessions)))
    first = feed.events(None)
    assert orjson.loads(first)["type"] == "history"
    assert feed.events(None) is first
    assert feed.events(0) is not first
    hub.close()
