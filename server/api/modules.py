"""The ES modules a page of web/static loads, read from their import statements, so that the
page can ask for all of them at once (`<link rel="modulepreload">`) instead of one level of
imports after another.

A module's static imports and re-exports (`import ... from "..."`, `import "..."`,
`export ... from "..."`) and its dynamic imports of a literal URL count. In a dynamic import
of a template literal, `${gameName}` stands for the page's game: that is how the platform's
pages load a game's modules (game-module.mjs). The graph is read once per page and game, when
first asked for: a changed import shows after a restart.
"""

from __future__ import annotations

import posixpath
import re
from functools import cache
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "web" / "static"

STATIC_IMPORT = re.compile(
    r"""^\s*(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']""",
    re.MULTILINE,
)
DYNAMIC_IMPORT = re.compile(r"""\bimport\(\s*(["'`])([^"'`]+)\1\s*\)""")
GAME_NAME = "${gameName}"


def imports(source: str, game: str | None) -> list[str]:
    """The URLs `source` (a module's text) imports, as written, `${gameName}` made `game`
    (None: the page has no game, and what would load one's modules is left out)."""
    found = [a or b for a, b in STATIC_IMPORT.findall(source)]
    found += [
        url if game is None else url.replace(GAME_NAME, game)
        for _, url in DYNAMIC_IMPORT.findall(source)
    ]
    return [url for url in found if "${" not in url]


@cache
def graph(entry: str, game: str | None) -> tuple[str, ...]:
    """The URLs (`/static/...`) of module `entry` (a path under web/static) and of every
    module it imports, directly or not, on a page of `game` (None: of no game), in the
    order first met.
    Raises FileNotFoundError if one of them is not there."""
    seen: list[str] = []
    waiting = [posixpath.normpath(f"/static/{entry}")]
    while waiting:
        url = waiting.pop(0)
        if url in seen:
            continue
        seen.append(url)
        if not url.endswith(".mjs"):
            continue  # a JSON module imports nothing
        source = (STATIC / url.removeprefix("/static/")).read_text(encoding="utf-8")
        here = posixpath.dirname(url)
        waiting += [posixpath.normpath(posixpath.join(here, u)) for u in imports(source, game)]
    return tuple(seen)
