"""The site as an installable app: its manifest, its service worker (web/static/sw.js, served
at the root so that it controls every page, with a version made from the client's files so
that a deploy is picked up on the next load) and the page it shows when a page cannot be
fetched."""

from __future__ import annotations

import hashlib
from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response

from server.api.modules import STATIC
from server.api.pages import page, templates
from server.api.static import static_file
from server.i18n import current

router = APIRouter(include_in_schema=False)

WORKER = STATIC / "sw.js"
OFFLINE = STATIC.parent / "templates" / "offline.html"
THEME = "#2f5d34"  # the top bar's
BACKGROUND = "#eef1e6"  # the pages'
ICONS = [
    {"src": "/static/icons/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
    {"src": "/static/icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
    {"src": "/static/icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
    {
        "src": "/static/icons/maskable-512.png",
        "sizes": "512x512",
        "type": "image/png",
        "purpose": "maskable",
    },
]


def client_files() -> list[Path]:
    """The files the version of the service worker is made from: web/static's and the
    offline page's template."""
    return [*sorted(f for f in STATIC.rglob("*") if f.is_file()), OFFLINE]


def version() -> str:
    """A tag of the content of the client's files: it changes when any of them does."""
    digest = hashlib.sha256()
    for file in client_files():
        digest.update(f"{file.relative_to(STATIC.parent)}\0{static_file(file).tag}\0".encode())
    return digest.hexdigest()[:16]


@router.get("/sw.js")
def service_worker() -> Response:
    """The service worker, its version first; never kept by the browser without asking."""
    body = f'const VERSION = "{version()}";\n' + WORKER.read_text(encoding="utf-8")
    headers = {"Cache-Control": "no-cache", "Service-Worker-Allowed": "/"}
    return Response(body, media_type="text/javascript", headers=headers)


@router.get("/manifest.webmanifest")
def manifest() -> JSONResponse:
    """The web app manifest, its description in the request's language."""
    words = templates.get_template("app.html").make_module()
    body = {
        "id": "/",
        "name": "Nature Table",
        "short_name": "Nature Table",
        "description": str(words.description()).strip(),  # type: ignore[attr-defined]
        "lang": current(),
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "theme_color": THEME,
        "background_color": BACKGROUND,
        "icons": ICONS,
    }
    return JSONResponse(
        body, media_type="application/manifest+json", headers={"Cache-Control": "no-cache"}
    )


@router.get("/offline")
def offline(request: Request) -> HTMLResponse:
    """The page shown when a page cannot be fetched (the service worker keeps it), in the
    request's language."""
    answer = page(request, "offline.html")
    answer.headers["Content-Language"] = current()
    return answer
