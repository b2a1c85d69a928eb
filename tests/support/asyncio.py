"""Async tests on an event loop of their own, whatever loop the test process already runs
(the browser tests' Playwright keeps one running in the main thread)."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")


def run_new(work: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run(work)`, on a new event loop in a thread of its own."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, work).result()


def in_new_loop(test: Callable[P, Coroutine[Any, Any, None]]) -> Callable[P, None]:
    """`test` as a plain test that runs the coroutine on a new event loop in its own thread."""

    @functools.wraps(test)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        run_new(test(*args, **kwargs))

    return run
