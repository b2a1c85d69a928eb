"""Refusals: the expected ways a request fails, each with a code, an HTTP status and a reason.

The HTTP layer answers a `Refusal` with its status and `{"error": code, "detail": reason}`
(and a Retry-After header when the refusal says when to try again); the websocket layer
sends it as an error frame with the same code and reason.
"""

from __future__ import annotations

from server.i18n import Reason


class Refusal(Reason):
    """A request refused for a reason a person can read (answered in the request's language:
    `said`). Nothing was changed."""

    code = "refused"
    status = 400

    def __init__(self, message: str, *, retry_after: int | None = None, **values: object) -> None:
        super().__init__(message, **values)
        self.retry_after = retry_after  # seconds, for a refusal that passes

    @property
    def detail(self) -> str:
        """The reason in English."""
        return str(self)


class NotAuthenticated(Refusal):
    code = "not_authenticated"
    status = 401


class Forbidden(Refusal):
    code = "forbidden"
    status = 403


class NotFound(Refusal):
    code = "not_found"
    status = 404


class Conflict(Refusal):
    code = "conflict"
    status = 409


class Invalid(Refusal):
    code = "invalid"
    status = 422


class NotYourSeat(Forbidden):
    code = "not_your_seat"


class NotYourTurn(Conflict):
    code = "not_your_turn"


class StaleVersion(Conflict):
    code = "stale_version"


class GameOver(Conflict):
    code = "game_over"


class TimeUp(Conflict):
    """A move made after its seat's time ran out (the table's clock settles the seat)."""

    code = "time_up"


class Damaged(Conflict):
    """A stored game that can no longer be loaded; it is kept as it was."""

    code = "damaged"


class IllegalMoveRefusal(Invalid):
    code = "illegal_move"


class RateLimited(Refusal):
    code = "rate_limited"
    status = 429


class Unavailable(Refusal):
    """The database could not be reached; nothing the client can see changed."""

    code = "unavailable"
    status = 503
