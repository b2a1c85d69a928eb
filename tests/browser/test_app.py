"""The site as an app in Chromium: the service worker and the manifest register, Chromium
finds the site installable and the worker shows a push message delivered to it; the offline
page shows, in the person's language, when the server is down; a person turns on notifications
on this device and the server keeps the device.

Headless Chromium has no push service: the notifications test gives the page a fake one (the
browser's PushManager answering with a subscription of valid form, its endpoint on this
server). It needs the server side of notifications (/api/push/*, /api/account/notifications)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.conftest import ARGS, CHROMIUM
from tests.browser.players import registered
from tests.browser.screens import Console
from tests.browser.server import LiveServer
from tests.support.waiting import wait_for

DESKTOP: ViewportSize = {"width": 1366, "height": 768}
P256DH = "BD04aMVbvRvNHgg8VddpPta2I9w-meEsT6yQTTTrNmB6mJTEgIxGmzTCMY5eNm0YmMn1jMSg8iLh4PwrJi9Df20"
AUTH = "caF-QqoLdSMyG56wudsBcA"

# The page's push service, faked: subscribe and getSubscription answer with one subscription
# (kept across the page's loads in sessionStorage) whose endpoint is on this server.
FAKE_PUSH = """
(() => {
  const endpoint = `${location.origin}/push/abc`;
  const keys = KEYS;
  const made = () => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => { sessionStorage.removeItem("fake-push"); return true; },
  });
  PushManager.prototype.subscribe = async function () {
    sessionStorage.setItem("fake-push", "1");
    return made();
  };
  PushManager.prototype.getSubscription = async function () {
    return sessionStorage.getItem("fake-push") ? made() : null;
  };
})();
"""


def worker_ready(page: Page) -> dict[str, Any]:
    """Wait until the page's service worker is active and controls the page: its scope and
    script."""
    found: dict[str, Any] = page.evaluate(
        """async () => {
            const registration = await navigator.serviceWorker.ready;
            if (!navigator.serviceWorker.controller) {
                const worker = navigator.serviceWorker;
                await new Promise((done) =>
                    worker.addEventListener("controllerchange", done, { once: true }));
            }
            return { scope: registration.scope, script: registration.active.scriptURL };
        }"""
    )
    return found


def test_the_site_installs_as_an_app_and_shows_push_messages(
    browser: Browser, server: LiveServer, console: Console, tmp_path: Path
) -> None:
    # a profile of its own: Chromium installs no app from an incognito context (new_context)
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=str(CHROMIUM), headless=True, args=ARGS
    )
    page = console.watch(context.pages[0] if context.pages else context.new_page())
    page.goto(f"{server.url}/login")  # (the lobby sends a visitor there)
    worker = worker_ready(page)
    assert worker == {"scope": f"{server.url}/", "script": f"{server.url}/sw.js"}
    manifest = page.evaluate(
        "async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json()"
    )
    assert manifest["name"] == "Nature Table" and manifest["display"] == "standalone"
    cdp = page.context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["errors"] == [] and json.loads(parsed["data"])["start_url"] == "/"
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert errors == [], errors
    # the client's files the page used are kept in this version's cache
    kept = page.evaluate(
        """async () => {
            const names = await caches.keys();
            const cache = await caches.open(names[0]);
            return { names, urls: (await cache.keys()).map((r) => new URL(r.url).pathname) };
        }"""
    )
    assert len(kept["names"]) == 1 and kept["names"][0].startswith("nature-table-")
    assert {"/offline", "/static/css/site.css"} <= set(kept["urls"])
    assert not any(url.startswith("/api/") for url in kept["urls"])
    # a push message, delivered as a push service would: the worker shows it
    context.grant_permissions(["notifications"], origin=server.url)
    registrations: list[dict[str, Any]] = []
    cdp.on(
        "ServiceWorker.workerRegistrationUpdated",
        lambda e: registrations.extend(e["registrations"]),
    )
    cdp.send("ServiceWorker.enable")
    for _ in range(100):  # the session's events come in while Playwright is asked something
        if registrations:
            break
        page.wait_for_timeout(20)
    # Headless Chromium sometimes drops a shown notification at once on a loaded machine
    # (getNotifications then finds none, though showNotification resolved): the worker's own
    # showNotification is watched instead, and must resolve.
    (running,) = context.service_workers
    running.evaluate(
        """() => {
            self.shown = [];
            const show = self.registration.showNotification.bind(self.registration);
            self.registration.showNotification = async (title, options) => {
                await show(title, options);
                const { body, tag, data } = options;
                self.shown.push({ title, body, tag, data });
            };
        }"""
    )
    message = {"title": "Your turn", "body": "ann moved.", "url": "/games/12", "tag": "turn:12"}
    cdp.send(
        "ServiceWorker.deliverPushMessage",
        {
            "origin": server.url,
            "registrationId": registrations[0]["registrationId"],
            "data": json.dumps(message),
        },
    )
    shown = wait_for(lambda: running.evaluate("self.shown"), what="the worker to show the message")
    assert shown == [
        {"title": "Your turn", "body": "ann moved.", "tag": "turn:12", "data": {"url": "/games/12"}}
    ]
    context.close()


def test_the_offline_page_shows_when_the_server_is_down(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    console.allowed += ["net::ERR_CONNECTION_REFUSED", "WebSocket connection to"]
    context = browser.new_context(viewport=DESKTOP, locale="de-DE")
    page = console.watch(context.new_page())
    page.goto(f"{server.url}/login")
    worker_ready(page)
    server.stop()
    page.goto(f"{server.url}/leaderboard/renature")
    expect(page.locator("#offline h2")).to_have_text("Die Seite ist nicht erreichbar")
    assert page.evaluate("document.documentElement.lang") == "de"
    server.start()
    page.click("#retry")
    expect(page.locator("#offline")).to_have_count(0)
    assert page.url == f"{server.url}/leaderboard/renature"
    context.close()


def test_notifications_on_this_device_are_kept_by_the_server(
    browser: Browser, server: LiveServer, console: Console
) -> None:
    base = server.url
    page = registered(browser, console, DESKTOP, base, "ann")
    page.context.grant_permissions(["notifications"], origin=base)
    page.add_init_script(FAKE_PUSH.replace("KEYS", json.dumps({"p256dh": P256DH, "auth": AUTH})))

    def devices() -> int:
        answer = page.request.get(f"{base}/api/account/notifications")
        assert answer.ok, answer.status
        return int(answer.json()["devices"])

    page.goto(f"{base}/account")
    worker_ready(page)
    toggle = page.locator("#push-toggle")
    expect(toggle).to_be_visible()
    expect(toggle).not_to_be_checked()
    assert devices() == 0
    toggle.check()
    expect(page.locator("#notice")).to_contain_text("Notifications are on for this device.")
    wait_for(lambda: devices() == 1, "the server to keep the device")
    expect(page.locator("#push-state")).to_have_text("Notifications go to 1 device.")
    page.reload()
    expect(page.locator("#push-toggle")).to_be_checked()
    page.locator("#push-toggle").uncheck()
    wait_for(lambda: devices() == 0, "the server to forget the device")
    page.close()
