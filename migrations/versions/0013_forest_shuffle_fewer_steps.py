"""Forest Shuffle's stored moves in fewer steps: a play names its tree, a payment is one move

A card was played in several stored moves: `play` {card, as}, then for a half `place`
{tree, slot}, then one `pay` {card} per card of its cost. Now a play names its tree
({card, as, tree}; a tree or a sapling names none) and the payment is one `pay` {cards: the
ids in increasing order}. Each stored Forest Shuffle game is rewritten:

- each `undo` goes, with the step it took back (the latest step not yet taken back);
- a play and its place become one play; the pays of one play become one pay;
- what was not finished when the game was stored goes: a half played without its place, the
  pays of a payment short of the cost (steps that could be taken back, so nothing hidden is
  lost). The play itself stays, and the game waits for its payment: a play with no payment
  yet may also be a card played for free, which needs none, and the two cannot be told
  apart without the game's state.

The moves are numbered again from 1, the game's version is their count, the client's move
id of every rewritten move is cleared, and the game's reviews are deleted (they are made
again when asked for). Going back splits each play and each pay into the old moves (the
undos are not brought back). The conversion, and the cards' costs it needs, are written out
here, not taken from the engine, so that it stays what it was.

Revision ID: 0013
Revises: 0012
"""

from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"

# What playing each card face up costs, by card id, as the engine's card data had it: a tree
# card (ids 0-65) one digit; a top/bottom card (66-113), then a left/right card (114-157),
# two digits, top then bottom, left then right.
TREE_COSTS = "111111111222222222222200000000001111111111222222222222211111111111"
SPLIT_COSTS = (
    "201111220102020110122110112000000000110100001010"  # top/bottom, 66-89
    "000200022110122201000000122011201100000202021212"  # 90-113
    "01010210201012111231132311102110212222222211"  # left/right, 114-135
    "11112311110130201321110231022011010112021012"  # 136-157
)
FIRST_SPLIT = 66
HALVES = ("top", "bottom", "left", "right")

Move = dict[str, Any]
Row = tuple[int, Move, Any]  # seat, move, created_at

games = sa.table(
    "games",
    sa.column("id"),
    sa.column("game"),
    sa.column("status", sa.String),
    sa.column("version", sa.Integer),
)
moves = sa.table(
    "moves",
    sa.column("game_id", sa.Integer),
    sa.column("seq", sa.Integer),
    sa.column("seat", sa.Integer),
    sa.column("move", sa.JSON),
    sa.column("move_id", sa.String),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
reviews = sa.table("reviews", sa.column("game_id", sa.Integer))


def cost(card: int, way: str) -> int:
    """The cards to pay to play `card` `way`."""
    if way == "sapling":
        return 0
    if way == "tree":
        return int(TREE_COSTS[card])
    return int(SPLIT_COSTS[2 * (card - FIRST_SPLIT) + (way in ("bottom", "right"))])


def without_undos(rows: list[Row]) -> list[Row]:
    """`rows` without the undos and the steps they took back."""
    kept: list[Row] = []
    for row in rows:
        if row[1].get("type") == "undo":
            kept.pop()
        else:
            kept.append(row)
    return kept


def fewer_steps(rows: list[Row]) -> list[Row]:
    """The moves in the new form: each play with its place, each play's pays as one pay,
    what was not finished at the end left out (see the module's text)."""
    out: list[Row] = []
    for seat, move, at in without_undos(rows):
        kind = move.get("type")
        last = out[-1][1] if out else {}
        if kind == "place":
            out[-1] = (seat, last | {"tree": move["tree"]}, at)
        elif kind == "pay" and last.get("type") == "pay":
            out[-1] = (seat, {"type": "pay", "cards": sorted([*last["cards"], move["card"]])}, at)
        elif kind == "pay":
            out.append((seat, {"type": "pay", "cards": [move["card"]]}, at))
        else:
            out.append((seat, move, at))
    last = out[-1][1] if out else {}
    if last.get("type") == "play" and last["as"] in HALVES and "tree" not in last:
        out.pop()
    elif last.get("type") == "pay":
        play = out[-2][1]
        if len(last["cards"]) < cost(play["card"], play["as"]):
            out.pop()
    return out


def more_steps(rows: list[Row]) -> list[Row]:
    """The moves in the old form: a play and its place, one pay per card."""
    out: list[Row] = []
    for seat, move, at in rows:
        if move.get("type") == "play" and "tree" in move:
            play = {k: v for k, v in move.items() if k != "tree"}
            out.append((seat, play, at))
            out.append((seat, {"type": "place", "tree": move["tree"], "slot": move["as"]}, at))
        elif move.get("type") == "pay":
            out += [(seat, {"type": "pay", "card": card}, at) for card in move["cards"]]
        else:
            out.append((seat, move, at))
    return out


def rewrite(convert: Callable[[list[Row]], list[Row]]) -> None:
    """Convert the moves of every stored Forest Shuffle game (a damaged one is kept as it
    was); the moves from the first one that changed are written again, numbered on, without
    the client's move id."""
    connection = op.get_bind()
    found = connection.execute(
        sa.select(games.c.id).where(games.c.game == "forest-shuffle", games.c.status != "damaged")
    )
    for (game_id,) in found.all():
        stored = connection.execute(
            sa.select(moves.c.seat, moves.c.move, moves.c.created_at)
            .where(moves.c.game_id == game_id)
            .order_by(moves.c.seq)
        ).all()
        old: list[Row] = [(seat, move, at) for seat, move, at in stored]
        new = convert(old)
        same = next(
            (i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a[:2] != b[:2]),
            min(len(old), len(new)),
        )
        if same == len(old) == len(new):
            continue
        connection.execute(moves.delete().where(moves.c.game_id == game_id, moves.c.seq > same))
        if new[same:]:
            connection.execute(
                moves.insert(),
                [
                    {"game_id": game_id, "seq": seq, "seat": seat, "move": move}
                    | {"move_id": None, "created_at": at}
                    for seq, (seat, move, at) in enumerate(new[same:], same + 1)
                ],
            )
        connection.execute(games.update().where(games.c.id == game_id).values(version=len(new)))
        connection.execute(reviews.delete().where(reviews.c.game_id == game_id))


def upgrade() -> None:
    rewrite(fewer_steps)


def downgrade() -> None:
    rewrite(more_steps)
