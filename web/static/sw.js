// The service worker (served at /sw.js by server/api/app.py, which puts `const VERSION`
// before this: a tag of the client's files, so that a deploy installs a new worker).
// The client's files (/static/, and the catalogues of /i18n/, whose addresses change with
// them) come from this version's cache first, kept as the pages use them; pages come from the
// network first, and when a page cannot be fetched the offline page shows instead. The API
// and the socket are never kept. Push messages show as notifications; a click on one opens
// its page, or brings a window already on it forward.

const CACHE = `nature-table-${VERSION}`;
const OFFLINE = "/offline";
const SHELL = [OFFLINE, "/static/css/site.css", "/static/js/pages/offline.mjs", "/static/icons/icon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Whether `url` (same origin) is one of the client's files, kept by this worker. */
function kept(url) {
  return url.pathname.startsWith("/static/") || url.pathname.startsWith("/i18n/");
}

/** The client's file asked for by `request`: this version's copy, else the network's, kept. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const found = await cache.match(request);
  if (found) return found;
  const answer = await fetch(request);
  if (answer.ok && answer.type === "basic") await cache.put(request, answer.clone());
  return answer;
}

/** The page asked for by `request` from the network; the offline page when the server
 * cannot be reached (or a proxy in front of it says so). */
async function networkFirst(request) {
  try {
    const answer = await fetch(request);
    if (![502, 503, 504].includes(answer.status)) return answer;
  } catch {
    // unreachable: the offline page
  }
  const cache = await caches.open(CACHE);
  return (await cache.match(OFFLINE)) ?? Response.error();
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(networkFirst(request));
  else if (kept(url)) event.respondWith(cacheFirst(request));
});

/** Keep the offline page in `language` (a page's, told by the page): fetched again when the
 * copy kept is in another. */
async function offlineIn(language) {
  const cache = await caches.open(CACHE);
  const found = await cache.match(OFFLINE);
  if (found?.headers.get("Content-Language") === language) return;
  const answer = await fetch(OFFLINE, { cache: "reload" });
  if (answer.ok) await cache.put(OFFLINE, answer);
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "language") event.waitUntil(offlineIn(String(event.data.language)));
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data.text() };
  }
  const { title = "Nature Table", body = "", tag, url = "/" } = message;
  const options = { body, data: { url }, icon: "/static/icons/icon-192.png", badge: "/static/icons/icon-192.png" };
  if (tag) options.tag = tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Bring a window of this site on `url` forward, or open one on it. */
async function openPage(url) {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return null;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
  if (open) return open.focus();
  return self.clients.openWindow(target.href);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openPage(event.notification.data?.url ?? "/"));
});
