"""Cascadia scoring speed: score_card for the five cards of one letter on 23-tile environments.

python -m benchmarks.cascadia_scoring [--environments 1000] [--seed 1]

Environments are random connected groups of 23 tiles (real tiles, random rotations) with a
random token on about 20 of them, seeded. For each environment and each letter A-D the five
cards (bear, elk, salmon, hawk, fox) are scored through the JSON form (`score_card`, which
reads the environment each time) and through the engine's fast path (`card_points`); the
figures are the time for all five, the fastest of three runs of each. A last line times
the searches (elk A/B/D, hawk D, fox D) on the worst layouts a game can reach: 20 tokens of
one animal in one clump.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from benchmarks.measure import percentile, print_machine
from server.games.cascadia import scoring
from server.games.cascadia.components import COMPONENTS, LETTERS, WILDLIFE, Coord, neighbours


def clump(rng: random.Random, n: int) -> list[Coord]:
    """`n` connected cells grown at random from (0, 0)."""
    cells, seen = [(0, 0)], {(0, 0)}
    while len(cells) < n:
        cell = rng.choice(neighbours(rng.choice(cells)))
        if cell not in seen:
            seen.add(cell)
            cells.append(cell)
    return cells


def environment(rng: random.Random, animals: tuple[str, ...] = WILDLIFE) -> dict[str, Any]:
    """23 random tiles in a clump; 20 of them hold a token drawn from `animals`."""
    cells = clump(rng, 23)
    holders = set(rng.sample(cells, 20))
    tiles = []
    for q, r in cells:
        tile = rng.choice(COMPONENTS.tiles)
        entry: dict[str, Any] = {"q": q, "r": r, "habitats": list(tile.edges(rng.randrange(6)))}
        if (q, r) in holders:
            entry["token"] = rng.choice(animals)
        tiles.append(entry)
    return {"tiles": tiles}


def time_cards(env: dict[str, Any], cards: list[str], repeat: int = 3) -> tuple[float, float]:
    """Seconds to score `cards` through score_card, and through card_points: the fastest of
    `repeat` runs, so that other work on the machine does not count."""
    runs = [_time_once(env, cards) for _ in range(repeat)]
    return min(j for j, _ in runs), min(f for _, f in runs)


def _time_once(env: dict[str, Any], cards: list[str]) -> tuple[float, float]:
    t0 = time.perf_counter()
    for card in cards:
        scoring.score_card(env, card)
    t1 = time.perf_counter()
    tokens, _ = scoring.read_environment(env)
    t2 = time.perf_counter()
    for card in cards:
        scoring.card_points(tokens, card)
    t3 = time.perf_counter()
    return t1 - t0, t3 - t2


def report(label: str, seconds: list[float]) -> None:
    ms = [s * 1000 for s in seconds]
    print(
        f"{label:<34} p50 {percentile(ms, 0.5):6.3f} ms  p99 {percentile(ms, 0.99):6.3f} ms"
        f"  max {max(ms):6.3f} ms  mean {statistics.fmean(ms):6.3f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--environments", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    envs = [environment(rng) for _ in range(args.environments)]
    print_machine()
    print(f"{args.environments} random 23-tile environments, seed {args.seed}")
    every_json: list[float] = []
    every_fast: list[float] = []
    for letter in LETTERS:
        cards = [f"{animal}-{letter}" for animal in WILDLIFE]
        times = [time_cards(env, cards) for env in envs]
        report(f"five {letter} cards, score_card", [t for t, _ in times])
        report(f"five {letter} cards, card_points", [t for _, t in times])
        every_json += [t for t, _ in times]
        every_fast += [t for _, t in times]
    report("five cards (A-D), score_card", every_json)
    report("five cards (A-D), card_points", every_fast)
    for card in ["elk-A", "elk-B", "elk-D", "hawk-D", "fox-D"]:
        animal = card.split("-")[0]
        clumps = [environment(rng, (animal,)) for _ in range(max(1, args.environments // 10))]
        report(f"{card}, 20 {animal} in a clump", [time_cards(e, [card])[1] for e in clumps])


if __name__ == "__main__":
    main()
