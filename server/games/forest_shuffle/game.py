"""Forest Shuffle as the platform sees it: its description and its rules (docs/engine.md)."""

from __future__ import annotations

from operator import attrgetter

from server.games.base import Game, GameSpec
from server.games.forest_shuffle import bots, codec, moves, points, rules, setup, text, view
from server.games.forest_shuffle.invariants import invariants
from server.games.forest_shuffle.sample import sample
from server.games.forest_shuffle.state import ForestShuffleOptions
from server.i18n import N_

FOREST_SHUFFLE = Game(
    GameSpec(
        name="forest-shuffle",
        title=N_("Forest Shuffle"),
        summary=N_(
            "Plant trees from your hand and settle animals, plants and mushrooms on their four"
            " sides: cards pay for cards, and each species scores in its own way."
        ),
        player_counts=(2, 3, 4, 5),
        options=ForestShuffleOptions,
        bots=bots.BOTS,
        new=setup.new_state,
        current_seat=attrgetter("current"),
        legal_moves=moves.legal_moves,
        apply=rules.apply,
        view=view.VIEW,
        result=points.result,
        dump=codec.dump,
        load=codec.load,
        text=text.text,
        sample=sample,
        invariants=invariants,
        checkpoint=rules.checkpoint,
    )
)
