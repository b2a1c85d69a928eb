"""Playing a card in two steps: choose it, its half and its tree, then the cards that pay
for it; slots and their sharing; the bonus rule with split cards; the tree rule; saplings."""

from __future__ import annotations

from server.games.forest_shuffle.state import State, Step, step
from server.games.line import UNDO, Line
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

BIRCH, OAK, BEECH = card("Birch"), card("Oak"), card("Beech")
SQUIRREL = card("Red Squirrel", symbol="Oak")  # its other half: Strawberries
HARES = halves("European Hare", "left", 4)
TOADS = cards("Common Toad", 3)


def test_a_card_is_chosen_with_its_half_and_tree_then_paid_for_in_one_move() -> None:
    fox = card("Red Fox", other="Wolf")  # a left/right card: fox on the left, cost 2
    s = position(hands={0: [fox, BIRCH, OAK, BEECH]}, forests={0: [tree("Linden"), tree("Oak")]})
    plays = legal(s, 0, "play")
    for half in ("left", "right"):  # the Wolf costs 3
        for i in (0, 1):
            assert {"type": "play", "card": fox, "as": half, "tree": i} in plays
    assert {"type": "play", "card": fox, "as": "sapling"} in plays
    s, _ = play(s, 0, {"type": "play", "card": fox, "as": "left", "tree": 1})
    assert step(s) == Step.PAY and fox not in s.players[0].hand
    pairs = [[BIRCH, OAK], [BIRCH, BEECH], [OAK, BEECH]]
    assert sorted(m["cards"] for m in legal(s, 0, "pay")) == sorted(sorted(p) for p in pairs)
    s, paid = play(s, 0, {"type": "pay", "cards": sorted([OAK, BEECH])})
    assert s.players[0].forest[1].slot("left") == (fox,)
    assert s.clearing == sorted([OAK, BEECH]) and s.players[0].hand == [BIRCH]
    assert of(paid, "played") == [
        {"type": "played", "seat": 0, "way": "left", "tree": 1, "bonus": False, "card": fox}
    ]
    assert s.current == 1


def test_a_play_and_its_payment_are_each_a_step_that_can_be_taken_back() -> None:
    mole = card("Mole", symbol="Oak")  # cost 2; its effect: the Mole step, nothing drawn
    paid = [card("Linden", nth=i) for i in range(2)]
    line = Line(GAME, position(hands={0: [mole, *paid, BIRCH]}, forests={0: [tree("Birch")]}))
    start = GAME.dump(line.state)
    chosen, payment = put(mole, "bottom", 0, *paid)
    line.apply(0, chosen)
    paying = GAME.dump(line.state)
    line.apply(0, payment)
    assert step(line.state) == Step.MOLE and line.state.players[0].forest[0].slot("bottom")
    line.apply(0, UNDO)
    assert GAME.dump(line.state) == paying
    line.apply(0, UNDO)
    assert GAME.dump(line.state) == start and not line.undoable


def test_a_card_is_offered_only_if_its_cost_can_be_paid_and_it_has_a_place() -> None:
    wolf = card("Wolf", other="Red Fox")  # right half, cost 3
    s = position(hands={0: [wolf, BIRCH, OAK]}, forests={0: [tree("Linden")]})
    offered = {(m["card"], m["as"]) for m in legal(s, 0, "play")}
    assert (wolf, "right") not in offered and (wolf, "left") in offered
    refused(s, 0, {"type": "play", "card": wolf, "as": "right", "tree": 0}, "costs 3", "hold 2")
    s = position(hands={0: [SQUIRREL]}, forests={0: [tree("Oak", top=[card("Eurasian Jay")])]})
    assert legal(s, 0, "play") == [
        {"type": "play", "card": SQUIRREL, "as": "bottom", "tree": 0},
        {"type": "play", "card": SQUIRREL, "as": "sapling"},
    ]
    refused(s, 0, {"type": "play", "card": SQUIRREL, "as": "top", "tree": 0}, "free top slot")
    refused(s, 0, {"type": "play", "card": SQUIRREL, "as": "left"}, "cannot be played as left")
    refused(s, 0, {"type": "play", "card": OAK, "as": "tree"}, "not in your hand")


def test_hares_share_a_slot_in_any_number_toads_two_to_a_slot_others_one() -> None:
    slot_of_hares = tree("Birch", left=HARES[:3])
    toads = tree("Beech", bottom=TOADS[:1])
    pair = tree("Oak", bottom=TOADS[1:3])
    taken = tree("Linden", left=[card("Lynx", other="European Hare")])
    forests = {0: [slot_of_hares, toads, pair, taken]}
    hare = card("European Hare", other="Raccoon")  # the hare is its right half
    s = position(hands={0: [HARES[3], card("Common Toad", nth=3), hare]}, forests=forests)
    assert _places(s, HARES[3], "left") == [0, 1, 2]  # the hares' slot, not the Lynx's
    assert _places(s, card("Common Toad", nth=3), "bottom") == [0, 1, 3]  # not the pair
    assert _places(s, hare, "right") == [0, 1, 2, 3]


def _places(s: State, c: int, way: str) -> list[int]:
    return [m["tree"] for m in legal(s, 0, "play") if m["card"] == c and m["as"] == way]


