"""Live games: one authority (a `Room`) per game, kept by a `Hub`."""
