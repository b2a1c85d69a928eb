"""Where a card half may go: a free slot on its side of a tree or sapling.

A slot holds one card, except that any number of hares share a slot (species with
`share` "any") and two toads share one (`share` "pair"): a card of such a species may
join a slot that holds only its own species, fewer than two for a pair.
"""

from __future__ import annotations

from server.games.forest_shuffle.cards import SIDES, Species
from server.games.forest_shuffle.state import Tree
from server.games.forest_shuffle.ways import CARDS, SIDE_INDEX

SHARE_LIMIT = {"": 1, "pair": 2}  # "any": no limit


def shown(card: int, side: str) -> Species:
    """The species a card in the slot on `side` shows."""
    return CARDS[card].half(side).species


def fits(tree: Tree, side: str, species: Species) -> bool:
    """Whether a half of `species` may go in the slot on `side` of `tree`."""
    cards = tree.slot(side)
    if not cards:
        return True
    limit = SHARE_LIMIT.get(species.share)
    if limit is not None and len(cards) >= limit:
        return False
    return all(shown(c, side) is species for c in cards)


def open_trees(forest: list[Tree], side: str, species: Species) -> tuple[int, ...]:
    """The indices of the trees of `forest` where a half of `species` may go on `side`
    (for a species that does not share a slot, the same for every such species)."""
    if species.share:
        return tuple([i for i, tree in enumerate(forest) if fits(tree, side, species)])
    i = SIDE_INDEX[side]  # a slot holds one card of the others: the empty slots
    return tuple([n for n, tree in enumerate(forest) if not tree.slots[i]])


def empty_sides(forest: list[Tree]) -> frozenset[str]:
    """The sides on which some tree of `forest` has an empty slot."""
    return frozenset(side for i, side in enumerate(SIDES) if any(not t.slots[i] for t in forest))