def test_the_bonus_needs_every_payment_card_to_show_the_tree_symbol() -> None:
    tawny = card("Tawny Owl", symbol="Beech")  # cost 2, bonus: draw 2
    split = card("Wood Ant", other="Chaffinch", symbol="Beech")  # Chaffinch/Birch | Ant/Beech
    s = position(hands={0: [tawny, BEECH, split, OAK]}, forests={0: [tree("Birch")]})
    s, _ = play(s, 0, *put(tawny, "top", 0))
    assert GAME.view(s, 1)["pending"] == {
        "card": tawny,
        "as": "top",
        "free": False,
        "tree": 0,
        "cost": 2,
        "symbol": "Beech",
    }
    _, events = play(s, 0, {"type": "pay", "cards": sorted([BEECH, split])})
    paid = {"type": "pay", "seat": 0, "cards": sorted([BEECH, split]), "bonus": True}
    assert of(events, "pay") == [paid]
    assert of(events, "played")[0]["bonus"] is True
    assert [e["for"] for e in of(events, "draw")] == ["Tawny Owl", "Tawny Owl", "Tawny Owl"]
    _, events = play(s, 0, {"type": "pay", "cards": sorted([BEECH, OAK])})
    assert of(events, "pay")[0]["bonus"] is False
    assert of(events, "played")[0]["bonus"] is False
    assert len(of(events, "draw")) == 1  # the effect only


def test_a_split_card_shows_the_symbol_if_either_half_does() -> None:
    roe = card("Roe Deer", other="Squeaker")  # Roe Deer / Linden | Squeaker / Sycamore
    fallow = card("Fallow Deer", other="Wild Boar")  # Fallow Deer / Linden left
    hand = [fallow, roe, card("Sycamore")]
    s = position(hands={0: hand}, forests={0: [tree("Birch")]})
    s, events = play(s, 0, *put(fallow, "left", 0, roe, card("Sycamore")))
    assert of(events, "played")[0]["bonus"] is False  # a Sycamore does not show Linden
    s = position(hands={0: [fallow, roe, card("Linden")]}, forests={0: [tree("Birch")]})
    s, events = play(s, 0, *put(fallow, "left", 0, roe, card("Linden")))
    assert of(events, "played")[0]["bonus"] is True
    assert len(of(events, "draw")) == 2


def test_playing_a_tree_sends_the_top_card_of_the_deck_into_the_clearing() -> None:
    s = position(hands={0: [BIRCH]}, upper=[OAK])
    s, events = play(s, 0, *put(BIRCH, "tree"))
    assert s.clearing == [OAK] and s.players[0].forest == [tree(BIRCH)]
    assert of(events, "reveal") == [{"type": "reveal", "seat": 0}]


def test_a_sapling_is_any_card_face_down_free_and_its_face_is_its_owners_secret() -> None:
    s = position(hands={0: [SQUIRREL, BIRCH]}, upper=[OAK])
    s, events = GAME.apply(s, 0, {"type": "play", "card": SQUIRREL, "as": "sapling"})
    assert s.players[0].forest == [tree(SQUIRREL, sapling=True)] and s.clearing == [OAK]
    assert s.players[0].hand == [BIRCH] and s.current == 1  # no cost, no effect
    for e in events:
        assert "card" not in (e.for_seat(1) or {})
        assert e.for_seat(0) == e.data
    assert GAME.view(s, 1)["forests"][0][0]["card"] is None
    assert GAME.view(s, 0)["forests"][0][0]["card"] == SQUIRREL
    assert GAME.view(s, 1)["scores"][0]["total"] == 0


def test_a_dweller_may_go_on_a_sapling() -> None:
    s = position(hands={0: [SQUIRREL]}, forests={0: [tree(BIRCH, sapling=True)]})
    s, _ = play(s, 0, *put(SQUIRREL, "top", 0))
    assert s.players[0].forest[0].slot("top") == (SQUIRREL,)


def test_a_play_or_payment_not_listed_is_refused_with_its_reason() -> None:
    fox = card("Red Fox", other="Wolf")  # cost 2
    s = position(
        hands={0: [SQUIRREL, BIRCH, fox, OAK]},
        forests={0: [tree("Oak"), tree("Linden", top=[card("Eurasian Jay")])]},
    )
    top = {"type": "play", "card": SQUIRREL, "as": "top"}
    refused(s, 0, top | {"tree": 1}, "top slot of tree 1 is not free")
    refused(s, 0, top, "'tree'", "0 to 1")
    refused(s, 0, top | {"tree": 5}, "0 to 1")
    refused(s, 0, {"type": "play", "card": BIRCH, "as": "tree", "tree": 0}, "without 'tree'")
    refused(s, 0, {"type": "place", "tree": 0, "slot": "top"}, "Unknown move type")
    s, _ = play(s, 0, {"type": "play", "card": fox, "as": "left", "tree": 0})
    refused(s, 0, {"type": "pay", "cards": [OAK]}, "costs 2", "that many")
    refused(s, 0, {"type": "pay", "card": OAK}, "costs 2")
    refused(s, 0, {"type": "pay", "cards": [OAK, fox]}, f"Card {fox} is not in your hand")
    refused(s, 0, {"type": "pay", "cards": sorted([OAK, BIRCH], reverse=True)}, "increasing")
    refused(s, 0, {"type": "pay", "cards": [OAK, OAK]}, "different cards")
    refused(s, 0, {"type": "draw"}, "not possible now", "cards that pay")
