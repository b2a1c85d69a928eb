// The keyboard over a board: an arrow leads to the nearest space ahead in the board's own
// coordinates (a square grid and a hex grid), N and P go round the spaces one may choose.
import assert from "node:assert/strict";
import { test } from "node:test";

import { nearest, nextOpen } from "../../web/static/js/board-keys.mjs";

const grid = [];
for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) grid.push({ id: `${x},${y}`, x, y });
const at = (id) => grid.find((s) => s.id === id);

test("on a square grid an arrow goes to the next space that way, and stops at the edge", () => {
  assert.equal(nearest(grid, at("1,1"), [1, 0]).id, "2,1");
  assert.equal(nearest(grid, at("1,1"), [-1, 0]).id, "0,1");
  assert.equal(nearest(grid, at("1,1"), [0, -1]).id, "1,0");
  assert.equal(nearest(grid, at("1,1"), [0, 1]).id, "1,2");
  assert.equal(nearest(grid, at("2,1"), [1, 0]), null);
});

test("a gap is jumped, and a space far to the side is not taken for one ahead", () => {
  const gappy = [at("0,0"), at("2,0"), { id: "1,2", x: 1, y: 2 }];
  assert.equal(nearest(gappy, gappy[0], [1, 0]).id, "2,0");
  assert.equal(nearest([at("0,0"), at("1,2")], at("0,0"), [1, 0]), null);
});

test("on a hex grid up and down lead to a neighbour half a column aside", () => {
  // odd rows shifted half a hex right, rows 0.87 apart
  const hexes = [];
  for (let r = 0; r < 3; r++) for (let q = 0; q < 3; q++) hexes.push({ id: `${q},${r}`, x: q + (r % 2) / 2, y: r * 0.87 });
  const hex = (id) => hexes.find((s) => s.id === id);
  assert.match(nearest(hexes, hex("1,1"), [0, -1]).id, /^[12],0$/);
  assert.match(nearest(hexes, hex("1,1"), [0, 1]).id, /^[12],2$/);
  assert.equal(nearest(hexes, hex("1,1"), [1, 0]).id, "2,1");
});

test("N and P go round the open spaces, in the list's order", () => {
  const spaces = grid.map((s) => ({ ...s, open: s.x === 1 }));
  assert.equal(nextOpen(spaces, "1,0", 1).id, "1,1");
  assert.equal(nextOpen(spaces, "1,2", 1).id, "1,0");
  assert.equal(nextOpen(spaces, "1,0", -1).id, "1,2");
  assert.equal(nextOpen(spaces, undefined, 1).id, "1,0");
  assert.equal(nextOpen(grid, "0,0", 1), null);
});
