"""Post-game reviews: a player of a finished game asks the hard bot to review their moves,
and follows the review's progress and results (server/rooms/reviews.py)."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel

from server.api.deps import DB, CurrentUser, Kept, Rooms, client_of
from server.api.schemas import PathId
from server.errors import NotFound
from server.persistence.models import Review, ReviewStatus
from server.rooms import reviews
from server.rooms.reviews import Runner

router = APIRouter(prefix="/api/games", tags=["reviews"])


def get_runner(request: Request) -> Runner:
    """The process's review runner."""
    runner: Runner = request.app.state.reviews
    return runner


ReviewRunner = Annotated[Runner, Depends(get_runner)]


class ReviewedMove(BaseModel):
    """One decision reviewed: the version its move made, the step judged (its index among
    the move's steps, and the step), the hard bot's step instead (None when the step made
    was as good), the points lost, the verdict in words."""

    version: int
    step: int = 0  # results stored before moves had several steps judged their only step
    move: dict[str, Any]
    best: dict[str, Any] | None
    loss: float
    text: str  # in the request's language

    @classmethod
    def of(cls, entry: dict[str, Any]) -> ReviewedMove:
        """The stored result `entry`, its words in the language spoken."""
        return cls(**(entry | {"text": reviews.said(entry["text"])}))


class ReviewPublic(BaseModel):
    """A seat's review: its status ("none" until asked for), its progress (`done`
    decisions of `total`, None until they are counted) and the decisions reviewed so far,
    in the game's order."""

    game: int
    seat: int
    status: Literal["none"] | ReviewStatus
    done: int
    total: int | None
    results: list[ReviewedMove]

    @classmethod
    def of(cls, game_id: int, seat: int, review: Review | None) -> ReviewPublic:
        if review is None:
            return cls(game=game_id, seat=seat, status="none", done=0, total=None, results=[])
        return cls(
            game=game_id,
            seat=seat,
            status=review.status,
            done=review.done,
            total=review.total,
            results=[ReviewedMove.of(entry) for entry in review.results],
        )


@router.post("/{game_id}/review")
def ask_review(
    game_id: PathId, db: DB, user: CurrentUser, runner: ReviewRunner, seat: int | None = None
) -> ReviewPublic:
    """Ask the hard bot to review the user's moves in the finished game `game_id` (their
    seat, or `seat` if it is theirs); asking again answers the review asked for before.

    Refused: NotAuthenticated, NotFound (also a private game of others), Forbidden (not a
    player of a public game), Invalid (no such seat),
    NotYourSeat (a bot's seat or another person's), Conflict (the game is not over),
    RateLimited (the user has `reviews.MAX_WAITING` reviews queued or under way).
    """
    review = reviews.ask(db, game_id, user.id, seat)
    runner.wake()
    return ReviewPublic.of(game_id, review.seat, review)


@router.get("/{game_id}/review")
def review_of(game_id: PathId, db: DB, user: CurrentUser, seat: int | None = None) -> ReviewPublic:
    """The review of the user's moves in game `game_id` (their seat, or `seat` if it is
    theirs): status "none" when none was asked for. Refused as `ask_review` is, but for a
    game not over (its review is "none")."""
    found = reviews.reviewed_seat(db, game_id, user.id, seat)
    return ReviewPublic.of(game_id, found, reviews.find(db, game_id, found))


class BetterMove(BaseModel):
    """The position after the hard bot's step instead of one reviewed: the version the
    move made, the step, the seat's view then and the events of the bot's step as the seat
    sees them."""

    game: int
    version: int
    step: int
    seat: int
    view: dict[str, Any]
    events: list[dict[str, Any]]


def _better(
    db: DB, game_id: int, user_id: int, seat: int | None, version: int, step: int
) -> tuple[int, dict[str, Any]]:
    """The seat reviewed and the hard bot's step instead of step `step` of the move that
    made `version`. Raises as `review_of`, and NotFound when the review marks no better
    step there."""
    found = reviews.reviewed_seat(db, game_id, user_id, seat)
    review = reviews.find(db, game_id, found)
    results = [] if review is None else [ReviewedMove.of(entry) for entry in review.results]
    best = next((r.best for r in results if (r.version, r.step) == (version, step)), None)
    if best is None:
        raise NotFound(
            "The review marks no better step for move {version}, step {step}.",
            version=version,
            step=step,
        )
    return found, best


@router.get("/{game_id}/review/{version}/better")
async def better_move(
    game_id: PathId,
    version: int,
    request: Request,
    db: DB,
    user: CurrentUser,
    hub: Rooms,
    replays: Kept,
    seat: int | None = None,
    step: int = 0,
) -> BetterMove:
    """The game after the hard bot's step instead of the user's step `step` of the move
    that made `version` (their seat, or `seat` if it is theirs), for the replay to draw it.
    Refused as `review_of` is, and NotFound when the review marks no better step there."""
    found, best = await asyncio.to_thread(_better, db, game_id, user.id, seat, version, step)
    game = await replays.game(hub, game_id)
    instead = await replays.instead(
        game_id, game, version, found, client_of(request, user), step, best
    )
    return BetterMove(
        game=game_id,
        version=version,
        step=step,
        seat=found,
        view=instead.step.view,
        events=instead.events,
    )
