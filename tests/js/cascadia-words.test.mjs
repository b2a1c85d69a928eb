import assert from "node:assert/strict";
import { test } from "node:test";

import { moveWords } from "../../web/static/js/games/cascadia/words.mjs";

test("a step that cannot be taken back, in words", () => {
  assert.equal(moveWords({ type: "token", cell: "0,1" }, "elk"), "Put the elk on the tile shown.");
  assert.equal(moveWords({ type: "return_token" }, "fox"), "Return the fox to the bag.");
  assert.equal(moveWords({ type: "wipe", slots: [0, 2] }, "fox"), "Spend a nature token to replace 2 tokens.");
  assert.equal(moveWords({ type: "overpopulation" }, "fox"), "Replace the three alike tokens.");
  assert.equal(moveWords({ type: "take", tile: 0, token: 0 }, undefined), null);
});
