import assert from "node:assert/strict";
import { test } from "node:test";

import { MoveIndex } from "../../web/static/js/games/renature/moves.mjs";

// The moves of a seat in the mushroom phase (rules.py: the sites, leaving it, cloud actions).
const SITES = ["b1", "b3", "c1", "f2"];
const mushroomMoves = () => [
  ...SITES.map((cell) => ({ type: "mushroom", cell })),
  { type: "skip_mushroom" },
  { type: "joker", animal: 2 },
  { type: "return", cell: "d5" },
];

test("each mushroom site is one move, found by the space clicked", () => {
  const moves = mushroomMoves();
  const index = new MoveIndex(moves);
  assert.deepEqual([...index.mushrooms.keys()], SITES, "the spaces highlighted");
  for (const move of moves.filter((m) => m.type === "mushroom")) {
    assert.equal(index.mushrooms.get(move.cell), move, "the legal move object itself is sent");
  }
  assert.equal(index.mushrooms.get("e2"), undefined, "no move for a space that is no site");
});

test("leaving the mushroom is the one skip move; cloud actions stay apart", () => {
  const moves = mushroomMoves();
  const index = new MoveIndex(moves);
  assert.equal(index.single.skip_mushroom, moves[SITES.length]);
  assert.deepEqual(Object.keys(index.single), ["skip_mushroom"]);
  assert.equal(index.jokers.get(2).type, "joker");
  assert.equal(index.returns.get("d5").type, "return");
  assert.equal(index.plants.length, 0);
});

test("other phases have no mushroom sites", () => {
  const index = new MoveIndex([{ type: "plant", cell: "c3", colour: "white", kind: "turf" }, { type: "skip_plant" }]);
  assert.equal(index.mushrooms.size, 0);
});
