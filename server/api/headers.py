"""Security headers on every HTTP answer: a strict Content-Security-Policy (scripts, styles
and connections from this site only, no inline code, no framing), no MIME sniffing, no
referrer to other sites, and HSTS when the site is served over HTTPS.

The API documentation page (/docs, only with API_DOCS=true) loads a pinned version of
Swagger UI from its CDN with a small inline script; it gets a policy of its own that allows
exactly that.
"""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
DOCS_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
    "style-src 'self' https://cdn.jsdelivr.net; img-src 'self' data: https:; "
    "worker-src blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "frame-ancestors 'none'"
)
DOCS = "/docs"
COMMON = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
}


class SecurityHeadersMiddleware:
    """Adds the security headers to every HTTP response (`https`: also HSTS)."""

    def __init__(self, app: ASGIApp, https: bool) -> None:
        self.app = app
        self.headers = COMMON | (
            {"strict-transport-security": "max-age=31536000; includeSubDomains"} if https else {}
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        csp = DOCS_CSP if scope["path"].startswith(DOCS) else CSP

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers.items():
                    headers[name] = value
                headers["content-security-policy"] = csp
            await send(message)

        await self.app(scope, receive, send_with_headers)
