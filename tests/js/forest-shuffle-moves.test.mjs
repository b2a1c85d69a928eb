import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { Choice, MoveIndex, slotKey } from "../../web/static/js/games/forest-shuffle/moves.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/hints.json", import.meta.url)))["forest-shuffle"];

// seat 0's forest (a Linden with a hare on its left, an Oak with a Fallow Deer on its right);
// the action step: draw, take 30, play the Goshawk/Moss (66) either half on either tree or
// as a sapling, the Oak (10) as a tree, the Hare/Badger card 116 as its hare half (hares share
// a slot)
const actionMoves = [
  { type: "draw" },
  { type: "take", card: 30 },
  { type: "play", card: 66, as: "top", tree: 0 },
  { type: "play", card: 66, as: "top", tree: 1 },
  { type: "play", card: 66, as: "bottom", tree: 0 },
  { type: "play", card: 66, as: "bottom", tree: 1 },
  { type: "play", card: 66, as: "sapling" },
  { type: "play", card: 10, as: "tree" },
  { type: "play", card: 10, as: "sapling" },
  { type: "play", card: 116, as: "left", tree: 0 },
  { type: "play", card: 116, as: "left", tree: 1 },
];

test("the moves sorted by what is clicked", () => {
  const moves = new MoveIndex(actionMoves);
  assert.equal(moves.single.draw, actionMoves[0]);
  assert.equal(moves.takes.get(30), actionMoves[1]);
  assert.deepEqual([...moves.plays.get(66).keys()], ["0:top", "1:top", "0:bottom", "1:bottom", "sapling"]);
  assert.equal(moves.plays.get(10).get("tree"), actionMoves[7]);
  assert.ok(new MoveIndex([]).empty);
});

test("a picked card shows the slots of its plays and the new tree", () => {
  const moves = new MoveIndex(actionMoves);
  const choice = new Choice();
  assert.equal(choice.clickHand("action", moves, 66), null, "picking sends nothing");
  assert.equal(choice.card, 66);
  const targets = choice.targets(moves);
  assert.deepEqual([...targets.slots.keys()].sort(), ["0:bottom", "0:top", "1:bottom", "1:top"]);
  assert.equal(targets.slots.get("0:top").species.name, "Goshawk");
  assert.equal(targets.slots.get("1:bottom").species.name, "Moss");
  assert.equal(targets.tree, null);
  assert.equal(targets.sapling, actionMoves[6]);
  choice.clickHand("action", moves, 10);
  const oak = choice.targets(moves);
  assert.equal(oak.slots.size, 0);
  assert.equal(oak.tree, actionMoves[7]);
  choice.clickHand("action", moves, 10);
  assert.equal(choice.card, null, "clicking the picked card again lets it go");
  assert.equal(choice.targets(moves).slots.size, 0);
});

test("clicking a highlighted slot sends the play on that tree", () => {
  const moves = new MoveIndex(actionMoves);
  const choice = new Choice();
  assert.equal(choice.clickSlot(moves, 1, "top"), null, "no card picked");
  choice.clickHand("action", moves, 116);
  assert.deepEqual([...choice.targets(moves).slots.keys()], ["0:left", "1:left"], "no play as the badger");
  assert.equal(choice.clickSlot(moves, 0, "right"), null, "not highlighted");
  assert.equal(choice.card, 116);
  assert.equal(choice.clickSlot(moves, 1, "left"), actionMoves[10]);
  assert.equal(choice.card, null);
});

// the pay step of a card that costs 2, with three other cards in hand
const payMoves = [
  { type: "pay", cards: [5, 7] },
  { type: "pay", cards: [5, 9] },
  { type: "pay", cards: [7, 9] },
];

test("paying: cards are chosen, can be let go, and the payment goes once complete", () => {
  const moves = new MoveIndex(payMoves);
  const choice = new Choice();
  assert.equal(choice.handRole("pay", moves, 9), "pay");
  assert.equal(choice.handRole("pay", moves, 6), null, "in no payment");
  assert.equal(choice.clickHand("pay", moves, 9), null, "one of two chosen");
  assert.deepEqual(choice.paying, [9]);
  assert.equal(choice.handRole("pay", moves, 9), "unpay");
  assert.equal(choice.clickHand("pay", moves, 9), null, "let go");
  assert.deepEqual(choice.paying, []);
  choice.clickHand("pay", moves, 9);
  assert.equal(choice.clickHand("pay", moves, 5), payMoves[1], "the listed move, in any order chosen");
  choice.clear();
  assert.deepEqual(choice.paying, []);
});

test("hand cards go to the cave, or are picked, by step", () => {
  const choice = new Choice();
  const caves = new MoveIndex([{ type: "cave", card: 7 }, { type: "done" }]);
  assert.equal(choice.clickHand("cave", caves, 7), caves.all[0]);
  assert.equal(choice.clickHand("cave", caves, 8), null);
  assert.equal(choice.card, null, "a card that can do nothing is not picked");
  const free = new MoveIndex([{ type: "play", card: 116, as: "right", tree: 0 }, { type: "done" }]);
  assert.equal(choice.handRole("free", free, 116), "pick");
  assert.equal(choice.handRole("free", free, 66), null);
});

test("in every situation of real games, a picked card's slots are those its plays name", () => {
  let shown = 0;
  for (const [name, { view, moves }] of Object.entries(fixture)) {
    const index = new MoveIndex(moves);
    for (const [card, plays] of index.plays) {
      const choice = new Choice();
      choice.clickHand(view.step, index, card);
      const expected = [...plays.values()].filter((m) => m.tree !== undefined).map((m) => slotKey(m.tree, m.as));
      const { slots } = choice.targets(index);
      assert.deepEqual([...slots.keys()].sort(), expected.sort(), `${name}: card ${card}`);
      shown += slots.size;
    }
  }
  assert.ok(shown > 0, "some card had a slot to go in");
});

test("in the pay step of a real game, choosing the cards of any listed payment sends it", () => {
  const { view, moves } = fixture.pay;
  assert.equal(view.step, "pay");
  const index = new MoveIndex(moves);
  for (const move of moves) {
    const choice = new Choice();
    const sent = [...move.cards].reverse().map((card) => choice.clickHand("pay", index, card));
    assert.deepEqual(sent, [...sent.slice(0, -1).map(() => null), move]);
  }
});
