"""CSRF protection for every state-changing request.

A request made with a session must carry the session's token in the X-CSRF-Token header
(the token is in the signed cookie, so a forged page cannot know it). Any state-changing
request whose Origin header names another site is refused as well.
"""

from __future__ import annotations

import secrets

from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from server.config import Settings
from server.i18n import gettext
from server.ws.endpoint import origin_allowed

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
HEADER = "x-csrf-token"


class CSRFMiddleware:
    """Refuses (403, error "csrf") unsafe HTTP requests without the session's token.

    Must run inside Starlette's SessionMiddleware, which puts the session in the scope.
    """

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in SAFE_METHODS:
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        reason = None
        if not origin_allowed(headers, scope["scheme"], self.settings):
            reason = gettext("Requests from another site are not accepted.")
        else:
            expected = scope.get("session", {}).get("csrf")
            given = headers.get(HEADER, "")
            if expected is not None and not secrets.compare_digest(given, expected):
                reason = gettext("Missing or wrong X-CSRF-Token header (see GET /api/session).")
        if reason is None:
            await self.app(scope, receive, send)
            return
        response = JSONResponse({"error": "csrf", "detail": reason}, status_code=403)
        await response(scope, receive, send)
