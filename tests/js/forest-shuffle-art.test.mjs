import assert from "node:assert/strict";
import { test } from "node:test";

import { drawing } from "../../web/static/js/games/forest-shuffle/art.mjs";
import { SPECIES, TREES } from "../../web/static/js/games/forest-shuffle/cards.mjs";

const filled = (markup) => !/undefined|NaN|null/.test(markup);

test("every species, and a sapling, has a drawing of its own", () => {
  const names = [...SPECIES.keys(), "Sapling"];
  const drawings = names.map(drawing);
  drawings.forEach((markup, i) => {
    assert.ok(markup.length > 200, names[i]);
    assert.ok(filled(markup), `${names[i]}: ${markup.match(/.{0,40}(undefined|NaN|null).{0,40}/)?.[0]}`);
  });
  assert.equal(new Set(drawings).size, names.length, "two species drawn alike");
  assert.equal(drawing("Dragon"), "");
});

test("the eight kinds of tree by their crowns", () => {
  assert.equal(TREES.length, 8);
  for (const tree of TREES) assert.match(drawing(tree), /<(circle|ellipse|path)/);
});
