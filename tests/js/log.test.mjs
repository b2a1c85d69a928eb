import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { BoardModel } from "../../web/static/js/games/renature/board-model.mjs";
import { describe } from "../../web/static/js/games/renature/log.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/game.json", import.meta.url)));
const model = new BoardModel(fixture.first.board);
const context = { names: ["Ann", "Bob"], animals: model.animalNames, areaOf: model.areaOf };

test("every event of a whole game reads as words", () => {
  for (const update of fixture.updates) {
    const lines = describe(update.events, context);
    for (const line of lines) {
      assert.ok(line.text.length > 8, line.text);
      assert.ok(!line.text.includes("undefined"), line.text);
      for (const cell of line.mark?.cells ?? []) assert.match(cell, /^[a-o]([1-9]|1[0-5])$/);
    }
  }
});

test("plant points and area scorings are explained", () => {
  const lines = describe(
    [
      { type: "plant", seat: 0, cell: "c1", colour: "white", kind: "bush", clouds: 1 },
      { type: "plant_points", seat: 0, points: 3 },
      {
        type: "area", area: "A", final: false, main: 7, minor: 3,
        totals: { white: 5, black: 2 },
        awards: [{ seat: 0, for: "main", points: 7 }, { seat: 1, for: "minor", points: 3 }],
      },
      { type: "discard", seat: 1 },
    ],
    context,
  );
  assert.equal(lines[0].text, "Ann planted a white bush on c1 in area A, picking up 1 cloud.");
  assert.deepEqual(lines[0].mark, { cells: ["c1"], area: "A" });
  assert.equal(lines[1].mark, undefined, "nothing to highlight");
  assert.equal(lines[1].text, "Ann scores 3 points (1 for the plant, 2 for 2 plants of equal or lower value in the area).");
  assert.equal(lines[2].text, "Area A (7/3): white 5, black 2 — Ann +7 (main points), Bob +3 (minor points).");
  assert.deepEqual(lines[2].mark, { cells: [], area: "A" });
  assert.equal(lines[3].text, "Bob returned a domino to the box.");
});
