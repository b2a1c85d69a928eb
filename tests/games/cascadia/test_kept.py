"""What a state keeps and shares to be fast gives what working it out afresh gives: the
scores kept with each environment, the free cells kept in reading order, the corridors
followed edge by edge, and the legal moves listed from shared dicts."""

from __future__ import annotations

import random

import pytest

from benchmarks.cascadia_scoring import clump
from server.games import playout
from server.games.base import JSON
from server.games.cascadia import scoring
from server.games.cascadia.cells import name
from server.games.cascadia.components import HABITATS, Coord, neighbours, opposite
from server.games.cascadia.moves import rotations
from server.games.cascadia.points import animal_of, breakdowns
from server.games.cascadia.state import EDGES, State
from tests.games.cascadia.positions import GAME

OPTIONS = [
    {},
    {"bear": "C", "elk": "D", "salmon": "D", "hawk": "D", "fox": "D"},
    {"elk": "B", "hawk": "B", "fox": "C", "majorities": "left-out"},
    {"variant": "family"},
]


def rescored(s: State) -> list[tuple[dict[str, int], dict[str, int]]]:
    """Each seat's card points and largest corridors worked out from its whole board, past
    every table the engine keeps."""
    return [
        (
            {animal_of(c): scoring.card_points(dict(p.tokens), c) for c in s.cards},
            scoring.corridor_sizes({c: EDGES[t][r] for c, (t, r) in p.tiles.items()}),
        )
        for p in s.players
    ]


@pytest.mark.parametrize(("seed", "options"), list(enumerate(OPTIONS)))
def test_kept_scores_equal_a_full_rescore_after_every_move(seed: int, options: JSON) -> None:
    for _, _, _, after, _ in playout.random_game(GAME, 4, seed, options):
        kept = breakdowns(after)  # kept with each environment, as the views keep them
        fresh = rescored(after)
        assert [(b.cards, b.corridors) for b in kept] == fresh


@pytest.mark.parametrize("seed", range(4))
def test_kept_scores_asked_for_now_and_then_equal_a_full_rescore(seed: int) -> None:
    """Scores kept a few moves back are brought up to date by what was laid since."""
    rng = random.Random(seed)
    for _, _, _, after, _ in playout.random_game(GAME, 1 + seed, seed, OPTIONS[seed]):
        if rng.random() < 0.15:
            kept = breakdowns(after)
            assert [(b.cards, b.corridors) for b in kept] == rescored(after)


@pytest.mark.parametrize("seed", range(3))
def test_the_free_cells_are_kept_in_reading_order(seed: int) -> None:
    for _, _, _, after, _ in playout.random_game(GAME, 1 + seed, seed):
        for p in after.players:
            free = {n for c in p.tiles for n in neighbours(c) if n not in p.tiles}
            assert list(p.frontier) == sorted(free, key=lambda c: (c[1], c[0]))


def test_listed_moves_are_equal_to_moves_made_afresh() -> None:
    for before, seat, move, _, _ in playout.random_game(GAME, 3, 5):
        listed = GAME.legal_moves(before, seat)
        if move["type"] == "place":
            assert before.pending is not None
            turns = rotations(before.pending[0])
            cells = before.players[seat].frontier
            assert listed == [
                {"type": "place", "cell": name(c), "rotation": r} for c in cells for r in turns
            ]
        assert len({id(m) for m in listed}) == len(listed)  # no dict listed twice


def largest_corridors(edges: dict[Coord, str]) -> dict[str, int]:
    """The largest corridor of each habitat, by following every edge of every tile."""
    best = dict.fromkeys(HABITATS, 0)
    for habitat in HABITATS:
        left = {c for c, six in edges.items() if habitat in six}
        while left:
            todo, size = [left.pop()], 0
            while todo:
                cell = todo.pop()
                size += 1
                for i, other in enumerate(neighbours(cell)):
                    if (
                        other in left
                        and edges[cell][i] == habitat
                        and edges[other][opposite(i)] == habitat
                    ):
                        left.remove(other)
                        todo.append(other)
            best[habitat] = max(best[habitat], size)
    return best


@pytest.mark.parametrize("seed", range(30))
def test_corridors_are_the_largest_groups_joined_by_matching_edges(seed: int) -> None:
    rng = random.Random(seed)
    edges = {c: rng.choice(EDGES)[rng.randrange(6)] for c in clump(rng, 25)}
    assert scoring.corridor_sizes(edges) == largest_corridors(edges)
