import assert from "node:assert/strict";
import { test } from "node:test";

import { Choice, MoveIndex } from "../../web/static/js/games/cascadia/moves.mjs";

const SLOTS = [0, 1, 2, 3];
/** The choose step's moves with a nature token: 16 takes, 15 wipes, overpopulation. */
function chooseMoves() {
  const moves = [];
  for (const tile of SLOTS) for (const token of SLOTS) moves.push({ type: "take", tile, token });
  for (let bits = 1; bits < 16; bits++) moves.push({ type: "wipe", slots: SLOTS.filter((s) => bits & (1 << s)) });
  moves.push({ type: "overpopulation" });
  return moves;
}
/** The place step's moves: six rotations on each cell, or rotation 0 only (a keystone). */
function placeMoves(cells, keystone = false) {
  const rotations = keystone ? [0] : [0, 1, 2, 3, 4, 5];
  return cells.flatMap((cell) => rotations.map((rotation) => ({ type: "place", cell, rotation })));
}

test("a pair is taken by clicking its tile or its token: the listed move itself", () => {
  const moves = [0, 1, 2, 3].map((slot) => ({ type: "take", tile: slot, token: slot }));
  const index = new MoveIndex(moves);
  const choice = new Choice();
  assert.equal(choice.clickTile(index, 2), moves[2]);
  assert.equal(choice.clickToken(index, 3), moves[3]);
  assert.equal(index.anyPair, false);
  assert.equal(choice.tileOpen(index, 1), true);
});

test("with a nature token: any tile, then any token, in either order", () => {
  const moves = chooseMoves();
  const index = new MoveIndex(moves);
  assert.ok(index.anyPair);
  assert.equal(index.wipes.size, 15);
  const choice = new Choice();
  choice.toggle("any");
  assert.equal(choice.clickTile(index, 1), null, "a tile alone is not a move");
  assert.equal(choice.tile, 1);
  const move = choice.clickToken(index, 3);
  assert.deepEqual(move, { type: "take", tile: 1, token: 3 });
  assert.ok(moves.includes(move));
  choice.toggle("any");
  choice.toggle("any");
  assert.equal(choice.clickToken(index, 0), null);
  assert.equal(choice.clickTile(index, 0), index.take(0, 0), "the same slot: the free move");
  choice.toggle("any");
  assert.equal(choice.mode, null, "toggling again goes back to plain pairs");
});

test("a tile picked can be let go", () => {
  const index = new MoveIndex(chooseMoves());
  const choice = new Choice();
  choice.toggle("any");
  choice.clickTile(index, 2);
  choice.clickTile(index, 2);
  assert.equal(choice.tile, null);
});

test("replacing tokens: the slots picked give the listed wipe, in increasing order", () => {
  const moves = chooseMoves();
  const index = new MoveIndex(moves);
  const choice = new Choice();
  choice.toggle("wipe");
  assert.equal(choice.tileOpen(index, 0), false, "tiles are not picked when replacing");
  assert.equal(choice.wipeMove(index), null, "nothing picked");
  assert.equal(choice.clickToken(index, 3), null);
  assert.equal(choice.clickToken(index, 0), null);
  const wipe = choice.wipeMove(index);
  assert.deepEqual(wipe, { type: "wipe", slots: [0, 3] });
  assert.ok(moves.includes(wipe));
  choice.clickToken(index, 3);
  assert.deepEqual(choice.wipeMove(index).slots, [0]);
});

test("a wipe not listed cannot be chosen", () => {
  const index = new MoveIndex([{ type: "wipe", slots: [1] }, { type: "take", tile: 0, token: 0 }]);
  const choice = new Choice();
  choice.toggle("wipe");
  assert.equal(choice.tokenOpen(index, 0), false);
  choice.clickToken(index, 0);
  assert.equal(choice.wiped.size, 0);
  choice.clickToken(index, 1);
  assert.equal(choice.wipeMove(index), index.wipes.get("1"));
});

test("placing: a spot, turns, and a second click on it gives the move at that rotation", () => {
  const moves = placeMoves(["1,0", "0,-1"]);
  const index = new MoveIndex(moves);
  assert.ok(index.turnable);
  const choice = new Choice();
  assert.equal(choice.clickCell("place", index, "5,5"), null, "not a spot");
  assert.equal(choice.spot, null);
  assert.equal(choice.clickCell("place", index, "1,0"), null, "the first click picks the spot");
  choice.rotate(index, 1);
  choice.rotate(index, 1);
  choice.rotate(index, -1);
  choice.rotate(index, -1);
  choice.rotate(index, -1);
  assert.equal(choice.rotation, 5);
  const move = choice.clickCell("place", index, "1,0");
  assert.deepEqual(move, { type: "place", cell: "1,0", rotation: 5 });
  assert.ok(moves.includes(move));
  choice.clear();
  assert.equal(choice.rotation, 5, "the rotation stays for the next spot");
  choice.clear(true);
  assert.equal(choice.rotation, 0);
});

test("a keystone is listed at rotation 0 only: that is the one placed", () => {
  const index = new MoveIndex(placeMoves(["1,0"], true));
  assert.equal(index.turnable, false);
  const choice = new Choice();
  choice.rotation = 3;
  choice.rotate(index, 1);
  assert.equal(choice.rotation, 3, "nothing to turn");
  choice.clickCell("place", index, "1,0");
  assert.equal(choice.rotationAt(index, "1,0"), 0);
  assert.equal(choice.placeMove(index), index.places.get("1,0").get(0));
});

test("a token goes on a listed tile with one click; return_token is indexed", () => {
  const moves = [{ type: "token", cell: "0,1" }, { type: "token", cell: "-1,1" }, { type: "return_token" }];
  const index = new MoveIndex(moves);
  const choice = new Choice();
  assert.equal(choice.clickCell("token", index, "0,1"), moves[0]);
  assert.equal(choice.clickCell("token", index, "0,0"), null);
  assert.equal(index.returnToken, moves[2]);
  assert.equal(choice.clickCell("choose", index, "0,1"), null, "no cell is a move when choosing");
});

test("overpopulation is indexed; an empty list is empty", () => {
  assert.equal(new MoveIndex(chooseMoves()).overpopulation.type, "overpopulation");
  const none = new MoveIndex([]);
  assert.ok(none.empty);
  assert.equal(none.take(0, 0), null);
  assert.equal(new Choice().clickTile(none, 0), null);
});
