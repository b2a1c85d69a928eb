import assert from "node:assert/strict";
import { test } from "node:test";

import { SEAT_COLOURS, seatColours, seatName } from "../../web/static/js/seats.mjs";

test("a game's screen gives its seats' colours when it has them", () => {
  const colour = seatColours({ seatColor: (seat) => ["orange", "blue"][seat] });
  assert.equal(colour(0), "orange");
  assert.equal(colour(1), "blue");
});

test("otherwise every seat of a game gets its own colour of the palette", () => {
  const colour = seatColours({});
  const five = [0, 1, 2, 3, 4].map(colour);
  assert.equal(new Set(five).size, 5);
  assert.deepEqual(five, SEAT_COLOURS.slice(0, 5));
  for (const c of SEAT_COLOURS) assert.match(c, /^#[0-9a-f]{6}$/);
});

test("a seat without a name yet is called by its number", () => {
  assert.equal(seatName(["ann"], 0), "ann");
  assert.equal(seatName(["ann"], 1), "Seat 2");
});

test("a change of who plays a seat is told in words, but the viewer's own", async () => {
  const { seatChanges } = await import("../../web/static/js/seats.mjs");
  const start = { players: ["ann", "bob", "cat"], resigned: [], away: [] };
  const away = { players: ["ann", "bob (away, easy bot)", "cat"], resigned: [], away: [1] };
  assert.deepEqual(seatChanges(start, away, 0), ["bob (away, easy bot) plays this seat until its player is back."]);
  assert.deepEqual(seatChanges(away, start, 0), ["bob took their seat back."]);
  const left = { players: ["ann", "bob", "cat (resigned, medium bot)"], resigned: [2], away: [] };
  assert.deepEqual(seatChanges(start, left, 0), ["cat (resigned, medium bot) plays this seat from now on."]);
  assert.deepEqual(seatChanges(start, left, 2), [], "the viewer knows of their own");
  assert.deepEqual(seatChanges(start, start, 0), []);
  const out = { players: ["ann", "bob (resigned, easy bot)", "cat"], resigned: [1], away: [] };
  assert.deepEqual(seatChanges(away, out, 0), ["bob (resigned, easy bot) plays this seat from now on."]);
});
