"""The browser client's pages (Jinja2 shells filled in by web/static's modules); their
files are served by server/api/static.py."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

from server.accounts import MIN_PASSWORD, NAME_RULE, PASSWORD_RULE
from server.api import modules
from server.api.deps import DB, MaybeUser
from server.api.language import messages_url
from server.api.modules import STATIC
from server.errors import NotFound
from server.games import registry
from server.i18n import LANGUAGES, current, gettext, ngettext
from server.ids import MAX_ID
from server.lobby import by_token, can_see
from server.persistence.models import GameRecord, Table

templates = Jinja2Templates(directory=STATIC.parent / "templates")
templates.env.add_extension("jinja2.ext.i18n")
templates.env.install_gettext_callables(gettext, ngettext, newstyle=False)  # type: ignore[attr-defined]
templates.env.globals.update(language=current, languages=LANGUAGES, messages_url=messages_url)

router = APIRouter(include_in_schema=False)


def page(request: Request, name: str, **context: object) -> HTMLResponse:
    return templates.TemplateResponse(request, name, context)


def missing(request: Request, text: str) -> HTMLResponse:
    """The page saying that what was asked for is not there (`text`), with status 404."""
    return templates.TemplateResponse(request, "missing.html", {"text": text}, status_code=404)


@router.get("/")
def lobby(request: Request) -> HTMLResponse:
    return page(request, "lobby.html")


@router.get("/login")
def login(request: Request) -> HTMLResponse:
    return page(
        request,
        "login.html",
        name_rule=NAME_RULE,
        password_rule=PASSWORD_RULE,
        min_password=MIN_PASSWORD,
        games=[registry.get(name) for name in registry.names()],
    )


@router.get("/tables/{table_id}")
def table(request: Request, table_id: int, db: DB, user: MaybeUser) -> HTMLResponse:
    """A table's page, if the user may see the table."""
    found = db.get(Table, table_id) if 1 <= table_id <= MAX_ID else None
    if found is None or not can_see(db, found, user):
        return missing(request, gettext("There is no table {table_id}.", table_id=table_id))
    return page(request, "table.html", table_id=table_id)


@router.get("/invite/{token}")
def invitation(request: Request, token: str, db: DB) -> HTMLResponse:
    """The page an invitation link opens: its table's."""
    try:
        by_token(db, token)
    except NotFound as error:
        return missing(request, error.said(current()))
    return page(request, "table.html", token=token)


def game_page(request: Request, db: DB, game_id: int, template: str) -> HTMLResponse:
    """A page of game `game_id` that loads the game's own client by its name (the page
    saying there is no such game, with status 404, if there is none)."""
    record = db.get(GameRecord, game_id) if 1 <= game_id <= MAX_ID else None
    if record is None:
        return missing(request, gettext("There is no game {game_id}.", game_id=game_id))
    rules = registry.get(record.game)
    return page(
        request,
        template,
        game_id=game_id,
        game_name=rules.name,
        game_title=rules.title,
        modules=modules.graph(f"js/pages/{Path(template).stem}.mjs", rules.name),
    )


@router.get("/games/{game_id}")
def game(request: Request, game_id: int, db: DB) -> HTMLResponse:
    """The game page."""
    return game_page(request, db, game_id, "game.html")


@router.get("/games/{game_id}/replay")
def replay(request: Request, game_id: int, db: DB) -> HTMLResponse:
    """The game's replay page."""
    return game_page(request, db, game_id, "replay.html")


@router.get("/rules/{game_name}")
def rules(request: Request, game_name: str) -> HTMLResponse:
    """A game's rules page, drawn by its rules module (web/static/js/games/<name>/rules/)."""
    try:
        game = registry.get(game_name)
    except KeyError:
        name, title = None, None
    else:
        name, title = game.name, game.title
    return page(
        request,
        "rules.html",
        game_name=name,
        game_title=title,
        modules=modules.graph("js/pages/rules.mjs", name),
    )
