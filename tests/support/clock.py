"""A clock the tests move on."""

from __future__ import annotations

from datetime import datetime, timedelta

from server.persistence.models import now


class Clock:
    """The time now, moved on by the tests: real time plus what they added."""

    def __init__(self) -> None:
        self.ahead = timedelta()

    def __call__(self) -> datetime:
        return now() + self.ahead

    def advance(self, by: timedelta) -> None:
        self.ahead += by
