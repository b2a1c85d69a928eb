import assert from "node:assert/strict";
import { test } from "node:test";

import { Choice, MoveIndex, slotKey } from "../../web/static/js/games/forest-shuffle/moves.mjs";

const tree = (card, slots = {}) => ({ card, sapling: false, top: [], bottom: [], left: [], right: [], ...slots });
// seat 0's forest: a Linden with a hare on its left, an Oak with a Fallow Deer on its right
const forest = [tree(0, { left: [114] }), tree(9, { right: [157] })];
const view = (step, pending = null) => ({ step, pending, forests: [forest] });

// the action step: draw, take 30, play the Goshawk/Moss (66) either half or as a sapling,
// the Oak (10) as a tree, the Hare/Badger card 116 as its hare half
const actionMoves = [
  { type: "draw" },
  { type: "take", card: 30 },
  { type: "play", card: 66, as: "top" },
  { type: "play", card: 66, as: "bottom" },
  { type: "play", card: 66, as: "sapling" },
  { type: "play", card: 10, as: "tree" },
  { type: "play", card: 10, as: "sapling" },
  { type: "play", card: 116, as: "left" },
];

test("the moves sorted by what is clicked", () => {
  const moves = new MoveIndex(actionMoves);
  assert.equal(moves.single.draw, actionMoves[0]);
  assert.equal(moves.takes.get(30), actionMoves[1]);
  assert.deepEqual([...moves.plays.get(66).keys()], ["top", "bottom", "sapling"]);
  assert.equal(moves.plays.get(10).get("tree"), actionMoves[5]);
  assert.ok(new MoveIndex([]).empty);
});

test("a picked card shows the free slots of its halves and the new tree", () => {
  const moves = new MoveIndex(actionMoves);
  const choice = new Choice();
  assert.equal(choice.clickHand("action", moves, 66), null, "picking sends nothing");
  assert.equal(choice.card, 66);
  const targets = choice.targets(view("action"), moves, forest);
  assert.deepEqual([...targets.slots.keys()].sort(), ["0:bottom", "0:top", "1:bottom", "1:top"]);
  assert.equal(targets.slots.get("0:top").species.name, "Goshawk");
  assert.equal(targets.tree, null);
  assert.equal(targets.sapling, actionMoves[4]);
  choice.clickHand("action", moves, 10);
  const oak = choice.targets(view("action"), moves, forest);
  assert.equal(oak.slots.size, 0);
  assert.equal(oak.tree, actionMoves[5]);
  choice.clickHand("action", moves, 10);
  assert.equal(choice.card, null, "clicking the picked card again lets it go");
});

test("a hare joins the hares of a slot, or an empty slot", () => {
  const moves = new MoveIndex(actionMoves);
  const choice = new Choice();
  choice.clickHand("action", moves, 116);
  const { slots } = choice.targets(view("action"), moves, forest);
  assert.deepEqual([...slots.keys()].sort(), ["0:left", "1:left"]);
});

test("clicking a slot sends the play; its place move follows by itself", () => {
  const moves = new MoveIndex(actionMoves);
  const choice = new Choice();
  choice.clickHand("action", moves, 66);
  assert.equal(choice.clickSlot(view("action"), moves, forest, 0, "left"), null, "not highlighted");
  const sent = choice.clickSlot(view("action"), moves, forest, 1, "top");
  assert.equal(sent, actionMoves[2]);
  assert.equal(choice.card, null);
  const places = [
    { type: "place", tree: 0, slot: "top" },
    { type: "place", tree: 1, slot: "top" },
  ];
  const pending = { card: 66, as: "top", tree: null, paid: [], cost: 2 };
  assert.equal(choice.follow(view("place", pending), new MoveIndex(places)), places[1]);
  assert.equal(choice.follow(view("place", pending), new MoveIndex(places)), null, "once only");
});

test("no place move follows when the step moved on or the slot is not listed", () => {
  const moves = new MoveIndex(actionMoves);
  const choice = new Choice();
  choice.clickHand("action", moves, 66);
  choice.clickSlot(view("action"), moves, forest, 0, "bottom");
  const only = new MoveIndex([{ type: "place", tree: 1, slot: "bottom" }]);
  const pending = { card: 66, as: "bottom", tree: null, paid: [], cost: 0 };
  assert.equal(choice.follow(view("place", pending), only), null);
  choice.clickHand("action", moves, 66);
  choice.clickSlot(view("action"), moves, forest, 0, "bottom");
  assert.equal(choice.follow(view("action"), moves), null);
  assert.equal(choice.intent, null);
});

test("in the place step the listed trees are the targets", () => {
  const places = [{ type: "place", tree: 1, slot: "top" }];
  const moves = new MoveIndex(places);
  const choice = new Choice();
  const pending = { card: 66, as: "top", tree: null, paid: [], cost: 2 };
  const { slots } = choice.targets(view("place", pending), moves, forest);
  assert.deepEqual([...slots.keys()], [slotKey(1, "top")]);
  assert.equal(choice.clickSlot(view("place", pending), moves, forest, 1, "top"), places[0]);
  assert.equal(choice.clickSlot(view("place", pending), moves, forest, 0, "top"), null);
});

test("hand cards pay, go to the cave, or are picked, by step", () => {
  const pays = new MoveIndex([{ type: "pay", card: 5 }]);
  const choice = new Choice();
  assert.equal(choice.handRole("pay", pays, 5), "pay");
  assert.equal(choice.clickHand("pay", pays, 5), pays.all[0]);
  assert.equal(choice.handRole("pay", pays, 6), null);
  const caves = new MoveIndex([{ type: "cave", card: 7 }, { type: "done" }]);
  assert.equal(choice.clickHand("cave", caves, 7), caves.all[0]);
  assert.equal(choice.clickHand("cave", caves, 8), null);
  assert.equal(choice.card, null, "a card that can do nothing is not picked");
  const free = new MoveIndex([{ type: "play", card: 116, as: "right" }, { type: "done" }]);
  assert.equal(choice.handRole("free", free, 116), "pick");
  assert.equal(choice.handRole("free", free, 66), null);
});
