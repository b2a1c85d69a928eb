import assert from "node:assert/strict";
import { test } from "node:test";

import { setSession } from "../../web/static/js/api.mjs";
import { OFFERED, canPush, keyBytes, offerAfterGame, serverKey, turnOff, turnOn } from "../../web/static/js/push.mjs";
import { installDom } from "./fake-dom.mjs";

const KEY = "BD04aMVbvRvNHgg8VddpPta2I9w-meEsT6yQTTTrNmB6mJTEgIxGmzTCMY5eNm0YmMn1jMSg8iLh4PwrJi9Df20";

/** The server answering `reply(method, path, body)` ({status, body}); the calls are kept. */
function serve(reply) {
  const calls = [];
  globalThis.fetch = async (path, options) => {
    const body = options.body === undefined ? undefined : JSON.parse(options.body);
    calls.push({ method: options.method, path, body });
    const { status = 200, body: answer = null } = reply(options.method, path, body);
    return { status, ok: status < 400, json: async () => answer };
  };
  return calls;
}

/** A browser with push: a permission the person gives (`permission`), a push service keeping
 * one subscription. */
function browser({ permission = "granted", asked = "default" } = {}) {
  installDom();
  let current = null;
  const subscribed = [];
  const pushManager = {
    async subscribe(options) {
      subscribed.push(options);
      current = {
        endpoint: "https://push.example/abc",
        toJSON: () => ({ endpoint: "https://push.example/abc", expirationTime: null, keys: { p256dh: "p", auth: "a" } }),
        unsubscribe: async () => ((current = null), true),
      };
      return current;
    },
    getSubscription: async () => current,
  };
  const window = {
    PushManager: class {},
    Notification: { permission: asked, requestPermission: async () => permission },
    localStorage: globalThis.localStorage,
  };
  const navigator = { serviceWorker: { ready: Promise.resolve({ pushManager }) } };
  setSession({ user: { id: 1, name: "ann", guest: false }, csrf: "t0k" });
  return { env: { navigator, window }, subscribed, document };
}

test("a key in URL-safe base64 is its 65 bytes, an uncompressed point", () => {
  const bytes = keyBytes(KEY);
  assert.equal(bytes.length, 65);
  assert.equal(bytes[0], 4);
});

test("push needs a service worker, PushManager and Notification", () => {
  assert.equal(canPush(browser().env), true);
  assert.equal(canPush({ navigator: {}, window: { PushManager: class {}, Notification: {} } }), false);
  assert.equal(canPush({ navigator: { serviceWorker: {} }, window: {} }), false);
});

test("the server's key", async () => {
  browser();
  serve(() => ({ body: { key: KEY } }));
  assert.equal(await serverKey(), KEY);
});

test("turning on asks the person, subscribes with the server's key and gives the server the subscription", async () => {
  const { env, subscribed } = browser();
  const calls = serve(() => ({ status: 201, body: { id: 1 } }));
  assert.equal(await turnOn(KEY, env), "on");
  assert.equal(subscribed.length, 1);
  assert.equal(subscribed[0].userVisibleOnly, true);
  assert.deepEqual([...subscribed[0].applicationServerKey], [...keyBytes(KEY)]);
  assert.deepEqual(calls, [
    { method: "POST", path: "/api/push/subscriptions", body: { endpoint: "https://push.example/abc", keys: { p256dh: "p", auth: "a" } } },
  ]);
});

test("a person who refuses: nothing subscribed, nothing sent", async () => {
  const { env, subscribed } = browser({ permission: "denied" });
  const calls = serve(() => ({}));
  assert.equal(await turnOn(KEY, env), "denied");
  assert.deepEqual([subscribed, calls], [[], []]);
});

test("turning off: the server forgets the endpoint, then the browser unsubscribes", async () => {
  const { env } = browser();
  const calls = serve(() => ({ status: 201, body: { id: 1 } }));
  await turnOn(KEY, env);
  const after = serve(() => ({ status: 204 }));
  await turnOff(env);
  assert.deepEqual(after, [{ method: "DELETE", path: "/api/push/subscriptions", body: { endpoint: "https://push.example/abc" } }]);
  assert.equal(await (await env.navigator.serviceWorker.ready).pushManager.getSubscription(), null);
  assert.equal(calls.length, 1);
});

test("after a game, notifications are offered once, never to a person asked before", async () => {
  const { env, document } = browser();
  serve((method) => (method === "GET" ? { body: { key: KEY } } : { status: 201, body: { id: 1 } }));
  const box = document.createElement("div");
  document.body.append(box);
  assert.equal(await offerAfterGame(box, env), true);
  assert.ok(localStorage.getItem(OFFERED));
  assert.ok(document.getElementById("push-offer"));
  assert.equal(await offerAfterGame(box, env), false, "once");
  document.getElementById("push-accept").dispatchEvent(new Event("click"));
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(document.getElementById("push-offer").textContent.startsWith("Notifications are on for this device."), true);

  const denied = browser({ asked: "denied" });
  const other = denied.document.createElement("div");
  assert.equal(await offerAfterGame(other, denied.env), false, "the person said no before");
});
