import assert from "node:assert/strict";
import { test } from "node:test";

import { turnText } from "../../web/static/js/turn.mjs";

test("the banner says whose turn it is, from the frames' state", () => {
  const names = ["ann", "bob (easy)"];
  assert.equal(turnText({ myTurn: true, current: 0, over: false }, names), "Your turn.");
  assert.equal(turnText({ myTurn: false, current: 1, over: false }, names), "bob (easy)'s turn.");
  assert.equal(turnText({ myTurn: false, current: 2, over: false }, names), "Seat 3's turn.");
  assert.equal(turnText({ myTurn: false, current: null, over: true }, names), "The game is over.");
  assert.equal(turnText({ myTurn: false, current: null, over: false }, names), "");
});
