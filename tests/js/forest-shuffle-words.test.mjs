import assert from "node:assert/strict";
import { test } from "node:test";

import { cardName } from "../../web/static/js/games/forest-shuffle/cards.mjs";
import { moveText } from "../../web/static/js/games/forest-shuffle/words.mjs";

test("a move in words names its cards, as played", () => {
  assert.equal(moveText({ type: "keep" }), "Keep this hand.");
  assert.equal(moveText({ type: "draw" }), "Draw a card from the deck.");
  assert.equal(moveText({ type: "take", card: 3 }), `Take the ${cardName(3)} from the clearing.`);
  assert.equal(moveText({ type: "play", card: 70, as: "top", tree: 0 }), `Play the ${cardName(70, "top")}.`);
  assert.equal(moveText({ type: "play", card: 70, as: "sapling" }), `Play the ${cardName(70)} as a sapling.`);
  assert.equal(moveText({ type: "pay", cards: [1, 2] }), `Pay with ${cardName(1)} and ${cardName(2)}.`);
  assert.equal(moveText({ type: "done" }), "End this step.");
  assert.equal(moveText({ type: "use" }), "Use this effect or bonus.");
  assert.equal(moveText({ type: "skip" }), "Skip this effect or bonus.");
  assert.notEqual(cardName(70, "top"), cardName(70), "a half is named by its species");
});
