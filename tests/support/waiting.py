"""A bounded wait for a condition that no event announces (an answer over HTTP, a process
coming up), saying what it waited for when it gives up."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_for(condition: Callable[[], T | None], what: str, timeout: float = 30.0) -> T:
    """Ask `condition` until its answer is true, looking again every 10 ms; returns that answer.
    Raises AssertionError naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not (answer := condition()):
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:g} s for {what}")
        time.sleep(0.01)
    return answer
