"""Renature as a `Game`: the object the registry hands out."""

from __future__ import annotations

from server.games.base import JSON, Bot, Event
from server.games.renature import bots, patch, rules, scoring, state, view
from server.games.renature.state import State


class Renature:
    """Renature (Kramer & Kiesling), 2 to 4 players."""

    name = "renature"
    min_players = 2
    max_players = 4
    bot_levels = bots.LEVELS

    def new(self, players: int, seed: int, options: JSON) -> State:
        return state.new_state(players, seed, options)

    def current_seat(self, s: State) -> int | None:
        return s.current

    def legal_moves(self, s: State, seat: int) -> list[JSON]:
        return rules.legal_moves(s, seat)

    def apply(self, s: State, seat: int, move: JSON) -> tuple[State, list[Event]]:
        return rules.apply(s, seat, move)

    def view(self, s: State, seat: int | None) -> JSON:
        return view.view(s, seat)

    def view_patch(self, s: State, seat: int | None, events: list[Event]) -> list[list]:
        return patch.view_patch(s, seat, events)

    def bot(self, level: str) -> Bot:
        return bots.make(level)

    def result(self, s: State) -> JSON | None:
        return scoring.result(s)

    def dump(self, s: State) -> JSON:
        return state.dump(s)

    def load(self, data: JSON) -> State:
        return state.load(data)


RENATURE = Renature()
