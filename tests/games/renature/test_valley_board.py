"""The Valley board as data (valley.json): what it holds, setup on it, and how a broken
file is refused with a reason naming what is wrong."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from server.games.base import option_values
from server.games.renature.mushrooms import sites
from server.games.renature.state import BOARDS, RenatureOptions
from server.games.renature.valley import DATA, load
from tests.games.renature.files import refusal
from tests.games.renature.positions import GAME, at, new

FRONT, BACK = BOARDS["valley"], BOARDS["valley-variant"]
SIZES = {
    "A": 4, "B": 3, "C": 6, "D": 3, "E": 6, "F": 6, "G": 3, "H": 4, "I": 5, "J": 10, "K": 7,
    "L": 3, "M": 5, "N": 4, "O": 4, "P": 3, "Q": 8, "R": 3, "S": 2, "T": 2, "U": 4,
}  # fmt: skip
PONDS = [(4, 4), (4, 10), (10, 4), (10, 10)]
STUMPS = [(0, 12), (1, 4), (6, 4), (6, 10), (9, 2), (12, 10), (13, 3), (14, 13)]
FRONT_CLOUDS = [(1, 2), (3, 6), (3, 9), (4, 13), (12, 4), (13, 1), (13, 8), (13, 12)]
BACK_CLOUDS = [(2, 2), (2, 6), (3, 8), (4, 14), (12, 5), (12, 12), (13, 0), (14, 8)]


def cells(rcs: list[tuple[int, int]]) -> set[int]:
    return {at(r, c) for r, c in rcs}


def test_the_board_option_offers_the_base_board_and_both_valley_sides() -> None:
    boards = [o.get("board", "base") for o in option_values(RenatureOptions)]
    assert boards == ["base", "valley", "valley-variant"]
    assert RenatureOptions().board == "base"


@pytest.mark.parametrize("board", [FRONT, BACK])
def test_both_sides_have_the_reconstructed_geometry(board: Any) -> None:
    assert board.area_size == SIZES and sum(SIZES.values()) == 95
    assert sum(board.domino) == 130 and board.space == "meadow"
    assert board.starts == cells(PONDS) and board.stumps == cells(STUMPS)
    assert board.mushrooms == 8 and board.cloud_tokens == 32 and not board.tokens


def test_front_clouds_lie_on_meadow_and_back_clouds_on_area_spaces() -> None:
    assert FRONT.clouds == dict.fromkeys(sorted(cells(FRONT_CLOUDS)), 1)
    assert BACK.clouds == dict.fromkeys(sorted(cells(BACK_CLOUDS)), 1)
    assert all(FRONT.domino[i] for i in FRONT.clouds)
    assert not any(BACK.domino[i] for i in BACK.clouds)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("board", ["valley", "valley-variant"])
def test_setup_one_cloud_per_cloud_space_mushrooms_beside_no_area_tokens(
    players: int, board: str
) -> None:
    s = new(players, seed=players, board=board)
    assert s.board is BOARDS[board] and s.frontier == cells(PONDS)
    assert sum(s.clouds.values()) == 8 and all(p.clouds == 6 for p in s.players)
    assert s.box_clouds == 32 - 8 - 6 * players
    assert s.mushroom_supply == 8 and s.mushrooms == () and s.box_mushrooms == 0
    assert s.tokens == {} and s.token_cells == {} and s.box_tokens == ()
    assert list(s.areas.cells) == sorted(SIZES)


def test_the_front_has_95_mushroom_sites_at_the_start_the_back_103() -> None:
    assert len(sites(new(2, board="valley"))) == 95
    assert len(sites(new(2, board="valley-variant"))) == 103  # its 8 `*` are plain meadow


def test_an_unknown_board_is_refused() -> None:
    with pytest.raises(ValueError, match="board"):
        GAME.new(2, 1, {"board": "mountains"})


# ---------------------------------------------------------------- broken copies


def broken(tmp_path: Path, change: Any) -> str:
    """Load a copy of valley.json changed by `change(raw)`; the reason it is refused."""
    return refusal(tmp_path, DATA, load, change)


def set_cell(side: str, *changes: tuple[int, int, str]) -> Any:
    """A change of valley.json: (row, col, legend character) on one side's grid."""

    def change(raw: Any) -> None:
        rows = raw["sides"][side]["rows"]
        for r, c, ch in changes:
            rows[r] = rows[r][:c] + ch + rows[r][c + 1 :]

    return change


def test_the_file_as_shipped_loads() -> None:
    assert set(load()) == {"valley", "valley-variant"}


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda raw: raw["sides"].pop("valley-variant"), "sides.valley-variant: Field required"),
        (lambda raw: raw.pop("mushrooms"), "mushrooms: Field required"),
        (lambda raw: raw.update(mushrooms="eight"), "mushrooms: Input should be a valid integer"),
        (lambda raw: raw["sides"]["valley"]["rows"].pop(), "side 'valley': the board must be 15"),
        (set_cell("valley", (0, 0, "?")), "unknown space '?' at (0, 0)"),
        (set_cell("valley", (4, 4, ".")), "4 starting spaces, not 3"),
        (set_cell("valley", (0, 12, ".")), "7 tree stumps and 8 mushroom tokens"),
        (set_cell("valley", (6, 2, "A")), "area A is not connected"),
        (set_cell("valley", (0, 7, "B")), "areas B, C touch at (0, 7)"),
        (set_cell("valley", (0, 12, "."), (13, 13, "#")), "stumps at (13, 13) and beside it"),
        (set_cell("valley", (5, 1, "*")), "too few cloud tokens for 4 players"),
        (set_cell("valley", (1, 2, "."), (2, 2, "f")), "at (2, 2) must lie on a meadow space"),
        (set_cell("valley-variant", (2, 2, "F"), (4, 13, "*")), "(4, 13) must lie on an area"),
        (set_cell("valley-variant", (5, 1, "#")), "side 'valley-variant': the board has 9"),
        (set_cell("valley", (7, 10, "X")), "side 'valley': the meadow must be one network"),
        (lambda raw: raw.update(cloud_tokens=31), "too few cloud tokens for 4 players"),
        (lambda raw: raw.update(mushrooms=7), "8 tree stumps and 7 mushroom tokens"),
    ],
)
def test_a_broken_file_is_refused_naming_what_is_wrong(
    tmp_path: Path, change: Any, words: str
) -> None:
    reason = broken(tmp_path, change)
    assert reason.startswith("valley.json: ")
    assert words in reason
