"""What a move does, and the steps that follow by themselves.

`apply` finds the move in the listing of its type (moves.py), works on a copy of the
state, does the move, then goes on while nothing needs a choice: a card placed and paid
for is resolved (effects.py), tasks without choices are done, a task step is closed
when the hand is empty, a turn whose action is over ends. The third Winter card ends
the game at once, wherever it is revealed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from server.games.base import JSON, Event, require_legal
from server.games.forest_shuffle.cards import CATALOGUE
from server.games.forest_shuffle.deck import GameEnds, draw_to_hand
from server.games.forest_shuffle.effects import bonus_holds, resolve, run_tasks, use
from server.games.forest_shuffle.explain import explain, refuse
from server.games.forest_shuffle.moves import Move, listed
from server.games.forest_shuffle.points import result
from server.games.forest_shuffle.setup import HAND_START
from server.games.forest_shuffle.state import Doing, Phase, Playing, State, Step, step
from server.games.forest_shuffle.ways import SAPLING, cost


def apply(s: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """The state after `seat`, the seat to move, makes `move`, and its events. Raises
    IllegalMove for a move the rules refuse (the given state is left as it was)."""
    kind = move.get("type") if isinstance(move, dict) else None
    move = require_legal(listed(s, seat, kind), move, lambda: refuse(explain(s, seat, move)))
    after = s.copy(seat)
    events: list[Event] = []
    try:
        _DO[move["type"]](after, seat, move, events)
        _proceed(after, seat, events)
    except GameEnds:
        _finish(after, events)
    return after, events


# the members that moves compare and set most, looked up once: looking up an enum's member
# takes longer than most of what a move does with it
_PLAY, _ACTION, _FREE, _USE = Phase.PLAY, Step.ACTION, Step.FREE, Step.USE
_NOTHING, _DRAWING, _PLAYING = Doing.NOTHING, Doing.DRAW, Doing.PLAY


# ---------------------------------------------------------------- setup choices


# the events of a step that cannot be taken back: a card drawn or turned from the deck,
# the clearing emptied, a hand dealt again or kept, a new turn begun
# (docs/rules/forest-shuffle.md, "Taking back")
CHECKPOINTS = frozenset(
    {"draw", "reveal", "winter", "clear", "mulligan", "keep", "extra_turn", "turn", "game_over"}
)


def checkpoint(_s: State, _seat: int, _move: JSON, events: list[Event]) -> bool:
    """Whether a step with `events` cannot be taken back (see `CHECKPOINTS`)."""
    return any(e.data["type"] in CHECKPOINTS for e in events)


def _keep(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    events.append(Event({"type": "keep", "seat": seat}))
    _next_mulligan(s, seat, events)


def _mulligan(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    p = s.players[seat]
    p.returned, p.hand = p.hand, []
    public = {"type": "mulligan", "seat": seat, "count": len(p.returned)}
    events.append(Event(public | {"cards": list(p.returned)}, seat, public))
    draw_to_hand(s, seat, HAND_START, events, "mulligan")
    _next_mulligan(s, seat, events)


def _next_mulligan(s: State, seat: int, events: list[Event]) -> None:
    """The next seat round the table chooses; after the last, the first seat's turn."""
    s.current = (seat + 1) % len(s.players)
    if s.current == s.first:
        s.phase = Phase.PLAY
        events.append(Event({"type": "turn", "seat": s.first, "extra": False, "number": 0}))


# ---------------------------------------------------------------- drawing


