"""Rules editions: the games of Cascadia and Forest Shuffle stored so far are of edition 1

Cascadia's and Forest Shuffle's readings of some rules changed (docs/rules/cascadia.md and
docs/rules/forest-shuffle.md, "Rules editions"): a game keeps the edition it was started
under, in its options, so that it replays as it was played. Each stored game of the two
without one is given edition 1; new games are started under the latest. Going back takes
the edition out of the games that have edition 1.

Revision ID: 0014
Revises: 0013
"""

from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"

GAMES = ("cascadia", "forest-shuffle")  # the games that gained a rules edition
EDITION = "edition"

games = sa.table("games", sa.column("id"), sa.column("game"), sa.column("options", sa.JSON))


def _rewrite(change: Any) -> None:
    db = op.get_bind()
    rows = db.execute(sa.select(games.c.id, games.c.options).where(games.c.game.in_(GAMES)))
    for game_id, options in rows.all():
        changed = change(dict(options))
        if changed is not None:
            db.execute(games.update().where(games.c.id == game_id).values(options=changed))


def upgrade() -> None:
    _rewrite(lambda options: None if EDITION in options else options | {EDITION: 1})


def downgrade() -> None:
    _rewrite(
        lambda options: (
            {k: v for k, v in options.items() if k != EDITION}
            if options.get(EDITION) == 1
            else None
        )
    )
