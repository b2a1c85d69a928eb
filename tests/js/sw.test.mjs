import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import vm from "node:vm";

const SOURCE = readFileSync(new URL("../../web/static/sw.js", import.meta.url), "utf8");
const ORIGIN = "https://play.example.org";

/** A cache of the worker's: answers kept by URL. */
class FakeCache {
  constructor(network) {
    this.network = network;
    this.kept = new Map();
  }

  async match(request) {
    return this.kept.get(typeof request === "string" ? new URL(request, ORIGIN).href : request.url)?.clone();
  }

  async put(request, answer) {
    this.kept.set(typeof request === "string" ? new URL(request, ORIGIN).href : request.url, answer);
  }

  async addAll(requests) {
    for (const request of requests) await this.put(request, await this.network(request));
  }

  async keys() {
    return [...this.kept.keys()].map((url) => ({ url }));
  }
}

/** The worker loaded as version `version`, with a network answering `network(request)`
 * ({status, body, headers} or a thrown error), some caches already there (`names`) and open
 * windows (`windows`: their URLs). */
function worker({ version = "v2", names = [], network = () => ({}), windows = [] } = {}) {
  const handlers = {};
  const fetched = [];
  const caches = new Map();
  const shown = [];
  const focused = [];
  const opened = [];
  const claims = [];
  const answer = async (request) => {
    fetched.push(request.url ?? request);
    const { status = 200, body = "", headers = {} } = network(request);
    const found = new Response(body, { status, headers });
    return Object.defineProperty(found, "type", { value: "basic" }); // this site's, as a browser says
  };
  const storage = {
    async open(name) {
      if (!caches.has(name)) caches.set(name, new FakeCache(answer));
      return caches.get(name);
    },
    async keys() {
      return [...caches.keys()];
    },
    async delete(name) {
      return caches.delete(name);
    },
  };
  for (const name of names) storage.open(name);
  class WorkerRequest {
    constructor(url, init = {}) {
      this.url = new URL(url, ORIGIN).href;
      this.method = init.method ?? "GET";
      this.mode = init.mode ?? "cors";
      this.cache = init.cache ?? "default";
    }
  }
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type, handler) => (handlers[type] = handler),
    skipWaiting: async () => claims.push("skipWaiting"),
    clients: {
      claim: async () => claims.push("claim"),
      matchAll: async () => windows.map((url) => ({ url, focus: async () => focused.push(url) })),
      openWindow: async (url) => opened.push(url),
    },
    registration: { showNotification: async (title, options) => shown.push({ title, options }) },
  };
  const context = { self, caches: storage, fetch: answer, Request: WorkerRequest, Response, URL, console };
  vm.runInNewContext(`const VERSION = ${JSON.stringify(version)};\n${SOURCE}`, context);
  /** Dispatch an event of `type` with `fields`: what it was answered with (respondWith), once
   * the work it waits for is done. */
  const dispatch = async (type, fields = {}) => {
    let responded;
    const waits = [];
    handlers[type]({ ...fields, waitUntil: (p) => waits.push(p), respondWith: (p) => (responded = p) });
    await Promise.all(waits);
    return responded && (await responded);
  };
  return { dispatch, caches, fetched, shown, focused, opened, claims };
}

/** A fetch event's fields for `path` (a navigation, or a file's request). */
function asked(path, { mode = "cors", method = "GET" } = {}) {
  return { request: { url: `${ORIGIN}${path}`, mode, method } };
}

test("installing keeps the offline page and its files in this version's cache, and takes over at once", async () => {
  const sw = worker({ network: () => ({ body: "kept" }) });
  await sw.dispatch("install");
  const cache = sw.caches.get("nature-table-v2");
  const urls = (await cache.keys()).map((r) => new URL(r.url).pathname);
  assert.deepEqual(urls.sort(), ["/offline", "/static/css/site.css", "/static/icons/icon.svg", "/static/js/pages/offline.mjs"]);
  assert.deepEqual(sw.claims, ["skipWaiting"]);
});

test("activating deletes the caches of other versions and claims the open pages", async () => {
  const sw = worker({ names: ["nature-table-v1", "nature-table-v2"] });
  await sw.dispatch("activate");
  assert.deepEqual([...sw.caches.keys()], ["nature-table-v2"]);
  assert.deepEqual(sw.claims, ["claim"]);
});

