"""Renature: the engine (`game.RENATURE`), its boards and component data, and its bots.

A pure library: importing the package registers nothing (server/games/registry.py does).
The turn is split as in the other games: moves.py lists the legal moves, explain.py says
why a move is refused, rules.py applies a move; scoring.py and view.py as their names say.
The rules notes are docs/rules/renature.md; moves, views and events docs/games/renature.md.
"""
