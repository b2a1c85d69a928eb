// Paying for the card being played: the hand cards chosen so far to pay with (the payment
// goes as one move once they are as many as the cost), and whether its bonus condition
// (every card paid shows its tree symbol) would still be met, from the view's `pending`.

import { t } from "../../i18n.mjs";
import { cardName, nameOf, partText, speciesOf, symbols } from "./cards.mjs";
import { cardList } from "./words.mjs";

/**
 * How the payment of `pending` stands with the hand cards `chosen`: {name, cost, chosen,
 * left, symbol, bonus: the bonus text or "" (none), holds: every card chosen keeps it}.
 */
export function payment(pending, chosen = []) {
  const species = speciesOf(pending.card, pending.as);
  const bonus = pending.free || !species ? "" : partText(species, "bonus");
  return {
    name: cardName(pending.card, pending.as),
    cost: pending.cost,
    chosen: chosen.length,
    left: pending.cost - chosen.length,
    symbol: pending.symbol,
    bonus,
    holds: chosen.every((card) => keepsBonus(pending, card)),
  };
}

/** Whether paying with `card` keeps `pending`'s bonus condition (it shows the symbol). */
export const keepsBonus = (pending, card) => pending.symbol !== null && symbols(card).includes(pending.symbol);

/** What each hand card not chosen yet does to the bonus: Map(card -> "keeps" | "loses");
 * empty when there is no bonus to keep. */
export function bonusMarks(pending, hand, chosen = []) {
  const state = payment(pending, chosen);
  if (!state.bonus || !state.holds) return new Map();
  const open = hand.filter((card) => !chosen.includes(card));
  return new Map(open.map((card) => [card, keepsBonus(pending, card) ? "keeps" : "loses"]));
}

/** The payment in words, for the seat paying: the cards chosen, and the bonus condition. */
export function paymentText(pending, chosen = []) {
  const s = payment(pending, chosen);
  const values = { cards: cardList(chosen), chosen: s.chosen, cost: s.cost, name: s.name, bonus: s.bonus };
  values.symbol = s.symbol === null ? "" : nameOf(s.symbol);
  const paying = chosen.length ? t("Paying with {cards} ({chosen} of {cost}; choose one again to take it back).", values) : "";
  const condition = !s.bonus
    ? t("The {name} has no bonus.", values)
    : !s.holds
      ? t("Bonus lost ({bonus}): a card chosen does not show {symbol}.", values)
      : t("Bonus still on ({bonus}): pay with cards showing {symbol}.", values);
  return paying ? `${paying} ${condition}` : condition;
}
