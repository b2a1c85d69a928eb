import assert from "node:assert/strict";
import { test } from "node:test";

import { BoardModel } from "../../web/static/js/games/renature/board-model.mjs";

// A Valley view's board (server/games/renature/valley.json, as the view gives it).
const FRONT = [
  "A..BBB..CC..#.D",
  "A.*.#...C..EE.D",
  "A.FF.GG.CC.EE.D",
  "A.FF.G*.C*.EE..",
  "..FF~.....~..*H",
  "I....JJ....KK.H",
  "I...#JJ...#KK.H",
  "I....JJ.....K.H",
  "I.LL.JJ.MM.KK..",
  "I.#L.JJ.MM....N",
  "....~....M~...N",
  "O.PP.QQ....R.NN",
  "O.P.*QQ...#RR..",
  "O*.#.QQ.*...*.S",
  "O.TT.QQ.UUUU.#S",
];
const BACK = FRONT.map((row) => row.replaceAll("*", "."));
BACK[2] = "A.fF.Gg.CC.EE.D";
const SIZES = { A: 4, B: 3, C: 6, D: 3, E: 6, F: 6, G: 3, H: 4, I: 5, J: 10, K: 7, L: 3, M: 5, N: 4, O: 4, P: 3, Q: 8, R: 3, S: 2, T: 2, U: 4 };
const board = (name, rows) => ({
  name,
  rows,
  starts: ["e11", "e5", "k11", "k5"],
  area_sizes: SIZES,
  animals: ["butterfly", "snail"],
  kinds: ["turf", "bush", "pine", "oak"],
  stumps: ["c10", "d14", "e2", "e7", "k13", "k7", "m1", "n15"],
  mushrooms: 8,
});
const front = new BoardModel(board("valley", FRONT));

/** The `areas` of a Valley view at the start: the printed areas, nothing planted. */
function startAreas(model) {
  const areas = {};
  for (const [id, cells] of Object.entries(model.areaCells)) {
    const spaces = cells.map(([r, c]) => `${"abcdefghijklmno"[c]}${r + 1}`);
    areas[id] = { spaces, size: spaces.length, totals: {}, scores: [0, 0] };
  }
  return areas;
}

test("a Valley board: meadow, ponds, tree stumps and meadow cloud spaces are no area spaces", () => {
  assert.equal(front.valley, true);
  assert.deepEqual([...front.starts].sort(), ["e11", "e5", "k11", "k5"]);
  assert.equal(front.stumps.size, 8);
  assert.deepEqual([...front.cloudSpaces].sort(), ["b14", "c2", "e13", "g4", "i14", "j4", "m14", "n5"]);
  for (const space of ["e5", "e2", "c2", "b1"]) assert.equal(front.areaOf.get(space), undefined, space);
  assert.ok(front.isBrook(4, 4), "a pond takes dominoes");
  assert.ok(front.isBrook(1, 4), "so does a stump");
  assert.equal(front.areaOf.get("o14"), "S", "S is an area on the Valley, not a start");
  assert.equal(front.areaOf.get("a1"), "A");
  for (const [area, size] of Object.entries(SIZES)) assert.equal(front.areaCells[area].length, size, area);
});

test("the back side: lower-case letters are area spaces holding a cloud, no meadow cloud spaces", () => {
  const back = new BoardModel(board("valley-variant", BACK));
  assert.equal(back.areaOf.get("c3"), "F");
  assert.equal(back.areaOf.get("g3"), "G");
  assert.equal(back.cloudSpaces.size, 0);
  assert.equal(back.areaCells.F.length, 6);
});

test("the base board keeps its own legend: S is a starting space there", () => {
  const rows = Array.from({ length: 15 }, () => ".".repeat(15));
  rows[0] = ".SAAS.B........";
  const base = new BoardModel({ rows, starts: ["b1", "e1"], area_sizes: { A: 2, B: 1 }, animals: [], kinds: [] });
  assert.equal(base.valley, false);
  assert.equal(base.areaOf.get("b1"), undefined);
  assert.equal(base.areaOf.get("c1"), "A");
  const areas = base.areasIn({ areas: {} });
  assert.equal(areas.of, base.areaOf, "the base board's areas never change");
  assert.deepEqual(areas.sizes, { A: 2, B: 1 });
});

test("a Valley view's areas: a mushroom joining two areas makes one, by its first letter", () => {
  const areas = startAreas(front);
  assert.equal(Object.keys(front.areasIn({ areas }).cells).length, 21);
  // the mushroom on b3 joins A and F (ids: the first letter of the board's areas in it)
  const joined = ["a1", "a2", "a3", "b3", "c3", "d3", "a4", "c4", "d4", "c5", "d5"];
  areas.A = { spaces: joined, size: 11, totals: { white: 3 }, scores: [16, 0] };
  delete areas.F;
  const now = front.areasIn({ areas });
  assert.equal(Object.keys(now.cells).length, 20);
  assert.equal(now.of.get("b3"), "A");
  assert.equal(now.of.get("d5"), "A");
  assert.equal(now.sizes.A, 11);
  assert.deepEqual(now.cells.A[0], [0, 0], "the label goes on the first space");
  assert.equal(now.cells.F, undefined);
  assert.equal(front.areaOf.get("d5"), "F", "the printed board is unchanged");
});

test("a mushroom is an area space: no domino goes beside a covered space through it", () => {
  const areas = startAreas(front);
  const view = { areas, animals: { b2: 0, b1: 1 } };
  assert.deepEqual([...front.deadAnimals(view)], [], "b3 is free meadow, c1 beside b1 too");
  areas.A = { spaces: ["a1", "b1", "a2", "a3", "a4"], size: 5, totals: {}, scores: [0, 0] };
  view.animals = { c1: 0, c2: 1 };
  // c1: beside b1 (a mushroom now), d1 (area B), c2 (covered): nothing free beside it
  assert.deepEqual([...front.deadAnimals(view)], ["c1"]);
});
