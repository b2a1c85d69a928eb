"""The lobby's rules: tables, seats, invitations, starting games, and "my games".

Every function works on a database session, commits what it changes, and raises a
`Refusal` (nothing changed) for what the rules do not allow. Every change to an open
table's seats or status begins by claiming the table (`claim`), so that changes to one
table happen one after the other, each on what the one before left.
"""

from __future__ import annotations

import random
import secrets
from typing import Any

from pydantic import ValidationError
from sqlalchemy import ColumnElement, delete, func, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from server import clocks
from server.accounts import by_name
from server.clocks import NO_CLOCK, Clock
from server.errors import Conflict, Forbidden, Invalid, NotFound, RateLimited, Refusal
from server.games import registry
from server.games.base import EDITION, Game
from server.i18n import N_, gettext
from server.persistence.games import timing_values
from server.persistence.models import (
    GameRecord,
    GameStatus,
    Invitation,
    Kick,
    Seat,
    Table,
    TableOrigin,
    TableStatus,
    User,
    now,
)

MAX_OPEN_TABLES = 10  # open tables one person may host at once
MAX_OPEN_TABLES_PER_ADDRESS = 20  # open tables that may be opened from one client address
MAX_GAMES_WITH_BOTS = 10  # games with bots, or alone, being played that one person started
# why a table that is no longer open cannot be changed, by its status
NO_LONGER_OPEN = {
    TableStatus.PLAYING: N_("The table is playing, no longer open."),
    TableStatus.FINISHED: N_("The table is finished, no longer open."),
    TableStatus.CLOSED: N_("The table is closed, no longer open."),
}


def create_table(
    db: Session,
    host: User,
    game: str,
    size: int,
    options: dict[str, Any],
    public: bool,
    clock: Clock = NO_CLOCK,
    players_chat: bool = False,
    address: str | None = None,
) -> Table:
    """A new open table for `game` with `size` seats, the host in the first; its options
    checked by the game's option schema and stored with every default filled in; its turn
    `clock`; whether only its players may read and write its game's chat; opened from the
    client `address` (None: not known).

    Raises Invalid for an unknown game, a size it cannot be played with, bad options
    (naming the option) or a clock's bot level the game has not; RateLimited when `host`
    already hosts MAX_OPEN_TABLES open tables, or MAX_OPEN_TABLES_PER_ADDRESS open tables
    were opened from `address`.
    """
    table = _new_table(db, host, game, size, options, public, clock, players_chat, address)
    db.commit()
    return table


def _new_table(
    db: Session,
    host: User,
    game: str,
    size: int,
    options: dict[str, Any],
    public: bool,
    clock: Clock,
    players_chat: bool,
    address: str | None,
    rematch_of: int | None = None,
) -> Table:
    """`create_table`'s table, added to the session and not yet committed; the rematch of
    game `rematch_of` if given."""
    hosted = db.scalar(
        select(func.count())
        .select_from(Table)
        .where(Table.host_id == host.id, Table.status == TableStatus.OPEN)
    )
    if hosted is not None and hosted >= MAX_OPEN_TABLES:
        raise RateLimited(
            "You host {n} open tables, the most one may: start or leave one first.", n=hosted
        )
    if address is not None and _opened_from(db, address) >= MAX_OPEN_TABLES_PER_ADDRESS:
        raise RateLimited(
            "{n} open tables were opened from your address, the most one may: start or leave"
            " one first.",
            n=MAX_OPEN_TABLES_PER_ADDRESS,
        )
    try:
        rules = registry.get(game)
    except KeyError:
        raise Invalid(
            "There is no game {game!r}; games: {games}.",
            game=game,
            games=", ".join(registry.names()),
        ) from None
    if size not in rules.player_counts:
        counts = ", ".join(str(n) for n in rules.player_counts)
        raise Invalid(
            "{title} is played by {counts} players, not {size}.",
            title=gettext(rules.title),
            counts=counts,
            size=size,
        )
    normal = checked_options(rules, size, options)
    if clock.on and clock.bot_level not in rules.bot_levels:
        levels = ", ".join(rules.bot_levels)
        raise Invalid(
            "{title}'s bots play at {levels}, not {level!r}.",
            title=gettext(rules.title),
            levels=levels,
            level=clock.bot_level,
        )
    table = Table(
        game=game,
        size=size,
        options=normal,
        public=public,
        clock=clock.model_dump(mode="json"),
        players_chat=players_chat,
        host=host,
        invite_token=secrets.token_urlsafe(24),
        seats=[Seat(user_id=host.id, seat=0)],
    )
    db.add(table)
    db.add(TableOrigin(table=table, address=address, rematch_of=rematch_of))
    return table


