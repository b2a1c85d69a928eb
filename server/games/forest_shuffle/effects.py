"""A card entering a forest, and what it does: the tree rule, mushrooms, effect, bonus.

Once placed and paid for, the card goes into the forest; a tree (or sapling) sends the
top card of the deck face up into the clearing; each mushroom already in the forest
whose trigger fits draws its cards; then the card's effect and, if every card paid shows
its tree symbol, its bonus become tasks, done in order. A task that needs a choice (a
free card, the Mole's plays, the Raccoon's cave) waits for moves; the others are done
at once by `run_tasks`. A card played for free, and a sapling, does nothing more.
"""

from __future__ import annotations

from collections.abc import Callable

from server.games.base import Event
from server.games.forest_shuffle.cards import CATALOGUE, SIDES, Action, Species
from server.games.forest_shuffle.deck import draw_to_hand, reveal
from server.games.forest_shuffle.places import shown
from server.games.forest_shuffle.state import TASK_STEPS, Playing, State, Task, Tree
from server.games.forest_shuffle.ways import CARDS, SAPLING, SYMBOLS, TREE, species, symbol


def bonus_holds(p: Playing) -> bool:
    """Whether every card paid so far shows the tree symbol of the card being played (a
    split card shows two)."""
    wanted = symbol(p.card, p.way)
    return wanted is not None and all(wanted in SYMBOLS[c] for c in p.paid)


def dwellers(forest: list[Tree]) -> list[tuple[int, Species]]:
    """(card, species shown) for every card in the slots of `forest`."""
    return [
        (card, shown(card, side))
        for tree in forest
        for side, cards in zip(SIDES, tree.slots, strict=True)
        for card in cards
    ]


def _draws_on_play(kind: Species) -> bool:
    return any(a.kind == "draw_on_play" for a in kind.ongoing)


DRAWERS = tuple(
    (i, side, cards)
    for i, side in enumerate(SIDES)
    if (
        cards := frozenset(
            c.id for c in CARDS for h in c.halves if h.side == side and _draws_on_play(h.species)
        )
    )
)
"""(slot index, side, cards) for each side where the halves lie that draw when cards are
played (the mushrooms): the cards whose half on that side does."""


def _drawers(forest: list[Tree]) -> list[tuple[int, Species]]:
    """`dwellers` of `forest` that draw when cards are played, in the same order."""
    return [
        (card, shown(card, side))
        for tree in forest
        for i, side, cards in DRAWERS
        for card in tree.slots[i]
        if card in cards
    ]


def resolve(s: State, seat: int, events: list[Event]) -> None:
    """Put the card being played into `seat`'s forest and start what it does.

    Raises GameEnds when a card drawn reveals the third Winter card.
    """
    p = s.playing
    assert p is not None
    s.playing = None
    player = s.players[seat]
    forest = player.forest
    kind = species(p.card, p.way)
    if p.way in (TREE, SAPLING):
        player.forest = [*forest, Tree(p.card, sapling=p.way == SAPLING)]
        where = len(forest)
    else:
        assert p.tree is not None
        where = p.tree
        tree = forest[where].adding(p.way, p.card)
        player.forest = [*forest[:where], tree, *forest[where + 1 :]]
    bonus = not p.free and kind is not None and bool(kind.bonus) and bonus_holds(p)
    public = {"type": "played", "seat": seat, "way": p.way, "tree": where, "bonus": bonus}
    if p.way == SAPLING:
        events.append(Event(public | {"card": p.card}, seat, public))
    else:
        events.append(Event(public | {"card": p.card}))
    if p.way in (TREE, SAPLING):
        reveal(s, seat, events)
    _mushrooms(s, seat, p, kind, events)
    if p.free or kind is None:
        return
    effect, bonuses = TASKS[kind.name]
    if bonus:
        s.tasks += bonuses
    s.tasks += effect


