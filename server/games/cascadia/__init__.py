"""Cascadia: component data (components.json, components.py) and end-of-game scoring.

A pure library: importing it registers nothing. The rules notes are docs/rules/cascadia.md.
"""
