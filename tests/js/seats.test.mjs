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
