"""Forest Shuffle's state: its parts, the step it is in, copying.

A state is never changed after `apply` returns it; `apply` works on a `copy(seat)`. Trees,
the card being played and the pending tasks are immutable values, so a copy shares them,
and it shares the other seats' cards, which a move of `seat` never changes. What is worked
out from a state once it is made (its legal moves, its scores) is kept on it.

The deck is two unordered piles drawn at random with the state's `Rng` (the cards above
the third Winter card, and the first pile below it) and the places of the three Winter
cards, counted in cards drawn from the top since setup; see deck.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from server.games.base import JSON, Options, Rng, edition_field
from server.games.forest_shuffle.cards import CATALOGUE, Action
from server.games.forest_shuffle.scoring import Stand, Trees
from server.games.forest_shuffle.ways import SIDE_INDEX

# the rules edition of new games: 2 has a mushroom draw from its player's next turn on, and
# each effect and bonus used only if the player chooses (docs/rules/forest-shuffle.md,
# "Rules editions")
EDITION = 2


class Phase(StrEnum):
    """The game's lifecycle: setup choices, play, over."""

    MULLIGAN = "mulligan"
    PLAY = "play"
    OVER = "over"


class Step(StrEnum):
    """What the current seat is choosing now."""

    MULLIGAN = "mulligan"  # keep the hand dealt, or (without a tree) take a new one
    ACTION = "action"  # draw a first card, or choose a card to play
    DRAW = "draw"  # draw the second card
    PAY = "pay"  # the cards paid for the card being played
    FREE = "free"  # a card played at no cost, or done
    MOLE = "mole"  # another card played (paying for it), or done
    CAVE = "cave"  # another hand card put in the cave, or done
    USE = "use"  # (edition 2 on) an effect or a bonus used, or skipped
    OVER = "over"


class Doing(StrEnum):
    """The action the current turn has taken."""

    NOTHING = ""
    DRAW = "draw"
    PLAY = "play"


@dataclass(frozen=True, slots=True)
class Tree:
    """A tree card (or a sapling: any card face down) and the cards in its four slots."""

    card: int
    sapling: bool = False
    slots: tuple[tuple[int, ...], ...] = ((), (), (), ())

    def slot(self, side: str) -> tuple[int, ...]:
        """The cards in the slot on `side`, in the order they came."""
        return self.slots[SIDE_INDEX[side]]

    def adding(self, side: str, card: int) -> Tree:
        """This tree with `card` added to the slot on `side`."""
        i = SIDE_INDEX[side]
        slots = (*self.slots[:i], (*self.slots[i], card), *self.slots[i + 1 :])
        return Tree(self.card, self.sapling, slots)


@dataclass(frozen=True, slots=True)
class Playing:
    """The card being played: how, where (a half: the index of its tree), what was paid."""

    card: int
    way: str
    free: bool = False  # played at no cost: no payment, no effect, no bonus
    tree: int | None = None
    paid: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Task:
    """An effect or bonus still to be done: action `index` of a species' `part`;
    `count` is how many cards it has taken so far (the Raccoon's cave)."""

    species: str
    part: str  # "effect" or "bonus"
    index: int
    count: int = 0

    @property
    def action(self) -> Action:
        """The catalogue's action this task does."""
        found: tuple[Action, ...] = getattr(CATALOGUE.species[self.species], self.part)
        return found[self.index]


@dataclass(frozen=True, slots=True)
class Scored:
    """One seat's points by score key, and what they were worked out from: its trees (and
    their scoring forms, `stands`, which a later state reuses for the same trees), the
    number of cards in its cave, and how many of the trees its species compare (`compares`,
    "all": every tree) each other forest shows; and what comparing needs of its own trees
    (`counted`)."""

    trees: tuple[Tree, ...]
    stands: tuple[Stand, ...]
    cave: int
    counted: Trees
    compares: tuple[str, ...]
    rivals: tuple[tuple[int, ...], ...]
    points: dict[str, int]


@dataclass(slots=True)
class Player:
    """One seat's cards: hand, forest, cave, and the hand it gave back at setup. The forest,
    the cave and the hand given back are replaced when they change, never changed in place,
    so that a copy shares them."""

    hand: list[int]
    forest: list[Tree] = field(default_factory=list)
    cave: list[int] = field(default_factory=list)
    returned: list[int] = field(default_factory=list)

    def copy(self) -> Player:
        return Player(self.hand[:], self.forest, self.cave, self.returned)


