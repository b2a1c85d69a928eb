"""The rules' work of a move as the server does it, per game: CPU time per move.

`python -m benchmarks.served_moves [--games 40] [--players 4] [--game G ...]` plays seeded
random games on a line (`server.games.line.Line`), each move as a room makes one of a
page's steps: every step that could be taken back is shown (its state, the mover's view
patch and its next legal moves), and the step that cannot be taken back makes the move
(every seat's and a spectator's view patches, and the next seat's legal moves). No
socket, no database: what is left of the server's CPU per move beside this is the web
stack's and the platform's (benchmarks.ratio).
"""

from __future__ import annotations

import argparse
import random
import time

from benchmarks.measure import print_machine
from server.games import registry
from server.games.base import Viewer
from server.games.line import Line


def served(name: str, players: int, seed: int) -> int:
    """Play a random game of `name` as the server would; the moves made."""
    game = registry.get(name)
    rng = random.Random(seed)
    line = Line.start(game, players, seed, {})
    viewers: list[Viewer] = [*range(players), None]
    moves = 0
    while (seat := line.current) is not None:
        made, choices = line.begun, game.legal_moves(line.state, seat)
        while (made := line.then(made, seat, rng.choice(choices))).back:
            game.view_patches(made.state, [seat], made.events)
            choices = game.legal_moves(made.state, seat)
        line.advance(made)
        game.view_patches(line.state, viewers, made.events)
        if line.current is not None:
            game.legal_moves(line.state, line.current)
        moves += 1
    return moves


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.served_moves", description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--game", nargs="+", choices=registry.names(), default=registry.names())
    args = parser.parse_args()
    print_machine()
    for name in args.game:
        started = time.process_time()
        moves = sum(served(name, args.players, seed) for seed in range(args.games))
        cpu = time.process_time() - started
        print(f"{name}: {moves} moves, {cpu / moves * 1e6:.1f} us of CPU per move")


if __name__ == "__main__":
    main()