def _opened_from(db: Session, address: str) -> int:
    """How many open tables were opened from the client `address`."""
    opened = db.scalar(
        select(func.count())
        .select_from(TableOrigin)
        .join(Table, Table.id == TableOrigin.table_id)
        .where(TableOrigin.address == address, Table.status == TableStatus.OPEN)
    )
    return opened or 0


def _forget_address(db: Session, table: Table) -> None:
    """Let go of the address `table` was opened from: it no longer counts once the table
    is no longer open, and is kept no longer than that."""
    db.execute(update(TableOrigin).where(TableOrigin.table_id == table.id).values(address=None))


def written_out(rules: Game, options: dict[str, Any]) -> dict[str, Any]:
    """`options` with every default written out (the rules edition among them), as stored.
    Raises pydantic's ValidationError for options the game's model refuses."""
    return rules.options.model_validate(options).model_dump(mode="json")


def checked_options(rules: Game, size: int, options: dict[str, Any]) -> dict[str, Any]:
    """`options` with the defaults filled in, as the game's option schema reads them.

    Raises Invalid naming the first option refused."""
    try:
        normal = written_out(rules, options)
        rules.new(size, 0, normal)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "options"
        raise Invalid("Option {where}: {reason}.", where=where, reason=first["msg"]) from None
    except ValueError as error:
        raise Invalid("Options refused: {reason}.", reason=error) from None
    return normal


def get_table(db: Session, table_id: int) -> Table:
    """The table `table_id` with its seats. Raises NotFound."""
    table = db.scalar(select(Table).where(Table.id == table_id).options(selectinload(Table.seats)))
    if table is None:
        raise NotFound("There is no table {table_id}.", table_id=table_id)
    return table


def by_token(db: Session, token: str) -> Table:
    """The table whose invitation link carries `token`. Raises NotFound."""
    table = db.scalar(select(Table).where(Table.invite_token == token))
    if table is None:
        raise NotFound("This invitation link is not valid.")
    return table


def is_invited(db: Session, table: Table, user: User) -> bool:
    """Whether `user` was invited to `table` by name."""
    found = db.scalar(
        select(Invitation.id).where(Invitation.table_id == table.id, Invitation.user_id == user.id)
    )
    return found is not None


def seen_by(user: User | None) -> ColumnElement[bool]:
    """The condition on `Table` that `user` (None: someone signed out) may see a table and
    its game without its link: it is public, or `user` is seated at it or invited to it."""
    if user is None:
        return Table.public.is_(True)
    seated = select(Seat.id).where(Seat.table_id == Table.id, Seat.user_id == user.id)
    invited = select(Invitation.id).where(
        Invitation.table_id == Table.id, Invitation.user_id == user.id
    )
    return or_(
        Table.public.is_(True),
        seated.correlate(Table).exists(),
        invited.correlate(Table).exists(),
    )


def can_see(db: Session, table: Table, user: User | None, token: str | None = None) -> bool:
    """Whether `user` may see `table`: by `seen_by`, or holding its invitation link's
    `token`."""
    if table.public or (token is not None and secrets.compare_digest(token, table.invite_token)):
        return True
    return db.scalar(select(Table.id).where(Table.id == table.id, seen_by(user))) is not None


