// Paying for the card being played, card by card: how much is paid and whether its bonus
// condition (every card paid shows its tree symbol) is still met, from the view's `pending`.

import { cardName, speciesOf, symbols } from "./cards.mjs";

/**
 * How the payment of `pending` stands: {name, cost, paid, left, symbol, bonus: the bonus text
 * or "" (none), holds: the condition is met so far}.
 */
export function payment(pending) {
  const species = speciesOf(pending.card, pending.as);
  const bonus = pending.free || !species ? "" : species.text.bonus ?? "";
  return {
    name: cardName(pending.card, pending.as),
    cost: pending.cost,
    paid: pending.paid.length,
    left: pending.cost - pending.paid.length,
    symbol: pending.symbol,
    bonus,
    holds: pending.bonus,
  };
}

/** Whether paying with `card` keeps `pending`'s bonus condition (it shows the symbol). */
export const keepsBonus = (pending, card) => pending.symbol !== null && symbols(card).includes(pending.symbol);

/** What each hand card does to the bonus now: Map(card -> "keeps" | "loses"); empty when
 * there is no bonus to keep. */
export function bonusMarks(pending, hand) {
  const state = payment(pending);
  if (!state.bonus || !state.holds || state.left <= 0) return new Map();
  return new Map(hand.map((card) => [card, keepsBonus(pending, card) ? "keeps" : "loses"]));
}

/** The bonus condition of the payment in words, for the seat paying. */
export function paymentText(pending) {
  const s = payment(pending);
  if (!s.bonus) return `The ${s.name} has no bonus.`;
  if (!s.holds) return `Bonus lost (${s.bonus}): a card paid does not show ${s.symbol}.`;
  if (s.left > 0) return `Bonus still on (${s.bonus}): pay with cards showing ${s.symbol}.`;
  return `Bonus earned: ${s.bonus}.`;
}
