"""A seat's corridors taken apart for quick questions: how large would the corridor of a
habitat be through a tile laid on a free cell, and how many of its edges would match.
"""

from __future__ import annotations

from dataclasses import dataclass

from server.games.cascadia.components import HABITATS, Coord, opposite, step
from server.games.cascadia.state import EDGES, Player

Facing = tuple[tuple[str, int] | None, ...]


@dataclass(slots=True)
class Corridors:
    """The corridors of one environment: each cell's component per habitat, the sizes."""

    edges: dict[Coord, str]  # cell -> its six edge habitats
    component: dict[str, dict[Coord, int]]  # habitat -> cell -> component number
    sizes: dict[str, list[int]]  # habitat -> size of each component
    largest: dict[str, int]  # habitat -> size of its largest component (0: none)

    def facing(self, cell: Coord) -> Facing:
        """For each direction from the free `cell`: the neighbour's edge that faces it and
        that edge's corridor, (habitat, component number), or None without a neighbour."""
        out: list[tuple[str, int] | None] = []
        for i in range(6):
            near = step(cell, i)
            other = self.edges.get(near)
            if other is None:
                out.append(None)
            else:
                h = other[opposite(i)]
                out.append((h, self.component[h][near]))
        return tuple(out)

    def through(self, facing: Facing, six: str) -> tuple[dict[str, int], int]:
        """The size of each habitat's corridor through a tile with edges `six` laid on a
        free cell whose neighbours face it as `facing` says, and how many of its edges
        meet a neighbour's edge of the same habitat."""
        merged = dict.fromkeys(six, 1)
        seen: set[tuple[str, int]] = set()
        matches = 0
        for h, near in zip(six, facing, strict=True):
            if near is not None and near[0] == h:
                matches += 1
                if near not in seen:
                    seen.add(near)
                    merged[h] += self.sizes[h][near[1]]
        return merged, matches


def corridors(p: Player) -> Corridors:
    """`p`'s environment taken apart into corridors."""
    edges = {cell: EDGES[t][r] for cell, (t, r) in p.tiles.items()}
    component: dict[str, dict[Coord, int]] = {h: {} for h in HABITATS}
    sizes: dict[str, list[int]] = {h: [] for h in HABITATS}
    for h in HABITATS:
        label = component[h]
        for start, six in edges.items():
            if h not in six or start in label:
                continue
            number, todo, size = len(sizes[h]), [start], 0
            label[start] = number
            while todo:
                cell = todo.pop()
                size += 1
                for i, e in enumerate(edges[cell]):
                    near = step(cell, i)
                    if e == h and near not in label and edges.get(near, "??????")[opposite(i)] == h:
                        label[near] = number
                        todo.append(near)
            sizes[h].append(size)
    return Corridors(edges, component, sizes, {h: max(sizes[h], default=0) for h in HABITATS})
