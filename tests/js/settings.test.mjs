import assert from "node:assert/strict";
import { test } from "node:test";

import { SETTINGS } from "../../web/static/js/games/renature/settings.mjs";
import { Settings } from "../../web/static/js/settings.mjs";

/** A stand-in for localStorage. */
class Storage {
  constructor(items = {}) {
    this.items = { ...items };
  }

  getItem(key) {
    return this.items[key] ?? null;
  }

  setItem(key, value) {
    this.items[key] = value;
  }
}

const SPEC = {
  defaults: { confirm: false, zoom: 1 },
  labels: { confirm: "Confirm", zoom: { label: "Zoom", choices: [{ value: 1, label: "100%" }] } },
};

test("each game and user has its own settings, starting from the game's defaults", () => {
  const storage = new Storage();
  const ann = new Settings("renature", 7, storage);
  ann.define(SPEC);
  assert.equal(ann.get("confirm"), false);
  ann.set("confirm", true);
  assert.deepEqual(JSON.parse(storage.getItem("renature.settings.7")), { confirm: true, zoom: 1 });
  const bob = new Settings("renature", 8, storage);
  bob.define(SPEC);
  assert.equal(bob.get("confirm"), false, "another user");
  const other = new Settings("cascadia", 7, storage);
  other.define(SPEC);
  assert.equal(other.get("confirm"), false, "another game");
  const again = new Settings("renature", 7, storage);
  again.define(SPEC);
  assert.equal(again.get("confirm"), true, "remembered");
});

test("a saved value of the wrong type, or unreadable, gives way to the default", () => {
  const storage = new Storage({ "renature.settings.7": JSON.stringify({ confirm: "yes", zoom: 1.5 }) });
  const settings = new Settings("renature", 7, storage);
  settings.define(SPEC);
  assert.equal(settings.get("confirm"), false);
  assert.equal(settings.get("zoom"), 1.5);
  const broken = new Settings("renature", 7, new Storage({ "renature.settings.7": "{" }));
  broken.define(SPEC);
  assert.equal(broken.get("zoom"), 1);
  const none = new Settings("renature", 7, undefined);
  none.define(SPEC);
  none.set("zoom", 2);
  assert.equal(none.get("zoom"), 2, "works without a storage, for this page only");
});

test("the page's and the game's settings live in one store, and changes are told", () => {
  const settings = new Settings("renature", 7, new Storage());
  settings.define(SETTINGS);
  settings.define({ defaults: { notify: false }, labels: { notify: "Notify me" } });
  assert.deepEqual(Object.keys(settings.labels), [...Object.keys(SETTINGS.labels), "notify"]);
  assert.equal(settings.get("zoom"), 1);
  const told = [];
  settings.listen((name, value) => told.push([name, value]));
  settings.set("zoom", 1.5);
  assert.deepEqual(told, [["zoom", 1.5]]);
});

test("every Renature setting has a default, and every label a default", () => {
  for (const name of Object.keys(SETTINGS.labels)) assert.ok(name in SETTINGS.defaults, name);
  const { zoom } = SETTINGS.labels;
  assert.ok(zoom.choices.some((choice) => choice.value === SETTINGS.defaults.zoom));
});
