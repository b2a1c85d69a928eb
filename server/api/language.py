"""The language a request is answered in, the person's choice of it, and the browser
client's catalogues.

The language is the signed-in person's (kept in their session from the account), else the
one chosen in this browser (a cookie), else the one its Accept-Language header prefers.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
from functools import cache
from http.cookies import SimpleCookie

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from server.api.deps import DB, MaybeUser
from server.errors import NotFound
from server.games import registry
from server.i18n import LANGUAGES, SOURCE, client_messages, negotiate, speaking

COOKIE = "language"
YEAR = 365 * 24 * 3600

router = APIRouter(tags=["accounts"])


def chosen(scope: Scope) -> str:
    """The language to answer the request of `scope` in."""
    language = scope.get("session", {}).get("language")
    if language in LANGUAGES:
        return str(language)
    headers = Headers(scope=scope)
    cookie = SimpleCookie()
    with contextlib.suppress(ValueError):
        cookie.load(headers.get("cookie", ""))
    if COOKIE in cookie and cookie[COOKIE].value in LANGUAGES:
        return cookie[COOKIE].value
    return negotiate(headers.get("accept-language"))


class Speaking:
    """Answers each request (and each socket's frames) in its language (inside the session);
    an HTTP answer says which (Content-Language), and that it varies with what chooses it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        language = chosen(scope)
        scope.setdefault("state", {})["language"] = language

        async def said(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers.setdefault("content-language", language)
                headers.add_vary_header("Accept-Language")
                headers.add_vary_header("Cookie")
            await send(message)

        with speaking(language):
            await self.app(scope, receive, said if scope["type"] == "http" else send)


class LanguageChoice(BaseModel):
    language: str


@router.post("/api/language")
def choose(body: LanguageChoice, request: Request, db: DB, user: MaybeUser) -> Response:
    """Read the site in `language` from now on: in this browser, and for an account on
    every device and in its mails. 404 for a language the site does not speak."""
    if body.language not in LANGUAGES:
        raise NotFound("The site does not speak {language!r}.", language=body.language[:16])
    if user is not None:
        user.language = body.language
        db.commit()
        request.session["language"] = body.language
    answer = JSONResponse({"language": body.language})
    secure = request.app.state.settings.cookie_secure
    answer.set_cookie(COOKIE, body.language, max_age=YEAR, samesite="lax", secure=secure)
    return answer


def domains(game: str | None) -> tuple[str, ...]:
    """The catalogues a page of `game` (None: of no game) reads."""
    return ("client",) if game is None else ("client", game)


@cache
def messages(language: str, game: str | None) -> tuple[bytes, bytes, str]:
    """The browser client's catalogue for a page of `game` in `language`, gzipped too, and
    its version."""
    body = bytes(JSONResponse(client_messages(language, domains(game))).body)
    return body, gzip.compress(body, mtime=0), hashlib.sha256(body).hexdigest()[:12]


def messages_url(language: str, game: str | None) -> str:
    """Where a page of `game` finds its messages in `language` ("" for English)."""
    if language == SOURCE:
        return ""
    *_bodies, version = messages(language, game)
    return f"/i18n/{language}/{game or 'site'}.json?v={version}"


@router.get("/i18n/{language}/{name}.json", include_in_schema=False)
def catalogue(language: str, name: str, request: Request) -> Response:
    """The messages of the site's pages ("site") or of a game's in `language`, kept by the
    browser for a year (their address changes with them), gzipped when it takes that."""
    game = None if name == "site" else name
    if language not in LANGUAGES or language == SOURCE or game not in (None, *registry.names()):
        raise NotFound(
            "There are no messages {name!r} in {language!r}.",
            name=name[:32],
            language=language[:16],
        )
    body, gzipped, _version = messages(language, game)
    headers = {"Cache-Control": f"public, max-age={YEAR}, immutable", "Vary": "Accept-Encoding"}
    if "gzip" in request.headers.get("accept-encoding", ""):
        body, headers = gzipped, headers | {"Content-Encoding": "gzip"}
    return Response(body, media_type="application/json", headers=headers)
