"""Renature's cells named ("e4") in stored moves; results in the game-neutral shape

Stored Renature moves named cells as [row, col]; the engine now names them by column
letter and row number ("e4" is row 4, column 5, counting from 1 at the top left). Stored
results had scores, a breakdown by part and area tokens; they now have per seat the total
and the named parts, with the ranking, winners and tie-break in words. The conversion is
written out here, not taken from the engine, so that it stays what it was.

Revision ID: 0003
Revises: 0002
"""

from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"

COLUMNS = "abcdefghijklmno"
LABELS = {
    "start": "Start",
    "plants": "Plants",
    "areas": "Areas scored in play",
    "final_areas": "Areas scored at the end",
    "clouds": "Clouds left",
    "unplanted": "Plants left over",
    "backs": "Area token backs",
}
TIE_BREAK = "most area tokens"

games = sa.table("games", sa.column("id"), sa.column("game"), sa.column("result", sa.JSON))
moves = sa.table("moves", sa.column("game_id"), sa.column("seq"), sa.column("move", sa.JSON))


def name(rc: Any) -> Any:
    """[row, col] as a name; anything else as it was."""
    if isinstance(rc, list) and len(rc) == 2 and all(isinstance(x, int) for x in rc):
        return f"{COLUMNS[rc[1]]}{rc[0] + 1}"
    return rc


def row_col(text: Any) -> Any:
    """A name as [row, col]; anything else as it was."""
    if isinstance(text, str) and len(text) >= 2 and text[0] in COLUMNS and text[1:].isdigit():
        return [int(text[1:]) - 1, COLUMNS.index(text[0])]
    return text


def moves_with(cell: Callable[[Any], Any]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def convert(move: dict[str, Any]) -> dict[str, Any]:
        out = dict(move)
        if "cell" in out:
            out["cell"] = cell(out["cell"])
        if isinstance(out.get("cells"), list):
            out["cells"] = [cell(c) for c in out["cells"]]
        return out

    return convert


def new_result(old: dict[str, Any]) -> dict[str, Any]:
    if "seats" in old:
        return old
    seats = [
        {
            "total": total,
            "parts": [{"label": LABELS.get(k, k), "points": p} for k, p in parts.items()],
        }
        for total, parts in zip(old["scores"], old["breakdown"], strict=True)
    ]
    return {
        "seats": seats,
        "ranking": old["ranking"],
        "winners": old["winners"],
        "tie_break": TIE_BREAK,
    }


def old_result(new: dict[str, Any]) -> dict[str, Any]:
    if "scores" in new:
        return new
    keys = {label: key for key, label in LABELS.items()}
    return {
        "scores": [seat["total"] for seat in new["seats"]],
        "breakdown": [
            {keys.get(p["label"], p["label"]): p["points"] for p in seat["parts"]}
            for seat in new["seats"]
        ],
        "tokens": [0 for _ in new["seats"]],  # not kept in the new shape
        "ranking": new["ranking"],
        "winners": new["winners"],
    }


def rewrite(
    move: Callable[[dict[str, Any]], dict[str, Any]],
    result: Callable[[dict[str, Any]], dict[str, Any]],
) -> None:
    connection = op.get_bind()
    renature = sa.select(games.c.id).where(games.c.game == "renature")
    rows = connection.execute(
        sa.select(moves.c.game_id, moves.c.seq, moves.c.move).where(moves.c.game_id.in_(renature))
    )
    for game_id, seq, stored in rows.all():
        changed = move(stored)
        if changed != stored:
            connection.execute(
                moves.update()
                .where(moves.c.game_id == game_id, moves.c.seq == seq)
                .values(move=changed)
            )
    finished = sa.select(games.c.id, games.c.result).where(
        games.c.game == "renature", games.c.result.is_not(None)
    )
    for game_id, stored in connection.execute(finished).all():
        if stored is not None:
            connection.execute(
                games.update().where(games.c.id == game_id).values(result=result(stored))
            )


def upgrade() -> None:
    rewrite(moves_with(name), new_result)


def downgrade() -> None:
    rewrite(moves_with(row_col), old_result)
