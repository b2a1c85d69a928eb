"""High Card, the smallest game the platform takes: it lives in its tests only.

Cards numbered from 1, six more than the seats are dealt (two more with the option
`short`); each seat is dealt three, face down. On its turn a seat plays a card of its
hand face up onto its pile and draws a card of the deck, while there is one. The game
ends when every hand is empty; the highest pile wins, the last card played breaking ties.

What a seat cannot know: the other hands and the deck. Draws are dealt by the state's
generator from the deck, which has no order until a card is drawn.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pydantic import Field

from server.games.base import (
    EVERYTHING,
    JSON,
    BotLevels,
    Event,
    Game,
    GameSpec,
    Options,
    Part,
    PartedView,
    Path,
    Rng,
    Viewer,
    conserved,
    make_result,
    public,
    require_legal,
)

HAND = 3


class HighCardOptions(Options):
    short: bool = Field(False, title="Short deck")


@dataclass
class State:
    seed: int
    rng: Rng
    deck: list[int]  # unordered; a draw takes one at random
    hands: list[list[int]]
    piles: list[list[int]] = field(default_factory=list)
    current: int | None = 0


def cards(s: State) -> int:
    """The number of cards in the game."""
    return len(s.deck) + sum(map(len, s.hands)) + sum(map(len, s.piles))


def new(players: int, seed: int, options: JSON) -> State:
    """A game dealt for `players` (2 to 4). Raises ValueError for others or bad options."""
    if players not in (2, 3, 4):
        raise ValueError("High Card is for 2 to 4 players")
    short = HighCardOptions.model_validate(options).short
    deck = list(range(1, players * HAND + (2 if short else 6) + 1))
    rng = random.Random(seed)
    rng.shuffle(deck)
    hands = [sorted(deck[i * HAND : (i + 1) * HAND]) for i in range(players)]
    return State(
        seed,
        Rng(rng.getrandbits(64)),
        sorted(deck[players * HAND :]),
        hands,
        [[] for _ in range(players)],
    )


def legal_moves(s: State, seat: int) -> list[JSON]:
    return [{"type": "play", "card": c} for c in s.hands[seat]]


def apply(s: State, seat: int, move: JSON) -> tuple[State, list[Event]]:
    move = require_legal(legal_moves(s, seat), move, lambda: "Play a card of your hand.")
    t = State(s.seed, s.rng.copy(), s.deck[:], [h[:] for h in s.hands], [p[:] for p in s.piles])
    t.hands[seat].remove(move["card"])
    t.piles[seat].append(move["card"])
    events = [Event({"type": "play", "seat": seat, "card": move["card"]})]
    if t.deck:
        card = t.deck.pop(t.rng.below(len(t.deck)))
        t.hands[seat].append(card)
        t.hands[seat].sort()
        public = {"type": "draw", "seat": seat}
        events.append(Event(public | {"card": card}, audience=seat, public=public))
    if any(t.hands):
        t.current = (seat + 1) % len(t.hands)
        while not t.hands[t.current]:
            t.current = (t.current + 1) % len(t.hands)
        events.append(Event({"type": "turn", "seat": t.current}))
    else:
        t.current = None
        events.append(Event({"type": "game_over", "result": result(t)}))
    return t, events


def result(s: State) -> JSON | None:
    if s.current is not None:
        return None
    return make_result(
        [[("cards", sum(pile))] for pile in s.piles],
        [pile[-1] for pile in s.piles],
        "the last card played",
    )


# ---------------------------------------------------------------- the view


def hand_entry(s: State, seat: Viewer, i: Any) -> JSON:
    shown = seat == i or s.current is None
    return {"count": len(s.hands[i]), "cards": list(s.hands[i]) if shown else None}


def touched(_s: State, events: list[JSON]) -> Iterator[Path]:
    yield ("current",)
    for e in events:
        if e["type"] == "game_over":
            yield EVERYTHING
        elif e["type"] == "play":
            yield from [("hands", e["seat"]), ("piles", e["seat"]), ("deck",)]


VIEW: PartedView[State] = PartedView(
    {
        "hands": Part(
            lambda s, seat: [hand_entry(s, seat, i) for i in range(len(s.hands))], hand_entry
        ),
        "piles": Part(
            lambda s, _seat: [list(p) for p in s.piles],
            lambda s, _seat, i: list(s.piles[i]),
            public=True,
        ),
        "deck": public(lambda s: len(s.deck)),
    },
    touched,
)


def checkpoint(_s: State, _seat: int, _move: JSON, _events: list[Event]) -> bool:
    """Every play ends the turn (and draws): none can be taken back."""
    return True


# ---------------------------------------------------------------- the state as data


def dump(s: State) -> JSON:
    return {
        "seed": s.seed,
        "rng": s.rng.state,
        "deck": s.deck,
        "hands": s.hands,
        "piles": s.piles,
        "current": s.current,
    }


def load(d: JSON) -> State:
    """Raises ValueError for data `dump` does not give."""
    try:
        s = State(
            d["seed"],
            Rng(d["rng"]),
            list(d["deck"]),
            [list(h) for h in d["hands"]],
            [list(p) for p in d["piles"]],
            d["current"],
        )
    except (KeyError, TypeError) as e:
        raise ValueError(f"not a High Card state: {e}") from None
    return s


def text(s: State) -> str:
    lines = [f"deck {s.deck}, seat {s.current} to play"]
    lines += [
        f"seat {i}: hand {h} pile {p}"
        for i, (h, p) in enumerate(zip(s.hands, s.piles, strict=True))
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------- what a seat cannot know


def sample(view: JSON, _seen: list[JSON], rng: random.Random) -> State:
    """A state that gives the seat's `view` back: the other hands and the deck dealt from
    the cards it cannot see. Raises ValueError when the counts cannot be met."""
    seat, hands = view["seat"], view["hands"]
    total = view["deck"] + sum(h["count"] for h in hands) + sum(map(len, view["piles"]))
    seen = set(hands[seat]["cards"]) | {c for pile in view["piles"] for c in pile}
    unseen = [c for c in range(1, total + 1) if c not in seen]
    if len(unseen) != total - len(seen):
        raise ValueError("the view shows cards the game does not have")
    rng.shuffle(unseen)
    dealt = []
    for i, hand in enumerate(hands):
        if i == seat:
            dealt.append(list(hand["cards"]))
        else:
            dealt.append(sorted(unseen[: hand["count"]]))
            unseen = unseen[hand["count"] :]
    piles = [list(p) for p in view["piles"]]
    return State(
        rng.randrange(2**31),
        Rng(rng.getrandbits(64)),
        sorted(unseen),
        dealt,
        piles,
        view["current"],
    )


# ---------------------------------------------------------------- invariants and bots


def invariants(s: State) -> None:
    """Raises AssertionError unless the cards are 1 to n, each once."""
    everything = [*s.deck, *(c for h in s.hands for c in h), *(c for p in s.piles for c in p)]
    conserved(everything, range(1, cards(s) + 1), "card")


class Bot:
    """Plays its first card (easy) or its highest (the other levels)."""

    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, _view: JSON, moves: list[JSON], _history: list[JSON], _seed: int) -> JSON:
        return moves[0] if self.level == "easy" else max(moves, key=lambda m: int(m["card"]))


HIGH_CARD: Game[State] = Game(
    GameSpec(
        name="stub",
        title="High Card",
        summary="Play your cards one by one: the highest pile wins.",
        player_counts=(2, 3, 4),
        options=HighCardOptions,
        bots=BotLevels(lambda: Bot("easy"), lambda: Bot("medium"), lambda _b: Bot("hard"), 0.0),
        new=new,
        current_seat=lambda s: s.current,
        legal_moves=legal_moves,
        apply=apply,
        view=VIEW,
        result=result,
        dump=dump,
        load=load,
        text=text,
        sample=sample,
        invariants=invariants,
        checkpoint=checkpoint,
    )
)
