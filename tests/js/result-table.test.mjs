import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { resultModel } from "../../web/static/js/result-table.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/game.json", import.meta.url)));

const part = (label, points) => ({ label, points });

test("the table shows every part some seat scored in, the totals and the winner", () => {
  const result = fixture.last.result;
  const model = resultModel(result, ["ann", "bob"]);
  const winner = result.winners[0];
  assert.equal(model.heading, `${["ann", "bob"][winner]} wins!`);
  assert.deepEqual(
    model.players.map((p) => p.winner),
    [0, 1].map((seat) => seat === winner),
  );
  const scored = result.seats[0].parts
    .map((p, i) => ({ label: p.label, points: result.seats.map((seat) => seat.parts[i].points) }))
    .filter((row) => row.points.some((points) => points !== 0));
  assert.deepEqual(model.parts, scored);
  assert.deepEqual(model.totals, result.seats.map((seat) => seat.total));
  for (const seat of [0, 1]) {
    assert.equal(model.parts.reduce((sum, row) => sum + row.points[seat], 0), model.totals[seat]);
  }
  assert.equal(model.places[winner], 1);
  assert.equal(model.tieBreak, result.tie_break);
});

test("tied seats share a place; the next place counts them", () => {
  const result = {
    seats: [
      { total: 10, parts: [part("Birds", 10)] },
      { total: 12, parts: [part("Birds", 4), part("Trees", 8)] },
      { total: 12, parts: [part("Trees", 12)] },
    ],
    ranking: [[1, 2], [0]],
    winners: [1, 2],
    tie_break: null,
  };
  const model = resultModel(result, ["ann"]);
  assert.equal(model.heading, "Seat 2 and Seat 3 win!");
  assert.deepEqual(model.players.map((p) => p.name), ["ann", "Seat 2", "Seat 3"]);
  assert.deepEqual(model.parts, [
    { label: "Birds", points: [10, 4, 0] },
    { label: "Trees", points: [0, 8, 12] },
  ]);
  assert.deepEqual(model.places, [3, 1, 1]);
  assert.equal(model.tieBreak, null);
});

test("a resigned seat is marked, and ranked where the result puts it", () => {
  const result = {
    seats: [
      { total: 20, parts: [part("Birds", 20)], resigned: true },
      { total: 12, parts: [part("Birds", 12)] },
    ],
    ranking: [[1], [0]],
    winners: [1],
    tie_break: null,
  };
  const model = resultModel(result, ["ann (resigned, medium bot)", "bob"]);
  assert.deepEqual(model.players.map((p) => p.resigned), [true, false]);
  assert.deepEqual(model.places, [2, 1]);
  assert.equal(model.heading, "bob wins!");
});

test("a part no seat scored in is left out", () => {
  const result = {
    seats: [
      { total: 3, parts: [part("Birds", 3), part("Bats", 0)] },
      { total: 0, parts: [part("Birds", 0), part("Bats", 0)] },
    ],
    ranking: [[0], [1]],
    winners: [0],
    tie_break: null,
  };
  assert.deepEqual(resultModel(result, ["ann", "bob"]).parts, [{ label: "Birds", points: [3, 0] }]);
});
