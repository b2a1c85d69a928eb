"""A game's feed: the room's transport in the socket layer (server.rooms.transport).

It builds every frame of a game (a seat's full view, the update of a move), keeps each
seat's recent updates for the clients that reconnect and the retried moves, and queues
them on the connections that follow the game. A move's public view parts are built once
for all the seats and spectators (`game.view_patches`).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import NamedTuple

import orjson

from server.errors import StaleVersion
from server.games.base import Event, events_for
from server.ids import Viewer
from server.rooms.room import Room
from server.rooms.transport import Moved, Outcome
from server.ws import frames
from server.ws.frames import encode, with_id
from server.ws.outbox import Outbox


@dataclass(eq=False, slots=True)
class Subscriber:
    """One connection's subscription to a game, as `seat` (None: a spectator)."""

    seat: Viewer
    outbox: Outbox

    def push(self, frame: str) -> None:
        """Queue `frame` on the connection."""
        self.outbox.push(frame)


class Kept(NamedTuple):
    """One version of the game as one seat sees it, as the text of its frame.

    Only text is kept (not the frame's dicts), so that the updates a feed keeps are not
    objects the garbage collector has to go through.
    """

    version: int
    text: str


class Feed:
    """The subscribers of one room's game and every seat's recent updates."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.subscribers: set[Subscriber] = set()
        self.seats: tuple[Viewer, ...] = (*range(room.setup.players), None)
        self.history: dict[Viewer, deque[Kept]] = {s: deque(maxlen=room.keep) for s in self.seats}
        self._asked: tuple[Viewer, Kept] | None = None  # the history frame asked for last

    @property
    def followed(self) -> bool:
        """Whether any connection here follows the game."""
        return bool(self.subscribers)

    def full(self, seat: Viewer) -> frames.Full:
        """The frame with `seat`'s whole view at the current version."""
        room = self.room
        frame: frames.Full = {
            "type": "full",
            "game": room.id,
            "version": room.version,
            "seat": seat,
            "players": [h.name for h in room.setup.holders],
            "current": room.current,
            "over": room.result is not None,
            "view": room.game.view(room.state, seat),
        }
        if seat is not None and (moves := room.moves_of(seat)):
            frame["moves"] = moves
            if room.line.undoable:
                frame["undo"] = True
        if resigned := [i for i, h in enumerate(room.setup.holders) if h.resigned]:
            frame["resigned"] = resigned
        if away := [i for i, h in enumerate(room.setup.holders) if h.stand_in]:
            frame["away"] = away
        if (clock := room.clock.view()) is not None:
            frame["clock"] = clock
        return frame

    def events(self, seat: Viewer) -> str:
        """The text of the history frame with every version's events as `seat` saw them.
        The last one asked for is kept, so that the clients asking for a game's history
        share one text (a game of Forest Shuffle's is some 40 KiB)."""
        room = self.room
        if self._asked is None or self._asked[0] != seat or self._asked[1].version != room.version:
            history: frames.History = {
                "type": "history",
                "game": room.id,
                "version": room.version,
                "seat": seat,
                "events": room.line.events_seen(seat),
            }
            self._asked = (seat, Kept(room.version, encode(history)))
        return self._asked[1].text

    def _keep(self, seats: list[Viewer], events: list[Event]) -> None:
        """Build and keep the update of `seats` for the move that gave the current version
        and `events`."""
        room = self.room
        version, current, over = room.version, room.current, room.result is not None
        clock = room.clock.view()
        patches = room.game.view_patches(room.state, seats, events)
        for seat, patch in zip(seats, patches, strict=True):
            frame: frames.Update = {
                "type": "update",
                "game": room.id,
                "version": version,
                "current": current,
                "over": over,
                "events": events_for(events, seat),
                "patch": patch,
            }
            if seat is not None and (moves := room.moves_of(seat)):
                frame["moves"] = moves
                if room.line.undoable:
                    frame["undo"] = True
            if clock is not None:
                frame["clock"] = clock
            self.history[seat].append(Kept(version, encode(frame)))

    def replayed(self, events: list[Event]) -> None:
        """Keep every seat's update for a stored move just replayed."""
        self._keep(list(self.seats), events)

    def moved(self, moved: Moved) -> None:
        """Keep the seats' updates for the move just made and queue each subscriber its
        seat's. A room alone builds every seat's update, for any seat's reconnect; beside
        other processes (a relay), only those of the seats followed here and the mover's:
        a player who comes back on another process gets a full view there. The mover's
        update on the connection that sent the move carries the move's id."""
        seats = list(self.seats)
        if self.room.relay is not None:
            followed = {s.seat for s in self.subscribers}
            seats = [s for s in seats if s in followed or (s is not None and s == moved.mover)]
        self._keep(seats, moved.events)
        for subscriber in self.subscribers:
            text = self.history[subscriber.seat][-1].text
            mine = subscriber.seat == moved.mover and subscriber.outbox is moved.source
            if mine and moved.move_id is not None:
                text = with_id(text, moved.move_id)
            subscriber.push(text)

    def reseated(self) -> None:
        """Queue every subscriber a full view (who holds a seat, or the clock, changed)."""
        for subscriber in self.subscribers:
            subscriber.push(encode(self.full(subscriber.seat)))

    def tell(self, frame: str) -> None:
        """Queue `frame` on every subscriber that may read the game's chat."""
        for subscriber in self.subscribers:
            if self.room.reads_chat(subscriber.seat):
                subscriber.push(frame)

    def subscribe(self, subscriber: Subscriber, since: int | None) -> None:
        """Add `subscriber` and queue what it is missing after version `since`.

        That is the updates after `since` when they are all kept, else a full view; also a
        full view when who plays a seat may have changed since `since`.
        """
        self.subscribers.add(subscriber)
        room, kept = self.room, self.history[subscriber.seat]
        missing = room.version - since if since is not None else -1
        if since is not None and since <= room.reseated_at:
            missing = -1
        if missing == 0:
            return
        if 0 < missing <= len(kept) and kept[-missing].version == room.version - missing + 1:
            for update in list(kept)[-missing:]:
                subscriber.push(update.text)
            return
        subscriber.push(encode(self.full(subscriber.seat)))

    def unsubscribe(self, subscriber: Subscriber) -> None:
        """Stop sending to `subscriber`."""
        self.subscribers.discard(subscriber)

    def answer(self, outcome: Outcome) -> frames.Update:
        """The mover's update of the move `outcome` tells of, with the move's id (its
        acknowledgement). Raises StaleVersion if it is no longer kept."""
        kept = next((u for u in self.history[outcome.seat] if u.version == outcome.version), None)
        if kept is None:
            version = self.room.version
            raise StaleVersion(f"You saw version {outcome.version - 1}; the game is at {version}.")
        update: frames.Update = orjson.loads(kept.text)
        if outcome.move_id is not None:
            update["id"] = outcome.move_id
        return update


def feed_of(room: Room) -> Feed:
    """The feed `room` was given. Raises TypeError for a room given another transport."""
    if not isinstance(room.transport, Feed):
        raise TypeError(f"game {room.id} is followed through {type(room.transport).__name__}")
    return room.transport
