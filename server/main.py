"""The application factory: settings, database, rooms, middleware, routes, error handlers."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from argon2 import PasswordHasher
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse, Response
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from starlette.exceptions import HTTPException
from starlette.middleware.sessions import SessionMiddleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.types import ASGIApp, Receive, Scope, Send

from server import ratings
from server.accounts import Accounts
from server.api import (
    accounts,
    games,
    health,
    language,
    mail,
    notifications,
    pages,
    players,
    replays,
    reviews,
    tables,
)
from server.api import app as installable
from server.api.bodies import BodyLimitMiddleware
from server.api.csrf import CSRFMiddleware
from server.api.headers import SecurityHeadersMiddleware
from server.api.static import StaticFiles
from server.config import Settings
from server.errors import Refusal
from server.i18n import current, gettext
from server.mail.sender import Sender
from server.persistence.db import make_engine, make_sessions
from server.persistence.games import Store
from server.relay import Relay
from server.rooms import bots
from server.rooms.hub import Hub
from server.rooms.replays import Replays
from server.rooms.reviews import Runner
from server.throttle import Budgets, LoginThrottle
from server.ws import endpoint
from server.ws.feed import Feed
from server.ws.watchers import Watchers

log = logging.getLogger(__name__)

SWAGGER_UI = "https://cdn.jsdelivr.net/npm/swagger-ui-dist@5.17.14"  # one version, never "latest"

DATABASE_RETRY = 5  # seconds a client is asked to wait while the database is unreachable


def create_app(settings: Settings | None = None) -> FastAPI:
    """A new application on the configured database (whose schema must be up to date)."""
    settings = settings or Settings()
    bots.set_workers(settings.bot_workers)
    engine = make_engine(settings.db_url)
    sessions = make_sessions(engine)
    watchers = Watchers()
    relay = Relay(settings.redis_url, settings.redis_channel) if settings.redis_url else None
    hub = Hub(
        Store(engine),
        history=settings.update_history,
        bot_delay=settings.bot_delay,
        max_rooms=settings.max_rooms,
        relay=relay,
        bot_lease=settings.bot_lease,
        sync_interval=settings.sync_interval,
        clock_interval=settings.clock_interval,
        transport=Feed,
        watchers=watchers.tell,
    )
    sender = Sender(sessions, settings, relay)
    runner = Runner(hub.store, settings.review_budget, settings.review_interval)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        rating = asyncio.create_task(ratings.keep_rated(sessions))
        sender.start()
        runner.start()
        yield
        await runner.close()
        rating.cancel()
        await sender.stop()
        hub.close()
        bots.shutdown()
        if relay is not None:
            await relay.close()
        engine.dispose()

    app = FastAPI(title="Nature Table", lifespan=lifespan, docs_url=None, redoc_url=None)
    if settings.api_docs:
        _add_docs(app)
    app.state.settings = settings
    app.state.engine = engine
    app.state.sessions = sessions
    app.state.hub = hub
    app.state.watchers = watchers
    app.state.mail = sender
    app.state.replays = Replays()
    app.state.reviews = runner
    app.state.accounts = Accounts(
        PasswordHasher(time_cost=settings.argon2_time_cost, memory_cost=settings.argon2_memory_cost)
    )
    budgets = Budgets(
        settings.redis_url or "memory://", settings.hashes_per_minute, settings.guests_per_hour
    )
    app.state.budgets = budgets
    app.state.login_throttle = LoginThrottle(budgets)
    session: dict[str, Any] = {
        "secret_key": settings.key,
        "session_cookie": settings.session_cookie,
        "max_age": settings.session_max_age,
        "same_site": "lax",
        "https_only": settings.cookie_secure,
    }
    app.add_middleware(CSRFMiddleware, settings=settings)
    app.add_middleware(language.Speaking)  # inside the session, which may name the language
    app.add_middleware(SessionMiddleware, **session)
    app.add_middleware(StaticFiles)  # outside the session's and CSRF's, inside the headers'
    app.add_middleware(SecurityHeadersMiddleware, https=settings.cookie_secure)
    app.add_middleware(TrustedHostMiddleware, allowed_hosts=settings.allowed_hosts)
    app.add_middleware(
        BodyLimitMiddleware, max_bytes=settings.max_body_bytes, timeout=settings.body_timeout
    )
    sockets = TrustedHostMiddleware(
        SessionMiddleware(language.Speaking(endpoint.sockets), **session),
        allowed_hosts=settings.allowed_hosts,
    )
    app.add_middleware(SocketsFirst, sockets=sockets)
    routers = (
        accounts,
        language,
        tables,
        games,
        replays,
        reviews,
        players,
        mail,
        notifications,
        pages,
        installable,
        health,
    )
    for module in routers:
        app.include_router(module.router)
    _add_error_handlers(app)
    return app


class SocketsFirst:
    """Sends websocket connections to `sockets` (the socket endpoint behind the host check
    and the session only), not through the HTTP middlewares and routes: each of those
    stays in memory for as long as a socket it passed is open (13 KiB of an idle one)."""

    def __init__(self, app: ASGIApp, sockets: ASGIApp) -> None:
        self.app = app
        self.sockets = sockets

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await (self.sockets if scope["type"] == "websocket" else self.app)(scope, receive, send)


def _add_docs(app: FastAPI) -> None:
    """The API's documentation page at /docs, with Swagger UI of one pinned version."""

    @app.get("/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url="/openapi.json",
            title="Nature Table API",
            swagger_js_url=f"{SWAGGER_UI}/swagger-ui-bundle.js",
            swagger_css_url=f"{SWAGGER_UI}/swagger-ui.css",
        )


def _error(status: int, code: str, detail: str, retry_after: int | None = None) -> JSONResponse:
    headers = None if retry_after is None else {"Retry-After": str(retry_after)}
    return JSONResponse({"error": code, "detail": detail}, status_code=status, headers=headers)


def asks_for_a_page(request: Request) -> bool:
    """Whether `request` is a browser's for a page (not the API's, not a static file's)."""
    path = request.url.path
    return (
        request.method == "GET"
        and "text/html" in request.headers.get("accept", "")
        and not path.startswith(("/api/", "/static/"))
    )


def _add_error_handlers(app: FastAPI) -> None:
    """Every failure answers `{"error": code, "detail": reason}` with a fitting status."""

    @app.exception_handler(Refusal)
    async def refused(_: Request, error: Refusal) -> JSONResponse:
        return _error(error.status, error.code, error.said(current()), error.retry_after)

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, error: RequestValidationError) -> JSONResponse:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return _error(
            422, "invalid", gettext("{where}: {reason}", where=where, reason=first["msg"])
        )

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> Response:
        if error.status_code == 404 and asks_for_a_page(request):
            return pages.missing(request, gettext("There is no page at this address."))
        code = "not_found" if error.status_code == 404 else "http_error"
        return _error(error.status_code, code, str(error.detail))

    @app.exception_handler(OperationalError)
    @app.exception_handler(InterfaceError)
    async def database_down(_: Request, error: DBAPIError) -> JSONResponse:
        log.error("database unavailable: %s", error)
        detail = gettext("The database is unavailable; try again shortly.")
        return _error(503, "unavailable", detail, DATABASE_RETRY)
