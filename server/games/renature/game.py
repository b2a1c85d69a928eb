"""Renature as the platform sees it: its description and its rules (docs/engine.md)."""

from __future__ import annotations

from server.games.base import Game, GameSpec
from server.games.renature import bots, moves, rules, scoring, state, text, view
from server.games.renature.invariants import invariants
from server.games.renature.sample import sample
from server.games.renature.state import RenatureOptions
from server.i18n import N_

RENATURE = Game(
    GameSpec(
        name="renature",
        title="Renature",
        summary=N_(
            "Place dominoes of animals on a river valley, plant bushes and trees to claim its"
            " areas, and score where you hold the most."
        ),
        player_counts=(2, 3, 4),
        options=RenatureOptions,
        bots=bots.BOTS,
        new=state.new_state,
        current_seat=lambda s: s.current,
        legal_moves=moves.legal_moves,
        apply=rules.apply,
        view=view.VIEW,
        result=scoring.result,
        dump=state.dump,
        load=state.load,
        text=text.text,
        sample=sample,
        invariants=invariants,
        checkpoint=rules.checkpoint,
    )
)
