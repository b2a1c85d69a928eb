"""Cascadia's hooks for the conformance suite (tests/games/test_conformance.py)."""

from __future__ import annotations

import random

from server.games.base import JSON, Viewer
from server.games.cascadia.bots.world import reshuffle
from server.games.cascadia.state import State


def resample(s: State, _seat: Viewer, rng: random.Random) -> State:
    """A state that no seat can tell from `s`: which unseen tiles are in the stack, the
    stack's and the bag's order, the generator and the seed dealt again (the bots deal
    their worlds the same way)."""
    return reshuffle(s, rng)


def summary(view: JSON) -> str:
    """A view in one line: the step, the display, the bag and stack, each seat's tiles,
    tokens, nature tokens and live score."""
    display = " ".join(
        f"{'-' if d['tile'] is None else ''.join(d['tile']['habitats'])}+{d['token'] or '-'}"
        for d in view["display"]
    )
    seats = "; ".join(
        f"{len(s['environment'])} tiles "
        f"{sum(t['token'] is not None for t in s['environment'].values())} tokens "
        f"{s['nature']} nature {score['total']} pts"
        for s, score in zip(view["seats"], view["scores"], strict=True)
    )
    return (
        f"{view['step']} | {display} | bag {sum(view['bag'].values())} "
        f"stack {view['stack']['count']} | {seats}"
    )
