"""A bot tournament: seeded games between bot levels, seats rotated.

python -m benchmarks.bots --game renature --levels hard medium --players 2 --games 100 --seed 1

`--levels` gives one level per entrant; when there are fewer levels than players, the last
one fills the other seats (`--levels hard medium --players 4`: hard against three mediums).
In game g the entrants sit rotated by g seats. Prints each entrant's wins (a shared win
counts for nobody) with a 95% Wilson interval, its mean score, and each level's time per
move (mean, p99, max).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from dataclasses import dataclass, field
from multiprocessing import Pool

from benchmarks.measure import percentile
from server.games import registry
from server.games.base import JSON, Bot, events_for

BUDGET = 1.0  # the hard level's default seconds per move


@dataclass
class Played:
    """One finished game, by entrant: scores, the sole winner (None: shared), move times
    (wall clock, and the CPU time of the thread that chose the move)."""

    scores: list[int]
    winner: int | None
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)


@dataclass(frozen=True)
class Match:
    """What every game of a tournament shares: the game, its options, the hard budget."""

    game: str = "renature"
    options: JSON = field(default_factory=dict)
    budget: float = BUDGET


def play(levels: list[str], seed: int, match: Match = Match()) -> Played:
    """Play one game, seat i taken by a bot of `levels[i]`, every bot told only its seat's
    view, legal moves and the events it may see. Returns the result by seat."""
    game = registry.get(match.game)
    bots: list[Bot] = [game.bot(level, match.budget) for level in levels]
    players = len(levels)
    state = game.new(players, seed, match.options)
    history: list[list[JSON]] = [[] for _ in range(players)]
    times: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    number = 0
    while (seat := game.current_seat(state)) is not None:
        view, moves = game.view(state, seat), game.legal_moves(state, seat)
        started, cpu_started = time.perf_counter(), time.thread_time()
        move = bots[seat].choose(view, moves, history[seat], seed * 100_003 + number)
        times[levels[seat]].append(time.perf_counter() - started)
        cpu[levels[seat]].append(time.thread_time() - cpu_started)
        state, events = game.apply(state, seat, move)
        for i in range(players):
            history[i] += events_for(events, i)
        number += 1
    result = game.result(state)
    assert result is not None
    winners = result["winners"]
    scores = [seat["total"] for seat in result["seats"]]
    return Played(scores, winners[0] if len(winners) == 1 else None, times, cpu)


def lineup(levels: list[str], players: int) -> list[str]:
    """The entrants' levels: `levels`, the last one repeated to fill `players` seats."""
    if not levels or len(levels) > players:
        raise ValueError(f"give 1 to {players} levels")
    return levels + [levels[-1]] * (players - len(levels))


def rotated(entrants: list[str], g: int) -> list[str]:
    """The seats' levels in game `g`: entrant e sits in seat (e + g) mod players."""
    n = len(entrants)
    return [entrants[(seat - g) % n] for seat in range(n)]


def _game(args: tuple[list[str], int, int, Match]) -> tuple[int, Played]:
    entrants, g, seed, match = args
    return g, play(rotated(entrants, g), seed + g, match)


def tournament(
    entrants: list[str], games: int, seed: int, match: Match = Match(), jobs: int = 1
) -> list[tuple[int, Played]]:
    """Play `games` games (game g with seed `seed` + g, seats rotated by g), in `jobs`
    processes. Returns (g, game) pairs in order."""
    tasks = [(entrants, g, seed, match) for g in range(games)]
    if jobs == 1:
        return [_game(task) for task in tasks]
    with Pool(jobs) as pool:
        return sorted(pool.imap_unordered(_game, tasks), key=lambda pair: pair[0])


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def report(entrants: list[str], played: list[tuple[int, Played]]) -> list[str]:
    """The tournament's table, as lines of text."""
    n = len(played)
    lines = [f"{'entrant':<10}{'wins':>6}{'win rate':>10}   {'95% CI':<16}{'mean score':>11}"]
    for e, level in enumerate(entrants):
        seat = [(e + g) % len(entrants) for g, _ in played]
        wins = sum(game.winner == s for s, (_, game) in zip(seat, played, strict=True))
        low, high = wilson(wins, n)
        score = statistics.mean(game.scores[s] for s, (_, game) in zip(seat, played, strict=True))
        lines.append(
            f"{e} {level:<8}{wins:>6}{wins / n:>10.1%}   [{low:.1%}, {high:.1%}]".ljust(42)
            + f"{score:>11.1f}"
        )
    lines.append(f"shared wins: {sum(game.winner is None for _, game in played)} of {n} games")
    lines.append(f"{'level':<10}{'moves':>7}{'time per move, ms: mean':>26}{'p99':>8}{'max':>8}")
    for level in dict.fromkeys(entrants):
        for label, kind in (("wall", "times"), ("cpu", "cpu")):
            times = [t for _, game in played for t in getattr(game, kind).get(level, [])]
            lines.append(
                f"{level:<10}{len(times):>7}{label:>16}{statistics.mean(times) * 1e3:>10.1f}"
                f"{percentile(times, 0.99) * 1e3:>8.1f}{max(times) * 1e3:>8.1f}"
            )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="renature", choices=registry.names())
    parser.add_argument("--options", type=json.loads, default={}, help="table options, JSON")
    parser.add_argument("--levels", nargs="+", default=["medium", "easy"])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=BUDGET, help="hard: seconds per move")
    parser.add_argument("--jobs", type=int, default=1, help="games played side by side")
    args = parser.parse_args()
    entrants = lineup(args.levels, args.players)
    started = time.perf_counter()
    match = Match(args.game, args.options, args.budget)
    played = tournament(entrants, args.games, args.seed, match, args.jobs)
    print(
        f"{args.game} {json.dumps(args.options)}, {args.players} players, "
        f"{args.games} games from seed {args.seed}, "
        f"seats rotated; hard budget {args.budget} s per move; {args.jobs} job(s); "
        f"{time.perf_counter() - started:.0f} s"
    )
    print("\n".join(report(entrants, played)))


if __name__ == "__main__":
    main()
