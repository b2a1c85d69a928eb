"""The catalogues: complete in every language, plurals by each language's rules, the
browser's language negotiated, refusals said in a language."""

from __future__ import annotations

import pytest
from babel.messages.catalog import Message

from server.errors import NotFound
from server.i18n import (
    LANGUAGES,
    SOURCE,
    catalogue,
    client_messages,
    negotiate,
    ngettext,
    plural_categories,
    speaking,
    translations,
)
from server.i18n.extract import domains, faults, missing


def test_every_catalogue_has_every_message_of_the_sources() -> None:
    """Each message a source says is translated in every shipped language, with the same
    {names}; no f-string is given to be translated (its values could not be)."""
    assert missing() == []


def plural_messages() -> list[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    """(language, domain, the English forms, the translated forms) of every count."""
    return [
        (language, domain, tuple(map(str, message.id)), tuple(map(str, message.string)))
        for language in LANGUAGES
        for domain in domains()
        for message in catalogue(language, domain) or ()
        if isinstance(message.id, tuple) and message.string and all(message.string)
    ]


@pytest.mark.parametrize(("language", "forms"), [("de", [1, 0, 1, 1, 1]), ("fr", [0, 0, 2, 2, 1])])
def test_plurals_follow_the_language(language: str, forms: list[int]) -> None:
    """German says 0 in the plural, French in the singular, and French has a form of its
    own for whole millions ("1 million de points")."""
    found = [(ids, said) for lang, _domain, ids, said in plural_messages() if lang == language]
    assert found, f"no message with plural forms in {language}"
    for (one, many), said in found:
        for n, form in zip((0, 1, 2, 11, 10**6), forms, strict=True):
            assert translations(language).ngettext(one, many, n) == said[form]


def test_a_count_is_filled_in() -> None:
    assert [ngettext("{n} day left", "{n} days left", n) for n in (1, 3)] == [
        "1 day left",
        "3 days left",
    ]
    with speaking("de"):
        said = translations("de").ngettext("{n} day left", "{n} days left", 3)
        assert ngettext("{n} day left", "{n} days left", 3) == said.format(n=3)


def test_the_clients_plural_categories_are_cldrs() -> None:
    assert plural_categories("de") == {1: "other", 0: "one"}
    assert plural_categories("fr") == {0: "one", 2: "other", 1: "many"}
    assert plural_categories(SOURCE) == {1: "other", 0: "one"}


def test_the_client_reads_plurals_by_category() -> None:
    for language, domain, ids, said in plural_messages():
        read = client_messages(language, (domain,))[ids[0]]
        categories = plural_categories(language)
        assert read == {categories[i]: form for i, form in enumerate(said)}


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("de-DE,de;q=0.9,en;q=0.8", "de"),
        ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr"),
        ("en-US,en;q=0.9,de;q=0.8", "en"),
        ("es, it;q=0.8, fr;q=0.2", "fr"),
        ("de;q=0.1, fr;q=0.5", "fr"),
        ("de;q=0", "en"),
        ("xx;q=abc, de_AT", "de"),
        ("", "en"),
        (None, "en"),
        ("de," * 5000, "de"),
    ],
)
def test_the_browsers_preferred_language(header: str | None, language: str) -> None:
    assert negotiate(header) == language


def test_a_refusal_is_said_in_each_language() -> None:
    refusal = NotFound("There is no table {table_id}.", table_id=7)
    assert refusal.detail == "There is no table 7."
    for language in LANGUAGES:
        said = refusal.said(language)
        assert "7" in said
        assert (said == refusal.detail) == (language == SOURCE)


def test_a_wrong_entry_is_found() -> None:
    def entry(
        message: str | tuple[str, str], string: str | tuple[str, str], fuzzy: bool = False
    ) -> Message:
        flags = ["fuzzy"] if fuzzy else []
        return Message(message, string, flags=flags)

    assert faults(entry("{name} won.", "{name} a gagné.")) is None
    assert faults(entry("{name} won.", "")) == "untranslated"
    assert faults(entry("{name} won.", "{name} a gagné.", fuzzy=True)) == "untranslated"
    assert faults(entry("{name} won.", "{nom} a gagné.")) == "other {names} than the message"
    assert faults(entry("{name} won.", "Gagné.")) == "other {names} than the message"
    assert faults(entry(("{n} day", "{n} days"), ("un jour", "{n} jours"))) is None
    assert faults(entry(("{n} day", "{n} days"), ("{n} jour", ""))) == "untranslated"
