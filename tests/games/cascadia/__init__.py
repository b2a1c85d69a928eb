"""Cascadia: components and scoring."""
