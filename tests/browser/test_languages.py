"""The site in German and French in the browser: signed up from a German or French
browser, a game's prompt and log in that language; two people at one table, each reading
the log in their own; and no page or game screen, at either size, showing a sentence of
the English catalogue."""

from __future__ import annotations

import json
import random
import re
from functools import cache

import pytest
from playwright.sync_api import Browser, Page, ViewportSize

from server.i18n import catalogue
from server.i18n.extract import domains
from tests.browser.cascadia_player import play_step as cascadia_step
from tests.browser.players import (
    create_table,
    invite_link,
    join_and_start,
    my_turn,
    play_turn,
    register,
    start_with_bot,
)
from tests.browser.screens import DESKTOP, PHONE, Console, filled, follow_steps, resize
from tests.browser.server import LiveServer
from tests.browser.site import GAMES, every_page
from tests.support.waiting import wait_for

LOCALES = {"de": "de-DE", "fr": "fr-FR"}
PLACEHOLDER = re.compile(r"\\\{\w+[^}]*\\\}")  # a {name} once escaped by re.escape
NAMES = ("Renature", "Cascadia", "Forest Shuffle", "Nature Table")

# Every visible text node of the page, and every text a person is read from attributes.
TEXTS = """() => {
  const texts = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const node = walk.currentNode;
    const text = node.textContent.trim();
    const parent = node.parentElement;
    if (!text || parent.closest("script, style, template, [hidden]")) continue;
    if (parent.checkVisibility && !parent.checkVisibility()) continue;
    texts.push(text);
  }
  for (const e of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = e.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}"""


def pattern(message: str) -> str:
    return PLACEHOLDER.sub(".+?", re.escape(message))


def said(message: str | tuple[str, ...] | list[str], string: object) -> list[tuple[str, str]]:
    """(English form, translated form) pairs of a catalogue entry."""
    english = [message] if isinstance(message, str) else list(message)
    forms = (
        [string]
        if isinstance(string, str)
        else list(string)
        if isinstance(string, tuple | list)
        else []
    )
    if len(english) > 1:  # a count: the singular, then every other form with the plural
        return [(english[0], str(forms[0]))] + [(english[1], str(f)) for f in forms[1:]]
    return [(english[0], str(forms[0]))] if forms else []


def worded(message: str) -> bool:
    """Whether `message` has words of its own beside its {names} (three letters or more)."""
    return len(re.findall(r"[^\W\d_]", re.sub(r"\{\w+[^}]*\}", "", message))) >= 3


