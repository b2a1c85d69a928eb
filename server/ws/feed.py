"""A game's feed: the room's transport in the socket layer (server.rooms.transport).

It builds every frame of a game (a seat's full view, the update of a move), keeps each
seat's recent updates for the clients that reconnect and the retried moves, and queues
them on the connections that follow the game. A move's public view parts are built once
for all the seats and spectators (`game.view_patches`).
"""

from __future__ import annotations

import threading
import zlib
from collections import deque
from dataclasses import dataclass
from typing import NamedTuple

import orjson

from server.errors import StaleVersion
from server.games.base import JSON, Event, Op, events_for
from server.ids import Viewer
from server.rooms.room import Room
from server.rooms.transport import Moved, MoveRef, Outcome, Shown
from server.ws import frames
from server.ws.frames import encode, with_id, with_moves
from server.ws.outbox import Outbox


@dataclass(eq=False, slots=True)
class Subscriber:
    """One connection's subscription to a game, as `seat` (None: a spectator)."""

    seat: Viewer
    outbox: Outbox

    def push(self, frame: str) -> None:
        """Queue `frame` on the connection."""
        self.outbox.push(frame)


# Kept updates are raw deflate at level 1 with a 16 KiB window and small tables: a third
# of the time of zlib's defaults for a move's updates, and the same size. Each thread that
# keeps updates (the event loop's, and the store's as it loads a game) has one compressor,
# and ends each version's texts with a full flush: each can be read back alone, and no
# compressor is made (some 70 KiB of tables) for every version.
_WINDOW, _MEMORY = -14, 4
_packers = threading.local()


def _pack(text: str) -> bytes:
    """`text` compressed as kept updates are."""
    packer = getattr(_packers, "packer", None)
    if packer is None:
        packer = _packers.packer = zlib.compressobj(1, zlib.DEFLATED, _WINDOW, _MEMORY)
    return packer.compress(text.encode()) + packer.flush(zlib.Z_FULL_FLUSH)


class Kept(NamedTuple):
    """The updates of one version for `seats`, as the texts of their frames without the
    seats' legal moves (`Feed._now` adds them): each distinct text once (the seats that see
    a move alike have the same update), one a line, compressed together (see `_pack`). A
    room keeps its last `KEPT_VERSIONS` versions' (7-11 KiB of a 4-player game's room).
    Bytes, not the frames' dicts, so that the garbage collector does not go through them."""

    version: int
    seats: tuple[Viewer, ...]
    which: tuple[int, ...]  # the line of each seat's text
    texts: bytes

    @classmethod
    def of(cls, version: int, seats: tuple[Viewer, ...], texts: list[str]) -> Kept:
        """The `texts` of `seats`' updates (in that order) of `version`, kept."""
        lines = {text: i for i, text in enumerate(dict.fromkeys(texts))}
        which = tuple(lines[text] for text in texts)
        return cls(version, seats, which, _pack("\n".join(lines)))

    def lines(self) -> list[str]:
        """The distinct texts, in the order of their first seat."""
        return zlib.decompressobj(_WINDOW).decompress(self.texts).decode().split("\n")

    def text(self, seat: Viewer) -> str:
        """The text of `seat`'s update (one of `seats`)."""
        return self.lines()[self.which[self.seats.index(seat)]]


