"""Cascadia as the platform sees it: its description and its rules (docs/engine.md)."""

from __future__ import annotations

from server.games.base import Game, GameSpec
from server.games.cascadia import bots, codec, moves, points, rules, text, view
from server.games.cascadia.invariants import invariants
from server.games.cascadia.sample import sample
from server.games.cascadia.state import PLAYER_COUNTS, CascadiaOptions
from server.i18n import N_

CASCADIA = Game(
    GameSpec(
        name="cascadia",
        title="Cascadia",
        summary=N_(
            "Build a landscape of habitat tiles and fill it with wildlife: each animal scores"
            " by its own pattern, and the largest habitats earn a bonus."
        ),
        player_counts=PLAYER_COUNTS,
        options=CascadiaOptions,
        bots=bots.BOTS,
        new=rules.new_game,
        current_seat=lambda s: s.current,
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
