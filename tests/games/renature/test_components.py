"""components.json is read by pydantic models: a broken copy is refused naming the bad
field, or the rule it breaks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from server.games.renature.components import COMPONENTS, DATA, load
from tests.games.renature.files import refusal


def broken(tmp_path: Path, change: Any) -> str:
    """Load a copy of components.json changed by `change(raw)`; the reason it is refused."""
    return refusal(tmp_path, DATA, load, change)


def test_the_file_as_shipped_loads() -> None:
    assert len(COMPONENTS.dominoes) == 55 and len(COMPONENTS.tokens) == 21
    assert COMPONENTS.value == {"turf": 1, "bush": 2, "pine": 3, "oak": 4}


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda raw: raw.pop("hand_size"), "hand_size: Field required"),
        (lambda raw: raw["costs"].update(joker="two"), "costs.joker: Input should be a valid"),
        (lambda raw: raw["area_tokens"][0].pop("back"), "area_tokens.0.back: Field required"),
        (lambda raw: raw["player_boards"]["3"]["own"].pop("oak"), "player_boards.3.own.oak"),
        (lambda raw: raw["board"].update(colour="green"), "board.colour: Extra inputs"),
        (lambda raw: raw["plant_kinds"].update(oak=5), "worth 1, 2, 3 and 4"),
    ],
)
def test_a_broken_file_is_refused_naming_what_is_wrong(
    tmp_path: Path, change: Any, words: str
) -> None:
    reason = broken(tmp_path, change)
    assert reason.startswith("components.json: ")
    assert words in reason
