import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { cardName } from "../../web/static/js/games/forest-shuffle/cards.mjs";
import { hint } from "../../web/static/js/games/forest-shuffle/rules/hints.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/hints.json", import.meta.url)))["forest-shuffle"];
const said = ({ view, moves, seat }) => hint(view, moves, seat);

test("the mulligan is offered only for a hand without a tree", () => {
  assert.equal(said(fixture.mulligan).text, "Your hand has no tree: keep it, or give it back once for six new cards.");
  assert.equal(said(fixture["mulligan-keep"]).text, "Keep your hand to begin: it holds a tree.");
});

test("the action: draw or play, with how many cards can be played face up", () => {
  const { moves } = fixture.action;
  const faceUp = new Set(moves.filter((m) => m.type === "play" && m.as !== "sapling").map((m) => m.card));
  const { text, detail } = said(fixture.action);
  assert.equal(
    text,
    "Draw two cards (from the deck or the clearing), or play a card: " +
      `${faceUp.size} card${faceUp.size === 1 ? "" : "s"} of your hand can be played face up now.`,
  );
  assert.match(detail, /You have no tree yet/, "the first turn: an empty forest");
  assert.match(detail, /0 of the 3 Winter cards are out/);
  assert.match(detail, /or the deck or a clearing card to draw \(D draws from the deck\)\.$/);
});

test("a full hand can only play", () => {
  const { text, detail } = said(fixture["action-full"]);
  assert.equal(text, "Your hand is full (10 cards): play a card.");
  assert.doesNotMatch(detail, /to draw/);
});

test("paying names the card being played and what it costs", () => {
  const { pending } = fixture.pay.view;
  const { text, detail } = said(fixture.pay);
  assert.equal(
    text,
    `Pay for the ${cardName(pending.card, pending.as)}: ` +
      `choose ${pending.cost} card${pending.cost === 1 ? "" : "s"} from your hand.`,
  );
  assert.match(detail, /the payment is made when \d cards? (is|are) chosen\.$/);
});

test("the bonus condition of a payment is explained while it holds", () => {
  const paying = structuredClone(fixture.pay);
  Object.assign(paying.view.pending, { card: 9, as: "tree", symbol: "Oak", cost: 2 });
  assert.equal(cardName(9, "tree"), "Oak");
  assert.match(said(paying).detail, /Bonus still on \(Take another turn\): pay with cards showing Oak/);
});

test("effects with a choice: a free play, the Mole, the Raccoon's cave", () => {
  assert.equal(said(fixture.free).text, "Gnat's effect: none of your cards is one it lets you play, so be done.");
  const bat = structuredClone(fixture.free);
  bat.moves.unshift({ type: "play", card: 140, as: "left" });
  assert.equal(said(bat).text, "Gnat's effect: play any number of bat cards for free, or be done.");
  assert.equal(said(fixture.mole).text, "Mole's effect: play more cards, paying for each as usual, or be done.");
  const count = fixture.cave.view.tasks.at(-1).count;
  assert.equal(
    said(fixture.cave).text,
    `Raccoon's effect: put hand cards in your cave (${count} so far), then be done to draw as many.`,
  );
});

test("an effect or a bonus to use or skip", () => {
  const todo = fixture.use.view.tasks.at(-1);
  const { text, detail } = said(fixture.use);
  assert.match(text, new RegExp(`^${todo.for}'s ${todo.part}: .+; use it, or skip it\\.$`));
  assert.match(detail, /Winter/);
});

test("nothing to say while another seat plays", () => {
  assert.equal(said(fixture.waiting), null);
});
