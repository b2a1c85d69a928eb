"""Renature as a `Game`: the object the registry hands out."""

from __future__ import annotations

from server.games.base import JSON, Bot, Event, Op, Viewer
from server.games.renature import bots, rules, scoring, state, text, view
from server.games.renature.state import RenatureOptions, State


class Renature:
    """Renature (Kramer & Kiesling), 2 to 4 players."""

    name = "renature"
    title = "Renature"
    summary = (
        "Place dominoes of animals on a river valley, plant bushes and trees to claim its"
        " areas, and score where you hold the most."
    )
    player_counts = (2, 3, 4)
    options = RenatureOptions
    bot_levels = bots.BOTS.names

    def new(self, players: int, seed: int, options: JSON) -> State:
        return state.new_state(players, seed, options)

    def current_seat(self, s: State) -> int | None:
        return s.current

    def legal_moves(self, s: State, seat: int) -> list[JSON]:
        return rules.legal_moves(s, seat)

    def apply(self, s: State, seat: int, move: JSON) -> tuple[State, list[Event]]:
        return rules.apply(s, seat, move)

    def view(self, s: State, seat: Viewer) -> JSON:
        return view.VIEW.view(s, seat)

    def view_patch(self, s: State, seat: Viewer, events: list[Event]) -> list[Op]:
        return view.VIEW.patch(s, seat, events)

    def bot(self, level: str, budget: float | None = None) -> Bot:
        return bots.make(level, budget)

    def result(self, s: State) -> JSON | None:
        return scoring.result(s)

    def dump(self, s: State) -> JSON:
        return state.dump(s)

    def load(self, data: JSON) -> State:
        return state.load(data)

    def text(self, s: State) -> str:
        return text.text(s)


RENATURE = Renature()
