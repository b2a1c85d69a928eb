"""Turn clocks: what a table chooses, and the timing of a game's turn (docs/clocks.md).

A table chooses no clock; a time per turn, for play over days (12 hours to a week, with a
reminder mailed when a quarter of it is left); or live clocks: a bank of time per seat
that runs down on its turns, plus an increment at the end of each turn. A turn is a seat's
run of moves: its clock starts when the seat to move changes.

A clock runs only for a person playing their own seat: never for a bot, nor for a seat a
bot plays for its person. When it runs out, as the table chose: a bot of the chosen level
plays the seat until its person takes it back ("bot"), or the person is out, a bot finishes
the seat and it is ranked last ("out"). Every change of who plays a seat sets the timing by
one rule (`reseated`), so that no deadline is ever left on a bot's turn.

Vacation days pause a person's per-turn clocks: a turn that begins during their vacation
starts counting at its end, and one under way when it begins is lengthened by it.

Everything here is a pure function of the stored timing and a time given; the database
holds the timing (server.persistence.games), and timeouts are found there
(server.rooms.hub.Hub.check_clocks), so none is lost to a restart.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

HOUR = 3600
DAY = 24 * HOUR
PER_TURN = (12 * HOUR, DAY, 3 * DAY, 7 * DAY)  # the per-turn times a table may choose
BANK = (60, 3 * HOUR)  # the least and most time a live clock's bank may start with
MAX_INCREMENT = 600
REMIND_LEFT = 0.25  # the share of a per-turn time left when its person is reminded
RETURN_BANK = 60.0  # the least a live seat's bank holds when its person takes it back


class ClockKind(enum.StrEnum):
    NONE = "none"
    TURN = "turn"  # a time per turn, for play over days
    LIVE = "live"  # a bank per seat plus an increment per turn


class OnTimeout(enum.StrEnum):
    BOT = "bot"  # a bot plays the seat until its person takes it back
    OUT = "out"  # the person is out: a bot finishes the seat, ranked last


class Clock(BaseModel):
    """A table's clock (stored as the table's `clock`). The bot level is checked against
    the game's levels where the table is made (server.lobby)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: ClockKind = ClockKind.NONE
    per_turn: int | None = None  # seconds, one of PER_TURN (kind "turn")
    bank: int | None = Field(default=None, ge=BANK[0], le=BANK[1])  # seconds (kind "live")
    increment: int = Field(default=0, ge=0, le=MAX_INCREMENT)  # seconds (kind "live")
    on_timeout: OnTimeout = OnTimeout.BOT
    bot_level: str = Field(default="medium", max_length=32)

    @model_validator(mode="after")
    def _fits_kind(self) -> Clock:
        if self.kind == ClockKind.TURN and self.per_turn not in PER_TURN:
            hours = ", ".join(f"{t // HOUR} h" for t in PER_TURN)
            raise ValueError(f"a clock per turn gives one of {hours} (per_turn, in seconds)")
        if self.kind == ClockKind.LIVE and self.bank is None:
            raise ValueError("a live clock needs a bank (seconds)")
        if self.kind != ClockKind.TURN and self.per_turn is not None:
            raise ValueError("per_turn is for a clock per turn")
        if self.kind != ClockKind.LIVE and (self.bank is not None or self.increment):
            raise ValueError("bank and increment are for live clocks")
        return self

    @property
    def on(self) -> bool:
        return self.kind != ClockKind.NONE


def choices() -> dict[str, Any]:
    """What a table may choose, for the create-table dialog."""
    return {
        "kinds": [k.value for k in ClockKind],
        "per_turn": list(PER_TURN),
        "bank": {"min": BANK[0], "max": BANK[1]},
        "max_increment": MAX_INCREMENT,
        "on_timeout": [o.value for o in OnTimeout],
    }


@dataclass(frozen=True, slots=True)
class Timing:
    """Where a game's clock stands: when the current turn began, when its seat's time runs
    out (None: no clock runs) and when its person is reminded; with live clocks, each
    seat's bank in seconds as of the start of the current turn."""

    turn_since: datetime | None = None
    deadline: datetime | None = None
    remind_at: datetime | None = None
    banks: tuple[float, ...] | None = None

    def view(self, clock: Clock) -> dict[str, Any]:
        """The clock as the players' frames show it (times in ISO 8601)."""
        return {
            "kind": clock.kind.value,
            "turn_since": _iso(self.turn_since),
            "deadline": _iso(self.deadline),
            "banks": list(self.banks) if self.banks is not None else None,
        }


