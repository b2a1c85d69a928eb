import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { BoardModel, cellName, cellPosition } from "../../web/static/js/games/renature/board-model.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/game.json", import.meta.url)));
const model = new BoardModel(fixture.first.board);

test("the board's areas have their sizes", () => {
  for (const [area, size] of Object.entries(fixture.first.board.area_sizes)) {
    assert.equal(model.areaCells[area].length, size, area);
  }
  assert.ok(model.isBrook(0, 1));
  assert.ok(!model.isBrook(0, 2));
  assert.ok(!model.isBrook(-1, 0));
  assert.equal(cellName(3, 4), "e4");
  assert.deepEqual(cellPosition("e4"), [3, 4]);
  assert.deepEqual(cellPosition("o15"), [14, 14]);
  assert.equal(model.areaOf.get("c1"), "A");
  assert.ok(fixture.first.board.starts.every((name) => model.isBrook(...cellPosition(name))));
});

test("an animal is dead when no domino can go beside it", () => {
  const view = structuredClone(fixture.first);
  view.animals = { a1: 1, b1: 1 };
  // a1 has the covered b1 and an area beside it; b1 still has b2 then b3
  assert.deepEqual([...model.deadAnimals(view)], ["a1"]);
  view.animals = { a15: 2, b15: 2, a14: 3, b14: 3, b13: 4, b12: 4 };
  const dead = model.deadAnimals(view);
  assert.ok(dead.has("a15"));
  assert.ok(!dead.has("b15"), "c15 and d15 are still free");
});
