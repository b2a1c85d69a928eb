"""Retried moves: a client that sent a move and heard nothing sends it again with the same
id; the room answers with the move's update instead of refusing a stale version."""

from __future__ import annotations

from server.ids import Seat
from server.rooms.transport import MoveRef


class Retries:
    """The ids of the moves made in the last `keep` versions: (seat, id) -> the version
    each move made."""

    def __init__(self, keep: int, made: dict[tuple[int, str], int] | None = None) -> None:
        self.keep = keep
        self.made = made or {}

    def answered(self, seat: Seat, move_id: MoveRef, seen: int, version: int) -> bool:
        """Whether `seat`'s move `move_id` seen at version `seen` was made already, at most
        `keep` versions before `version` (its update still kept)."""
        made = self.made.get((seat, str(move_id)))
        return made == seen + 1 and made > version - self.keep

    def remember(self, seat: Seat, move_id: str, version: int) -> None:
        """Keep the id of the move that made `version`; forget those older than `keep`
        versions once there are 16 more than `keep` (13 KiB at most for 64; twice `keep`,
        as before, took up to 22 KiB of a room)."""
        self.made[(seat, move_id)] = version
        if len(self.made) > self.keep + 16:
            self.made = {k: v for k, v in self.made.items() if v > version - self.keep}
