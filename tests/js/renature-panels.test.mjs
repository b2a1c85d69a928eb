import assert from "node:assert/strict";
import { test } from "node:test";

import { areaFacts } from "../../web/static/js/games/renature/area-tip.mjs";
import { BoardModel } from "../../web/static/js/games/renature/board-model.mjs";
import { LABEL_BAND, labelCell, tokenBox } from "../../web/static/js/games/renature/board.mjs";
import { filled, trackEnd } from "../../web/static/js/games/renature/player-board.mjs";

test("a player board row: the planted spaces are the empty ones, first", () => {
  assert.deepEqual(filled(4, 4), [true, true, true, true]);
  assert.deepEqual(filled(4, 1), [false, false, false, true]);
  assert.deepEqual(filled(2, 0), [false, false]);
  assert.deepEqual(filled(0, 0), []);
  assert.deepEqual(filled(1, 2), [true, true], "a piece more than the spaces still shows");
});

test("the score track ends at the next ten above the best score, at least 20", () => {
  assert.equal(trackEnd([0, 0]), 20);
  assert.equal(trackEnd([4, 19]), 20);
  assert.equal(trackEnd([20, 3]), 30);
  assert.equal(trackEnd([57, 61, 12]), 70);
});

// A small base board: area A on a1-c1 (its token on b1), area B on a3-b3.
const rows = Array.from({ length: 15 }, () => ".".repeat(15));
rows[0] = "AAA............";
rows[2] = "BB.............";
const model = new BoardModel({ rows, starts: [], area_sizes: { A: 3, B: 2 }, animals: [], kinds: [] });
const seats = [{ colour: "white" }, { colour: "black" }];

test("the tip: tied colours are marked (a scoring ignores them) and the rest would score", () => {
  const view = {
    seats,
    plants: { a1: ["white", "bush"], b1: ["black", "bush"], c1: ["neutral", "turf"] },
    areas: { A: { closed: false, token: { main: 3, minor: 1 }, token_cell: "b1" }, B: { closed: false } },
  };
  const facts = areaFacts(model, view, "A", 3);
  assert.deepEqual(facts.totals, [
    { colour: "white", value: 2, tied: true },
    { colour: "black", value: 2, tied: true },
    { colour: "neutral", value: 1, tied: false },
  ]);
  assert.deepEqual(facts.gains, { when: "If it closed now", awards: [] }, "neutral alone scores for nobody");
  view.plants.c1 = ["black", "turf"];
  const now = areaFacts(model, view, "A", 3);
  assert.ok(now.totals.every((t) => !t.tied));
  assert.deepEqual(now.gains.awards, [
    { seat: 1, points: 3 },
    { seat: 0, points: 1 },
  ]);
});

test("the tip of a Valley area says its projected end scores; an area without a token, none", () => {
  const valley = { seats, plants: {}, areas: { A: { spaces: ["a1"], size: 1, totals: { white: 3 }, scores: [0, 4] } } };
  const facts = areaFacts(model, valley, "A", 1);
  assert.deepEqual(facts.gains, { when: "At the end, as it is now", awards: [{ seat: 1, points: 4 }] });
  const base = { seats, plants: {}, areas: { B: { closed: true, token: null, token_cell: null } } };
  const closed = areaFacts(model, base, "B", 2);
  assert.equal(closed.gains, null);
  assert.equal(closed.closed, true);
  assert.deepEqual(closed.totals, []);
});

test("an area's name goes on its token's space, above the token, or else on a free space", () => {
  for (const s of [20, 32, 45, 90]) {
    const box = tokenBox(s);
    assert.ok(box.y >= LABEL_BAND * s, `the token starts below the name's band (${s} px)`);
    assert.ok(box.x >= 0 && box.x + box.size <= s && box.y + box.size <= s, "and stays in its space");
  }
  const areas = model.areasIn({});
  const view = { plants: { a1: ["white", "turf"] }, areas: { A: { token_cell: "b1" }, B: { token_cell: null } } };
  assert.equal(labelCell("A", areas, view), "b1");
  view.areas.A.token_cell = null;
  assert.equal(labelCell("A", areas, view), "b1", "the first space without a plant");
  view.plants = { a1: ["white", "turf"], b1: ["black", "turf"], c1: ["white", "oak"] };
  assert.equal(labelCell("A", areas, view), "a1", "every space planted: the first");
  assert.equal(labelCell("B", areas, view), "a3");
});