def list_open(
    db: Session, game: str | None = None, before: int | None = None, limit: int = 50
) -> list[Table]:
    """Open public tables with a free seat, newest first: of `game` only if given, older
    than table `before` if given (the next page), at most `limit`."""
    free = (
        select(func.count())
        .select_from(Seat)
        .where(Seat.table_id == Table.id)
        .correlate(Table)
        .scalar_subquery()
    )
    query = select(Table).where(
        Table.status == TableStatus.OPEN, Table.public.is_(True), free < Table.size
    )
    if game is not None:
        query = query.where(Table.game == game)
    if before is not None:
        query = query.where(Table.id < before)
    tables = db.scalars(
        query.options(selectinload(Table.seats)).order_by(Table.id.desc()).limit(limit)
    )
    return list(tables)


def list_live(db: Session, limit: int = 20, offset: int = 0) -> list[GameRecord]:
    """Public games being played, the one moved in last first: at most `limit`, after the
    first `offset`."""
    games = db.scalars(
        select(GameRecord)
        .join(Table, Table.id == GameRecord.table_id)
        .where(Table.public.is_(True), GameRecord.status == GameStatus.PLAYING)
        .options(selectinload(GameRecord.table).selectinload(Table.seats))
        .order_by(GameRecord.updated_at.desc(), GameRecord.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return list(games)


def concerned(db: Session, table: Table) -> set[int]:
    """The users whose lobby shows `table` besides its public lists: those seated at it
    (their games) and those invited to it (their invitations)."""
    invited = db.scalars(select(Invitation.user_id).where(Invitation.table_id == table.id))
    return {s.user_id for s in table.seats if s.user_id is not None} | set(invited)


def join(db: Session, table: Table, user: User, token: str | None = None) -> Table:
    """Seat `user` at `table`. Private tables need an invitation or the link's token.

    Raises Conflict if the table is not open, is full or `user` is seated; NotFound for a
    private table `user` may not see; Forbidden if the host took `user` off the table and
    has not invited them again.
    """
    table = claim(db, table)
    if any(s.user_id == user.id for s in table.seats):
        raise Conflict("You are already at this table.")
    allowed = (
        table.public
        or (token is not None and secrets.compare_digest(token, table.invite_token))
        or is_invited(db, table, user)
    )
    if not allowed:  # as if it did not exist, like every private thing one may not see
        raise _refused(db, NotFound("There is no table {table_id}.", table_id=table.id))
    if db.scalar(select(Kick.id).where(Kick.table_id == table.id, Kick.user_id == user.id)):
        kicked = Forbidden("The host took you off this table: you need a new invitation.")
        raise _refused(db, kicked)
    _add_seat(db, table, Seat(user_id=user.id))
    return table


def leave(db: Session, table: Table, user: User) -> Table | None:
    """Take `user` off `table` before the game starts; the table, or None if it was closed.

    A leaving host hands the table to the next person seated; with nobody left it closes.
    Raises Conflict if the game started, NotFound if `user` is not seated.
    """
    table = claim(db, table)
    seat = next((s for s in table.seats if s.user_id == user.id), None)
    if seat is None:
        raise _refused(db, NotFound("You are not at this table."))
    table.seats.remove(seat)
    if table.host_id == user.id:
        heir = next((s.user for s in table.seats if s.user is not None), None)
        if heir is None:
            db.delete(table)
            db.commit()
            return None
        table.host = heir
    db.commit()
    return table


def cancel(db: Session, table: Table, host: User) -> Table:
    """The host closes `table` before the game starts: its seats and invitations dropped.

    Raises Forbidden unless `host` hosts it, Conflict if it is no longer open.
    """
    table = claim(db, table, host)
    table.seats.clear()
    db.execute(delete(Invitation).where(Invitation.table_id == table.id))
    _forget_address(db, table)
    table.status = TableStatus.CLOSED
    db.commit()
    return table


def kick(db: Session, table: Table, host: User, seat_id: int) -> Table:
    """The host takes seat `seat_id` (a person or a bot) off the table. A person taken off
    comes back only when invited again by name (the link no longer lets them in).

    Raises Forbidden unless `host` hosts it, NotFound for no such seat, Invalid for oneself.
    """
    table = claim(db, table, host)
    seat = next((s for s in table.seats if s.id == seat_id), None)
    if seat is None:
        raise _refused(db, NotFound("There is no seat {seat_id} at this table.", seat_id=seat_id))
    if seat.user_id == host.id:
        raise _refused(db, Invalid("The host cannot kick themself; leave the table instead."))
    table.seats.remove(seat)
    if seat.user_id is not None:
        db.execute(
            delete(Invitation).where(
                Invitation.table_id == table.id, Invitation.user_id == seat.user_id
            )
        )
        db.add(Kick(table_id=table.id, user_id=seat.user_id))
    db.commit()
    return table


def add_bot(db: Session, table: Table, host: User, level: str) -> Table:
    """The host gives an empty seat to a bot of `level`. Raises Forbidden, Conflict, Invalid."""
    levels = registry.get(table.game).bot_levels
    if level not in levels:
        raise Invalid(
            "There is no bot level {level!r}; levels: {levels}.",
            level=level,
            levels=", ".join(levels),
        )
    table = claim(db, table, host)
    _add_seat(db, table, Seat(bot_level=level))
    return table


def invite(db: Session, table: Table, host: User, name: str) -> Invitation:
    """The host invites the user called `name` (also one taken off the table before).

    Raises Forbidden, NotFound, Conflict."""
    table = claim(db, table, host)
    user = by_name(db, name)
    if user is None:
        raise _refused(db, NotFound("There is no user {name!r}.", name=name))
    if any(s.user_id == user.id for s in table.seats):
        raise _refused(db, Conflict("{name} is already at this table.", name=user.name))
    invitation = Invitation(table_id=table.id, user_id=user.id)
    db.execute(delete(Kick).where(Kick.table_id == table.id, Kick.user_id == user.id))
    db.add(invitation)
    try:
        db.commit()
    except IntegrityError:
        db.rollback()
        raise Conflict("{name} is already invited.", name=user.name) from None
    return invitation


def invitees(db: Session, table: Table) -> list[str]:
    """The names of the people invited to `table` by name and not seated at it, in the order
    they were invited."""
    seated = {s.user_id for s in table.seats if s.user_id is not None}
    rows = db.execute(
        select(User.id, User.name)
        .join(Invitation, Invitation.user_id == User.id)
        .where(Invitation.table_id == table.id)
        .order_by(Invitation.id)
    )
    return [name for user_id, name in rows if user_id not in seated]


def invitations(db: Session, user: User) -> list[Table]:
    """The open tables `user` is invited to and not yet seated at."""
    tables = db.scalars(
        select(Table)
        .join(Invitation, Invitation.table_id == Table.id)
        .where(Invitation.user_id == user.id, Table.status == TableStatus.OPEN)
        .options(selectinload(Table.seats))
        .order_by(Invitation.id.desc())
    )
    return [t for t in tables if all(s.user_id != user.id for s in t.seats)]


def rematches_of(db: Session, table_ids: list[int]) -> dict[int, int]:
    """The game each of `table_ids` that is a rematch is the rematch of, by table id."""
    origins = db.execute(
        select(TableOrigin.table_id, TableOrigin.rematch_of).where(
            TableOrigin.table_id.in_(table_ids), TableOrigin.rematch_of.is_not(None)
        )
    )
    return {table_id: game_id for table_id, game_id in origins if game_id is not None}


def start(db: Session, table: Table, host: User, order: list[int] | None) -> GameRecord:
    """Start the game of a full table: seats in `order` (seat ids), or shuffled if None.

    Raises Forbidden unless `host` hosts it, Conflict if it is not open or not full,
    Invalid if `order` is not every seat id once.
    """
    table = claim(db, table, host)
    if len(table.seats) != table.size:
        full = Conflict(
            "The table is not full ({taken} of {size} seats).",
            taken=len(table.seats),
            size=table.size,
        )
        raise _refused(db, full)
    alone = table.size == 1  # the bots' work for it: its review
    if (alone or any(s.bot_level for s in table.seats)) and _games_with_bots(
        db, host
    ) >= MAX_GAMES_WITH_BOTS:
        busy = RateLimited(
            "You have {n} games with bots or alone going on: finish one first.",
            n=MAX_GAMES_WITH_BOTS,
        )
        raise _refused(db, busy)
    by_id = {s.id: s for s in table.seats}
    if order is None:
        order = list(by_id)
        random.SystemRandom().shuffle(order)
    elif sorted(order) != sorted(by_id):
        raise _refused(
            db, Invalid("The order must name every seat once: {seats}.", seats=sorted(by_id))
        )
    for seat in table.seats:
        seat.seat = None
    db.flush()
    for number, seat_id in enumerate(order):
        by_id[seat_id].seat = number
    _forget_address(db, table)
    rules = registry.get(table.game)
    seed = secrets.randbits(62)
    state = rules.new(table.size, seed, table.options)
    first = rules.current_seat(state)
    holder = next((s for s in table.seats if s.seat == first), None)
    clocked = holder is not None and holder.user is not None and holder.bot_level is None
    away = holder.user.vacation_until if holder is not None and holder.user else None
    timing = clocks.started(
        Clock.model_validate(table.clock), table.size, first, clocked, away, now()
    )
    record = GameRecord(
        table=table,
        game=table.game,
        players=table.size,
        seed=seed,
        # the game keeps its rules edition, whatever later games are started with
        options=written_out(rules, table.options),
        current_seat=first,
        **timing_values(timing),
    )
    table.status = TableStatus.PLAYING
    db.add(record)
    db.commit()
    return record


def rematch(
    db: Session, game_id: int, user: User, address: str | None = None
) -> tuple[Table, bool]:
    """The table of a rematch of the finished game `game_id`, and whether it is new.

    A new table has the game's game, seats, options, clock and publicity, `user` as its
    host (from the client `address`), the game's bots (of the same levels) in seats, and
    the game's other players invited. If another player opened it already (the open table
    made as this game's rematch, to which `user` is invited), `user` takes a seat there
    instead: never at any other table.

    Raises NotFound (also for a private game `user` did not play in), Forbidden for a public
    one, Conflict while the game is not over or for a damaged game, RateLimited as
    `create_table` does.
    """
    record = db.get(GameRecord, game_id)
    if record is None:
        raise NotFound("There is no game {game_id}.", game_id=game_id)
    old = record.table
    players = {s.user_id for s in old.seats if s.user_id is not None}
    if user.id not in players:
        if not old.public:
            raise NotFound("There is no game {game_id}.", game_id=game_id)
        raise Forbidden("Only the game's players may ask for a rematch.")
    if record.status == GameStatus.PLAYING:
        raise Conflict("The game is not over yet.")
    if record.status == GameStatus.DAMAGED:
        raise Conflict("Game {game_id} is damaged: it cannot be played again.", game_id=game_id)
    opened = _rematch_opened(db, record, user)
    if opened is not None:
        if any(s.user_id == user.id for s in opened.seats):
            return opened, False
        try:
            return join(db, opened, user), False
        except Conflict:
            pass  # filled or started meanwhile: a table of one's own, then
    clock = Clock.model_validate(old.clock)
    options = {k: v for k, v in record.options.items() if k != EDITION}  # the latest rules
    table = _new_table(
        db,
        user,
        record.game,
        record.players,
        options,
        old.public,
        clock,
        old.players_chat,
        address,
        rematch_of=record.id,
    )
    bots = sorted(
        (s for s in old.seats if s.bot_level is not None and s.user_id is None),
        key=lambda s: s.seat or 0,
    )
    for number, bot in enumerate(bots, 1):
        table.seats.append(Seat(bot_level=bot.bot_level, seat=number))
    db.flush()
    db.add_all(Invitation(table_id=table.id, user_id=other) for other in players - {user.id})
    db.commit()
    return table, True


def _rematch_opened(db: Session, record: GameRecord, user: User) -> Table | None:
    """The open table made as `record`'s rematch to which `user` is invited or at which
    they are seated; None if there is none."""
    invited = select(Invitation.id).where(
        Invitation.table_id == Table.id, Invitation.user_id == user.id
    )
    seated = select(Seat.id).where(Seat.table_id == Table.id, Seat.user_id == user.id)
    return db.scalar(
        select(Table)
        .join(TableOrigin, TableOrigin.table_id == Table.id)
        .where(
            TableOrigin.rematch_of == record.id,
            Table.status == TableStatus.OPEN,
            or_(invited.exists(), seated.exists()),
        )
        .options(selectinload(Table.seats))
        .order_by(Table.id)
        .limit(1)
    )


def my_games(db: Session, user: User) -> list[tuple[GameRecord, int]]:
    """`user`'s games with the seat held: ones waiting for `user` first, then the others
    being played, then finished ones; the most recently changed first within each."""
    rows = db.execute(
        select(GameRecord, Seat.seat)
        .join(Seat, Seat.table_id == GameRecord.table_id)
        .where(Seat.user_id == user.id)
        .options(selectinload(GameRecord.table).selectinload(Table.seats))
        .order_by(GameRecord.updated_at.desc())
        .limit(500)
    ).all()
    games = [(g, seat) for g, seat in rows if seat is not None]

    def rank(item: tuple[GameRecord, int]) -> int:
        record, seat = item
        if record.status != GameStatus.PLAYING:
            return 2
        return 0 if record.current_seat == seat else 1

    return sorted(games, key=rank)


def claim(db: Session, table: Table, host: User | None = None) -> Table:
    """`table` as it is now, claimed for a change by this session until it commits or
    rolls back: the claim (counting up the table's version) is the transaction's first
    write, so a concurrent change to the table waits for it (PostgreSQL's row lock, SQLite's
    write lock) and then reads what this one left. With `host`, only the host may claim it.

    Raises Conflict if the table is no longer open, Forbidden if `host` does not host it.
    """
    table_id = table.id
    db.rollback()  # begins the claim's transaction afresh, with nothing read before it
    claimed = db.scalar(
        update(Table)
        .where(Table.id == table_id, Table.status == TableStatus.OPEN)
        .values(version=Table.version + 1)
        .returning(Table.id)
    )
    fresh = db.scalar(
        select(Table)
        .where(Table.id == table_id)
        .options(selectinload(Table.seats))
        .execution_options(populate_existing=True)
    )
    if fresh is None:
        raise _refused(db, NotFound("There is no table {table_id}.", table_id=table_id))
    if claimed is None:
        raise _refused(db, Conflict(NO_LONGER_OPEN[fresh.status]))
    if host is not None and fresh.host_id != host.id:
        raise _refused(db, Forbidden("Only the host may do that."))
    return fresh


def _refused(db: Session, refusal: Refusal) -> Refusal:
    """`refusal`, after giving up the claim (nothing changed)."""
    db.rollback()
    return refusal


def _games_with_bots(db: Session, host: User) -> int:
    """How many games with a bot seat, or of one seat, started by `host`, are being played."""
    with_bots = select(Seat.table_id).where(Seat.bot_level.is_not(None))
    return (
        db.scalar(
            select(func.count())
            .select_from(GameRecord)
            .join(Table, Table.id == GameRecord.table_id)
            .where(
                Table.host_id == host.id,
                GameRecord.status == GameStatus.PLAYING,
                or_(GameRecord.table_id.in_(with_bots), Table.size == 1),
            )
        )
        or 0
    )


def _add_seat(db: Session, table: Table, seat: Seat) -> None:
    """Put `seat` in the lowest free place; the unique (table, seat) key refuses a race."""
    taken = {s.seat for s in table.seats}
    free = [n for n in range(table.size) if n not in taken]
    if not free:
        raise _refused(db, Conflict("The table is full."))
    seat.seat = free[0]
    table.seats.append(seat)
    try:
        db.commit()
    except IntegrityError:
        db.rollback()
        raise Conflict("That seat was just taken.") from None
