"""Forest Shuffle as a `Game`: the object the registry hands out."""

from __future__ import annotations

from server.games.base import JSON, Bot, Event, Op, Viewer
from server.games.forest_shuffle import bots, codec, moves, points, rules, setup, text, view
from server.games.forest_shuffle.state import ForestShuffleOptions, State


class ForestShuffle:
    """Forest Shuffle (Kosmos), 2 to 5 players."""

    name = "forest-shuffle"
    title = "Forest Shuffle"
    summary = (
        "Plant trees from your hand and settle animals, plants and mushrooms on their four"
        " sides: cards pay for cards, and each species scores in its own way."
    )
    player_counts = (2, 3, 4, 5)
    options = ForestShuffleOptions
    bot_levels = bots.BOTS.names

    def new(self, players: int, seed: int, options: JSON) -> State:
        return setup.new_state(players, seed, options)

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


FOREST_SHUFFLE = ForestShuffle()
