import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { BoardModel, areaTotals, cellName, wouldScore } from "../../web/static/js/renature/board-model.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/game.json", import.meta.url)));
const model = new BoardModel(fixture.first.board);
const seats = [{ colour: "white" }, { colour: "black" }];

test("the board's areas have their sizes", () => {
  for (const [area, size] of Object.entries(fixture.first.board.area_sizes)) {
    assert.equal(model.areaCells[area].length, size, area);
  }
  assert.ok(model.isBrook(0, 1));
  assert.ok(!model.isBrook(0, 2));
  assert.ok(!model.isBrook(-1, 0));
  assert.equal(cellName([3, 4]), "e4");
});

test("totals sum plant values per colour", () => {
  const view = { plants: { "0,2": ["white", "bush"], "0,3": ["white", "turf"], "1,2": ["neutral", "oak"] } };
  assert.deepEqual(areaTotals(model, view, "A"), { white: 3, neutral: 4 });
  assert.deepEqual(areaTotals(model, view, "B"), {});
});

test("area scoring as the rules give it", () => {
  const token = { main: 7, minor: 3 };
  assert.deepEqual(wouldScore({}, token, seats), []);
  assert.deepEqual(wouldScore({ white: 2 }, token, seats), [{ seat: 0, for: "main+minor", points: 10 }]);
  assert.deepEqual(wouldScore({ neutral: 2 }, token, seats), []);
  assert.deepEqual(wouldScore({ white: 2, black: 5 }, token, seats), [
    { seat: 1, for: "main", points: 7 },
    { seat: 0, for: "minor", points: 3 },
  ]);
  assert.deepEqual(wouldScore({ neutral: 6, black: 5 }, token, seats), [{ seat: 1, for: "minor", points: 3 }]);
  // the rule book's example 1: black and neutral tie at 3, orange alone remains
  assert.deepEqual(wouldScore({ white: 2, black: 3, neutral: 3 }, token, seats), [
    { seat: 0, for: "main+minor", points: 10 },
  ]);
  assert.deepEqual(wouldScore({ white: 3, black: 3 }, token, seats), []);
});

test("an animal is dead when no domino can go beside it", () => {
  const view = structuredClone(fixture.first);
  view.animals = { "0,0": 1, "0,1": 1 };
  // (0,0) has the covered (0,1) and area F beside it; (0,1) still has (1,1) then (2,1)
  assert.deepEqual([...model.deadAnimals(view)], ["0,0"]);
  view.animals = { "14,0": 2, "14,1": 2, "13,0": 3, "13,1": 3, "12,1": 4, "11,1": 4 };
  const dead = model.deadAnimals(view);
  assert.ok(dead.has("14,0"));
  assert.ok(!dead.has("14,1"), "(14,2) and (14,3) are still free");
});