def _draw(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    draw_to_hand(s, seat, 1, events, "turn")
    _drawn(s, seat, events)


def _take(s: State, seat: int, move: Move, events: list[Event]) -> None:
    s.clearing.remove(move["card"])
    s.players[seat].hand.append(move["card"])
    events.append(Event({"type": "take", "seat": seat, "card": move["card"]}))
    _drawn(s, seat, events)


def _drawn(s: State, seat: int, events: list[Event]) -> None:
    """After a card drawn in the draw action: the second, unless it was the second or the
    hand is full (then it is not taken)."""
    if s.doing == _DRAWING:
        _end_turn(s, seat, events)
    elif len(s.players[seat].hand) >= CATALOGUE.hand_limit:
        events.append(Event({"type": "hand_full", "seat": seat, "missed": 1}))
        _end_turn(s, seat, events)
    else:
        s.doing = _DRAWING


# ---------------------------------------------------------------- playing a card


def _play(s: State, seat: int, move: Move, events: list[Event]) -> None:
    card, way, tree = move["card"], move["as"], move.get("tree")
    now = step(s)
    s.players[seat].hand.remove(card)
    s.playing = Playing(card, way, now == _FREE, tree)
    if now == _ACTION:
        s.doing = _PLAYING
    elif now == _FREE and not s.tasks[-1].action.any_number:
        s.tasks.pop()
    public = {"type": "play", "seat": seat, "as": way, "tree": tree, "free": s.playing.free}
    if way == SAPLING:
        events.append(Event(public | {"card": card}, seat, public))
    else:
        events.append(Event(public | {"card": card}))


def _pay(s: State, seat: int, move: Move, events: list[Event]) -> None:
    assert s.playing is not None
    cards = list(move["cards"])
    hand = s.players[seat].hand
    s.players[seat].hand = [c for c in hand if c not in cards]
    s.clearing += cards
    p = s.playing
    s.playing = Playing(p.card, p.way, p.free, p.tree, tuple(cards))
    events.append(
        Event({"type": "pay", "seat": seat, "cards": cards, "bonus": bonus_holds(s.playing)})
    )


# ---------------------------------------------------------------- tasks


def _cave(s: State, seat: int, move: Move, events: list[Event]) -> None:
    card = move["card"]
    s.players[seat].hand.remove(card)
    s.players[seat].cave = [*s.players[seat].cave, card]
    s.tasks[-1] = replace(s.tasks[-1], count=s.tasks[-1].count + 1)
    public = {"type": "to_cave", "seat": seat, "from": "hand", "count": 1}
    events.append(Event(public | {"card": card}, seat, public))


def _done(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    task = s.tasks.pop()
    events.append(Event({"type": "done", "seat": seat, "for": task.species}))
    if task.action.kind == "hand_to_cave_draw":
        draw_to_hand(s, seat, task.count, events, task.species)


def _use(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    use(s, seat, events, used=True)


def _skip(s: State, seat: int, _move: Move, events: list[Event]) -> None:
    use(s, seat, events, used=False)


_DO: dict[str, Callable[[State, int, Move, list[Event]], None]] = {
    "keep": _keep,
    "mulligan": _mulligan,
    "draw": _draw,
    "take": _take,
    "play": _play,
    "pay": _pay,
    "cave": _cave,
    "done": _done,
    "use": _use,
    "skip": _skip,
}


# ---------------------------------------------------------------- what follows by itself


def _proceed(s: State, seat: int, events: list[Event]) -> None:
    """Go on until a choice is needed: resolve a card placed and paid for, do the tasks
    that need no choice, close a task step when the hand is empty (a step with cards in
    hand waits for `done` even if none of them fits: whether one fits is the seat's
    secret), end a turn whose play is over. Raises GameEnds (see deck.draw)."""
    while s.current == seat and s.phase == _PLAY:
        p = s.playing
        if p is not None:
            if not p.free and len(p.paid) < cost(p.card, p.way):
                return
            resolve(s, seat, events)
            continue
        if s.tasks:
            run_tasks(s, seat, events)
        if s.tasks:
            if s.players[seat].hand or step(s) == _USE:
                return
            _done(s, seat, {"type": "done"}, events)
            continue
        if s.doing == _PLAYING:
            _end_turn(s, seat, events)
        return


def _end_turn(s: State, seat: int, events: list[Event]) -> None:
    """Empty a full clearing into the box; the same seat again for an extra turn earned,
    else the next seat."""
    if len(s.clearing) >= CATALOGUE.clearing_limit:
        events.append(Event({"type": "clear", "count": len(s.clearing)}))
        s.discarded = s.discarded + s.clearing
        s.clearing = []
    s.doing = _NOTHING
    s.waiting = []  # the mushrooms played this turn work from now on
    s.turn += 1
    extra = s.extra_turns > 0
    if extra:
        s.extra_turns -= 1
    s.current = seat if extra else (seat + 1) % len(s.players)
    events.append(Event({"type": "turn", "seat": s.current, "extra": extra, "number": s.turn}))


def _finish(s: State, events: list[Event]) -> None:
    """The third Winter card is out: the game ends at once, and is scored."""
    assert s.playing is None
    s.phase = Phase.OVER
    s.current = None
    s.doing = Doing.NOTHING
    s.tasks = []
    s.extra_turns = 0
    events.append(Event({"type": "game_over", "result": result(s)}))
