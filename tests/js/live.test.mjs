import assert from "node:assert/strict";
import { test } from "node:test";

import { oneAtATime } from "../../web/static/js/live.mjs";

test("refreshes run one at a time, and calls made meanwhile make one more run", async () => {
  let running = 0;
  let most = 0;
  let runs = 0;
  const gates = [];
  const refresh = oneAtATime(async () => {
    running += 1;
    most = Math.max(most, running);
    runs += 1;
    await new Promise((done) => gates.push(done));
    running -= 1;
  });
  const first = refresh();
  const more = [refresh(), refresh(), refresh()]; // while the first runs
  assert.equal(runs, 1);
  gates.shift()();
  await new Promise((done) => setTimeout(done, 0));
  assert.equal(runs, 2, "the calls made meanwhile: one more run");
  gates.shift()();
  await Promise.all([first, ...more]);
  assert.equal(runs, 2);
  assert.equal(most, 1);
  const later = refresh(); // nothing running: a run of its own
  assert.equal(runs, 3);
  gates.shift()();
  await later;
});
