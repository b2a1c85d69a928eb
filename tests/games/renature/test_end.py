"""Step D (refill), skipped players, the game's end and the final scoring."""

from __future__ import annotations

from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import State, with_item, without
from tests.games.renature.positions import (
    END,
    GAME,
    SKIP,
    apply,
    domino,
    events_of,
    give,
    new,
    place,
    plant,
    refused,
)

OWL_FROG = domino("owl", "frog")


def _empty(s: State, seat: int, keep: int = 0) -> None:
    """`seat` keeps only its first `keep` dominoes in hand and no reserve."""
    p = s.players[seat]
    s.box_dominoes += (*p.reserve, *p.hand[keep:])
    p.reserve, p.hand = [], p.hand[:keep]


def test_refill_draws_the_next_domino_of_the_reserve_seen_by_its_owner_only() -> None:
    s = give(new(2, seed=61), 0, OWL_FROG, domino("snail", "snail"), domino("owl", "owl"))
    drawn = s.players[0].reserve[-1]
    after, events = GAME.apply(s, 0, place(OWL_FROG, (0, 1), (1, 1)))
    after, events = GAME.apply(after, 0, SKIP)
    assert after.players[0].hand[-1] == drawn and len(after.players[0].hand) == 3
    assert len(after.players[0].reserve) == len(s.players[0].reserve) - 1
    (draw,) = [e for e in events if e.data["type"] == "draw"]
    assert draw.for_seat(0) == {
        "type": "draw",
        "seat": 0,
        "domino": drawn,
        "animals": list(C.dominoes[drawn]),
    }
    assert draw.for_seat(1) == draw.for_seat(None) == {"type": "draw", "seat": 0}


def test_no_refill_once_the_reserve_is_empty() -> None:
    s = new(2, seed=61)
    _empty(s, 0, keep=3)
    hand = s.players[0].hand
    s, events = apply(s, 0, {"type": "discard", "domino": hand[0]})
    assert s.players[0].hand == hand[1:]
    assert not events_of(events, "draw")


def test_players_out_of_dominoes_are_skipped() -> None:
    s = new(3, seed=63)
    _empty(s, 1)
    s, events = apply(s, 0, {"type": "discard", "domino": s.players[0].hand[0]}, END)
    assert s.current == 2
    assert events_of(events, "turn") == [{"type": "turn", "seat": 2}]
    s, _ = apply(s, 2, {"type": "discard", "domino": s.players[2].hand[0]}, END)
    assert s.current == 0


def test_the_last_player_with_dominoes_plays_on_alone() -> None:
    s = new(2, seed=63)
    _empty(s, 1)
    s, _ = apply(s, 0, {"type": "discard", "domino": s.players[0].hand[0]}, END)
    assert s.current == 0 and s.phase == "domino"


def _final_position() -> State:
    """White has one domino and 3 clouds, black one domino and no clouds. White's bush
    grows in open area A; black holds area B's token."""
    s = new(2, seed=65)
    for seat in (0, 1):
        _empty(s, seat, keep=1)
    s.box_clouds += 3 + 6
    s.players[0].clouds, s.players[1].clouds = 3, 0
    s = plant(s, (0, 2), 0, "white", "bush")
    s.players[1].tokens.append(("B", s.tokens["B"]))
    s.tokens = without(s.tokens, "B")
    s.token_cells = with_item(s.token_cells, "B", None)
    s.closed += ("B",)
    return s


def test_game_end_and_final_scoring() -> None:
    s = _final_position()
    a_token, b_token = C.tokens[s.tokens["A"]], C.tokens[s.players[1].tokens[0][1]]
    box_tokens = len(s.box_tokens)
    before = [dict(p.points) for p in s.players]
    s, _ = apply(s, 0, {"type": "discard", "domino": s.players[0].hand[0]})
    assert s.current == 0 and s.phase == "end"  # 3 clouds: another turn is possible
    s, _ = apply(s, 0, END)
    assert s.current == 1
    s, events = apply(s, 1, {"type": "discard", "domino": s.players[1].hand[0]})
    assert s.current is None and s.phase == "over"
    assert GAME.current_seat(s) is None
    finals = [e for e in events_of(events, "area") if e["final"]]
    assert len(finals) == 17  # every area still holding its token
    (area_a,) = [e for e in finals if e["area"] == "A"]
    assert area_a["awards"] == [
        {"seat": 0, "for": "main+minor", "points": a_token.main + a_token.minor}
    ]
    assert s.tokens == {} and len(s.box_tokens) == box_tokens + 17
    white, black = s.players
    assert white.points["final_areas"] == a_token.main + a_token.minor
    assert white.points["clouds"] == 3 and black.points["clouds"] == 0
    own_left = 9 * 1 + 3 * 2 + 2 * 3 + 2 * 4
    neutral_left = 3 * 1 + 2 * 2 + 2 * 3 + 2 * 4
    assert white.points["unplanted"] == -(own_left + neutral_left)
    assert black.points["unplanted"] == -(9 + 4 * 2 + 2 * 3 + 2 * 4 + neutral_left)
    assert white.points["backs"] == 0 and black.points["backs"] == b_token.back
    result = GAME.result(s)
    assert result is not None
    assert [seat["total"] for seat in result["seats"]] == [p.score for p in s.players]
    assert [[part["points"] for part in seat["parts"]] for seat in result["seats"]] == [
        list(p.points.values()) for p in s.players
    ]
    assert [part["label"] for part in result["seats"][0]["parts"]] == [
        "Start",
        "Plants",
        "Areas scored in play",
        "Areas scored at the end",
        "Clouds left",
        "Plants left over",
        "Area token backs",
    ]
    assert result["tie_break"] == "most area tokens"
    assert white.score == sum(before[0].values()) + 10 + 3 - 50
    finals_events = events_of(events, "final")
    assert [e["seat"] for e in finals_events] == [0, 1]
    assert events[-1]["type"] == "game_over" and events[-1]["result"] == result


def test_no_moves_after_the_end() -> None:
    s = _final_position()
    s, _ = apply(s, 0, {"type": "discard", "domino": s.players[0].hand[0]}, END)
    s, _ = apply(s, 1, {"type": "discard", "domino": s.players[1].hand[0]})
    assert GAME.legal_moves(s, 0) == [] and GAME.legal_moves(s, 1) == []
    refused(s, 0, {"type": "joker", "animal": 3}, "The game is over")


def test_no_result_while_playing() -> None:
    assert GAME.result(new(2)) is None
