"""Gathers the messages of the sources into the catalogues: `python -m server.i18n.extract`
adds each new message to every language's catalogue of its domain (untranslated) and drops
those no source says any more; `--check` changes nothing and lists each message a shipped
catalogue lacks, leaves untranslated or fills in with other {names} (exit status 1).

The domains: "client" (the pages and the site's browser modules), "server" (the server's
messages: refusals, mails) and one per game (its package and its client folder).
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import re
import sys
from collections.abc import Collection, Iterable, Iterator, Mapping
from contextlib import redirect_stderr
from pathlib import Path
from typing import IO, Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract
from babel.messages.pofile import read_po, write_po

from server.games import registry
from server.i18n import LANGUAGES, SOURCE, path

ROOT = Path(__file__).resolve().parents[2]
SERVER, STATIC, TEMPLATES = (
    ROOT / "server",
    ROOT / "web" / "static" / "js",
    ROOT / "web" / "templates",
)
# the exceptions whose first argument is a message a person reads (and their subclasses)
REASONS = {"Refusal", "IllegalMove"}
JS_KEYWORDS: dict[str, Any] = {"t": None, "tn": (1, 2)}
PY_KEYWORDS: dict[str, Any] = {"_": None, "N_": None, "gettext": None, "ngettext": (1, 2)}
WORDS = {"name", "text"}  # the keys of component data whose strings a person reads
PLACEHOLDER = re.compile(r"\{(\w+)[^}]*\}")

Found = Iterator[tuple[int, str | None, str, list[str]]]


def game_folders() -> dict[str, tuple[Path, Path]]:
    """Each game's domain: its server package and its client folder."""
    return {
        name: (SERVER / "games" / name.replace("-", "_"), STATIC / "games" / name)
        for name in registry.names()
    }


def reasons() -> set[str]:
    """The names of the refusal and illegal-move exceptions defined in the server."""
    bases: dict[str, set[str]] = {}
    for file in SERVER.rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names = {b.id for b in node.bases if isinstance(b, ast.Name)}
                bases.setdefault(node.name, set()).update(names)
    found = set(REASONS)
    while grown := {name for name, parents in bases.items() if parents & found} - found:
        found |= grown
    return found


def json_names(file: IO[bytes], *_args: object, **_options: object) -> Found:
    """The words of a game's component data: every string under a key "name" or "text"
    of its JSON."""

    def walk(value: object, said: bool = False) -> Iterator[str]:
        if isinstance(value, str) and said:
            yield value
        elif isinstance(value, dict):
            for key, inner in value.items():
                yield from walk(inner, said or key in WORDS)
        elif isinstance(value, list):
            for inner in value:
                yield from walk(inner, said)

    for name in walk(json.load(file)):
        yield 0, None, name, []


def sources(domain: str) -> Iterator[tuple[Path, str]]:
    """(file, extraction method) for every source of `domain`."""
    games = game_folders()
    if domain == "client":
        yield from ((f, "jinja2") for f in sorted(TEMPLATES.rglob("*.html")))
        game_client = [client for _package, client in games.values()]
        for file in sorted(STATIC.rglob("*.mjs")):
            if not any(file.is_relative_to(folder) for folder in game_client):
                yield file, "javascript"
    elif domain == "server":
        packages = [package for package, _client in games.values()]
        for file in sorted(SERVER.rglob("*.py")):
            if not any(file.is_relative_to(folder) for folder in packages):
                yield file, "python"
    else:
        package, client = games[domain]
        yield from ((f, "python") for f in sorted(package.rglob("*.py")))
        yield from ((f, "json") for f in sorted(package.rglob("*.json")))
        yield from ((f, "javascript") for f in sorted(client.rglob("*.mjs")))


def domains() -> list[str]:
    return ["client", "server", *game_folders()]


