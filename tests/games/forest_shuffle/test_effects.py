"""Every effect and bonus of the deck: draws, extra turns, free plays, the Gnat's bats,
the Mole's plays, the Brown Bear's and the Raccoon's caves, draws per hare and per deer,
and the mushrooms' draws."""

from __future__ import annotations

import pytest

from server.games.base import JSON
from server.games.forest_shuffle.cards import CATALOGUE
from server.games.forest_shuffle.state import State, Step, step
from server.games.forest_shuffle.ways import CARDS
from tests.games.forest_shuffle.positions import (
    GAME,
    card,
    cards,
    halves,
    legal,
    of,
    play,
    position,
    put,
    refused,
    tree,
)

FILLER = cards("Horse Chestnut", 11)[5:]  # the deck's cards in these tests
BIRCH, OAK = card("Birch"), card("Oak")


def _way(c: int, species: str) -> str:
    found = CARDS[c]
    if found.tree is not None:
        return "tree"
    return next(h.side for h in found.halves if h.species.name == species)


def _played(
    species: str, bonus: bool, extra: tuple[int, ...] = ()
) -> tuple[State, list[dict[str, object]]]:
    """Seat 0 plays a card of `species` on a bare Birch (or as a tree), paying with tree
    cards that show its symbol (`bonus`) or with Horse Chestnut cards that do not; it
    also holds the cards `extra`."""
    kind = CATALOGUE.species[species]
    c = card(species) if kind.is_tree else card(species, symbol=_symbol(species))
    way = _way(c, species)
    symbol = species if kind.is_tree else _symbol(species)
    payer = symbol if bonus else "Horse Chestnut"
    paid = [card(payer, nth=i) for i in range(1, kind.cost + 1)]
    s = position(hands={0: [c, *paid, *extra]}, forests={0: [tree("Birch")]}, upper=FILLER)
    return play(s, 0, *put(c, way, None if kind.is_tree else 0, *paid))


def _symbol(species: str) -> str:
    """A tree symbol of `species` other than Horse Chestnut and Birch, if it has one."""
    shown = [h.symbol for c in CARDS for h in c.halves if h.species.name == species]
    return next((x for x in shown if x not in ("Horse Chestnut", "Birch")), shown[0])


SIMPLE = {  # species: cards drawn and extra turns, with the bonus, then without
    "Birch": (1, 0, 1, 0),
    "Beech": (1, 0, 1, 0),
    "Oak": (0, 1, 0, 0),
    "Douglas Fir": (0, 1, 0, 0),
    "Eurasian Jay": (0, 1, 0, 1),
    "Great Spotted Woodpecker": (1, 0, 1, 0),
    "Tawny Owl": (3, 0, 1, 0),
    "Pond Turtle": (1, 0, 1, 0),
    "Hedgehog": (1, 0, 0, 0),
    "Tree Ferns": (1, 0, 1, 0),
    "Beech Marten": (1, 0, 1, 0),
    "Fallow Deer": (2, 0, 0, 0),
    "Roe Deer": (1, 0, 0, 0),
    "Wolf": (0, 1, 0, 0),
    "Brown Bear": (1, 1, 0, 0),
}


@pytest.mark.parametrize("species", sorted(SIMPLE))
def test_draws_and_extra_turns_of_each_effect_and_bonus(species: str) -> None:
    drawn, extra, plain, plain_extra = SIMPLE[species]
    has_bonus = bool(CATALOGUE.species[species].bonus)
    for bonus, draws, turns in ((True, drawn, extra), (False, plain, plain_extra)):
        s, events = _played(species, bonus)
        assert len([e for e in of(events, "draw") if e["for"] == species]) == draws
        assert len(of(events, "extra_turn")) == turns
        assert of(events, "played")[0]["bonus"] is (bonus and has_bonus)
        assert s.current == (0 if turns else 1)


SQUIRREL, JAY = card("Red Squirrel", nth=1), card("Eurasian Jay", nth=1)
ROE = card("Roe Deer", other="Raccoon")  # the Roe Deer is its right half
FREE = {  # species whose bonus is a free play: a card of that type, where it goes
    "Silver Fir": (SQUIRREL, "top"),
    "Fire Salamander": (SQUIRREL, "top"),
    "European Badger": (SQUIRREL, "top"),
    "Stag Beetle": (JAY, "top"),
    "Red Deer": (ROE, "right"),
}


