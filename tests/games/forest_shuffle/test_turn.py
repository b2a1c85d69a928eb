"""A turn: drawing two cards (deck and clearing mixed), the hand limit, the clearing
emptied at the end of a turn, extra turns, Winter cards and the immediate end."""

from __future__ import annotations

from server.games.forest_shuffle.state import Phase, Step, step
from tests.games.forest_shuffle.positions import (
    GAME,
    card,
    cards,
    legal,
    of,
    play,
    position,
    put,
    refused,
    tree,
)

DRAW, BIRCH, OAK = {"type": "draw"}, card("Birch"), card("Oak")


def test_draw_two_cards_one_from_the_deck_one_from_the_clearing() -> None:
    a, b = card("Beech"), card("Linden")
    s = position(hands={0: [BIRCH]}, clearing=[a, b], upper=[OAK])
    assert legal(s, 0, "take") == [{"type": "take", "card": a}, {"type": "take", "card": b}]
    s, events = play(s, 0, {"type": "take", "card": b})
    assert step(s) == Step.DRAW and s.current == 0 and s.clearing == [a]
    assert legal(s, 0, "play") == []  # the action is drawing now
    s, more = play(s, 0, DRAW)
    assert s.players[0].hand == [BIRCH, b, OAK] and s.current == 1
    assert of(events + more, "take") == [{"type": "take", "seat": 0, "card": b}]
    assert of(more, "draw")[0] == {"type": "draw", "seat": 0, "for": "turn", "card": OAK}


def test_a_card_drawn_from_the_deck_is_seen_by_others_as_a_draw() -> None:
    s = position(hands={0: [BIRCH]}, upper=[OAK, card("Beech")])
    _, events = GAME.apply(s, 0, DRAW)
    assert [e.for_seat(1) for e in events] == [{"type": "draw", "seat": 0, "for": "turn"}]


def test_the_hand_limit_stops_the_second_draw_and_a_full_hand_may_not_draw() -> None:
    nine = cards("Birch", 9)
    s = position(hands={0: nine}, clearing=[OAK], upper=[card("Beech")])
    s, events = play(s, 0, {"type": "take", "card": OAK})
    assert len(s.players[0].hand) == 10 and s.current == 1
    assert of(events, "hand_full") == [{"type": "hand_full", "seat": 0, "missed": 1}]
    ten = [*nine, OAK]
    s = position(hands={0: ten}, clearing=[card("Beech")])
    assert legal(s, 0, "draw") == legal(s, 0, "take") == []
    refused(s, 0, DRAW, "holds 10 cards")


def test_draws_of_an_effect_beyond_the_hand_limit_are_not_taken() -> None:
    chanterelle = card("Chanterelle")
    hand = [BIRCH, *cards("Linden", 9)]
    forest = [tree("Beech", bottom=[chanterelle])]
    s = position(hands={0: hand}, forests={0: forest}, upper=[OAK, card("Beech", nth=1)])
    s, events = play(s, 0, *put(BIRCH, "tree"))
    # the mushroom's card makes 10; the Birch's own draw is not taken
    assert len(s.players[0].hand) == 10
    assert [e["for"] for e in of(events, "draw")] == ["Chanterelle"]
    assert of(events, "hand_full") == [{"type": "hand_full", "seat": 0, "missed": 1}]


def test_the_clearing_is_emptied_into_the_box_at_the_end_of_a_turn_with_ten_cards() -> None:
    nine = cards("Linden", 9)
    beech = card("Beech")
    s = position(hands={0: [beech, BIRCH]}, clearing=nine, upper=[OAK, card("Douglas Fir")])
    s, events = play(s, 0, *put(beech, "tree", None, BIRCH))
    # paid Birch and the tree rule's card: 11 cards, emptied as the turn ends
    assert s.clearing == [] and len(s.discarded) == 11 and BIRCH in s.discarded
    assert of(events, "clear") == [{"type": "clear", "count": 11}]
    s = position(hands={0: [BIRCH]}, clearing=nine[:8], upper=[OAK])
    s, _ = play(s, 0, *put(BIRCH, "tree"))
    assert len(s.clearing) == 9 and s.discarded == []


