"""What a seat cannot know, dealt at random: a full state rebuilt from what it knows.

A seat's view shows every forest (other seats' saplings face down), the clearing, the
box's discarded cards, the Winter cards out, the counts of everything else, and its own
hand, cave and given-back hand. The cards it cannot see are dealt at random to the
places it cannot see into: the hands given back (first, since they hold no tree), other
hands, caves, sapling faces, the cards returned at setup and the deck's two piles (their
sizes follow from the player count and the cards drawn). The Winter cards still in the
deck are put at random places of the first pile; the generator and the seed are new. The
state gives the seat's view back exactly.
"""

from __future__ import annotations

import random

from server.games.base import JSON, Rng
from server.games.forest_shuffle.cards import SIDES
from server.games.forest_shuffle.setup import holds_tree, piles
from server.games.forest_shuffle.state import (
    Doing,
    Phase,
    Player,
    Playing,
    State,
    Task,
    Tree,
)
from server.games.forest_shuffle.ways import PLAYABLE_IDS, WINTER_IDS

PHASES = {"mulligan": Phase.MULLIGAN, "over": Phase.OVER}


def shown_cards(view: JSON) -> set[int]:
    """Every card the view shows where it lies."""
    seat = view["seat"]
    mine = view["seats"][seat]
    out = set(mine["hand"]) | set(mine["cave"]) | set(mine["returned"])
    out |= set(view["clearing"]) | set(view["box"]["discarded"]) | set(view["winter"])
    for forest in view["forests"]:
        for tree in forest:
            out |= {tree["card"]} - {None}
            out |= {c for side in SIDES for c in tree[side]}
    if view["pending"] is not None:
        out.add(view["pending"]["card"])
    return out


def sample(view: JSON, _seen: list[JSON], rng: random.Random) -> State:
    """A state that gives `view` back for its seat, the unseen parts dealt by `rng` (the
    events seen tell nothing more than the view).

    Raises ValueError when the view's counts cannot be met.
    """
    seat = view["seat"]
    n = len(view["seats"])
    shown = shown_cards(view)
    unseen = [c for c in PLAYABLE_IDS if c not in shown]
    rng.shuffle(unseen)
    given_back = _given_back(view, unseen)
    players = []
    for i, (info, forest, returned) in enumerate(
        zip(view["seats"], view["forests"], given_back, strict=True)
    ):
        if i == seat:
            hand, cave = info["hand"], info["cave"]
        else:
            hand, unseen = unseen[: info["hand_count"]], unseen[info["hand_count"] :]
            cave, unseen = unseen[: info["cave_count"]], unseen[info["cave_count"] :]
        trees = [_tree(t, unseen) for t in forest]
        players.append(Player(list(hand), trees, list(cave), list(returned)))
    upper, lower, winter_at, drawn = _deck(view, n, rng)
    upper_cards, unseen = sorted(unseen[:upper]), unseen[upper:]
    lower_cards, removed = sorted(unseen[:lower]), sorted(unseen[lower:])
    if len(removed) != view["box"]["removed_count"]:
        raise ValueError(f"the view hides {len(removed)} box cards, not the count it shows")
    return State(
        seed=rng.randrange(2**31),
        rng=Rng(rng.getrandbits(64)),
        players=players,
        upper=upper_cards,
        lower=lower_cards,
        winter_at=winter_at,
        drawn=drawn,
        removed=removed,
        first=view["first"],
        current=view["current"],
        phase=PHASES.get(view["step"], Phase.PLAY),
        clearing=list(view["clearing"]),
        discarded=list(view["box"]["discarded"]),
        winter=list(view["winter"]),
        doing=Doing(view["turn"]["doing"]),
        playing=_playing(view["pending"]),
        tasks=[Task(t["for"], t["part"], t["index"], t["count"]) for t in view["tasks"]],
        extra_turns=view["turn"]["extra_turns"],
        turn=view["turn"]["number"],
        waiting=list(view["turn"]["waiting"]),
        edition=view["edition"],
    )


def _given_back(view: JSON, unseen: list[int]) -> list[list[int]]:
    """The hand each seat gave back at setup: the viewing seat's own, the others' dealt
    first from `unseen` (taken off it), since only they must hold no tree card."""
    out = []
    for i, info in enumerate(view["seats"]):
        if i == view["seat"]:
            out.append(list(info["returned"]))
            continue
        returned = [c for c in unseen if not holds_tree([c])][: info["returned_count"]]
        unseen[:] = [c for c in unseen if c not in returned]
        out.append(returned)
    return out


def _tree(tree: JSON, unseen: list[int]) -> Tree:
    """A tree of the view; a face-down sapling gets an unseen card (taken off `unseen`)."""
    card = tree["card"] if tree["card"] is not None else unseen.pop()
    return Tree(card, tree["sapling"], tuple(tuple(tree[side]) for side in SIDES))


def _deck(view: JSON, players: int, rng: random.Random) -> tuple[int, int, list[int], int]:
    """(upper pile size, first pile size, Winter places, cards drawn) for the deck the
    view shows: its Winter cards still in the first pile at random places."""
    first, upper0 = piles(players)
    total = upper0 + first + len(WINTER_IDS)
    count = view["deck"]["count"]
    drawn = total - count
    left = len(WINTER_IDS) - len(view["winter"])
    places = []
    if left and drawn <= upper0:
        places.append(upper0)
        left -= 1
    start = max(drawn, upper0 + 1)
    places += sorted(rng.sample(range(start, total), left))
    upper = max(0, upper0 - drawn)
    return upper, count - upper - len(places), places, drawn


def _playing(pending: JSON | None) -> Playing | None:
    if pending is None:
        return None
    return Playing(pending["card"], pending["as"], pending["free"], pending["tree"])
