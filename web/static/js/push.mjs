// Notifications on this device: whether the browser can have them, the site's key, and
// turning them on (the person's permission asked, a subscription made with the browser's push
// service and given to the server) and off (given back to both). Never asked for unasked:
// only a person's click turns them on. Also the one offer of them after a first finished game.

import { api, request } from "./api.mjs";
import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

export const OFFERED = "push-offered"; // localStorage: the offer after a game was made

/** The browser's parts that push needs ({navigator, window}), for the tests to replace. */
const browser = () => ({ navigator: globalThis.navigator, window: globalThis });

/** Whether this browser can get push messages from the site. */
export function canPush({ navigator, window } = browser()) {
  return Boolean(navigator?.serviceWorker && window.PushManager && window.Notification);
}

/** The bytes of `key`, URL-safe base64 without padding (the server's VAPID public key). */
export function keyBytes(key) {
  const base64 = (key + "=".repeat((4 - (key.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The site's push key (its VAPID public key). */
export async function serverKey() {
  return (await api.get("/api/push/key")).key;
}

/** This device's subscription, or null. */
export async function subscription({ navigator } = browser()) {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** Turn notifications on for this device with the site's `key`: resolves with "on", or with
 * "denied" when the person (or the browser) refuses them. */
export async function turnOn(key, { navigator, window } = browser()) {
  const permission = await window.Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const registration = await navigator.serviceWorker.ready;
  const made = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  const { endpoint, keys } = made.toJSON();
  await api.post("/api/push/subscriptions", { endpoint, keys });
  return "on";
}

/** Turn notifications off for this device: the server forgets its subscription, then the
 * browser's push service. */
export async function turnOff(env = browser()) {
  const found = await subscription(env);
  if (!found) return;
  await request("DELETE", "/api/push/subscriptions", { endpoint: found.endpoint });
  await found.unsubscribe();
}

/** Whether this device would be offered notifications: the browser can have them, the person
 * was never asked here, and it has none yet. */
export async function worthOffering(env = browser()) {
  if (!canPush(env) || env.window.Notification.permission !== "default") return false;
  if (env.window.localStorage?.getItem(OFFERED)) return false;
  return !(await subscription(env));
}

/** After a person's first finished game: offer notifications once, in `box` (the final
 * screen's), a dismissible prompt; the offer is remembered in localStorage. */
export async function offerAfterGame(box, env = browser()) {
  if (!(await worthOffering(env))) return false;
  env.window.localStorage.setItem(OFFERED, new Date().toISOString());
  const offer = el("div", { class: "push-offer row", id: "push-offer", role: "status" });
  const said = el("span", { class: "grow" }, t("Get a notification on this device when it is your turn?"));
  const close = () => offer.remove();
  const accept = async () => {
    try {
      const state = await turnOn(await serverKey(), env);
      offer.replaceChildren(
        el("span", { class: "grow" }, state === "on" ? t("Notifications are on for this device.") : t("Notifications stay off: the browser did not allow them.")),
        el("button", { type: "button", class: "close", "aria-label": t("Dismiss"), onclick: close }, "×"),
      );
    } catch (error) {
      said.textContent = error.message;
    }
  };
  offer.replaceChildren(
    said,
    el("button", { type: "button", class: "primary", id: "push-accept", onclick: accept }, t("Turn on")),
    el("button", { type: "button", id: "push-decline", onclick: close }, t("Not now")),
  );
  box.append(offer);
  return true;
}
