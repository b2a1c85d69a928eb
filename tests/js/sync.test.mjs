import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { PatchError, ViewSync, applyPatch } from "../../web/static/js/sync.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/game.json", import.meta.url)));

test("set replaces, adds keys and appends one past a list's end", () => {
  const view = { a: { b: 1 }, list: [1, 2] };
  applyPatch(view, [
    [["a", "b"], 5],
    [["a", "c"], [0]],
    [["list", 2], 3],
    [["a", "c", 1], 9],
  ]);
  assert.deepEqual(view, { a: { b: 5, c: [0, 9] }, list: [1, 2, 3] });
});

test("del removes a key or a list item; an absent key is no change", () => {
  const view = { plants: { c2: ["orange", "bush"], e4: ["blue", "oak"] }, l: [1, 2, 3] };
  applyPatch(view, [
    [["plants", "c2"]],
    [["plants", "o15"]],
    [["l", 0]],
  ]);
  assert.deepEqual(view, { plants: { e4: ["blue", "oak"] }, l: [2, 3] });
});

test("a path that does not fit is refused", () => {
  assert.throws(() => applyPatch({ l: [] }, [[["l", 1], 0]]), PatchError);
  assert.throws(() => applyPatch({}, [[["x", "y"], 0]]), PatchError);
  assert.throws(() => applyPatch({ l: [] }, [[["l", 0]]]), PatchError);
  assert.throws(() => applyPatch({ a: 1 }, [[["b", "c"]]]), PatchError);
  assert.throws(() => applyPatch({ a: 1 }, [[[], 0]]), PatchError);
  assert.throws(() => applyPatch({ a: 1 }, [[["a"], 1, 2]]), PatchError);
});

test("the engine's patches of a whole game rebuild the engine's last view", () => {
  const sync = new ViewSync();
  assert.equal(sync.receive({ type: "full", version: 0, view: structuredClone(fixture.first) }), "full");
  for (const update of fixture.updates) assert.equal(sync.receive(update), "update");
  assert.deepEqual(sync.view, fixture.last);
  assert.equal(sync.version, fixture.updates.length);
});

test("old versions are ignored and a hole asks for a resync", () => {
  const sync = new ViewSync();
  assert.equal(sync.receive(fixture.updates[0]), "gap");
  sync.receive({ type: "full", version: 0, view: structuredClone(fixture.first) });
  assert.equal(sync.receive(fixture.updates[1]), "gap");
  assert.equal(sync.version, 0);
  assert.equal(sync.receive(fixture.updates[0]), "update");
  assert.equal(sync.receive(fixture.updates[0]), "old");
  assert.equal(sync.version, 1);
  assert.equal(sync.receive({ type: "full", version: 0, view: fixture.first }), "old");
});

test("a patch that does not fit leaves the view as it was", () => {
  const sync = new ViewSync();
  sync.receive({ type: "full", version: 3, view: { a: 1 } });
  const result = sync.receive({ type: "update", version: 4, patch: [[["b", "c"], 1]] });
  assert.equal(result, "broken");
  assert.deepEqual(sync.view, { a: 1 });
  assert.equal(sync.version, 3);
});

test("a full view after missed versions replaces the view", () => {
  const sync = new ViewSync();
  sync.receive({ type: "full", version: 0, view: structuredClone(fixture.first) });
  assert.equal(sync.receive({ type: "full", version: 50, view: fixture.last }), "full");
  assert.equal(sync.version, 50);
  assert.equal(sync.view, fixture.last);
});
