"""Broken copies of Renature's data files, for the tests of their loaders."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


def refusal(
    tmp_path: Path, data: Path, load: Callable[[Path], object], change: Callable[[Any], object]
) -> str:
    """Load, with `load`, a copy of the data file `data` changed by `change(raw)`; returns
    the reason it is refused (a ValueError is expected)."""
    raw = json.loads(data.read_text())
    change(raw)
    path = tmp_path / data.name
    path.write_text(json.dumps(raw))
    with pytest.raises(ValueError) as refused:
        load(path)
    return str(refused.value)
