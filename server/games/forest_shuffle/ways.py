"""The ways a card can be played, and what each way is: species, cost, tree symbol, slot.

A card is played as a tree (a tree card), as one of its halves (a split card: the half's
side names both the half and the slot it goes in: "top", "bottom", "left", "right"), or
face down as a sapling (any card). Everything here is read from the catalogue once.
"""

from __future__ import annotations

from types import MappingProxyType

from server.games.forest_shuffle.cards import CATALOGUE, SIDES, Card, Species

CARDS: tuple[Card, ...] = CATALOGUE.cards
TREE, SAPLING = "tree", "sapling"
WAYS_NAMES = (TREE, SAPLING, *SIDES)
WINTER_IDS = tuple(c.id for c in CARDS if c.kind == "winter")
PLAYABLE_IDS = tuple(c.id for c in CARDS if c.kind != "winter")
SIDE_INDEX = MappingProxyType({side: i for i, side in enumerate(SIDES)})


def _ways(card: Card) -> tuple[tuple[str, Species], ...]:
    if card.tree is not None:
        return ((TREE, card.tree),)
    return tuple((half.side, half.species) for half in card.halves)


WAYS: tuple[tuple[tuple[str, Species], ...], ...] = tuple(_ways(c) for c in CARDS)
"""Per card id: (way, species) for each face-up way to play it (saplings aside)."""

SYMBOLS: tuple[frozenset[str], ...] = tuple(
    frozenset([c.tree.name] if c.tree else [h.symbol for h in c.halves]) for c in CARDS
)
"""Per card id: the tree symbols it shows (a tree card shows its own species)."""


def is_tree_card(card: int) -> bool:
    """Whether `card` is a tree card."""
    return CARDS[card].tree is not None


def species(card: int, way: str) -> Species | None:
    """The species `card` shows when played `way` (None: a sapling).

    Raises ValueError for a way the card does not have.
    """
    if way == SAPLING:
        return None
    found = _SPECIES.get((card, way))
    if found is None:
        raise ValueError(f"card {card} cannot be played as {way!r}")
    return found


_SPECIES = {(card, way): kind for card, ways in enumerate(WAYS) for way, kind in ways}


def cost(card: int, way: str) -> int:
    """The cards to pay to play `card` `way` (a sapling costs nothing)."""
    found = species(card, way)
    return CATALOGUE.sapling_cost if found is None else found.cost


def symbol(card: int, way: str) -> str | None:
    """The tree symbol `card` shows when played `way` (None: a sapling)."""
    if way == SAPLING:
        return None
    if way == TREE:
        tree = CARDS[card].tree
        assert tree is not None
        return tree.name
    return CARDS[card].half(way).symbol


def name(card: int, way: str | None = None) -> str:
    """A card's name: its species as played `way`, or every face ("Goshawk/Moss")."""
    c = CARDS[card]
    if c.kind == "winter":
        return "Winter"
    if way == SAPLING:
        return "Sapling"
    if way is not None:
        found = species(card, way)
        assert found is not None
        return found.name
    return c.tree.name if c.tree else "/".join(h.species.name for h in c.halves)