@pytest.mark.parametrize("species", sorted(FREE))
def test_a_bonus_free_play_offers_only_that_type_at_no_cost_and_does_nothing_more(
    species: str,
) -> None:
    free, way = FREE[species]
    s, _ = _played(species, True, (free, BIRCH, JAY if free != JAY else ROE))
    assert step(s) == Step.FREE and s.current == 0
    empty = [i for i, t in enumerate(s.players[0].forest) if not t.slot(way)]
    assert GAME.legal_moves(s, 0) == [
        *({"type": "play", "card": free, "as": way, "tree": i} for i in empty),
        {"type": "done"},
    ]
    after, events = play(s, 0, {"type": "done"})
    assert after.current == 1 and of(events, "done") == [
        {"type": "done", "seat": 0, "for": species}
    ]


def test_a_free_paw_card_costs_nothing_and_its_own_effect_and_bonus_do_not_happen() -> None:
    fir = card("Silver Fir")
    marten = card("Beech Marten", symbol="Sycamore")  # cost 1, effect: draw a card
    paid = [card("Silver Fir", nth=1), card("Silver Fir", nth=2)]
    s = position(hands={0: [fir, *paid, marten]}, upper=FILLER)
    s, events = play(s, 0, *put(fir, "tree", None, *paid))
    assert step(s) == Step.FREE
    s, events = play(s, 0, *put(marten, "left", 0))
    assert s.players[0].forest[0].slot("left") == (marten,)
    assert of(events, "pay") == [] and of(events, "draw") == [] and s.current == 1
    assert of(events, "play")[0]["free"] is True


def test_without_cards_in_hand_a_free_play_closes_by_itself() -> None:
    fir = card("Silver Fir")
    paid = [card("Silver Fir", nth=1), card("Silver Fir", nth=2)]
    s = position(hands={0: [fir, *paid]}, upper=FILLER)
    s, events = play(s, 0, *put(fir, "tree", None, *paid))
    assert s.current == 1 and of(events, "done")[0]["for"] == "Silver Fir"


def test_with_no_fitting_card_a_free_play_still_waits_for_done() -> None:
    """Whether a hand holds a paw card is its owner's secret: the step stays open."""
    fir = card("Silver Fir")
    paid = [card("Silver Fir", nth=1), card("Silver Fir", nth=2)]
    s = position(hands={0: [fir, *paid, BIRCH]}, upper=FILLER)
    s, _ = play(s, 0, *put(fir, "tree", None, *paid))
    assert GAME.legal_moves(s, 0) == [{"type": "done"}]
    refused(s, 0, {"type": "play", "card": BIRCH, "as": "sapling"}, "Only a paw card")


def test_the_gnat_plays_any_number_of_bats_for_free() -> None:
    gnat = card("Gnat", other="European Badger")  # Badger/HC | Gnat/Oak: the Gnat is right
    bats = halves("Barbastelle", "left", 1) + halves("Bechstein's", "left", 1)
    forest = [tree("Birch"), tree("Beech")]
    s = position(hands={0: [gnat, *bats, BIRCH]}, forests={0: forest}, upper=FILLER)
    s, _ = play(s, 0, *put(gnat, "right", 0))
    assert step(s) == Step.FREE
    for i, bat in enumerate(bats):
        s, _ = play(s, 0, *put(bat, "left", i))
        assert step(s) == Step.FREE and s.players[0].hand[-1] == BIRCH
    s, _ = play(s, 0, {"type": "done"})
    assert s.current == 1 and s.players[0].hand == [BIRCH]
    assert [t.slot("left") for t in s.players[0].forest] == [(bats[0],), (bats[1],)]


def test_the_mole_plays_any_number_of_cards_paying_for_each_with_their_effects() -> None:
    mole = card("Mole", symbol="Oak")
    beech, woodpecker = card("Beech"), card("Great Spotted Woodpecker")
    paid = [card("Linden", nth=i) for i in range(4)]
    s = position(
        hands={0: [mole, beech, woodpecker, *paid]}, forests={0: [tree("Birch")]}, upper=FILLER
    )
    s, _ = play(s, 0, *put(mole, "bottom", 0, paid[0], paid[1]))
    assert step(s) == Step.MOLE
    assert {"type": "done"} in GAME.legal_moves(s, 0)
    s, events = play(s, 0, *put(beech, "tree", None, paid[2]))
    assert step(s) == Step.MOLE and [e["for"] for e in of(events, "draw")] == ["Beech"]
    s, events = play(s, 0, *put(woodpecker, "top", 1, paid[3]))
    assert [e["for"] for e in of(events, "draw")] == ["Great Spotted Woodpecker"]
    s, _ = play(s, 0, {"type": "done"})
    assert s.current == 1 and len(s.players[0].forest) == 2


