import assert from "node:assert/strict";
import { test } from "node:test";

import { NEW_TREE, nextCell } from "../../web/static/js/games/forest-shuffle/forest-keys.mjs";

test("the arrows move round a tree: from its trunk out to a slot and back", () => {
  assert.equal(nextCell("1:tree", "ArrowUp", 3, false), "1:top");
  assert.equal(nextCell("1:tree", "ArrowDown", 3, false), "1:bottom");
  assert.equal(nextCell("1:tree", "ArrowLeft", 3, false), "1:left");
  assert.equal(nextCell("1:tree", "ArrowRight", 3, false), "1:right");
  assert.equal(nextCell("1:top", "ArrowDown", 3, false), "1:tree");
  assert.equal(nextCell("1:bottom", "ArrowUp", 3, false), "1:tree");
  assert.equal(nextCell("1:left", "ArrowRight", 3, false), "1:tree");
  assert.equal(nextCell("1:right", "ArrowLeft", 3, false), "1:tree");
  assert.equal(nextCell("1:left", "ArrowUp", 3, false), "1:top");
  assert.equal(nextCell("1:right", "ArrowDown", 3, false), "1:bottom");
  assert.equal(nextCell("1:top", "ArrowUp", 3, false), null, "nothing above the top");
});

test("the arrows go on along the row of trees, to the place for a new tree after the last", () => {
  assert.equal(nextCell("0:right", "ArrowRight", 3, false), "1:left");
  assert.equal(nextCell("1:left", "ArrowLeft", 3, false), "0:right");
  assert.equal(nextCell("0:top", "ArrowRight", 3, false), "1:top");
  assert.equal(nextCell("2:bottom", "ArrowLeft", 3, false), "1:bottom");
  assert.equal(nextCell("0:left", "ArrowLeft", 3, false), null, "nothing before the first tree");
  assert.equal(nextCell("2:right", "ArrowRight", 3, false), null);
  assert.equal(nextCell("2:right", "ArrowRight", 3, true), NEW_TREE);
  assert.equal(nextCell("2:top", "ArrowRight", 3, true), null, "only a tree's right side leads to it");
  assert.equal(nextCell(NEW_TREE, "ArrowLeft", 3, true), "2:right");
  assert.equal(nextCell(NEW_TREE, "ArrowUp", 3, true), null);
  assert.equal(nextCell(NEW_TREE, "ArrowLeft", 0, true), null, "no tree yet");
});

test("Home and End go to the first and the last tree (or the place for a new one)", () => {
  assert.equal(nextCell("2:top", "Home", 3, false), "0:tree");
  assert.equal(nextCell("0:top", "End", 3, false), "2:tree");
  assert.equal(nextCell("0:top", "End", 3, true), NEW_TREE);
  assert.equal(nextCell(NEW_TREE, "Home", 0, true), NEW_TREE);
  assert.equal(nextCell("0:tree", "Enter", 3, false), null, "other keys lead nowhere");
});
