import assert from "node:assert/strict";
import { test } from "node:test";

import { CARDS, cardName } from "../../web/static/js/games/forest-shuffle/cards.mjs";
import { describe } from "../../web/static/js/games/forest-shuffle/log.mjs";
import { cardWords, forestWords, tableWords } from "../../web/static/js/games/forest-shuffle/words.mjs";

const OAK = CARDS.find((card) => card.tree?.name === "Oak").id;
const JAY = CARDS.find((card) => card.halves.some((h) => h.side === "top" && h.species.name === "Eurasian Jay")).id;
const WINTER = CARDS.find((card) => card.kind === "winter").id;
const empty = { top: [], bottom: [], left: [], right: [] };
const forest = [
  { ...empty, card: OAK, sapling: false, top: [JAY] },
  { ...empty, card: null, sapling: true },
];

test("a card in words tells its faces: name, kinds, cost, tree symbol and texts", () => {
  assert.equal(cardWords(OAK), "Oak (tree, cost 2, tree symbol Oak); Bonus: Take another turn; Points: 10 each if your forest has all 8 kinds of tree.");
  const jay = cardWords(JAY);
  assert.match(jay, /^Top half: Eurasian Jay \(bird, cost 1, tree symbol [A-Za-z ]+\); Effect: Take another turn; Points: 3\. Bottom half: /);
  assert.match(cardWords(WINTER), /^Winter card/);
});

test("a forest in words names each slot as the log does, with the points shown", () => {
  const points = new Map([[JAY, { points: 3, total: false }], [OAK, { points: 0, total: false }]]);
  const lines = forestWords(forest, points);
  assert.deepEqual(lines, [
    "tree 1 (Oak), 0 points; free: bottom, left and right.",
    "on top of tree 1 (Oak): Eurasian Jay, 3 points.",
    "tree 2 (sapling); free: top, bottom, left and right.",
  ]);
  const [line] = describe([{ type: "play", seat: 0, card: JAY, as: "top", tree: 0 }], { names: ["ann"], forests: [forest] });
  assert.match(line.text, /on top of tree 1 \(Oak\)\./, "the log names the slot the same way");
  assert.deepEqual(forestWords(forest, null).slice(0, 2), ["tree 1 (Oak); free: bottom, left and right.", "on top of tree 1 (Oak): Eurasian Jay."]);
});

test("the table in words: the viewer's forest first, the deck, the clearing, the hand", () => {
  const seat = (hand) => ({ hand, hand_count: hand?.length ?? 3, cave_count: 1 });
  const view = {
    seat: 1,
    current: 0,
    pending: { card: JAY, as: "top", tree: 0, cost: 1 },
    seats: [seat(null), seat([OAK])],
    forests: [forest, []],
    scores: [{ total: 3 }, { total: 0 }],
    clearing: [JAY],
    deck: { count: 40 },
    winter: [WINTER],
  };
  const sections = tableWords(view, ["ann", "bob"], true);
  assert.deepEqual(sections.map((s) => s.heading), ["bob's forest (you)", "ann's forest", "Deck and Winter cards", "Clearing (1)", "Your hand (1)"]);
  assert.equal(sections[1].lines[0], "2 trees, cave 1 card, hand 3 cards and 3 points.");
  assert.equal(sections[1].lines.at(-1), `Being paid for: the ${cardName(JAY, "top")}, on top of tree 1 (Oak).`);
  assert.deepEqual(sections[2].lines.slice(0, 2), ["The deck holds 40 cards.", "Winter cards out: 1 of 3; the third ends the game."]);
  assert.deepEqual(sections[3].lines, [cardWords(JAY)]);
  assert.deepEqual(sections[4].lines, [cardWords(OAK)]);
  assert.ok(!tableWords(view, ["ann", "bob"], false)[0].lines[0].includes("point"), "no points when scores are off");
});