def test_the_brown_bear_moves_the_whole_clearing_to_the_cave_payment_included() -> None:
    bear = card("Brown Bear", symbol="Linden")  # Bear/Linden | Raccoon/SF, cost 3
    paid = [card("Linden", nth=i) for i in range(3)]
    clearing = [BIRCH, OAK]
    s = position(
        hands={0: [bear, *paid]}, forests={0: [tree("Beech")]}, clearing=clearing, upper=FILLER
    )
    s, events = play(s, 0, *put(bear, "left", 0, *paid))
    assert sorted(s.players[0].cave) == sorted(clearing + paid) and s.clearing == []
    assert of(events, "to_cave") == [{"type": "to_cave", "seat": 0, "from": "clearing", "count": 5}]
    assert GAME.view(s, 1)["seats"][0]["cave"] is None
    assert GAME.view(s, 1)["scores"][0]["cave"] == 5
    assert s.current == 0  # the bonus's extra turn


def test_the_effect_and_the_bonus_are_each_used_or_skipped_as_the_player_chooses() -> None:
    bear = card("Brown Bear", symbol="Linden")  # effect: the clearing to the cave; bonus:
    paid = [card("Linden", nth=i) for i in range(3)]  # a card drawn and an extra turn
    s = position(
        hands={0: [bear, *paid]}, forests={0: [tree("Beech")]}, clearing=[BIRCH], upper=FILLER
    )
    s, _ = play(s, 0, *put(bear, "left", 0, *paid), use=False)
    assert step(s) == Step.USE and [(t.species, t.part) for t in s.tasks][-1] == (
        "Brown Bear",
        "effect",
    )
    s, events = play(s, 0, {"type": "skip"}, use=False)
    assert s.clearing == [BIRCH, *paid] and s.players[0].cave == []
    assert step(s) == Step.USE and s.tasks[-1].part == "bonus"
    s, events = play(s, 0, {"type": "use"}, use=False)
    assert [e["type"] for e in events] == ["use", "draw", "extra_turn", "turn"]
    assert s.current == 0 and s.tasks == []  # the whole bonus: a card and the extra turn


def test_the_raccoon_puts_hand_cards_in_the_cave_and_draws_as_many() -> None:
    raccoon = card("Raccoon", other="European Hare")  # Raccoon/DF | Hare/Sy
    keep = [BIRCH, OAK, card("Beech")]
    s = position(
        hands={0: [raccoon, card("Linden"), *keep]}, forests={0: [tree("Beech")]}, upper=FILLER
    )
    s, _ = play(s, 0, *put(raccoon, "left", 0, card("Linden")))
    assert step(s) == Step.CAVE
    assert legal(s, 0, "cave") == [{"type": "cave", "card": c} for c in keep]
    s, seen = GAME.apply(s, 0, {"type": "cave", "card": OAK})
    assert [e.for_seat(1) for e in seen] == [
        {"type": "to_cave", "seat": 0, "from": "hand", "count": 1}
    ]
    s, events = play(s, 0, {"type": "cave", "card": BIRCH}, {"type": "done"})
    assert s.players[0].cave == [OAK, BIRCH]
    assert [e["for"] for e in of(events, "draw")] == ["Raccoon", "Raccoon"]
    assert len(s.players[0].hand) == 3 and s.current == 1


def test_the_red_fox_draws_a_card_per_hare_and_the_wolf_per_deer() -> None:
    fox = card("Red Fox", other="Wolf")  # Fox/Linden left | Wolf right
    hares = halves("European Hare", "left", 2)
    paid = [card("Oak", nth=i) for i in range(2)]
    forest = [tree("Birch", left=hares), tree("Beech")]
    s = position(hands={0: [fox, *paid]}, forests={0: forest}, upper=FILLER)
    s, events = play(s, 0, *put(fox, "left", 1, *paid))
    assert [e["for"] for e in of(events, "draw")] == ["Red Fox", "Red Fox"]
    wolf = card("Wolf", other="Red Fox")
    deer = [card("Roe Deer", other="Squeaker"), card("Fallow Deer", other="Wild Boar")]
    paid = [card("Oak", nth=i) for i in range(3)]
    forest = [tree("Birch", left=deer[:1]), tree("Beech", left=deer[1:]), tree("Linden")]
    s = position(hands={0: [wolf, *paid]}, forests={0: forest}, upper=FILLER)
    s, events = play(s, 0, *put(wolf, "right", 2, *paid))
    assert [e["for"] for e in of(events, "draw")] == ["Wolf", "Wolf"]


MUSHROOMS = {  # mushroom: (a play that triggers it, one that does not)
    "Chanterelle": (("Birch", "tree"), ("Red Squirrel", "top")),
    "Fly Agaric": (("Red Squirrel", "top"), ("Eurasian Jay", "top")),
    "Parasol Mushroom": (("Common Toad", "bottom"), ("Red Squirrel", "top")),
    "Penny Bun": (("Eurasian Jay", "top"), ("Common Toad", "bottom")),
}


