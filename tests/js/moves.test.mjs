import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { MoveIndex } from "../../web/static/js/games/renature/moves.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/game.json", import.meta.url)));

test("every place move is reachable by clicking its two cells", () => {
  const moves = fixture.moves.domino.moves;
  const index = new MoveIndex(moves);
  for (const move of moves.filter((m) => m.type === "place")) {
    const [a, b] = move.cells;
    assert.ok(index.placementCells(move.domino).has(a));
    assert.ok(index.partnerCells(move.domino, a).has(b));
    const chosen = [index.placement(move.domino, a, b, false), index.placement(move.domino, a, b, true)];
    assert.ok(chosen.includes(move), "one way round or the other gives the move itself");
  }
});

test("a placement is one of the given move objects, or null", () => {
  const place = { type: "place", domino: 3, cells: ["b1", "a1"] };
  const index = new MoveIndex([place, { type: "discard", domino: 3 }]);
  assert.equal(index.placement(3, "b1", "a1", false), place);
  assert.equal(index.placement(3, "a1", "b1", false), place, "the only legal way round");
  assert.equal(index.placement(3, "b1", "b2", false), null);
  assert.equal(index.placement(4, "b1", "a1", false), null);
  assert.deepEqual([...index.placementCells(4)], []);
});

test("both ways round: flipping chooses the other one", () => {
  const ab = { type: "place", domino: 9, cells: ["b1", "a1"] };
  const ba = { type: "place", domino: 9, cells: ["a1", "b1"] };
  const index = new MoveIndex([ab, ba]);
  assert.equal(index.placement(9, "b1", "a1", false), ab);
  assert.equal(index.placement(9, "b1", "a1", true), ba);
});

test("plant choices and their cells come from the plant moves", () => {
  const moves = fixture.moves.plant.moves;
  const index = new MoveIndex(moves);
  const plants = moves.filter((m) => m.type === "plant");
  for (const { colour, kind } of index.plantChoices()) {
    const cells = index.plantCells(colour, kind);
    assert.ok(cells.size > 0);
    for (const k of cells) {
      const move = index.plantMove(colour, kind, k);
      assert.ok(plants.includes(move));
    }
  }
  assert.equal(index.plantChoices().length, new Set(plants.map((m) => `${m.colour}/${m.kind}`)).size);
  assert.equal(index.single.skip_plant.type, "skip_plant");
  assert.equal(index.plantMove("orange", "oak", "z99"), null);
});

test("cloud actions and single moves are indexed", () => {
  const moves = [
    { type: "joker", animal: 4 },
    { type: "return", cell: "d3" },
    { type: "extra_turn" },
    { type: "end_turn" },
  ];
  const index = new MoveIndex(moves);
  assert.equal(index.jokers.get(4), moves[0]);
  assert.equal(index.returns.get("d3"), moves[1]);
  assert.equal(index.single.extra_turn, moves[2]);
  assert.equal(index.single.end_turn, moves[3]);
  assert.equal(index.empty, false);
  assert.equal(new MoveIndex([]).empty, true);
});
