import assert from "node:assert/strict";
import { test } from "node:test";

import { clockTimes, describeClock, formatLeft } from "../../web/static/js/clock.mjs";

const S = 1000;
const at = (ms) => new Date(ms).toISOString();

test("a time left reads in days and hours, hours and minutes, or minutes and seconds", () => {
  const cases = [
    [(2 * 86400 + 4 * 3600 + 59) * S, "2 d 4 h"],
    [3 * 86400 * S, "3 d"],
    [(86400 - 1) * S, "23 h 59 min"],
    [(5 * 3600 + 12 * 60 + 30) * S, "5 h 12 min"],
    [2 * 3600 * S, "2 h"],
    [(3 * 60 + 7) * S + 999, "3:07"],
    [59 * S, "0:59"],
    [-5 * S, "0:00"],
  ];
  for (const [ms, text] of cases) assert.equal(formatLeft(ms), text, `${ms} ms`);
});

test("a table's clock in a sentence", () => {
  const turn = { kind: "turn", per_turn: 86400, on_timeout: "bot", bot_level: "medium" };
  assert.equal(describeClock(turn), "1 day per turn; then a medium bot plays until the player is back.");
  const out = { ...turn, per_turn: 43200, on_timeout: "out", bot_level: "easy" };
  assert.equal(
    describeClock(out),
    "12 hours per turn; then the player is out (ranked last) and an easy bot finishes their seat.",
  );
  const live = { kind: "live", bank: 600, increment: 5, on_timeout: "bot", bot_level: "hard" };
  assert.equal(describeClock(live), "Live: 10 min + 5 s a turn; then a hard bot plays until the player is back.");
  assert.match(describeClock({ ...live, bank: 90, increment: 0 }), /^Live: 1 min 30 s each, nothing added a turn;/);
  assert.equal(describeClock({ kind: "none" }), "No turn clock.");
});

test("live clocks: the seat to move runs down from its bank, the others stand still", () => {
  const since = Date.UTC(2026, 0, 1);
  const clock = { kind: "live", turn_since: at(since), deadline: at(since + 600 * S), banks: [600, 45] };
  assert.deepEqual(clockTimes(clock, 0, since + 70 * S), [
    { seat: 0, left: 530 * S, running: true, low: false },
    { seat: 1, left: 45 * S, running: false, low: true },
  ]);
  const botsTurn = { ...clock, deadline: null }; // no clock runs for a bot
  assert.deepEqual(
    clockTimes(botsTurn, 0, since + 70 * S).map((t) => [t.left, t.running]),
    [
      [600 * S, false],
      [45 * S, false],
    ],
  );
});

test("a time per turn: the seat to move's time to its deadline, low in its last quarter", () => {
  const since = Date.UTC(2026, 0, 1);
  const clock = { kind: "turn", turn_since: at(since), deadline: at(since + 86400 * S), banks: null };
  assert.deepEqual(clockTimes(clock, 1, since + 60 * S), [{ seat: 1, left: (86400 - 60) * S, running: true, low: false }]);
  assert.equal(clockTimes(clock, 1, since + 65000 * S)[0].low, true);
  assert.deepEqual(clockTimes({ ...clock, deadline: null }, 1, since), [], "a bot's turn: no clock runs");
  assert.deepEqual(clockTimes(null, 1, since), [], "no clock");
});
