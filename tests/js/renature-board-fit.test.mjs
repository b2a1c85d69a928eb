import assert from "node:assert/strict";
import { test } from "node:test";

import { roomBelow } from "../../web/static/js/board-fit.mjs";

/** A board 46 px below the page's top, in a window 768 px high scrolled down by `scrollY`. */
function scrolled(scrollY) {
  globalThis.window = { innerHeight: 768, scrollY };
  return { getBoundingClientRect: () => ({ top: 46 - scrollY }) };
}

test("the room below the board is the same wherever the page is scrolled", () => {
  assert.equal(roomBelow(scrolled(0), 8), 714);
  assert.equal(roomBelow(scrolled(41), 8), 714, "the board's top is out of the window now");
  assert.equal(roomBelow(scrolled(300), 8), 714);
  assert.equal(roomBelow(scrolled(0)), 722, "no margin asked for");
});