TASKS = {
    kind.name: tuple(
        tuple(Task(kind.name, part, i) for i in reversed(range(len(getattr(kind, part)))))
        for part in ("effect", "bonus")
    )
    for kind in CATALOGUE.species.values()
}
"""Per species: the tasks of its effect and of its bonus, the last first (the order they
wait in `State.tasks`); tasks never change, so every state shares these."""


def _mushrooms(s: State, seat: int, p: Playing, kind: Species | None, events: list[Event]) -> None:
    """The draws of the mushrooms in `seat`'s forest that the play of `p` triggers: not the
    card just played, nor (edition 2 on) a mushroom played earlier in this turn, which
    works from its player's next turn on (it waits in `s.waiting` until the turn ends)."""
    drawers = _drawers(s.players[seat].forest)
    if not drawers:
        return
    when = {"tree" if p.way in (TREE, SAPLING) else p.way}
    if kind is not None and "paw" in kind.types:
        when.add("paw")
    for card, found in drawers:
        for action in found.ongoing:
            if action.kind != "draw_on_play":
                continue
            if card == p.card:
                if s.edition > 1:
                    s.waiting.append(card)
            elif card not in s.waiting and action.when in when:
                draw_to_hand(s, seat, action.n, events, found.name)


def run_tasks(s: State, seat: int, events: list[Event]) -> None:
    """Edition 1: do the tasks on top that need no choice, until one needs a choice or none
    is left. From edition 2 on, each effect and bonus waits to be used or skipped (`use`).

    Raises GameEnds when a card drawn reveals the third Winter card.
    """
    while s.edition == 1 and s.tasks and s.tasks[-1].action.kind not in TASK_STEPS:
        task = s.tasks.pop()
        _AUTO[task.action.kind](s, seat, task.action, task.species, events)


def use(s: State, seat: int, events: list[Event], *, used: bool) -> None:
    """The effect or bonus on top, that needs no choice, used (each of its actions done in
    order) or skipped. Raises GameEnds as `run_tasks` does."""
    top = s.tasks[-1]
    events.append(
        Event(
            {
                "type": "use" if used else "skip",
                "seat": seat,
                "for": top.species,
                "part": top.part,
            }
        )
    )
    while s.tasks and (s.tasks[-1].species, s.tasks[-1].part) == (top.species, top.part):
        task = s.tasks[-1]
        if task.action.kind in TASK_STEPS:
            return  # a choice of its own follows
        s.tasks.pop()
        if used:
            _AUTO[task.action.kind](s, seat, task.action, task.species, events)


def _draw(s: State, seat: int, a: Action, why: str, events: list[Event]) -> None:
    draw_to_hand(s, seat, a.n, events, why)


def _extra_turn(s: State, seat: int, _a: Action, why: str, events: list[Event]) -> None:
    s.extra_turns += 1
    events.append(Event({"type": "extra_turn", "seat": seat, "for": why}))


def _draw_per_species(s: State, seat: int, a: Action, why: str, events: list[Event]) -> None:
    n = sum(found.name == a.species for _, found in dwellers(s.players[seat].forest))
    draw_to_hand(s, seat, n, events, why)


def _draw_per_type(s: State, seat: int, a: Action, why: str, events: list[Event]) -> None:
    n = sum(a.type in found.types for _, found in dwellers(s.players[seat].forest))
    draw_to_hand(s, seat, n, events, why)


def _clearing_to_cave(s: State, seat: int, _a: Action, _why: str, events: list[Event]) -> None:
    count = len(s.clearing)
    s.players[seat].cave = s.players[seat].cave + s.clearing
    s.clearing = []
    events.append(Event({"type": "to_cave", "seat": seat, "from": "clearing", "count": count}))


_AUTO: dict[str, Callable[[State, int, Action, str, list[Event]], None]] = {
    "draw": _draw,
    "extra_turn": _extra_turn,
    "draw_per_species": _draw_per_species,
    "draw_per_type": _draw_per_type,
    "clearing_to_cave": _clearing_to_cave,
}
