"""Budgets: how often an address or a person may do something costly or floodable (fail a
log-in, make the server hash a password, become a guest), over moving windows kept by the
`limits` library: in this process's memory, or in Redis when several processes share it.

Log-in failures count per (name, address) and per address, never per name alone: nobody
can lock an account's owner out by failing log-ins with its name from elsewhere.
"""

from __future__ import annotations

import math
import time

from limits import RateLimitItem, parse
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

from server.errors import RateLimited
from server.i18n import N_

LOGIN_FAILURES_PER_NAME = parse("5 per 15 minutes")  # per name, from one address
LOGIN_FAILURES_PER_ADDRESS = parse("30 per 15 minutes")


class Budgets:
    """Moving-window budgets by key, in `storage` ("memory://" or a Redis URL); with the
    site's budgets per address: `hashes` (passwords hashed for sign-ins, registrations and
    guest conversions) and `guests` (new guests)."""

    def __init__(
        self, storage: str = "memory://", hashes_per_minute: int = 60, guests_per_hour: int = 30
    ) -> None:
        self.limiter = MovingWindowRateLimiter(storage_from_string(storage))
        self.hashes = parse(f"{hashes_per_minute} per minute")
        self.guests = parse(f"{guests_per_hour} per hour")

    def spend(self, limit: RateLimitItem, *key: str, message: str) -> None:
        """Take one from `limit`'s budget for `key`. Raises RateLimited saying `message`
        (a message whose {wait} is the seconds to wait) when it is spent."""
        if not self.limiter.hit(limit, *key):
            self._refuse(limit, key, message)

    def check(self, limit: RateLimitItem, *key: str, message: str) -> None:
        """Raises RateLimited saying `message` (its {wait}: the seconds to wait) if
        `limit`'s budget for `key` is spent."""
        if not self.limiter.test(limit, *key):
            self._refuse(limit, key, message)

    def clear(self, limit: RateLimitItem, *key: str) -> None:
        """Give `key` its whole budget back."""
        self.limiter.clear(limit, *key)

    def _refuse(self, limit: RateLimitItem, key: tuple[str, ...], message: str) -> None:
        reset = self.limiter.get_window_stats(limit, *key).reset_time
        wait = max(1, math.ceil(reset - time.time()))
        raise RateLimited(message, retry_after=wait, wait=wait)


class LoginThrottle:
    """Failed log-ins: too many for one name from one address, or from one address, and
    further tries from there are refused for a while; a right password clears the name's
    count for that address."""

    def __init__(self, budgets: Budgets) -> None:
        self.budgets = budgets

    def check(self, name: str, address: str) -> None:
        """Raises RateLimited if the name from this address, or the address, failed too often."""
        said = N_("Too many failed log-ins: try again in {wait} s.")
        self.budgets.check(LOGIN_FAILURES_PER_NAME, "login", name.lower(), address, message=said)
        self.budgets.check(LOGIN_FAILURES_PER_ADDRESS, "login", address, message=said)

    def failed(self, name: str, address: str) -> None:
        """Count a failed log-in against the name from this address and the address."""
        self.budgets.limiter.hit(LOGIN_FAILURES_PER_NAME, "login", name.lower(), address)
        self.budgets.limiter.hit(LOGIN_FAILURES_PER_ADDRESS, "login", address)

    def succeeded(self, name: str, address: str) -> None:
        """Forget the failures of `name` from `address` (after its right password)."""
        self.budgets.clear(LOGIN_FAILURES_PER_NAME, "login", name.lower(), address)
