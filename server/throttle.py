"""Login throttling: after too many failed log-ins for one name (5), or from one address
(30), within 15 minutes, further attempts are refused until the oldest failure leaves the
window; a right password then clears the name's count.

Failures are kept in this process's memory (each server process counts its own).
"""

from __future__ import annotations

import time
from collections import deque

from server.errors import RateLimited

MAX_KEYS = 100_000


class LoginThrottle:
    """Counts failed log-ins by name and by address over the last `window` seconds."""

    def __init__(self, per_name: int = 5, per_address: int = 30, window: float = 900.0) -> None:
        self.limits = {"name": per_name, "address": per_address}
        self.window = window
        self.failures: dict[tuple[str, str], deque[float]] = {}

    def check(self, name: str, address: str) -> None:
        """Raises RateLimited if the name or the address has too many recent failures."""
        now = time.monotonic()
        for key in (("name", name.lower()), ("address", address)):
            recent = self._recent(key, now)
            if len(recent) >= self.limits[key[0]]:
                wait = int(recent[0] + self.window - now) + 1
                raise RateLimited(f"Too many failed log-ins: try again in {wait} s.")

    def failed(self, name: str, address: str) -> None:
        """Count a failed log-in against the name and the address."""
        now = time.monotonic()
        if len(self.failures) >= MAX_KEYS:
            self._forget_old(now)
        for key in (("name", name.lower()), ("address", address)):
            self._recent(key, now).append(now)

    def succeeded(self, name: str) -> None:
        """Forget the failures of `name` (after its right password)."""
        self.failures.pop(("name", name.lower()), None)

    def _recent(self, key: tuple[str, str], now: float) -> deque[float]:
        recent = self.failures.setdefault(key, deque())
        while recent and recent[0] <= now - self.window:
            recent.popleft()
        return recent

    def _forget_old(self, now: float) -> None:
        old = now - self.window
        for key in [k for k, times in self.failures.items() if not times or times[-1] <= old]:
            del self.failures[key]
        if len(self.failures) >= MAX_KEYS:
            self.failures.clear()