test("the client's files come from the cache first, fetched once", async () => {
  const sw = worker({ network: (r) => ({ body: `file ${r.url}` }) });
  for (const path of ["/static/js/api.mjs", "/static/js/api.mjs", "/i18n/de/site.json?v=1"]) {
    const answer = await sw.dispatch("fetch", asked(path));
    assert.equal(await answer.text(), `file ${ORIGIN}${path}`);
  }
  assert.deepEqual(sw.fetched, [`${ORIGIN}/static/js/api.mjs`, `${ORIGIN}/i18n/de/site.json?v=1`]);
});

test("the API, changes and other sites are never answered by the worker", async () => {
  const sw = worker();
  for (const fields of [
    asked("/api/session"),
    asked("/api/push/subscriptions", { method: "POST" }),
    asked("/static/js/api.mjs", { method: "HEAD" }),
    { request: { url: "https://elsewhere.example/static/x.js", mode: "cors", method: "GET" } },
  ]) {
    assert.equal(await sw.dispatch("fetch", fields), undefined, fields.request.url);
  }
  assert.deepEqual(sw.fetched, []);
});

test("pages come from the network; when it fails, the offline page", async () => {
  let down = false;
  const sw = worker({
    network: (r) => {
      if (down && !r.url.endsWith("/offline")) throw new TypeError("Failed to fetch");
      return { body: r.url.endsWith("/offline") ? "offline page" : "the lobby" };
    },
  });
  await sw.dispatch("install");
  assert.equal(await (await sw.dispatch("fetch", asked("/", { mode: "navigate" }))).text(), "the lobby");
  down = true;
  assert.equal(await (await sw.dispatch("fetch", asked("/games/3", { mode: "navigate" }))).text(), "offline page");
});

test("a proxy saying the server is unreachable shows the offline page too", async () => {
  const sw = worker({ network: (r) => (r.url.endsWith("/offline") ? { body: "offline page" } : { status: 502, body: "Bad Gateway" }) });
  await sw.dispatch("install");
  assert.equal(await (await sw.dispatch("fetch", asked("/", { mode: "navigate" }))).text(), "offline page");
});

test("the offline page is fetched again in a page's language when the kept one is in another", async () => {
  const sw = worker({ network: () => ({ body: "page", headers: { "Content-Language": "en" } }) });
  await sw.dispatch("install");
  const before = sw.fetched.length;
  await sw.dispatch("message", { data: { type: "language", language: "en" } });
  assert.equal(sw.fetched.length, before, "the same language: nothing fetched");
  await sw.dispatch("message", { data: { type: "language", language: "de" } });
  assert.equal(sw.fetched.length, before + 1);
});

test("a push message shows a notification with its page", async () => {
  const sw = worker();
  const data = { json: () => ({ title: "Your turn", body: "Ann moved in Cascadia.", url: "/games/12", tag: "turn:12" }) };
  await sw.dispatch("push", { data });
  assert.equal(sw.shown.length, 1);
  const [{ title, options }] = sw.shown;
  assert.equal(title, "Your turn");
  assert.equal(options.body, "Ann moved in Cascadia.");
  assert.equal(options.tag, "turn:12");
  assert.deepEqual({ ...options.data }, { url: "/games/12" });
});

test("a click on a notification brings its page forward, or opens it", async () => {
  const notification = (url) => ({ data: { url }, close() {} });
  const sw = worker({ windows: [`${ORIGIN}/`, `${ORIGIN}/games/12`] });
  await sw.dispatch("notificationclick", { notification: notification("/games/12") });
  assert.deepEqual(sw.focused, [`${ORIGIN}/games/12`]);
  assert.deepEqual(sw.opened, []);
  await sw.dispatch("notificationclick", { notification: notification("/games/13") });
  assert.deepEqual(sw.opened, [`${ORIGIN}/games/13`]);
  await sw.dispatch("notificationclick", { notification: notification("https://evil.example/") });
  assert.deepEqual(sw.opened, [`${ORIGIN}/games/13`], "only this site's pages");
});
