// The account page's notifications: for each kind of event (turns, invitations, game over,
// chat while away, clock reminders) what goes by mail, to the person's devices (push) and to
// their webhooks, each where the channel offers it; quiet hours; this device's notifications
// turned on and off; the webhooks added, listed and removed. Read and saved with
// /api/account/notifications.

import { api } from "./api.mjs";
import { el } from "./dom.mjs";
import { t, tn } from "./i18n.mjs";
import { canPush, serverKey, subscription, turnOff, turnOn } from "./push.mjs";
import { guarded, notice } from "./ui.mjs";

const $ = (id) => document.getElementById(id);

/** The choices of an hour: none, then 0 to 23 ({value, label}). */
export function hourChoices() {
  const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00` }));
  return [{ value: "", label: "—" }, ...hours];
}

/** This browser's time zone (IANA), "UTC" when it says none. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The time zones to choose from, `current` among them. */
export function zoneChoices(current) {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([current, ...known, "UTC"])].filter(Boolean).sort();
}

/** The body of PUT /api/account/notifications from the form's `fields` (its elements). */
export function settingsOf(fields) {
  const hour = (value) => (value === "" ? null : Number(value));
  return {
    mail: { turns: fields.turns.value, invitations: fields.invitations.checked, results: fields.results.checked },
    push: {
      turns: fields.push_turns.checked,
      invitations: fields.push_invitations.checked,
      results: fields.push_results.checked,
      chat: fields.push_chat.checked,
      reminders: fields.push_reminders.checked,
    },
    webhook: { turns: fields.webhook_turns.checked, results: fields.webhook_results.checked },
    quiet: { from: hour(fields.quiet_from.value), to: hour(fields.quiet_to.value), time_zone: fields.time_zone.value },
  };
}

/** Show `state` (the settings' answer) in the form's `fields`. */
export function showSettings(fields, state) {
  for (const radio of fields.turns) radio.checked = radio.value === state.mail.turns;
  fields.invitations.checked = state.mail.invitations;
  fields.results.checked = state.mail.results;
  if (state.push) for (const [kind, on] of Object.entries(state.push)) fields[`push_${kind}`].checked = on;
  if (state.webhook) for (const [kind, on] of Object.entries(state.webhook)) fields[`webhook_${kind}`].checked = on;
  if (!state.quiet) return;
  fields.quiet_from.value = state.quiet.from === null ? "" : String(state.quiet.from);
  fields.quiet_to.value = state.quiet.to === null ? "" : String(state.quiet.to);
  // no quiet hours set yet: the zone proposed is this browser's
  const zone = state.quiet.from === null && state.quiet.to === null ? browserZone() : state.quiet.time_zone || browserZone();
  fillZones(fields.time_zone, zone);
}

function fillZones(select, zone) {
  select.replaceChildren(...zoneChoices(zone).map((z) => el("option", { value: z, selected: z === zone }, z)));
  select.value = zone;
}

function fillHours(select) {
  select.replaceChildren(...hourChoices().map((h) => el("option", { value: h.value }, h.label)));
}

/** How many devices get notifications, said. */
const devicesText = (n) =>
  n ? tn("Notifications go to {n} device.", "Notifications go to {n} devices.", n) : t("No device gets notifications.");

/** This device's notifications, turned on and off by the checkbox; where the browser or the
 * site has no push, saying so instead. `changed(devices)` hears the new count. */
async function deviceControl(state, changed) {
  const none = (text) => {
    $("push-none").textContent = text;
    $("push-none").hidden = false;
  };
  const key = await serverKey();
  if (!canPush()) return none(t("This browser cannot get notifications from the site."));
  const toggle = $("push-toggle");
  const show = async () => {
    toggle.checked = Boolean(await subscription()) && Notification.permission === "granted";
    $("push-state").textContent = devicesText(state.devices);
  };
  await show();
  $("push-device").hidden = false;
  toggle.addEventListener("change", () =>
    guarded(async () => {
      toggle.disabled = true;
      try {
        if (toggle.checked) {
          if ((await turnOn(key)) === "denied") {
            notice(t("Notifications stay off: the browser did not allow them."));
            toggle.checked = false;
            return;
          }
          notice(t("Notifications are on for this device."), "ok");
        } else {
          await turnOff();
          notice(t("Notifications are off for this device."), "ok");
        }
        state = await api.get("/api/account/notifications");
        changed(state.devices);
        await show();
      } finally {
        toggle.disabled = false;
      }
    }),
  );
  return undefined;
}

const FORMATS = { discord: "Discord", slack: "Slack", json: "JSON" };

/** The webhooks listed, each with its button removing it. */
function showWebhooks(hooks) {
  const list = $("webhooks");
  if (!hooks.length) return list.replaceChildren(el("li", { class: "muted" }, t("No webhooks yet.")));
  const remove = (hook) =>
    guarded(async () => {
      await api.del(`/api/account/webhooks/${hook.id}`);
      showWebhooks((await api.get("/api/account/notifications")).webhooks);
      notice(t("The webhook is removed."), "ok");
    });
  list.replaceChildren(
    ...hooks.map((hook) =>
      el(
        "li",
        { "data-id": hook.id },
        el("span", { class: "grow" }, hook.url),
        el("span", { class: "badge" }, FORMATS[hook.format] ?? hook.format),
        el("button", { type: "button", class: "remove-webhook", onclick: () => remove(hook) }, t("Remove")),
      ),
    ),
  );
  return undefined;
}

/** The notifications section of the account page, for a signed-in account. */
export async function notificationSettings() {
  const form = $("preferences");
  const fields = form.elements;
  fillHours(fields.quiet_from);
  fillHours(fields.quiet_to);
  let state = await api.get("/api/account/notifications");
  showSettings(fields, state);
  showWebhooks(state.webhooks);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    guarded(async () => {
      state = await api.put("/api/account/notifications", settingsOf(fields));
      showSettings(fields, state);
      notice(t("Saved."), "ok");
    });
  });
  $("webhook-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const { url, format } = e.target.elements;
    guarded(async () => {
      await api.post("/api/account/webhooks", { url: url.value.trim(), format: format.value });
      url.value = "";
      showWebhooks((await api.get("/api/account/notifications")).webhooks);
      notice(t("The webhook is added."), "ok");
    });
  });
  await guarded(() => deviceControl(state, (devices) => (state.devices = devices)));
}
