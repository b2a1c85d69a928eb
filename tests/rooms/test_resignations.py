"""The ranking with resignations: resigned seats last, the first to resign last of all."""

from __future__ import annotations

from datetime import UTC, datetime

from server.persistence.games import Holder, SeatName
from server.rooms.resignations import adjusted


def result(ranking: list[list[int]]) -> dict[str, object]:
    seats = [{"total": 10 - i, "parts": []} for i in range(4)]
    return {"seats": seats, "ranking": ranking, "winners": ranking[0], "tie_break": None}


def holder(minute: int | None) -> Holder:
    at = None if minute is None else datetime(2025, 1, 1, 12, minute, tzinfo=UTC)
    return Holder(1, "medium" if at else None, SeatName("someone"), at)


def test_resigned_seats_go_last_in_the_reverse_order_of_resigning() -> None:
    final = adjusted(result([[0, 1], [2], [3]]), [holder(5), holder(None), holder(1), holder(None)])
    assert final["ranking"] == [[1], [3], [0], [2]]
    assert final["winners"] == [1]
    assert [s.get("resigned", False) for s in final["seats"]] == [True, False, True, False]
    assert final["seats"][0]["total"] == 10


def test_nobody_resigned_leaves_the_result_as_it_was() -> None:
    before = result([[1], [0, 2, 3]])
    assert adjusted(before, [holder(None)] * 4) == before