NO_CLOCK = Clock()


def _iso(at: datetime | None) -> str | None:
    return None if at is None else at.isoformat()


def started(
    clock: Clock, players: int, seat: int | None, clocked: bool, away: datetime | None, at: datetime
) -> Timing:
    """The timing of a game starting at `at` with `seat` to move (`clocked`: a person plays
    it; `away`: the end of their vacation, if any)."""
    if not clock.on:
        return Timing()
    banks = (float(clock.bank or 0),) * players if clock.kind == ClockKind.LIVE else None
    return _turn(clock, Timing(banks=banks), seat, clocked, away, at)


def after_move(
    clock: Clock,
    timing: Timing,
    mover: int,
    seat: int | None,
    clocked: bool,
    away: datetime | None,
    at: datetime,
) -> Timing:
    """The timing after `mover` moved at `at` with `seat` next (None: the game is over):
    the same turn goes on while `seat` is the mover; else the mover's bank is charged (the
    time taken, plus the increment) and `seat`'s turn begins."""
    if not clock.on or seat == mover:
        return timing
    if seat is None:
        return Timing(banks=timing.banks)
    banks = timing.banks
    if banks is not None and timing.deadline is not None and timing.turn_since is not None:
        used = (at - timing.turn_since).total_seconds()
        banks = _with(banks, mover, max(0.0, banks[mover] - used) + clock.increment)
    return _turn(clock, replace(timing, banks=banks), seat, clocked, away, at)


def _turn(
    clock: Clock,
    timing: Timing,
    seat: int | None,
    clocked: bool,
    away: datetime | None,
    at: datetime,
) -> Timing:
    """`timing` with `seat`'s turn beginning at `at`."""
    if seat is None or not clocked:
        return Timing(turn_since=at, banks=timing.banks)
    if timing.banks is not None:
        return Timing(at, at + timedelta(seconds=timing.banks[seat]), None, timing.banks)
    per_turn = timedelta(seconds=clock.per_turn or 0)
    deadline = max(at, away or at) + per_turn
    return Timing(at, deadline, deadline - per_turn * REMIND_LEFT, None)


def reseated(
    clock: Clock,
    timing: Timing,
    seat: int,
    current: int | None,
    person: bool,
    away: datetime | None,
    at: datetime,
    ran_out: bool = False,
) -> Timing:
    """`timing` once who plays `seat` changed at `at`: the one rule of every change of hands
    (a resignation, a time-out, a take-back). `person`: its person plays it from now on
    (else a bot); `ran_out`: because its time ran out, which empties a live bank; `away`:
    the end of the person's vacation, if any.

    A live bank taken back holds at least RETURN_BANK. On `seat`'s turn the turn begins
    anew with its new holder: its clock runs from `at` if a person plays it, and not at
    all if a bot does, so that no deadline is ever left to a bot (whose moves it would
    refuse) nor taken from a person."""
    if not clock.on:
        return timing
    banks = timing.banks
    if banks is not None and (ran_out or person):
        banks = _with(banks, seat, 0.0 if ran_out else max(banks[seat], RETURN_BANK))
    timing = replace(timing, banks=banks)
    if seat != current:
        return timing
    return _turn(clock, timing, seat, person, away, at)


def ran_out_this_turn(timing: Timing, seat: int, current: int | None, since: datetime) -> bool:
    """Whether a bot stands in for `seat` (`since` then) because its time ran out on the
    turn under way: that turn is the bot's, as no time is left for it."""
    return seat == current and timing.turn_since is not None and since >= timing.turn_since


def shifted(timing: Timing, by: timedelta, at: datetime) -> Timing:
    """`timing` with its deadline and reminder moved by `by` (a vacation begun, lengthened
    or ended early at `at`); a deadline passed by `at` stays: its time-out is due."""
    if timing.deadline is None or timing.deadline <= at:
        return timing
    remind = None if timing.remind_at is None else timing.remind_at + by
    return replace(timing, deadline=timing.deadline + by, remind_at=remind)


def _with(banks: tuple[float, ...], seat: int, value: float) -> tuple[float, ...]:
    return (*banks[:seat], value, *banks[seat + 1 :])
