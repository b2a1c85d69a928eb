"""The languages the site speaks, and words in them.

A message is its English text with `{name}` for each value; its translations are in the
gettext catalogues `locales/<language>/LC_MESSAGES/<domain>.po` (docs/languages.md), read
and compiled with Babel when first needed, so a fresh checkout needs no build step. A
request is answered in its language (`speaking`, set by the HTTP layer from the person's
choice or the browser's Accept-Language); a mail in its recipient's.
"""

from __future__ import annotations

import gettext as gnu
import io
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.lists import format_list
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
SOURCE = "en"  # the language the messages are written in
LOCALES = Path(__file__).resolve().parents[2] / "locales"

_current: ContextVar[str] = ContextVar("language", default=SOURCE)


def N_(message: str) -> str:
    """Marks `message` for the catalogues where it is written; it is translated where shown."""
    return message


def current() -> str:
    """The language being spoken: the request's, the mail's, or English."""
    return _current.get()


@contextmanager
def speaking(language: str | None) -> Iterator[None]:
    """Within the block, messages are in `language` (English for None or a language the site
    does not speak: a person who never chose one)."""
    token = _current.set(language if language in LANGUAGES else SOURCE)
    try:
        yield
    finally:
        _current.reset(token)


def path(language: str, domain: str) -> Path:
    return LOCALES / language / "LC_MESSAGES" / f"{domain}.po"


@cache
def catalogue(language: str, domain: str) -> Catalog | None:
    """The catalogue of `domain` in `language`, or None where there is none."""
    file = path(language, domain)
    if language == SOURCE or not file.is_file():
        return None
    with file.open("rb") as po:
        return read_po(po, locale=language, domain=domain)


@cache
def translations(language: str) -> gnu.NullTranslations:
    """Every domain's messages in `language`, compiled (fuzzy and empty entries left out)."""
    merged = gnu.NullTranslations()
    if language == SOURCE:
        return merged
    for file in sorted((LOCALES / language / "LC_MESSAGES").glob("*.po")):
        found = catalogue(language, file.stem)
        assert found is not None
        compiled = io.BytesIO()
        write_mo(compiled, found)
        compiled.seek(0)
        domain = gnu.GNUTranslations(compiled)
        domain.add_fallback(merged)
        merged = domain
    return merged


def fill(text: str, values: Mapping[str, object]) -> str:
    return text.format(**values) if values else text


def gettext(message: str, **values: object) -> str:
    """`message` in the current language, its {names} filled in from `values`."""
    return fill(translations(current()).gettext(message), values)


def ngettext(one: str, many: str, n: int, **values: object) -> str:
    """The form of `one`/`many` for the count `n` in the current language; {n} is `n`."""
    return fill(translations(current()).ngettext(one, many, n), {"n": n, **values})


_ = gettext


def listed(items: Iterable[str]) -> str:
    """`items` joined the current language's way: "a, b and c" (the site's English is
    British), "a, b und c", "a, b et c"."""
    language = current()
    return format_list(list(items), locale="en_GB" if language == SOURCE else language)


class Said:
    """Words of the catalogues given as a value of a message (an animal, a card, a card's two
    halves "Goshawk/Moss"): filled in, each is said in the language the message is said in."""

    __slots__ = ("words",)

    def __init__(self, *words: str) -> None:
        self.words = words

    def __str__(self) -> str:
        return "/".join(gettext(word) for word in self.words)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Said{self.words!r}"


def say(message: str, language: str, values: Mapping[str, object] | None = None) -> str:
    """`message` in `language`, filled in from `values` (words of the catalogues among
    them, `Said`, in `language` too)."""
    with speaking(language):
        return gettext(message, **(values or {}))


class Reason(Exception):
    """An error whose reason a person reads: `message`, in English with {names} for
    `values`; `str(error)` is it in English, `said(language)` in another."""

    def __init__(self, message: str, **values: object) -> None:
        super().__init__(say(message, SOURCE, values))
        self.message = message
        self.values = values

    def said(self, language: str) -> str:
        """The reason in `language`."""
        return say(self.message, language, self.values)


def negotiate(accept_language: str | None) -> str:
    """The language of LANGUAGES a browser's Accept-Language header prefers (English when
    it names none of them)."""
    wanted: list[tuple[float, int, str]] = []
    for index, item in enumerate((accept_language or "")[:1000].split(",")[:32]):
        tag, _sep, rest = item.strip().partition(";")
        weight = 1.0
        if rest.strip().startswith("q="):
            try:
                weight = float(rest.strip()[2:])
            except ValueError:
                continue
        if tag and weight > 0:
            wanted.append((-weight, index, tag.replace("_", "-")))
    tags = [tag for _weight, _index, tag in sorted(wanted)]
    try:
        found = Locale.negotiate(tags, list(LANGUAGES), sep="-")
    except (UnknownLocaleError, ValueError):
        found = None
    return found.language if found is not None else SOURCE


@cache
def plural_categories(language: str) -> dict[int, str]:
    """Which CLDR plural category (Intl.PluralRules' name) each gettext form of
    `language` is: {0: "one", 1: "other"}."""
    plural = getattr(translations(language), "plural", lambda n: int(n != 1))
    locale = Locale.parse(language)
    categories: dict[int, str] = {}
    for n in (*range(200), 1000, 10**6, 2 * 10**6, 10**9):
        categories.setdefault(int(plural(n)), str(locale.plural_form(n)))
    return categories


def client_messages(language: str, domains: tuple[str, ...]) -> dict[str, object]:
    """What the browser client's `t` and `tn` read for `domains` in `language`: each
    translated message by its English text, a count's forms by plural category."""
    messages: dict[str, object] = {}
    categories = plural_categories(language)
    for domain in domains:
        found = catalogue(language, domain)
        for message in found or ():
            if not message.id or message.fuzzy or not message.string:
                continue
            if isinstance(message.id, tuple):
                assert isinstance(message.string, tuple)
                if all(message.string):
                    forms = enumerate(message.string)
                    messages[str(message.id[0])] = {
                        categories[i]: s for i, s in forms if i in categories
                    }
            else:
                messages[str(message.id)] = message.string
    return messages