@dataclass(slots=True)
class State:
    """The whole game. The deck's piles, the box and the Winter cards are replaced when
    they change, never changed in place, and the generator is replaced before it draws,
    so that a copy shares them."""

    seed: int
    rng: Rng
    players: list[Player]
    upper: list[int]  # the cards above the third Winter card, in no order
    lower: list[int]  # the first pile under it, Winter cards aside, in no order
    winter_at: list[int]  # where the Winter cards still in the deck lie (see `drawn`)
    drawn: int  # cards drawn from the deck since setup
    removed: list[int]  # returned to the box unseen at setup
    first: int
    current: int | None
    phase: Phase = Phase.MULLIGAN
    clearing: list[int] = field(default_factory=list)
    discarded: list[int] = field(default_factory=list)  # clearings emptied into the box
    winter: list[int] = field(default_factory=list)  # Winter cards revealed
    doing: Doing = Doing.NOTHING
    playing: Playing | None = None
    tasks: list[Task] = field(default_factory=list)  # the last one is done first
    extra_turns: int = 0
    turn: int = 0
    waiting: list[int] = field(default_factory=list)  # mushrooms played this turn, not at work
    edition: int = EDITION  # the rules edition the game is played under
    # the legal moves listed so far, by type (moves.listed), not copied
    listings: dict[str, list[JSON]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    # each seat's points and what they were worked out from (points.scores): copied, so
    # that a later state works out again only the seats whose forests changed; `scored_here`
    # once they are this state's
    scored: tuple[Scored, ...] = field(default=(), init=False, repr=False, compare=False)
    scored_here: bool = field(default=False, init=False, repr=False, compare=False)
    # each seat's forest as the views show it, by (seat, whether its saplings' faces show):
    # built once for every viewer of this state (view.forest_entry), not copied; None until
    # a view asks (most states, the bots' above all, are never viewed)
    forests_shown: dict[tuple[int, bool], list[JSON]] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def copy(self, seat: int) -> State:
        """A copy to change by a move of `seat`: every seat's cards but `seat`'s, the
        deck, its generator, the box and the Winter cards are shared."""
        players = self.players[:]
        players[seat] = players[seat].copy()
        after = State(
            self.seed,
            self.rng,
            players,
            self.upper,
            self.lower,
            self.winter_at,
            self.drawn,
            self.removed,
            self.first,
            self.current,
            self.phase,
            self.clearing[:],
            self.discarded,
            self.winter,
            self.doing,
            self.playing,
            self.tasks[:],
            self.extra_turns,
            self.turn,
            self.waiting[:],
            self.edition,
        )
        after.scored = self.scored
        return after

    def deck_count(self) -> int:
        """The cards left in the deck, Winter cards included."""
        return len(self.upper) + len(self.lower) + len(self.winter_at)


def step(s: State) -> Step:
    """The step the current seat is in."""
    if s.phase != _PLAY:
        return Step.MULLIGAN if s.phase == Phase.MULLIGAN else Step.OVER
    if s.playing is not None:
        return _PAY
    if s.tasks:  # a task that needs no choice waits only to be used or skipped
        return TASK_STEPS.get(s.tasks[-1].action.kind, _USE)
    return _DRAW if s.doing == _DRAWING else _ACTION


# what `step` compares and gives during play, looked up once: looking up an enum's member
# takes longer than the rest of `step`
_PLAY, _DRAWING = Phase.PLAY, Doing.DRAW
_PAY, _USE, _DRAW, _ACTION = Step.PAY, Step.USE, Step.DRAW, Step.ACTION


TASK_STEPS = {"free_play": Step.FREE, "play_any": Step.MOLE, "hand_to_cave_draw": Step.CAVE}
"""The actions that wait for choices, and their steps; every other action is done at once
(edition 1), or once the player chose to use its effect or bonus (edition 2 on: `Step.USE`)."""


class ForestShuffleOptions(Options):
    """Forest Shuffle's table options: none a table chooses; the rules edition."""

    edition: int = edition_field(EDITION)