@cache
def sentences(language: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(any English message that reads otherwise in `language`, any message in it)."""
    english: set[str] = set()
    translated: set[str] = set()
    for domain in domains():
        for message in catalogue(language, domain) or ():
            for source, text in said(message.id, message.string):
                if text and worded(text):
                    translated.add(pattern(text))
                if text and text != source and worded(source):
                    english.add(pattern(source))
    return (
        re.compile("|".join(sorted(english, key=len, reverse=True))),
        re.compile("|".join(sorted(translated, key=len, reverse=True))),
    )


def english_on(page: Page, language: str) -> list[str]:
    """The texts on `page` that are sentences of the English catalogue (and not of the
    language's too: "{name} : {n} points" in French reads like "{name}: {n} points")."""
    english, translated = sentences(language)
    texts: list[str] = page.evaluate(TEXTS)
    found = {t for t in texts if t not in NAMES and english.fullmatch(t)}
    return sorted(t for t in found if not translated.fullmatch(t))


def reads(language: str, text: str) -> bool:
    """Whether `text` is a message of `language`'s catalogues, filled in."""
    _english, translated = sentences(language)
    return translated.fullmatch(text) is not None


def speaker(browser: Browser, console: Console, language: str, size: ViewportSize) -> Page:
    """A page of a browser that asks for `language` (its Accept-Language and navigator)."""
    context = browser.new_context(viewport=size, locale=LOCALES[language])
    return follow_steps(console.watch(context.new_page()))


def log_lines(page: Page) -> list[str]:
    return [line.strip() for line in page.locator(".log li").all_inner_texts() if line.strip()]


@pytest.mark.parametrize("language", ["de", "fr"])
def test_signed_up_in_a_language_a_game_speaks_it(
    browser: Browser, server: LiveServer, console: Console, language: str
) -> None:
    base = server.url
    page = speaker(browser, console, language, DESKTOP)
    register(page, base, f"iris{language}")
    assert page.locator("html").get_attribute("lang") == language
    create_table(page, 2, game="renature")
    game_id = start_with_bot(page, "easy")
    for _turn in range(2):
        page.wait_for_function("() => document.querySelector('main.game.ready')")
        if my_turn(page):
            status = page.locator("#status").inner_text().strip()
            assert reads(language, status), f"the prompt {status!r} is not in {language}"
            play_turn(page, base, game_id)
        page.wait_for_function("() => document.querySelectorAll('.log li').length >= 3")
    lines = log_lines(page)
    assert lines
    assert [line for line in lines if not reads(language, line)] == []
    assert english_on(page, language) == []
    page.close()


def test_two_people_at_one_table_each_read_their_own_log(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    base = server.url
    jeanne = speaker(browser, console, "fr", DESKTOP)
    jonas = speaker(browser, console, "de", PHONE)
    register(jeanne, base, "jeanne")
    register(jonas, base, "jonas")
    create_table(jeanne, 2, game="cascadia")
    game_id = join_and_start(jeanne, jonas, invite_link(jeanne))
    jonas.wait_for_selector("[data-drawn]")
    player = wait_for(
        lambda: next((p for p in (jeanne, jonas) if my_turn(p)), None), "the first turn"
    )
    other = jonas if player is jeanne else jeanne
    before = len(log_lines(other))
    rng = random.Random(3)
    made = [cascadia_step(player, base, game_id, rng)]
    while made[-1]["type"] != "place":  # after overpopulation or a nature token
        made.append(cascadia_step(player, base, game_id, rng))
    if my_turn(player):  # the token step (unless the token had nowhere to go)
        cascadia_step(player, base, game_id, rng)
    other.wait_for_function(f"() => document.querySelectorAll('.log li').length > {before}")
    french, german = log_lines(jeanne), log_lines(jonas)
    assert len(french) == len(german)
    assert [line for line in french if not reads("fr", line)] == []
    assert [line for line in german if not reads("de", line)] == []
    assert french != german
    for page in (jeanne, jonas):
        page.close()


@pytest.mark.parametrize("language", ["de", "fr"])
def test_no_page_shows_an_english_sentence(
    browser: Browser, server: LiveServer, console: Console, language: str
) -> None:
    """Every page and each game's screen, signed out and signed in, at 1366x768 and on a
    phone: no text of it is a sentence of the English catalogue."""
    console.allowed.append("the server responded with a status of 404")
    base = server.url
    english = follow_steps(console.watch(browser.new_context(locale="en-GB").new_page()))
    english.goto(f"{base}/login")
    assert len(english_on(english, language)) > 10, "the scan finds English where it is"
    english.close()
    nobody = speaker(browser, console, language, DESKTOP)
    ann = speaker(browser, console, language, DESKTOP)
    register(ann, base, f"ann{language}")
    pages = every_page(ann, base, f"ann{language}")
    found: dict[str, list[str]] = {}

    def scan(page: Page, where: str) -> None:
        assert page.locator("html").get_attribute("lang") == language
        for size in (DESKTOP, PHONE):
            resize(page, size)
            if english := english_on(page, language):
                found[f"{where} at {size['width']}"] = english
        resize(page, DESKTOP)

    for page, paths in [(nobody, pages.shared), (ann, pages.signed_in)]:
        for path in paths:
            page.goto(f"{base}{path}")
            filled(page)
            if (ask := page.locator(".hint-ask")).count():  # a game's hints, opened
                ask.click()
                page.wait_for_selector(".hint-ask[aria-expanded=true]")
            scan(page, path)
    ann.goto(f"{base}/")
    ann.wait_for_selector("#create-form select[name=game] option", state="attached")
    ann.click("#create")
    for game in GAMES:  # each game's options, as the dialog shows them
        ann.select_option("#create-form select[name=game]", json.dumps(game))
        scan(ann, f"a new table of {game}")
    for game in GAMES:  # each game's practice game, its first step explained
        ann.goto(f"{base}/rules/{game}")
        ann.click("#learn")
        ann.wait_for_selector(".hint-box.tutorial .hint-text")
        scan(ann, f"the practice game of {game}")
    assert found == {}
    for page in (nobody, ann):
        page.close()
