"""Cascadia: the engine (`game.CASCADIA`), its component data and scoring, and its bots.

A pure library: importing the package registers nothing (server/games/registry.py does).
The rules notes are docs/rules/cascadia.md; moves, views and events docs/games/cascadia.md.
"""
