import assert from "node:assert/strict";
import { test } from "node:test";

import { card } from "../../web/static/js/games/cascadia/cards.mjs";
import { describe, tilesById } from "../../web/static/js/games/cascadia/log.mjs";
import { autoText, stepText } from "../../web/static/js/games/cascadia/steps.mjs";

const tile = (id, habitats, wildlife, keystone = false) => ({ id, habitats, wildlife, keystone });
const placed = (t, rotation, edges, token = null) => ({ ...t, rotation, edges, token });
const ELK_KEY = tile(2, "F", ["elk"], true);
const FR = tile(40, "FR", ["bear", "salmon"]);

/** A small 2-player view: seat 0 holds the forest keystone at 1,0; the display shows FR. */
function view(extra = {}) {
  return {
    seat: 0,
    current: 0,
    step: "choose",
    cards: ["bear-A", "elk-B", "salmon-D", "hawk-C", "fox-A"],
    turn: { number: 3, pending: null, taken: null, placed: null, overpopulation_used: false, auto_replaced: [] },
    display: [{ tile: FR, token: "elk" }, { tile: null, token: null }],
    seats: [
      { nature: 1, turns: 1, environment: { "1,0": placed(ELK_KEY, 0, "FFFFFF", "elk") } },
      { nature: 0, turns: 1, environment: {} },
    ],
    ...extra,
  };
}
const context = (v = view()) => ({ names: ["Ann", "Bob"], view: v, tiles: tilesById(v) });

test("a turn's events read as words, with the cells they name", () => {
  const lines = describe(
    [
      { type: "turn", seat: 0, number: 3 },
      { type: "take", seat: 0, tile: 0, token: 0, tile_id: 40, animal: "elk", cost: 0 },
      { type: "place", seat: 0, cell: "1,0", rotation: 0, tile_id: 2 },
      { type: "token", seat: 0, cell: "1,0", animal: "elk", nature: 1 },
      { type: "refill", tiles: [0], tokens: [0] },
    ],
    context(),
  );
  assert.deepEqual(
    lines.map((l) => l.text),
    [
      "Ann's turn 2 of 20.",
      "Ann took a forest–river tile with an elk.",
      "Ann placed a forest keystone tile at 1,0.",
      "Ann put an elk on the forest keystone tile at 1,0 and gained 1 nature token.",
    ],
  );
  assert.equal(lines[0].mark, undefined);
  assert.deepEqual(lines[2].mark, { seat: 0, cells: ["1,0"] });
  assert.deepEqual(lines[3].mark, { seat: 0, cells: ["1,0"] });
  assert.ok(lines.every((l) => l.seat === 0));
});

test("nature tokens, overpopulation, returns and the solo discard", () => {
  const lines = describe(
    [
      { type: "take", seat: 1, tile: 0, token: 3, tile_id: 40, animal: "hawk", cost: 1 },
      { type: "overpopulation", seat: 1, slots: [0, 1, 2], animal: "fox" },
      { type: "wipe", seat: 1, slots: [0, 2], animals: ["bear", "salmon"], cost: 1 },
      { type: "return_token", seat: 1, animal: "salmon" },
      { type: "solo_discard", tile_id: 99, animal: "elk" },
    ],
    context(),
  );
  assert.deepEqual(
    lines.map((l) => l.text),
    [
      "Bob spent 1 nature token to take a forest–river tile (slot 1) with the hawk of slot 4.",
      "Bob replaced three foxes (overpopulation).",
      "Bob spent 1 nature token to replace the bear and the salmon.",
      "Bob returned the salmon to the bag.",
      "A tile and an elk left the game.",
    ],
  );
  assert.equal(lines[4].seat, null);
});

test("the end of the game names the winners, or the solo score", () => {
  const result = (totals, winners) => ({
    seats: totals.map((total) => ({ total, parts: [] })),
    ranking: [winners],
    winners,
    tie_break: "most nature tokens",
  });
  const [two] = describe([{ type: "game_over", result: result([80, 80], [0, 1]) }], context());
  assert.equal(two.text, "The game is over. Ann and Bob win.");
  const [one] = describe([{ type: "game_over", result: result([91], [0]) }], context());
  assert.equal(one.text, "The game is over: Ann scored 91 points.");
});

test("tiles are found in the display, the pending pair and every environment", () => {
  const v = view({ turn: { ...view().turn, pending: { tile: tile(7, "M", ["hawk"], true), animal: "fox" } } });
  assert.deepEqual([...tilesById(v).keys()].sort((a, b) => a - b), [2, 7, 40]);
});

test("the step in words, for the player and for the others", () => {
  const names = ["Ann", "Bob"];
  assert.equal(stepText(view(), names), "Turn 2 of 20 · Choose a pair: its tile or its token (or press 1 to 4).");
  assert.match(stepText(view(), names, "wipe"), /tokens to replace/);
  const pending = { tile: FR, animal: "elk" };
  const placing = view({ step: "place", current: 1, turn: { ...view().turn, pending } });
  assert.equal(stepText(placing, names), "Turn 2 of 20 · Bob is placing a forest–river tile.");
  const token = view({ step: "token", turn: { ...view().turn, pending } });
  assert.match(stepText(token, names), /Put the elk on a tile ringed in yellow, or return it to the bag/);
  assert.equal(stepText(view({ step: "over" }), names), "The game is over.");
  assert.equal(stepText(view({ seat: null }), names), "Turn 2 of 20 · Ann is choosing a pair.");
  assert.equal(autoText(view()), "");
  const auto = view({ turn: { ...view().turn, auto_replaced: ["elk"] } });
  assert.equal(autoText(auto), "Four identical tokens were replaced by themselves (elk).");
});

test("every scoring card has a rule and a table as long as its points", () => {
  const names = ["bear", "elk", "salmon", "hawk", "fox"].flatMap((a) =>
    ["A", "B", "C", "D"].map((letter) => `${a}-${letter}`).concat([`family-${a}`, `intermediate-${a}`]),
  );
  for (const name of names) {
    const c = card(name);
    assert.ok(c.rule.length > 15, name);
    assert.ok(name.includes(c.animal), name);
    if (c.table) assert.equal(c.table.counts.length, c.table.points.length, name);
  }
  assert.equal(card("bear-A").title, "Bear A");
  assert.deepEqual(card("bear-A").table.counts, ["1", "2", "3", "4+"]);
  assert.equal(card("family-elk").title, "Elk · family");
  assert.equal(card("hawk-C").table, null);
  assert.deepEqual(card("hawk-B").table.counts[0], "2");
});
