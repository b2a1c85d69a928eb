"""A token bucket: at most `rate` messages a second on average, `burst` at once."""

from __future__ import annotations

import time


class TokenBucket:
    """Counts messages against a rate; `take()` says whether one more is allowed now."""

    __slots__ = ("burst", "rate", "stamp", "tokens")

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        """Use one token if there is one. Returns False when the rate is exceeded."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
