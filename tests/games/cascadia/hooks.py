"""Cascadia's hooks for the conformance suite (tests/games/conformance.py): a view in one line."""

from __future__ import annotations

from server.games.base import JSON


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
