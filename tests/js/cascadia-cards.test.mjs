import assert from "node:assert/strict";
import { test } from "node:test";

import { card } from "../../web/static/js/games/cascadia/cards.mjs";
import { cellName, parseCell } from "../../web/static/js/games/cascadia/hex.mjs";

const ANIMALS = ["bear", "elk", "salmon", "hawk", "fox"];
const NAMES = [
  ...ANIMALS.flatMap((animal) => ["A", "B", "C", "D"].map((letter) => `${animal}-${letter}`)),
  ...ANIMALS.flatMap((animal) => [`family-${animal}`, `intermediate-${animal}`]),
];
const DIRECTIONS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];

/** The cells beside `cell`. */
const around = (cell) => {
  const [q, r] = parseCell(cell);
  return DIRECTIONS.map(([dq, dr]) => cellName(q + dq, r + dr));
};

/** The sizes of the groups of `animal` in a card's example, smallest first. */
function groups(pattern, animal) {
  const left = new Set(pattern.filter((p) => p.animal === animal).map((p) => p.cell));
  const sizes = [];
  for (const first of left) {
    const todo = [first];
    let size = 0;
    left.delete(first);
    while (todo.length) {
      size += 1;
      for (const next of around(todo.pop())) if (left.delete(next)) todo.push(next);
    }
    sizes.push(size);
  }
  return sizes.sort((a, b) => a - b);
}

test("every card has a title, a rule and an example of its own animals on distinct cells", () => {
  for (const name of NAMES) {
    const c = card(name);
    assert.ok(c.title && c.rule, name);
    const cells = c.pattern.map((p) => p.cell);
    assert.equal(new Set(cells).size, cells.length, name);
    assert.ok(cells.every((cell) => cellName(...parseCell(cell)) === cell), name);
    assert.ok(c.pattern.every((p) => p.animal === null || ANIMALS.includes(p.animal)), name);
    assert.ok(c.pattern.some((p) => p.animal === c.animal), `${name} shows its animal`);
  }
  assert.ok(card("family-hawk").pattern.every((p) => p.animal === "hawk"));
});

test("the bear and elk examples show the groups their cards score", () => {
  const sizes = (name) => groups(card(name).pattern, card(name).animal);
  assert.deepEqual(sizes("bear-A"), [2, 2]);
  assert.deepEqual(sizes("bear-B"), [3]);
  assert.deepEqual(sizes("bear-C"), [1, 2, 3]);
  assert.deepEqual(sizes("bear-D"), [2, 4]);
  assert.deepEqual(sizes("elk-A"), [4]);
  const ring = card("elk-D").pattern;
  const centre = ring.find((p) => p.animal === null).cell;
  assert.ok(ring.every((p) => p.cell === centre || around(centre).includes(p.cell)), "elk round a centre");
});

test("salmon examples are runs; hawks stand alone", () => {
  for (const letter of ["A", "B", "C", "D"]) {
    const salmon = card(`salmon-${letter}`).pattern.filter((p) => p.animal === "salmon").map((p) => p.cell);
    assert.deepEqual(groups(card(`salmon-${letter}`).pattern, "salmon"), [salmon.length]);
    for (const cell of salmon) assert.ok(around(cell).filter((c) => salmon.includes(c)).length <= 2);
  }
  for (const letter of ["A", "B", "C", "D"]) {
    const sizes = groups(card(`hawk-${letter}`).pattern, "hawk");
    assert.ok(sizes.length >= 2 && sizes.every((n) => n === 1), `hawk-${letter}`);
  }
});
