"""The display of four tile-token pairs: draws, refills and the replacing of tokens.

Every draw picks from the stack or the bag with the state's `Rng`, so the lists' order
and the generator stay secret and a game replays exactly from its setup and moves.
"""

from __future__ import annotations

from server.games.cascadia.state import SLOTS, State

OVERPOPULATION = 4  # identical tokens replaced automatically
OPTIONAL = 3  # identical tokens the current seat may replace once per turn


def draw_tile(s: State) -> int:
    """A tile drawn from the stack. Raises ValueError when the stack is empty."""
    i = s.rng.below(len(s.stack))
    tile, s.stack = s.stack[i], s.stack[:i] + s.stack[i + 1 :]
    return tile


def draw_token(s: State) -> str:
    """A token drawn from the bag. Raises ValueError when the bag is empty."""
    i = s.rng.below(len(s.bag))
    animal, s.bag = s.bag[i], s.bag[:i] + s.bag[i + 1 :]
    return animal


def refill(s: State) -> tuple[list[int], list[int]]:
    """Fill every empty tile slot from the stack and every empty token slot from the bag,
    in slot order; returns the slots filled (tiles, tokens)."""
    tiles = [i for i, t in enumerate(s.tiles) if t is None]
    tokens = [i for i, t in enumerate(s.tokens) if t is None]
    for i in tiles:
        s.tiles[i] = draw_tile(s)
    for i in tokens:
        s.tokens[i] = draw_token(s)
    return tiles, tokens


def replace(s: State, slots: list[int]) -> list[str]:
    """Set aside the tokens on `slots` and draw new ones there; returns the animals set
    aside. They stay aside until the turn's wipes are over (`back_to_bag`); in edition 1
    they went back to the bag at once."""
    aside = [a for a in (s.tokens[i] for i in slots) if a is not None]
    for i in slots:
        s.tokens[i] = draw_token(s)
    if s.edition == 1:
        s.bag += tuple(aside)
    else:
        s.aside += aside
    return aside


def back_to_bag(s: State) -> None:
    """The turn's wipes are over (its pair taken, or the display refilled and settled): the
    tokens set aside go back to the bag."""
    s.bag += tuple(s.aside)
    s.aside = []


def shown(s: State, count: int) -> str | None:
    """The animal that exactly `count` of the display's tokens show, if any."""
    tokens = s.tokens
    return next((a for a in tokens if a is not None and tokens.count(a) == count), None)


def slots_of(s: State, animal: str) -> list[int]:
    """The display slots whose token is `animal`."""
    return [i for i, t in enumerate(s.tokens) if t == animal]


def settle(s: State) -> None:
    """Replace four identical tokens, again and again while it happens, as long as the
    bag holds four tokens of two different animals or more (a bag of one animal could only
    bring four identical tokens again); each replacement is noted in `s.auto`."""
    while (
        (animal := shown(s, OVERPOPULATION)) is not None
        and len(s.bag) >= SLOTS
        and len(set(s.bag)) > 1
    ):
        replace(s, list(range(SLOTS)))
        s.auto.append(animal)


def solo_discard(s: State) -> tuple[int, str]:
    """Solo, after a turn: the tile and the token farthest from the stack (the highest
    slots still filled) leave the game and the other pairs slide to the far end, leaving
    the slots by the stack empty; returns the tile and token removed."""
    tiles = [t for t in s.tiles if t is not None]
    tokens = [t for t in s.tokens if t is not None]
    tile, token = tiles.pop(), tokens.pop()
    s.removed_tiles.append(tile)
    s.removed_tokens.append(token)
    s.tiles = [*[None] * (SLOTS - len(tiles)), *tiles]
    s.tokens = [*[None] * (SLOTS - len(tokens)), *tokens]
    return tile, token
