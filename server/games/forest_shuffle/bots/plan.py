"""The greedy player: every way to use a turn, valued, and the best move of each step.

A plan is a whole play (the card, how and where, its payment) or the draw action,
with its gain: points it adds, what its effect and bonus are worth (cards drawn, extra
turns, free plays), what a new tree's slots are worth, minus the cards it costs (each
worth a card in hand plus a share of the points it could have made). The payment is
the cheapest cards to keep, or the cheapest that show the card's tree symbol when the
bonus is worth the difference. Each later step of the turn takes the same choice again
(`greedy_move`), so a plan and the moves played agree.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from server.games.base import JSON
from server.games.forest_shuffle import rules
from server.games.forest_shuffle.bots.value import (
    EXTRA_TURN,
    ONGOING,
    SLOTS_NEEDED,
    SLOTS_SPARE,
    TASK_VALUES,
    Scorer,
    hand_value,
)
from server.games.forest_shuffle.cards import CATALOGUE, Action, Species
from server.games.forest_shuffle.effects import dwellers
from server.games.forest_shuffle.moves import listed
from server.games.forest_shuffle.places import empty_sides
from server.games.forest_shuffle.points import scores
from server.games.forest_shuffle.state import Phase, State, Step, step
from server.games.forest_shuffle.ways import SAPLING, SYMBOLS, TREE, cost, species, symbol
from server.games.search import Plan

KEEP = 0.3  # the share of a card's best points that keeping it is worth
TAKE_EDGE = 1.0  # a clearing card is taken over the deck when worth this much more
CAVE_BELOW = 1.0  # a card goes in the cave when keeping it is worth less than its point
PLANNED = (Step.ACTION, Step.MOLE)  # the steps a whole plan starts from


class Turn:
    """One seat's choices in a state: the scorer and each hand card's worth to keep."""

    def __init__(self, s: State, seat: int) -> None:
        self.s, self.seat = s, seat
        self.scorer = Scorer(s, seat)
        self.hand = s.players[seat].hand
        self.h = hand_value(s)

    @cached_property
    def keep(self) -> dict[int, float]:
        """What keeping each hand card is worth: a card in hand plus a share of the most
        points it could make now."""
        return {c: self.h + KEEP * self.scorer.card(c) for c in self.hand}

    def payment(self, card: int, way: str, need: int, bonus: bool) -> tuple[list[int], bool]:
        """The cards to pay (`need` of them) and whether the bonus comes with them: the
        cheapest to keep, or the cheapest showing the tree symbol if the bonus pays."""
        others = sorted((c for c in self.hand if c != card), key=self.keep.__getitem__)
        cheap = others[:need]
        wanted = symbol(card, way)
        kind = species(card, way)
        if not bonus or kind is None or not kind.bonus:
            return cheap, False
        matching = [c for c in others if wanted in SYMBOLS[c]][:need]
        if len(matching) < need:
            return cheap, False
        extra = sum(map(self.keep.__getitem__, matching)) - sum(map(self.keep.__getitem__, cheap))
        bonus_gain = sum(self.action(a, kind, len(matching)) for a in kind.bonus)
        return (matching, True) if bonus_gain > extra else (cheap, False)

    def action(self, a: Action, kind: Species, paid: int) -> float:
        """What doing action `a` of a `kind` card is worth (`paid` cards go to the
        clearing first)."""
        if a.kind == "draw":
            return self.h * a.n
        if a.kind == "extra_turn":
            return EXTRA_TURN
        if a.kind == "clearing_to_cave":
            return float(len(self.s.clearing) + paid)
        if a.kind in ("draw_per_species", "draw_per_type"):
            found = dwellers(self.s.players[self.seat].forest)
            n = sum(k.name == a.species or a.type in k.types for _, k in found)
            return self.h * (n + (kind.name == a.species or a.type in kind.types))
        return TASK_VALUES[a.kind]

    def play(self, move: JSON, free: bool = False) -> Plan | None:
        """The plan of a listed play (its payment, its gain), if the play puts the card in
        its best place (None: another tree is better, or there is none)."""
        card, way = move["card"], move["as"]
        best = self.scorer.best(card, way)
        if best is None or best.tree != move.get("tree"):
            return None
        moves = [move]
        need = 0 if free else cost(card, way)
        pay, bonus = self.payment(card, way, need, True)
        if pay:
            moves.append({"type": "pay", "cards": sorted(pay)})
        gain = best.points - self.keep[card] - sum(map(self.keep.__getitem__, pay))
        return Plan(gain + self.effects(card, way, free, bonus, len(pay)), tuple(moves))

    def effects(self, card: int, way: str, free: bool, bonus: bool, paid: int) -> float:
        """What playing `card` `way` brings beside its points: mushroom draws, a tree's
        slots, its ongoing draws, its effect and (with `bonus`) its bonus."""
        kind = species(card, way)
        forest = self.s.players[self.seat].forest
        when = {"tree" if way in (TREE, SAPLING) else way}
        if kind is not None and "paw" in kind.types:
            when.add("paw")
        value = sum(
            self.h * a.n
            for _, k in dwellers(forest)
            for a in k.ongoing
            if a.kind == "draw_on_play" and a.when in when
        )
        if way in (TREE, SAPLING):
            value += SLOTS_NEEDED if len(empty_sides(forest)) < 4 else SLOTS_SPARE
        if kind is None or free:
            return value
        value += ONGOING * len(kind.ongoing)
        actions = [*kind.effect, *(kind.bonus if bonus else ())]
        return value + sum(self.action(a, kind, paid) for a in actions)

    def draw(self) -> JSON | None:
        """The best draw now: the clearing card worth most, if worth `TAKE_EDGE` more
        than a card from the deck; None when the hand is full."""
        if not listed(self.s, self.seat, "draw"):
            return None
        worths = {c: KEEP * self.scorer.card(c) for c in self.s.clearing}
        best = max(worths, key=worths.__getitem__, default=None)
        if best is not None and worths[best] >= TAKE_EDGE:
            return {"type": "take", "card": best}
        return {"type": "draw"}

    def plans(self) -> list[Plan]:
        """Every plan of the step (action or Mole): each play, and the draw or done."""
        now = step(self.s)
        found = [p for m in listed(self.s, self.seat, "play") if (p := self.play(m))]
        draw = self.draw() if now == Step.ACTION else None
        if draw is not None:
            room = 10 - len(self.hand)
            found.append(Plan(self.h * min(2, room), (draw,)))
        if now == Step.MOLE:
            found.append(Plan(0.0, ({"type": "done"},)))
        return found

    def best(self) -> Plan:
        """The plan with the highest gain (the first of equals)."""
        return max(self.plans(), key=lambda p: p.gain)


# ---------------------------------------------------------------- each step's greedy move


def _action(t: Turn) -> JSON:
    return t.best().moves[0]


def _draw(t: Turn) -> JSON:
    move = t.draw()
    assert move is not None
    return move


def _pay(t: Turn) -> JSON:
    p = t.s.playing
    assert p is not None
    pay, _ = t.payment(p.card, p.way, cost(p.card, p.way), True)
    return {"type": "pay", "cards": sorted(pay)}


def _free(t: Turn) -> JSON:
    found = [p for m in listed(t.s, t.seat, "play") if (p := t.play(m, free=True))]
    best = max(found, key=lambda p: p.gain, default=None)
    return best.moves[0] if best is not None and best.gain > -t.h else {"type": "done"}


def _cave(t: Turn) -> JSON:
    card = min(t.hand, key=t.keep.__getitem__)
    return {"type": "cave", "card": card} if t.keep[card] < t.h + CAVE_BELOW else {"type": "done"}


DRAWING = frozenset({"draw", "draw_per_species", "draw_per_type"})
LAST_WINTER = 2  # Winter cards out after which any card drawn may end the game


def may_end(s: State) -> bool:
    """Whether the effect or bonus to use or skip only draws, and a card drawn may end the
    game (two Winter cards are out)."""
    top = s.tasks[-1]
    kinds = {a.kind for a in getattr(CATALOGUE.species[top.species], top.part)}
    return kinds <= DRAWING and len(s.winter) >= LAST_WINTER


def _use(t: Turn) -> JSON:
    """Use the effect or bonus; but skip a draw that may end the game while another seat
    leads."""
    if may_end(t.s):
        totals = [seat["total"] for seat in scores(t.s)]
        if max(totals) > totals[t.seat]:
            return {"type": "skip"}
    return {"type": "use"}


def _mulligan(t: Turn) -> JSON:
    return {"type": "mulligan"} if listed(t.s, t.seat, "mulligan") else {"type": "keep"}


_STEPS: dict[Step, Callable[[Turn], JSON]] = {
    Step.MULLIGAN: _mulligan,
    Step.ACTION: _action,
    Step.MOLE: _action,
    Step.DRAW: _draw,
    Step.PAY: _pay,
    Step.FREE: _free,
    Step.CAVE: _cave,
    Step.USE: _use,
}


def greedy_move(s: State, seat: int) -> JSON:
    """The greedy player's move for `seat` in `s` (its turn, the game running)."""
    return _STEPS[step(s)](Turn(s, seat))


def play_turn(s: State, seat: int) -> State:
    """`s` after `seat` plays greedily to the end of its turn (and of its extra turns):
    the same moves as `greedy_move` step by step, a plan's moves played at once."""
    while s.current == seat and s.phase == Phase.PLAY:
        now = step(s)
        moves = Turn(s, seat).best().moves if now in PLANNED else (greedy_move(s, seat),)
        for move in moves:
            if s.current != seat or s.phase != Phase.PLAY:
                break
            s, _ = rules.apply(s, seat, move)
    return s
