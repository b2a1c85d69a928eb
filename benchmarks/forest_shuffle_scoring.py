"""Forest Shuffle scoring speed: p50/p99 of score_forest on random seeded 12-tree forests.

python -m benchmarks.forest_shuffle_scoring [--forests 3000] [--repeats 5] [--opponents 3]

Each forest is dealt from the deck: 12 trees (about one in seven a sapling), each slot
taken with probability 3/4 by a half of that side, toads and hares sometimes sharing, a
cave of 0-10 cards. Every call scores against the same random opponents. Each forest is
scored `repeats` times in turn; "best" keeps each forest's fastest call (what the code
costs, with less of the other processes on the machine), "all" every call. The target is
p99 < 2 ms for the JSON form (docs/rules/forest-shuffle.md).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from benchmarks.measure import percentile, print_machine
from server.games.forest_shuffle import scoring
from server.games.forest_shuffle.cards import CATALOGUE, SAPLING, SIDES

Json = dict[str, object]
TREE_NAMES = [card.tree.name for card in CATALOGUE.cards if card.tree is not None]
HALVES = {side: [h for c in CATALOGUE.cards for h in c.halves if h.side == side] for side in SIDES}


def random_forest(rng: random.Random, n_trees: int = 12) -> Json:
    """A forest in the JSON form of score_forest, dealt at random with `rng`."""
    stands: list[Json] = []
    for _ in range(n_trees):
        stand: Json = {"tree": SAPLING if rng.random() < 0.15 else rng.choice(TREE_NAMES)}
        for side in SIDES:
            if rng.random() < 0.75:
                stand[side] = _slot(rng, side)
        stands.append(stand)
    return {"trees": stands, "cave": rng.randint(0, 10)}


def _slot(rng: random.Random, side: str) -> list[Json]:
    half = rng.choice(HALVES[side])
    extra = {"pair": int(rng.random() < 0.5), "any": rng.randint(0, 2)}.get(half.species.share, 0)
    return [{"species": half.species.name, "symbol": half.symbol}] * (1 + extra)


def timings(call: Callable[[int], object], n: int, repeats: int) -> list[list[float]]:
    """Seconds taken by call(i) for each i < n, `repeats` rounds, after a warm-up."""
    for i in range(min(n, 100)):
        call(i)
    rounds = []
    for _ in range(repeats):
        times = []
        for i in range(n):
            started = time.perf_counter()
            call(i)
            times.append(time.perf_counter() - started)
        rounds.append(times)
    return rounds


def summary(times: list[float]) -> str:
    """p50, p99 and max of `times` in microseconds."""
    return (
        f"p50 {statistics.median(times) * 1e6:.0f} us, "
        f"p99 {percentile(times, 0.99) * 1e6:.0f} us, max {max(times) * 1e6:.0f} us"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--forests", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--opponents", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    forests = [random_forest(rng) for _ in range(args.forests)]
    rivals = [random_forest(rng) for _ in range(args.opponents)]
    parsed = [scoring.parse_forest(f) for f in forests]
    parsed_rivals = [scoring.parse_forest(f) for f in rivals]

    print_machine()
    print(f"{args.forests} random 12-tree forests (seed {args.seed}), {args.opponents} opponents")
    forms: dict[str, Callable[[int], object]] = {
        "score_forest (JSON form)": lambda i: scoring.score_forest(forests[i], rivals),
        "score (internal form)": lambda i: scoring.score(parsed[i], parsed_rivals),
    }
    for label, call in forms.items():
        rounds = timings(call, args.forests, args.repeats)
        best = [min(per_forest) for per_forest in zip(*rounds, strict=True)]
        print(f"{label}: best {summary(best)}")
        print(f"{' ' * len(label)}  all  {summary([t for r in rounds for t in r])}")


if __name__ == "__main__":
    main()
