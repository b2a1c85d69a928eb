import assert from "node:assert/strict";
import { test } from "node:test";

import {
  MAX_ZOOM,
  READABLE,
  clampZoom,
  edgeFor,
  sideFor,
  spaceAt,
  spaceSizes,
} from "../../web/static/js/games/renature/board-size.mjs";

test("on a wide screen the board and its edge names fill the shorter side of their box", () => {
  // 1366 x 768: the main column is 970 px wide, the window leaves 714 px below the board's top
  const sizes = spaceSizes(970, 714);
  assert.equal(sizes.fit, 45);
  assert.ok(sideFor(sizes.fit) <= 714, "the board fits the window's height");
  assert.ok(sideFor(sizes.fit + 1) > 714, "and is as large as fits");
  assert.equal(sizes.normal, sizes.fit, "zoom 1 is the size that fits");
  assert.ok(edgeFor(sizes.fit) >= 16, "the edge names have room");
});

test("on a phone the normal board is larger than its box: spaces of a readable size", () => {
  const sizes = spaceSizes(382, 755);
  assert.ok(sideFor(sizes.fit) <= 382 && sideFor(sizes.fit + 1) > 382, "fit: the whole board across");
  assert.ok(sizes.fit < READABLE);
  assert.equal(sizes.normal, READABLE);
  assert.equal(spaceAt(1, sizes), READABLE);
});

test("zoom stays between the whole board in its box and MAX_ZOOM", () => {
  const sizes = spaceSizes(382, 755);
  assert.equal(clampZoom(0.1, sizes), sizes.fit / sizes.normal, "pinching out stops at the whole board");
  assert.equal(spaceAt(0.1, sizes), sizes.fit);
  assert.equal(clampZoom(10, sizes), MAX_ZOOM);
  assert.equal(spaceAt(10, sizes), READABLE * MAX_ZOOM);
  assert.equal(spaceAt(1.5, sizes), 48);
  const wide = spaceSizes(970, 714);
  assert.equal(clampZoom(0.5, wide), 1, "where the board fits at zoom 1, it gets no smaller");
});

test("the size that fits never depends on where the box is, only on its width and height", () => {
  assert.deepEqual(spaceSizes(970, 714), spaceSizes(714, 970));
  assert.ok(spaceSizes(970, 400).fit < spaceSizes(970, 714).fit, "a shorter window, a smaller board");
});
