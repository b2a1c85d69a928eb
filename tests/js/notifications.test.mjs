import assert from "node:assert/strict";
import { test } from "node:test";

import { installDom } from "./fake-dom.mjs";

installDom();
const { browserZone, hourChoices, settingsOf, showSettings, zoneChoices } = await import(
  "../../web/static/js/notifications.mjs"
);

/** The settings form's fields, as the account page has them. */
function fields() {
  const box = (checked = false) => ({ checked });
  const turns = ["each", "digest", "none"].map((value) => ({ value, checked: false }));
  return {
    turns: Object.defineProperty(turns, "value", { get: () => turns.find((r) => r.checked)?.value ?? "" }),
    invitations: box(),
    results: box(),
    push_turns: box(),
    push_invitations: box(),
    push_results: box(),
    push_chat: box(),
    push_reminders: box(),
    webhook_turns: box(),
    webhook_results: box(),
    quiet_from: { value: "" },
    quiet_to: { value: "" },
    time_zone: { value: "", replaceChildren() {} },
  };
}

const STATE = {
  mail: { turns: "digest", invitations: false, results: true },
  push: { turns: true, invitations: false, results: true, chat: true, reminders: false },
  webhook: { turns: true, results: false },
  quiet: { from: 22, to: 7, time_zone: "Europe/Berlin" },
  devices: 2,
  webhooks: [],
};

test("the settings shown are the settings saved", () => {
  const form = fields();
  showSettings(form, STATE);
  const { devices, webhooks, ...saved } = STATE;
  assert.deepEqual(settingsOf(form), saved);
});

test("no quiet hours yet: none chosen, and the zone proposed is the browser's", () => {
  const form = fields();
  showSettings(form, { ...STATE, quiet: { from: null, to: null, time_zone: "UTC" } });
  assert.deepEqual(settingsOf(form).quiet, { from: null, to: null, time_zone: browserZone() });
});

test("hours: none, then 00:00 to 23:00; zones: the one given among them", () => {
  const hours = hourChoices();
  assert.equal(hours.length, 25);
  assert.deepEqual([hours[0].value, hours[1].label, hours[24].label], ["", "00:00", "23:00"]);
  const zones = zoneChoices("Europe/Paris");
  assert.ok(zones.includes("Europe/Paris") && zones.includes("UTC"));
  assert.ok(zoneChoices("Mars/Olympus").includes("Mars/Olympus"));
});
