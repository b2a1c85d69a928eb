"""A Forest Shuffle state as text a person can read (golden files, bug reports).

Everything is shown, secrets included: this is the server's text, never a seat's.
"""

from __future__ import annotations

from server.games.forest_shuffle.cards import SIDES
from server.games.forest_shuffle.points import scores
from server.games.forest_shuffle.state import State, Tree, step
from server.games.forest_shuffle.ways import name


def cards(ids: list[int]) -> str:
    """Cards as "id Name" (split cards by both halves), comma-separated."""
    return ", ".join(f"{c} {name(c)}" for c in ids) or "-"


def tree_text(i: int, tree: Tree) -> str:
    """One tree: its index, kind (a sapling shows its face in brackets), then its slots."""
    kind = f"Sapling [{tree.card} {name(tree.card)}]" if tree.sapling else name(tree.card)
    slots = "; ".join(
        f"{side} " + ", ".join(name(c, side) for c in cards_)
        for side, cards_ in zip(SIDES, tree.slots, strict=True)
        if cards_
    )
    return f"  {i} {kind}" + (f": {slots}" if slots else "")


def text(s: State) -> str:
    """The step and turn, the deck, clearing and box, then each seat's cards and forest."""
    lines = [
        f"step {step(s).value}, current {s.current}, first {s.first}, turn {s.turn}, "
        f"doing {s.doing.value or '-'}, extra turns {s.extra_turns}",
        f"deck {s.deck_count()}: upper {len(s.upper)}, lower {len(s.lower)}, "
        f"winter at {s.winter_at} (drawn {s.drawn}); winter {cards(s.winter)}",
        f"clearing: {cards(s.clearing)}",
        f"box: {len(s.removed)} removed, {len(s.discarded)} discarded",
    ]
    if (now := s.playing) is not None:
        lines.append(
            f"playing {now.card} {name(now.card)} as {now.way}{' free' if now.free else ''}, "
            f"tree {now.tree}, paid [{cards(list(now.paid))}]"
        )
    if s.tasks:
        lines.append("tasks: " + ", ".join(f"{t.species} {t.action.kind}" for t in s.tasks))
    for i, (p, score) in enumerate(zip(s.players, scores(s), strict=True)):
        lines.append(
            f"seat {i}: score {score['total']}; hand [{cards(p.hand)}]; cave {len(p.cave)}"
            + (f"; gave back {len(p.returned)}" if p.returned else "")
        )
        lines += [tree_text(j, t) for j, t in enumerate(p.forest)]
    return "\n".join(lines)
