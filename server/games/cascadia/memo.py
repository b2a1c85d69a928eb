"""Values worked out once per key and kept: tables that fill as the game meets new keys."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Memo(dict[K, V]):
    """A dict that makes a missing key's value by `make(key)` and keeps it: `memo[key]` is
    a plain dict lookup once the key has been met."""

    def __init__(self, make: Callable[[K], V]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> V:
        value = self[key] = self.make(key)
        return value
