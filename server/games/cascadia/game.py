"""Cascadia as a `Game`: the object the registry hands out."""

from __future__ import annotations

from server.games.base import JSON, Bot, Event, Op, Viewer
from server.games.cascadia import bots, codec, moves, points, rules, text, view
from server.games.cascadia.state import PLAYER_COUNTS, CascadiaOptions, State


class Cascadia:
    """Cascadia (Randy Flynn), 1 to 4 players."""

    name = "cascadia"
    title = "Cascadia"
    summary = (
        "Build a landscape of habitat tiles and fill it with wildlife: each animal scores"
        " by its own pattern, and the largest habitats earn a bonus."
    )
    player_counts = PLAYER_COUNTS
    options = CascadiaOptions
    bot_levels = bots.BOTS.names

    def new(self, players: int, seed: int, options: JSON) -> State:
        return rules.new_game(players, seed, options)

    def current_seat(self, s: State) -> int | None:
        return s.current

    def legal_moves(self, s: State, seat: int) -> list[JSON]:
        return moves.legal_moves(s, seat)

    def apply(self, s: State, seat: int, move: JSON) -> tuple[State, list[Event]]:
        return rules.apply(s, seat, move)

    def view(self, s: State, seat: Viewer) -> JSON:
        return view.VIEW.view(s, seat)

    def view_patch(self, s: State, seat: Viewer, events: list[Event]) -> list[Op]:
        return view.VIEW.patch(s, seat, events)

    def bot(self, level: str, budget: float | None = None) -> Bot:
        return bots.make(level, budget)

    def result(self, s: State) -> JSON | None:
        return points.result(s)

    def dump(self, s: State) -> JSON:
        return codec.dump(s)

    def load(self, data: JSON) -> State:
        return codec.load(data)

    def text(self, s: State) -> str:
        return text.text(s)


CASCADIA = Cascadia()
