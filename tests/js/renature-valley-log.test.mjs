import assert from "node:assert/strict";
import { test } from "node:test";

import { describe } from "../../web/static/js/games/renature/log.mjs";

const context = {
  names: ["Ann", "Bob"],
  animals: ["butterfly", "snail", "turtle"],
  areaOf: new Map([["b3", "A"], ["c3", "A"]]),
  valley: true,
  stumps: new Set(["e2", "e7"]),
};
const line = (event) => describe([event], context)[0];

test("covering a tree stump is said with the placement", () => {
  const placed = line({ type: "place", seat: 0, domino: 3, animals: [0, 1], cells: ["e6", "e7"] });
  assert.equal(placed.text, "Ann placed butterfly–snail on e6–e7, covering the tree stump on e7.");
  assert.deepEqual(placed.mark, { cells: ["e6", "e7"], area: null });
  const plain = line({ type: "place", seat: 1, domino: 4, animals: [2, 1], cells: ["e4", "e5"] });
  assert.equal(plain.text, "Bob placed turtle–snail on e4–e5.");
});

test("a mushroom placed: the area it grows, or the areas it joins", () => {
  const grows = line({ type: "mushroom", seat: 0, cell: "b1", area: "A", joined: ["A"] });
  assert.equal(grows.text, "Ann placed a mushroom on b1: area A grows by a space.");
  assert.deepEqual(grows.mark, { cells: ["b1"], area: "A" });
  const two = line({ type: "mushroom", seat: 1, cell: "b3", area: "A", joined: ["A", "F"] });
  assert.equal(two.text, "Bob placed a mushroom on b3: joining areas A and F into area A.");
  assert.equal(two.seat, 1);
  const three = line({ type: "mushroom", seat: 0, cell: "e3", area: "B", joined: ["B", "F", "G"] });
  assert.equal(three.text, "Ann placed a mushroom on e3: joining areas B, F and G into area B.");
});

test("a mushroom to the box: declined, or without a site", () => {
  const declined = line({ type: "mushroom_boxed", seat: 0, why: "declined" });
  assert.equal(declined.text, "Ann left the mushroom: it goes to the box.");
  assert.equal(declined.mark, undefined);
  const none = line({ type: "mushroom_boxed", seat: 1, why: "no site" });
  assert.equal(none.text, "No space for Bob's mushroom: it goes to the box.");
});

test("the Valley's end: each area by its size, no token backs", () => {
  const area = line({
    type: "area", area: "J", final: true, main: 10, minor: 5,
    totals: { white: 4, black: 4, neutral: 2 },
    awards: [],
  });
  assert.equal(area.text, "Final scoring of area J (10 spaces: 10/5): white 4, black 4, neutral 2 — nobody scores.");
  assert.deepEqual(area.mark, { cells: [], area: "J" });
  const alone = line({
    type: "area", area: "S", final: true, main: 1, minor: 0, totals: { black: 2 },
    awards: [{ seat: 1, for: "main+minor", points: 1 }],
  });
  assert.equal(alone.text, "Final scoring of area S (1 space: 1/0): black 2 — Bob +1 (main and minor points).");
  const final = line({ type: "final", seat: 0, clouds: 3, unplanted: -6, backs: 0 });
  assert.equal(final.text, "Final scoring, Ann: 3 for clouds, -6 for plants left.");
});

test("on the base board the final line still names the token backs", () => {
  const base = { ...context, valley: false, stumps: new Set() };
  const [final] = describe([{ type: "final", seat: 1, clouds: 2, unplanted: -4, backs: 3 }], base);
  assert.equal(final.text, "Final scoring, Bob: 2 for clouds, -4 for plants left, 3 from token backs.");
});
