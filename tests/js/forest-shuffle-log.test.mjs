import assert from "node:assert/strict";
import { test } from "node:test";

import { describe } from "../../web/static/js/games/forest-shuffle/log.mjs";

const tree = (card, sapling = false) => ({ card, sapling, top: [], bottom: [], left: [], right: [] });
const context = { names: ["Ann", "Bob"], forests: [[tree(0), tree(9)], [tree(null, true)]] };
const texts = (events) => describe(events, context).map((line) => line.text);

test("setup, drawing and taking", () => {
  assert.deepEqual(
    texts([
      { type: "keep", seat: 0 },
      { type: "mulligan", seat: 1, count: 6 },
      { type: "draw", seat: 1, for: "mulligan" },
      { type: "draw", seat: 1, for: "mulligan" },
      { type: "draw", seat: 0, for: "turn", card: 66 },
      { type: "take", seat: 0, card: 114 },
      { type: "hand_full", seat: 0, missed: 1 },
    ]),
    [
      "Ann keeps the hand dealt.",
      "Bob gives back a hand of 6 cards without a tree.",
      "Bob draws 2 cards (a new hand).",
      "Ann draws a card from the deck: Goshawk/Moss.",
      "Ann takes European Hare/European Badger from the clearing.",
      "Ann's hand is full: 1 draw not taken.",
    ],
  );
});

test("draws in a row for one card make one line, with the cards the viewer saw", () => {
  assert.deepEqual(
    texts([
      { type: "draw", seat: 0, for: "Tawny Owl", card: 0 },
      { type: "draw", seat: 0, for: "Tawny Owl", card: 9 },
      { type: "draw", seat: 1, for: "Tawny Owl" },
    ]),
    ["Ann draws 2 cards for the Tawny Owl: Linden and Oak.", "Bob draws a card for the Tawny Owl."],
  );
});

test("playing a card: the play and its slot, the payment, the card entering the forest", () => {
  const lines = describe(
    [
      { type: "play", seat: 0, as: "top", tree: 1, free: false, card: 66 },
      { type: "pay", seat: 0, cards: [9, 48], bonus: false },
      { type: "played", seat: 0, way: "top", tree: 1, bonus: false, card: 66 },
      { type: "pay", seat: 0, cards: [48], bonus: true },
    ],
    context,
  );
  assert.deepEqual(
    lines.map((l) => l.text),
    [
      "Ann plays the Goshawk (top half of Goshawk/Moss) on top of tree 2 (Oak).",
      "Ann pays with Oak and Douglas Fir (bonus condition not met).",
      "The Goshawk enters Ann's forest.",
      "Ann pays with Douglas Fir (bonus condition met).",
    ],
  );
  assert.deepEqual(lines[0].mark, { seat: 0, tree: 1, slot: "top" });
  assert.deepEqual(lines[2].mark, { seat: 0, tree: 1, slot: "top" });
  assert.equal(lines[1].mark, undefined);
});

test("trees, saplings, free plays, effects and bonuses", () => {
  assert.deepEqual(
    texts([
      { type: "play", seat: 0, as: "tree", tree: null, free: false, card: 9 },
      { type: "played", seat: 0, way: "tree", tree: 1, bonus: true, card: 9 },
      { type: "reveal", seat: 0 },
      { type: "extra_turn", seat: 0, for: "Oak" },
      { type: "play", seat: 1, as: "sapling", tree: null, free: false },
      { type: "played", seat: 1, way: "sapling", tree: 0, bonus: false },
      { type: "play", seat: 0, as: "sapling", tree: null, free: false, card: 66 },
      { type: "play", seat: 0, as: "right", tree: 0, free: true, card: 114 },
      { type: "to_cave", seat: 1, from: "clearing", count: 4 },
      { type: "to_cave", seat: 1, from: "hand", count: 1 },
      { type: "to_cave", seat: 0, from: "hand", count: 1, card: 0 },
      { type: "done", seat: 0, for: "Raccoon" },
      { type: "use", seat: 1, for: "Brown Bear", part: "bonus" },
      { type: "skip", seat: 0, for: "Beech", part: "effect" },
    ]),
    [
      "Ann plants a new tree: Oak.",
      "The Oak enters Ann's forest, with its bonus.",
      "A new tree: the top card of the deck goes to the clearing.",
      "Ann earns another turn (Oak).",
      "Bob plays a card face down as a sapling.",
      "The sapling enters Bob's forest.",
      "Ann plays a card face down as a sapling (Goshawk/Moss).",
      "Ann plays the European Badger for free (right half of European Hare/European Badger) right of tree 1 (Linden).",
      "Bob puts the 4 cards of the clearing in the cave.",
      "Bob puts a card from the hand in the cave.",
      "Ann puts Linden from the hand in the cave.",
      "Ann is done with the Raccoon.",
      "Bob uses the Brown Bear's bonus.",
      "Ann skips the Beech's effect.",
    ],
  );
});

test("turns, the clearing, Winter and the end", () => {
  const lines = describe(
    [
      { type: "clear", count: 10 },
      { type: "turn", seat: 1, extra: false, number: 5 },
      { type: "turn", seat: 1, extra: true, number: 6 },
      { type: "winter", card: 158, count: 1 },
      { type: "winter", card: 160, count: 3 },
      { type: "game_over", result: { seats: [], ranking: [[0, 1]], winners: [0, 1], tie_break: null } },
    ],
    context,
  );
  assert.deepEqual(
    lines.map((l) => [l.seat, l.text]),
    [
      [null, "The clearing holds 10 cards: they go to the box."],
      [1, "Bob's turn."],
      [1, "Bob takes another turn."],
      [null, "Winter card 1 of 3 comes out of the deck."],
      [null, "Winter card 3 of 3 comes out of the deck: the game ends."],
      [null, "The game is over. Ann and Bob win."],
    ],
  );
});

test("unknown events say nothing; no line reads undefined", () => {
  assert.deepEqual(describe([{ type: "something new" }], context), []);
  const seats = { names: [], forests: [[], []] };
  for (const line of describe([{ type: "place", seat: 1, card: 66, tree: 4, slot: "bottom" }], seats)) {
    assert.equal(line.text, "Seat 2 puts the Moss below tree 5.");
  }
});