def test_an_extra_turn_comes_after_the_clearing_is_checked() -> None:
    oak = OAK
    paid = [card("Oak", nth=1), card("Red Squirrel", symbol="Oak")]
    s = position(hands={0: [oak, *paid, BIRCH]}, clearing=cards("Linden", 8), upper=[card("Beech")])
    s, events = play(s, 0, *put(oak, "tree", None, *paid))
    assert of(events, "extra_turn") == [{"type": "extra_turn", "seat": 0, "for": "Oak"}]
    assert of(events, "clear")  # 8 + 2 paid + the tree rule's card
    assert of(events, "turn") == [{"type": "turn", "seat": 0, "extra": True, "number": 1}]
    assert s.current == 0 and s.extra_turns == 0 and step(s) == Step.ACTION
    s, events = play(s, 0, *put(BIRCH, "tree"))
    assert s.current == 1


def test_a_winter_card_drawn_is_set_aside_and_replaced() -> None:
    s = position(hands={0: [BIRCH]}, upper=[OAK, card("Beech")], winter_in=[0, 5, 6])
    s, events = play(s, 0, DRAW)
    assert s.winter == [158] and len(s.players[0].hand) == 2
    assert of(events, "winter") == [{"type": "winter", "card": 158, "count": 1}]
    assert step(s) == Step.DRAW


def test_the_third_winter_card_ends_the_game_at_once_mid_turn() -> None:
    beech = card("Beech")
    s = position(
        hands={0: [beech, BIRCH, OAK]}, upper=[card("Linden")], winter_in=[1], winter_out=2
    )
    s, events = play(s, 0, *put(beech, "tree", None, BIRCH))
    # the tree rule's card is the Linden; Beech's own draw finds the third Winter card
    assert s.phase == Phase.OVER and s.current is None and step(s) == Step.OVER
    assert [e["type"] for e in events][-2:] == ["winter", "game_over"]
    assert s.players[0].hand == [OAK] and s.clearing == [BIRCH, card("Linden")]
    assert GAME.result(s) is not None and GAME.legal_moves(s, 0) == []
    refused(s, 0, DRAW, "over")


def test_the_tree_rule_may_reveal_the_last_winter_card() -> None:
    s = position(hands={0: [BIRCH]}, upper=[OAK], winter_in=[0], winter_out=2)
    s, events = play(s, 0, *put(BIRCH, "tree"))
    assert s.phase == Phase.OVER and s.players[0].forest == [tree(BIRCH)]
    assert of(events, "reveal") == []


def test_moves_out_of_turn_are_refused() -> None:
    s = position(hands={0: [BIRCH], 1: [OAK]})
    assert GAME.legal_moves(s, 1) == []
    refused(s, 1, DRAW, "seat 0's turn, not seat 1's")


def test_a_draw_not_taken_reveals_no_winter_card() -> None:
    hand = [BIRCH, *cards("Linden", 9)]
    forest = [tree("Beech", bottom=[card("Chanterelle")])]
    s = position(hands={0: hand}, forests={0: forest}, upper=[OAK], winter_in=[2], winter_out=2)
    s, events = play(s, 0, *put(BIRCH, "tree"))
    # the tree rule takes the Oak, the mushroom a card of the first pile; the Birch's
    # draw is not taken, so the Winter card under it stays in the deck
    assert s.phase == Phase.PLAY and s.winter_at == [s.drawn]
    assert of(events, "hand_full") == [{"type": "hand_full", "seat": 0, "missed": 1}]


def test_a_draw_the_player_chooses_not_to_make_leaves_the_third_winter_card() -> None:
    beech = card("Beech")  # its effect draws a card
    s = position(
        hands={0: [beech, BIRCH, OAK]}, upper=[card("Linden")], winter_in=[1], winter_out=2
    )
    s, _ = play(s, 0, *put(beech, "tree", None, BIRCH), use=False)
    assert step(s) == Step.USE and GAME.legal_moves(s, 0) == [{"type": "use"}, {"type": "skip"}]
    skipped, events = play(s, 0, {"type": "skip"})
    assert of(events, "skip") == [{"type": "skip", "seat": 0, "for": "Beech", "part": "effect"}]
    assert skipped.phase == Phase.PLAY and skipped.current == 1 and of(events, "draw") == []
    used, events = play(s, 0, {"type": "use"})
    assert used.phase == Phase.OVER and [e["type"] for e in events][-2:] == ["winter", "game_over"]


def test_in_games_of_the_first_rules_edition_effects_are_used_without_a_choice() -> None:
    beech = card("Beech")
    s = position(
        hands={0: [beech, BIRCH, OAK]}, upper=[card("Linden")], winter_in=[1], winter_out=2
    )
    s.edition = 1
    s, _ = play(s, 0, *put(beech, "tree", None, BIRCH), use=False)
    assert s.phase == Phase.OVER