def template(domain: str) -> tuple[Catalog, list[str]]:
    """Every message the sources of `domain` say, with where; and where an f-string was
    given to be translated (which cannot be: its values must be {names})."""
    methods: dict[str, Any] = {
        "python": "python",
        "javascript": "javascript",
        "jinja2": "jinja2.ext:babel_extract",
        "json": json_names,
    }
    keywords = {
        "python": {**PY_KEYWORDS, **dict.fromkeys(reasons())},
        "javascript": JS_KEYWORDS,
        "jinja2": PY_KEYWORDS,
        "json": {},
    }
    options: Mapping[str, Mapping[str, Any]] = {"javascript": {"parse_template_string": True}}
    found = Catalog(domain=domain, locale=SOURCE, project="Nature Table")
    warned = io.StringIO()
    for file, method in sources(domain):
        with file.open("rb") as source, redirect_stderr(warned):
            said = list(
                extract(methods[method], source, keywords[method], (), options.get(method, {}))
            )
        where = file.relative_to(ROOT).as_posix()
        for line, message, comments, context in said:
            found.add(message, locations=[(where, line)], auto_comments=comments, context=context)
    skipped = [line.split(": warning")[0] for line in warned.getvalue().splitlines()]
    return found, [str(Path(s).relative_to(ROOT)) if s.startswith("/") else s for s in skipped]


def read(language: str, domain: str) -> Catalog:
    file = path(language, domain)
    if not file.is_file():
        return Catalog(locale=language, domain=domain, project="Nature Table")
    with file.open("rb") as po:
        return read_po(po, locale=language, domain=domain)


def update() -> list[str]:
    """Writes every catalogue anew from the sources; the files written."""
    written = []
    for domain in domains():
        found, _skipped = template(domain)
        for language in LANGUAGES:
            if language == SOURCE:
                continue
            catalogue = read(language, domain)
            made = catalogue.creation_date  # kept: a file changes only with its messages
            catalogue.update(found, no_fuzzy_matching=True)
            catalogue.obsolete.clear()
            catalogue.creation_date = made
            file = path(language, domain)
            file.parent.mkdir(parents=True, exist_ok=True)
            with file.open("wb") as po:
                write_po(po, catalogue, width=0, include_lineno=False, sort_output=False)
            written.append(str(file.relative_to(ROOT)))
    return written


def _names(texts: Iterable[str]) -> set[str]:
    return {name for text in texts for name in PLACEHOLDER.findall(text)}


def faults(message: Message) -> str | None:
    """What is wrong with a catalogue's entry, or None."""
    ids = [str(i) for i in message.id] if isinstance(message.id, tuple) else [str(message.id)]
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    said = [str(s or "") for s in strings]
    if message.fuzzy or not all(said):
        return "untranslated"
    allowed = _names(ids) | ({"n"} if len(ids) > 1 else set())
    if any(not _names([text]) <= allowed for text in said) or _names(said) < _names(ids[:1]):
        return "other {names} than the message"
    return None


def missing(only: Collection[str] = ()) -> list[str]:
    """Each message of the sources that a catalogue lacks or says wrongly, as
    `language/domain: fault: message`."""
    found: list[str] = []
    for domain in domains():
        if only and domain not in only:
            continue
        messages, skipped = template(domain)
        found.extend(f"{domain}: an f-string cannot be translated: {s}" for s in skipped)
        for language in LANGUAGES:
            if language == SOURCE:
                continue
            catalogue = read(language, domain)
            for message in messages:
                if not message.id:
                    continue
                entry = catalogue.get(message.id)
                fault = "missing" if entry is None else faults(entry)
                if fault:
                    key = message.id if isinstance(message.id, str) else message.id[0]
                    found.append(f"{language}/{domain}: {fault}: {key!r}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="list what is missing, change nothing")
    parser.add_argument("domain", nargs="*", help="only these domains (with --check)")
    args = parser.parse_args(argv)
    if args.check:
        faults_found = missing(args.domain)
        print("\n".join(faults_found) or "Every catalogue has every message.")
        return 1 if faults_found else 0
    print("\n".join(update()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
