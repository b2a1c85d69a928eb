import assert from "node:assert/strict";
import { test } from "node:test";

import {
  bonusMarks,
  keepsBonus,
  payment,
  paymentText,
} from "../../web/static/js/games/forest-shuffle/payment.mjs";

// a Tawny Owl (card 69, top half, Beech symbol; bonus: draw 2 cards) being paid for, cost 2
const owl = { card: 69, as: "top", free: false, tree: 0, cost: 2, symbol: "Beech" };
const BEECH = 32; // a Beech tree card
const OAK = 9; // an Oak tree card
const BEECH_HALF = 88; // Chaffinch (Beech) / Common Toad (Silver Fir)

test("the payment with the cards chosen so far", () => {
  assert.deepEqual(payment(owl, [BEECH]), {
    name: "Tawny Owl",
    cost: 2,
    chosen: 1,
    left: 1,
    symbol: "Beech",
    bonus: "Draw 2 cards",
    holds: true,
  });
  assert.equal(payment(owl).left, 2);
  assert.equal(payment(owl, [OAK]).holds, false);
});

test("a card keeps the bonus when it shows the symbol, a split card by either half", () => {
  assert.ok(keepsBonus(owl, BEECH));
  assert.ok(keepsBonus(owl, BEECH_HALF));
  assert.ok(!keepsBonus(owl, OAK));
});

test("the hand cards not chosen are marked while the bonus can still be earned", () => {
  const hand = [BEECH, OAK, BEECH_HALF];
  assert.deepEqual([...bonusMarks(owl, hand)], [[BEECH, "keeps"], [OAK, "loses"], [BEECH_HALF, "keeps"]]);
  assert.deepEqual([...bonusMarks(owl, hand, [BEECH])], [[OAK, "loses"], [BEECH_HALF, "keeps"]]);
  assert.equal(bonusMarks(owl, hand, [OAK]).size, 0, "already lost");
  const linden = { card: 0, as: "tree", free: false, tree: null, cost: 1, symbol: "Linden" };
  assert.equal(bonusMarks(linden, [BEECH]).size, 0, "a Linden has no bonus");
});

test("the cards chosen and the bonus condition in words", () => {
  assert.equal(paymentText(owl), "Bonus still on (Draw 2 cards): pay with cards showing Beech.");
  assert.equal(
    paymentText(owl, [BEECH]),
    "Paying with Beech (1 of 2; choose one again to take it back). Bonus still on (Draw 2 cards): pay with cards showing Beech.",
  );
  assert.equal(
    paymentText(owl, [OAK]),
    "Paying with Oak (1 of 2; choose one again to take it back). Bonus lost (Draw 2 cards): a card chosen does not show Beech.",
  );
  const oak = { card: OAK, as: "tree", free: false, tree: null, cost: 2, symbol: "Oak" };
  assert.equal(paymentText(oak), "Bonus still on (Take another turn): pay with cards showing Oak.");
  const linden = { card: 0, as: "tree", free: false, tree: null, cost: 1, symbol: "Linden" };
  assert.equal(paymentText(linden), "The Linden has no bonus.");
});