@pytest.mark.parametrize("mushroom", sorted(MUSHROOMS))
def test_each_mushroom_draws_when_its_kind_of_play_is_made(mushroom: str) -> None:
    for (species, way), draws in zip(MUSHROOMS[mushroom], (1, 0), strict=True):
        c = card(species)
        paid = cards("Linden", CATALOGUE.species[species].cost)
        s = position(
            hands={0: [c, *paid]},
            forests={0: [tree("Oak", bottom=[card(mushroom)]), tree("Beech")]},
            upper=FILLER,
        )
        s, events = play(s, 0, *put(c, way, None if way == "tree" else 1, *paid))
        assert len([e for e in of(events, "draw") if e["for"] == mushroom]) == draws


def test_a_mushroom_does_not_draw_for_itself_and_two_draw_twice() -> None:
    chanterelles = cards("Chanterelle", 2)
    paid = cards("Linden", 2)
    s = position(
        hands={0: [chanterelles[1], *paid, BIRCH]},
        forests={0: [tree("Oak", bottom=chanterelles[:1]), tree("Beech")]},
        upper=FILLER,
    )
    s, events = play(s, 0, *put(chanterelles[1], "bottom", 1, *paid))
    assert of(events, "draw") == []
    s, _ = play(s, 1, {"type": "draw"}, {"type": "draw"})
    s, events = play(s, 0, *put(BIRCH, "tree"))
    assert [e["for"] for e in of(events, "draw")] == ["Chanterelle", "Chanterelle", "Birch"]


def test_a_sapling_counts_as_a_tree_for_the_chanterelle() -> None:
    s = position(
        hands={0: [OAK]}, forests={0: [tree("Beech", bottom=[card("Chanterelle")])]}, upper=FILLER
    )
    s, events = play(s, 0, {"type": "play", "card": OAK, "as": "sapling"})
    assert [e["for"] for e in of(events, "draw")] == ["Chanterelle"]


def test_extra_turns_add_up() -> None:
    mole = card("Mole", symbol="Oak")
    oak, fir = card("Oak", nth=1), card("Douglas Fir")
    paid = [card("Linden", nth=i) for i in range(2)]
    paid += [card("Oak", nth=2 + i) for i in range(2)] + [
        card("Douglas Fir", nth=1 + i) for i in range(2)
    ]
    s = position(
        hands={0: [mole, oak, fir, *paid, BIRCH]}, forests={0: [tree("Birch")]}, upper=FILLER
    )
    s, _ = play(s, 0, *put(mole, "bottom", 0, *paid[:2]))
    s, _ = play(s, 0, *put(oak, "tree", None, *paid[2:4]), *put(fir, "tree", None, *paid[4:]))
    s, _ = play(s, 0, {"type": "done"})
    assert s.current == 0 and s.extra_turns == 1
    s, _ = play(s, 0, *put(BIRCH, "tree"))
    assert s.current == 0 and s.extra_turns == 0


def a_chanterelle_the_mole_plays_then_a_birch(edition: int) -> tuple[State, list[JSON]]:
    """The rulebook's case: the Mole's effect plays a Chanterelle, then a Birch tree in the
    same turn; the state and the Birch's events."""
    mole, chanterelle = card("Mole", symbol="Oak"), card("Chanterelle")
    paid = cards("Linden", 4)
    s = position(
        hands={0: [mole, chanterelle, BIRCH, OAK, *paid]},
        forests={0: [tree("Sycamore"), tree("Beech")]},
        upper=FILLER,
    )
    s.edition = edition
    s, _ = play(s, 0, *put(mole, "bottom", 0, *paid[:2]))
    s, _ = play(s, 0, *put(chanterelle, "bottom", 1, *paid[2:]))
    assert s.waiting == ([chanterelle] if edition > 1 else [])
    return play(s, 0, *put(BIRCH, "tree"))


def test_a_mushroom_works_from_its_players_next_turn_on() -> None:
    s, events = a_chanterelle_the_mole_plays_then_a_birch(2)
    assert [e["for"] for e in of(events, "draw")] == ["Birch"]  # not the Chanterelle yet
    s, _ = play(s, 0, {"type": "done"})
    assert s.current == 1 and s.waiting == []
    s, _ = play(s, 1, {"type": "draw"}, {"type": "draw"})
    s, events = play(s, 0, {"type": "play", "card": OAK, "as": "sapling"})
    assert [e["for"] for e in of(events, "draw")] == ["Chanterelle"]


def test_in_games_of_the_first_rules_edition_a_mushroom_works_at_once() -> None:
    _, events = a_chanterelle_the_mole_plays_then_a_birch(1)
    assert sorted(e["for"] for e in of(events, "draw")) == ["Birch", "Chanterelle"]
