import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { areaFacts } from "../../web/static/js/games/renature/area-tip.mjs";
import { BoardModel } from "../../web/static/js/games/renature/board-model.mjs";
import { LABEL_BAND, labelCell, tokenBox } from "../../web/static/js/games/renature/board.mjs";
import { filled, trackEnd } from "../../web/static/js/games/renature/player-board.mjs";

const hints = JSON.parse(readFileSync(new URL("./fixtures/hints.json", import.meta.url)));

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

test("the tip: tied colours are marked (a scoring ignores them), and what each seat would score", () => {
  const view = {
    seats,
    areas: {
      A: {
        closed: false,
        token: { main: 3, minor: 1 },
        token_cell: "b1",
        totals: { neutral: 1, white: 2, black: 2 },
        tied: ["black", "white"],
        if_closed: [],
      },
    },
  };
  const facts = areaFacts(view, "A", 3);
  assert.deepEqual(facts.totals, [
    { colour: "neutral", value: 1, tied: false },
    { colour: "white", value: 2, tied: true },
    { colour: "black", value: 2, tied: true },
  ]);
  assert.deepEqual(facts.gains, { when: "If it closed now", awards: [] }, "neutral alone scores for nobody");
  view.areas.A.if_closed = [
    { seat: 1, points: 3 },
    { seat: 0, points: 1 },
  ];
  assert.deepEqual(areaFacts(view, "A", 3).gains.awards, view.areas.A.if_closed);
});

test("the tip of a Valley area says its projected end scores; a closed area, none", () => {
  const valley = { seats, areas: { A: { spaces: ["a1"], size: 1, totals: { white: 3 }, tied: [], scores: [0, 4] } } };
  const facts = areaFacts(valley, "A", 1);
  assert.deepEqual(facts.gains, { when: "At the end, as it is now", awards: [{ seat: 1, points: 4 }] });
  const base = { seats, areas: { B: { closed: true, token: null, token_cell: null, totals: {}, tied: [] } } };
  const closed = areaFacts(base, "B", 2);
  assert.equal(closed.gains, null);
  assert.equal(closed.closed, true);
  assert.deepEqual(closed.totals, []);
});

test("in real games, the tip says the totals, ties and scores the server sent for every area", () => {
  let said = 0;
  for (const game of ["renature", "renature-valley"]) {
    for (const [name, { view }] of Object.entries(hints[game])) {
      const areas = new BoardModel(view.board).areasIn(view);
      for (const [area, info] of Object.entries(view.areas)) {
        const facts = areaFacts(view, area, areas.sizes[area]);
        const where = `${game} ${name} ${area}`;
        assert.deepEqual(Object.fromEntries(facts.totals.map((t) => [t.colour, t.value])), info.totals, where);
        assert.deepEqual(facts.totals.filter((t) => t.tied).map((t) => t.colour).sort(), info.tied, where);
        if (info.scores) assert.equal(facts.gains.when, "At the end, as it is now", where);
        else if (info.if_closed) assert.deepEqual(facts.gains.awards, info.if_closed, where);
        else assert.equal(facts.gains, null, where);
        said += facts.totals.length;
      }
    }
  }
  assert.ok(said > 0, "some area had plants");
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
