import assert from "node:assert/strict";
import { test } from "node:test";

import {
  bonusMarks,
  keepsBonus,
  payment,
  paymentText,
} from "../../web/static/js/games/forest-shuffle/payment.mjs";

// a Tawny Owl (card 69, top half, Beech symbol; bonus: draw 2 cards) being paid for, cost 2
const owl = (paid, bonus) => ({ card: 69, as: "top", free: false, tree: 0, cost: 2, paid, symbol: "Beech", bonus });
const BEECH = 32; // a Beech tree card
const OAK = 9; // an Oak tree card
const BEECH_HALF = 88; // Chaffinch (Beech) / Common Toad (Silver Fir)

test("the payment so far", () => {
  assert.deepEqual(payment(owl([BEECH], true)), {
    name: "Tawny Owl",
    cost: 2,
    paid: 1,
    left: 1,
    symbol: "Beech",
    bonus: "Draw 2 cards",
    holds: true,
  });
});

test("a card keeps the bonus when it shows the symbol, a split card by either half", () => {
  assert.ok(keepsBonus(owl([], true), BEECH));
  assert.ok(keepsBonus(owl([], true), BEECH_HALF));
  assert.ok(!keepsBonus(owl([], true), OAK));
});

test("hand cards are marked while the bonus can still be earned", () => {
  const marks = bonusMarks(owl([], true), [BEECH, OAK, BEECH_HALF]);
  assert.deepEqual([...marks], [[BEECH, "keeps"], [OAK, "loses"], [BEECH_HALF, "keeps"]]);
  assert.equal(bonusMarks(owl([OAK], false), [BEECH]).size, 0, "already lost");
  const linden = { card: 0, as: "tree", free: false, tree: null, cost: 1, paid: [], symbol: "Linden", bonus: true };
  assert.equal(bonusMarks(linden, [BEECH]).size, 0, "a Linden has no bonus");
});

test("the bonus condition in words as it is met or lost", () => {
  assert.equal(paymentText(owl([], true)), "Bonus still on (Draw 2 cards): pay with cards showing Beech.");
  assert.equal(paymentText(owl([BEECH], true)), "Bonus still on (Draw 2 cards): pay with cards showing Beech.");
  assert.equal(paymentText(owl([OAK], false)), "Bonus lost (Draw 2 cards): a card paid does not show Beech.");
  assert.equal(paymentText(owl([BEECH, BEECH_HALF], true)), "Bonus earned: Draw 2 cards.");
  const oak = { card: OAK, as: "tree", free: false, tree: null, cost: 2, paid: [], symbol: "Oak", bonus: true };
  assert.equal(paymentText(oak), "Bonus still on (Take another turn): pay with cards showing Oak.");
  const squirrel = { card: 86, as: "top", free: true, tree: 0, cost: 0, paid: [], symbol: "Douglas Fir", bonus: true };
  assert.equal(paymentText(squirrel), "The Red Squirrel has no bonus.");
});
