"""The browser client's files (web/static, and the files links there name: a game's client
reads its engine's data through one), served ahead of the application: a game page asks for
some 40 files at once, and none of them needs a session, a CSRF check or a route.

Each file is gzipped when the client accepts it, and tagged with its content (its ETag), so
that a client's copy that is the same is answered 304."""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
import os
from dataclasses import dataclass
from pathlib import Path

from starlette.datastructures import Headers
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from server.api.modules import STATIC

PREFIX = "/static/"


@dataclass(frozen=True)
class StaticFile:
    """A file of web/static as it is served: its bytes, gzipped too when that makes them
    smaller, and a tag of its content (its ETag)."""

    stamp: tuple[int, int]  # the file's modification time (ns) and size when it was read
    media: str
    body: bytes
    gzipped: bytes | None
    tag: str


static_files: dict[Path, StaticFile] = {}


def static_file(file: Path) -> StaticFile:
    """`file` as served, read again only when it has changed since it was last read."""
    stat = file.stat()
    stamp = (stat.st_mtime_ns, stat.st_size)
    known = static_files.get(file)
    if known is None or known.stamp != stamp:
        body = file.read_bytes()
        gzipped = gzip.compress(body, mtime=0)
        media = "text/javascript" if file.suffix == ".mjs" else mimetypes.guess_type(file.name)[0]
        known = StaticFile(
            stamp=stamp,
            media=media or "application/octet-stream",
            body=body,
            gzipped=gzipped if len(gzipped) < len(body) else None,
            tag=hashlib.sha256(body).hexdigest()[:24],
        )
        static_files[file] = known
    return known


def answer(path: str, headers: Headers) -> Response | None:
    """The answer to a request with `headers` for the file at `path` under web/static; None
    when there is no such file there."""
    file = Path(os.path.normpath(STATIC / path))
    if not file.is_relative_to(STATIC) or not file.is_file():
        return None
    served = static_file(file)
    body, tag, encoding = served.body, f'"{served.tag}"', {}
    if served.gzipped is not None and "gzip" in headers.get("accept-encoding", ""):
        body, tag, encoding = served.gzipped, f'"{served.tag}-gzip"', {"Content-Encoding": "gzip"}
    kept = {"Cache-Control": "no-cache", "ETag": tag, "Vary": "Accept-Encoding"}
    held = headers.get("if-none-match", "").split(",")
    if tag in (one.strip().removeprefix("W/") for one in held):
        return Response(status_code=304, headers=kept)
    return Response(body, media_type=served.media, headers=kept | encoding)


class StaticFiles:
    """Answers GET and HEAD requests for the files under /static/; anything else, a file
    that is not there included, goes on to the application (which answers 404)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope.get("path", "")
        wanted = scope["type"] == "http" and scope["method"] in ("GET", "HEAD")
        if wanted and path.startswith(PREFIX):
            response = answer(path.removeprefix(PREFIX), Headers(scope=scope))
            if response is not None:
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)
