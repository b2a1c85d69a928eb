import assert from "node:assert/strict";
import { test } from "node:test";

import { cardPoints, scoreParts } from "../../web/static/js/games/forest-shuffle/score.mjs";
import { extraText, stepText } from "../../web/static/js/games/forest-shuffle/steps.mjs";

const names = ["Ann", "Bob"];
const view = (step, extra = {}) => ({
  step,
  seat: 0,
  current: 0,
  pending: null,
  tasks: [],
  turn: { number: 3, doing: "", extra_turns: 0 },
  ...extra,
});

test("every step in words, to the seat whose turn it is", () => {
  const pending = { card: 66, as: "top", tree: 1, cost: 2 };
  const said = {
    mulligan: view("mulligan"),
    action: view("action"),
    draw: view("draw"),
    pay: view("pay", { pending }),
    free: view("free", { tasks: [{ for: "Silver Fir", part: "bonus", action: "free_play", type: "paw", count: 0 }] }),
    mole: view("mole", { tasks: [{ for: "Mole", part: "effect", action: "play_any", type: "", count: 0 }] }),
    cave: view("cave", { tasks: [{ for: "Raccoon", part: "effect", action: "hand_to_cave_draw", type: "", count: 2 }] }),
    use: view("use", { tasks: [{ for: "Beech", part: "effect", action: "draw", type: "", count: 0 }] }),
  };
  assert.deepEqual(Object.fromEntries(Object.entries(said).map(([k, v]) => [k, stepText(v, names)])), {
    mulligan: "Keep your hand, or give back a hand without a tree for six new cards.",
    action: "Draw two cards (from the deck or the clearing), or play a card from your hand.",
    draw: "Draw your second card, from the deck or the clearing.",
    pay: "Choose 2 hand cards to pay for the Goshawk.",
    free: "Silver Fir's bonus: play a paw card for free, or be done.",
    mole: "Mole's effect: play another card, paying for it, or be done.",
    cave: "Raccoon's effect: put hand cards in your cave (2 so far), then be done to draw as many.",
    use: "Beech's effect: draw a card; use it, or skip it.",
  });
});

test("another seat's step is said about them; nothing once the game is over", () => {
  assert.equal(
    stepText(view("draw", { current: 1 }), names),
    "Bob: draw their second card, from the deck or the clearing.",
  );
  assert.equal(stepText(view("action", { seat: null, current: 1 }), names), "Bob: draw two cards (from the deck or the clearing), or play a card from their hand.");
  assert.equal(stepText(view("over", { current: null }), names), "");
});

test("extra turns to come", () => {
  assert.equal(extraText(view("action")), "");
  assert.equal(extraText(view("action", { turn: { number: 1, doing: "", extra_turns: 2 } })), "2 extra turns to come.");
});

const tree = (card, slots = {}) => ({ card, sapling: false, top: [], bottom: [], left: [], right: [], ...slots });

test("live points per card: each card's share, or a species' total on its first card", () => {
  // two Lindens (1 each), a Chaffinch on a Beech (on_tree: scores differently), butterflies
  const forest = [
    tree(0, { top: [70] }),
    tree(1),
    tree(32, { top: [68] }),
    { card: null, sapling: true, top: [72], bottom: [], left: [], right: [] },
  ];
  const scores = { Linden: 2, Beech: 0, Chaffinch: 5, butterflies: 3, cave: 0, total: 10 };
  const points = cardPoints(forest, scores);
  assert.deepEqual(points.get(0), { points: 1, total: false });
  assert.deepEqual(points.get(1), { points: 1, total: false });
  assert.deepEqual(points.get(32), { points: 0, total: false });
  assert.deepEqual(points.get(68), { points: 5, total: true });
  assert.deepEqual(points.get(70), { points: 3, total: true }, "the butterflies together, on the first");
  assert.equal(points.has(72), false);
});

test("the parts of a live score, named as in the result", () => {
  assert.deepEqual(scoreParts({ Linden: 3, butterflies: 6, cave: 0, total: 9 }), [
    { label: "Linden", points: 3 },
    { label: "Butterflies", points: 6 },
    { label: "Cave", points: 0 },
  ]);
});