class Feed:
    """The subscribers of one room's game and every seat's recent updates."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.subscribers: set[Subscriber] = set()
        self.seats: tuple[Viewer, ...] = (*range(room.setup.players), None)
        self.history: deque[Kept] = deque(maxlen=room.keep)  # the last versions' updates
        # the history frame asked for last: (seat, version, text)
        self._asked: tuple[Viewer, int, str] | None = None

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
        if self._asked is None or self._asked[:2] != (seat, room.version):
            history: frames.History = {
                "type": "history",
                "game": room.id,
                "version": room.version,
                "seat": seat,
                "events": room.line.events_seen(seat),
            }
            self._asked = (seat, room.version, encode(history))
        return self._asked[2]

    def _keep(self, seats: tuple[Viewer, ...], events: list[Event]) -> list[str]:
        """Build and keep the updates of `seats` for the move that gave the current version
        and `events`; their texts, in the order of `seats`. The kept ones leave out the
        seat's legal moves: they are for that version alone (see `_now`)."""
        room = self.room
        version, current, over = room.version, room.current, room.result is not None
        clock = room.clock.view()
        patches = room.game.view_patches(room.state, list(seats), events)
        kept, texts = [], []
        made: list[tuple[frames.Update, str]] = []  # each distinct frame and its text
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
            if clock is not None:
                frame["clock"] = clock
            # the seats that see the move alike share its public ops: their frames compare
            # equal at little cost, and are encoded once
            text = next((text for other, text in made if other == frame), None)
            if text is None:
                text = encode(frame)
                made.append((frame, text))
            kept.append(text)
            texts.append(self._now(seat, version, text))
        self.history.append(Kept.of(version, seats, kept))
        return texts

    def _now(self, seat: Viewer, version: int, text: str) -> str:
        """`text`, `seat`'s kept update of `version`, as it is sent now: at the current
        version with the seat's legal moves (and whether it may take back its last step)."""
        room = self.room
        if version == room.version and seat is not None and (moves := room.moves_of(seat)):
            return with_moves(text, moves, room.line.undoable)
        return text

    def replayed(self, events: list[Event]) -> None:
        """Keep every seat's update for a stored move just replayed."""
        self._keep(self.seats, events)

    def moved(self, moved: Moved) -> None:
        """Keep the seats' updates for the move just made and queue each subscriber its
        seat's. A room alone builds every seat's update, for any seat's reconnect; beside
        other processes (a relay), only those of the seats followed here and the mover's:
        a player who comes back on another process gets a full view there. The mover's
        update on the connection that sent the move carries the move's id."""
        seats = self.seats
        if self.room.relay is not None:
            followed = {s.seat for s in self.subscribers}
            seats = tuple(s for s in seats if s in followed or (s is not None and s == moved.mover))
        texts = dict(zip(seats, self._keep(seats, moved.events), strict=True))
        for subscriber in self.subscribers:
            text = texts[subscriber.seat]
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
        room, seat = self.room, subscriber.seat
        missing = room.version - since if since is not None else -1
        if since is not None and since <= room.reseated_at:
            missing = -1
        if missing == 0:
            return
        kept = list(self.history)[-missing:] if 0 < missing <= len(self.history) else []
        if (
            kept
            and kept[0].version == room.version - missing + 1
            and all(seat in k.seats for k in kept)
        ):
            for update in kept:
                subscriber.push(self._now(seat, update.version, update.text(seat)))
            return
        subscriber.push(encode(self.full(seat)))

    def unsubscribe(self, subscriber: Subscriber) -> None:
        """Stop sending to `subscriber`."""
        self.subscribers.discard(subscriber)

    def answer(self, outcome: Outcome) -> frames.Update:
        """The mover's update of the move `outcome` tells of, with the move's id (its
        acknowledgement). Raises StaleVersion if it is no longer kept."""
        kept = next((k for k in self.history if k.version == outcome.version), None)
        if kept is None or outcome.seat not in kept.seats:
            raise StaleVersion(
                "You saw version {seen}; the game is at {version}.",
                seen=outcome.version - 1,
                version=self.room.version,
            )
        update: frames.Update = orjson.loads(
            self._now(outcome.seat, kept.version, kept.text(outcome.seat))
        )
        if outcome.move_id is not None:
            update["id"] = outcome.move_id
        return update

    def shown(self, version: int, shown: Shown, move_id: MoveRef | None) -> frames.Stepped:
        """The answer to steps seen at `version` that could be taken back, so not made."""
        patch, moves = after(self.room, shown)
        stepped: frames.Stepped = {
            "type": "stepped",
            "game": self.room.id,
            "version": version,
            "seat": shown.seat,
            "patch": patch,
            "moves": moves,
        }
        if move_id is not None:
            stepped["id"] = move_id
        return stepped


def after(room: Room, shown: Shown) -> tuple[list[Op], list[JSON]]:
    """What steps not made would make of their seat's view, as a patch to its view now,
    and the seat's moves after them. Only steps that could be taken back are shown: they
    reveal nothing the seat could not see."""
    step = shown.step
    patch = room.game.view_patches(step.state, [shown.seat], step.events)[0]
    return patch, room.game.legal_moves(step.state, shown.seat)


def feed_of(room: Room) -> Feed:
    """The feed `room` was given. Raises TypeError for a room given another transport."""
    if not isinstance(room.transport, Feed):
        raise TypeError(f"game {room.id} is followed through {type(room.transport).__name__}")
    return room.transport
